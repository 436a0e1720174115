-- Superfície da API (API.md, docs/CONTRATO.md): funções em public, chamadas por
-- POST /rest/v1/rpc/<nome>. Todas: security definer, search_path vazio, nomes
-- qualificados, EXECUTE só para authenticated. Cada uma confere perfil e posse.
-- Recusas: PTxyz + message (chave estável) + detail (pt-BR) + hint (JSON, quando útil).

-- =============================== Profissional ===============================

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
        'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome),
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
      where d.profissional_id = c.id and d.estado_entrega in ('enviada', 'entregue')
        and v.estado = 'publicada' and v.inicio > agora
        and (ab.n > 0 or ca.estado = 'pendente')
        and not privado.bloqueado(c.id, v.estabelecimento_id)
        -- nem a que já é minha, nem a que bate com um turno meu (RN21: não daria para pegar)
        and not exists (select 1 from public.turnos t where t.profissional_id = c.id
                           and t.estado <> 'cancelada' and t.periodo && v.periodo)) x), '[]'::jsonb);
end $$;

-- Fecha a vaga como preenchida quando não sobra posição aberta. O lock na linha da vaga
-- serializa só este passo: depois dele, o próximo comando enxerga os vencedores já
-- confirmados (READ COMMITTED tira um snapshot novo por comando). FOR NO KEY UPDATE, não
-- FOR UPDATE: o turno recém-inserido já pôs FOR KEY SHARE na vaga (FK), e FOR UPDATE com
-- dois vencedores da mesma vaga dava deadlock (achado pelo make bench; supabase/tests/14_trava_da_vaga.sql o protege).
create or replace function privado.atualizar_estado_vaga(vid uuid) returns void
language plpgsql set search_path = '' as $$
begin
  perform 1 from public.vagas where id = vid for no key update;
  update public.vagas v set estado = 'preenchida'
   where v.id = vid and v.estado = 'publicada'
     and not exists (select 1 from public.posicoes p where p.vaga_id = vid and p.estado = 'aberta');
  update public.vagas v set estado = 'publicada'
   where v.id = vid and v.estado = 'preenchida'
     and exists (select 1 from public.posicoes p where p.vaga_id = vid and p.estado = 'aberta');
end $$;

-- RN19: a posição é tomada por UPDATE condicional (aberta → confirmada) sobre uma linha
-- travada com SKIP LOCKED; o índice único turnos_uma_por_posicao é a última barreira.
-- Quem perde recebe 409 vaga_preenchida. RN21: a exclusão GiST recusa turno sobreposto.
create or replace function privado.ocupar_posicao(v public.vagas, prof uuid, agora timestamptz)
returns uuid
language plpgsql set search_path = '' as $$
declare
  pos uuid;
  tid uuid;
begin
  update public.posicoes p set estado = 'confirmada', preenchida_em = agora
   where p.id = (select q.id from public.posicoes q where q.vaga_id = v.id and q.estado = 'aberta'
                  order by q.numero limit 1 for update skip locked)
     and p.estado = 'aberta'
  returning p.id into pos;
  if pos is null then
    perform privado.recusar('PT409', 'vaga_preenchida', 'Que pena: outra pessoa confirmou esta vaga antes.',
      jsonb_build_object('preenchida_em', coalesce((select max(p.preenchida_em) from public.posicoes p
                                                    where p.vaga_id = v.id), agora)));
  end if;
  begin
    insert into public.turnos(posicao_id, vaga_id, profissional_id, periodo, valor_acordado_centavos, confirmado_em)
    values (pos, v.id, prof, v.periodo, v.valor_centavos, agora)
    returning id into tid;
  exception
    when exclusion_violation then
      perform privado.recusar('PT403', 'inelegivel', 'Há um turno confirmado no mesmo horário.',
        jsonb_build_object('motivo', 'Já existe um turno nesse horário.'));
    when unique_violation then
      perform privado.recusar('PT409', 'vaga_preenchida', 'Que pena: outra pessoa confirmou esta vaga antes.',
        jsonb_build_object('preenchida_em', agora));
  end;
  perform privado.atualizar_estado_vaga(v.id);
  return tid;
end $$;

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
    tid := privado.ocupar_posicao(v, c.id, agora);
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

create or replace function public.meus_turnos() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
begin
  return coalesce((
    select jsonb_agg(privado.turno_json(t.id, c.id, agora) order by lower(t.periodo), t.id)
      from public.turnos t
     where t.profissional_id = c.id
       and upper(t.periodo) > agora - interval '30 days'
       and (t.estado <> 'cancelada' or t.cancelado_em > agora - interval '7 days')), '[]'::jsonb);
end $$;

-- Turno do chamador como profissional (posse) — recusa 404/403.
create or replace function privado.turno_do_profissional(tid uuid, prof uuid) returns public.turnos
language plpgsql set search_path = '' as $$
declare t public.turnos;
begin
  select * into t from public.turnos where id = tid for update;
  if t.id is null then
    perform privado.recusar('PT404', 'turno_nao_encontrado', 'Turno não encontrado.');
  end if;
  if t.profissional_id <> prof then
    perform privado.recusar('PT403', 'nao_autorizado', 'Este turno não é seu.');
  end if;
  return t;
end $$;

-- Turno de uma vaga do estabelecimento do chamador (contratante membro).
create or replace function privado.turno_do_contratante(tid uuid, conta uuid) returns public.turnos
language plpgsql set search_path = '' as $$
declare t public.turnos;
begin
  select * into t from public.turnos where id = tid for update;
  if t.id is null then
    perform privado.recusar('PT404', 'turno_nao_encontrado', 'Turno não encontrado.');
  end if;
  if not privado.eh_membro((select v.estabelecimento_id from public.vagas v where v.id = t.vaga_id), conta) then
    perform privado.recusar('PT403', 'nao_autorizado', 'Este turno não é de um estabelecimento seu.');
  end if;
  return t;
end $$;

-- `em` é a hora do toque: no futuro além da tolerância, recusa.
create or replace function privado.conferir_toque(em timestamptz, agora timestamptz) returns void
language plpgsql set search_path = '' as $$
begin
  if em > agora + privado.tolerancia_relogio() then
    perform privado.recusar('PT422', 'horario_invalido', 'O horário informado está no futuro.',
      jsonb_build_object('agora', agora));
  end if;
end $$;

-- RN22: ≤ 200 m vira geolocalizado e verifica a presença; além disso (ou sem
-- localização) não é recusado: vira manual e espera o contratante.
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
  if toque < lower(t.periodo) - privado.janela_checkin_antes() or toque >= upper(t.periodo) then
    perform privado.recusar('PT422', 'horario_invalido', 'O check-in está fora do horário do turno.',
      jsonb_build_object('inicio', lower(t.periodo), 'fim', upper(t.periodo)));
  end if;
  if distancia_m < 0 or distancia_m = 'NaN'::double precision or distancia_m = 'Infinity'::double precision then
    perform privado.recusar('PT422', 'valor_invalido', 'Distância inválida.', '{"campo":"distancia_m"}');
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
  if toque < t.checkin_em or toque > upper(t.periodo) + privado.janela_checkout_depois() then
    perform privado.recusar('PT422', 'horario_invalido', 'O check-out está fora do horário do turno.',
      jsonb_build_object('checkin_em', t.checkin_em, 'fim', upper(t.periodo)));
  end if;
  if distancia_m < 0 or distancia_m = 'NaN'::double precision or distancia_m = 'Infinity'::double precision then
    perform privado.recusar('PT422', 'valor_invalido', 'Distância inválida.', '{"campo":"distancia_m"}');
  end if;
  update public.turnos
     set checkout_em = toque,
         checkout_tipo = case when distancia_m is not null and distancia_m <= privado.raio_checkin_m()
                              then 'geolocalizado'::public.tipo_registro else 'manual'::public.tipo_registro end,
         checkout_distancia_m = distancia_m
   where id = t.id;
  return privado.turno_json(t.id, c.id, agora);
end $$;

-- RN07: sim/não, só depois do fim previsto e com presença verificada; uma por turno e lado.
create or replace function public.avaliar(turno_id uuid, chamaria_de_novo boolean default null,
                                          em timestamptz default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
  t public.turnos;
  v public.vagas;
  meu_lado public.perfil_conta;
  avaliado uuid;
  a public.avaliacoes;
  toque timestamptz := coalesce(avaliar.em, agora);
begin
  if c.perfil = 'profissional' then
    t := privado.turno_do_profissional(avaliar.turno_id, c.id);
  else
    t := privado.turno_do_contratante(avaliar.turno_id, c.id);
  end if;
  select * into v from public.vagas where id = t.vaga_id;
  meu_lado := c.perfil;
  avaliado := case when meu_lado = 'profissional' then v.publicada_por else t.profissional_id end;
  select * into a from public.avaliacoes x where x.turno_id = t.id and x.lado = meu_lado;
  if a.turno_id is not null then   -- chave natural: turno + lado; repetir devolve a mesma
    return jsonb_build_object('turno_id', a.turno_id, 'lado', a.lado, 'chamaria_de_novo', a.chamaria_de_novo, 'em', a.em);
  end if;
  if chamaria_de_novo is null then
    perform privado.recusar('PT422', 'campo_obrigatorio', 'Responda sim ou não.', '{"campo":"chamaria_de_novo"}');
  end if;
  if t.estado = 'cancelada' then
    perform privado.recusar('PT409', 'turno_cancelado', 'Este turno foi cancelado.');
  end if;
  perform privado.conferir_toque(toque, agora);
  if agora < upper(t.periodo) or toque < upper(t.periodo) then
    perform privado.recusar('PT422', 'antes_do_fim', 'A avaliação abre quando o turno termina.',
      jsonb_build_object('libera_em', upper(t.periodo)));
  end if;
  if t.verificacao <> 'verificado' then
    perform privado.recusar('PT422', 'presenca_nao_verificada',
      'Só dá para avaliar um turno com presença verificada.');
  end if;
  insert into public.avaliacoes(turno_id, lado, autor_id, avaliado_id, chamaria_de_novo, em)
  values (t.id, meu_lado, c.id, avaliado, chamaria_de_novo, toque)
  returning * into a;
  return jsonb_build_object('turno_id', a.turno_id, 'lado', a.lado, 'chamaria_de_novo', a.chamaria_de_novo, 'em', a.em);
end $$;

-- RN12: reabre a posição, registra autor, momento e motivo; falta só com < 24 h.
create or replace function public.cancelar_turno(turno_id uuid, motivo text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
  t public.turnos;
  falta boolean;
begin
  if c.perfil = 'profissional' then
    t := privado.turno_do_profissional(cancelar_turno.turno_id, c.id);
  else
    t := privado.turno_do_contratante(cancelar_turno.turno_id, c.id);
  end if;
  if t.estado = 'cancelada' then
    return jsonb_build_object('conta_como_falta', t.conta_como_falta);
  end if;
  if trim(coalesce(motivo, '')) = '' then
    perform privado.recusar('PT422', 'campo_obrigatorio', 'Diga o motivo do cancelamento.', '{"campo":"motivo"}');
  end if;
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
  return jsonb_build_object('conta_como_falta', falta);
end $$;

create or replace function public.definir_disponibilidade(disponivel boolean default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
begin
  if disponivel is null then
    perform privado.recusar('PT422', 'campo_obrigatorio', 'Diga se está disponível.', '{"campo":"disponivel"}');
  end if;
  update public.profissionais p set disponivel = definir_disponibilidade.disponivel where p.conta_id = c.id;
  return privado.perfil_json(c.id, privado.agora());
end $$;

-- RF26: qualquer lado bloqueia o outro.
create or replace function public.bloquear(conta_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
begin
  if not exists (select 1 from public.contas x where x.id = bloquear.conta_id) then
    perform privado.recusar('PT404', 'conta_nao_encontrada', 'Conta não encontrada.');
  end if;
  if bloquear.conta_id = c.id then
    perform privado.recusar('PT422', 'valor_invalido', 'Não dá para bloquear a própria conta.');
  end if;
  insert into public.bloqueios(autor_id, bloqueado_id, em) values (c.id, bloquear.conta_id, privado.agora())
  on conflict do nothing;
end $$;

-- =============================== Contratante ===============================

-- Estabelecimento do contratante: o pedido (se é membro) ou o primeiro, administrador antes.
create or replace function privado.estabelecimento_do(conta uuid, pedido uuid default null) returns uuid
language plpgsql stable set search_path = '' as $$
declare eid uuid;
begin
  if pedido is not null then
    if not privado.eh_membro(pedido, conta) then
      perform privado.recusar('PT403', 'nao_autorizado', 'Você não é membro deste estabelecimento.');
    end if;
    return pedido;
  end if;
  select m.estabelecimento_id into eid from public.membros m
    join public.estabelecimentos e on e.id = m.estabelecimento_id
   where m.conta_id = conta order by m.papel, e.criado_em limit 1;
  if eid is null then
    perform privado.recusar('PT403', 'sem_estabelecimento', 'Sua conta não está ligada a um estabelecimento.');
  end if;
  return eid;
end $$;

create or replace function public.publicar_vaga(
  funcao text default null, inicio timestamptz default null, fim timestamptz default null,
  valor_centavos integer default null, refeicao boolean default null, transporte boolean default null,
  exige_material_proprio boolean default null, modo text default null, posicoes integer default null,
  endereco text default null, lat double precision default null, lng double precision default null,
  antecedencia_alerta_min integer default 180, bairro text default null, estabelecimento_id uuid default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  eid uuid := privado.estabelecimento_do(c.id, publicar_vaga.estabelecimento_id);
  faltando text;
  vid uuid;
begin
  -- RN02: campo que falta é recusado com o nome do campo.
  faltando := case
    when funcao is null or trim(funcao) = '' then 'funcao'
    when inicio is null then 'inicio'
    when fim is null then 'fim'
    when valor_centavos is null then 'valor_centavos'
    when refeicao is null then 'refeicao'
    when transporte is null then 'transporte'
    when exige_material_proprio is null then 'exige_material_proprio'
    when modo is null or trim(modo) = '' then 'modo'
    when posicoes is null then 'posicoes'
    when endereco is null or trim(endereco) = '' then 'endereco'
    when lat is null then 'lat'
    when lng is null then 'lng' end;
  if faltando is not null then
    perform privado.recusar('PT422', 'campo_obrigatorio', format('Preencha o campo obrigatório: %s.', faltando),
      jsonb_build_object('campo', faltando));
  end if;
  if funcao not in (select unnest(enum_range(null::public.funcao))::text) then
    perform privado.recusar('PT422', 'valor_invalido', 'Função desconhecida.', '{"campo":"funcao"}');
  end if;
  if modo not in ('urgencia', 'selecao') then
    perform privado.recusar('PT422', 'valor_invalido', 'Modo de preenchimento desconhecido.', '{"campo":"modo"}');
  end if;
  if valor_centavos <= 0 then
    perform privado.recusar('PT422', 'valor_invalido', 'O valor precisa ser maior que zero.', '{"campo":"valor_centavos"}');
  end if;
  if posicoes < 1 or posicoes > 100 then
    perform privado.recusar('PT422', 'valor_invalido', 'Número de posições inválido (1 a 100).', '{"campo":"posicoes"}');
  end if;
  if coalesce(antecedencia_alerta_min, privado.antecedencia_alerta_padrao_min()) <= 0 then
    perform privado.recusar('PT422', 'valor_invalido', 'A antecedência do alerta precisa ser positiva.',
      '{"campo":"antecedencia_alerta_min"}');
  end if;
  if lat not between -90 and 90 or lng not between -180 and 180 then
    perform privado.recusar('PT422', 'valor_invalido', 'Localização inválida.', '{"campo":"lat"}');
  end if;
  if inicio >= fim then
    perform privado.recusar('PT422', 'periodo_invalido', 'O fim precisa ser depois do início.');
  end if;
  if inicio <= agora then
    perform privado.recusar('PT422', 'periodo_invalido', 'O início precisa estar no futuro.');
  end if;
  if modo = 'selecao' and inicio - agora < privado.antecedencia_selecao() then
    perform privado.recusar('PT422', 'selecao_com_menos_de_24h',
      'Modo seleção só para vagas que começam daqui a 24 horas ou mais; use urgência.');
  end if;

  insert into public.vagas(estabelecimento_id, publicada_por, funcao, inicio, fim, valor_centavos, refeicao,
                           transporte, exige_material_proprio, modo, endereco, bairro, ponto,
                           antecedencia_alerta_min, publicada_em)
  values (eid, c.id, funcao::public.funcao, inicio, fim, valor_centavos, refeicao, transporte,
          exige_material_proprio, modo::public.modo_preenchimento, trim(endereco),
          -- Sem bairro explícito: o trecho depois da primeira vírgula do endereço.
          coalesce(nullif(trim(bairro), ''), nullif(trim(split_part(endereco, ',', 2)), ''), trim(endereco)),
          privado.ponto(lat, lng),
          coalesce(antecedencia_alerta_min, privado.antecedencia_alerta_padrao_min()), agora)
  returning id into vid;
  insert into public.posicoes(vaga_id, numero) select vid, n from generate_series(1, posicoes) n;
  -- O despacho sai fora desta requisição, pelo agendador (RNF03: ≤ 30 s).
  return privado.vaga_contratante_json(vid, c.id, agora);
end $$;

create or replace function public.minhas_vagas() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
begin
  return coalesce((
    select jsonb_agg(privado.vaga_contratante_json(v.id, c.id, agora) order by v.inicio, v.id)
      from public.vagas v join public.membros m on m.estabelecimento_id = v.estabelecimento_id and m.conta_id = c.id
     where v.fim > agora - interval '7 days'), '[]'::jsonb);
end $$;

-- Vagas com posição aberta dentro da antecedência de alerta (RF20) e turnos atrasados
-- (sem check-in 15 min depois do início).
create or replace function public.vagas_em_alerta() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
begin
  return jsonb_build_object(
    'vagas', coalesce((
      select jsonb_agg(jsonb_build_object('vaga_id', v.id, 'funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
               'posicoes_abertas', ab.n,
               'alerta_desde', v.inicio - make_interval(mins => v.antecedencia_alerta_min)) order by v.inicio, v.id)
        from public.vagas v
        join public.membros m on m.estabelecimento_id = v.estabelecimento_id and m.conta_id = c.id
        cross join lateral (select count(*)::integer as n from public.posicoes p
                             where p.vaga_id = v.id and p.estado = 'aberta') ab
       where v.estado = 'publicada' and ab.n > 0 and v.inicio > agora
         and agora >= v.inicio - make_interval(mins => v.antecedencia_alerta_min)), '[]'::jsonb),
    'atrasados', coalesce((
      select jsonb_agg(privado.turno_json(t.id, c.id, agora)
               || jsonb_build_object('minutos_atraso', floor(extract(epoch from agora - lower(t.periodo)) / 60)::integer)
               order by lower(t.periodo), t.id)
        from public.turnos t
        join public.vagas v on v.id = t.vaga_id
        join public.membros m on m.estabelecimento_id = v.estabelecimento_id and m.conta_id = c.id
       where t.estado = 'confirmada' and t.checkin_em is null
         and agora >= lower(t.periodo) + privado.tolerancia_atraso() and agora < upper(t.periodo)), '[]'::jsonb));
end $$;

create or replace function public.checkins_pendentes() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
begin
  return coalesce((
    select jsonb_agg(privado.turno_json(t.id, c.id, agora) order by t.checkin_em, t.id)
      from public.turnos t
      join public.vagas v on v.id = t.vaga_id
      join public.membros m on m.estabelecimento_id = v.estabelecimento_id and m.conta_id = c.id
     where t.checkin_tipo = 'manual' and t.checkin_confirmado_em is null and t.estado <> 'cancelada'
       and agora < upper(t.periodo) + privado.janela_confirmacao_manual()), '[]'::jsonb);
end $$;

-- RN22: o manual só vira presença com a confirmação do contratante.
create or replace function public.confirmar_checkin_manual(turno_id uuid, em timestamptz default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  t public.turnos := privado.turno_do_contratante(confirmar_checkin_manual.turno_id, c.id);
  toque timestamptz := coalesce(confirmar_checkin_manual.em, agora);
begin
  if t.estado = 'cancelada' then
    perform privado.recusar('PT409', 'turno_cancelado', 'Este turno foi cancelado.');
  end if;
  if t.checkin_em is null then
    perform privado.recusar('PT409', 'sem_checkin', 'O profissional ainda não fez check-in.');
  end if;
  if t.checkin_tipo = 'geolocalizado' or t.checkin_confirmado_em is not null then
    return privado.turno_json(t.id, c.id, agora);   -- já é presença: devolve igual
  end if;
  perform privado.conferir_toque(toque, agora);
  if agora >= upper(t.periodo) + privado.janela_confirmacao_manual() then
    perform privado.recusar('PT422', 'horario_invalido', 'O prazo para confirmar este check-in acabou.');
  end if;
  update public.turnos
     set checkin_confirmado_em = greatest(toque, checkin_em), checkin_confirmado_por = c.id,
         verificacao = 'verificado'
   where id = t.id;
  return privado.turno_json(t.id, c.id, agora);
end $$;

create or replace function public.escolher_candidato(candidatura_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  ca public.candidaturas;
  v public.vagas;
  tid uuid;
begin
  select * into ca from public.candidaturas x where x.id = escolher_candidato.candidatura_id for update;
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
  tid := privado.ocupar_posicao(v, ca.profissional_id, agora);
  update public.candidaturas set estado = 'aceita', decidida_em = agora where id = ca.id;
  -- Sem posição aberta, quem ficou pendente é recusado.
  update public.candidaturas x set estado = 'recusada', decidida_em = agora
   where x.vaga_id = v.id and x.estado = 'pendente'
     and not exists (select 1 from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta');
  return privado.turno_json(tid, c.id, agora);
end $$;

create or replace function public.incluir_na_equipe(profissional_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  eid uuid := privado.estabelecimento_do(c.id);
begin
  if not exists (select 1 from public.profissionais p where p.conta_id = incluir_na_equipe.profissional_id) then
    perform privado.recusar('PT404', 'profissional_nao_encontrado', 'Profissional não encontrado.');
  end if;
  insert into public.equipe_confianca(estabelecimento_id, profissional_id, incluido_por, em)
  values (eid, incluir_na_equipe.profissional_id, c.id, privado.agora())
  on conflict do nothing;
end $$;

-- =============================== Os dois perfis ===============================

create or replace function public.meu_perfil() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
begin
  return privado.perfil_json(c.id, privado.agora());
end $$;

create or replace function public.perfil_publico(conta_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  r jsonb;
begin
  select jsonb_build_object('conta_id', x.id, 'perfil', x.perfil, 'nome', x.nome,
                            'reputacao', privado.reputacao(x.id, privado.agora()))
    into r from public.contas x where x.id = perfil_publico.conta_id;
  if r is null then
    perform privado.recusar('PT404', 'conta_nao_encontrada', 'Conta não encontrada.');
  end if;
  return r;
end $$;

-- O substituto do push no terminal: o que o despacho entregou, mais antigo primeiro;
-- ler marca como entregue (RNF02). Bloqueio some daqui também (RF26).
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
       and not privado.bloqueado(c.id, v.estabelecimento_id)),
  marca as (
    update public.despachos d set estado_entrega = 'entregue', entregue_em = agora
      from lidas where d.id = lidas.id and d.estado_entrega = 'enviada' returning d.id)
  select coalesce(jsonb_agg(jsonb_build_object(
           'notificacao_id', l.id, 'vaga_id', l.vaga_id, 'funcao', l.funcao, 'inicio', l.inicio,
           'valor_centavos', l.valor_centavos, 'modo', l.modo,
           'estabelecimento', jsonb_build_object('id', l.eid, 'nome', l.nome),
           'enviada_em', l.enviada_em) order by l.enviada_em, l.inicio, l.id), '[]'::jsonb)
    into r from lidas l;
  return r;
end $$;

-- =============================== Permissões ===============================
revoke execute on all functions in schema public from public, anon;
revoke execute on all functions in schema privado from public, anon, authenticated;
do $$
declare f text;
begin
  foreach f in array array[
    'feed_vagas()', 'candidatar(uuid)', 'meus_turnos()',
    'fazer_checkin(uuid, double precision, timestamptz)', 'fazer_checkout(uuid, double precision, timestamptz)',
    'avaliar(uuid, boolean, timestamptz)', 'cancelar_turno(uuid, text)', 'definir_disponibilidade(boolean)',
    'bloquear(uuid)',
    'publicar_vaga(text, timestamptz, timestamptz, integer, boolean, boolean, boolean, text, integer, text, double precision, double precision, integer, text, uuid)',
    'minhas_vagas()', 'vagas_em_alerta()', 'checkins_pendentes()', 'confirmar_checkin_manual(uuid, timestamptz)',
    'escolher_candidato(uuid)', 'incluir_na_equipe(uuid)',
    'meu_perfil()', 'perfil_publico(uuid)', 'minhas_notificacoes(timestamptz)'] loop
    execute format('grant execute on function public.%s to authenticated', f);
  end loop;
end $$;
