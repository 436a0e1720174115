-- updateUser local (PUT /auth/v1/user) como o GoTrue: senha com a política do cadastro, igual
-- à atual recusada, troca encerra as OUTRAS sessões; data mescla no user_metadata; perfil fixo.
\set QUIET 1
\set ON_ERROR_STOP 1
\set segredo 'segredo-de-teste-com-pelo-menos-32-caracteres'
set client_min_messages = warning;
begin;
\ir ../../tests/ajudantes.psql
select plan(10);

select auth.gotrue_signup('troca@teste.dev', 'senha-antiga',
  '{"perfil":"profissional","nome":"Troca","funcoes":["garcom"],"lat":-15.8,"lng":-47.9}', :'segredo', 3600) as s1 \gset
select (:'s1'::jsonb -> 'user' ->> 'id') as uid \gset
select (auth.jwt_verificar(:'s1'::jsonb ->> 'access_token', :'segredo') ->> 'session_id') as sid1 \gset
select auth.gotrue_login('troca@teste.dev', 'senha-antiga', :'segredo', 3600) ->> 'refresh_token' as rt2 \gset

select throws_ok(format('select auth.gotrue_atualizar_usuario(%L, %L, %L, null)', :'uid', :'sid1', '123'),
                 'PT422', 'weak_password', 'senha curta: weak_password (a política do cadastro)');
select throws_ok(format('select auth.gotrue_atualizar_usuario(%L, %L, %L, null)', :'uid', :'sid1', 'senha-antiga'),
                 'PT422', 'same_password', 'senha igual à atual: same_password');
select throws_ok(format('select auth.gotrue_atualizar_usuario(%L, %L, null, %L)', :'uid', :'sid1', '{"perfil":"contratante"}'),
                 'PT422', 'validation_failed', 'perfil pelo metadata: recusado (RN25)');

select auth.gotrue_atualizar_usuario(:'uid', :'sid1', 'senha-nova-1', '{"apelido":"Tro","nome":null}') as u \gset
select is((select count(*)::int from auth.sessions where user_id = :'uid'), 1, 'troca de senha: só a sessão de quem trocou continua');
select is((select id::text from auth.sessions where user_id = :'uid'), :'sid1', 'a que continua é a do token');
select throws_ok(format('select auth.gotrue_refresh(%L, %L, 3600)', :'rt2', :'segredo'), 'PT400', 'refresh_token_not_found',
                 'o refresh da outra sessão não vale mais');
select throws_ok($$select auth.gotrue_login('troca@teste.dev', 'senha-antiga', 'segredo-de-teste-com-pelo-menos-32-caracteres', 3600)$$,
                 'PT400', 'invalid_credentials', 'a senha antiga não entra');
select ok(auth.gotrue_login('troca@teste.dev', 'senha-nova-1', :'segredo', 3600) ? 'access_token', 'a nova entra');
select is(:'u'::jsonb -> 'user_metadata', '{"perfil":"profissional","nome":null,"apelido":"Tro"}'::jsonb,
          'data mescla no user_metadata; chave com null sai; ponto base e funções não aparecem');
select is((select raw_user_meta_data -> 'lat' from auth.users where id = :'uid'), '-15.8'::jsonb, 'o metadata guardado mantém o resto');

select * from finish();
rollback;
