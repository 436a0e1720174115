-- RPCs de turnos e presença: meus turnos, check-in/out (RN22, RN11), confirmação manual,
-- cancelamento (RN12) e histórico.

-- RN12 lido pelo outro lado: o motivo do cancelamento chega a quem não cancelou, no turno
-- e no aviso, com o lado que cancelou (a falta só pesa para quem cancelou: a taxa de
-- comparecimento do profissional conta apenas os cancelamentos dele).
-- Regras: RN10, RN12, RF26.
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

-- Turno do chamador como profissional (posse). O alheio responde como o inexistente (404),
-- como turno_por_id: o id de um turno alheio não se confirma por aqui.
-- Regras: nenhuma RN própria (apoio).
create or replace function privado.turno_do_profissional(tid uuid, prof uuid) returns public.turnos
language plpgsql set search_path = '' as $$
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
end $$;

-- Turno de uma vaga do estabelecimento do chamador (contratante membro); o alheio responde
-- como o inexistente (404), como turno_por_id.
-- Regras: nenhuma RN própria (apoio).
create or replace function privado.turno_do_contratante(tid uuid, conta uuid) returns public.turnos
language plpgsql set search_path = '' as $$
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
end $$;

-- `em` (hora do toque): finito, não no futuro além da folga de relógio e não mais velho que
-- o cache offline (RNF06). Vale para check-in, check-out, confirmação manual e avaliação.
-- Regras: Presença (docs/CONTRATO.md, "Presença"); RNF06.
create or replace function privado.conferir_toque(em timestamptz, agora timestamptz) returns void
language plpgsql set search_path = '' as $$
begin
  if not isfinite(em) then
    perform privado.recusar('PT422', 'horario_invalido', 'O horário informado não é uma data válida.',
      jsonb_build_object('agora', agora));
  end if;
  if em > agora + privado.tolerancia_relogio() then
    perform privado.recusar('PT422', 'horario_invalido',
      format('O horário do toque está no futuro (o relógio do aparelho adianta mais de %s min); acerte o relógio e toque de novo.',
             extract(epoch from privado.tolerancia_relogio())::integer / 60),
      jsonb_build_object('agora', agora, 'em', em));
  end if;
  if em < agora - privado.idade_max_toque() then
    perform privado.recusar('PT422', 'toque_antigo',
      format('Toque de mais de %s h atrás: o servidor não aceita presença tão antiga.',
             extract(epoch from privado.idade_max_toque())::integer / 3600),
      jsonb_build_object('agora', agora, 'em', em, 'desde', agora - privado.idade_max_toque()));
  end if;
end $$;

-- Os atuais e futuros primeiro; dos passados, os mais recentes.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function public.meus_turnos() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
begin
  return coalesce((
    select jsonb_agg(privado.turno_json(x.id, c.id, agora) order by x.ini, x.id)
      from (select t.id, lower(t.periodo) as ini from public.turnos t
             where t.profissional_id = c.id
               and upper(t.periodo) > agora - make_interval(days => privado.dias_turnos_passados_na_lista())
               and (t.estado <> 'cancelada' or t.cancelado_em > agora - interval '7 days')
             order by (upper(t.periodo) <= agora),
                      case when upper(t.periodo) > agora then lower(t.periodo) end,
                      lower(t.periodo) desc, t.id
             limit privado.itens_max_lista()) x), '[]'::jsonb);
end $$;

-- O servidor já agiu sobre o turno antes da hora deste toque: fechou-o (agendador), já o
-- mostra atrasado (vagas_em_alerta, a partir de início + tolerância) ou já mandou o aviso de
-- atraso. Um toque datado antes disso que só chega agora não reescreve o passado sozinho.
-- Regras: RN22; Presença (docs/CONTRATO.md, "Presença").
create or replace function privado.toque_depois_do_fato(t public.turnos, toque timestamptz, agora timestamptz)
returns boolean
language sql stable set search_path = '' as $$
  select t.estado = 'cumprida'
      or (agora >= lower(t.periodo) + privado.tolerancia_atraso() and toque < lower(t.periodo) + privado.tolerancia_atraso())
      or exists (select 1 from public.avisos a where a.turno_id = t.id and a.tipo = 'atraso' and a.em > toque)
$$;

-- RN22: ≤ 200 m vira geolocalizado e verifica a presença; além disso (ou sem
-- localização, ou datado antes de algo que o servidor já fez com o turno: fechá-lo, dá-lo
-- como atrasado) não é recusado: vira manual e espera o contratante, que é avisado.
-- Toque com mais de 24 h, no futuro ou de antes da confirmação do turno é recusado.
-- Regras: RN22; Presença (docs/CONTRATO.md, "Presença").
create or replace function public.fazer_checkin(turno_id uuid, distancia_m double precision default null,
                                                em public.instante default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
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
end $$;

-- Regras: RN22; presença (RULES.md): check-out depois do check-in e dentro da janela.
create or replace function public.fazer_checkout(turno_id uuid, distancia_m double precision default null,
                                                 em public.instante default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
  t public.turnos := privado.turno_do_profissional(fazer_checkout.turno_id, c.id);
  toque timestamptz := coalesce(privado.instante(fazer_checkout.em), agora);
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

-- RN12 com o turno já começado: a falta conta (lower(periodo) - agora < 24 h) e a posição
-- reabre numa vaga que não aceita mais ninguém (começada). A resposta diz isso
-- (`ja_comecou`), para a frase do cliente contar o que aconteceu em vez de "menos de 24 h
-- do início". Só um campo a mais; o resto da função é o da migration de limites.
-- Regras: RN12, RF06.
create or replace function public.cancelar_turno(turno_id uuid, motivo text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
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
end $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function public.checkins_pendentes() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
begin
  return coalesce((
    select jsonb_agg(privado.turno_json(x.id, c.id, agora) order by x.checkin_em, x.id)
      from (select t.id, t.checkin_em from public.turnos t
              join public.vagas v on v.id = t.vaga_id
              join public.membros m on m.estabelecimento_id = v.estabelecimento_id and m.conta_id = c.id
             where t.checkin_tipo = 'manual' and t.checkin_confirmado_em is null and t.estado <> 'cancelada'
               and agora < upper(t.periodo) + privado.janela_confirmacao_manual()
             order by t.checkin_em, t.id
             limit privado.itens_max_lista()) x), '[]'::jsonb);
end $$;

-- RN22: o manual só vira presença com a confirmação do contratante.
-- Regras: RN22.
create or replace function public.confirmar_checkin_manual(turno_id uuid, em public.instante default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  t public.turnos := privado.turno_do_contratante(confirmar_checkin_manual.turno_id, c.id);
  toque timestamptz := coalesce(privado.instante(confirmar_checkin_manual.em), agora);
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

-- Um turno passado: cumprido (presença verificada), não verificado ou cancelado (quem,
-- quando, motivo, se contou como falta — RN12), com o valor acordado e as duas avaliações.
-- Regras: RN12.
create or replace function privado.turno_historico_json(t public.turnos, agora timestamptz) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'turno_id', t.id, 'vaga_id', t.vaga_id,
    'situacao', case when t.estado = 'cancelada' then 'cancelado'
                     when t.verificacao = 'verificado' then 'cumprido'
                     else 'nao_verificado' end,
    'funcao', v.funcao, 'inicio', lower(t.periodo), 'fim', upper(t.periodo), 'bairro', v.bairro,
    'valor_acordado_centavos', t.valor_acordado_centavos,
    'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome),
    'profissional', jsonb_build_object('id', pc.id, 'nome', pc.nome),
    'verificacao', t.verificacao,
    'cancelamento', case when t.estado = 'cancelada' then jsonb_build_object(
        'em', t.cancelado_em,
        'por', case when t.cancelado_por = t.profissional_id then 'profissional' else 'contratante' end,
        'autor', jsonb_build_object('id', au.id, 'nome', au.nome),
        'motivo', t.motivo_cancelamento,
        'conta_como_falta', t.conta_como_falta) end,
    'avaliacoes', jsonb_build_object(
        'do_profissional', (select a.chamaria_de_novo from public.avaliacoes a where a.turno_id = t.id and a.lado = 'profissional'),
        'do_contratante', (select a.chamaria_de_novo from public.avaliacoes a where a.turno_id = t.id and a.lado = 'contratante')))
  from public.vagas v
  join public.estabelecimentos e on e.id = v.estabelecimento_id
  join public.contas pc on pc.id = t.profissional_id
  left join public.contas au on au.id = t.cancelado_por
  where v.id = t.vaga_id
$$;

-- Profissional: os turnos dele; contratante: os dos estabelecimentos de que é membro.
-- Entram os que já terminaram e os cancelados. `cursor` é o `proximo_cursor` da página
-- anterior (texto opaco); `limite` de 1 a historico_limite_maximo().
-- Regras: nenhuma RN própria (apoio).
create or replace function public.historico_turnos(cursor text default null, limite integer default null)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
  n integer := coalesce(historico_turnos.limite, privado.historico_limite_padrao());
  antes_de timestamptz;
  antes_id uuid;
  ids uuid[];
begin
  if n < 1 or n > privado.historico_limite_maximo() then
    perform privado.recusar('PT422', 'valor_invalido',
      format('O tamanho da página vai de 1 a %s.', privado.historico_limite_maximo()), '{"campo":"limite"}');
  end if;
  if historico_turnos.cursor is not null then
    begin
      antes_de := split_part(historico_turnos.cursor, '|', 1)::timestamptz;
      antes_id := split_part(historico_turnos.cursor, '|', 2)::uuid;
    exception when others then
      antes_de := null;
    end;
    if antes_de is null or antes_id is null or antes_de::text in ('infinity', '-infinity') then
      perform privado.recusar('PT422', 'valor_invalido', 'Cursor de página inválido; recomece do início.',
        '{"campo":"cursor"}');
    end if;
  end if;

  ids := array(
    select t.id from public.turnos t
     where (case when c.perfil = 'profissional' then t.profissional_id = c.id
                 else exists (select 1 from public.vagas v join public.membros m
                                on m.estabelecimento_id = v.estabelecimento_id and m.conta_id = c.id
                               where v.id = t.vaga_id) end)
       and (t.estado = 'cancelada' or upper(t.periodo) <= agora)
       and (antes_de is null or (lower(t.periodo), t.id) < (antes_de, antes_id))
     order by lower(t.periodo) desc, t.id desc
     limit n + 1);

  return jsonb_build_object(
    'itens', coalesce((select jsonb_agg(privado.turno_historico_json(t, agora) order by lower(t.periodo) desc, t.id desc)
                         from public.turnos t where t.id = any (ids[1:n])), '[]'::jsonb),
    'proximo_cursor', (select (to_jsonb(lower(t.periodo)) #>> '{}') || '|' || t.id
                         from public.turnos t where cardinality(ids) > n and t.id = ids[n]));
end $$;

-- Agir num turno pelo id lê aquele turno, não uma página de lista: um contratante com mais
-- vagas do que cabem em minhas_vagas (ou um turno fora da janela de meus_turnos) ainda
-- avalia, confirma, cancela e vê o contato dele. Mesmo JSON de meus_turnos (turno_json);
-- só o profissional do turno ou um membro do estabelecimento da vaga o leem, como as ações.
-- Regras: RN10 (contato só a quem confirmou), RF26.
create or replace function public.turno_por_id(turno_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  tid uuid := turno_id;
  t public.turnos;
begin
  select * into t from public.turnos x where x.id = tid;
  -- Inexistente e alheio dizem o mesmo: o id de um turno alheio não se confirma por aqui.
  if t.id is null or not (t.profissional_id = c.id
       or privado.eh_membro((select v.estabelecimento_id from public.vagas v where v.id = t.vaga_id), c.id)) then
    perform privado.recusar('PT404', 'turno_nao_encontrado', 'Turno não encontrado.');
  end if;
  return privado.turno_json(t.id, c.id, privado.agora());
end $$;
