-- Caso 6 (RN07): avaliação antes do fim previsto, ou de turno sem presença verificada, é
-- recusada — com relógio fixo. Sim/não, uma por turno e lado, idempotente.
begin;
\ir ajudantes.psql
select plan(17);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Seis') as dono \gset
select testes.contratante('Socia Seis', 'Bar Seis B') as socia \gset
select testes.prof('Vera Verificada', 0.01) as vera \gset
select testes.prof('Nina Nao', 0.011) as nina \gset
select testes.vaga(:'dono', '2030-03-01 18:00+00', posicoes => 2) as v \gset
select testes.turno(:'vera', :'v') as tv \gset
select testes.turno(:'nina', :'v') as tn \gset
select testes.relogio('2030-03-01 18:01+00');
select testes.rpc(:'vera', format('public.fazer_checkin(%L, 15, null)', :'tv')) as _ \gset

-- Antes do fim (fim às 00:00): recusado, e a dica diz quando libera.
select testes.relogio('2030-03-01 23:59+00');
select is(testes.erro(:'vera', format('public.avaliar(%L, true)', :'tv')), 'PT422 antes_do_fim',
          'caso 6: avaliar antes do fim previsto é recusado');
select is(testes.dica(:'vera', format('public.avaliar(%L, true)', :'tv')) ->> 'libera_em', '2030-03-02T00:00:00+00:00',
          'a recusa diz quando a avaliação abre');
select is(testes.erro(:'dono', format('public.avaliar(%L, true)', :'tv')), 'PT422 antes_do_fim',
          'caso 6: vale para o contratante também');
select is((select (x ->> 'pode_avaliar')::boolean from jsonb_array_elements(testes.rpc(:'vera', 'public.meus_turnos()')) x
            where x ->> 'turno_id' = :'tv'), false, 'pode_avaliar é falso antes do fim');

select testes.relogio('2030-03-02 00:00+00');
select is(testes.erro(:'nina', format('public.avaliar(%L, true)', :'tn')), 'PT422 presenca_nao_verificada',
          'caso 6: turno sem presença verificada não é avaliado');
select is(testes.erro(:'dono', format('public.avaliar(%L, false)', :'tn')), 'PT422 presenca_nao_verificada',
          'caso 6: nem pelo contratante');
select is(testes.erro(:'vera', format('public.avaliar(%L, %L, %L)', :'tv', true, '2030-03-01 23:50+00')), 'PT422 antes_do_fim',
          'toque (offline) antes do fim também é recusado');
select is((select (x ->> 'pode_avaliar')::boolean from jsonb_array_elements(testes.rpc(:'vera', 'public.meus_turnos()')) x
            where x ->> 'turno_id' = :'tv'), true, 'pode_avaliar depois do fim, com presença');

select testes.rpc(:'vera', format('public.avaliar(%L, true)', :'tv')) as a1 \gset
select is(:'a1'::jsonb, jsonb_build_object('turno_id', :'tv', 'lado', 'profissional', 'chamaria_de_novo', true,
                                           'em', '2030-03-02T00:00:00+00:00'), 'avaliação: sim/não, lado e hora');
select is(testes.rpc(:'vera', format('public.avaliar(%L, false)', :'tv')), :'a1'::jsonb,
          'uma por turno e lado: repetir devolve a mesma, sem mudar');
select is((select minha_avaliacao from (select (x ->> 'minha_avaliacao')::boolean as minha_avaliacao
             from jsonb_array_elements(testes.rpc(:'vera', 'public.meus_turnos()')) x where x ->> 'turno_id' = :'tv') y),
          true, 'meus_turnos mostra a minha avaliação');
select is(testes.rpc(:'dono', format('public.avaliar(%L, false)', :'tv')) ->> 'lado', 'contratante', 'o outro lado avalia à parte');
select is((select count(*) from public.avaliacoes where turno_id = :'tv'), 2::bigint, 'duas avaliações: uma por lado');
select is(testes.erro(:'socia', format('public.avaliar(%L, true)', :'tv')), 'PT404 turno_nao_encontrado',
          'contratante de outro estabelecimento não avalia');
select is(testes.erro(:'nina', format('public.avaliar(%L, true)', :'tv')), 'PT404 turno_nao_encontrado',
          'outro profissional não avalia o turno alheio');
select is(testes.erro(:'nina', format('public.avaliar(%L)', :'tn')), 'PT422 campo_obrigatorio', 'sem a resposta sim/não');
-- Não existe nota nem média: a coluna é booleana.
select col_type_is('public', 'avaliacoes', 'chamaria_de_novo', 'boolean', 'RN07: avaliação é booleana, nunca nota');
select * from finish();
rollback;
