-- O agendador tocado pela plataforma: num projeto Supabase ninguém chama
-- privado.executar_agendador() a não ser o pg_cron. Localmente o frila-api continua com o
-- laço rápido dele; os dois nunca fazem uma passada ao mesmo tempo (a trava exclusiva
-- dentro de executar_agendador: quem chega junto sai sem fazer nada).
--
-- O atalho do frila-api para a primeira leva (numa transação própria, antes da passada
-- inteira: RNF03) toma a mesma trava, para nunca despachar junto de uma passada do pg_cron.
create or replace function privado.despachar_novas_com_trava(agora timestamptz default privado.agora())
returns jsonb
language plpgsql set search_path = '' as $$
begin
  if not pg_try_advisory_xact_lock(hashtext('frila.agendador')) then
    return jsonb_build_object('ocupado', true);
  end if;
  return jsonb_build_object('notificacoes_leva1', privado.despachar_novas(agora));
end $$;
revoke execute on function privado.despachar_novas_com_trava(timestamptz) from public;

-- Aplica limpo com ou sem pg_cron: sem a extensão instalável (ou sem ela carregada em
-- shared_preload_libraries, ou sem permissão para criá-la), só avisa e segue.
-- Intervalo: '1 seconds' com pg_cron >= 1.5 (o do Supabase); com o 1.4 do Debian bookworm,
-- que só entende minutos, a cada minuto, como rede de segurança.
do $$
declare
  versao text;
  maior int;
  menor int;
  intervalo text;
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron') then
    if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
      raise notice 'pg_cron indisponível: o agendador fica por conta do frila-api';
      return;
    end if;
    begin
      create extension pg_cron with schema pg_catalog;  -- como o painel do Supabase faz
    exception when others then
      raise notice 'pg_cron não pôde ser criado aqui (%): o agendador fica por conta do frila-api', sqlerrm;
      return;
    end;
  end if;

  select extversion into versao from pg_extension where extname = 'pg_cron';
  maior := coalesce(substring(versao from '^(\d+)')::int, 0);
  menor := coalesce(substring(versao from '^\d+\.(\d+)')::int, 0);
  intervalo := case when (maior, menor) >= (1, 5) then '1 seconds' else '* * * * *' end;

  -- cron.schedule com nome substitui um job de mesmo nome: reaplicar não duplica.
  perform cron.schedule('frila-agendador', intervalo, 'select privado.executar_agendador()');
end $$;
