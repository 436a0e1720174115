-- =====================================================================================
-- SÓ-LOCAL (supabase/local/, aplicado por scripts/db.sh antes de supabase/migrations).
-- Num projeto Supabase real tudo isto é da plataforma (roles, schema auth,
-- GoTrue, assinatura de JWT): deixe este arquivo de fora ao publicar lá.
-- Espelha o que o Supabase oferece, para o gateway local `frila-api` (docs/CONTRATO.md):
-- roles anon/authenticated/service_role, auth.users (bcrypt via pgcrypto), refresh tokens
-- com rotação e detecção de reuso, auth.uid()/auth.jwt(), JWT HS256 com pgcrypto hmac.
-- =====================================================================================

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists dblink with schema extensions;  -- revogação autônoma (reuso)

-- Roles são do cluster: só cria se faltar (migration reaplicável num banco vazio).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end $$;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

-- Subconjunto das colunas do auth.users do Supabase (mesmos nomes), para o seed e os testes
-- gravarem igual nos dois. Os defaults são só daqui (lá quem preenche é o GoTrue).
create table auth.users (
  instance_id         uuid,
  id                  uuid primary key default gen_random_uuid(),
  aud                 text not null default 'authenticated',
  role                text not null default 'authenticated',
  email               text not null unique check (email = lower(email)),
  encrypted_password  text not null,
  email_confirmed_at  timestamptz,
  last_sign_in_at     timestamptz,
  confirmation_token  text default '',
  confirmation_sent_at timestamptz,
  recovery_token      text default '',
  email_change_token_new text default '',
  email_change        text default '',
  raw_app_meta_data   jsonb not null default '{"provider":"email","providers":["email"]}',
  raw_user_meta_data  jsonb not null default '{}',
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now()
);

-- Uma "família" é a sessão: cada refresh gera um filho e revoga o pai. Usar um token já
-- revogado é reuso (token vazado) e revoga a família inteira.
-- Sessão aberta por login/cadastro; o access token leva o id dela (session_id). Logout
-- apaga a sessão: daí em diante o token é recusado (session_not_found), antes do exp.
create table auth.sessions (
  id          uuid primary key default gen_random_uuid(),
  user_id     uuid not null references auth.users(id) on delete cascade,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);
create index sessions_usuario on auth.sessions(user_id);

create table auth.refresh_tokens (
  id          bigserial primary key,
  token       text not null unique,
  user_id     uuid not null references auth.users(id) on delete cascade,
  session_id  uuid not null,
  parent      text,
  revoked     boolean not null default false,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);
create index refresh_tokens_sessao on auth.refresh_tokens(session_id);
create index refresh_tokens_usuario on auth.refresh_tokens(user_id);

alter table auth.users enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.sessions enable row level security;
revoke all on auth.users, auth.refresh_tokens, auth.sessions from anon, authenticated;

-- Claims do pedido, como o PostgREST as expõe.
create or replace function auth.jwt() returns jsonb
language sql stable set search_path = '' as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                  nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable set search_path = '' as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid
$$;

create or replace function auth.role() returns text
language sql stable set search_path = '' as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))
$$;

create or replace function auth.email() returns text
language sql stable set search_path = '' as $$
  select nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;

-- ---------- JWT HS256 ----------
create or replace function auth.base64url(dados bytea) returns text
language sql immutable strict set search_path = '' as $$
  select translate(encode(dados, 'base64'), E'+/=\n', '-_')
$$;

create or replace function auth.base64url_decodificar(texto text) returns bytea
language sql immutable strict set search_path = '' as $$
  select decode(rpad(translate(texto, '-_', '+/'),
                     length(texto) + (4 - length(texto) % 4) % 4, '='), 'base64')
$$;

create or replace function auth.jwt_assinar(claims jsonb, segredo text) returns text
language sql immutable strict set search_path = '' as $$
  with partes as (
    select auth.base64url(convert_to('{"alg":"HS256","typ":"JWT"}', 'utf8')) || '.' ||
           auth.base64url(convert_to(claims::text, 'utf8')) as corpo
  )
  select corpo || '.' || auth.base64url(extensions.hmac(convert_to(corpo, 'utf8'),
                                                        convert_to(segredo, 'utf8'), 'sha256'))
  from partes
$$;

-- Tolerância de relógio na validade do token (API.md: 30 s).
create or replace function auth.jwt_tolerancia_s() returns int
language sql immutable set search_path = '' as $$ select 30 $$;

create or replace function auth.jwt_verificar(token text, segredo text, agora timestamptz default now())
returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  partes text[] := string_to_array(coalesce(token, ''), '.');
  cabecalho jsonb;
  claims jsonb;
  esperado text;
begin
  if array_length(partes, 1) is distinct from 3 then
    raise exception using errcode = '28000', message = 'jwt_invalido', detail = 'Token malformado.';
  end if;
  begin
    cabecalho := convert_from(auth.base64url_decodificar(partes[1]), 'utf8')::jsonb;
    claims := convert_from(auth.base64url_decodificar(partes[2]), 'utf8')::jsonb;
  exception when others then
    raise exception using errcode = '28000', message = 'jwt_invalido', detail = 'Token ilegível.';
  end;
  -- Só HS256: recusa "none" e troca de algoritmo.
  if cabecalho ->> 'alg' is distinct from 'HS256' or jsonb_typeof(claims) <> 'object' then
    raise exception using errcode = '28000', message = 'jwt_invalido', detail = 'Algoritmo não aceito.';
  end if;
  esperado := auth.base64url(extensions.hmac(convert_to(partes[1] || '.' || partes[2], 'utf8'),
                                             convert_to(segredo, 'utf8'), 'sha256'));
  if esperado <> partes[3] then
    raise exception using errcode = '28000', message = 'jwt_invalido', detail = 'Assinatura inválida.';
  end if;
  -- Sem exp numérico o token nunca venceria: recusado (o GoTrue sempre emite exp).
  if jsonb_typeof(claims -> 'exp') is distinct from 'number' then
    raise exception using errcode = '28000', message = 'jwt_invalido', detail = 'Token sem validade (exp).';
  end if;
  if (claims ->> 'exp')::numeric + auth.jwt_tolerancia_s() < extract(epoch from agora) then
    raise exception using errcode = '28000', message = 'jwt_expirado', detail = 'Sessão expirada.';
  end if;
  return claims;
end $$;

-- ---------- GoTrue local ----------
-- Custo do bcrypt: o do GoTrue.
create or replace function auth.bcrypt_custo() returns int
language sql immutable set search_path = '' as $$ select 10 $$;

-- Hash bcrypt de uma senha que ninguém usa, gerado aqui com o custo de auth.bcrypt_custo()
-- (mudou o custo, muda o hash): o login de e-mail desconhecido custa o mesmo que o de uma conta.
do $do$
begin
  execute format($f$create or replace function auth.hash_ficticio() returns text
    language sql immutable set search_path = '' as $h$ select %L::text $h$$f$,
    extensions.crypt(gen_random_uuid()::text, extensions.gen_salt('bf', auth.bcrypt_custo())));
end $do$;

create or replace function auth.senha_minima() returns int
language sql immutable set search_path = '' as $$ select 6 $$;

-- O bcrypt só lê os primeiros 72 bytes da senha (o MaxPasswordLength do GoTrue).
create or replace function auth.senha_maxima_bytes() returns int
language sql immutable set search_path = '' as $$ select 72 $$;

-- O user_metadata que sai no usuário e no token: o que o cadastro e o updateUser gravaram,
-- menos os dados de perfil do cadastro que não são de mostrar (ponto base, WhatsApp,
-- funções, estabelecimento: moram nas tabelas do domínio). O GoTrue devolveria tudo.
create or replace function auth.metadados_publicos(m jsonb) returns jsonb
language sql immutable set search_path = '' as $$
  select jsonb_build_object('perfil', m ->> 'perfil', 'nome', m ->> 'nome')
         || (coalesce(m, '{}'::jsonb) - array['lat', 'lng', 'whatsapp', 'funcoes', 'estabelecimento'])
$$;

-- A identidade do provedor de e-mail, como o GoTrue a cria no cadastro (models/identity.go,
-- api/signup.go): identity_id próprio, id = sub = o id do usuário. Sem tabela auth.identities
-- aqui, sai derivada do usuário (identity_id estável). identity_data leva só e-mail, sub e as
-- verificações: o GoTrue copia ali também os `data` do cadastro (ponto base, WhatsApp), que
-- daqui não saem, como no user_metadata.
create or replace function auth.identidade_email(u auth.users) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'identity_id', md5('identidade-email:' || u.id)::uuid, 'id', u.id::text, 'user_id', u.id,
    'identity_data', jsonb_build_object('email', u.email, 'sub', u.id::text,
                                        'email_verified', u.email_confirmed_at is not null, 'phone_verified', false),
    'provider', 'email', 'last_sign_in_at', u.last_sign_in_at, 'created_at', u.created_at,
    'updated_at', u.updated_at, 'email', u.email)
$$;

create or replace function auth.usuario_json(u auth.users) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'id', u.id, 'aud', u.aud, 'role', u.role, 'email', u.email,
    'email_confirmed_at', u.email_confirmed_at, 'last_sign_in_at', u.last_sign_in_at,
    'created_at', u.created_at, 'updated_at', u.updated_at,
    'app_metadata', u.raw_app_meta_data,
    'user_metadata', auth.metadados_publicos(u.raw_user_meta_data),
    'identities', jsonb_build_array(auth.identidade_email(u)), 'is_anonymous', false)
$$;

create or replace function auth.novo_refresh_token() returns text
language sql volatile set search_path = '' as $$
  select auth.base64url(extensions.gen_random_bytes(24))
$$;

-- Claims do access token, as do GoTrue. `iss` é a URL pública do auth (o JWT_ISSUER do
-- GoTrue, `<site>/auth/v1`), que o frila-api põe em frila.jwt_iss antes de emitir.
create or replace function auth.claims_de(u auth.users, iat bigint, validade_s int, sessao uuid) returns jsonb
language sql stable set search_path = '' as $$
  select case when coalesce(current_setting('frila.jwt_iss', true), '') = '' then '{}'::jsonb
              else jsonb_build_object('iss', current_setting('frila.jwt_iss', true)) end
    || jsonb_build_object(
    'sub', u.id, 'role', 'authenticated', 'aud', 'authenticated', 'email', u.email, 'phone', '',
    'iat', iat, 'exp', iat + validade_s, 'session_id', sessao,
    'aal', 'aal1', 'amr', jsonb_build_array(jsonb_build_object('method', 'password', 'timestamp', iat)),
    'is_anonymous', false,
    'app_metadata', u.raw_app_meta_data,
    'user_metadata', auth.metadados_publicos(u.raw_user_meta_data))
$$;

-- Sessão no formato GoTrue; grava o refresh token (pai opcional, mesma família).
create or replace function auth.sessao(usuario uuid, segredo text, validade_s int,
                                       sessao_id uuid default null, pai text default null)
returns jsonb
language plpgsql volatile set search_path = '' as $$
declare
  u auth.users;
  iat bigint := floor(extract(epoch from now()));
  sid uuid := coalesce(sessao_id, gen_random_uuid());
  rt text := auth.novo_refresh_token();
begin
  select * into u from auth.users where id = usuario;
  if sessao_id is null then
    insert into auth.sessions(id, user_id) values (sid, usuario);
  else
    update auth.sessions set updated_at = now() where id = sid;
  end if;
  insert into auth.refresh_tokens(token, user_id, session_id, parent) values (rt, usuario, sid, pai);
  return jsonb_build_object(
    'access_token', auth.jwt_assinar(auth.claims_de(u, iat, validade_s, sid), segredo),
    'token_type', 'bearer',
    'expires_in', validade_s,
    'expires_at', iat + validade_s,
    'refresh_token', rt,
    'user', auth.usuario_json(u));
end $$;

-- Sessão no formato GoTrue com um refresh token que já existe (o filho ativo devolvido
-- a quem reusou o pai dentro do intervalo): access token novo, nada gravado.
create or replace function auth.sessao_existente(usuario uuid, segredo text, validade_s int,
                                                 sessao_id uuid, rt text)
returns jsonb
language plpgsql volatile set search_path = '' as $$
declare
  u auth.users;
  iat bigint := floor(extract(epoch from now()));
begin
  select * into u from auth.users where id = usuario;
  return jsonb_build_object(
    'access_token', auth.jwt_assinar(auth.claims_de(u, iat, validade_s, sessao_id), segredo),
    'token_type', 'bearer',
    'expires_in', validade_s,
    'expires_at', iat + validade_s,
    'refresh_token', rt,
    'user', auth.usuario_json(u));
end $$;

-- A forma de um e-mail guardada e procurada: o GoTrue apara e põe em minúsculas; aqui também
-- NFKC (largura total e sinal Kelvin viram ASCII, espaço sem quebra vira espaço).
create or replace function auth.email_normalizado(email text) returns text
language sql immutable set search_path = '' as $$
  select lower(trim(normalize(coalesce(email, ''), nfkc)))
$$;

-- Mais estreito que a regex do GoTrue: só ASCII (nada de cirílico, largura zero, acento),
-- parte local dot-atom sem aspas, domínio com rótulos de letras, dígitos e hífen, sem ponto no
-- fim. Um e-mail que se lê igual a outro não vira outra conta.
create or replace function auth.email_aceito(e text) returns boolean
language sql immutable set search_path = '' as $$
  select e ~ '^[a-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&''*+/=?^_`{|}~-]+)*@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,63}$'
$$;

-- Cria o usuário; a conta de domínio nasce no gatilho de auth.users (migration do
-- domínio), como num projeto Supabase. Recusas com os códigos do GoTrue.
create or replace function auth.gotrue_signup(email text, senha text, dados jsonb, segredo text, validade_s int)
returns jsonb
language plpgsql volatile set search_path = '' as $$
declare
  e text := auth.email_normalizado(email);
  novo uuid;
begin
  if not auth.email_aceito(e) then
    raise exception using errcode = 'PT400', message = 'validation_failed', detail = 'E-mail inválido: use letras sem acento, dígitos e . _ + - antes do @, sem espaços, aspas nem ponto no fim.';
  end if;
  if length(coalesce(senha, '')) < auth.senha_minima() then
    raise exception using errcode = 'PT422', message = 'weak_password',
      detail = format('A senha precisa ter pelo menos %s caracteres.', auth.senha_minima());
  end if;
  -- O bcrypt só lê 72 bytes: mais que isso seria cortado em silêncio (o GoTrue recusa assim).
  if octet_length(senha) > auth.senha_maxima_bytes() then
    raise exception using errcode = 'PT400', message = 'validation_failed',
      detail = format('A senha pode ter no máximo %s caracteres (menos com acentos ou emoji).', auth.senha_maxima_bytes());
  end if;
  if exists (select 1 from auth.users u where u.email = e) then
    raise exception using errcode = 'PT422', message = 'user_already_exists',
      detail = 'Já existe uma conta com este e-mail.';
  end if;
  insert into auth.users(email, encrypted_password, raw_user_meta_data, email_confirmed_at, last_sign_in_at)
  values (e, extensions.crypt(senha, extensions.gen_salt('bf', auth.bcrypt_custo())),
          coalesce(dados, '{}'::jsonb), now(), now())
  returning id into novo;
  return auth.sessao(novo, segredo, validade_s);
exception when unique_violation then
  raise exception using errcode = 'PT422', message = 'user_already_exists',
    detail = 'Já existe uma conta com este e-mail.';
end $$;

create or replace function auth.gotrue_login(email text, senha text, segredo text, validade_s int)
returns jsonb
language plpgsql volatile set search_path = '' as $$
declare
  u auth.users;
begin
  select * into u from auth.users where auth.users.email = auth.email_normalizado(gotrue_login.email);
  -- Senha acima de 72 bytes nunca foi aceita no cadastro: recusada sem o bcrypt cortar
  -- o fim (senão outra senha com o mesmo começo entraria).
  if octet_length(coalesce(senha, '')) > auth.senha_maxima_bytes() then
    u := null;
  end if;
  if u.id is null then
    -- E-mail desconhecido custa o mesmo bcrypt que uma senha errada: o tempo da resposta
    -- não diz se a conta existe.
    perform extensions.crypt(coalesce(senha, ''), auth.hash_ficticio());
  end if;
  if u.id is null or u.encrypted_password <> extensions.crypt(coalesce(senha, ''), u.encrypted_password) then
    raise exception using errcode = 'PT400', message = 'invalid_credentials',
      detail = 'E-mail ou senha incorretos.';
  end if;
  update auth.users set last_sign_in_at = now() where id = u.id;
  return auth.sessao(u.id, segredo, validade_s);
end $$;

-- Intervalo de reuso do pai (o REFRESH_TOKEN_REUSE_INTERVAL do GoTrue, 10 s por padrão).
create or replace function auth.gotrue_refresh(refresh_token text, segredo text, validade_s int,
                                               intervalo_reuso_s int default 10)
returns jsonb
language plpgsql volatile set search_path = '' as $$
declare
  rt auth.refresh_tokens;
  ativo auth.refresh_tokens;
begin
  -- Troca condicional: de duas trocas simultâneas do mesmo token, só uma passa; a outra
  -- espera a trava da linha e cai no ramo do reuso, já vendo o filho da vencedora.
  update auth.refresh_tokens t set revoked = true, updated_at = now()
   where t.token = gotrue_refresh.refresh_token and not t.revoked
     and exists (select 1 from auth.sessions s where s.id = t.session_id)
  returning * into rt;
  if rt.id is null then
    select * into rt from auth.refresh_tokens t where t.token = gotrue_refresh.refresh_token;
    if rt.id is null or not exists (select 1 from auth.sessions s where s.id = rt.session_id) then
      raise exception using errcode = 'PT400', message = 'refresh_token_not_found',
        detail = 'Sessão não encontrada; entre de novo.';
    end if;
    -- Como o GoTrue: o pai do filho ativo (quem renovou e não guardou a resposta, ou dois
    -- processos renovando juntos) recebe o mesmo filho, sem abrir outro.
    select * into ativo from auth.refresh_tokens t
     where t.session_id = rt.session_id and not t.revoked and t.parent = rt.token
     order by t.id desc limit 1;
    if ativo.id is not null then
      return auth.sessao_existente(rt.user_id, segredo, validade_s, rt.session_id, ativo.token);
    end if;
    -- Outro token já revogado, mas dentro do intervalo e com a família viva (há um token
    -- ativo; depois de um logout ou de uma revogação por reuso, não há): ganha um filho.
    if rt.updated_at + make_interval(secs => greatest(intervalo_reuso_s, 0)) >= now()
       and exists (select 1 from auth.refresh_tokens t where t.session_id = rt.session_id and not t.revoked) then
      return auth.sessao(rt.user_id, segredo, validade_s, rt.session_id, rt.token);
    end if;
    -- Reuso fora do intervalo (vazado?): revoga a família inteira.
    perform auth.revogar_familia(rt.session_id);
    raise exception using errcode = 'PT400', message = 'refresh_token_already_used',
      detail = 'Sessão encerrada por segurança; entre de novo.';
  end if;
  return auth.sessao(rt.user_id, segredo, validade_s, rt.session_id, rt.token);
end $$;

-- A recusa acima desfaz a transação do pedido, e com ela qualquer update feito nela.
-- Como GoTrue grava a revogação e depois responde o erro, fazemos a revogação numa
-- transação autônoma (dblink para o próprio banco, loopback com trust, só-local).
create or replace function auth.revogar_familia(sessao uuid) returns void
language plpgsql volatile set search_path = '' as $$
begin
  perform extensions.dblink_exec(
    format('host=127.0.0.1 port=%s dbname=%s user=%s', current_setting('port'),
           current_database(), session_user),
    format('update auth.refresh_tokens set revoked = true, updated_at = now() '
           'where session_id = %L and not revoked', sessao));
exception when others then
  -- Sem a conexão autônoma, ao menos a recusa sai certa; a família cai no logout/expiração.
  raise warning 'revogação autônoma da família falhou: %', sqlerrm;
end $$;

-- Logout como o GoTrue: apaga a(s) sessão(ões) e revoga os refresh tokens delas.
-- global: todas da pessoa; local: só a do token; others: todas menos a do token.
-- Token sem session_id: global.
create or replace function auth.gotrue_logout(usuario uuid, sessao uuid default null, escopo text default 'global')
returns void
language plpgsql volatile set search_path = '' as $$
declare
  alvo uuid[];
begin
  if escopo not in ('global', 'local', 'others') then
    raise exception using errcode = 'PT400', message = 'validation_failed',
      detail = 'scope precisa ser global, local ou others.';
  end if;
  select coalesce(array_agg(s.id), '{}') into alvo from auth.sessions s
   where s.user_id = usuario
     and (sessao is null or escopo = 'global'
          or (escopo = 'local' and s.id = sessao)
          or (escopo = 'others' and s.id <> sessao));
  update auth.refresh_tokens set revoked = true, updated_at = now()
   where user_id = usuario and not revoked
     and (session_id = any(alvo) or (sessao is null or escopo = 'global'));
  delete from auth.sessions where id = any(alvo);
end $$;

-- Sessão do token ainda aberta? Token sem session_id (emitido por quem tem o segredo,
-- como no GoTrue) não tem sessão a conferir.
create or replace function auth.exigir_sessao(sessao uuid) returns void
language plpgsql stable set search_path = '' as $$
begin
  if sessao is not null and not exists (select 1 from auth.sessions s where s.id = sessao) then
    raise exception using errcode = 'PT403', message = 'session_not_found',
      detail = 'Sessão encerrada; entre de novo.';
  end if;
end $$;

create or replace function auth.gotrue_usuario(usuario uuid, sessao uuid default null) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  u auth.users;
begin
  perform auth.exigir_sessao(sessao);
  select * into u from auth.users where id = usuario;
  if u.id is null then
    raise exception using errcode = 'PT404', message = 'user_not_found', detail = 'Usuário não encontrado.';
  end if;
  return auth.usuario_json(u);
end $$;

-- Nada disto é chamável pelos papéis da API: só o dono (o gateway conecta como dono).
revoke execute on all functions in schema auth from public;
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;
