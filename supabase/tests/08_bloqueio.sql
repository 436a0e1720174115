-- Caso 8 (RF26): depois de um bloqueio, as vagas do estabelecimento somem das notificações
-- e da lista do profissional, e vice-versa.
begin;
\ir ajudantes.psql
select plan(16);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Oito') as dono \gset
select testes.convite(testes.estab(:'dono'), 'operador.oito@teste.dev', 'operador', :'dono') as cod \gset
select testes.usuario('operador.oito@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Operador Oito', 'convite', :'cod')) as oper \gset
select testes.prof('Pedro Bloqueia', 0.01) as p \gset
select testes.prof('Quita Bloqueada', 0.011) as q \gset
select testes.prof('Rui Operador', 0.012) as r \gset
select testes.vaga(:'dono', '2030-03-01 18:00+00', posicoes => 3) as v1 \gset
select testes.vaga(:'dono', '2030-03-02 18:00+00', posicoes => 3) as v2 \gset
select privado.despachar_vaga(:'v1', '2030-03-01 12:00+00') as _ \gset
select privado.despachar_vaga(:'v2', '2030-03-01 12:05+00') as _ \gset
select is(array[testes.recebeu(:'p', :'v1'), testes.recebeu(:'p', :'v2')], array['enviada', 'pendente'],
          'antes: uma vaga enviada, outra retida pelo teto');
select is(jsonb_array_length(testes.rpc(:'p', 'public.feed_vagas()')), 2, 'antes: as duas estão no feed (a retida também)');

-- O profissional bloqueia o contratante.
select is(testes.rpc(:'p', format('public.bloquear(%L)', :'dono')), null, 'bloquear devolve vazio (204)');
select is(jsonb_array_length(testes.rpc(:'p', 'public.feed_vagas()')), 0, 'caso 8: as vagas somem do feed de quem bloqueou');
select is(jsonb_array_length(testes.rpc(:'p', 'public.minhas_notificacoes()')), 0, 'caso 8: e das notificações');
select privado.liberar_teto('2030-03-01 12:30+00') as _ \gset
select is(testes.recebeu(:'p', :'v2'), 'falhou', 'caso 8: a retida pelo teto não sai mais');
select testes.vaga(:'dono', '2030-03-03 18:00+00') as v3 \gset
select ok(not exists (select 1 from privado.elegiveis(:'v3') where profissional_id = :'p'), 'caso 8: vagas novas não chegam');
select is(testes.erro(:'p', format('public.candidatar(%L)', :'v1')), 'PT403 inelegivel', 'caso 8: nem dá para se candidatar');

-- Vice-versa: o contratante bloqueia um profissional.
select testes.rpc(:'dono', format('public.bloquear(%L)', :'q')) as _ \gset
select is(jsonb_array_length(testes.rpc(:'q', 'public.feed_vagas()')), 0, 'caso 8 (vice-versa): somem do feed do bloqueado');
select is(jsonb_array_length(testes.rpc(:'q', 'public.minhas_notificacoes()')), 0, 'caso 8 (vice-versa): e das notificações');
select ok(not exists (select 1 from privado.elegiveis(:'v3') where profissional_id = :'q'), 'caso 8 (vice-versa): e não recebe novas');
-- Bloqueio por qualquer membro vale para o estabelecimento.
select testes.rpc(:'oper', format('public.bloquear(%L)', :'r')) as _ \gset
select ok(not exists (select 1 from privado.elegiveis(:'v3') where profissional_id = :'r'), 'bloqueio feito por um operador vale para o estabelecimento');

select is(testes.rpc(:'p', format('public.bloquear(%L)', :'dono')), null, 'bloquear de novo é inofensivo');
select is(testes.erro(:'p', format('public.bloquear(%L)', :'p')), 'PT422 valor_invalido', 'não dá para bloquear a si mesmo');
select is(testes.erro(:'p', format('public.bloquear(%L)', gen_random_uuid())), 'PT404 conta_nao_encontrada', 'conta inexistente');
select is((select count(*) from public.bloqueios where autor_id = :'p'), 1::bigint, 'um registro por par');
select * from finish();
rollback;
