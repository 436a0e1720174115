-- Texto sem invisíveis nem letras que imitam outras, na forma NFKC (gerada por make esquema-diff).
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.conferir_texto_do_cadastro(rotulo text, t text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
end $function$
;

CREATE OR REPLACE FUNCTION privado.normalizar_textos()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  coluna text;
  v text;
  mudou jsonb := '{}';
begin
  foreach coluna in array tg_argv loop
    v := to_jsonb(new) ->> coluna;
    if v is not null and v is not nfkc normalized then
      mudou := mudou || jsonb_build_object(coluna, normalize(v, nfkc));
    end if;
  end loop;
  if mudou <> '{}' then
    new := jsonb_populate_record(new, mudou);
  end if;
  return new;
end $function$
;

CREATE OR REPLACE FUNCTION privado.problema_do_texto(t text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when t is null then null
              when privado.tem_controle(t) then 'texto_invalido'
              when privado.tem_invisivel(t) then 'caractere_invisivel'
              when privado.tem_sosia(normalize(t, nfkc)) then 'caractere_parecido'
         end
$function$
;

CREATE OR REPLACE FUNCTION privado.tem_invisivel(t text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select t ~ '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\uffa0\ufeff\ufff0-\ufffb\U000e0000-\U000e007f]'
$function$
;

CREATE OR REPLACE FUNCTION privado.tem_sosia(t text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select t ~ '[A-Za-z\u00c0-\u024f]' and t ~ '[\u0370-\u03ff\u0400-\u052f\u1d00-\u1d7f\u1f00-\u1fff\u2c80-\u2cff]'
$function$
;

CREATE OR REPLACE FUNCTION privado.conferir_texto(campo text, rotulo text, t text, maximo integer)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if t is null then return; end if;
  if char_length(t) > maximo then
    perform privado.recusar('PT422', 'fora_do_limite', format('%s pode ter no máximo %s caracteres.', rotulo, maximo),
      jsonb_build_object('campo', campo, 'maximo', maximo));
  end if;
  case privado.problema_do_texto(t)
    when 'texto_invalido' then
      perform privado.recusar('PT422', 'texto_invalido',
        format('%s não pode ter caracteres de controle (quebra de linha, tabulação, ESC).', rotulo),
        jsonb_build_object('campo', campo));
    when 'caractere_invisivel' then
      perform privado.recusar('PT422', 'caractere_invisivel',
        format('%s não pode ter caracteres invisíveis (largura zero, direção do texto, separador de linha).', rotulo),
        jsonb_build_object('campo', campo));
    when 'caractere_parecido' then
      perform privado.recusar('PT422', 'caractere_parecido',
        format('%s mistura letras latinas com letras de outro alfabeto que se parecem com elas.', rotulo),
        jsonb_build_object('campo', campo));
    else null;
  end case;
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
    insert into public.estabelecimentos(nome, endereco, ponto, criado_em)
    values (est_nome, est_endereco, privado.ponto(lat, lng), new.created_at)
    returning id into eid;
    insert into public.membros(estabelecimento_id, conta_id, papel) values (eid, new.id, 'administrador');
  end if;
  return new;
end $function$
;

CREATE OR REPLACE FUNCTION privado.texto_no_limite(t text, maximo integer)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select t is null or (char_length(t) <= maximo and privado.problema_do_texto(t) is null and t is nfkc normalized)
$function$
;
CREATE TRIGGER avisos_normalizar_textos BEFORE INSERT OR UPDATE OF motivo ON public.avisos FOR EACH ROW EXECUTE FUNCTION privado.normalizar_textos('motivo');

CREATE TRIGGER contas_normalizar_textos BEFORE INSERT OR UPDATE OF nome, whatsapp, email ON public.contas FOR EACH ROW EXECUTE FUNCTION privado.normalizar_textos('nome', 'whatsapp', 'email');

CREATE TRIGGER estabelecimentos_normalizar_textos BEFORE INSERT OR UPDATE OF nome, endereco ON public.estabelecimentos FOR EACH ROW EXECUTE FUNCTION privado.normalizar_textos('nome', 'endereco');

CREATE TRIGGER ocorrencias_normalizar_textos BEFORE INSERT OR UPDATE OF motivo ON public.ocorrencias FOR EACH ROW EXECUTE FUNCTION privado.normalizar_textos('motivo');

CREATE TRIGGER turnos_normalizar_textos BEFORE INSERT OR UPDATE OF motivo_cancelamento ON public.turnos FOR EACH ROW EXECUTE FUNCTION privado.normalizar_textos('motivo_cancelamento');

CREATE TRIGGER vagas_normalizar_textos BEFORE INSERT OR UPDATE OF endereco, bairro, motivo_cancelamento ON public.vagas FOR EACH ROW EXECUTE FUNCTION privado.normalizar_textos('endereco', 'bairro', 'motivo_cancelamento');

revoke execute on function privado.conferir_texto_do_cadastro(text, text), privado.normalizar_textos(),
  privado.problema_do_texto(text), privado.tem_invisivel(text), privado.tem_sosia(text) from public, anon, authenticated;
