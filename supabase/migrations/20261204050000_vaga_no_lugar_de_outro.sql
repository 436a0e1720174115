-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.sosia_no_lugar(eid uuid, nome_novo text, endereco_novo text, lat double precision, lng double precision)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  chave text := privado.chave_de_endereco(endereco_novo);
  outro text;
begin
  select e.nome into outro from public.estabelecimentos e
   where e.id in (
           select x.id from public.estabelecimentos x
            where (privado.chave_de_endereco(x.endereco) collate "C") = any (privado.comecos_do_endereco(endereco_novo))
           union all
           select x.id from public.estabelecimentos x
            where cardinality(string_to_array(chave, ' ')) >= 2
              and (privado.chave_de_endereco(x.endereco) collate "C") >= (chave || ' ')
              and (privado.chave_de_endereco(x.endereco) collate "C") < (chave || '!')
           union all
           select x.id from public.estabelecimentos x
            where extensions.st_dwithin(x.ponto, privado.ponto(lat, lng), privado.raio_do_mesmo_lugar_m()))
     and e.id is distinct from eid
     and privado.nomes_parecidos(e.nome, nome_novo)
   order by e.criado_em
   limit 1;
  return outro;
end $function$
;

CREATE OR REPLACE FUNCTION privado.criar_conta_do_usuario()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  d jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  perfil text := d ->> 'perfil';
  nome text := trim(normalize(coalesce(d ->> 'nome', ''), nfkc));
  whatsapp text := nullif(trim(normalize(d ->> 'whatsapp', nfkc)), '');
  est_nome text;
  est_endereco text;
  doc text;
  funcoes public.funcao[];
  est jsonb := d -> 'estabelecimento';
  eid uuid;
  outro_nome text;
  lat double precision;
  lng double precision;
begin
  if perfil is null or perfil not in ('profissional', 'contratante') then
    perform privado.recusar('PT400', 'validation_failed', 'Escolha o perfil: profissional ou contratante.');
  end if;
  if nome = '' then
    perform privado.recusar('PT400', 'validation_failed', 'Informe o nome.');
  end if;
  perform privado.conferir_nome_do_cadastro('O nome', nome);
  if privado.parece_email(nome) then
    perform privado.recusar('PT400', 'validation_failed', 'O nome é como as pessoas veem você (ex.: Ana Souza), não o e-mail.');
  end if;
  perform privado.conferir_texto_do_cadastro('O WhatsApp', whatsapp);
  if not privado.texto_no_limite(nome, privado.tamanho_max_nome()) then
    perform privado.recusar('PT400', 'validation_failed',
      format('O nome pode ter até %s caracteres, sem caracteres de controle.', privado.tamanho_max_nome()));
  end if;
  if not privado.texto_no_limite(whatsapp, privado.tamanho_max_whatsapp()) then
    perform privado.recusar('PT400', 'validation_failed',
      format('O WhatsApp pode ter até %s caracteres, sem caracteres de controle.', privado.tamanho_max_whatsapp()));
  end if;
  if not privado.texto_no_limite(normalize(new.email, nfkc), privado.tamanho_max_email()) then
    perform privado.recusar('PT400', 'validation_failed',
      format('O e-mail pode ter até %s caracteres.', privado.tamanho_max_email()));
  end if;
  insert into public.contas(id, perfil, nome, email, whatsapp, criada_em)
  values (new.id, perfil::public.perfil_conta, nome, normalize(new.email, nfkc), whatsapp, new.created_at);

  if perfil = 'profissional' and d ? 'convite' then
    -- Um convite faz da conta um membro contratante; ignorá-lo deixaria o convite pendente e a
    -- pessoa sem saber por quê.
    perform privado.recusar('PT400', 'validation_failed',
      'Um convite é para entrar num estabelecimento como contratante; a conta de profissional não usa convite. '
      || 'Crie a conta como contratante com o convite, ou como profissional sem ele.');
  end if;
  if perfil = 'profissional' then
    begin
      funcoes := array(select jsonb_array_elements_text(d -> 'funcoes'))::public.funcao[];
      lat := (d ->> 'lat')::double precision;
      lng := (d ->> 'lng')::double precision;
    exception when others then
      perform privado.recusar('PT400', 'validation_failed', 'Funções ou ponto base inválidos.');
    end;
    if coalesce(cardinality(funcoes), 0) = 0 then
      perform privado.recusar('PT400', 'validation_failed', 'Escolha ao menos uma função.');
    end if;
    if lat is null or lng is null or lat not between -90 and 90 or lng not between -180 and 180 then
      perform privado.recusar('PT400', 'validation_failed', 'Informe o ponto base (lat e lng).');
    end if;
    -- Novo profissional começa disponível e com notificações ligadas (API.md).
    insert into public.profissionais(conta_id, funcoes, ponto_base, disponivel, push_habilitado)
    values (new.id, funcoes, privado.ponto(lat, lng), true, true);
  elsif d ? 'convite' then
    -- Membro convidado: entra no estabelecimento que convidou este e-mail, sem criar outro.
    begin
      eid := (d ->> 'convite')::uuid;
    exception when others then
      eid := null;
    end;
    if eid is null or not exists (select 1 from public.convites v
                                   where v.estabelecimento_id = eid and v.email = normalize(new.email, nfkc)) then
      perform privado.recusar('PT400', 'validation_failed',
        'Não há convite deste estabelecimento para este e-mail; peça ao administrador dele.');
    end if;
    if exists (select 1 from public.convites v
                where v.estabelecimento_id = eid and v.email = normalize(new.email, nfkc)
                  and v.em + privado.validade_convite() <= privado.agora()) then
      perform privado.recusar('PT400', 'validation_failed',
        format('Este convite venceu (vale %s dias); peça ao administrador um convite novo.',
               extract(day from privado.validade_convite())));
    end if;
    perform privado.entrar_por_convite(new.id, normalize(new.email, nfkc), eid);
  else
    begin
      lat := (est ->> 'lat')::double precision;
      lng := (est ->> 'lng')::double precision;
    exception when others then
      lat := null;
    end;
    if jsonb_typeof(est) is distinct from 'object'
       or trim(coalesce(est ->> 'nome', '')) = '' or trim(coalesce(est ->> 'endereco', '')) = ''
       or lat is null or lng is null or lat not between -90 and 90 or lng not between -180 and 180 then
      perform privado.recusar('PT400', 'validation_failed',
        'Informe o estabelecimento: nome, endereço e localização.');
    end if;
    est_nome := trim(normalize(est ->> 'nome', nfkc));
    est_endereco := trim(normalize(est ->> 'endereco', nfkc));
    perform privado.conferir_nome_do_cadastro('O nome do estabelecimento', est_nome);
    if privado.nome_ilegivel(est_nome) then
      perform privado.recusar('PT400', 'validation_failed',
        'Escreva o nome do estabelecimento com letras do alfabeto latino, como aparece na fachada.');
    end if;
    perform privado.conferir_texto_do_cadastro('O endereço', est_endereco);
    if not privado.texto_no_limite(est_nome, privado.tamanho_max_nome())
       or not privado.texto_no_limite(est_endereco, privado.tamanho_max_endereco()) then
      perform privado.recusar('PT400', 'validation_failed',
        format('Nome do estabelecimento até %s caracteres e endereço até %s, sem caracteres de controle.',
               privado.tamanho_max_nome(), privado.tamanho_max_endereco()));
    end if;
    -- Todo estabelecimento novo tem documento; os de antes (documento nulo) continuam.
    if trim(coalesce(est ->> 'documento', '')) = '' then
      perform privado.recusar('PT400', 'validation_failed',
        'Informe o CNPJ do estabelecimento (ou o CPF, se for pessoa física).');
    end if;
    doc := nullif(privado.so_digitos(est ->> 'documento'), '');
    if not coalesce(privado.documento_valido(doc), false) then
      perform privado.recusar('PT400', 'validation_failed',
        'CNPJ (14 dígitos) ou CPF (11 dígitos) inválido: confira os dígitos verificadores.');
    end if;
    if exists (select 1 from public.estabelecimentos e where e.documento = doc) then
      perform privado.recusar('PT400', 'validation_failed',
        'Já existe um estabelecimento com este CNPJ/CPF; peça ao administrador dele um convite.');
    end if;
    if exists (select 1 from public.estabelecimentos e
                where privado.chave_de_comparacao(e.nome) = privado.chave_de_comparacao(est_nome)
                  and privado.chave_de_comparacao(e.endereco) = privado.chave_de_comparacao(est_endereco)) then
      perform privado.recusar('PT400', 'validation_failed',
        'Já existe um estabelecimento com este nome neste endereço; peça ao administrador dele um convite.');
    end if;
    -- O mesmo lugar (o endereço escrito de outro jeito, ou o mesmo ponto no mapa) e um nome que
    -- se lê igual (esqueleto: sósias, dígitos por letras, Serrado/Cerrado), com outro documento
    -- (o documento já é único): é o mesmo estabelecimento, não outro.
    outro_nome := privado.sosia_no_lugar(null, est_nome, est_endereco, lat, lng);
    if outro_nome is not null then
      perform privado.recusar('PT400', 'validation_failed',
        format('Já existe %s neste endereço (o nome e o endereço se leem iguais aos seus). Se você trabalha lá, '
               || 'peça ao administrador dele um convite e entre como membro com o código; se é outro '
               || 'estabelecimento, use o nome dele como aparece na fachada.', outro_nome));
    end if;
    insert into public.estabelecimentos(nome, endereco, ponto, criado_em, documento)
    values (est_nome, est_endereco, privado.ponto(lat, lng), new.created_at, doc)
    returning id into eid;
    insert into public.membros(estabelecimento_id, conta_id, papel) values (eid, new.id, 'administrador');
  end if;
  return new;
end $function$
;
-- schema public: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

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
end $function$
;
-- catálogo: o que o migra não compara e difere (< migrations, > schemas).
-- FAÇA À MÃO: escreva na migration o grant/revoke/política/comentário/job que leva de < a >.
-- > funcao privado.sosia_no_lugar(uuid,text,text,double precision,double precision) {postgres=X/postgres} {"search_path=\"\""}
revoke execute on function privado.sosia_no_lugar(uuid, text, text, double precision, double precision) from public;
