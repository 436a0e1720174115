-- Bloqueios e equipe de confiança como listas; desbloquear e remover da equipe valem na
-- hora no feed e nas notificações, nos dois sentidos (RF26).
begin;
\ir ajudantes.psql
select plan(22);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Lista', 'Bar Lista') as dono \gset
select testes.convite(testes.estab(:'dono'), 'oper.lista@teste.dev', 'operador', :'dono') as cod \gset
select testes.usuario('oper.lista@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Oper Lista', 'convite', :'cod')) as oper \gset
select testes.prof('Pietra Lista', 0.01) as p \gset
select testes.prof('Quico Lista', 0.011) as q \gset
select testes.vaga(:'dono', '2030-03-02 18:00+00', posicoes => 3) as v1 \gset
select testes.vaga(:'dono', '2030-03-03 18:00+00', posicoes => 3) as v2 \gset
select privado.despachar_vaga(:'v1', '2030-03-01 12:00+00') as _ \gset
select privado.despachar_vaga(:'v2', '2030-03-01 12:05+00') as _ \gset

-- O profissional bloqueia o contratante; a lista mostra o estabelecimento.
select testes.rpc(:'p', format('public.bloquear(%L)', :'dono')) as _ \gset
select testes.rpc(:'p', 'public.meus_bloqueios()') as lp \gset
select is(jsonb_array_length(:'lp'::jsonb), 1, 'profissional: um bloqueio na lista');
select is((:'lp'::jsonb) -> 0 -> 'estabelecimento' ->> 'nome', 'Bar Lista', 'com o estabelecimento de quem bloqueei');
select is((:'lp'::jsonb) -> 0 ->> 'conta_id', testes.estab(:'dono')::text, 'e o id do estabelecimento, para desbloquear');
select is(jsonb_array_length(testes.rpc(:'p', 'public.feed_vagas()')), 0, 'bloqueado: nada no feed');
select privado.liberar_teto('2030-03-01 12:30+00') as _ \gset
select is(testes.recebeu(:'p', :'v2'), 'falhou', 'a retida pelo teto falhou por causa do bloqueio');

-- Desbloquear: volta na hora.
select testes.relogio('2030-03-01 12:31+00');
select is(testes.rpc(:'p', format('public.desbloquear(%L)', :'dono')), null, 'desbloquear devolve vazio (204)');
select is(jsonb_array_length(testes.rpc(:'p', 'public.meus_bloqueios()')), 0, 'a lista fica vazia');
select is(jsonb_array_length(testes.rpc(:'p', 'public.feed_vagas()')), 2, 'as duas vagas voltam ao feed na hora');
select ok(testes.rpc(:'p', 'public.minhas_notificacoes()') @> jsonb_build_array(jsonb_build_object('vaga_id', :'v1')),
          'a notificação já enviada volta a aparecer');
select is((select row(estado_entrega, agendada_para)::text from public.despachos where vaga_id = :'v2' and profissional_id = :'p'),
          row('pendente', '2030-03-01 12:31+00'::timestamptz)::text, 'a que falhou pelo bloqueio volta para a fila do teto');
select privado.liberar_teto('2030-03-01 12:31+00') as _ \gset
select is(testes.recebeu(:'p', :'v2'), 'enviada', 'e sai na próxima passada');
select is(testes.rpc(:'p', format('public.desbloquear(%L)', :'dono')), null, 'desbloquear de novo é inofensivo');
select is(testes.erro(:'p', format('public.desbloquear(%L)', gen_random_uuid())), 'PT404 conta_nao_encontrada', 'conta inexistente: 404');

-- Os dois sentidos: o bloqueio do outro lado continua valendo.
select testes.rpc(:'p', format('public.bloquear(%L)', :'dono')) as _ \gset
select testes.rpc(:'dono', format('public.bloquear(%L)', :'p')) as _ \gset
select testes.rpc(:'p', format('public.desbloquear(%L)', :'dono')) as _ \gset
select is(jsonb_array_length(testes.rpc(:'p', 'public.feed_vagas()')), 0, 'RF26: o bloqueio que o contratante fez ainda esconde');

-- Contratante: vê o bloqueio do operador, com quem bloqueou, e desbloqueia.
select testes.rpc(:'oper', format('public.bloquear(%L)', :'q')) as _ \gset
select testes.rpc(:'dono', 'public.meus_bloqueios()') as ld \gset
select is((select array_agg(x ->> 'conta_id' order by x ->> 'conta_id') from jsonb_array_elements(:'ld'::jsonb) x),
          (select array_agg(i order by i) from unnest(array[:'p', :'q']) i), 'contratante: os profissionais bloqueados pelo estabelecimento');
select is((select x -> 'autor' ->> 'id' from jsonb_array_elements(:'ld'::jsonb) x where x ->> 'conta_id' = :'q'), :'oper', 'com quem bloqueou');
select testes.rpc(:'dono', format('public.desbloquear(%L)', :'q')) as _ \gset
select testes.rpc(:'dono', format('public.desbloquear(%L)', :'p')) as _ \gset
select is(jsonb_array_length(testes.rpc(:'q', 'public.feed_vagas()')), 2, 'o desbloqueio do estabelecimento vale na hora no feed do profissional');
select is(jsonb_array_length(testes.rpc(:'p', 'public.feed_vagas()')), 2, 'sem bloqueio em nenhum sentido, tudo volta');

-- Equipe de confiança: lista e remover (fora do raio, só a equipe recebia).
select testes.conhecida(:'dono', testes.prof('Longe Equipe', 0.3)) as l \gset
select testes.rpc(:'dono', format('public.incluir_na_equipe(%L)', :'l')) as _ \gset
select testes.vaga(:'dono', '2030-03-04 18:00+00') as v3 \gset
select privado.despachar_vaga(:'v3', '2030-03-01 12:40+00') as _ \gset
select testes.vaga(:'dono', '2030-03-05 18:00+00') as v4 \gset
select privado.despachar_vaga(:'v4', '2030-03-01 12:45+00') as _ \gset
select testes.relogio('2030-03-01 12:46+00');
select is((select array_agg(x -> 'profissional' ->> 'id') from jsonb_array_elements(testes.rpc(:'dono', 'public.minha_equipe()')) x),
          array[:'l'], 'a equipe listada');
select is(jsonb_array_length(testes.rpc(:'l', 'public.feed_vagas()')), 2, 'na equipe, recebe a ~33 km');
select testes.rpc(:'dono', format('public.remover_da_equipe(%L)', :'l')) as _ \gset
select is(jsonb_array_length(testes.rpc(:'dono', 'public.minha_equipe()')), 0, 'removido da lista');
select is(jsonb_array_length(testes.rpc(:'l', 'public.feed_vagas()')) + jsonb_array_length(testes.rpc(:'l', 'public.minhas_notificacoes()'))
            + (select count(*)::int from public.despachos where profissional_id = :'l' and estado_entrega = 'pendente'), 0,
          'fora da equipe e do raio: some do feed e das notificações na hora, e a retida não sai mais');
select * from finish();
rollback;
