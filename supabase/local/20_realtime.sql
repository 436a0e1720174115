-- =====================================================================================
-- SÓ-LOCAL: o schema `realtime` de um projeto Supabase, no que o Frila usa dele.
-- Num projeto real o schema é da plataforma (as migrations nunca criam nada nele; só
-- políticas em realtime.messages e chamadas a realtime.send). Aqui ele espelha a forma de lá
-- — mesmas colunas de realtime.messages, mesmas assinaturas de realtime.send/realtime.topic,
-- RLS ligada — e entrega como o frila-api espera: um gatilho AFTER INSERT faz
-- pg_notify('realtime_mensagens', …) com a linha em JSON (ou só o id, se passar de 7.900
-- bytes; o NOTIFY aceita 8.000), entregue no COMMIT e perdido se ninguém escuta, como lá
-- (entrega no máximo uma vez).
-- =====================================================================================

create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

-- Lá a tabela é particionada por dia e guardada 3 dias; aqui uma tabela simples basta.
create table if not exists realtime.messages (
  topic        text not null,
  extension    text not null,
  payload      jsonb,
  event        text,
  private      boolean default false,
  updated_at   timestamp without time zone not null default now(),
  inserted_at  timestamp without time zone not null default now(),
  id           uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
create index if not exists messages_inserted_at_topic_index
  on realtime.messages (inserted_at desc, topic) where extension = 'broadcast' and private is true;
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

-- O tópico do canal que o Realtime está autorizando (ele faz SET LOCAL realtime.topic).
create or replace function realtime.topic() returns text
language sql stable
as $$ select nullif(current_setting('realtime.topic', true), '')::text $$;
grant execute on function realtime.topic() to anon, authenticated, service_role;

-- Como o de lá: roda com os direitos de quem chama, engole os próprios erros num WARNING e
-- põe no payload o `id` da mensagem quando ele não traz um (o cliente recebe payload.id).
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  gerado uuid := gen_random_uuid();
begin
  begin
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (gerado, case when payload ? 'id' then payload else jsonb_set(payload, '{id}', to_jsonb(gerado)) end,
            event, topic, private, 'broadcast');
  exception when others then
    raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

-- Entrega local: o frila-api escuta `realtime_mensagens` numa conexão só.
create or replace function realtime.notificar_mensagem() returns trigger
language plpgsql
as $$
declare
  corpo text := json_build_object(
    'id', new.id, 'topic', new.topic, 'event', new.event,
    'private', new.private, 'payload', new.payload)::text;
begin
  if new.extension <> 'broadcast' then
    return null;
  end if;
  if octet_length(corpo) > 7900 then
    corpo := json_build_object('id', new.id)::text;
  end if;
  perform pg_notify('realtime_mensagens', corpo);
  return null;
end;
$$;

drop trigger if exists notificar_mensagem on realtime.messages;
create trigger notificar_mensagem after insert on realtime.messages
  for each row execute function realtime.notificar_mensagem();
