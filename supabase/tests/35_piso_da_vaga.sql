-- Piso do que se publica (RULES.md, "Bounds on what people send"): turno de pelo menos 1 h e
-- valor de pelo menos R$ 10,00 — na RPC (publicar e editar), com frase pt-BR, e por CHECK.
begin;
\ir ajudantes.psql
select plan(10);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Piso') as dono \gset

create function pg_temp.publicar(inicio text, fim text, valor integer default 12000) returns text language sql as $$
  select format('public.publicar_vaga(%L, %L, %L, %s, true, false, false, %L, 1, %L, -15.81, -47.89)',
                'garcom', inicio, fim, valor, 'urgencia', 'SCLS 405, Asa Sul')
$$;
create function pg_temp.detalhe(conta uuid, chamada text) returns text language plpgsql as $$
declare d text;
begin
  perform testes.rpc(conta, chamada);
  return null;
exception when others then
  get stacked diagnostics d = pg_exception_detail;
  return d;
end $$;

select is(testes.erro(:'dono', pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 18:30+00')), 'PT422 fora_do_limite',
          'turno de 30 min é recusado');
select is(pg_temp.detalhe(:'dono', pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 18:30+00')),
          'O turno precisa durar pelo menos 1 hora.', 'com a frase em pt-BR');
select is(testes.erro(:'dono', pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 19:00+00')) , 'sem erro',
          'turno de exatamente 1 h entra');
select is(testes.erro(:'dono', pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 23:00+00', 1)), 'PT422 fora_do_limite',
          'R$ 0,01 é recusado');
select is(pg_temp.detalhe(:'dono', pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 23:00+00', 999)),
          'O valor precisa ser de pelo menos R$ 10,00 por turno.', 'R$ 9,99: a frase diz o piso');
select is(testes.erro(:'dono', pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 23:00+00', 1000)), 'sem erro',
          'R$ 10,00 entra');

-- Editar valida igual.
select (testes.rpc(:'dono', pg_temp.publicar('2030-03-05 18:00+00', '2030-03-05 23:00+00')) ->> 'vaga_id') as v \gset
select is(testes.erro(:'dono', format('public.editar_vaga(%L, valor_centavos => 500)', :'v')), 'PT422 fora_do_limite',
          'editar para R$ 5,00 é recusado');
select is(testes.erro(:'dono', format('public.editar_vaga(%L, fim => %L)', :'v', '2030-03-05 18:15+00')), 'PT422 fora_do_limite',
          'editar para 15 min é recusado');

-- A tabela também recusa (escrita direta, sem o gatilho que dá a frase).
alter table public.vagas disable trigger vagas_piso;
select throws_ok(format('update public.vagas set valor_centavos = 1 where id = %L', :'v'), '23514', null,
                 'CHECK: valor abaixo do piso');
select throws_ok(format('insert into public.vagas(estabelecimento_id, publicada_por, funcao, inicio, fim, valor_centavos, refeicao,
                          transporte, exige_material_proprio, modo, endereco, bairro, ponto, publicada_em)
                        values (testes.estab(%L), %L, ''garcom'', ''2030-03-06 18:00+00'', ''2030-03-06 18:00+00'', 12000, true,
                          false, false, ''urgencia'', ''x'', ''x'', privado.ponto(0, 0), ''2030-03-01 12:00+00'')',
                        :'dono', :'dono'), '23514', null, 'CHECK: início = fim não é um turno de 24 h');
select * from finish();
rollback;
