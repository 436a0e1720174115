-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.conferir_metadados_do_usuario()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
end $function$
;

CREATE OR REPLACE FUNCTION privado.metadado_fora_da_regua(chave text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select lower(chave) like '%senha%' or lower(chave) like '%password%' or lower(chave) like '%token%'
      or lower(chave) in ('apikey', 'email')
$function$
;

CREATE OR REPLACE FUNCTION privado.problema_no_metadado(d jsonb, chave text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
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
end $function$
;
-- schema public: igual
-- catálogo: o que o migra não compara e difere (< migrations, > schemas).
-- FAÇA À MÃO: escreva na migration o grant/revoke/política/comentário/job que leva de < a >.
-- > funcao privado.conferir_metadados_do_usuario() {postgres=X/postgres} {"search_path=\"\""}
-- > funcao privado.metadado_fora_da_regua(text) {postgres=X/postgres} {"search_path=\"\""}
-- > funcao privado.problema_no_metadado(jsonb,text) {postgres=X/postgres} {"search_path=\"\""}
-- > gatilho auth.users CREATE TRIGGER conferir_metadados_do_usuario BEFORE INSERT OR UPDATE OF raw_user_meta_data ON auth.users FOR EACH ROW EXECUTE FUNCTION privado.conferir_metadados_do_usuario()
revoke execute on function privado.conferir_metadados_do_usuario() from public;
revoke execute on function privado.metadado_fora_da_regua(text) from public;
revoke execute on function privado.problema_no_metadado(jsonb, text) from public;
create trigger conferir_metadados_do_usuario before insert or update of raw_user_meta_data on auth.users
  for each row execute function privado.conferir_metadados_do_usuario();
