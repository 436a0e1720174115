-- RN12 lido pelo outro lado: o motivo do cancelamento chega a quem não cancelou, no turno
-- e no aviso, com o lado que cancelou (a falta só pesa para quem cancelou: a taxa de
-- comparecimento do profissional conta apenas os cancelamentos dele).
create or replace function privado.turno_json(tid uuid, leitor uuid, agora timestamptz)
returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'turno_id', t.id, 'vaga_id', t.vaga_id, 'posicao_id', t.posicao_id, 'estado', t.estado,
    'vaga', jsonb_build_object('funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
                               'local', privado.local_json(v.endereco, v.ponto),
                               'inclusos', privado.inclusos_json(v), 'modo', v.modo),
    'valor_acordado_centavos', t.valor_acordado_centavos,
    -- conta_id: quem publicou, a conta que o profissional bloqueia (RF26).
    'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome, 'conta_id', pub.id,
        'contato', case when t.estado <> 'cancelada' and not privado.bloqueado(t.profissional_id, v.estabelecimento_id) then privado.contato_json(pub) end),
    'profissional', jsonb_build_object('id', pc.id, 'nome', pc.nome,
        'contato', case when t.estado <> 'cancelada' and not privado.bloqueado(t.profissional_id, v.estabelecimento_id) then privado.contato_json(pc) end),
    'checkin', privado.registro_json(t.checkin_em, t.checkin_tipo, t.checkin_distancia_m, t.checkin_confirmado_em),
    'checkout', privado.registro_json(t.checkout_em, t.checkout_tipo, t.checkout_distancia_m, null),
    'verificacao', t.verificacao,
    -- Cancelado: quem (o lado, nunca a conta do outro), quando e por quê (RN12).
    'cancelamento', case when t.estado = 'cancelada' then jsonb_build_object(
        'em', t.cancelado_em, 'conta_como_falta', t.conta_como_falta, 'motivo', t.motivo_cancelamento,
        'por', case when t.cancelado_por = t.profissional_id then 'profissional' else 'contratante' end) end,
    'pode_avaliar', (t.estado <> 'cancelada' and agora >= upper(t.periodo) and t.verificacao = 'verificado'
                     and a.chamaria_de_novo is null),
    'minha_avaliacao', a.chamaria_de_novo)
  from public.turnos t
  join public.vagas v on v.id = t.vaga_id
  join public.estabelecimentos e on e.id = v.estabelecimento_id
  join public.contas pub on pub.id = v.publicada_por
  join public.contas pc on pc.id = t.profissional_id
  left join public.avaliacoes a on a.turno_id = t.id
        and a.lado = case when leitor = t.profissional_id then 'profissional'::public.perfil_conta
                          else 'contratante'::public.perfil_conta end
  where t.id = tid
$$;

create or replace function public.minhas_notificacoes(desde timestamptz default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
  r jsonb;
begin
  with lidas as (
    select d.id, d.enviada_em, v.id as vaga_id, v.funcao, v.inicio, v.valor_centavos, v.modo, e.id as eid, e.nome
      from public.despachos d
      join public.vagas v on v.id = d.vaga_id
      join public.estabelecimentos e on e.id = v.estabelecimento_id
     where d.profissional_id = c.id and d.estado_entrega in ('enviada', 'entregue')
       and (desde is null or d.enviada_em > desde)
       and privado.alcanca(c.id, v.id)
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
     where a.conta_id = c.id and (desde is null or a.em > desde)
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
end $$;

revoke execute on all functions in schema privado from public, anon, authenticated;
