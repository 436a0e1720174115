-- Avisos de acontecimentos (além das vagas despachadas): o contratante sabe quando alguém
-- pega uma posição de urgência, se candidata a uma seleção (ou retira), faz check-in manual
-- ou cancela; o profissional sabe quando o contratante cancela o turno dele (inclusive a
-- vaga inteira) e quando os termos de uma vaga a que se candidatou mudam (vaga_alterada). Chegam pelo mesmo minhas_notificacoes das vagas. Nascem em gatilhos nas
-- tabelas, para valer seja qual for a RPC que mudou a linha. Ver docs/CONTRATO.md.

-- Um aviso para cada membro do estabelecimento da vaga.
-- Regras: Avisos (RULES.md, "Notices").
create or replace function privado.avisar_membros(vid uuid, tipo text, autor uuid, turno uuid default null,
                                                  candidatura uuid default null, motivo text default null,
                                                  falta boolean default null) returns void
language sql set search_path = '' as $$
  insert into public.avisos(conta_id, tipo, vaga_id, turno_id, candidatura_id, autor_id, motivo, conta_como_falta, em)
  select m.conta_id, tipo, vid, turno, candidatura, autor, motivo, falta, privado.agora()
    from public.vagas v join public.membros m on m.estabelecimento_id = v.estabelecimento_id
   where v.id = vid and m.conta_id is distinct from autor
$$;

-- Regras: Avisos (RULES.md, "Notices").
create or replace function privado.aviso_de_candidatura() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.estado = 'pendente' and (tg_op = 'INSERT' or old.estado <> 'pendente') then
    perform privado.avisar_membros(new.vaga_id, 'candidatura_nova', new.profissional_id, candidatura => new.id);
  elsif tg_op = 'UPDATE' and old.estado = 'pendente' and new.estado = 'retirada' then
    perform privado.avisar_membros(new.vaga_id, 'candidatura_retirada', new.profissional_id, candidatura => new.id);
  elsif tg_op = 'UPDATE' and old.estado = 'pendente' and new.estado = 'encerrada_por_edicao' then
    -- Os termos mudaram: o candidato fica sabendo (e pode se candidatar de novo).
    insert into public.avisos(conta_id, tipo, vaga_id, candidatura_id, autor_id, em)
    select new.profissional_id, 'vaga_alterada', new.vaga_id, new.id, v.publicada_por, privado.agora()
      from public.vagas v where v.id = new.vaga_id;
  end if;
  return null;
end $$;
create trigger aviso_de_candidatura after insert or update of estado on public.candidaturas
  for each row execute function privado.aviso_de_candidatura();

-- Turno novo de urgência = alguém pegou a posição (na seleção quem escolhe é o próprio
-- contratante). Check-in manual espera confirmação (RN22). Cancelamento: quem cancelou não
-- é avisado; o outro lado é.
-- Regras: RN22.
create or replace function privado.aviso_de_turno() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if (select v.modo from public.vagas v where v.id = new.vaga_id) = 'urgencia' then
      perform privado.avisar_membros(new.vaga_id, 'posicao_tomada', new.profissional_id, turno => new.id);
    end if;
    return null;
  end if;
  if old.checkin_em is null and new.checkin_em is not null and new.checkin_tipo = 'manual' then
    perform privado.avisar_membros(new.vaga_id, 'checkin_manual', new.profissional_id, turno => new.id);
  end if;
  if old.estado <> 'cancelada' and new.estado = 'cancelada' then
    if new.cancelado_por = new.profissional_id then
      perform privado.avisar_membros(new.vaga_id, 'turno_cancelado', new.profissional_id, turno => new.id,
                                     motivo => new.motivo_cancelamento, falta => new.conta_como_falta);
    else
      insert into public.avisos(conta_id, tipo, vaga_id, turno_id, autor_id, motivo, conta_como_falta, em)
      values (new.profissional_id, 'turno_cancelado', new.vaga_id, new.id, new.cancelado_por,
              new.motivo_cancelamento, new.conta_como_falta, privado.agora());
    end if;
  end if;
  return null;
end $$;
create trigger aviso_de_turno after insert or update of checkin_em, estado on public.turnos
  for each row execute function privado.aviso_de_turno();

-- O substituto do push no terminal: o que o despacho entregou, mais antigo primeiro;
-- ler marca como entregue (RNF02). Bloqueio some daqui também (RF26).
-- Regras: RN23, RF26, RNF02.
create or replace function public.minhas_notificacoes(desde public.instante default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
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
       -- Some só o que o MEU lado bloqueou: o bloqueio do outro lado não muda o que vejo (para o
       -- estabelecimento, o bloqueio dela se lê como a retirada, com os mesmos avisos).
       and (pr.id is null or not privado.bloqueado_pelo_lado(pr.id, v.estabelecimento_id, c.perfil::text))
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
