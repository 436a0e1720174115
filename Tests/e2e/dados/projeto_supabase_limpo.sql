-- Um banco com a forma de um projeto Supabase recém-criado, e nada do Frila: o que a
-- plataforma dá (docs/SUPABASE.md). Roda como supabase_admin (o superusuário do cluster,
-- como lá); `postgres` NÃO é superusuário. Depois disso, as migrations e o seed entram como
-- `postgres`, como faz `supabase db push`.
\set ON_ERROR_STOP 1
set client_min_messages = warning;

-- Papéis da API e o do GoTrue.
create role postgres login createrole createdb bypassrls;
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
create role supabase_auth_admin login noinherit createrole;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;

grant create on database postgres to postgres;
grant all on schema public to postgres;
grant usage on schema public to anon, authenticated, service_role;
-- Como no Supabase: o que `postgres` cria em public nasce com grants para os papéis da API.
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;

-- extensions: pgcrypto e uuid-ossp de fábrica; PostGIS, pgTAP e dblink ligados no painel.
create schema extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
create extension pgcrypto with schema extensions;
create extension "uuid-ossp" with schema extensions;
create extension postgis with schema extensions;
create extension pgtap with schema extensions;
create extension dblink with schema extensions;
create extension pgrowlocks with schema extensions;

-- pg_cron ligado no painel (schema cron, uso dado a postgres).
create extension pg_cron;
grant usage on schema cron to postgres;
grant all on all tables in schema cron to postgres;
grant all on all sequences in schema cron to postgres;
grant execute on all functions in schema cron to postgres;

-- auth: do GoTrue. As 35 colunas de auth.users com os tipos de lá; id e datas sem default.
create schema auth authorization supabase_auth_admin;
grant usage on schema auth to postgres, anon, authenticated, service_role;
set role supabase_auth_admin;

create table auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status between 0 and 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index users_instance_id_email_idx on auth.users (instance_id, lower(email));

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users(id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  unique (provider_id, provider)
);

-- A tabela de sessões do GoTrue (colunas das migrations dele; aal é um enum lá).
create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
create table auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index sessions_user_id_idx on auth.sessions (user_id);

create function auth.uid() returns uuid language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid
$$;
create function auth.role() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))::text
$$;
create function auth.email() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'))::text
$$;
create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                  nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;
grant execute on all functions in schema auth to postgres, anon, authenticated, service_role;
-- O projeto lê e escreve em auth.users (seed, gatilhos, FKs), mas não cria nada em auth.
grant all on all tables in schema auth to postgres, service_role;
reset role;

-- realtime: do serviço Realtime (migrations em supabase/realtime,
-- lib/realtime/tenants/repo/migrations). O schema é da plataforma: o projeto não cria nada nele
-- (postgres não tem CREATE). messages é particionada por dia (o Realtime cria as partições e
-- apaga as de mais de 3 dias), com RLS ligada e sem política; ela, send e topic são do
-- supabase_realtime_admin, e postgres é membro dele — é o que deixa o postgres criar política
-- em realtime.messages (com o supautils, o policy_grants dá o mesmo direito sem a filiação).
create role supabase_realtime_admin nologin noinherit noreplication;
create schema realtime;
grant usage on schema realtime to postgres, anon, authenticated, service_role;
grant all on schema realtime to supabase_realtime_admin;

create table realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  constraint messages_payload_exclusive check (payload is null or binary_payload is null),
  primary key (id, inserted_at)
) partition by range (inserted_at);
create index messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;
do $$
declare d date;
begin
  for d in select generate_series(current_date - 1, current_date + 3, interval '1 day')::date loop
    execute format('create table realtime.%I partition of realtime.messages for values from (%L) to (%L)',
                   'messages_' || to_char(d, 'YYYY_MM_DD'), d::timestamp, (d + 1)::timestamp);
    execute format('alter table realtime.%I owner to supabase_realtime_admin', 'messages_' || to_char(d, 'YYYY_MM_DD'));
  end loop;
end $$;
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to postgres, anon, authenticated, service_role;
alter table realtime.messages owner to supabase_realtime_admin;

create function realtime.topic() returns text language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;

create function realtime.send(payload jsonb, event text, topic text, private boolean default true) returns void
as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    execute format('SET LOCAL realtime.topic TO %L', topic);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$ language plpgsql;

alter function realtime.topic() owner to supabase_realtime_admin;
alter function realtime.send(jsonb, text, text, boolean) owner to supabase_realtime_admin;
grant execute on all functions in schema realtime to postgres, anon, authenticated, service_role;
grant supabase_realtime_admin to postgres;
