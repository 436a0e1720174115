-- Caso 1 (RN19): duas confirmações da mesma posição — exatamente uma vence, a outra recebe
-- vaga_preenchida. E RN21: nunca dois turnos sobrepostos. (A corrida real, com 60 sessões
-- paralelas, está em Tests/e2e/test_rn19_corrida.py e test_ataque_rn19_rodadas.py.)
begin;
\ir ajudantes.psql
select plan(18);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Um') as dono \gset
select testes.prof('Pro A') as a \gset
select testes.prof('Pro B', 0.001) as b \gset
select testes.prof('Pro C', 0.002) as c \gset
select testes.vaga(:'dono', '2030-03-01 20:00+00') as v \gset

select is(testes.candidatar(:'a', :'v') ->> 'resultado', 'confirmada', 'caso 1 / RN19: o primeiro confirma');
select is(testes.erro(:'b', format('public.candidatar(%L)', :'v')), 'PT409 vaga_preenchida',
          'caso 1 / RN19: o segundo recebe vaga_preenchida (recusa de negócio, não falha técnica)');
select is(testes.dica(:'b', format('public.candidatar(%L)', :'v')) ->> 'preenchida_em', '2030-03-01T12:00:00+00:00',
          'RN19: a recusa diz quando a vaga foi preenchida');
select is((select count(*) from public.turnos where vaga_id = :'v'), 1::bigint, 'RN19: exatamente um turno');
select is((select estado::text from public.vagas where id = :'v'), 'preenchida', 'vaga sem posição aberta fica preenchida');
select is(testes.candidatar(:'a', :'v') -> 'turno' ->> 'turno_id',
          (select id::text from public.turnos where vaga_id = :'v'), 'candidatar de novo devolve o mesmo turno');
select throws_ok(format($$insert into public.turnos(posicao_id, vaga_id, profissional_id, periodo, valor_acordado_centavos, confirmado_em)
                          select posicao_id, vaga_id, %L, periodo, 100, now() from public.turnos where vaga_id = %L$$, :'b', :'v'),
                 '23505', null, 'RN19 no banco: o índice único impede um segundo turno vivo na mesma posição');

-- Duas posições: dois vencedores, o terceiro perde.
select testes.vaga(:'dono', '2030-03-05 20:00+00', posicoes => 2) as v2 \gset
select is(array[testes.candidatar(:'a', :'v2') ->> 'resultado', testes.candidatar(:'b', :'v2') ->> 'resultado',
                testes.erro(:'c', format('public.candidatar(%L)', :'v2'))],
          array['confirmada', 'confirmada', 'PT409 vaga_preenchida'], 'duas posições: dois confirmam, o terceiro perde');
select is((select count(distinct posicao_id) from public.turnos where vaga_id = :'v2'), 2::bigint, 'cada vencedor numa posição');

-- RN21: sobreposição.
select testes.vaga(:'dono', '2030-03-01 22:00+00') as v3 \gset
select is(testes.erro(:'a', format('public.candidatar(%L)', :'v3')), 'PT403 inelegivel', 'RN21: turno sobreposto é inelegível');
select is(testes.dica(:'a', format('public.candidatar(%L)', :'v3')) ->> 'motivo', 'Você já tem um turno nesse horário.',
          'RN21: o motivo vem na dica');
select throws_ok(format($$insert into public.turnos(posicao_id, vaga_id, profissional_id, periodo, valor_acordado_centavos, confirmado_em)
                          select id, %L, %L, tstzrange('2030-03-01 23:00+00', '2030-03-02 01:00+00'), 100, now()
                            from public.posicoes where vaga_id = %L$$, :'v3', :'a', :'v3'),
                 '23P01', null, 'RN21 no banco: a exclusão GiST recusa turno sobreposto');
select testes.vaga(:'dono', '2030-03-02 02:00+00') as colada \gset
select is(testes.candidatar(:'a', :'colada') ->> 'resultado', 'confirmada',
          'turno colado (começa quando o outro termina) não é sobreposição');
select is(testes.candidatar(:'c', :'v3') ->> 'resultado', 'confirmada', 'quem não tem turno no horário pega a vaga');
select testes.vaga(:'dono', '2030-03-01 23:00+00', posicoes => 2) as v4 \gset
select privado.despachar_vaga(:'v4', '2030-03-01 11:00+00') as _ \gset
insert into public.despachos(vaga_id, profissional_id, leva, criado_em, agendada_para, estado_entrega, enviada_em)
values (:'v4', :'a', 1, now(), now(), 'enviada', '2030-03-01 11:00+00') on conflict do nothing;
select ok(not exists (select 1 from jsonb_array_elements(testes.rpc(:'a', 'public.feed_vagas()')) x where x ->> 'vaga_id' = :'v4'),
          'RN21: vaga que bate com um turno meu some do meu feed');

-- Vaga de seleção: candidatar fica pendente, repetir devolve a mesma candidatura.
select testes.vaga(:'dono', '2030-03-10 20:00+00', modo => 'selecao') as sel \gset
select is(testes.candidatar(:'b', :'sel') ->> 'resultado', 'pendente', 'seleção: candidatura pendente');
select is(testes.candidatar(:'b', :'sel') ->> 'candidatura_id',
          (select id::text from public.candidaturas where vaga_id = :'sel' and profissional_id = :'b'),
          'seleção: repetir devolve a mesma candidatura');
select is((select count(*) from public.turnos where vaga_id = :'sel'), 0::bigint, 'seleção: nenhum turno antes da escolha');

select * from finish();
rollback;
