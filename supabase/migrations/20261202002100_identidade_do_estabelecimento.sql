-- Identidade do estabelecimento (documento com dígitos verificadores, nome no endereço único) e membros convidados (gerada por make esquema-diff).
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.chave_de_comparacao(t text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select regexp_replace(lower(translate(normalize(t, nfkc),
    'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ',
    'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy')), '[^a-z0-9]+', '', 'g')
$function$
;

CREATE OR REPLACE FUNCTION privado.documento_valido(doc text)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  n integer;
  s integer;
  dv integer;
begin
  if doc is null or doc !~ '^([0-9]{11}|[0-9]{14})$' or doc ~ '^(.)\1*$' then
    return false;
  end if;
  n := length(doc);
  for k in 1..2 loop
    s := 0;
    if n = 11 then
      for i in 1..(8 + k) loop
        s := s + substr(doc, i, 1)::integer * (10 + k - i);
      end loop;
      dv := (s * 10) % 11 % 10;
    else
      for i in 1..(11 + k) loop
        s := s + substr(doc, i, 1)::integer * (((13 + k - i) - 2) % 8 + 2);
      end loop;
      dv := case when s % 11 < 2 then 0 else 11 - s % 11 end;
    end if;
    if substr(doc, n - 2 + k, 1)::integer <> dv then
      return false;
    end if;
  end loop;
  return true;
end $function$
;

CREATE OR REPLACE FUNCTION privado.entrar_por_convite(conta uuid, email_da_conta text, estab uuid)
 RETURNS text
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare p public.papel_membro;
begin
  delete from public.convites v where v.estabelecimento_id = estab and v.email = email_da_conta returning v.papel into p;
  if p is null then
    perform privado.recusar('PT404', 'sem_convite', 'Não há convite deste estabelecimento para o seu e-mail.');
  end if;
  insert into public.membros(estabelecimento_id, conta_id, papel) values (estab, conta, p)
  on conflict do nothing;
  return p::text;
end $function$
;

CREATE OR REPLACE FUNCTION privado.exigir_administrador(conta uuid, pedido uuid DEFAULT NULL::uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare eid uuid := privado.estabelecimento_do(conta, pedido);
begin
  if not exists (select 1 from public.membros m where m.estabelecimento_id = eid and m.conta_id = conta
                                                  and m.papel = 'administrador') then
    perform privado.recusar('PT403', 'so_administrador', 'Só o administrador do estabelecimento pode fazer isto.');
  end if;
  return eid;
end $function$
;

CREATE OR REPLACE FUNCTION privado.so_digitos(t text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select regexp_replace(coalesce(t, ''), '[^0-9]', '', 'g') $function$
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
    doc := nullif(privado.so_digitos(est ->> 'documento'), '');
    if est ->> 'documento' is not null and not coalesce(privado.documento_valido(doc), false) then
      perform privado.recusar('PT400', 'validation_failed',
        'CNPJ (14 dígitos) ou CPF (11 dígitos) inválido: confira os dígitos verificadores.');
    end if;
    if doc is not null and exists (select 1 from public.estabelecimentos e where e.documento = doc) then
      perform privado.recusar('PT400', 'validation_failed',
        'Já existe um estabelecimento com este CNPJ/CPF; peça ao administrador dele um convite.');
    end if;
    if exists (select 1 from public.estabelecimentos e
                where privado.chave_de_comparacao(e.nome) = privado.chave_de_comparacao(est_nome)
                  and privado.chave_de_comparacao(e.endereco) = privado.chave_de_comparacao(est_endereco)) then
      perform privado.recusar('PT400', 'validation_failed',
        'Já existe um estabelecimento com este nome neste endereço; peça ao administrador dele um convite.');
    end if;
    insert into public.estabelecimentos(nome, endereco, ponto, criado_em, documento)
    values (est_nome, est_endereco, privado.ponto(lat, lng), new.created_at, doc)
    returning id into eid;
    insert into public.membros(estabelecimento_id, conta_id, papel) values (eid, new.id, 'administrador');
  end if;
  return new;
end $function$
;
create table "public"."convites" (
    "estabelecimento_id" uuid not null,
    "email" text not null,
    "papel" papel_membro not null,
    "convidado_por" uuid not null,
    "em" timestamp with time zone not null
);


alter table "public"."convites" enable row level security;

alter table "public"."estabelecimentos" add column "documento" text;

CREATE UNIQUE INDEX convites_pkey ON public.convites USING btree (estabelecimento_id, email);

CREATE UNIQUE INDEX estabelecimentos_documento ON public.estabelecimentos USING btree (documento);

CREATE UNIQUE INDEX estabelecimentos_nome_no_endereco ON public.estabelecimentos USING btree (privado.chave_de_comparacao(nome), privado.chave_de_comparacao(endereco));

alter table "public"."convites" add constraint "convites_pkey" PRIMARY KEY using index "convites_pkey";

alter table "public"."convites" add constraint "convites_convidado_por_fkey" FOREIGN KEY (convidado_por) REFERENCES contas(id) ON DELETE CASCADE not valid;

alter table "public"."convites" validate constraint "convites_convidado_por_fkey";

alter table "public"."convites" add constraint "convites_email_check" CHECK (privado.texto_no_limite(email, privado.tamanho_max_email())) not valid;

alter table "public"."convites" validate constraint "convites_email_check";

alter table "public"."convites" add constraint "convites_estabelecimento_id_fkey" FOREIGN KEY (estabelecimento_id) REFERENCES estabelecimentos(id) ON DELETE CASCADE not valid;

alter table "public"."convites" validate constraint "convites_estabelecimento_id_fkey";

alter table "public"."estabelecimentos" add constraint "estabelecimentos_documento_valido" CHECK (((documento IS NULL) OR privado.documento_valido(documento))) not valid;

alter table "public"."estabelecimentos" validate constraint "estabelecimentos_documento_valido";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.aceitar_convite(estabelecimento_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  p text := privado.entrar_por_convite(c.id, c.email, aceitar_convite.estabelecimento_id);
begin
  return jsonb_build_object('estabelecimento_id', aceitar_convite.estabelecimento_id, 'papel', p);
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
  insert into public.convites(estabelecimento_id, email, papel, convidado_por, em)
  values (eid, e, papel::public.papel_membro, c.id, privado.agora())
  on conflict on constraint convites_pkey do update set papel = excluded.papel, convidado_por = excluded.convidado_por, em = excluded.em;
  return jsonb_build_object('estabelecimento_id', eid, 'email', e, 'papel', papel);
end $function$
;

CREATE OR REPLACE FUNCTION public.membros_do_estabelecimento(estabelecimento_id uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  eid uuid := privado.estabelecimento_do(c.id, membros_do_estabelecimento.estabelecimento_id);
begin
  return jsonb_build_object(
    'estabelecimento_id', eid,
    'membros', coalesce((select jsonb_agg(jsonb_build_object('conta_id', x.id, 'nome', x.nome, 'email', x.email,
                                                             'papel', m.papel) order by m.papel, x.nome)
                           from public.membros m join public.contas x on x.id = m.conta_id
                          where m.estabelecimento_id = eid), '[]'),
    'convites', coalesce((select jsonb_agg(jsonb_build_object('email', v.email, 'papel', v.papel, 'em', v.em) order by v.em)
                            from public.convites v where v.estabelecimento_id = eid), '[]'));
end $function$
;

CREATE OR REPLACE FUNCTION public.remover_membro(conta_id uuid DEFAULT NULL::uuid, email text DEFAULT NULL::text, estabelecimento_id uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  eid uuid := privado.exigir_administrador(c.id, remover_membro.estabelecimento_id);
  n integer;
begin
  if remover_membro.conta_id is not null then
    if (select m.papel from public.membros m where m.estabelecimento_id = eid and m.conta_id = remover_membro.conta_id) = 'administrador'
       and (select count(*) from public.membros m where m.estabelecimento_id = eid and m.papel = 'administrador') = 1 then
      perform privado.recusar('PT409', 'ultimo_administrador', 'O estabelecimento precisa de ao menos um administrador.');
    end if;
    delete from public.membros m where m.estabelecimento_id = eid and m.conta_id = remover_membro.conta_id;
  else
    delete from public.convites v where v.estabelecimento_id = eid
       and v.email = lower(trim(normalize(coalesce(remover_membro.email, ''), nfkc)));
  end if;
  get diagnostics n = row_count;
  if n = 0 then
    perform privado.recusar('PT404', 'nao_encontrado', 'Não há membro nem convite com esse dado neste estabelecimento.');
  end if;
  return jsonb_build_object('removido', true);
end $function$
;

revoke all on public.convites from public, anon, authenticated;
revoke execute on function public.aceitar_convite(uuid), public.convidar_membro(text, text, uuid),
  public.membros_do_estabelecimento(uuid), public.remover_membro(uuid, text, uuid) from public, anon;
revoke execute on function privado.chave_de_comparacao(text), privado.documento_valido(text),
  privado.entrar_por_convite(uuid, text, uuid), privado.exigir_administrador(uuid, uuid), privado.so_digitos(text)
  from public, anon, authenticated;
grant execute on function public.convidar_membro(text, text, uuid) to authenticated;
grant execute on function public.aceitar_convite(uuid) to authenticated;
grant execute on function public.remover_membro(uuid, text, uuid) to authenticated;
grant execute on function public.membros_do_estabelecimento(uuid) to authenticated;
