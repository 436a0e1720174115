-- O agendador: passadas que fecham seleções (RN24), encerram vagas iniciadas, finalizam
-- turnos (RN22) e despacham levas; no Supabase quem o toca é o pg_cron (jobs no fim do arquivo).

-- RN24: seleção que chega a 24 h do início sem escolha fecha e libera os candidatos.
-- Regras: RN24.
create or replace function privado.fechar_selecao(agora timestamptz) returns integer
language plpgsql set search_path = '' as $$
declare n integer;
begin
  with fechadas as (
    select v.id from public.vagas v
     where v.modo = 'selecao' and v.estado = 'publicada' and v.inicio - privado.antecedencia_selecao() <= agora
     for update skip locked),
  cand as (
    update public.candidaturas c set estado = 'expirada', decidida_em = agora
      from fechadas f where c.vaga_id = f.id and c.estado = 'pendente' returning c.id),
  pos as (
    update public.posicoes p set estado = 'cancelada'
      from fechadas f where p.vaga_id = f.id and p.estado = 'aberta' returning p.vaga_id)
  update public.vagas v
     set estado = case when exists (select 1 from public.turnos t where t.vaga_id = v.id and t.estado <> 'cancelada')
                       then 'preenchida'::public.estado_vaga else 'encerrada'::public.estado_vaga end,
         encerrada_em = agora, proxima_leva_em = null
    from fechadas f where v.id = f.id;
  get diagnostics n = row_count;
  return n;
end $$;

-- Vaga publicada cujo início passou não aceita mais candidatos.
-- Regras: nenhuma RN própria (apoio).
create or replace function privado.encerrar_iniciadas(agora timestamptz) returns integer
language plpgsql set search_path = '' as $$
declare n integer;
begin
  with alvo as (
    select v.id from public.vagas v where v.estado = 'publicada' and v.inicio <= agora for no key update skip locked),
  cand as (
    update public.candidaturas c set estado = 'expirada', decidida_em = agora
      from alvo where c.vaga_id = alvo.id and c.estado = 'pendente' returning c.id)
  update public.vagas v set estado = 'encerrada', encerrada_em = agora, proxima_leva_em = null
    from alvo where v.id = alvo.id;
  get diagnostics n = row_count;
  return n;
end $$;

-- RN22: turno que termina sem prova de presença fica nao_verificado; terminado vira cumprido.
-- Regras: RN22.
create or replace function privado.finalizar_turnos(agora timestamptz) returns integer
language plpgsql set search_path = '' as $$
declare n integer;
begin
  with alvo as (
    update public.turnos t
       set estado = 'cumprida',
           verificacao = case when t.verificacao = 'pendente' then 'nao_verificado'::public.verificacao
                              else t.verificacao end
     where t.estado = 'confirmada' and upper(t.periodo) <= agora
    returning t.posicao_id)
  update public.posicoes p set estado = 'cumprida' from alvo where p.id = alvo.posicao_id;
  get diagnostics n = row_count;
  return n;
end $$;

-- Ponto único que o gateway chama a cada poucos segundos (e o pg_cron num Supabase real).
-- Cada passada despacha no máximo lote_agendador() vagas por passo, para ficar curta mesmo
-- na escala do DF (o resto sai nas passadas seguintes, segundos depois).
-- Regras: RF06, RN22, RN23, RN24 (a passada chama quem guarda cada uma).
create or replace function privado.executar_agendador(agora timestamptz default privado.agora())
returns jsonb
language plpgsql set search_path = '' as $$
declare
  r jsonb;
begin
  -- Uma execução por vez; quem chega junto sai sem fazer nada.
  if not pg_try_advisory_xact_lock(hashtext('frila.agendador')) then
    return jsonb_build_object('ocupado', true);
  end if;
  r := jsonb_build_object('agora', agora);
  r := r || jsonb_build_object('selecao_fechadas', privado.fechar_selecao(agora));
  r := r || jsonb_build_object('vagas_encerradas', privado.encerrar_iniciadas(agora));
  r := r || jsonb_build_object('turnos_finalizados', privado.finalizar_turnos(agora));
  r := r || jsonb_build_object('notificacoes_leva1', privado.despachar_novas(agora));
  r := r || jsonb_build_object('notificacoes_levas', privado.proximas_levas(agora));
  r := r || jsonb_build_object('liberadas_do_teto', privado.liberar_teto(agora));
  -- Atraso e vaga em alerta: nenhuma escrita os provoca, só o relógio (60_tempo_real.sql).
  r := r || jsonb_build_object('avisos_do_relogio', privado.avisos_do_relogio(agora));
  return r;
end $$;

-- O agendador tocado pela plataforma: num projeto Supabase ninguém chama
-- privado.executar_agendador() a não ser o pg_cron. Localmente o frila-api continua com o
-- laço rápido dele; os dois nunca fazem uma passada ao mesmo tempo (a trava exclusiva
-- dentro de executar_agendador: quem chega junto sai sem fazer nada).
--
-- O atalho do frila-api para a primeira leva (numa transação própria, antes da passada
-- inteira: RNF03) toma a mesma trava, para nunca despachar junto de uma passada do pg_cron.
-- Regras: RNF03.
create or replace function privado.despachar_novas_com_trava(agora timestamptz default privado.agora())
returns jsonb
language plpgsql set search_path = '' as $$
begin
  if not pg_try_advisory_xact_lock(hashtext('frila.agendador')) then
    return jsonb_build_object('ocupado', true);
  end if;
  return jsonb_build_object('notificacoes_leva1', privado.despachar_novas(agora));
end $$;

-- pg_cron: o job de 1 s grava ~86.400 linhas por dia em cron.job_run_details. cron.log_run
-- é do servidor (não há por job no 1.4/1.5): um job diário apaga o histórico com mais de
-- um dia. agendar_no_pg_cron() é idempotente (cron.schedule com nome substitui o job) e
-- serve para quem liga o pg_cron depois do push: `select privado.agendar_no_pg_cron();`.
-- Regras: nenhuma RN própria (apoio).
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

-- Os jobs do pg_cron (frila-agendador e a limpeza diária do histórico). Aplica limpo com ou
-- sem pg_cron: sem a extensão instalável (ou sem ela carregada em shared_preload_libraries,
-- ou sem permissão para criá-la), só avisa e segue; quem liga o pg_cron depois chama
-- `select privado.agendar_no_pg_cron();`. O migra não compara jobs: eles saem de
-- agendar_no_pg_cron() (que ele compara) e Tests/e2e/test_pg_cron_agendador.py confere cron.job.
do $$
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
  perform privado.agendar_no_pg_cron();
end $$;
