-- O que o migra não compara, numa forma estável para o diff de texto (scripts/esquema.sh):
-- quem executa cada função de public/privado, os grants dos schemas e das tabelas, RLS e
-- políticas (as de realtime.messages também: o schema é da plataforma, mas a política é
-- nossa), gatilhos em auth.users e comentários. Os jobs do pg_cron ficam de fora (o pg_cron
-- só existe no banco `postgres`): saem de privado.agendar_no_pg_cron(), que o migra compara, e
-- Tests/e2e/test_pg_cron_agendador.py confere cron.job.
select 'funcao ' || p.oid::regprocedure::text || ' ' || coalesce(p.proacl::text, '(padrão)')
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
  from pg_trigger t where not t.tgisinternal and t.tgrelid = 'auth.users'::regclass
union all
select 'comentario ' || d.classoid::regclass::text || ' ' || coalesce(
         (select p.oid::regprocedure::text from pg_proc p where d.classoid = 'pg_proc'::regclass and p.oid = d.objoid),
         (select c.oid::regclass::text from pg_class c where d.classoid = 'pg_class'::regclass and c.oid = d.objoid),
         d.objoid::text) || ' ' || d.objsubid || ' ' || d.description
  from pg_description d
 where (d.classoid = 'pg_proc'::regclass and d.objoid in (select p.oid from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname in ('public', 'privado')))
    or (d.classoid = 'pg_class'::regclass and d.objoid in (select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'privado')))
order by 1;
