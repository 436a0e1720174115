-- Superfície e permissões: RPCs security definer com search_path vazio, EXECUTE só para
-- authenticated; tabelas inalcançáveis; perfil errado e não-dono recusados.
begin;
\ir ajudantes.psql
select plan(42);
select testes.relogio('2030-03-01 12:00+00');

create temp table rpcs(nome text, perfil text);
insert into rpcs values ('feed_vagas','profissional'),('candidatar','profissional'),('meus_turnos','profissional'),
  ('fazer_checkin','profissional'),('fazer_checkout','profissional'),('avaliar',null),('cancelar_turno',null),
  ('definir_disponibilidade','profissional'),('bloquear',null),('publicar_vaga','contratante'),('minhas_vagas','contratante'),
  ('vagas_em_alerta','contratante'),('checkins_pendentes','contratante'),('confirmar_checkin_manual','contratante'),
  ('escolher_candidato','contratante'),('incluir_na_equipe','contratante'),('meu_perfil',null),('perfil_publico',null),
  ('minhas_notificacoes',null),
  ('minhas_candidaturas','profissional'),('retirar_candidatura','profissional'),('historico_turnos',null),
  ('meus_bloqueios',null),('desbloquear',null),('minha_equipe','contratante'),('remover_da_equipe','contratante'),
  ('despacho_da_vaga','contratante'),('detalhe_vaga','contratante'),('previa_cancelar_vaga','contratante'),
  ('cancelar_vaga','contratante'),('editar_vaga','contratante'),('rascunho_de_vaga','contratante'),
  ('turno_por_id',null),
  ('convidar_membro','contratante'),('aceitar_convite','contratante'),('remover_membro','contratante'),
  ('membros_do_estabelecimento','contratante'),('meus_convites','contratante');
-- A conta que a pessoa administra (LGPD).
insert into rpcs values ('editar_perfil',null),('exportar_meus_dados',null),('previa_excluir_conta',null),
  ('excluir_minha_conta',null);

select set_eq($$select p.proname::text from pg_proc p where p.pronamespace = 'public'::regnamespace$$,
              'select nome from rpcs', 'public tem exatamente as RPCs do contrato');
select is((select count(*) from pg_proc p join rpcs r on r.nome = p.proname
            where p.pronamespace = 'public'::regnamespace and p.prosecdef
              and p.proconfig @> array['search_path=""']), (select count(*) from rpcs),
          'todas as RPCs: security definer com search_path vazio');
select is((select count(*) from pg_proc p where p.pronamespace = 'public'::regnamespace
              and has_function_privilege('authenticated', p.oid, 'execute')), (select count(*) from rpcs), 'authenticated executa todas');
select is((select count(*) from pg_proc p where p.pronamespace = 'public'::regnamespace
              and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('public', p.oid, 'execute'))),
          0::bigint, 'anon e public não executam nenhuma');
select is((select count(*) from pg_proc p where p.pronamespace = 'privado'::regnamespace
              and (has_function_privilege('authenticated', p.oid, 'execute') or has_function_privilege('anon', p.oid, 'execute'))),
          0::bigint, 'nada em privado é executável pela API (nem o agendador)');
select is((select count(*) from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
              and c.relname not like 'spatial_ref_sys' and not c.relrowsecurity), 0::bigint, 'RLS ligada em todas as tabelas');
select is((select count(*) from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
              and c.relname <> 'spatial_ref_sys'
              and (has_table_privilege('authenticated', c.oid, 'select') or has_table_privilege('anon', c.oid, 'select')
                   or has_table_privilege('authenticated', c.oid, 'insert') or has_table_privilege('authenticated', c.oid, 'update'))),
          0::bigint, 'nenhuma tabela é lida ou escrita diretamente por anon/authenticated');

select testes.contratante('Dono Onze') as dono \gset
select testes.prof('Pro Onze', 0.01) as pro \gset
set local role anon;
select throws_ok('select public.meu_perfil()', '42501', null, 'anon chamando RPC: 42501 (403)');
reset role;
select set_config('request.jwt.claims', '{"sub":"' || :'pro' || '","role":"authenticated"}', true) as _ \gset
set local role authenticated;
select throws_ok('select * from public.vagas', '42501', null, 'authenticated lendo a tabela: 42501');
select throws_ok('select privado.executar_agendador()', '42501', null, 'authenticated chamando o agendador: 42501');
reset role;
select set_config('request.jwt.claims', '', true) as _ \gset
set local role authenticated;
select throws_ok('select public.meu_perfil()', 'PT401', 'nao_autenticado', 'sem claims: PT401 nao_autenticado');
reset role;
select is(testes.erro('00000000-0000-0000-0000-000000000001', 'public.meu_perfil()'), 'PT403 conta_inexistente',
          'token de usuário sem conta: PT403 conta_inexistente');

-- Perfil errado: cada RPC de um perfil recusada ao outro (RN25).
select testes.vaga(:'dono', '2030-03-05 18:00+00') as v \gset
select testes.turno(:'pro', :'v') as t \gset
create temp table chamadas(nome text, chamada text);
insert into chamadas values
  ('feed_vagas', 'public.feed_vagas()'), ('candidatar', format('public.candidatar(%L)', :'v')),
  ('meus_turnos', 'public.meus_turnos()'), ('fazer_checkin', format('public.fazer_checkin(%L, 1, null)', :'t')),
  ('fazer_checkout', format('public.fazer_checkout(%L, 1, null)', :'t')), ('definir_disponibilidade', 'public.definir_disponibilidade(true)'),
  ('publicar_vaga', 'public.publicar_vaga()'), ('minhas_vagas', 'public.minhas_vagas()'), ('vagas_em_alerta', 'public.vagas_em_alerta()'),
  ('checkins_pendentes', 'public.checkins_pendentes()'), ('confirmar_checkin_manual', format('public.confirmar_checkin_manual(%L)', :'t')),
  ('escolher_candidato', format('public.escolher_candidato(%L)', gen_random_uuid())),
  ('incluir_na_equipe', format('public.incluir_na_equipe(%L)', :'pro')),
  ('minhas_candidaturas', 'public.minhas_candidaturas()'),
  ('retirar_candidatura', format('public.retirar_candidatura(%L)', gen_random_uuid())),
  ('minha_equipe', 'public.minha_equipe()'), ('remover_da_equipe', format('public.remover_da_equipe(%L)', :'pro')),
  ('despacho_da_vaga', format('public.despacho_da_vaga(%L)', :'v')), ('detalhe_vaga', format('public.detalhe_vaga(%L)', :'v')),
  ('previa_cancelar_vaga', format('public.previa_cancelar_vaga(%L)', :'v')),
  ('cancelar_vaga', format('public.cancelar_vaga(%L, %L)', :'v', 'x')),
  ('editar_vaga', format('public.editar_vaga(%L)', :'v')), ('rascunho_de_vaga', format('public.rascunho_de_vaga(%L)', :'v'));
select is(testes.erro(case r.perfil when 'profissional' then :'dono'::uuid else :'pro'::uuid end, c.chamada),
          'PT403 perfil_incorreto', format('RN25: %s recusada ao perfil %s', c.nome,
                                           case r.perfil when 'profissional' then 'contratante' else 'profissional' end))
  from chamadas c join rpcs r using (nome) order by c.nome;

-- Recusas de candidatar que faltam noutros arquivos.
select is(testes.erro(:'pro', format('public.candidatar(%L)', gen_random_uuid())), 'PT404 vaga_nao_encontrada', 'candidatar: vaga inexistente');
select testes.prof('Susana Suspensa', 0.01) as susp \gset
update public.profissionais set suspenso_ate = '2030-04-01' where conta_id = :'susp';
select is(testes.erro(:'susp', format('public.candidatar(%L)', :'v')), 'PT403 conta_suspensa', 'candidatar: conta suspensa');
select is(testes.dica(:'susp', format('public.candidatar(%L)', :'v')) ->> 'suspenso_ate', '2030-04-01T00:00:00+00:00',
          'conta_suspensa diz até quando');
select testes.vaga(:'dono', '2030-03-01 11:00+00') as comecou \gset
select is(testes.erro(:'pro', format('public.candidatar(%L)', :'comecou')), 'PT410 vaga_encerrada', 'candidatar: vaga já começou');
select testes.prof('Bar Tender', 0.01, 0, '{bartender}') as bt \gset
select is(testes.dica(:'bt', format('public.candidatar(%L)', testes.vaga(:'dono', '2030-03-06 18:00+00'))) ->> 'motivo',
          'Você não tem a função desta vaga.', 'candidatar: inelegível por função, com o motivo');
update public.vagas set estado = 'cancelada' where id = :'v';
select testes.prof('Tardio', 0.01) as tardio \gset
select is(testes.erro(:'tardio', format('public.candidatar(%L)', :'v')), 'PT410 vaga_encerrada', 'candidatar: vaga cancelada');

-- Cada recusa traz uma frase pt-BR em detail (testes.erro acusa "(sem detail)").
select is(testes.erro(:'pro', 'public.definir_disponibilidade()'), 'PT422 campo_obrigatorio', 'definir_disponibilidade sem valor');
select * from finish();
rollback;
