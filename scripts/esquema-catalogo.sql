-- O que o migra não compara, numa forma estável para o diff de texto (scripts/esquema.sh):
-- quem executa cada função de public/privado (e os `set` dela), os grants dos schemas e das tabelas, RLS e
-- políticas (as de realtime.messages também: o schema é da plataforma, mas a política é
-- nossa), gatilhos e RLS nas tabelas da plataforma (auth, realtime), extensões, grants de
-- coluna, privilégios padrão, domínios, publicações e comentários (de funções, tabelas,
-- tipos, gatilhos e políticas). Os jobs do pg_cron ficam de fora (o pg_cron
-- só existe no banco `postgres`): saem de privado.agendar_no_pg_cron(), que o migra compara, e
-- Tests/e2e/test_pg_cron_agendador.py confere cron.job.
select 'funcao ' || p.oid::regprocedure::text || ' ' || coalesce(p.proacl::text, '(padrão)')
       || coalesce(' ' || p.proconfig::text, '')  -- o migra não vê um `set` que some
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
 where n.nspname in ('public', 'privado')
union all
select 'schema ' || n.nspname || ' ' || coalesce(n.nspacl::text, '(padrão)')
  from pg_namespace n where n.nspname in ('public', 'privado', 'extensions')
union all
select 'tabela ' || c.oid::regclass::text || ' rls=' || c.relrowsecurity || ' force=' || c.relforcerowsecurity
       || ' ' || coalesce(c.relacl::text, '(padrão)')
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
 where n.nspname in ('public', 'privado') and c.relkind in ('r', 'p', 'v', 'm', 'S')
union all
select 'politica ' || schemaname || '.' || tablename || ' ' || policyname || ' ' || cmd || ' '
       || array_to_string(roles, ',') || ' ' || coalesce(qual, '') || ' ' || coalesce(with_check, '')
  from pg_policies where schemaname in ('public', 'privado')
     or (schemaname = 'realtime' and tablename = 'messages')
union all
select 'gatilho ' || t.tgrelid::regclass::text || ' ' || pg_get_triggerdef(t.oid)
  from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
 where not t.tgisinternal and n.nspname in ('auth', 'realtime', 'storage')
union all
select 'tabela-da-plataforma ' || c.oid::regclass::text || ' rls=' || c.relrowsecurity || ' force=' || c.relforcerowsecurity
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
 where n.nspname = 'realtime' and c.relkind in ('r', 'p')
union all
select 'extensao ' || e.extname || ' em ' || e.extnamespace::regnamespace::text from pg_extension e
union all
select 'coluna-grant ' || c.oid::regclass::text || '.' || a.attname || ' ' || a.attacl::text
  from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
 where n.nspname in ('public', 'privado') and a.attacl is not null and not a.attisdropped
union all
select 'privilegio-padrao ' || coalesce(d.defaclnamespace::regnamespace::text, '(todos)') || ' '
       || d.defaclrole::regrole::text || ' ' || d.defaclobjtype::text || ' ' || d.defaclacl::text
  from pg_default_acl d
union all
select 'dominio ' || t.oid::regtype::text || ' ' || format_type(t.typbasetype, t.typtypmod) || ' notnull=' || t.typnotnull
       || ' ' || coalesce((select string_agg(pg_get_constraintdef(k.oid), ' ' order by k.conname)
                             from pg_constraint k where k.contypid = t.oid), '')
  from pg_type t join pg_namespace n on n.oid = t.typnamespace
 where t.typtype = 'd' and n.nspname in ('public', 'privado')
union all
select 'publicacao ' || p.pubname || ' ' || p.puballtables || ' ' || p.pubinsert::text || p.pubupdate::text || p.pubdelete::text
  from pg_publication p
union all
select 'comentario ' || d.classoid::regclass::text || ' ' || coalesce(
         (select p.oid::regprocedure::text from pg_proc p where d.classoid = 'pg_proc'::regclass and p.oid = d.objoid),
         (select c.oid::regclass::text from pg_class c where d.classoid = 'pg_class'::regclass and c.oid = d.objoid),
         (select t.oid::regtype::text from pg_type t where d.classoid = 'pg_type'::regclass and t.oid = d.objoid),
         (select t.tgname || ' em ' || t.tgrelid::regclass::text from pg_trigger t where d.classoid = 'pg_trigger'::regclass and t.oid = d.objoid),
         (select p.polname || ' em ' || p.polrelid::regclass::text from pg_policy p where d.classoid = 'pg_policy'::regclass and p.oid = d.objoid),
         d.objoid::text) || ' ' || d.objsubid || ' ' || d.description
  from pg_description d
 where (d.classoid = 'pg_proc'::regclass and d.objoid in (select p.oid from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname in ('public', 'privado')))
    or (d.classoid = 'pg_class'::regclass and d.objoid in (select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'privado')))
    or (d.classoid = 'pg_type'::regclass and d.objoid in (select t.oid from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname in ('public', 'privado')))
    or (d.classoid = 'pg_trigger'::regclass and d.objoid in (select t.oid from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'privado', 'auth', 'realtime')))
    or (d.classoid = 'pg_policy'::regclass)
order by 1;
