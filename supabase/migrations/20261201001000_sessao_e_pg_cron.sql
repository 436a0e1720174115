-- Sessão encerrada derruba o token também num projeto Supabase: lá o PostgREST só confere
-- assinatura e exp, então um access token de quem saiu (logout) seguiria valendo nas RPCs
-- até vencer. A conferência fica no próprio SQL, na função que toda RPC usa para saber quem
-- chama. auth.sessions(id, user_id) é a tabela do GoTrue (a emulação local tem a mesma forma).
-- Token sem session_id (service role, tokens assinados à mão em testes): não há sessão a
-- conferir, passa como antes.
-- PT401: o PostgREST responde 401 com o código PTxyz; o frila-api faz o mesmo.
create or replace function privado.conta_do_chamador(perfil_exigido public.perfil_conta default null)
returns public.contas
language plpgsql stable set search_path = '' as $$
declare
  c public.contas;
  uid uuid := auth.uid();
  sessao text := auth.jwt() ->> 'session_id';
begin
  if uid is null then
    perform privado.recusar('PT401', 'nao_autenticado', 'Entre na sua conta para continuar.');
  end if;
  if sessao is not null then
    -- Pela chave primária (sem converter a coluna); session_id que nem é uuid não tem sessão.
    if sessao !~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then
      perform privado.recusar('PT401', 'session_not_found', 'Sessão encerrada; entre de novo.');
    end if;
    if not exists (select 1 from auth.sessions s where s.id = sessao::uuid) then
      perform privado.recusar('PT401', 'session_not_found', 'Sessão encerrada; entre de novo.');
    end if;
  end if;
  select * into c from public.contas where id = uid;
  if c.id is null then
    perform privado.recusar('PT403', 'conta_inexistente', 'Esta sessão não tem conta no Frila.');
  end if;
  if perfil_exigido is not null and c.perfil <> perfil_exigido then
    perform privado.recusar('PT403', 'perfil_incorreto',
      case perfil_exigido when 'profissional' then 'Esta ação é do perfil profissional.'
                          else 'Esta ação é do perfil contratante.' end,
      jsonb_build_object('perfil_exigido', perfil_exigido));
  end if;
  return c;
end $$;

-- pg_cron: o job de 1 s grava ~86.400 linhas por dia em cron.job_run_details. cron.log_run
-- é do servidor (não há por job no 1.4/1.5): um job diário apaga o histórico com mais de
-- um dia. agendar_no_pg_cron() é idempotente (cron.schedule com nome substitui o job) e
-- serve para quem liga o pg_cron depois do push: `select privado.agendar_no_pg_cron();`.
create or replace function privado.agendar_no_pg_cron() returns text
language plpgsql set search_path = '' as $$
declare
  versao text;
  maior int;
  menor int;
  intervalo text;
begin
  select extversion into versao from pg_catalog.pg_extension where extname = 'pg_cron';
  if versao is null then
    raise notice 'pg_cron não está ligado: ligue a extensão e chame de novo privado.agendar_no_pg_cron()';
    return 'pg_cron ausente';
  end if;
  maior := coalesce(substring(versao from '^(\d+)')::int, 0);
  menor := coalesce(substring(versao from '^\d+\.(\d+)')::int, 0);
  intervalo := case when (maior, menor) >= (1, 5) then '1 seconds' else '* * * * *' end;
  execute 'select cron.schedule($1, $2, $3)'
    using 'frila-agendador', intervalo, 'select privado.executar_agendador()';
  execute 'select cron.schedule($1, $2, $3)'
    using 'frila-limpa-historico-cron', '17 3 * * *',
          $sql$delete from cron.job_run_details where end_time < now() - interval '1 day'$sql$;
  return format('frila-agendador (%s) e frila-limpa-historico-cron (diário)', intervalo);
end $$;
revoke execute on function privado.agendar_no_pg_cron() from public;

-- Com o pg_cron já ligado (a migration anterior criou o job), agenda também a limpeza.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform privado.agendar_no_pg_cron();
  end if;
end $$;
