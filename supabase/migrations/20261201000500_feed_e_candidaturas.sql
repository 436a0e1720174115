-- Feed que mostra a vaga assim que uma leva me inclui (com a reputação do estabelecimento);
-- minhas candidaturas de seleção e a retirada. Só acréscimos (e a troca de feed_vagas); ver docs/CONTRATO.md.

-- A vaga ainda me alcança hoje: no raio OU na equipe de confiança do estabelecimento, e sem
-- bloqueio em nenhum sentido (RF26). Conferido a cada leitura, para que desbloquear, sair da
-- equipe ou bloquear valham na hora no feed e nas notificações, sem esperar o agendador.
create or replace function privado.alcanca(prof uuid, vid uuid) returns boolean
language sql stable set search_path = '' as $$
  select not privado.bloqueado(p.conta_id, v.estabelecimento_id)
     and (extensions.st_dwithin(p.ponto_base, v.ponto, privado.raio_elegibilidade_m())
          or exists (select 1 from public.equipe_confianca ec
                      where ec.estabelecimento_id = v.estabelecimento_id and ec.profissional_id = p.conta_id))
    from public.profissionais p, public.vagas v
   where p.conta_id = prof and v.id = vid
$$;

-- Reputação do estabelecimento (RN08, RF16): as avaliações que os profissionais deram aos
-- turnos das vagas dele ("6 de 7 chamariam de novo"); sem histórico, total 0. Começa pelos
-- membros (índice avaliacoes_avaliado: quem avalia do lado profissional avalia quem publicou).
create or replace function privado.reputacao_do_estabelecimento(eid uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object('positivas', count(*) filter (where a.chamaria_de_novo), 'total', count(*),
                            'taxa_comparecimento', null, 'turnos_considerados', 0)
    from public.avaliacoes a
    join public.turnos t on t.id = a.turno_id
    join public.vagas v on v.id = t.vaga_id
   where a.avaliado_id in (select m.conta_id from public.membros m where m.estabelecimento_id = eid)
     and a.lado = 'profissional' and v.estabelecimento_id = eid
$$;

-- RN23 limita o AVISO (faixa + campainha, em minhas_notificacoes), não a lista: a linha de
-- despacho existe desde a leva, mesmo retida pelo teto (`pendente`) ou com a entrega
-- falhada, então a vaga entra no feed na hora. Antes o filtro pedia entrega enviada, e a
-- vaga ficava invisível até o teto soltar (até 30 min).
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
        'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome,
                                              'reputacao', privado.reputacao_do_estabelecimento(e.id)),
        'bairro', v.bairro,
        'distancia_m', round(extensions.st_distance(p.ponto_base, v.ponto)::numeric, 1),
        'posicoes_abertas', ab.n,
        'minha_candidatura', ca.estado) as j
      from public.despachos d
      join public.vagas v on v.id = d.vaga_id
      join public.estabelecimentos e on e.id = v.estabelecimento_id
      join public.profissionais p on p.conta_id = c.id
      left join public.candidaturas ca on ca.vaga_id = v.id and ca.profissional_id = c.id
      cross join lateral (select count(*)::integer as n from public.posicoes po
                           where po.vaga_id = v.id and po.estado = 'aberta') ab
      where d.profissional_id = c.id
        and v.estado = 'publicada' and v.inicio > agora
        and (ab.n > 0 or ca.estado = 'pendente')
        and privado.alcanca(c.id, v.id)
        -- nem a que já é minha, nem a que bate com um turno meu (RN21: não daria para pegar)
        and not exists (select 1 from public.turnos t where t.profissional_id = c.id
                           and t.estado <> 'cancelada' and t.periodo && v.periodo)) x), '[]'::jsonb);
end $$;

-- Vaga vista pelo profissional (mesma forma do feed, sem contato: RN10).
create or replace function privado.vaga_profissional_json(vid uuid, prof uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'vaga_id', v.id, 'funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
    'valor_centavos', v.valor_centavos, 'inclusos', privado.inclusos_json(v), 'modo', v.modo,
    'estado', v.estado,
    'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome,
                                          'reputacao', privado.reputacao_do_estabelecimento(e.id)),
    'bairro', v.bairro,
    'distancia_m', round(extensions.st_distance(p.ponto_base, v.ponto)::numeric, 1),
    'posicoes_abertas', (select count(*)::integer from public.posicoes po where po.vaga_id = v.id and po.estado = 'aberta'))
  from public.vagas v join public.estabelecimentos e on e.id = v.estabelecimento_id
  join public.profissionais p on p.conta_id = prof
  where v.id = vid
$$;

-- Candidaturas de seleção ainda pendentes, com a vaga; a que começa antes vem primeiro.
-- Some a de quem bloqueei ou me bloqueou (RF26), como no feed.
create or replace function public.minhas_candidaturas() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object('candidatura_id', ca.id, 'estado', ca.estado, 'em', ca.em,
                                        'vaga', privado.vaga_profissional_json(v.id, c.id))
                     order by v.inicio, ca.id)
      from public.candidaturas ca join public.vagas v on v.id = ca.vaga_id
     where ca.profissional_id = c.id and ca.estado = 'pendente'
       and not privado.bloqueado(c.id, v.estabelecimento_id)), '[]'::jsonb);
end $$;

-- Retirar uma candidatura pendente. Escolhida (ou já decidida) não volta: 409. A linha fica
-- travada como em escolher_candidato, então retirar e escolher ao mesmo tempo dão um só
-- vencedor. Repetir a retirada devolve o mesmo.
create or replace function public.retirar_candidatura(candidatura_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
  ca public.candidaturas;
begin
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
  if ca.estado in ('recusada', 'expirada') then
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

revoke execute on function public.minhas_candidaturas() from public, anon;
revoke execute on function public.retirar_candidatura(uuid) from public, anon;
grant execute on function public.minhas_candidaturas() to authenticated;
grant execute on function public.retirar_candidatura(uuid) to authenticated;
revoke execute on all functions in schema privado from public, anon, authenticated;
