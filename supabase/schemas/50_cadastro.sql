-- Cadastro: o gatilho em auth.users cria a conta de domínio (RN25) e o perfil não muda depois.

-- RN25: perfil não muda depois do cadastro.
-- Regras: RN25.
create or replace function privado.perfil_imutavel() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.perfil is distinct from old.perfil then
    raise exception using errcode = 'PT422', message = 'perfil_fixo',
      detail = 'O perfil da conta é fixo; para o outro lado, crie outra conta.';
  end if;
  return new;
end $$;
create trigger perfil_imutavel before update of perfil on public.contas
  for each row execute function privado.perfil_imutavel();

-- No cadastro a recusa é a do GoTrue (validation_failed), com a frase que diz o campo e o porquê.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.conferir_texto_do_cadastro(rotulo text, t text) returns void
language plpgsql set search_path = '' as $$
begin
  case privado.problema_do_texto(t)
    when 'caractere_invisivel' then
      perform privado.recusar('PT400', 'validation_failed',
        format('%s não pode ter caracteres invisíveis (largura zero, direção do texto, separador de linha).', rotulo));
    when 'caractere_parecido' then
      perform privado.recusar('PT400', 'validation_failed',
        format('%s mistura letras latinas com letras de outro alfabeto que se parecem com elas.', rotulo));
    else null;
  end case;
end $$;

-- Nome de pessoa ou de estabelecimento no cadastro: a régua do texto e, além dela, latino
-- misturado com outro alfabeto qualquer (privado.escrita_misturada).
-- Regras: limites do que uma pessoa manda; identidade do estabelecimento.
create or replace function privado.conferir_nome_do_cadastro(rotulo text, t text) returns void
language plpgsql set search_path = '' as $$
begin
  perform privado.conferir_texto_do_cadastro(rotulo, t);
  if privado.escrita_misturada(t) then
    perform privado.recusar('PT400', 'validation_failed',
      format('%s mistura letras latinas com letras de outro alfabeto; escreva só com o alfabeto latino.', rotulo));
  end if;
end $$;

-- O estabelecimento, fora `eid`, que está no mesmo lugar (o endereço escrito de outro jeito, ou o
-- mesmo ponto no mapa) e tem um nome que se lê como `nome`; nulo se nenhum. Vale no cadastro e
-- no lugar de cada vaga: uma vaga não sai no endereço de outro estabelecimento com o mesmo nome.
-- Os do mesmo lugar saem dos índices (chave canônica igual a um começo da nova, ou começando
-- com a nova ou com a sua quadra e bloco; o mapa), e só eles têm o nome comparado.
-- Regras: identidade do estabelecimento.
create or replace function privado.sosia_no_lugar(eid uuid, nome_novo text, endereco_novo text,
  lat double precision, lng double precision) returns text
language plpgsql stable set search_path = '' as $$
declare
  chave text := privado.chave_de_endereco(endereco_novo);
  p text[] := string_to_array(chave, ' ');
  -- A quadra e o bloco ("405 sul b"), sem o número da loja: a loja vizinha com o mesmo nome.
  bloco text := case when cardinality(p) >= 4 and p[3] ~ '^[a-z]$' then array_to_string(p[1:3], ' ') end;
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
            where bloco is not null
              and (privado.chave_de_endereco(x.endereco) collate "C") >= (bloco || ' ')
              and (privado.chave_de_endereco(x.endereco) collate "C") < (bloco || '!')
           union all
           select x.id from public.estabelecimentos x
            where extensions.st_dwithin(x.ponto, privado.ponto(lat, lng), privado.raio_do_mesmo_lugar_m()))
     and e.id is distinct from eid
     and privado.nomes_parecidos(e.nome, nome_novo)
   order by e.criado_em
   limit 1;
  return outro;
end $$;

-- ---------- Cadastro: a conta de domínio nasce com o usuário (gatilho em auth.users) ----------
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.criar_conta_do_usuario() returns trigger
language plpgsql security definer set search_path = '' as $$
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
  cod uuid;
  conv public.convites;
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
  if whatsapp is not null then
    whatsapp := privado.whatsapp_conferido(whatsapp, true);
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
    -- Membro convidado: entra no estabelecimento do convite deste código, feito para este
    -- e-mail (o código é o segredo que quem convidou recebeu), sem criar outro.
    begin
      cod := (d ->> 'convite')::uuid;
    exception when others then
      cod := null;
    end;
    conv := privado.convite_do_codigo(cod, normalize(new.email, nfkc));
    if cod is null or conv.estabelecimento_id is null then
      perform privado.recusar('PT400', 'validation_failed',
        'Não há convite com este código para este e-mail; confira o código com quem convidou.');
    end if;
    if conv.em + privado.validade_convite() <= privado.agora() then
      perform privado.recusar('PT400', 'validation_failed',
        format('Este convite venceu (vale %s dias); peça ao administrador um convite novo.',
               extract(day from privado.validade_convite())));
    end if;
    perform privado.entrar_por_convite(new.id, normalize(new.email, nfkc), cod);
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
    if privado.nome_ilegivel(est_nome) or privado.fora_do_latim(est_nome) then
      perform privado.recusar('PT400', 'validation_failed',
        'Escreva o nome do estabelecimento com letras do alfabeto latino de a a z (com ou sem acento), sem letras fonéticas nem de alfabetos parecidos, como aparece na fachada.');
    end if;
    perform privado.conferir_texto_do_cadastro('O endereço', est_endereco);
    if privado.fora_do_latim(est_endereco) then
      perform privado.recusar('PT400', 'validation_failed',
        'Escreva o endereço com letras do alfabeto latino de a a z (com ou sem acento), sem letras fonéticas nem de alfabetos parecidos.');
    end if;
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
end $$;
create trigger criar_conta_do_usuario after insert on auth.users
  for each row execute function privado.criar_conta_do_usuario();

-- ---------- user_metadata: a régua do texto também sem o gateway ----------
-- Num projeto Supabase o GoTrue grava auth.users direto (cadastro e PUT /auth/v1/user), sem
-- passar pela RegraDoTexto do frila-api; a régua fica aqui também, para valer do mesmo jeito.

-- Chaves que não são texto que alguém lê (senhas, tokens) ou que têm a régua delas (e-mail).
-- As mesmas de RegraDoTexto.foraDaRegua.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.metadado_fora_da_regua(chave text) returns boolean
language sql immutable set search_path = '' as $$
  select lower(chave) like '%senha%' or lower(chave) like '%password%' or lower(chave) like '%token%'
      or lower(chave) in ('apikey', 'email')
$$;

-- O primeiro texto com problema num user_metadata, nas chaves e nos valores, em qualquer
-- profundidade, na ordem das chaves: {"campo" (a chave; "chave" quando é o nome de uma),
-- "texto", "problema"}; nulo se nenhum. O valor de "nome" também não mistura o latino com
-- outro alfabeto qualquer (como o nome no cadastro). RegraDoTexto.primeiroProblema, em SQL.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.problema_no_metadado(d jsonb, chave text default null) returns jsonb
language plpgsql immutable set search_path = '' as $$
declare
  k text;
  v jsonb;
  r jsonb;
  p text;
begin
  case jsonb_typeof(d)
    when 'string' then
      p := coalesce(privado.problema_do_texto(d #>> '{}'),
                    case when chave = 'nome' and privado.escrita_misturada(d #>> '{}') then 'caractere_parecido' end);
      if p is not null then
        return jsonb_build_object('campo', chave, 'texto', d #>> '{}', 'problema', p);
      end if;
    when 'object' then
      for k, v in select e.key, e.value from jsonb_each(d) e order by e.key collate "C" loop
        p := privado.problema_do_texto(k);
        if p is not null then
          return jsonb_build_object('campo', 'chave', 'texto', k, 'problema', p);
        end if;
        continue when privado.metadado_fora_da_regua(k);
        r := privado.problema_no_metadado(v, k);
        if r is not null then return r; end if;
      end loop;
    when 'array' then
      for v in select e.value from jsonb_array_elements(d) e loop
        r := privado.problema_no_metadado(v, chave);
        if r is not null then return r; end if;
      end loop;
    else null;
  end case;
  return null;
end $$;

-- Antes de gravar o user_metadata (cadastro ou atualização): texto de controle, invisível ou
-- sósia recusado com a recusa do cadastro (PT400 validation_failed e a frase do campo).
-- security definer: quem grava auth.users num projeto é o papel do GoTrue, sem acesso a privado.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.conferir_metadados_do_usuario() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  r jsonb;
  rotulo text;
begin
  if tg_op = 'UPDATE' and new.raw_user_meta_data is not distinct from old.raw_user_meta_data then
    return new;
  end if;
  r := privado.problema_no_metadado(new.raw_user_meta_data);
  if r is null then return new; end if;
  rotulo := case r ->> 'campo' when 'nome' then 'O nome' when 'whatsapp' then 'O WhatsApp'
                 when 'endereco' then 'O endereço' when 'bairro' then 'O bairro'
                 when 'chave' then 'O nome de um campo' else 'O texto' end;
  if r ->> 'problema' = 'texto_invalido' then
    perform privado.recusar('PT400', 'validation_failed',
      format('%s não pode ter caracteres de controle (quebra de linha, tabulação, ESC).', rotulo));
  elsif r ->> 'campo' = 'nome' then
    perform privado.conferir_nome_do_cadastro(rotulo, r ->> 'texto');
  else
    perform privado.conferir_texto_do_cadastro(rotulo, r ->> 'texto');
  end if;
  return new;
end $$;
create trigger conferir_metadados_do_usuario before insert or update of raw_user_meta_data on auth.users
  for each row execute function privado.conferir_metadados_do_usuario();
