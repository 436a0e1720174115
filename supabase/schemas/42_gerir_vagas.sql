-- RPCs do contratante para as vagas: publicar (RN02, RN18, RN24, RF20), listas, alertas,
-- escolher candidato (RN19), detalhe com despacho e contato (RN10), cancelar a vaga (RN12),
-- editar, duplicar, e o piso da vaga (gatilho vagas_piso).

-- A vaga cancelada inteira diz quando, por quem e por quê também na lista (minhas_vagas,
-- publicar/editar), não só no detalhe_vaga: a linha e o detalhe da TUI leem "cancelada"
-- com a hora e o motivo, sem um pedido a mais.
-- Regras: RN10, RN12.
create or replace function privado.vaga_contratante_json(vid uuid, leitor uuid, agora timestamptz)
returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'vaga_id', v.id, 'funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
    'valor_centavos', v.valor_centavos, 'inclusos', privado.inclusos_json(v), 'modo', v.modo,
    'estado', v.estado, 'local', privado.local_json(v.endereco, v.ponto),
    'antecedencia_alerta_min', v.antecedencia_alerta_min,
    'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome),
    -- As posições de agora (a cancelada numa edição, no fechamento ou com a vaga não conta) e
    -- quantas delas têm turno: "1/2" lido na lista é o que a vaga é, não o que foi.
    'posicoes_total', (select count(*) from public.posicoes p where p.vaga_id = v.id and p.estado <> 'cancelada'),
    'posicoes_abertas', (select count(*) from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta'),
    'posicoes_preenchidas', (select count(*) from public.posicoes p
                              where p.vaga_id = v.id and p.estado <> 'cancelada'
                                and exists (select 1 from public.turnos t where t.posicao_id = p.id and t.estado <> 'cancelada')),
    'posicoes', coalesce((
      select jsonb_agg(jsonb_build_object('posicao_id', p.id, 'estado', p.estado,
               'turno', (select privado.turno_json(t.id, leitor, agora) from public.turnos t
                          where t.posicao_id = p.id and t.estado <> 'cancelada')) order by p.numero)
        from (select * from public.posicoes p where p.vaga_id = v.id order by p.numero
               limit privado.posicoes_max()) p), '[]'::jsonb),
    'candidaturas', coalesce((
      -- impedimento: a regra que recusaria escolher este candidato agora (a mesma de
      -- preencher_posicao), dita antes da escolha; só das pendentes.
      select jsonb_agg(jsonb_build_object('candidatura_id', c.id, 'estado', c.estado, 'em', c.em,
               'profissional', jsonb_build_object('id', pc.id, 'nome', pc.nome,
                                                  'reputacao', privado.reputacao(pc.id, agora)),
               'impedimento', case when c.estado = 'pendente' then privado.impedimento(v.id, pc.id, agora) end)
               order by c.em, c.id)
        from (select * from public.candidaturas c where c.vaga_id = v.id
               order by (c.estado <> 'pendente'), c.em, c.id
               limit privado.candidaturas_max_por_vaga()) c
        join public.contas pc on pc.id = c.profissional_id), '[]'::jsonb),
    'cancelados', coalesce((
      select jsonb_agg(jsonb_build_object('turno_id', t.id, 'posicao_id', t.posicao_id,
               'profissional', jsonb_build_object('id', pc.id, 'nome', pc.nome),
               'em', t.cancelado_em,
               'por', case when t.cancelado_por = t.profissional_id then 'profissional' else 'contratante' end,
               'autor', jsonb_build_object('id', au.id, 'nome', au.nome),
               'motivo', t.motivo_cancelamento, 'conta_como_falta', t.conta_como_falta)
               order by t.cancelado_em desc, t.id)
        from (select * from public.turnos t where t.vaga_id = v.id and t.estado = 'cancelada'
               order by t.cancelado_em desc, t.id
               limit privado.candidaturas_max_por_vaga()) t
        join public.contas pc on pc.id = t.profissional_id
        join public.contas au on au.id = t.cancelado_por), '[]'::jsonb),
    'cancelamento', case when v.cancelada_em is not null then jsonb_build_object(
        'em', v.cancelada_em, 'motivo', v.motivo_cancelamento,
        'autor', (select jsonb_build_object('id', x.id, 'nome', x.nome) from public.contas x where x.id = v.cancelada_por)) end)
  from public.vagas v join public.estabelecimentos e on e.id = v.estabelecimento_id
  where v.id = vid
$$;

-- Regras: RN02, RNF03.
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
  -- Publicar (e editar, que valida por aqui) é do administrador; o operador acompanha.
  eid uuid := privado.exigir_administrador(c.id, publicar_vaga.estabelecimento_id);
  faltando text;
  vid uuid;
  ant integer := coalesce(antecedencia_alerta_min, privado.antecedencia_alerta_padrao_min());
  end_limpo text;
  bairro_final text;
  outro_nome text;
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
  if valor_centavos > privado.valor_max_centavos() then
    perform privado.recusar('PT422', 'fora_do_limite',
      format('O valor pode ser no máximo %s por turno.', privado.reais(privado.valor_max_centavos())),
      jsonb_build_object('campo', 'valor_centavos', 'maximo', privado.valor_max_centavos()));
  end if;
  if posicoes < 1 or posicoes > privado.posicoes_max() then
    perform privado.recusar('PT422', 'valor_invalido', format('Número de posições inválido (1 a %s).', privado.posicoes_max()),
      '{"campo":"posicoes"}');
  end if;
  if ant <= 0 then
    perform privado.recusar('PT422', 'valor_invalido', 'A antecedência do alerta precisa ser positiva.',
      '{"campo":"antecedencia_alerta_min"}');
  end if;
  if ant > privado.antecedencia_alerta_max_min() then
    perform privado.recusar('PT422', 'fora_do_limite',
      format('A antecedência do alerta pode ser no máximo %s dias.', privado.antecedencia_alerta_max_min() / 1440),
      jsonb_build_object('campo', 'antecedencia_alerta_min', 'maximo', privado.antecedencia_alerta_max_min()));
  end if;
  if lat not between -90 and 90 or lng not between -180 and 180 then
    perform privado.recusar('PT422', 'valor_invalido', 'Localização inválida.', '{"campo":"lat"}');
  end if;
  if not isfinite(inicio) or not isfinite(fim) then
    perform privado.recusar('PT422', 'periodo_invalido', 'Início e fim precisam ser datas de verdade, não infinitas.',
      jsonb_build_object('campo', case when not isfinite(inicio) then 'inicio' else 'fim' end));
  end if;
  if inicio >= fim then
    perform privado.recusar('PT422', 'periodo_invalido', 'O fim precisa ser depois do início.');
  end if;
  if inicio <= agora then
    perform privado.recusar('PT422', 'periodo_invalido', 'O início precisa estar no futuro.');
  end if;
  if inicio > agora + privado.horizonte_inicio() then
    perform privado.recusar('PT422', 'fora_do_limite',
      format('O início pode ser no máximo %s dias à frente.', extract(day from privado.horizonte_inicio())),
      jsonb_build_object('campo', 'inicio', 'maximo', agora + privado.horizonte_inicio()));
  end if;
  if fim - inicio > privado.duracao_max_turno() then
    perform privado.recusar('PT422', 'fora_do_limite',
      format('O turno pode durar no máximo %s horas.', extract(epoch from privado.duracao_max_turno())::integer / 3600),
      jsonb_build_object('campo', 'fim', 'maximo', inicio + privado.duracao_max_turno()));
  end if;
  if modo = 'selecao' and inicio - agora < privado.antecedencia_selecao() then
    perform privado.recusar('PT422', 'selecao_com_menos_de_24h',
      'Modo seleção só para vagas que começam daqui a 24 horas ou mais; use urgência.');
  end if;
  end_limpo := trim(endereco);
  perform privado.conferir_texto('endereco', 'O endereço', end_limpo, privado.tamanho_max_endereco());
  -- Sem bairro explícito: o trecho depois da primeira vírgula do endereço.
  bairro_final := coalesce(nullif(trim(bairro), ''), nullif(trim(split_part(end_limpo, ',', 2)), ''), end_limpo);
  if nullif(trim(bairro), '') is null then
    bairro_final := left(bairro_final, privado.tamanho_max_bairro());
  end if;
  perform privado.conferir_texto('bairro', 'O bairro', bairro_final, privado.tamanho_max_bairro());
  -- O lugar de outro estabelecimento com o nome deste: a vaga sairia como se fosse dele.
  -- (editar_vaga valida por aqui; evento noutro lugar com outro nome continua valendo.)
  outro_nome := privado.sosia_no_lugar(eid, (select e.nome from public.estabelecimentos e where e.id = eid),
                                       end_limpo, lat, lng);
  if outro_nome is not null then
    perform privado.recusar('PT422', 'lugar_de_outro_estabelecimento',
      format('Este lugar é de outro estabelecimento chamado %s. Se você trabalha lá, peça ao administrador '
             || 'dele um convite e entre como membro; se a vaga é noutro lugar, informe o endereço dele.', outro_nome),
      '{"campo":"endereco"}');
  end if;

  insert into public.vagas(estabelecimento_id, publicada_por, funcao, inicio, fim, valor_centavos, refeicao,
                           transporte, exige_material_proprio, modo, endereco, bairro, ponto,
                           antecedencia_alerta_min, publicada_em)
  values (eid, c.id, funcao::public.funcao, inicio, fim, valor_centavos, refeicao, transporte,
          exige_material_proprio, modo::public.modo_preenchimento, end_limpo, bairro_final,
          privado.ponto(lat, lng), ant, agora)
  returning id into vid;
  insert into public.posicoes(vaga_id, numero) select vid, n from generate_series(1, posicoes) n;
  -- O despacho sai fora desta requisição, pelo agendador (RNF03: ≤ 30 s). Quem a primeira
  -- leva incluiria já se sabe: ninguém, e quem publica ouve isso agora, não dentro da vaga.
  return privado.vaga_contratante_json(vid, c.id, agora)
         || jsonb_build_object('ninguem_alcancado', not exists (select 1 from privado.elegiveis(vid, agora, 1)));
end $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.conferir_piso_da_vaga() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.valor_centavos > 0 and new.valor_centavos < privado.valor_min_centavos() then
    perform privado.recusar('PT422', 'fora_do_limite',
      format('O valor precisa ser de pelo menos %s por turno.', privado.reais(privado.valor_min_centavos())),
      jsonb_build_object('campo', 'valor_centavos', 'minimo', privado.valor_min_centavos()));
  end if;
  if isfinite(new.inicio) and isfinite(new.fim) and new.fim > new.inicio
     and new.fim - new.inicio < privado.duracao_min_turno() then
    perform privado.recusar('PT422', 'fora_do_limite',
      format('O turno precisa durar pelo menos %s hora.', extract(epoch from privado.duracao_min_turno())::integer / 3600),
      jsonb_build_object('campo', 'fim', 'minimo', new.inicio + privado.duracao_min_turno()));
  end if;
  return new;
end $$;
create trigger vagas_piso before insert or update of inicio, fim, valor_centavos on public.vagas
  for each row execute function privado.conferir_piso_da_vaga();

-- As vagas ainda por terminar primeiro (as mais próximas), depois as que acabaram há até 7 dias
-- (as mais recentes), até o teto de vagas e de posições somadas.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function public.minhas_vagas() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
begin
  return coalesce((
    select jsonb_agg(privado.vaga_contratante_json(x.id, c.id, agora) order by x.inicio, x.id)
      from (select y.id, y.inicio from (
              select v.id, v.inicio,
                     row_number() over w as k,
                     sum((select count(*) from public.posicoes p where p.vaga_id = v.id)) over w as posicoes_ate_aqui
                from public.vagas v
                join public.membros m on m.estabelecimento_id = v.estabelecimento_id and m.conta_id = c.id
               where v.fim > agora - interval '7 days'
              window w as (order by (v.fim <= agora), case when v.fim > agora then v.inicio end, v.inicio desc, v.id)) y
             where y.k <= privado.vagas_max_lista() and y.posicoes_ate_aqui <= privado.posicoes_max_lista()) x), '[]'::jsonb);
end $$;

-- Vagas com posição aberta dentro da antecedência de alerta (RF20) e turnos atrasados
-- (sem check-in 15 min depois do início).
-- Regras: RF20.
create or replace function public.vagas_em_alerta() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
begin
  return jsonb_build_object(
    'vagas', coalesce((
      select jsonb_agg(x.j order by x.inicio, x.id) from (
        select v.inicio, v.id, jsonb_build_object('vaga_id', v.id, 'funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
                 'posicoes_abertas', ab.n,
                 -- publicada já dentro da janela: em alerta desde a publicação, não antes de existir
                 'alerta_desde', greatest(v.inicio - make_interval(mins => v.antecedencia_alerta_min), v.publicada_em)) as j
          from public.vagas v
          join public.membros m on m.estabelecimento_id = v.estabelecimento_id and m.conta_id = c.id
          cross join lateral (select count(*)::integer as n from public.posicoes p
                               where p.vaga_id = v.id and p.estado = 'aberta') ab
         where v.estado = 'publicada' and ab.n > 0 and v.inicio > agora
           and agora >= v.inicio - make_interval(mins => v.antecedencia_alerta_min)
         order by v.inicio, v.id
         limit privado.itens_max_lista()) x), '[]'::jsonb),
    'atrasados', coalesce((
      select jsonb_agg(privado.turno_json(x.id, c.id, agora)
               || jsonb_build_object('minutos_atraso', floor(extract(epoch from agora - x.ini) / 60)::integer)
               order by x.ini, x.id)
        from (select t.id, lower(t.periodo) as ini from public.turnos t
                join public.vagas v on v.id = t.vaga_id
                join public.membros m on m.estabelecimento_id = v.estabelecimento_id and m.conta_id = c.id
               where t.estado = 'confirmada' and t.checkin_em is null
                 and agora >= lower(t.periodo) + privado.tolerancia_atraso() and agora < upper(t.periodo)
               order by lower(t.periodo), t.id
               limit privado.itens_max_lista()) x), '[]'::jsonb));
end $$;

-- Regras: RN19, RN21, RN05.
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

-- Vaga de um estabelecimento do chamador, travada para escrita quando `travar`.
-- Regras: nenhuma RN própria (apoio).
create or replace function privado.vaga_do_contratante(vid uuid, conta uuid) returns public.vagas
language plpgsql stable set search_path = '' as $$
declare v public.vagas;
begin
  select * into v from public.vagas where id = vid;
  if v.id is null then
    perform privado.recusar('PT404', 'vaga_nao_encontrada', 'Vaga não encontrada.');
  end if;
  if not privado.eh_membro(v.estabelecimento_id, conta) then
    perform privado.recusar('PT403', 'nao_autorizado', 'Esta vaga não é de um estabelecimento seu.');
  end if;
  return v;
end $$;

-- Números do despacho (RNF02, RF06, RN23): por leva, quem entrou, quem o teto ainda segura,
-- quem foi avisado, quem leu (entregue) e as falhas; candidaturas por estado.
-- Regras: RN23, RF06, RNF02.
create or replace function privado.despacho_json(vid uuid, agora timestamptz) returns jsonb
language sql stable set search_path = '' as $$
  with d as (select * from public.despachos where vaga_id = vid),
  por_leva as (
    select d.leva, jsonb_build_object(
             'leva', d.leva,
             'incluidos', count(*),
             'retidos', count(*) filter (where d.estado_entrega = 'pendente'),
             'avisados', count(*) filter (where d.estado_entrega in ('enviada', 'entregue')),
             'entregues', count(*) filter (where d.estado_entrega = 'entregue'),
             'falhas', count(*) filter (where d.estado_entrega = 'falhou'),
             'criada_em', min(d.criado_em)) as j
      from d group by d.leva)
  select jsonb_build_object(
    'vaga_id', v.id, 'estado', v.estado, 'leva_atual', v.leva_atual, 'proxima_leva_em', v.proxima_leva_em,
    'posicoes_total', (select count(*) from public.posicoes p where p.vaga_id = v.id and p.estado <> 'cancelada'),
    'posicoes_abertas', (select count(*) from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta'),
    'em_alerta', v.estado = 'publicada' and v.inicio > agora
                 and agora >= v.inicio - make_interval(mins => v.antecedencia_alerta_min)
                 and exists (select 1 from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta'),
    -- As levas mais recentes, até o teto (uma vaga aberta por meses soma uma leva a cada 5 min).
    'levas', coalesce((select jsonb_agg(pl.j order by pl.leva)
                         from (select * from por_leva order by leva desc limit privado.itens_max_lista()) pl), '[]'::jsonb),
    'totais', jsonb_build_object(
      'incluidos', (select count(*) from d),
      'retidos', (select count(*) from d where d.estado_entrega = 'pendente'),
      'avisados', (select count(*) from d where d.estado_entrega in ('enviada', 'entregue')),
      'entregues', (select count(*) from d where d.estado_entrega = 'entregue'),
      'falhas', (select count(*) from d where d.estado_entrega = 'falhou')),
    'candidaturas', (select jsonb_build_object(
        'total', count(*),
        'pendentes', count(*) filter (where ca.estado = 'pendente'),
        'aceitas', count(*) filter (where ca.estado = 'aceita'),
        'recusadas', count(*) filter (where ca.estado = 'recusada'),
        'retiradas', count(*) filter (where ca.estado = 'retirada'),
        'expiradas', count(*) filter (where ca.estado = 'expirada'))
      from public.candidaturas ca where ca.vaga_id = v.id))
  from public.vagas v where v.id = vid
$$;

-- Regras: RF06, RN23, RNF02.
create or replace function public.despacho_da_vaga(vaga_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  v public.vagas := privado.vaga_do_contratante(despacho_da_vaga.vaga_id, c.id);
begin
  return privado.despacho_json(v.id, privado.agora());
end $$;

-- O detalhe: VagaDoContratante (os turnos confirmados trazem o contato do profissional,
-- RN10; as candidaturas não) + bairro, cancelamento e o despacho.
-- Regras: RN10.
create or replace function public.detalhe_vaga(vaga_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  v public.vagas := privado.vaga_do_contratante(detalhe_vaga.vaga_id, c.id);
begin
  return privado.vaga_contratante_json(v.id, c.id, agora)
    || jsonb_build_object(
         'bairro', v.bairro,
         'cancelamento', case when v.cancelada_em is not null then jsonb_build_object(
             'em', v.cancelada_em, 'motivo', v.motivo_cancelamento,
             'autor', (select jsonb_build_object('id', x.id, 'nome', x.nome) from public.contas x where x.id = v.cancelada_por)) end,
         'despacho', privado.despacho_json(v.id, agora));
end $$;

-- O que cancelar custa, calculado igual para a prévia e para o cancelamento: RN12 por turno
-- confirmado (falta com < 24 h do início), quem será avisado, candidaturas liberadas.
-- Regras: RN12.
create or replace function privado.custo_cancelar_vaga(v public.vagas, agora timestamptz) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'vaga_id', v.id, 'inicio', v.inicio,
    'menos_de_24_horas', v.inicio - agora < privado.antecedencia_falta(),
    'conta_como_falta', v.inicio - agora < privado.antecedencia_falta()
                        and exists (select 1 from public.turnos t where t.vaga_id = v.id and t.estado = 'confirmada'),
    'turnos_confirmados', (select count(*) from public.turnos t where t.vaga_id = v.id and t.estado = 'confirmada'),
    'profissionais', coalesce((select jsonb_agg(jsonb_build_object('id', pc.id, 'nome', pc.nome) order by pc.nome, pc.id)
                                 from public.turnos t join public.contas pc on pc.id = t.profissional_id
                                where t.vaga_id = v.id and t.estado = 'confirmada'), '[]'::jsonb),
    'candidaturas_pendentes', (select count(*) from public.candidaturas ca where ca.vaga_id = v.id and ca.estado = 'pendente'),
    'posicoes_abertas', (select count(*) from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta'))
$$;

-- Regras: RN12.
create or replace function privado.conferir_vaga_cancelavel(v public.vagas, agora timestamptz) returns void
language plpgsql stable set search_path = '' as $$
begin
  if v.estado = 'encerrada' or (v.estado <> 'cancelada' and v.inicio <= agora) then
    perform privado.recusar('PT410', 'vaga_encerrada',
      'Esta vaga já começou ou foi encerrada; cancele os turnos um a um.');
  end if;
end $$;

-- Regras: RN12.
create or replace function public.previa_cancelar_vaga(vaga_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  v public.vagas := privado.vaga_do_contratante(previa_cancelar_vaga.vaga_id, c.id);
begin
  if v.estado = 'cancelada' then
    perform privado.recusar('PT409', 'vaga_cancelada', 'Esta vaga já foi cancelada.',
      jsonb_build_object('cancelada_em', v.cancelada_em));
  end if;
  perform privado.conferir_vaga_cancelavel(v, agora);
  return privado.custo_cancelar_vaga(v, agora);
end $$;

-- Cancela a vaga inteira: cada turno confirmado passa por cancelar_turno (RN12: autor, hora,
-- motivo, falta com < 24 h; o profissional é avisado pelo gatilho de avisos), as posições
-- abertas e as candidaturas pendentes fecham, e o despacho para. Repetir devolve o registro.
-- Regras: RN12.
create or replace function public.cancelar_vaga(vaga_id uuid, motivo text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  v public.vagas := privado.vaga_do_contratante(cancelar_vaga.vaga_id, c.id);
  custo jsonb;
  t record;
begin
  perform privado.exigir_administrador(c.id, v.estabelecimento_id);
  -- Posições antes da vaga: quem está pegando uma posição agora termina primeiro (ver
  -- ocupar_posicao), e o turno dele entra na conta.
  perform 1 from public.posicoes p where p.vaga_id = v.id order by p.numero for update;
  select * into v from public.vagas x where x.id = v.id for update;
  if v.estado = 'cancelada' then
    return jsonb_build_object('vaga_id', v.id, 'estado', v.estado, 'cancelada_em', v.cancelada_em,
      'turnos_cancelados', (select count(*) from public.turnos x where x.vaga_id = v.id and x.estado = 'cancelada'
                               and x.cancelado_em = v.cancelada_em and x.cancelado_por = v.cancelada_por),
      'conta_como_falta', coalesce((select bool_or(x.conta_como_falta) from public.turnos x where x.vaga_id = v.id
                               and x.estado = 'cancelada' and x.cancelado_em = v.cancelada_em
                               and x.cancelado_por = v.cancelada_por), false));
  end if;
  perform privado.conferir_vaga_cancelavel(v, agora);
  if trim(coalesce(motivo, '')) = '' then
    perform privado.recusar('PT422', 'campo_obrigatorio', 'Diga o motivo do cancelamento.', '{"campo":"motivo"}');
  end if;
  perform privado.conferir_texto('motivo', 'O motivo', trim(motivo), privado.tamanho_max_motivo());
  custo := privado.custo_cancelar_vaga(v, agora);
  for t in select x.id from public.turnos x where x.vaga_id = v.id and x.estado = 'confirmada' order by x.id loop
    perform public.cancelar_turno(t.id, motivo);
  end loop;
  update public.posicoes p set estado = 'cancelada' where p.vaga_id = v.id and p.estado = 'aberta';
  update public.candidaturas ca set estado = 'expirada', decidida_em = agora
   where ca.vaga_id = v.id and ca.estado = 'pendente';
  update public.vagas x
     set estado = 'cancelada', encerrada_em = agora, proxima_leva_em = null,
         cancelada_em = agora, cancelada_por = c.id, motivo_cancelamento = trim(motivo)
   where x.id = v.id;
  return custo || jsonb_build_object('estado', 'cancelada', 'cancelada_em', agora,
                                     'turnos_cancelados', custo -> 'turnos_confirmados');
end $$;

-- Edita a vaga enquanto ninguém está confirmado. Argumento nulo = mantém o valor atual. A
-- validação é a de publicar_vaga, literalmente: o conjunto final é publicado num
-- subbloco que depois é desfeito, então qualquer regra nova de publicar vale aqui também.
-- Regras: RF06.
create or replace function public.editar_vaga(
  vaga_id uuid, funcao text default null, inicio timestamptz default null, fim timestamptz default null,
  valor_centavos integer default null, refeicao boolean default null, transporte boolean default null,
  exige_material_proprio boolean default null, modo text default null, posicoes integer default null,
  endereco text default null, lat double precision default null, lng double precision default null,
  antecedencia_alerta_min integer default null, bairro text default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  v public.vagas := privado.vaga_do_contratante(editar_vaga.vaga_id, c.id);
  n_atual integer;
  n_novo integer;
  confirmados integer;
  nova public.vagas;
  validada jsonb;
begin
  -- Editar é do administrador, como publicar e cancelar (o operador acompanha).
  perform privado.exigir_administrador(c.id, v.estabelecimento_id);
  perform 1 from public.posicoes p where p.vaga_id = v.id order by p.numero for update;
  select * into v from public.vagas x where x.id = v.id for update;
  if v.estado in ('encerrada', 'cancelada') or v.inicio <= agora then
    perform privado.recusar('PT410', 'vaga_encerrada', 'Esta vaga já começou, foi encerrada ou cancelada.');
  end if;
  select count(*) into confirmados from public.turnos t where t.vaga_id = v.id and t.estado <> 'cancelada';
  if confirmados > 0 then
    perform privado.recusar('PT409', 'vaga_com_confirmados',
      'Já há profissional confirmado nesta vaga; para mudar, cancele a vaga e publique outra.',
      jsonb_build_object('confirmados', confirmados));
  end if;
  select count(*) into n_atual from public.posicoes p where p.vaga_id = v.id and p.estado <> 'cancelada';
  n_novo := coalesce(editar_vaga.posicoes, n_atual);

  begin
    validada := public.publicar_vaga(
      funcao => coalesce(editar_vaga.funcao, v.funcao::text),
      inicio => coalesce(editar_vaga.inicio, v.inicio),
      fim => coalesce(editar_vaga.fim, v.fim),
      valor_centavos => coalesce(editar_vaga.valor_centavos, v.valor_centavos),
      refeicao => coalesce(editar_vaga.refeicao, v.refeicao),
      transporte => coalesce(editar_vaga.transporte, v.transporte),
      exige_material_proprio => coalesce(editar_vaga.exige_material_proprio, v.exige_material_proprio),
      modo => coalesce(editar_vaga.modo, v.modo::text),
      posicoes => n_novo,
      endereco => coalesce(editar_vaga.endereco, v.endereco),
      lat => coalesce(editar_vaga.lat, extensions.st_y(v.ponto::extensions.geometry)),
      lng => coalesce(editar_vaga.lng, extensions.st_x(v.ponto::extensions.geometry)),
      antecedencia_alerta_min => coalesce(editar_vaga.antecedencia_alerta_min, v.antecedencia_alerta_min),
      -- endereço novo sem bairro: publicar_vaga tira o bairro do endereço, como ao publicar
      bairro => coalesce(editar_vaga.bairro, case when editar_vaga.endereco is null then v.bairro end),
      estabelecimento_id => v.estabelecimento_id);
    select x.* into nova from public.vagas x where x.id = (validada ->> 'vaga_id')::uuid;
    raise exception using errcode = 'PT299', message = 'desfaz_validacao';
  exception when sqlstate 'PT299' then
    null;   -- a vaga de validação some com o subbloco; `nova` (variável) fica
  end;

  update public.vagas x
     set funcao = nova.funcao, inicio = nova.inicio, fim = nova.fim, valor_centavos = nova.valor_centavos,
         refeicao = nova.refeicao, transporte = nova.transporte, exige_material_proprio = nova.exige_material_proprio,
         modo = nova.modo, endereco = nova.endereco, bairro = nova.bairro, ponto = nova.ponto,
         antecedencia_alerta_min = nova.antecedencia_alerta_min,
         -- parâmetros novos: a próxima leva sai já, para quem passou a ser elegível (RF06)
         proxima_leva_em = case when x.leva_atual > 0 then agora end
   where x.id = v.id;
  if n_novo > n_atual then
    insert into public.posicoes(vaga_id, numero)
    select v.id, (select coalesce(max(p.numero), 0) from public.posicoes p where p.vaga_id = v.id) + g
      from generate_series(1, n_novo - n_atual) g;
  elsif n_novo < n_atual then
    with sobra as (
      select p.id from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta'
       order by p.numero desc limit n_atual - n_novo)
    update public.posicoes p set estado = 'cancelada' from sobra where p.id = sobra.id;
  end if;
  -- Termos mudados (horário, valor, inclusos, lugar, função): quem se candidatou aos termos
  -- antigos não fica esperando ser escolhido para os novos. A candidatura acaba dizendo por
  -- quê, o candidato é avisado (gatilho aviso_de_candidatura) e pode se candidatar de novo.
  if privado.termos_da_vaga(nova) is distinct from privado.termos_da_vaga(v) then
    update public.candidaturas ca set estado = 'encerrada_por_edicao', decidida_em = agora
     where ca.vaga_id = v.id and ca.estado = 'pendente';
  end if;
  -- Seleção que virou urgência: as candidaturas pendentes não têm mais quem escolha.
  if nova.modo = 'urgencia' and v.modo = 'selecao' then
    update public.candidaturas ca set estado = 'expirada', decidida_em = agora
     where ca.vaga_id = v.id and ca.estado = 'pendente';
  end if;
  return privado.vaga_contratante_json(v.id, c.id, agora) || jsonb_build_object('bairro', nova.bairro);
end $$;

-- Os dados de uma vaga minha como rascunho de uma nova (os argumentos de publicar_vaga),
-- com o mesmo horário do dia levado ao primeiro dia em que dá para publicar (seleção: 24 h).
-- Regras: nenhuma RN própria (apoio).
create or replace function public.rascunho_de_vaga(vaga_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  v public.vagas := privado.vaga_do_contratante(rascunho_de_vaga.vaga_id, c.id);
  margem interval := case when v.modo = 'selecao' then privado.antecedencia_selecao() else interval '0' end;
  dias integer := 0;
begin
  if v.inicio <= agora + margem then
    dias := floor(extract(epoch from (agora + margem - v.inicio)) / 86400)::integer + 1;
  end if;
  return jsonb_build_object(
    'origem_vaga_id', v.id,
    'funcao', v.funcao, 'inicio', v.inicio + make_interval(days => dias), 'fim', v.fim + make_interval(days => dias),
    'valor_centavos', v.valor_centavos, 'refeicao', v.refeicao, 'transporte', v.transporte,
    'exige_material_proprio', v.exige_material_proprio, 'modo', v.modo,
    'posicoes', (select count(*) from public.posicoes p where p.vaga_id = v.id and p.estado <> 'cancelada'),
    'endereco', v.endereco, 'bairro', v.bairro,
    'lat', extensions.st_y(v.ponto::extensions.geometry), 'lng', extensions.st_x(v.ponto::extensions.geometry),
    'antecedencia_alerta_min', v.antecedencia_alerta_min,
    'estabelecimento_id', v.estabelecimento_id);
end $$;
