-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.chave_de_endereco(t text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(string_agg(case x.w
           when 'bl' then 'bloco' when 'blc' then 'bloco' when 'blco' then 'bloco'
           when 'lj' then 'loja' when 'qd' then 'quadra' when 'qda' then 'quadra'
           when 'cj' then 'conjunto' when 'conj' then 'conjunto' when 'cnj' then 'conjunto'
           when 'ed' then 'edificio' when 'edf' then 'edificio' when 'edif' then 'edificio'
           when 'sl' then 'sala' when 'av' then 'avenida' when 'r' then 'rua' when 'lt' then 'lote'
           when 'ap' then 'apartamento' when 'apt' then 'apartamento' when 'apto' then 'apartamento'
           when 'cs' then 'casa' when 'n' then '' when 'no' then '' when 'num' then '' when 'numero' then ''
           else x.w end, '' order by x.n), '')
    from regexp_split_to_table(
           regexp_replace(regexp_replace(regexp_replace(lower(translate(normalize(coalesce(t, ''), nfkc),
             'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿºª',
             'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyyoa')), '[^a-z0-9]+', ' ', 'g'),
             '([a-z])([0-9])', '\1 \2', 'g'), '([0-9])([a-z])', '\1 \2', 'g'),
           ' ') with ordinality as x(w, n)
   where x.w <> '' and x.w not in ('brasilia', 'df')
$function$
;

CREATE OR REPLACE FUNCTION privado.nomes_parecidos(a text, b text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select ka = kb or (least(length(ka), length(kb)) >= 4 and (strpos(ka, kb) > 0 or strpos(kb, ka) > 0))
    from (select privado.chave_de_comparacao(a) as ka, privado.chave_de_comparacao(b) as kb) x
$function$
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
  perform privado.conferir_texto_do_cadastro('O nome', nome);
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
    perform privado.conferir_texto_do_cadastro('O nome do estabelecimento', est_nome);
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
    -- O mesmo endereço escrito de outro jeito (pontuação, caixa, acento, "Bl." por "Bloco") e um
    -- nome parecido, com outro documento: é o mesmo lugar, não outro estabelecimento.
    select e.nome into outro_nome from public.estabelecimentos e
     where privado.chave_de_endereco(e.endereco) = privado.chave_de_endereco(est_endereco)
       and privado.nomes_parecidos(e.nome, est_nome)
       and e.documento is distinct from doc
     limit 1;
    if outro_nome is not null then
      perform privado.recusar('PT400', 'validation_failed',
        format('Já existe %s neste endereço (escrito de outro jeito), com outro CNPJ/CPF. Se você trabalha lá, '
               || 'peça ao administrador dele um convite e entre com o código; se é outro estabelecimento, '
               || 'use o nome dele como aparece na fachada.', outro_nome));
    end if;
    insert into public.estabelecimentos(nome, endereco, ponto, criado_em, documento)
    values (est_nome, est_endereco, privado.ponto(lat, lng), new.created_at, doc)
    returning id into eid;
    insert into public.membros(estabelecimento_id, conta_id, papel) values (eid, new.id, 'administrador');
  end if;
  return new;
end $function$
;
-- schema public: igual
-- catálogo: o que o migra não compara e difere (< migrations, > schemas).
-- FAÇA À MÃO: escreva na migration o grant/revoke/política/comentário/job que leva de < a >.
-- > funcao privado.chave_de_endereco(text) {postgres=X/postgres} {"search_path=\"\""}
-- > funcao privado.nomes_parecidos(text,text) {postgres=X/postgres} {"search_path=\"\""}
revoke execute on function privado.chave_de_endereco(text) from public;
revoke execute on function privado.nomes_parecidos(text, text) from public;
