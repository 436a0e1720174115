-- RF26 guardado por estabelecimento: o profissional que bloqueou um membro (ou o
-- estabelecimento que bloqueou um profissional por um membro) continua bloqueado quando esse
-- membro sai, tem a conta excluída, ou quando outro membro publica. Feed, notificações,
-- candidatar, seleção e despacho olham o estabelecimento, nunca a conta que agiu.
begin;
\ir ajudantes.psql
select plan(20);
select testes.relogio('2030-05-01 12:00+00');
select testes.so_os_meus_recebem();
select testes.contratante('Dona Casa', 'Bar da Casa') as dono \gset
select testes.estab(:'dono') as casa \gset
select testes.convite(:'casa', 'oper.sai@teste.dev', 'operador', :'dono') as cod_sai \gset
select testes.convite(:'casa', 'oper.bloqueia@teste.dev', 'operador', :'dono') as cod_obl \gset
select testes.usuario('oper.sai@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Oper Sai', 'convite', :'cod_sai')) as sai \gset
select testes.usuario('oper.bloqueia@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Oper Bloqueia', 'convite', :'cod_obl')) as obl \gset
select testes.prof('Paula Bloqueia', 0.01) as p \gset
select testes.prof('Quito Bloqueado', 0.011) as q \gset
select testes.prof('Sara Candidata', 0.012) as s \gset
select testes.prof('Tito Livre', 0.013) as t \gset

-- A profissional bloqueia a conta de um operador: o bloqueio é do estabelecimento.
select is(testes.rpc(:'p', format('public.bloquear(%L)', :'sai')), null, 'bloquear a conta de um membro: 204');
select is((select array_agg(estabelecimento_id::text || '/' || lado) from public.bloqueios where profissional_id = :'p'),
          array[:'casa' || '/profissional'], 'guardado como bloqueio do estabelecimento, lado do profissional');
-- O operador sai; outro membro entra e publica.
select is(testes.rpc(:'dono', format('public.remover_membro(%L)', :'sai')) ->> 'removido', 'true', 'o operador bloqueado sai');
select testes.convite(:'casa', 'admin.nova@teste.dev', 'administrador', :'dono') as cod_nova \gset
select testes.usuario('admin.nova@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Admin Nova', 'convite', :'cod_nova')) as nova \gset
select testes.vaga(:'nova', '2030-05-02 18:00+00', posicoes => 2) as v \gset
select privado.despachar_vaga(:'v', '2030-05-01 12:00+00') as _ \gset
select ok(privado.bloqueado(:'p', :'casa'), 'membro que saiu não leva o bloqueio embora');
select ok(not exists (select 1 from privado.elegiveis(:'v') where profissional_id = :'p'), 'despacho: a vaga do membro novo não a alcança');
select is(testes.recebeu(:'p', :'v'), 'nada', 'nenhuma notificação criada para ela');
select ok(exists (select 1 from privado.elegiveis(:'v') where profissional_id = :'t'), 'quem não bloqueou, no mesmo lugar, é alcançado');
select is(jsonb_array_length(testes.rpc(:'p', 'public.feed_vagas()')), 0, 'feed: nada do estabelecimento');
select is(testes.erro(:'p', format('public.candidatar(%L)', :'v')), 'PT403 inelegivel', 'candidatar: recusado');

-- O estabelecimento bloqueia por um operador; o operador sai e depois tem a conta excluída.
select is(testes.rpc(:'obl', format('public.bloquear(%L)', :'q')), null, 'o operador bloqueia um profissional');
select testes.rpc(:'dono', format('public.remover_membro(%L)', :'obl')) as _ \gset
delete from auth.users where id = :'obl';
select ok(privado.bloqueado(:'q', :'casa'), 'o bloqueio do estabelecimento fica depois que o operador sai e some');
select is(jsonb_array_length(testes.rpc(:'q', 'public.feed_vagas()')), 0, 'e esconde a vaga do membro novo');
select is((select array_agg(x ->> 'conta_id') from jsonb_array_elements(testes.rpc(:'nova', 'public.meus_bloqueios()')) x),
          array[:'q'], 'o membro novo vê o bloqueio do estabelecimento');
select is(jsonb_array_length(testes.rpc(:'q', 'public.meus_bloqueios()')), 0, 'o bloqueado não vê quem o bloqueou');

-- Seleção: candidatura feita antes do bloqueio de um membro não é escolhida por outro membro.
select testes.vaga(:'dono', '2030-05-04 18:00+00', modo => 'selecao', publicada_em => '2030-05-01 11:00+00') as vs \gset
select (testes.candidatar(:'s', :'vs') ->> 'candidatura_id') as ks \gset
select testes.rpc(:'nova', format('public.bloquear(%L)', :'s')) as _ \gset
select is(testes.erro(:'dono', format('public.escolher_candidato(%L)', :'ks')), 'PT403 inelegivel',
          'seleção: outro membro não escolhe quem o estabelecimento bloqueou');

-- Desbloquear: cada lado desfaz o seu, por qualquer membro ou pelo id do estabelecimento.
select is(testes.rpc(:'dono', format('public.desbloquear(%L)', :'q')), null, 'outro membro desfaz o bloqueio do estabelecimento');
select ok(not privado.bloqueado(:'q', :'casa'), 'sem bloqueio em nenhum sentido');
select is(testes.rpc(:'p', format('public.desbloquear(%L)', :'casa')), null, 'a profissional desbloqueia pelo id do estabelecimento');
select ok(exists (select 1 from privado.elegiveis(:'v') where profissional_id = :'p'), 'a vaga volta a alcançá-la');
select is(testes.erro(:'dono', format('public.bloquear(%L)', :'nova')), 'PT404 profissional_nao_encontrado',
          'o estabelecimento só bloqueia profissionais');
select * from finish();
rollback;
