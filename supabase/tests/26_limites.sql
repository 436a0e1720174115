-- Todo valor que uma pessoa manda tem limite (RULES.md, "Bounds on what people send"): a RPC
-- recusa com frase pt-BR e a tabela recusa por CHECK; listas têm teto de itens; linhas
-- antigas fora dos limites são reparadas e não quebram a leitura.
begin;
\ir ajudantes.psql
select plan(46);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Limite') as dono \gset

create function pg_temp.publicar(inicio text, fim text, valor integer default 12000, ant integer default 180,
                                 endereco text default 'SCLS 405, Asa Sul', bairro text default null,
                                 posicoes integer default 1) returns text language sql as $$
  select format('public.publicar_vaga(%L, %L, %L, %s, true, false, false, %L, %s, %L, -15.81, -47.89, %s, %L)',
                'garcom', inicio, fim, valor, 'urgencia', posicoes, endereco, ant, bairro)
$$;
create function pg_temp.pub_erro(chamada text) returns text language sql as $$ select testes.erro(current_setting('t.dono')::uuid, chamada) $$;
create function pg_temp.pub_dica(chamada text) returns jsonb language sql as $$ select testes.dica(current_setting('t.dono')::uuid, chamada) $$;
create function pg_temp.detalhe(chamada text) returns text language plpgsql as $$
declare d text;
begin
  perform testes.rpc(current_setting('t.dono')::uuid, chamada);
  return null;
exception when others then
  get stacked diagnostics d = pg_exception_detail;
  return d;
end $$;
select set_config('t.dono', :'dono', true) as _ \gset

-- Instantes finitos, início dentro do horizonte, duração máxima.
select is(pg_temp.pub_erro(pg_temp.publicar('2030-03-02 18:00+00', 'infinity')), 'PT422 periodo_invalido', 'fim infinito é recusado');
select is(pg_temp.pub_dica(pg_temp.publicar('2030-03-02 18:00+00', 'infinity')) ->> 'campo', 'fim', 'a dica aponta o campo fim');
select is(pg_temp.pub_erro(pg_temp.publicar('-infinity', '2030-03-02 18:00+00')), 'PT422 periodo_invalido', 'início infinito é recusado');
select is(pg_temp.pub_erro(pg_temp.publicar('9999-01-01 18:00+00', '9999-01-01 23:00+00')), 'PT422 fora_do_limite',
          'início no ano 9999 é recusado');
select is(pg_temp.pub_erro(pg_temp.publicar('2031-03-01 12:01+00', '2031-03-01 18:00+00')), 'PT422 fora_do_limite',
          'início um dia além do horizonte de 365 dias é recusado');
select is(testes.rpc(:'dono', pg_temp.publicar('2031-02-28 12:00+00', '2031-02-28 18:00+00')) ->> 'estado', 'publicada',
          'início dentro do horizonte entra');
select is(pg_temp.pub_erro(pg_temp.publicar('2030-03-02 18:00+00', '2040-03-02 18:00+00')), 'PT422 fora_do_limite',
          'turno de 10 anos é recusado');
select is(pg_temp.pub_erro(pg_temp.publicar('2030-03-02 18:00+00', '2030-03-03 18:01+00')), 'PT422 fora_do_limite',
          'turno de 24 h e 1 min é recusado');
select is(testes.rpc(:'dono', pg_temp.publicar('2030-03-02 18:00+00', '2030-03-03 18:00+00')) ->> 'estado', 'publicada',
          'turno de exatamente 24 h entra');
select is(pg_temp.detalhe(pg_temp.publicar('2030-03-02 18:00+00', '2030-03-04 18:00+00')),
          'O turno pode durar no máximo 24 horas.', 'a recusa diz o limite em pt-BR');

-- Dinheiro e antecedência.
select is(pg_temp.pub_erro(pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 23:00+00', valor => 2100000000)),
          'PT422 fora_do_limite', 'R$ 21 milhões é recusado');
select is(pg_temp.pub_dica(pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 23:00+00', valor => 1000001)) ->> 'maximo',
          privado.valor_max_centavos()::text, 'a dica diz o máximo');
select is(testes.rpc(:'dono', pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 23:00+00', valor => 1000000)) ->> 'valor_centavos',
          '1000000', 'o valor máximo entra');
select is(pg_temp.pub_erro(pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 23:00+00', ant => 2147483647)),
          'PT422 fora_do_limite', 'antecedência de 2^31 minutos é recusada');
select is(pg_temp.pub_erro(pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 23:00+00', ant => 10081)),
          'PT422 fora_do_limite', 'antecedência de 7 dias e 1 min é recusada');
select is(pg_temp.pub_erro(pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 23:00+00', posicoes => 101)),
          'PT422 valor_invalido', '101 posições é recusado');

-- Textos: tamanho e caracteres de controle.
select is(pg_temp.pub_erro(pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 23:00+00', endereco => repeat('x', 1000000))),
          'PT422 fora_do_limite', 'endereço de 1 MB é recusado');
select is(pg_temp.pub_dica(pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 23:00+00', endereco => repeat('x', 201))),
          '{"campo":"endereco","maximo":200}'::jsonb, 'a dica diz o campo e o máximo');
select is(testes.rpc(:'dono', pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 23:00+00', endereco => repeat('é', 200))) -> 'local' ->> 'endereco',
          repeat('é', 200), '200 caracteres (não bytes) entram');
select is(pg_temp.pub_erro(pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 23:00+00', endereco => 'Rua A' || chr(27) || ']0;titulo' || chr(7))),
          'PT422 texto_invalido', 'endereço com ESC é recusado');
select is(pg_temp.pub_erro(pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 23:00+00', endereco => 'Rua A' || chr(10) || 'Rua B')),
          'PT422 texto_invalido', 'endereço com quebra de linha é recusado');
select is(pg_temp.pub_erro(pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 23:00+00', bairro => repeat('b', 81))),
          'PT422 fora_do_limite', 'bairro longo é recusado');
select is(testes.rpc(:'dono', pg_temp.publicar('2030-03-02 18:00+00', '2030-03-02 23:00+00', endereco => repeat('y', 200))) ->> 'estado',
          'publicada', 'bairro deduzido do endereço é cortado no limite, não recusado');

select testes.prof('Pro Limite', 0.01) as pro \gset
select testes.vaga(:'dono', '2030-03-05 18:00+00') as v \gset
select testes.turno(:'pro', :'v') as t \gset
select is(testes.erro(:'pro', format('public.cancelar_turno(%L, %L)', :'t', repeat('m', 501))), 'PT422 fora_do_limite',
          'motivo do cancelamento longo é recusado');
select is(testes.erro(:'pro', format('public.cancelar_turno(%L, %L)', :'t', 'doente' || chr(27) || '[2J')), 'PT422 texto_invalido',
          'motivo com ESC é recusado');
select is(testes.erro(:'pro', format('public.fazer_checkin(%L, %s, null)', :'t', 1e300)), 'PT422 valor_invalido',
          'distância absurda é recusada');
select is(testes.erro(:'pro', format('public.fazer_checkin(%L, 10, %L)', :'t', '-infinity')), 'PT422 instante_especial',
          'toque em -infinity é recusado');

select testes.vaga(:'dono', '2030-03-06 18:00+00') as vc \gset
select is(testes.erro(:'dono', format('public.cancelar_vaga(%L, %L)', :'vc', repeat('m', 501))), 'PT422 fora_do_limite',
          'motivo longo ao cancelar a vaga inteira é recusado');
select is(testes.erro(:'dono', format('public.cancelar_vaga(%L, %L)', :'vc', 'chuva' || chr(27) || '[2J')), 'PT422 texto_invalido',
          'motivo com ESC ao cancelar a vaga inteira é recusado');
select throws_ok(format($$update public.vagas set cancelada_em = now(), cancelada_por = publicada_por, motivo_cancelamento = repeat('m', 501) where id = %L$$, :'vc'),
                 '23514', null, 'CHECK: motivo de cancelamento da vaga longo');

-- Cadastro.
select throws_ok($$select testes.usuario('longo@teste.dev', jsonb_build_object('perfil', 'profissional', 'nome', repeat('n', 121),
                   'funcoes', array['garcom'], 'lat', -15.8, 'lng', -47.9))$$, 'PT400', 'validation_failed', 'nome longo no cadastro é recusado');
select throws_ok($$select testes.usuario('esc@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Esc',
                   'estabelecimento', jsonb_build_object('nome', 'Bar' || chr(27) || '[31m', 'endereco', 'x', 'lat', 0, 'lng', 0)))$$,
                 'PT400', 'validation_failed', 'nome de estabelecimento com ESC no cadastro é recusado');

-- CHECK no banco (escrita direta, sem passar pela RPC).
select throws_ok(format($$update public.vagas set fim = 'infinity' where id = %L$$, :'v'), '23514', null, 'CHECK: fim infinito');
select throws_ok(format($$update public.vagas set valor_centavos = 1000001 where id = %L$$, :'v'), '23514', null, 'CHECK: valor acima do teto');
select throws_ok(format($$update public.vagas set endereco = repeat('x', 201) where id = %L$$, :'v'), '23514', null, 'CHECK: endereço longo');
select throws_ok(format($$update public.vagas set bairro = 'a' || chr(27) where id = %L$$, :'v'), '23514', null, 'CHECK: bairro com ESC');
select throws_ok(format($$update public.contas set nome = repeat('n', 121) where id = %L$$, :'pro'), '23514', null, 'CHECK: nome longo');
select throws_ok(format($$update public.vagas set inicio = publicada_em + interval '366 days', fim = publicada_em + interval '366 days 1 hour' where id = %L$$, :'v'),
                 '23514', null, 'CHECK: início além do horizonte a partir da publicação');

-- Teto de itens nas listas.
insert into public.despachos(vaga_id, profissional_id, leva, criado_em, agendada_para, estado_entrega, enviada_em)
select testes.vaga(:'dono', '2030-03-10 00:00+00'::timestamptz + make_interval(hours => n), horas => 1), :'pro', 1,
       '2030-03-01 11:00+00', '2030-03-01 11:00+00', 'enviada', '2030-03-01 11:00+00'
  from generate_series(1, privado.itens_max_lista() + 5) n;
select is(jsonb_array_length(testes.rpc(:'pro', 'public.feed_vagas()')), privado.itens_max_lista(),
          'feed com mais vagas que o teto devolve o teto');
select is(testes.rpc(:'pro', 'public.feed_vagas()') -> 0 ->> 'inicio', '2030-03-10T01:00:00+00:00', 'o feed guarda as mais próximas');
select is(jsonb_array_length(testes.rpc(:'pro', 'public.minhas_notificacoes()')), privado.itens_max_lista(),
          'notificações com teto (as seguintes vêm com desde)');
select is(jsonb_array_length(testes.rpc(:'dono', 'public.minhas_vagas()')), privado.vagas_max_lista(),
          'minhas_vagas com mais vagas que o teto devolve o teto');
select testes.contratante('Dona Cheia', 'Bar Cheio') as cheia \gset
select count(testes.vaga(:'cheia', '2030-03-10 00:00+00'::timestamptz + make_interval(hours => n), horas => 1, posicoes => 100))
  from generate_series(1, 21) n \gset
select is(jsonb_array_length(testes.rpc(:'cheia', 'public.minhas_vagas()')), privado.posicoes_max_lista() / 100,
          'minhas_vagas para no teto de posições somadas (21 vagas de 100 posições → 20)');

-- Linhas antigas fora dos limites: reparadas e legíveis.
alter table public.vagas drop constraint vagas_instantes_finitos, drop constraint vagas_duracao_no_limite,
  drop constraint vagas_endereco_no_limite, drop constraint vagas_valor_no_limite;
alter table public.turnos drop constraint turnos_periodo_no_limite;
select testes.vaga(:'dono', '2030-03-20 18:00+00') as velha \gset
select testes.prof('Pro Velho', 0.012) as velho \gset
select testes.turno(:'velho', :'velha') as tv \gset
update public.vagas set fim = 'infinity', endereco = repeat('z', 5000) || chr(27), valor_centavos = 2100000000 where id = :'velha';
update public.turnos set periodo = tstzrange(lower(periodo), 'infinity') where id = :'tv';
select privado.reparar_fora_dos_limites();
select lives_ok($$alter table public.vagas add constraint vagas_instantes_finitos check (isfinite(inicio) and isfinite(fim) and isfinite(publicada_em)),
  add constraint vagas_duracao_no_limite check (
    case when isfinite(inicio) and isfinite(fim) then fim - inicio <= privado.duracao_max_turno() else false end),
  add constraint vagas_endereco_no_limite check (privado.texto_no_limite(endereco, privado.tamanho_max_endereco())),
  add constraint vagas_valor_no_limite check (valor_centavos <= privado.valor_max_centavos());
  alter table public.turnos add constraint turnos_periodo_no_limite check (
    case when isfinite(lower(periodo)) and isfinite(upper(periodo))
         then upper(periodo) - lower(periodo) <= privado.duracao_max_turno() else false end)$$,
  'depois do reparo as CHECKs valem de novo');
select is((select array[estado::text, extract(epoch from fim - inicio)::integer::text, char_length(endereco)::text] from public.vagas where id = :'velha'),
          array['cancelada', '86400', '200'], 'a vaga fora dos limites é cancelada e trazida para dentro');
select is((select jsonb_agg(x -> 'vaga' ->> 'fim') from jsonb_array_elements(testes.rpc(:'velho', 'public.meus_turnos()')) x
            where x ->> 'turno_id' = :'tv'), '["2030-03-21T18:00:00+00:00"]'::jsonb,
          'o turno dela volta com instante finito e cancelado');
select * from finish();
rollback;
