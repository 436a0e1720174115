-- Check-out só dentro da janela do turno: depois do check-in e a partir do início, até
-- janela_checkout_depois() após o fim. Antes, um check-in geolocalizado 2 h antes do início
-- seguido de check-out na hora fechava um turno "com presença" sem ninguém ter trabalhado.
-- E a distância passa pelo mesmo teto nos dois (privado.conferir_distancia).

create or replace function public.fazer_checkin(turno_id uuid, distancia_m double precision default null,
                                                em timestamptz default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
  t public.turnos := privado.turno_do_profissional(fazer_checkin.turno_id, c.id);
  toque timestamptz := coalesce(fazer_checkin.em, agora);
  geo boolean := distancia_m is not null and distancia_m <= privado.raio_checkin_m();
begin
  if t.estado = 'cancelada' then
    perform privado.recusar('PT409', 'turno_cancelado', 'Este turno foi cancelado.');
  end if;
  if t.checkin_em is not null then   -- chave natural: um check-in por turno
    return privado.turno_json(t.id, c.id, agora);
  end if;
  perform privado.conferir_toque(toque, agora);
  perform privado.conferir_distancia(distancia_m);
  if toque < lower(t.periodo) - privado.janela_checkin_antes() or toque >= upper(t.periodo) then
    perform privado.recusar('PT422', 'horario_invalido', 'O check-in está fora do horário do turno.',
      jsonb_build_object('inicio', lower(t.periodo), 'fim', upper(t.periodo)));
  end if;
  update public.turnos
     set checkin_em = toque,
         checkin_tipo = case when geo then 'geolocalizado'::public.tipo_registro else 'manual'::public.tipo_registro end,
         checkin_distancia_m = distancia_m,
         verificacao = case when geo then 'verificado'::public.verificacao else verificacao end
   where id = t.id;
  return privado.turno_json(t.id, c.id, agora);
end $$;

create or replace function public.fazer_checkout(turno_id uuid, distancia_m double precision default null,
                                                 em timestamptz default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
  t public.turnos := privado.turno_do_profissional(fazer_checkout.turno_id, c.id);
  toque timestamptz := coalesce(fazer_checkout.em, agora);
  janela jsonb;
begin
  if t.estado = 'cancelada' then
    perform privado.recusar('PT409', 'turno_cancelado', 'Este turno foi cancelado.');
  end if;
  if t.checkin_em is null then
    perform privado.recusar('PT409', 'sem_checkin', 'Faça o check-in antes do check-out.');
  end if;
  if t.checkout_em is not null then
    return privado.turno_json(t.id, c.id, agora);
  end if;
  perform privado.conferir_toque(toque, agora);
  perform privado.conferir_distancia(distancia_m);
  janela := jsonb_build_object('checkin_em', t.checkin_em, 'inicio', lower(t.periodo), 'fim', upper(t.periodo),
                               'ate', upper(t.periodo) + privado.janela_checkout_depois());
  if toque < lower(t.periodo) then
    perform privado.recusar('PT422', 'horario_invalido', 'O check-out só vale depois que o turno começa.', janela);
  end if;
  if toque < t.checkin_em then
    perform privado.recusar('PT422', 'horario_invalido', 'O check-out precisa ser depois do check-in.', janela);
  end if;
  if toque > upper(t.periodo) + privado.janela_checkout_depois() then
    perform privado.recusar('PT422', 'horario_invalido',
      format('O check-out vale até %s horas depois do fim do turno.',
             extract(epoch from privado.janela_checkout_depois())::integer / 3600), janela);
  end if;
  update public.turnos
     set checkout_em = toque,
         checkout_tipo = case when distancia_m is not null and distancia_m <= privado.raio_checkin_m()
                              then 'geolocalizado'::public.tipo_registro else 'manual'::public.tipo_registro end,
         checkout_distancia_m = distancia_m
   where id = t.id;
  return privado.turno_json(t.id, c.id, agora);
end $$;
