-- RPCs do profissional: feed (RN05, RN06, RN23 na lista, RF26) e candidaturas (RN19, RN24).

-- Vaga vista pelo profissional (mesma forma do feed, sem contato: RN10).
-- Regras: RN10.
create or replace function privado.vaga_profissional_json(vid uuid, prof uuid) returns jsonb
language sql stable set search_path = '' as $$
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
$$;

-- O feed diz quando um turno meu desta vaga foi cancelado (RN12): a candidatura fica
-- "retirada" (cancelei eu) ou "recusada" (cancelou o estabelecimento) no banco, mas a tela
-- deve contar o que houve — `meu_turno_cancelado` ("turno cancelado por você") e
-- `meu_turno_cancelado_pelo_estabelecimento` ("turno cancelado pelo contratante": a posição
-- reaberta não é oferecida de novo a mim, ver motivo_inelegivel).
-- Regras: RN12, RN21, RN23.
create or replace function public.feed_vagas() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
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
                                         and t.estado = 'cancelada' and t.cancelado_por = c.id),
        'meu_turno_cancelado_pelo_estabelecimento',
          exists (select 1 from public.turnos t where t.vaga_id = v.id and t.profissional_id = c.id
                     and t.estado = 'cancelada' and t.cancelado_por <> c.id)) as j
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
end $$;

-- `termos_versao`: a ficha dos termos que a pessoa viu (feed_vagas, minhas_candidaturas).
-- Diferente da atual → vaga_alterada com os termos atuais; sem ela (clientes antigos), como antes.
-- Regras: RN19, RN21, RN24, RN05.
create or replace function public.candidatar(vaga_id uuid, termos_versao text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
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
end $$;

-- Candidaturas de seleção ainda pendentes (e as encerradas porque a vaga mudou, enquanto a
-- vaga aceita candidatos), com a vaga; a que começa antes vem primeiro.
-- Some a de quem bloqueei ou me bloqueou (RF26), como no feed.
-- Regras: RF26.
create or replace function public.minhas_candidaturas() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object('candidatura_id', x.id, 'estado', x.estado, 'em', x.em,
                                        'vaga', privado.vaga_profissional_json(x.vaga_id, c.id))
                     order by x.inicio, x.id)
      from (select ca.id, ca.estado, ca.em, ca.vaga_id, v.inicio
              from public.candidaturas ca join public.vagas v on v.id = ca.vaga_id
             where ca.profissional_id = c.id
               and (ca.estado = 'pendente'
                    -- Encerrada porque a vaga mudou: fica à vista enquanto dá para se candidatar de novo.
                    or (ca.estado = 'encerrada_por_edicao' and v.estado = 'publicada' and v.inicio > privado.agora()))
               and not privado.bloqueado(c.id, v.estabelecimento_id)
             order by v.inicio, ca.id
             limit privado.itens_max_lista()) x), '[]'::jsonb);
end $$;

-- Retirar e cancelar a vaga ao mesmo tempo: mesma ordem de travas (vaga → candidatura).
-- Regras: nenhuma RN própria (apoio).
create or replace function public.retirar_candidatura(candidatura_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
  ca public.candidaturas;
begin
  -- A vaga antes da candidatura (FOR KEY SHARE, a trava que o aviso da retirada pediria de
  -- qualquer jeito): cancelar_vaga, que trava a vaga e depois as candidaturas, espera aqui
  -- em vez de se travar com a retirada (deadlock, HTTP 500).
  perform 1 from public.vagas v
   where v.id = (select x.vaga_id from public.candidaturas x where x.id = retirar_candidatura.candidatura_id)
   for key share;
  select * into ca from public.candidaturas x where x.id = retirar_candidatura.candidatura_id for update;
  if ca.id is null then
    perform privado.recusar('PT404', 'candidatura_nao_encontrada', 'Candidatura não encontrada.');
  end if;
  if ca.profissional_id <> c.id then
    perform privado.recusar('PT403', 'nao_autorizado', 'Esta candidatura não é sua.');
  end if;
  if ca.estado = 'aceita' then
    perform privado.recusar('PT409', 'candidatura_escolhida',
      'Você já foi escolhido para esta vaga; para sair, cancele o turno.',
      jsonb_build_object('estado', ca.estado,
        'turno_id', (select t.id from public.turnos t where t.vaga_id = ca.vaga_id
                       and t.profissional_id = c.id and t.estado <> 'cancelada')));
  end if;
  if ca.estado in ('recusada', 'expirada', 'encerrada_por_edicao') then
    perform privado.recusar('PT409', 'candidatura_encerrada', 'Esta candidatura já foi decidida.',
      jsonb_build_object('estado', ca.estado));
  end if;
  if ca.estado = 'pendente' then
    update public.candidaturas set estado = 'retirada', decidida_em = agora where id = ca.id
    returning * into ca;
  end if;
  return jsonb_build_object('candidatura_id', ca.id, 'vaga_id', ca.vaga_id, 'estado', ca.estado,
                            'decidida_em', ca.decidida_em);
end $$;
