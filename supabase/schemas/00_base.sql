-- Schemas e extensões. Tudo em supabase/schemas/ é o estado desejado do banco, cada objeto
-- definido uma vez; a migration é o diff gerado (supabase/README.md, "Como mudar uma função").

create schema if not exists extensions;
create extension if not exists postgis with schema extensions;
create extension if not exists btree_gist with schema extensions;  -- uuid em exclusão GiST (RN21)
create extension if not exists pgcrypto with schema extensions;

-- Regras internas: nada em privado é chamável pelos papéis da API.
create schema if not exists privado;
revoke all on schema privado from public;
