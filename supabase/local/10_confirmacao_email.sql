-- SÓ-LOCAL. Confirmação de e-mail como o GoTrue com "Confirm email" ligado: o cadastro
-- devolve o usuário sem sessão e o login só passa depois de confirmar. O frila-api usa
-- estas funções quando `confirmar_email` está ligado; localmente a confirmação é
-- `make confirmar-email EMAIL=...` (no Supabase, o link que chega por e-mail).

-- Cadastro sem sessão: as mesmas validações e recusas do cadastro normal; a sessão que ele
-- abriria é descartada na mesma transação (o token nunca sai do banco).
create or replace function auth.gotrue_signup_a_confirmar(email text, senha text, dados jsonb, segredo text,
                                                          validade_s int)
returns jsonb
language plpgsql volatile set search_path = '' as $$
declare
  usuario uuid;
  u auth.users;
begin
  usuario := (auth.gotrue_signup(email, senha, dados, segredo, validade_s) -> 'user' ->> 'id')::uuid;
  delete from auth.refresh_tokens where user_id = usuario;
  delete from auth.sessions where user_id = usuario;
  update auth.users
     set email_confirmed_at = null, last_sign_in_at = null, confirmation_sent_at = now(),
         confirmation_token = encode(extensions.gen_random_bytes(16), 'hex')
   where id = usuario
  returning * into u;
  return auth.usuario_json(u) || jsonb_build_object('confirmation_sent_at', u.confirmation_sent_at);
end $$;

-- Login que recusa conta não confirmada, depois de conferir a senha (como o GoTrue); a
-- sessão aberta pelo login comum é desfeita com a recusa.
create or replace function auth.gotrue_login_confirmado(email text, senha text, segredo text, validade_s int)
returns jsonb
language plpgsql volatile set search_path = '' as $$
declare
  s jsonb := auth.gotrue_login(email, senha, segredo, validade_s);
begin
  if (select u.email_confirmed_at is null from auth.users u where u.id = (s -> 'user' ->> 'id')::uuid) then
    raise exception using errcode = 'PT400', message = 'email_not_confirmed',
      detail = 'Confira seu e-mail para confirmar a conta.';
  end if;
  return s;
end $$;

-- O "link do e-mail" local. Devolve se havia o que confirmar.
create or replace function auth.confirmar_email(email text) returns boolean
language sql volatile set search_path = '' as $$
  with feito as (
    update auth.users u set email_confirmed_at = now(), confirmation_token = '', updated_at = now()
     where u.email = lower(trim(confirmar_email.email)) and u.email_confirmed_at is null
    returning 1)
  select exists (select 1 from feito)
$$;

revoke execute on function auth.gotrue_signup_a_confirmar(text, text, jsonb, text, int),
  auth.gotrue_login_confirmado(text, text, text, int), auth.confirmar_email(text) from public;
