-- Editar a vaga enquanto alguém a pega: quem leu a vaga antes da edição nunca cria turno com
-- os termos velhos. preencher_posicao relê a vaga com a posição travada (editar_vaga trava as
-- posições antes de mexer na vaga); a corrida de verdade, com sessões concorrentes, está em
-- Tests/e2e/test_ataque_edicao_contra_candidatura.py.
begin;
\ir ajudantes.psql
select plan(8);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Corrida', 'Bar Corrida') as dono \gset
select testes.prof('Ana Corrida', 0.01) as ana \gset
select testes.prof('Bia Corrida', 0.011) as bia \gset
select testes.vaga(:'dono', '2030-03-01 20:00+00', posicoes => 2) as v \gset

-- A foto que candidatar tirou antes da edição.
create temp table foto on commit drop as select x as v from public.vagas x where x.id = :'v';
select is(testes.erro(:'dono', format('public.editar_vaga(%L, valor_centavos => 5000, fim => %L)', :'v', '2030-03-02 08:00+00')),
          'sem erro', 'o contratante muda valor e fim');
select throws_ok(format($$select privado.preencher_posicao(f.v, %L, '2030-03-01 12:00+00', 'profissional') from foto f$$, :'ana'),
                 'PT409', 'vaga_alterada', 'quem leu a vaga antes da edição é recusado: vaga_alterada');
select is((select count(*) from public.turnos where vaga_id = :'v'), 0::bigint, 'nenhum turno com os termos velhos');
select is((select count(*) from public.posicoes where vaga_id = :'v' and estado = 'aberta'), 2::bigint, 'as posições seguem abertas');

-- Lendo de novo (o que o cliente faz ao tentar outra vez): turno com os termos novos.
select testes.turno(:'ana', :'v') as ta \gset
select is((select row(valor_acordado_centavos, upper(periodo))::text from public.turnos where id = :'ta'),
          row(5000, '2030-03-02 08:00+00'::timestamptz)::text, 'o turno leva o valor e o horário em vigor');

-- Só mudar o alerta do contratante não é mudar os termos: a foto antiga ainda vale.
delete from foto;
insert into foto select x from public.vagas x where x.id = :'v';
update public.vagas set antecedencia_alerta_min = 60 where id = :'v';
select lives_ok(format($$select privado.preencher_posicao(f.v, %L, '2030-03-01 12:00+00', 'profissional') from foto f$$, :'bia'),
                'mudança que não é dos termos não recusa ninguém');
select is((select count(*) from public.turnos where vaga_id = :'v' and estado <> 'cancelada'), 2::bigint, 'dois turnos');
select is((select count(*) from public.turnos t join public.vagas v on v.id = t.vaga_id
            where t.vaga_id = :'v' and (t.periodo <> v.periodo or t.valor_acordado_centavos <> v.valor_centavos)),
          0::bigint, 'todo turno com os termos da vaga');
select * from finish();
rollback;
