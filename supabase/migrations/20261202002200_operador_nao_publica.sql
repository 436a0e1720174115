-- Operador acompanha; publicar, editar (valida por publicar_vaga) e cancelar são do administrador (gerada por make esquema-diff).
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.cancelar_vaga(vaga_id uuid, motivo text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  -- O despacho sai fora desta requisição, pelo agendador (RNF03: ≤ 30 s).
  return privado.vaga_contratante_json(vid, c.id, agora);
end $function$
;
