-- O contratante é avisado (pelo mesmo minhas_notificacoes do profissional) quando alguém
-- pega uma posição de urgência, se candidata a uma seleção, faz check-in manual ou cancela;
-- o profissional, quando o contratante cancela o turno dele.
begin;
\ir ajudantes.psql
select plan(15);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Aviso', 'Bar Aviso') as dono \gset
select testes.usuario('oper.aviso@teste.dev', ('{"perfil":"contratante","nome":"Oper Aviso","estabelecimento":{"nome":"Aux Aviso","endereco":"x","lat":0,"lng":0,"documento":"' || testes.cnpj() || '"}}')::jsonb) as oper \gset
insert into public.membros(estabelecimento_id, conta_id, papel) values (testes.estab(:'dono'), :'oper', 'operador');
select testes.contratante('Dono Alheio', 'Bar Alheio') as alheio \gset
select testes.prof('Ana Aviso', 0.01) as p \gset
select testes.prof('Beto Aviso', 0.01) as q \gset
select testes.vaga(:'dono', '2030-03-01 14:00+00', horas => 4) as u \gset
select testes.vaga(:'dono', '2030-03-05 18:00+00', modo => 'selecao') as s \gset

select is(jsonb_array_length(testes.rpc(:'dono', 'public.minhas_notificacoes()')), 0, 'antes de tudo, nada');
-- Urgência: pegou a posição.
select testes.turno(:'p', :'u') as t \gset
select testes.relogio('2030-03-01 12:01+00');
select testes.rpc(:'dono', 'public.minhas_notificacoes()') as n1 \gset
select is(jsonb_array_length(:'n1'::jsonb), 1, 'um aviso');
select is(((:'n1'::jsonb) -> 0) - 'notificacao_id'::text - 'enviada_em'::text - 'inicio'::text - 'valor_centavos'::text - 'estabelecimento'::text - 'funcao'::text,
          jsonb_build_object('tipo', 'posicao_tomada', 'vaga_id', :'u', 'modo', 'urgencia', 'turno_id', :'t', 'candidatura_id', null,
                             'profissional', jsonb_build_object('id', :'p', 'nome', 'Ana Aviso'), 'motivo', null, 'conta_como_falta', null),
          'posição tomada: vaga, turno e quem pegou');
select is(jsonb_array_length(testes.rpc(:'oper', 'public.minhas_notificacoes()')), 1, 'todo membro do estabelecimento é avisado');
select is(jsonb_array_length(testes.rpc(:'alheio', 'public.minhas_notificacoes()')), 0, 'outro estabelecimento, não');
select is(jsonb_array_length(testes.rpc(:'p', 'public.minhas_notificacoes()')), 0, 'quem pegou não recebe aviso do próprio gesto');
select is(jsonb_array_length(testes.rpc(:'dono', format('public.minhas_notificacoes(%L)', '2030-03-01 12:00+00'))), 0,
          'desde: só o que chegou depois');
select isnt((select entregue_em from public.avisos where conta_id = :'dono' and turno_id = :'t'), null, 'ler marca entregue (RNF02)');

-- Seleção: candidatura nova e retirada.
select testes.candidatar(:'q', :'s') ->> 'candidatura_id' as c \gset
select testes.relogio('2030-03-01 12:02+00');
select testes.rpc(:'q', format('public.retirar_candidatura(%L)', :'c')) as _ \gset
select is((select array_agg(x ->> 'tipo' order by o) from jsonb_array_elements(testes.rpc(:'dono', format('public.minhas_notificacoes(%L)', '2030-03-01 12:00:30+00'))) with ordinality a(x, o)),
          array['candidatura_nova', 'candidatura_retirada'], 'candidatura nova e retirada');

-- Check-in manual (além de 200 m).
select testes.relogio('2030-03-01 14:05+00');
select testes.rpc(:'p', format('public.fazer_checkin(%L, 850, null)', :'t')) as _ \gset
select is((select x ->> 'tipo' from jsonb_array_elements(testes.rpc(:'dono', format('public.minhas_notificacoes(%L)', '2030-03-01 14:00+00'))) x),
          'checkin_manual', 'check-in manual: o contratante sabe que precisa confirmar');
select testes.vaga(:'dono', '2030-03-01 14:00+00', horas => 4) as u2 \gset
select testes.relogio('2030-03-01 13:00+00');
select testes.turno(:'q', :'u2') as t2 \gset
select testes.relogio('2030-03-01 14:06+00');
select testes.rpc(:'q', format('public.fazer_checkin(%L, 20, null)', :'t2')) as _ \gset
select is((select count(*) from public.avisos where turno_id = :'t2' and tipo = 'checkin_manual'), 0::bigint, 'check-in geolocalizado não avisa');

-- Cancelamento pelo profissional: o contratante sabe, com motivo e falta.
select testes.vaga(:'dono', '2030-03-10 18:00+00') as u3 \gset
select testes.turno(:'p', :'u3') as t3 \gset
select testes.relogio('2030-03-01 15:00+00');
select testes.rpc(:'p', format('public.cancelar_turno(%L, %L)', :'t3', 'Imprevisto')) as _ \gset
select is((select x - 'notificacao_id'::text - 'enviada_em'::text - 'inicio'::text - 'valor_centavos'::text - 'estabelecimento'::text - 'funcao'::text - 'modo'::text
             from jsonb_array_elements(testes.rpc(:'dono', format('public.minhas_notificacoes(%L)', '2030-03-01 14:59+00'))) x),
          jsonb_build_object('tipo', 'turno_cancelado', 'vaga_id', :'u3', 'turno_id', :'t3', 'candidatura_id', null,
                             'profissional', jsonb_build_object('id', :'p', 'nome', 'Ana Aviso'), 'motivo', 'Imprevisto', 'conta_como_falta', false,
                             'por', 'profissional'),
          'cancelou: quem, motivo e se conta como falta');
-- Cancelamento pelo contratante: o profissional é avisado.
select testes.turno(:'q', :'u3') as t4 \gset
select testes.relogio('2030-03-01 15:10+00');
select testes.rpc(:'dono', format('public.cancelar_turno(%L, %L)', :'t4', 'Mudou o evento')) as _ \gset
select is((select x ->> 'tipo' || ' ' || (x ->> 'motivo') from jsonb_array_elements(testes.rpc(:'q', format('public.minhas_notificacoes(%L)', '2030-03-01 15:05+00'))) x),
          'turno_cancelado Mudou o evento', 'o profissional sabe que o contratante cancelou o turno');
select is((select count(*) from public.avisos where turno_id = :'t4' and conta_id = :'dono' and tipo = 'turno_cancelado'), 0::bigint, 'quem cancelou não é avisado');
-- Bloqueio esconde o aviso do par (RF26).
select testes.rpc(:'dono', format('public.bloquear(%L)', :'p')) as _ \gset
select ok(not exists (select 1 from jsonb_array_elements(testes.rpc(:'dono', 'public.minhas_notificacoes()')) x
                       where x -> 'profissional' ->> 'id' = :'p'), 'avisos de quem bloqueei somem');
select * from finish();
rollback;
