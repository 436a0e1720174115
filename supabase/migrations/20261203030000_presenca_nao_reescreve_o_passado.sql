-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.toque_depois_do_fato(t turnos, toque timestamp with time zone, agora timestamp with time zone)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select t.estado = 'cumprida'
      or (agora >= lower(t.periodo) + privado.tolerancia_atraso() and toque < lower(t.periodo) + privado.tolerancia_atraso())
      or exists (select 1 from public.avisos a where a.turno_id = t.id and a.tipo = 'atraso' and a.em > toque)
$function$
;

CREATE OR REPLACE FUNCTION privado.turno_do_contratante(tid uuid, conta uuid)
 RETURNS turnos
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare t public.turnos;
begin
  select * into t from public.turnos where id = tid for update;
  if t.id is null then
    perform privado.recusar('PT404', 'turno_nao_encontrado', 'Turno não encontrado.');
  end if;
  if not privado.eh_membro((select v.estabelecimento_id from public.vagas v where v.id = t.vaga_id), conta) then
    perform privado.recusar('PT404', 'turno_nao_encontrado', 'Turno não encontrado.');
  end if;
  return t;
end $function$
;

CREATE OR REPLACE FUNCTION privado.turno_do_profissional(tid uuid, prof uuid)
 RETURNS turnos
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare t public.turnos;
begin
  select * into t from public.turnos where id = tid for update;
  if t.id is null then
    perform privado.recusar('PT404', 'turno_nao_encontrado', 'Turno não encontrado.');
  end if;
  if t.profissional_id <> prof then
    perform privado.recusar('PT404', 'turno_nao_encontrado', 'Turno não encontrado.');
  end if;
  return t;
end $function$
;
-- schema public: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.cancelar_turno(turno_id uuid, motivo text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
  t public.turnos;
  falta boolean;
begin
  -- Posição antes do turno, a ordem de cancelar_vaga (posições → vaga → turnos): cancelar o
  -- turno e a vaga inteira ao mesmo tempo se enfileiram em vez de se travarem.
  perform 1 from public.posicoes p
   where p.id = (select x.posicao_id from public.turnos x where x.id = cancelar_turno.turno_id) for update;
  if c.perfil = 'profissional' then
    t := privado.turno_do_profissional(cancelar_turno.turno_id, c.id);
  else
    t := privado.turno_do_contratante(cancelar_turno.turno_id, c.id);
  end if;
  if t.estado = 'cancelada' then
    return jsonb_build_object('conta_como_falta', t.conta_como_falta,
                              'ja_comecou', coalesce(t.cancelado_em >= lower(t.periodo), false));
  end if;
  -- Presença já verificada: o profissional está lá; o contratante não desfaz isso cancelando.
  if c.perfil = 'contratante' and t.verificacao = 'verificado' and t.estado <> 'cumprida' and agora < upper(t.periodo) then
    perform privado.recusar('PT409', 'profissional_presente',
      'O profissional já fez check-in verificado neste turno; ele está no local e o turno não pode mais ser cancelado.',
      jsonb_build_object('checkin_em', t.checkin_em));
  end if;
  if trim(coalesce(motivo, '')) = '' then
    perform privado.recusar('PT422', 'campo_obrigatorio', 'Diga o motivo do cancelamento.', '{"campo":"motivo"}');
  end if;
  perform privado.conferir_texto('motivo', 'O motivo', trim(motivo), privado.tamanho_max_motivo());
  if t.estado = 'cumprida' or agora >= upper(t.periodo) then
    perform privado.recusar('PT409', 'turno_encerrado', 'Este turno já terminou.');
  end if;
  falta := lower(t.periodo) - agora < privado.antecedencia_falta();
  update public.turnos
     set estado = 'cancelada', cancelado_em = agora, cancelado_por = c.id,
         motivo_cancelamento = trim(motivo), conta_como_falta = falta
   where id = t.id;
  update public.posicoes set estado = 'aberta', preenchida_em = null where id = t.posicao_id;
  update public.candidaturas ca
     set estado = case when c.perfil = 'profissional' then 'retirada'::public.estado_candidatura
                       else 'recusada'::public.estado_candidatura end,
         decidida_em = agora
   where ca.vaga_id = t.vaga_id and ca.profissional_id = t.profissional_id;
  insert into public.ocorrencias(tipo, autor_id, turno_id, vaga_id, em, motivo, conta_como_falta)
  values ('cancelamento', c.id, t.id, t.vaga_id, agora, trim(motivo), falta);
  perform privado.atualizar_estado_vaga(t.vaga_id);
  -- A posição reaberta volta a ser despachada na próxima passada do agendador (RF06).
  update public.vagas set proxima_leva_em = agora where id = t.vaga_id and leva_atual > 0 and estado = 'publicada';
  return jsonb_build_object('conta_como_falta', falta, 'ja_comecou', lower(t.periodo) <= agora);
end $function$
;

CREATE OR REPLACE FUNCTION public.fazer_checkin(turno_id uuid, distancia_m double precision DEFAULT NULL::double precision, em instante DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
  t public.turnos := privado.turno_do_profissional(fazer_checkin.turno_id, c.id);
  toque timestamptz := coalesce(privado.instante(fazer_checkin.em), agora);
  -- O registro tardio é manual e espera o contratante (avisado pelo gatilho do check-in manual).
  geo boolean := distancia_m is not null and distancia_m <= privado.raio_checkin_m()
                 and not privado.toque_depois_do_fato(t, toque, agora);
begin
  if t.estado = 'cancelada' then
    perform privado.recusar('PT409', 'turno_cancelado', 'Este turno foi cancelado.');
  end if;
  if t.checkin_em is not null then   -- chave natural: um check-in por turno
    return privado.turno_json(t.id, c.id, agora);
  end if;
  perform privado.conferir_distancia(distancia_m);
  -- Fora da janela do turno é o motivo mais preciso; depois, o relógio (futuro, mais de 24 h).
  if toque < lower(t.periodo) - privado.janela_checkin_antes() or toque >= upper(t.periodo) then
    perform privado.recusar('PT422', 'horario_invalido', 'O check-in está fora do horário do turno.',
      jsonb_build_object('inicio', lower(t.periodo), 'fim', upper(t.periodo)));
  end if;
  perform privado.conferir_toque(toque, agora);
  -- Antes de o turno existir não havia o que marcar (folga do relógio do aparelho).
  if toque < t.confirmado_em - privado.tolerancia_relogio() then
    perform privado.recusar('PT422', 'toque_antes_do_turno',
      'O horário do toque é anterior à confirmação deste turno: um check-in não pode ser de antes de o turno existir.',
      jsonb_build_object('confirmado_em', t.confirmado_em, 'em', toque));
  end if;
  update public.turnos
     set checkin_em = toque,
         checkin_tipo = case when geo then 'geolocalizado'::public.tipo_registro else 'manual'::public.tipo_registro end,
         -- Manual guarda só distância além do raio (CHECK checkin_tipo_coerente): a de um
         -- registro tardio num turno fechado não prova nada e fica de fora.
         checkin_distancia_m = case when geo or distancia_m > privado.raio_checkin_m() then distancia_m end,
         verificacao = case when geo then 'verificado'::public.verificacao else verificacao end
   where id = t.id;
  return privado.turno_json(t.id, c.id, agora);
end $function$
;
-- FAÇA À MÃO (o migra não vê grants): como toda função de privado, só o dono executa.
revoke execute on function privado.toque_depois_do_fato(public.turnos, timestamptz, timestamptz) from public;
