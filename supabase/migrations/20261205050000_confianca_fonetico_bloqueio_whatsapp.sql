-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.bloqueado_pelo_lado(prof uuid, estab uuid, quem text)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select exists (select 1 from public.bloqueios b
                  where b.profissional_id = prof and b.estabelecimento_id = estab and b.lado::text = quem)
$function$
;

CREATE OR REPLACE FUNCTION privado.fora_do_latim(t text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select x ~ '[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02ff\u1d00-\u1dbf\u1e00-\u1eff\u2c60-\u2c7f\ua720-\ua7ff\uab30-\uab6f\U00010780-\U000107bf\U0001df00-\U0001dfff]'
      -- "a" na frente: tem_sosia pede latino E sósia; aqui basta o sósia.
      or privado.tem_sosia('a' || x)
    from (select regexp_replace(normalize(normalize(coalesce(t, ''), nfkc), nfd), '[\u0300-\u036f]', '', 'g') as x) y
$function$
;

CREATE OR REPLACE FUNCTION privado.whatsapp_conferido(t text, cadastro boolean DEFAULT false)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  w text := privado.whatsapp_normalizado(t);
  frase constant text := 'O WhatsApp precisa ser um telefone do Brasil com DDD, como +55 61 91234-5678 ou (61) 3123-4567: '
                         || 'só dígitos, espaços, traços, parênteses e o +55.';
begin
  if w is null and cadastro then
    perform privado.recusar('PT400', 'validation_failed', frase);
  elsif w is null then
    perform privado.recusar('PT422', 'whatsapp_invalido', frase, '{"campo":"whatsapp"}');
  end if;
  return w;
end $function$
;

CREATE OR REPLACE FUNCTION privado.whatsapp_normalizado(t text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when n ~ '^[1-9][1-9]9[0-9]{8}$' then format('+55 %s %s-%s', left(n, 2), substr(n, 3, 5), right(n, 4))
              when n ~ '^[1-9][1-9][2-8][0-9]{7}$' then format('+55 %s %s-%s', left(n, 2), substr(n, 3, 4), right(n, 4))
         end
    from (select case when d ~ '^\+55' then substr(regexp_replace(d, '[^0-9]', '', 'g'), 3)
                      when length(regexp_replace(d, '[^0-9]', '', 'g')) in (12, 13) and d ~ '^[( ]*55'
                        then substr(regexp_replace(d, '[^0-9]', '', 'g'), 3)
                      else regexp_replace(d, '[^0-9]', '', 'g') end as n
            from (select trim(normalize(t, nfkc)) as d) y
           where d ~ '^(\+ ?55)?[0-9 ()-]+$' and length(normalize(t, nfkc)) <= 40) x
$function$
;

CREATE OR REPLACE FUNCTION privado.campainha_do_aviso()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  prof uuid := coalesce((select t.profissional_id from public.turnos t where t.id = new.turno_id),
                        (select ca.profissional_id from public.candidaturas ca where ca.id = new.candidatura_id));
begin
  if prof is not null
     and privado.bloqueado_pelo_lado(prof, (select v.estabelecimento_id from public.vagas v where v.id = new.vaga_id),
                                     (select c.perfil::text from public.contas c where c.id = new.conta_id)) then
    return null;
  end if;
  perform privado.tocar_campainha(new.conta_id, new.tipo,
    jsonb_build_object('notificacao_id', new.id, 'vaga_id', new.vaga_id, 'turno_id', new.turno_id,
                       'candidatura_id', new.candidatura_id));
  return null;
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
end $function$
;
-- schema public: o que leva as migrations ao estado de supabase/schemas/
-- Os números de antes na forma única; o que não é telefone (link, texto) sai.
update public.contas set whatsapp = privado.whatsapp_normalizado(whatsapp)
 where whatsapp is not null and whatsapp is distinct from privado.whatsapp_normalizado(whatsapp);

alter table "public"."contas" add constraint "contas_whatsapp_telefone" CHECK ((NOT (whatsapp IS DISTINCT FROM privado.whatsapp_normalizado(whatsapp)))) not valid;

alter table "public"."contas" validate constraint "contas_whatsapp_telefone";

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
    if privado.parece_email(n) then
      perform privado.recusar('PT422', 'nome_e_email', 'O nome é como as pessoas veem você (ex.: Ana Souza), não o e-mail.', '{"campo":"nome"}');
    end if;
  end if;
  perform privado.conferir_texto('whatsapp', 'O WhatsApp', w, privado.tamanho_max_whatsapp());
  if w <> '' then
    w := privado.whatsapp_conferido(w);
  end if;
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

CREATE OR REPLACE FUNCTION public.minhas_notificacoes(desde instante DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
  desde_em timestamptz := privado.instante(minhas_notificacoes.desde);
  r jsonb;
begin
  with lidas as (
    select d.id, d.enviada_em, v.id as vaga_id, v.funcao, v.inicio, v.valor_centavos, v.modo, e.id as eid, e.nome
      from public.despachos d
      join public.vagas v on v.id = d.vaga_id
      join public.estabelecimentos e on e.id = v.estabelecimento_id
      cross join lateral privado.alcance(c.id, v.id) al
     where d.profissional_id = c.id and d.estado_entrega in ('enviada', 'entregue')
       and (desde_em is null or d.enviada_em > desde_em)
       and al.alcanca
     order by d.enviada_em, v.inicio, d.id
     limit privado.itens_max_lista()),
  marca as (
    update public.despachos d set estado_entrega = 'entregue', entregue_em = agora
      from lidas where d.id = lidas.id and d.estado_entrega = 'enviada' returning d.id),
  avs as (
    select a.*, v.funcao, v.inicio, v.valor_centavos, v.modo, e.id as eid, e.nome as enome,
           v.estabelecimento_id, pr.id as pid, pr.nome as pnome
      from public.avisos a
      join public.vagas v on v.id = a.vaga_id
      join public.estabelecimentos e on e.id = v.estabelecimento_id
      left join public.contas pr on pr.id = coalesce(
        (select t.profissional_id from public.turnos t where t.id = a.turno_id),
        (select ca.profissional_id from public.candidaturas ca where ca.id = a.candidatura_id))
     where a.conta_id = c.id and (desde_em is null or a.em > desde_em)
       -- Some só o que o MEU lado bloqueou: o bloqueio do outro lado não muda o que vejo (para o
       -- estabelecimento, o bloqueio dela se lê como a retirada, com os mesmos avisos).
       and (pr.id is null or not privado.bloqueado_pelo_lado(pr.id, v.estabelecimento_id, c.perfil::text))
     order by a.em, a.id
     limit privado.itens_max_lista()),
  marca_avisos as (
    update public.avisos a set entregue_em = agora
      from avs where a.id = avs.id and a.entregue_em is null returning a.id),
  tudo as (
    select l.enviada_em as quando, l.inicio, l.id, jsonb_build_object(
             'notificacao_id', l.id, 'tipo', 'vaga', 'vaga_id', l.vaga_id, 'funcao', l.funcao, 'inicio', l.inicio,
             'valor_centavos', l.valor_centavos, 'modo', l.modo,
             'estabelecimento', jsonb_build_object('id', l.eid, 'nome', l.nome),
             'enviada_em', l.enviada_em) as j
      from lidas l
    union all
    select a.em, a.inicio, a.id, jsonb_build_object(
             'notificacao_id', a.id, 'tipo', a.tipo, 'vaga_id', a.vaga_id, 'funcao', a.funcao, 'inicio', a.inicio,
             'valor_centavos', a.valor_centavos, 'modo', a.modo,
             'estabelecimento', jsonb_build_object('id', a.eid, 'nome', a.enome),
             'enviada_em', a.em,
             'turno_id', a.turno_id, 'candidatura_id', a.candidatura_id,
             'profissional', case when a.pid is not null then jsonb_build_object('id', a.pid, 'nome', a.pnome) end,
             'motivo', a.motivo, 'conta_como_falta', a.conta_como_falta)
           -- Só no cancelamento: o lado de quem cancelou (a falta é desse lado).
           || case when a.tipo = 'turno_cancelado' then jsonb_build_object('por',
                case when a.autor_id = a.pid then 'profissional' else 'contratante' end) else '{}'::jsonb end
      from avs a)
  select coalesce(jsonb_agg(t.j order by t.quando, t.inicio, t.id), '[]'::jsonb) into r from tudo t;
  return r;
end $function$
;
-- catálogo: o que o migra não compara e difere (< migrations, > schemas).
-- FAÇA À MÃO: escreva na migration o grant/revoke/política/comentário/job que leva de < a >.
-- > funcao privado.bloqueado_pelo_lado(uuid,uuid,text) {postgres=X/postgres} {"search_path=\"\""}
-- > funcao privado.fora_do_latim(text) {postgres=X/postgres} {"search_path=\"\""}
-- > funcao privado.whatsapp_conferido(text,boolean) {postgres=X/postgres} {"search_path=\"\""}
-- > funcao privado.whatsapp_normalizado(text) {postgres=X/postgres} {"search_path=\"\""}
revoke execute on function privado.bloqueado_pelo_lado(uuid, uuid, text) from public;
revoke execute on function privado.fora_do_latim(text) from public;
revoke execute on function privado.whatsapp_conferido(text, boolean) from public;
revoke execute on function privado.whatsapp_normalizado(text) from public;
