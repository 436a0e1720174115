-- schema privado: o que leva as migrations ao estado de supabase/schemas/
drop function if exists "privado"."entrar_por_convite"(conta uuid, email_da_conta text, estab uuid);

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.convite_do_codigo(codigo uuid, email_da_conta text)
 RETURNS convites
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select v.* from public.convites v
   where v.codigo_hash = privado.hash_do_convite(codigo) and v.email = email_da_conta
$function$
;

CREATE OR REPLACE FUNCTION privado.entrar_por_convite(conta uuid, email_da_conta text, codigo uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v public.convites := privado.convite_do_codigo(codigo, email_da_conta);
  outro text;
begin
  if v.estabelecimento_id is null then
    perform privado.recusar('PT404', 'sem_convite',
      'Não há convite com este código para o seu e-mail. Confira o código com quem convidou (convidar de novo troca o código).');
  end if;
  if v.em + privado.validade_convite() <= privado.agora() then
    perform privado.recusar('PT409', 'convite_vencido',
      format('Este convite venceu (vale %s dias). Peça ao administrador um convite novo.',
             extract(day from privado.validade_convite())),
      jsonb_build_object('venceu_em', v.em + privado.validade_convite()));
  end if;
  select e.nome into outro from public.membros m join public.estabelecimentos e on e.id = m.estabelecimento_id
   where m.conta_id = conta and m.estabelecimento_id <> v.estabelecimento_id order by m.papel, e.criado_em limit 1;
  if outro is not null then
    perform privado.recusar('PT409', 'membro_de_outro',
      format('Você já é membro de %s, e uma conta age por um estabelecimento só. Saia de %s antes '
             || '(frila membros remover com o seu id, ou peça ao administrador de lá) e aceite de novo.', outro, outro),
      jsonb_build_object('estabelecimento', outro));
  end if;
  delete from public.convites x where x.estabelecimento_id = v.estabelecimento_id and x.email = email_da_conta;
  insert into public.membros(estabelecimento_id, conta_id, papel) values (v.estabelecimento_id, conta, v.papel)
  on conflict do nothing;
  return (select jsonb_build_object('estabelecimento_id', e.id, 'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome),
                                    'papel', v.papel)
            from public.estabelecimentos e where e.id = v.estabelecimento_id);
end $function$
;

CREATE OR REPLACE FUNCTION privado.hash_do_convite(codigo uuid)
 RETURNS bytea
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select extensions.digest(lower(codigo::text), 'sha256')
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
drop function if exists "public"."aceitar_convite"(estabelecimento_id uuid);

alter table "public"."convites" add column "codigo_hash" bytea;

CREATE UNIQUE INDEX convites_codigo ON public.convites USING btree (codigo_hash);

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.aceitar_convite(codigo uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador('contratante');
begin
  return privado.entrar_por_convite(c.id, c.email, aceitar_convite.codigo);
end $function$
;

CREATE OR REPLACE FUNCTION public.convidar_membro(email text, papel text DEFAULT 'operador'::text, estabelecimento_id uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  eid uuid := privado.exigir_administrador(c.id, convidar_membro.estabelecimento_id);
  e text := lower(trim(normalize(coalesce(email, ''), nfkc)));
  codigo uuid := gen_random_uuid();
begin
  if papel is null or papel not in ('administrador', 'operador') then
    perform privado.recusar('PT422', 'valor_invalido', 'O papel é administrador ou operador.', '{"campo":"papel"}');
  end if;
  if e !~ '^[a-z0-9!#$%&''*+/=?^_`{|}~.-]+@[a-z0-9.-]+\.[a-z]{2,63}$' or char_length(e) > privado.tamanho_max_email() then
    perform privado.recusar('PT422', 'valor_invalido', 'E-mail inválido.', '{"campo":"email"}');
  end if;
  if exists (select 1 from public.membros m join public.contas x on x.id = m.conta_id
              where m.estabelecimento_id = eid and x.email = e) then
    perform privado.recusar('PT409', 'ja_e_membro', 'Esta pessoa já é membro do estabelecimento.');
  end if;
  -- O perfil não muda (RN25): um convite a uma conta de profissional ficaria pendente para sempre.
  if exists (select 1 from public.contas x where x.email = e and x.perfil = 'profissional') then
    perform privado.recusar('PT409', 'email_de_profissional',
      'Este e-mail é de uma conta de profissional, que não vira membro de estabelecimento (o perfil não muda). '
      || 'Convide um e-mail de contratante ou um e-mail ainda sem conta.', '{"campo":"email"}');
  end if;
  insert into public.convites(estabelecimento_id, email, papel, convidado_por, em, codigo_hash)
  values (eid, e, papel::public.papel_membro, c.id, privado.agora(), privado.hash_do_convite(codigo))
  on conflict on constraint convites_pkey do update
    set papel = excluded.papel, convidado_por = excluded.convidado_por, em = excluded.em, codigo_hash = excluded.codigo_hash;
  return jsonb_build_object('estabelecimento_id', eid, 'email', e, 'papel', papel, 'codigo', codigo,
                            'vence_em', privado.agora() + privado.validade_convite());
end $function$
;
-- catálogo: o que o migra não compara e difere (< migrations, > schemas).
-- FAÇA À MÃO: escreva na migration o grant/revoke/política/comentário/job que leva de < a >.
-- > funcao privado.convite_do_codigo(uuid,text) {postgres=X/postgres} {"search_path=\"\""}
-- > funcao privado.hash_do_convite(uuid) {postgres=X/postgres} {"search_path=\"\""}
revoke execute on function privado.convite_do_codigo(uuid, text) from public;
revoke execute on function privado.hash_do_convite(uuid) from public;
revoke execute on function public.aceitar_convite(uuid) from public, anon;
grant execute on function public.aceitar_convite(uuid) to authenticated;
revoke execute on function privado.entrar_por_convite(uuid, text, uuid) from public;
