-- Gerada por make esquema-diff (supabase/schemas/60_tempo_real.sql, 10_ e 25_): tempo real
-- por realtime.send; o bloco do catálogo no fim (grants e a política em realtime.messages) é o
-- que o migra não vê, escrito à mão como o supabase/README.md manda.
-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.aviso_da_decisao()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.avisos(conta_id, tipo, vaga_id, turno_id, candidatura_id, em)
  values (new.profissional_id,
          case new.estado when 'aceita' then 'candidatura_escolhida'
                          when 'recusada' then 'candidatura_recusada'
                          else 'candidatura_expirada' end,
          new.vaga_id,
          case when new.estado = 'aceita' then
            (select t.id from public.turnos t where t.vaga_id = new.vaga_id
                and t.profissional_id = new.profissional_id and t.estado <> 'cancelada') end,
          new.id, privado.agora());
  return null;
end $function$
;

CREATE OR REPLACE FUNCTION privado.aviso_do_turno_tempo_real()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  agora timestamptz := privado.agora();
begin
  if old.checkin_confirmado_em is null and new.checkin_confirmado_em is not null then
    insert into public.avisos(conta_id, tipo, vaga_id, turno_id, autor_id, em)
    values (new.profissional_id, 'checkin_confirmado', new.vaga_id, new.id, new.checkin_confirmado_por, agora);
  end if;
  if old.checkout_em is null and new.checkout_em is not null and new.estado <> 'cancelada' then
    perform privado.avisar_membros(new.vaga_id, 'checkout', new.profissional_id, turno => new.id);
  end if;
  if new.estado = 'cumprida' and new.verificacao = 'verificado'
     and not (old.estado = 'cumprida' and old.verificacao = 'verificado') then
    insert into public.avisos(conta_id, tipo, vaga_id, turno_id, em)
    select x.conta_id, 'avaliacao_liberada', new.vaga_id, new.id, agora
      from (select new.profissional_id as conta_id, 'profissional'::public.perfil_conta as lado
            union all
            select m.conta_id, 'contratante'::public.perfil_conta
              from public.vagas v join public.membros m on m.estabelecimento_id = v.estabelecimento_id
             where v.id = new.vaga_id) x
     where not exists (select 1 from public.avaliacoes a where a.turno_id = new.id and a.lado = x.lado)
    on conflict do nothing;
  end if;
  return null;
end $function$
;

CREATE OR REPLACE FUNCTION privado.avisos_do_relogio(agora timestamp with time zone DEFAULT privado.agora())
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  n integer;
  m integer;
begin
  insert into public.avisos(conta_id, tipo, vaga_id, turno_id, autor_id, em)
  select mb.conta_id, 'atraso', t.vaga_id, t.id, t.profissional_id, agora
    from public.turnos t
    join public.vagas v on v.id = t.vaga_id
    join public.membros mb on mb.estabelecimento_id = v.estabelecimento_id
   where t.estado = 'confirmada' and t.checkin_em is null
     and lower(t.periodo) <= agora - privado.tolerancia_atraso()
     and lower(t.periodo) > agora - privado.duracao_max_turno()
     and upper(t.periodo) > agora
     and not privado.bloqueado(t.profissional_id, v.estabelecimento_id)
  on conflict do nothing;
  get diagnostics n = row_count;

  insert into public.avisos(conta_id, tipo, vaga_id, em)
  select mb.conta_id, 'vaga_em_alerta', v.id, agora
    from public.vagas v
    join public.membros mb on mb.estabelecimento_id = v.estabelecimento_id
   where v.estado = 'publicada' and v.inicio > agora
     and v.inicio <= agora + make_interval(mins => privado.antecedencia_alerta_max_min())
     and agora >= v.inicio - make_interval(mins => v.antecedencia_alerta_min)
     and exists (select 1 from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta')
  on conflict do nothing;
  get diagnostics m = row_count;
  return n + m;
end $function$
;

CREATE OR REPLACE FUNCTION privado.campainha_da_vaga()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  editada boolean := (old.funcao, old.inicio, old.fim, old.valor_centavos, old.refeicao, old.transporte,
                      old.exige_material_proprio, old.modo, old.endereco, old.bairro, old.ponto::text)
                     is distinct from
                     (new.funcao, new.inicio, new.fim, new.valor_centavos, new.refeicao, new.transporte,
                      new.exige_material_proprio, new.modo, new.endereco, new.bairro, new.ponto::text);
  agora timestamptz := privado.agora();
  r record;
begin
  if not editada and (old.estado = new.estado or (new.estado = 'encerrada' and new.inicio <= agora)) then
    return null;
  end if;
  if editada then
    insert into public.avisos(conta_id, tipo, vaga_id, turno_id, candidatura_id, em)
    select t.profissional_id, 'vaga_editada', new.id, t.id, null, agora
      from public.turnos t where t.vaga_id = new.id and t.estado <> 'cancelada'
    union all
    select ca.profissional_id, 'vaga_editada', new.id, null, ca.id, agora
      from public.candidaturas ca where ca.vaga_id = new.id and ca.estado = 'pendente';
  end if;
  for r in
    select d.profissional_id from public.despachos d
     where d.vaga_id = new.id and d.estado_entrega <> 'falhou'
       and not exists (select 1 from public.turnos t where t.vaga_id = new.id
                          and t.profissional_id = d.profissional_id and t.estado <> 'cancelada')
       and not exists (select 1 from public.candidaturas ca where ca.vaga_id = new.id
                          and ca.profissional_id = d.profissional_id and ca.estado = 'pendente')
     order by d.profissional_id
  loop
    perform privado.tocar_campainha(r.profissional_id, 'vaga_atualizada',
      jsonb_build_object('vaga_id', new.id), 'lista', false);
  end loop;
  return null;
end $function$
;

CREATE OR REPLACE FUNCTION privado.campainha_do_aviso()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  prof uuid := coalesce((select t.profissional_id from public.turnos t where t.id = new.turno_id),
                        (select ca.profissional_id from public.candidaturas ca where ca.id = new.candidatura_id));
begin
  if prof is not null
     and privado.bloqueado(prof, (select v.estabelecimento_id from public.vagas v where v.id = new.vaga_id)) then
    return null;
  end if;
  perform privado.tocar_campainha(new.conta_id, new.tipo,
    jsonb_build_object('notificacao_id', new.id, 'vaga_id', new.vaga_id, 'turno_id', new.turno_id,
                       'candidatura_id', new.candidatura_id));
  return null;
end $function$
;

CREATE OR REPLACE FUNCTION privado.campainha_do_despacho()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.estado_entrega = 'enviada' then
    perform privado.tocar_campainha(new.profissional_id, 'vaga_nova',
      jsonb_build_object('notificacao_id', new.id, 'vaga_id', new.vaga_id));
  elsif new.estado_entrega = 'pendente' then
    perform privado.tocar_campainha(new.profissional_id, 'vaga_nova',
      jsonb_build_object('vaga_id', new.vaga_id, 'retida_pelo_teto', true), 'lista', false);
  end if;
  return null;
end $function$
;

CREATE OR REPLACE FUNCTION privado.tocar_campainha(conta uuid, tipo text, ids jsonb DEFAULT '{}'::jsonb, evento text DEFAULT 'aviso'::text, alerta boolean DEFAULT true)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if conta is null then
    return;
  end if;
  perform realtime.send(jsonb_strip_nulls(coalesce(ids, '{}'::jsonb))
                          || jsonb_build_object('tipo', tipo, 'alerta', alerta),
                        evento, 'conta:' || conta::text, true);
end $function$
;

CREATE OR REPLACE FUNCTION privado.executar_agendador(agora timestamp with time zone DEFAULT privado.agora())
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
end $function$
;
-- schema public: o que leva as migrations ao estado de supabase/schemas/
alter table "public"."avisos" drop constraint "avisos_tipo_check";

CREATE UNIQUE INDEX avisos_uma_vez ON public.avisos USING btree (conta_id, tipo, COALESCE(turno_id, vaga_id)) WHERE (tipo = ANY (ARRAY['atraso'::text, 'vaga_em_alerta'::text, 'avaliacao_liberada'::text]));

CREATE INDEX turnos_sem_checkin ON public.turnos USING btree (lower(periodo)) WHERE ((estado = 'confirmada'::estado_posicao) AND (checkin_em IS NULL));

alter table "public"."avisos" add constraint "avisos_tipo_check" CHECK ((tipo = ANY (ARRAY['posicao_tomada'::text, 'candidatura_nova'::text, 'candidatura_retirada'::text, 'checkin_manual'::text, 'turno_cancelado'::text, 'checkout'::text, 'atraso'::text, 'vaga_em_alerta'::text, 'candidatura_escolhida'::text, 'candidatura_recusada'::text, 'candidatura_expirada'::text, 'vaga_editada'::text, 'checkin_confirmado'::text, 'avaliacao_liberada'::text]))) not valid;

alter table "public"."avisos" validate constraint "avisos_tipo_check";

CREATE TRIGGER campainha_do_aviso AFTER INSERT ON public.avisos FOR EACH ROW EXECUTE FUNCTION privado.campainha_do_aviso();

CREATE TRIGGER aviso_da_decisao AFTER UPDATE OF estado ON public.candidaturas FOR EACH ROW WHEN (((old.estado = 'pendente'::estado_candidatura) AND (new.estado = ANY (ARRAY['aceita'::estado_candidatura, 'recusada'::estado_candidatura, 'expirada'::estado_candidatura])))) EXECUTE FUNCTION privado.aviso_da_decisao();

CREATE TRIGGER campainha_do_despacho AFTER INSERT ON public.despachos FOR EACH ROW EXECUTE FUNCTION privado.campainha_do_despacho();

CREATE TRIGGER campainha_do_despacho_liberado AFTER UPDATE OF estado_entrega ON public.despachos FOR EACH ROW WHEN (((old.estado_entrega = 'pendente'::estado_entrega) AND (new.estado_entrega = 'enviada'::estado_entrega))) EXECUTE FUNCTION privado.campainha_do_despacho();

CREATE TRIGGER aviso_do_turno_tempo_real AFTER UPDATE OF checkin_confirmado_em, checkout_em, estado, verificacao ON public.turnos FOR EACH ROW WHEN (((old.checkin_confirmado_em IS DISTINCT FROM new.checkin_confirmado_em) OR (old.checkout_em IS DISTINCT FROM new.checkout_em) OR (old.estado IS DISTINCT FROM new.estado) OR (old.verificacao IS DISTINCT FROM new.verificacao))) EXECUTE FUNCTION privado.aviso_do_turno_tempo_real();

CREATE TRIGGER campainha_da_vaga AFTER UPDATE ON public.vagas FOR EACH ROW WHEN (((((((((((((old.estado IS DISTINCT FROM new.estado) OR (old.funcao IS DISTINCT FROM new.funcao)) OR (old.inicio IS DISTINCT FROM new.inicio)) OR (old.fim IS DISTINCT FROM new.fim)) OR (old.valor_centavos IS DISTINCT FROM new.valor_centavos)) OR (old.refeicao IS DISTINCT FROM new.refeicao)) OR (old.transporte IS DISTINCT FROM new.transporte)) OR (old.exige_material_proprio IS DISTINCT FROM new.exige_material_proprio)) OR (old.modo IS DISTINCT FROM new.modo)) OR (old.endereco IS DISTINCT FROM new.endereco)) OR (old.bairro IS DISTINCT FROM new.bairro)) OR ((old.ponto)::text IS DISTINCT FROM (new.ponto)::text))) EXECUTE FUNCTION privado.campainha_da_vaga();
-- catálogo
revoke execute on function privado.aviso_da_decisao(), privado.aviso_do_turno_tempo_real(),
  privado.avisos_do_relogio(timestamptz), privado.campainha_da_vaga(), privado.campainha_do_aviso(),
  privado.campainha_do_despacho(), privado.tocar_campainha(uuid, text, jsonb, text, boolean)
  from public, anon, authenticated;

create policy "conta ouve o proprio canal" on realtime.messages
  for select to authenticated
  using (realtime.messages.extension = 'broadcast'
         and (select realtime.topic()) = 'conta:' || (select auth.uid())::text
         and realtime.messages.topic = (select realtime.topic()));
