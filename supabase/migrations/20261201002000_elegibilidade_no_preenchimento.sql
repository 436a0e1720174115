-- Elegibilidade vale quando a posição é preenchida, por qualquer caminho (candidatar na
-- urgência, escolher_candidato na seleção, posição reaberta por cancelamento), e RN19 nunca
-- vira falha técnica:
--  * privado.preencher_posicao é o único lugar que cria turno. Trava primeiro a linha do
--    profissional (duas candidaturas dele a vagas sobrepostas se enfileiram em vez de se
--    travarem na exclusão GiST), confere de novo RN05/RN21/RF26 e a suspensão com o que já
--    está confirmado, e só então pega a posição.
--  * "vaga_preenchida" só quando outra candidatura de fato segura a posição: SKIP LOCKED
--    primeiro (vencedores em paralelo nas vagas de várias posições); sem posição livre,
--    espera quem segura a que resta (se essa pessoa desistir ou falhar, a posição é nossa).
--  * Ordem das travas, a mesma em todo caminho: profissional → posições → vaga → candidaturas
--    (cancelar_vaga trava posições → vaga → candidaturas; cancelar_turno, turno → posição →
--    vaga). Por isso escolher_candidato só trava a candidatura depois de preencher, e confere
--    de novo que ela segue pendente (retirar e escolher juntos: um vencedor só).
--  * RN10: bloqueio depois da confirmação também esconde o contato dos dois lados.

-- Qual regra impede o profissional de ficar com a vaga (null = nenhuma). A ordem decide a
-- frase quando há mais de uma.
create or replace function privado.impedimento(vaga uuid, prof uuid, agora timestamptz)
returns text
language sql stable set search_path = '' as $$
  select case
    when p.suspenso_ate > agora then 'suspensao'
    when not (v.funcao = any (p.funcoes)) then 'funcao'
    when privado.bloqueado(p.conta_id, v.estabelecimento_id) then 'bloqueio'
    when not extensions.st_dwithin(p.ponto_base, v.ponto, privado.raio_elegibilidade_m())
         and not exists (select 1 from public.equipe_confianca ec
                          where ec.estabelecimento_id = v.estabelecimento_id and ec.profissional_id = p.conta_id)
      then 'distancia'
    when exists (select 1 from public.turnos t where t.profissional_id = p.conta_id and t.estado <> 'cancelada'
                    and t.periodo && v.periodo)
      then 'sobreposicao'
  end
  from public.vagas v, public.profissionais p
  where v.id = vaga and p.conta_id = prof
$$;

-- A frase para quem pediu: o profissional (candidatar) ou o contratante (escolher).
create or replace function privado.frase_impedimento(imp text, para public.perfil_conta)
returns text
language sql immutable set search_path = '' as $$
  select case when para = 'profissional' then
    case imp
      when 'suspensao' then 'Sua conta está suspensa no momento.'
      when 'bloqueio' then 'Esta vaga não está disponível para você.'
      when 'funcao' then 'Você não tem a função desta vaga.'
      when 'distancia' then format('A vaga fica a mais de %s km da sua base.', round(privado.raio_elegibilidade_m() / 1000))
      when 'sobreposicao' then 'Você já tem um turno nesse horário.'
    end
  else
    case imp
      when 'suspensao' then 'A conta deste profissional está suspensa no momento.'
      when 'bloqueio' then 'Há um bloqueio entre este profissional e o seu estabelecimento.'
      when 'funcao' then 'Este profissional não tem a função desta vaga.'
      when 'distancia' then format('Este profissional está a mais de %s km da vaga e não é da sua equipe de confiança.',
                                   round(privado.raio_elegibilidade_m() / 1000))
      when 'sobreposicao' then 'Este profissional já tem um turno nesse horário.'
    end
  end
$$;

-- Mesma frase de antes para candidatar (a suspensão tem recusa própria, conta_suspensa).
create or replace function privado.motivo_inelegivel(vaga uuid, prof uuid, agora timestamptz)
returns text
language sql stable set search_path = '' as $$
  select privado.frase_impedimento(i, 'profissional')
    from privado.impedimento(vaga, prof, agora) i where i is distinct from 'suspensao'
$$;

create or replace function privado.recusar_impedimento(imp text, para public.perfil_conta, prof uuid)
returns void
language plpgsql set search_path = '' as $$
declare frase text := privado.frase_impedimento(imp, para);
begin
  if imp = 'suspensao' and para = 'profissional' then
    perform privado.recusar('PT403', 'conta_suspensa', frase,
      jsonb_build_object('suspenso_ate', (select p.suspenso_ate from public.profissionais p where p.conta_id = prof)));
  end if;
  perform privado.recusar('PT403', 'inelegivel', frase, jsonb_build_object('motivo', frase, 'impedimento', imp));
end $$;

-- O único caminho que cria turno (RN19, RN21, RN05, RF26 no momento do preenchimento).
create or replace function privado.preencher_posicao(v public.vagas, prof uuid, agora timestamptz,
                                                     pedido_por public.perfil_conta)
returns uuid
language plpgsql set search_path = '' as $$
declare
  pos uuid;
  tid uuid;
  imp text;
begin
  -- Enfileira os preenchimentos do mesmo profissional (FOR NO KEY UPDATE convive com o
  -- FOR KEY SHARE das FKs de despachos/candidaturas/turnos).
  perform 1 from public.profissionais p where p.conta_id = prof for no key update;
  -- Comando novo, foto nova: enxerga o que quem estava na frente confirmou.
  imp := privado.impedimento(v.id, prof, agora);
  if imp is not null then
    perform privado.recusar_impedimento(imp, pedido_por, prof);
  end if;

  -- SKIP LOCKED trava (e pula) também a linha que outro acabou de confirmar; sem posição
  -- livre, a subtransação é desfeita para não sair daqui segurando essas travas (quem espera
  -- abaixo esperaria por elas: deadlock).
  begin
    select q.id into pos from public.posicoes q
     where q.vaga_id = v.id and q.estado = 'aberta'
     order by q.numero limit 1 for update skip locked;
    if pos is null then
      raise exception using errcode = 'PT000', message = 'sem_posicao_livre';
    end if;
  exception when sqlstate 'PT000' then
    pos := null;
  end;
  if pos is null then
    -- Todas as abertas estão com alguém: espera. Se quem segura confirmar, a linha deixa de
    -- ser 'aberta' e a busca passa à próxima; se desistir, fica conosco. Uma espera por vez
    -- por vaga (advisory lock da transação): várias esperando nas mesmas linhas seguram as
    -- versões já confirmadas que pularam e se travavam umas nas outras (deadlock).
    perform pg_advisory_xact_lock(hashtext('frila.espera_posicao'), hashtext(v.id::text));
    select q.id into pos from public.posicoes q
     where q.vaga_id = v.id and q.estado = 'aberta'
     order by q.numero limit 1 for update;
  end if;
  if pos is null and exists (select 1 from public.vagas x where x.id = v.id
                              and (x.estado in ('encerrada', 'cancelada') or x.encerrada_em is not null)) then
    -- Esperou quem cancelava ou encerrava a vaga inteira.
    perform privado.recusar('PT410', 'vaga_encerrada', 'Esta vaga já foi encerrada.');
  end if;
  if pos is null then
    perform privado.recusar('PT409', 'vaga_preenchida', 'Que pena: outra pessoa confirmou esta vaga antes.',
      jsonb_build_object('preenchida_em', coalesce((select max(p.preenchida_em) from public.posicoes p
                                                    where p.vaga_id = v.id), agora)));
  end if;
  update public.posicoes set estado = 'confirmada', preenchida_em = agora where id = pos;
  begin
    insert into public.turnos(posicao_id, vaga_id, profissional_id, periodo, valor_acordado_centavos, confirmado_em)
    values (pos, v.id, prof, v.periodo, v.valor_centavos, agora)
    returning id into tid;
  exception
    when exclusion_violation then
      perform privado.recusar_impedimento('sobreposicao', pedido_por, prof);
    when unique_violation then
      perform privado.recusar('PT409', 'vaga_preenchida', 'Que pena: outra pessoa confirmou esta vaga antes.',
        jsonb_build_object('preenchida_em', agora));
  end;
  perform privado.atualizar_estado_vaga(v.id);
  return tid;
end $$;

-- Quem ainda chamar o nome antigo passa pelo mesmo caminho.
create or replace function privado.ocupar_posicao(v public.vagas, prof uuid, agora timestamptz)
returns uuid
language sql set search_path = '' as $$
  select privado.preencher_posicao(v, prof, agora, 'profissional')
$$;

create or replace function public.candidatar(vaga_id uuid) returns jsonb
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

create or replace function public.escolher_candidato(candidatura_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  ca public.candidaturas;
  v public.vagas;
  tid uuid;
  agora_estado public.estado_candidatura;
begin
  select * into ca from public.candidaturas x where x.id = escolher_candidato.candidatura_id;
  if ca.id is null then
    perform privado.recusar('PT404', 'candidatura_nao_encontrada', 'Candidatura não encontrada.');
  end if;
  select * into v from public.vagas where id = ca.vaga_id;
  if not privado.eh_membro(v.estabelecimento_id, c.id) then
    perform privado.recusar('PT403', 'nao_autorizado', 'Esta vaga não é de um estabelecimento seu.');
  end if;
  if ca.estado = 'aceita' then   -- repetir devolve o mesmo turno
    select t.id into tid from public.turnos t
     where t.vaga_id = v.id and t.profissional_id = ca.profissional_id and t.estado <> 'cancelada';
    if tid is not null then
      return privado.turno_json(tid, c.id, agora);
    end if;
  end if;
  if v.estado in ('encerrada', 'cancelada') or v.encerrada_em is not null or v.inicio <= agora then
    perform privado.recusar('PT410', 'vaga_encerrada', 'Esta vaga já foi encerrada.');
  end if;
  if ca.estado <> 'pendente' then
    perform privado.recusar('PT409', 'candidatura_indisponivel', 'Esta candidatura não está mais pendente.',
      jsonb_build_object('estado', ca.estado));
  end if;
  tid := privado.preencher_posicao(v, ca.profissional_id, agora, 'contratante');
  -- Candidatura por último (ordem das travas): retirada enquanto preenchíamos desfaz tudo.
  select x.estado into agora_estado from public.candidaturas x where x.id = ca.id for update;
  if agora_estado <> 'pendente' then
    perform privado.recusar('PT409', 'candidatura_indisponivel', 'Esta candidatura não está mais pendente.',
      jsonb_build_object('estado', agora_estado));
  end if;
  update public.candidaturas set estado = 'aceita', decidida_em = agora where id = ca.id;
  -- Sem posição aberta, quem ficou pendente é recusado. SKIP LOCKED: a de outra escolha em
  -- curso fica com ela (que vai perder a posição e deixá-la pendente).
  update public.candidaturas x set estado = 'recusada', decidida_em = agora
   where x.id in (select y.id from public.candidaturas y where y.vaga_id = v.id and y.estado = 'pendente'
                  for update skip locked)
     and not exists (select 1 from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta');
  return privado.turno_json(tid, c.id, agora);
end $$;

-- Retirar e cancelar a vaga ao mesmo tempo: mesma ordem de travas (vaga → candidatura).
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

-- RN10 + RF26: contato só em turno confirmado e sem bloqueio entre o par, em nenhum sentido.
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
    -- Cancelado: quem (o lado, nunca a conta do outro) e quando (RN12).
    'cancelamento', case when t.estado = 'cancelada' then jsonb_build_object(
        'em', t.cancelado_em, 'conta_como_falta', t.conta_como_falta,
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

revoke execute on all functions in schema privado from public, anon, authenticated;
