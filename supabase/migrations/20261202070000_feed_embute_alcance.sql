-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.alcance(prof uuid, vid uuid)
 RETURNS TABLE(alcanca boolean)
 LANGUAGE sql
 STABLE
AS $function$
  select not privado.bloqueado(p.conta_id, v.estabelecimento_id)
     and (extensions.st_dwithin(p.ponto_base, v.ponto, privado.raio_elegibilidade_m())
          or exists (select 1 from public.equipe_confianca ec
                      where ec.estabelecimento_id = v.estabelecimento_id and ec.profissional_id = p.conta_id))
    from public.profissionais p, public.vagas v
   where p.conta_id = prof and v.id = vid
$function$
;

CREATE OR REPLACE FUNCTION privado.alcanca(prof uuid, vid uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select a.alcanca from privado.alcance(prof, vid) a
$function$
;
-- schema public: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

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

CREATE OR REPLACE FUNCTION public.minhas_notificacoes(desde instante DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
  desde_em timestamptz := privado.instante(minhas_notificacoes.desde);
  r jsonb;
begin
  with lidas as (
    select d.id, d.enviada_em, v.id as vaga_id, v.funcao, v.inicio, v.valor_centavos, v.modo, e.id as eid, e.nome
      from public.despachos d
      join public.vagas v on v.id = d.vaga_id
      join public.estabelecimentos e on e.id = v.estabelecimento_id
      cross join lateral privado.alcance(c.id, v.id) al
     where d.profissional_id = c.id and d.estado_entrega in ('enviada', 'entregue')
       and (desde_em is null or d.enviada_em > desde_em)
       and al.alcanca
     order by d.enviada_em, v.inicio, d.id
     limit privado.itens_max_lista()),
  marca as (
    update public.despachos d set estado_entrega = 'entregue', entregue_em = agora
      from lidas where d.id = lidas.id and d.estado_entrega = 'enviada' returning d.id),
  avs as (
    select a.*, v.funcao, v.inicio, v.valor_centavos, v.modo, e.id as eid, e.nome as enome,
           v.estabelecimento_id, pr.id as pid, pr.nome as pnome
      from public.avisos a
      join public.vagas v on v.id = a.vaga_id
      join public.estabelecimentos e on e.id = v.estabelecimento_id
      left join public.contas pr on pr.id = coalesce(
        (select t.profissional_id from public.turnos t where t.id = a.turno_id),
        (select ca.profissional_id from public.candidaturas ca where ca.id = a.candidatura_id))
     where a.conta_id = c.id and (desde_em is null or a.em > desde_em)
       and (pr.id is null or not privado.bloqueado(pr.id, v.estabelecimento_id))
     order by a.em, a.id
     limit privado.itens_max_lista()),
  marca_avisos as (
    update public.avisos a set entregue_em = agora
      from avs where a.id = avs.id and a.entregue_em is null returning a.id),
  tudo as (
    select l.enviada_em as quando, l.inicio, l.id, jsonb_build_object(
             'notificacao_id', l.id, 'tipo', 'vaga', 'vaga_id', l.vaga_id, 'funcao', l.funcao, 'inicio', l.inicio,
             'valor_centavos', l.valor_centavos, 'modo', l.modo,
             'estabelecimento', jsonb_build_object('id', l.eid, 'nome', l.nome),
             'enviada_em', l.enviada_em) as j
      from lidas l
    union all
    select a.em, a.inicio, a.id, jsonb_build_object(
             'notificacao_id', a.id, 'tipo', a.tipo, 'vaga_id', a.vaga_id, 'funcao', a.funcao, 'inicio', a.inicio,
             'valor_centavos', a.valor_centavos, 'modo', a.modo,
             'estabelecimento', jsonb_build_object('id', a.eid, 'nome', a.enome),
             'enviada_em', a.em,
             'turno_id', a.turno_id, 'candidatura_id', a.candidatura_id,
             'profissional', case when a.pid is not null then jsonb_build_object('id', a.pid, 'nome', a.pnome) end,
             'motivo', a.motivo, 'conta_como_falta', a.conta_como_falta)
           -- Só no cancelamento: o lado de quem cancelou (a falta é desse lado).
           || case when a.tipo = 'turno_cancelado' then jsonb_build_object('por',
                case when a.autor_id = a.pid then 'profissional' else 'contratante' end) else '{}'::jsonb end
      from avs a)
  select coalesce(jsonb_agg(t.j order by t.quando, t.inicio, t.id), '[]'::jsonb) into r from tudo t;
  return r;
end $function$
;
-- FAÇA À MÃO (o migra não vê): sem o `set` (chamadas por vaga no feed: ver privado.alcance); a função nova
-- fica fora do alcance dos papéis da API, como todo privado.
alter function privado.inclusos_json(public.vagas) reset search_path;
alter function privado.bloqueado(uuid, uuid) reset search_path;
alter function privado.reputacao_do_estabelecimento(uuid) reset search_path;
revoke execute on function privado.alcance(uuid, uuid) from public, anon, authenticated;
