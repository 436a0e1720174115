-- SÓ-LOCAL. PUT /auth/v1/user (updateUser do supabase-js, update_user do supabase-py) como o
-- GoTrue (internal/api/user.go, UserUpdate; internal/models/user.go, UpdatePassword e
-- UpdateUserMetaData): senha nova com a política do cadastro (weak_password), igual à atual
-- é 422 same_password, e trocar a senha encerra as OUTRAS sessões da pessoa (LogoutAllExceptMe;
-- sem sessão no token, todas); `data` mescla no user_metadata (chave com null sai). Aqui o
-- `perfil` é fixo (RN25): mudá-lo pelo metadata é recusado, senão o token diria um perfil que a
-- conta não tem.

create or replace function auth.gotrue_atualizar_usuario(usuario uuid, sessao uuid, senha text, dados jsonb)
returns jsonb
language plpgsql volatile set search_path = '' as $$
declare
  u auth.users;
  meta jsonb;
  k text;
  v jsonb;
begin
  perform auth.exigir_sessao(sessao);
  select * into u from auth.users where id = usuario for update;
  if u.id is null then
    raise exception using errcode = 'PT404', message = 'user_not_found', detail = 'Usuário não encontrado.';
  end if;
  if dados is not null and jsonb_typeof(dados) <> 'object' then
    raise exception using errcode = 'PT400', message = 'validation_failed', detail = 'data precisa ser um objeto JSON.';
  end if;
  if senha is not null then
    -- A mesma política do cadastro (auth.gotrue_signup).
    if length(senha) < auth.senha_minima() then
      raise exception using errcode = 'PT422', message = 'weak_password',
        detail = format('A senha precisa ter pelo menos %s caracteres.', auth.senha_minima());
    end if;
    if octet_length(senha) > auth.senha_maxima_bytes() then
      raise exception using errcode = 'PT400', message = 'validation_failed',
        detail = format('A senha pode ter no máximo %s caracteres (menos com acentos ou emoji).', auth.senha_maxima_bytes());
    end if;
    if u.encrypted_password = extensions.crypt(senha, u.encrypted_password) then
      raise exception using errcode = 'PT422', message = 'same_password',
        detail = 'A senha nova precisa ser diferente da atual.';
    end if;
  end if;
  if dados ? 'perfil' and (dados -> 'perfil') is distinct from (u.raw_user_meta_data -> 'perfil') then
    raise exception using errcode = 'PT422', message = 'validation_failed',
      detail = 'O perfil da conta é fixo; para o outro lado, crie outra conta.';
  end if;

  if senha is not null then
    update auth.users
       set encrypted_password = extensions.crypt(senha, extensions.gen_salt('bf', auth.bcrypt_custo())),
           recovery_token = '', confirmation_token = '', email_change_token_new = '', updated_at = now()
     where id = usuario;
    update auth.refresh_tokens set revoked = true, updated_at = now()
     where user_id = usuario and not revoked and (sessao is null or session_id <> sessao);
    delete from auth.sessions where user_id = usuario and (sessao is null or id <> sessao);
  end if;
  if dados is not null then
    meta := coalesce(u.raw_user_meta_data, '{}'::jsonb);
    for k, v in select * from jsonb_each(dados) loop
      meta := case when jsonb_typeof(v) = 'null' then meta - k else meta || jsonb_build_object(k, v) end;
    end loop;
    update auth.users set raw_user_meta_data = meta, updated_at = now() where id = usuario;
  end if;
  select * into u from auth.users where id = usuario;
  return auth.usuario_json(u);
end $$;

revoke execute on function auth.gotrue_atualizar_usuario(uuid, uuid, text, jsonb) from public;
