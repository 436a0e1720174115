-- Sessão encerrada (logout) recusa as RPCs no próprio SQL, como num projeto Supabase, onde
-- o PostgREST só confere assinatura e exp: token com session_id que sumiu de auth.sessions
-- é 401; sessão aberta passa; token sem session_id (service role, testes) passa.
begin;
\ir ajudantes.psql
select plan(8);
select testes.relogio('2030-03-01 12:00+00');

select testes.prof('Sessao Pro') as pro \gset
select gen_random_uuid() as sid \gset
insert into auth.sessions(id, user_id, created_at, updated_at) values (:'sid', :'pro', now(), now());

-- Chama como o usuário com o session_id nas claims (como o GoTrue emite).
create function testes.erro_com_sessao(conta uuid, sessao uuid, chamada text) returns text language plpgsql as $$
declare cod text; msg text; r text;
begin
  perform set_config('request.jwt.claims',
    json_build_object('sub', conta, 'role', 'authenticated', 'aud', 'authenticated', 'session_id', sessao)::text, true);
  set local role authenticated;
  execute 'select (' || chamada || ')::text' into r;
  reset role;
  return 'sem erro';
exception when others then
  get stacked diagnostics cod = returned_sqlstate, msg = message_text;
  return cod || ' ' || msg;
end $$;
grant execute on function testes.erro_com_sessao(uuid, uuid, text) to authenticated;

select is(testes.erro_com_sessao(:'pro', :'sid', 'public.meu_perfil()'), 'sem erro', 'sessão aberta: a RPC passa');
select is(testes.erro(:'pro', 'public.meu_perfil()'), 'sem erro', 'token sem session_id (service role, testes): passa');

delete from auth.sessions where id = :'sid';
select is(testes.erro_com_sessao(:'pro', :'sid', 'public.meu_perfil()'), 'PT401 session_not_found',
          'sessão apagada (logout): leitura recusada com PT401 (o 401 do PostgREST)');
select is(testes.erro_com_sessao(:'pro', :'sid', 'public.definir_disponibilidade(false)'), 'PT401 session_not_found',
          'sessão apagada: escrita recusada também');
select is((select disponivel from public.profissionais where conta_id = :'pro'), true,
          'a escrita recusada não mudou nada');
select is(testes.erro_com_sessao(:'pro', gen_random_uuid(), 'public.meus_turnos()'), 'PT401 session_not_found',
          'session_id que nunca existiu: recusado');

-- A função de teste recebe uuid; um session_id que nem é uuid vai direto nas claims.
select set_config('request.jwt.claims',
  json_build_object('sub', :'pro', 'role', 'authenticated', 'session_id', 'nao-e-uuid')::text, true) as _ \gset
select throws_ok('select privado.conta_do_chamador()', 'PT401', 'session_not_found',
                 'session_id que nem é uuid: recusado, sem erro de conversão');
select set_config('request.jwt.claims', '', true) as _ \gset

-- Toda RPC passa pela conferência: chama conta_do_chamador (nenhuma lê auth.uid() por fora).
select is((select array_agg(p.proname::text order by p.proname) from pg_proc p
            where p.pronamespace = 'public'::regnamespace
              and (p.prosrc not like '%privado.conta_do_chamador(%' or p.prosrc like '%auth.uid()%')),
          null, 'toda RPC identifica quem chama por privado.conta_do_chamador');

select * from finish();
rollback;
