-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.versao_dos_termos(v vagas)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select left(md5((privado.termos_da_vaga(v) || jsonb_build_object('modo', v.modo))::text), 16)
$function$
;

CREATE OR REPLACE FUNCTION privado.vaga_profissional_json(vid uuid, prof uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'vaga_id', v.id, 'funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
    'valor_centavos', v.valor_centavos, 'inclusos', privado.inclusos_json(v), 'modo', v.modo,
    'estado', v.estado, 'termos_versao', privado.versao_dos_termos(v),
    'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome,
                                          'reputacao', privado.reputacao_do_estabelecimento(e.id)),
    'bairro', v.bairro,
    'distancia_m', round(extensions.st_distance(p.ponto_base, v.ponto)::numeric, 1),
    'posicoes_abertas', (select count(*)::integer from public.posicoes po where po.vaga_id = v.id and po.estado = 'aberta'))
  from public.vagas v join public.estabelecimentos e on e.id = v.estabelecimento_id
  join public.profissionais p on p.conta_id = prof
  where v.id = vid
$function$
;
-- schema public: o que leva as migrations ao estado de supabase/schemas/
drop function if exists "public"."candidatar"(vaga_id uuid);

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.candidatar(vaga_id uuid, termos_versao text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
  p public.profissionais;
  v public.vagas;
  motivo text;
  tid uuid;
  cid uuid;
  cest public.estado_candidatura;
begin
  select * into p from public.profissionais where conta_id = c.id;
  if p.suspenso_ate > agora then
    perform privado.recusar('PT403', 'conta_suspensa', 'Sua conta está suspensa no momento.',
      jsonb_build_object('suspenso_ate', p.suspenso_ate));
  end if;
  select * into v from public.vagas where id = candidatar.vaga_id;
  if v.id is null then
    perform privado.recusar('PT404', 'vaga_nao_encontrada', 'Vaga não encontrada.');
  end if;
  -- Repetir depois de ganhar devolve o mesmo turno.
  select t.id into tid from public.turnos t
   where t.vaga_id = v.id and t.profissional_id = c.id and t.estado <> 'cancelada';
  if tid is not null then
    return jsonb_build_object('resultado', 'confirmada', 'turno', privado.turno_json(tid, c.id, agora));
  end if;
  if v.estado in ('encerrada', 'cancelada') or v.encerrada_em is not null or v.inicio <= agora then
    perform privado.recusar('PT410', 'vaga_encerrada', 'Esta vaga já foi encerrada.');
  end if;
  if v.modo = 'selecao' then
    -- Com a vaga em FOR SHARE, editar_vaga (FOR UPDATE) espera a candidatura, ou ela a edição.
    select * into v from public.vagas x where x.id = v.id for share;
  end if;
  -- Urgência: preencher_posicao confere de novo, sob a trava da posição, que `v` não mudou.
  if candidatar.termos_versao is not null and candidatar.termos_versao <> privado.versao_dos_termos(v) then
    perform privado.recusar('PT409', 'vaga_alterada',
      'Os termos desta vaga mudaram desde que você a viu; confira os termos novos e confirme de novo.',
      jsonb_build_object('vaga_id', v.id, 'termos_versao', privado.versao_dos_termos(v),
                         'vaga', privado.vaga_profissional_json(v.id, c.id)));
  end if;
  motivo := privado.motivo_inelegivel(v.id, c.id, agora);
  if motivo is not null then
    perform privado.recusar('PT403', 'inelegivel', motivo, jsonb_build_object('motivo', motivo));
  end if;

  if v.modo = 'urgencia' then
    tid := privado.preencher_posicao(v, c.id, agora, 'profissional');
    insert into public.candidaturas(vaga_id, profissional_id, estado, em, decidida_em)
    values (v.id, c.id, 'aceita', agora, agora)
    on conflict on constraint candidaturas_vaga_id_profissional_id_key do update set estado = 'aceita', em = agora, decidida_em = agora;
    return jsonb_build_object('resultado', 'confirmada', 'turno', privado.turno_json(tid, c.id, agora));
  end if;

  -- Seleção: candidatura pendente até o contratante escolher.
  select ca.id, ca.estado into cid, cest from public.candidaturas ca
   where ca.vaga_id = v.id and ca.profissional_id = c.id;
  if cest = 'pendente' then
    return jsonb_build_object('resultado', 'pendente', 'candidatura_id', cid);
  end if;
  if cest in ('recusada', 'expirada', 'aceita') then
    perform privado.recusar('PT409', 'candidatura_encerrada', 'Sua candidatura a esta vaga já foi decidida.',
      jsonb_build_object('estado', cest));
  end if;
  if not exists (select 1 from public.posicoes po where po.vaga_id = v.id and po.estado = 'aberta') then
    perform privado.recusar('PT409', 'vaga_preenchida', 'Esta vaga já foi preenchida.',
      jsonb_build_object('preenchida_em', (select max(po.preenchida_em) from public.posicoes po where po.vaga_id = v.id)));
  end if;
  insert into public.candidaturas(vaga_id, profissional_id, estado, em)
  values (v.id, c.id, 'pendente', agora)
  on conflict on constraint candidaturas_vaga_id_profissional_id_key do update set estado = 'pendente', em = agora, decidida_em = null
  returning id into cid;
  return jsonb_build_object('resultado', 'pendente', 'candidatura_id', cid);
end $function$
;

CREATE OR REPLACE FUNCTION public.feed_vagas()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
begin
  return coalesce((
    select jsonb_agg(x.j order by x.inicio, x.id) from (
      select v.inicio, v.id, jsonb_build_object(
        'vaga_id', v.id, 'funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
        'valor_centavos', v.valor_centavos, 'inclusos', privado.inclusos_json(v), 'modo', v.modo,
        'termos_versao', privado.versao_dos_termos(v),
        'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome,
                                              'reputacao', privado.reputacao_do_estabelecimento(e.id)),
        'bairro', v.bairro,
        'distancia_m', round(extensions.st_distance(p.ponto_base, v.ponto)::numeric, 1),
        'posicoes_abertas', ab.n,
        'minha_candidatura', ca.estado,
        'meu_turno_cancelado', exists (select 1 from public.turnos t where t.vaga_id = v.id and t.profissional_id = c.id
                                         and t.estado = 'cancelada' and t.cancelado_por = c.id)) as j
      from public.despachos d
      join public.vagas v on v.id = d.vaga_id
      join public.estabelecimentos e on e.id = v.estabelecimento_id
      join public.profissionais p on p.conta_id = c.id
      left join public.candidaturas ca on ca.vaga_id = v.id and ca.profissional_id = c.id
      cross join lateral privado.alcance(c.id, v.id) al
      cross join lateral (select count(*)::integer as n from public.posicoes po
                           where po.vaga_id = v.id and po.estado = 'aberta') ab
      where d.profissional_id = c.id
        and v.estado = 'publicada' and v.inicio > agora
        and (ab.n > 0 or ca.estado = 'pendente')
        and al.alcanca
        -- nem a que já é minha, nem a que bate com um turno meu (RN21: não daria para pegar)
        and not exists (select 1 from public.turnos t where t.profissional_id = c.id
                           and t.estado <> 'cancelada' and t.periodo && v.periodo)
      order by v.inicio, v.id
      limit privado.itens_max_lista()) x), '[]'::jsonb);
end $function$
;
-- FAÇA À MÃO (o migra não vê grants): a RPC com a ficha dos termos só para authenticated;
-- a função de privado, só o dono.
revoke execute on function public.candidatar(uuid, text) from public, anon;
grant execute on function public.candidatar(uuid, text) to authenticated;
revoke execute on function privado.versao_dos_termos(public.vagas) from public;
