-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.despacho_json(vid uuid, agora timestamp with time zone)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION privado.vaga_contratante_json(vid uuid, leitor uuid, agora timestamp with time zone)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$
;
-- schema public: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.editar_perfil(nome text DEFAULT NULL::text, whatsapp text DEFAULT NULL::text, funcoes text[] DEFAULT NULL::text[], lat double precision DEFAULT NULL::double precision, lng double precision DEFAULT NULL::double precision, disponivel boolean DEFAULT NULL::boolean)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador();
  n text := trim(editar_perfil.nome);
  w text := trim(editar_perfil.whatsapp);
  fs public.funcao[];
begin
  if n is not null then
    if n = '' then
      perform privado.recusar('PT422', 'campo_obrigatorio', 'Informe o nome.', '{"campo":"nome"}');
    end if;
    perform privado.conferir_texto('nome', 'O nome', n, privado.tamanho_max_nome());
  end if;
  perform privado.conferir_texto('whatsapp', 'O WhatsApp', w, privado.tamanho_max_whatsapp());
  if c.perfil = 'contratante' and (funcoes is not null or lat is not null or lng is not null or disponivel is not null) then
    perform privado.recusar('PT403', 'perfil_incorreto',
      'Funções, ponto base e disponibilidade são do perfil profissional.', '{"perfil_exigido":"profissional"}');
  end if;
  if funcoes is not null then
    begin
      fs := array(select distinct x from unnest(funcoes) x where x is not null)::public.funcao[];
    exception when invalid_text_representation then
      perform privado.recusar('PT422', 'valor_invalido',
        'Função desconhecida: use garcom, bartender, equipe_evento, recepcao ou cozinha.', '{"campo":"funcoes"}');
    end;
    if coalesce(cardinality(fs), 0) = 0 then
      perform privado.recusar('PT422', 'campo_obrigatorio', 'Escolha ao menos uma função.', '{"campo":"funcoes"}');
    end if;
  end if;
  if (lat is null) <> (lng is null) then
    perform privado.recusar('PT422', 'campo_obrigatorio', 'O ponto base precisa de latitude e longitude.',
      jsonb_build_object('campo', case when lat is null then 'lat' else 'lng' end));
  end if;
  if lat is not null and (lat::text in ('NaN', 'Infinity', '-Infinity') or lng::text in ('NaN', 'Infinity', '-Infinity')
                          or lat not between -90 and 90 or lng not between -180 and 180) then
    perform privado.recusar('PT422', 'valor_invalido', 'Ponto base fora do mapa (latitude -90 a 90, longitude -180 a 180).',
      '{"campo":"base"}');
  end if;

  update public.contas x
     set nome = coalesce(n, x.nome),
         whatsapp = case when w is null then x.whatsapp else nullif(w, '') end
   where x.id = c.id;
  -- O nome do login (user_metadata.nome, o que o GoTrue devolve) acompanha o do perfil.
  if n is not null then
    update auth.users u
       set raw_user_meta_data = coalesce(u.raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('nome', n),
           updated_at = now()
     where u.id = c.id;
  end if;
  if c.perfil = 'profissional' then
    update public.profissionais p
       set funcoes = coalesce(fs, p.funcoes),
           ponto_base = case when lat is null then p.ponto_base else privado.ponto(lat, lng) end,
           disponivel = coalesce(editar_perfil.disponivel, p.disponivel)
     where p.conta_id = c.id;
  end if;
  return privado.perfil_json(c.id, privado.agora())
         || jsonb_build_object('whatsapp', (select x.whatsapp from public.contas x where x.id = c.id),
                               'email', c.email);
end $function$
;

CREATE OR REPLACE FUNCTION public.publicar_vaga(funcao text DEFAULT NULL::text, inicio timestamp with time zone DEFAULT NULL::timestamp with time zone, fim timestamp with time zone DEFAULT NULL::timestamp with time zone, valor_centavos integer DEFAULT NULL::integer, refeicao boolean DEFAULT NULL::boolean, transporte boolean DEFAULT NULL::boolean, exige_material_proprio boolean DEFAULT NULL::boolean, modo text DEFAULT NULL::text, posicoes integer DEFAULT NULL::integer, endereco text DEFAULT NULL::text, lat double precision DEFAULT NULL::double precision, lng double precision DEFAULT NULL::double precision, antecedencia_alerta_min integer DEFAULT 180, bairro text DEFAULT NULL::text, estabelecimento_id uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
end $function$
;

CREATE OR REPLACE FUNCTION public.vagas_em_alerta()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
end $function$
;
-- catálogo (grants de funções, schemas e colunas, RLS, políticas, gatilhos da plataforma, extensões, domínios, comentários): igual
