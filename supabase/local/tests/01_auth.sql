-- Auth só-local: JWT HS256 (ida e volta, expirado, adulterado), cadastro, login, refresh com
-- rotação e reuso (revoga a família), logout, auth.uid()/auth.jwt(), permissões.
\set QUIET 1
\set ON_ERROR_STOP 1
\set segredo 'segredo-de-teste-com-pelo-menos-32-caracteres'
set client_min_messages = warning;

-- Reuso revoga a família numa transação autônoma, que só enxerga dados commitados:
-- esta parte do cenário é commitada (o banco de teste é descartável) e limpa no fim.
delete from auth.users where email = 'familia@teste.dev';
select auth.gotrue_signup('familia@teste.dev', 'segredo1',
  '{"perfil":"profissional","nome":"Família","funcoes":["garcom"],"lat":0,"lng":0}', :'segredo', 3600)
  ->> 'refresh_token' as fam1 \gset
select auth.gotrue_refresh(:'fam1', :'segredo', 3600) ->> 'refresh_token' as fam2 \gset
select auth.gotrue_refresh(:'fam2', :'segredo', 3600) ->> 'refresh_token' as fam3 \gset
select auth.gotrue_refresh(:'fam3', :'segredo', 3600) ->> 'refresh_token' as fam4 \gset

begin;
\ir ../../tests/ajudantes.psql
select plan(75);

-- ---------- JWT ----------
select is(auth.jwt_verificar(auth.jwt_assinar('{"sub":"abc","role":"authenticated","exp":4000000000}', :'segredo'), :'segredo'),
          '{"sub":"abc","role":"authenticated","exp":4000000000}'::jsonb, 'JWT: assinar e verificar devolve as claims');
-- Vetor externo: a anon key de demonstração do Supabase, assinada com o segredo público local.
select is(auth.jwt_verificar(
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  'super-secret-jwt-token-with-at-least-32-characters-long') ->> 'role', 'anon',
  'JWT: verifica a anon key de demonstração do Supabase (HS256 compatível)');
select is(split_part(auth.jwt_assinar('{"a":1}', :'segredo'), '.', 1), 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
          'JWT: cabeçalho HS256 padrão, base64url sem preenchimento');
select throws_ok(format('select auth.jwt_verificar(%L, %L, %L)',
                        auth.jwt_assinar('{"sub":"x","exp":1000}', :'segredo'), :'segredo', to_timestamp(1031)),
                 '28000', 'jwt_expirado', 'JWT: expirado além dos 30 s de tolerância é recusado');
select lives_ok(format('select auth.jwt_verificar(%L, %L, %L)',
                       auth.jwt_assinar('{"sub":"x","exp":1000}', :'segredo'), :'segredo', to_timestamp(1029)),
                'JWT: dentro dos 30 s de tolerância passa');
select throws_ok(format('select auth.jwt_verificar(%L, %L)',
                        split_part(t, '.', 1) || '.' || auth.base64url(convert_to('{"sub":"x","role":"service_role"}', 'utf8'))
                        || '.' || split_part(t, '.', 3), :'segredo'),
                 '28000', 'jwt_invalido', 'JWT: claims adulteradas são recusadas')
  from (select auth.jwt_assinar('{"sub":"x","role":"authenticated"}', :'segredo') t) x;
select throws_ok(format('select auth.jwt_verificar(%L, %L)', auth.jwt_assinar('{"sub":"x"}', 'outro-segredo'), :'segredo'),
                 '28000', 'jwt_invalido', 'JWT: assinado com outro segredo é recusado');
select throws_ok(format('select auth.jwt_verificar(%L, %L)',
                        auth.base64url(convert_to('{"alg":"none","typ":"JWT"}', 'utf8')) || '.' ||
                        auth.base64url(convert_to('{"sub":"x"}', 'utf8')) || '.', :'segredo'),
                 '28000', 'jwt_invalido', 'JWT: alg none é recusado');
select throws_ok(format('select auth.jwt_verificar(%L, %L)', auth.jwt_assinar('{"sub":"x","role":"authenticated"}', :'segredo'), :'segredo'),
                 '28000', 'jwt_invalido', 'JWT: sem exp é recusado (nunca venceria)');
select throws_ok(format('select auth.jwt_verificar(%L, %L)', auth.jwt_assinar('{"sub":"x","exp":"4000000000"}', :'segredo'), :'segredo'),
                 '28000', 'jwt_invalido', 'JWT: exp que não é número é recusado');
select throws_ok(format('select auth.jwt_verificar(%L, %L)', auth.jwt_assinar('{"sub":"x","exp":null}', :'segredo'), :'segredo'),
                 '28000', 'jwt_invalido', 'JWT: exp nulo é recusado');
select throws_ok(format('select auth.jwt_verificar(%L, %L)', 'nao.e.um-jwt', :'segredo'),
                 '28000', 'jwt_invalido', 'JWT: lixo é recusado');
select throws_ok(format('select auth.jwt_verificar(%L, %L)', 'a.b', :'segredo'),
                 '28000', 'jwt_invalido', 'JWT: duas partes é recusado');

-- ---------- Cadastro ----------
select auth.gotrue_signup('Nova@Teste.dev', 'segredo1',
  '{"perfil":"profissional","nome":"Nova Pro","funcoes":["garcom","bartender"],"lat":-15.8,"lng":-47.9,"whatsapp":"+55 61 91234-5678"}',
  :'segredo', 3600) as s \gset
select is((select array_agg(k order by k) from jsonb_object_keys(:'s'::jsonb) k),
          array['access_token','expires_at','expires_in','refresh_token','token_type','user'],
          'cadastro: sessão no formato do GoTrue');
select is(:'s'::jsonb -> 'user' -> 'user_metadata', '{"perfil":"profissional","nome":"Nova Pro"}'::jsonb,
          'cadastro: user_metadata com perfil e nome');
select is(:'s'::jsonb -> 'user' ->> 'email', 'nova@teste.dev', 'cadastro: e-mail normalizado em minúsculas');
select is((auth.jwt_verificar(:'s'::jsonb ->> 'access_token', :'segredo') - 'iat' - 'exp' - 'session_id' - 'app_metadata' - 'user_metadata' - 'amr'),
          jsonb_build_object('sub', :'s'::jsonb -> 'user' ->> 'id', 'role', 'authenticated', 'aud', 'authenticated',
                             'email', 'nova@teste.dev', 'phone', '', 'aal', 'aal1', 'is_anonymous', false),
          'cadastro: access token com sub, role, aud, email, aal e is_anonymous (claims do GoTrue)');
select is(auth.jwt_verificar(:'s'::jsonb ->> 'access_token', :'segredo') -> 'amr' -> 0 ->> 'method', 'password',
          'cadastro: amr diz que a sessão veio de senha');
select is((:'s'::jsonb -> 'user' -> 'identities' -> 0) - 'identity_id' - 'created_at' - 'updated_at' - 'last_sign_in_at',
          jsonb_build_object('id', :'s'::jsonb -> 'user' ->> 'id', 'user_id', :'s'::jsonb -> 'user' ->> 'id',
            'provider', 'email', 'email', :'s'::jsonb -> 'user' ->> 'email',
            'identity_data', jsonb_build_object('email', :'s'::jsonb -> 'user' ->> 'email', 'sub', :'s'::jsonb -> 'user' ->> 'id',
                                                'email_verified', true, 'phone_verified', false)),
          'cadastro: user com a identidade de e-mail, como o GoTrue (identities não vazio)');
select throws_ok(format('select auth.gotrue_signup(%L, %L, %L, %L, 3600)', 'longa@teste.dev', repeat('a', 73),
                        '{"perfil":"profissional","nome":"Longa","funcoes":["garcom"],"lat":0,"lng":0}', :'segredo'),
                 'PT400', 'validation_failed', 'cadastro: senha com mais de 72 bytes recusada (o bcrypt cortaria o fim)');
select throws_ok(format('select auth.gotrue_signup(%L, %L, %L, %L, 3600)', 'longa@teste.dev', repeat('é', 37),
                        '{"perfil":"profissional","nome":"Longa","funcoes":["garcom"],"lat":0,"lng":0}', :'segredo'),
                 'PT400', 'validation_failed', 'cadastro: o limite é em bytes (37 letras acentuadas = 74 bytes)');
select lives_ok(format('select auth.gotrue_signup(%L, %L, %L, %L, 3600)', 'longa@teste.dev', repeat('a', 72),
                       '{"perfil":"profissional","nome":"Longa","funcoes":["garcom"],"lat":0,"lng":0}', :'segredo'),
                'cadastro: 72 bytes exatos passam');
select throws_ok(format('select auth.gotrue_login(%L, %L, %L, 3600)', 'longa@teste.dev', repeat('a', 72) || 'outra', :'segredo'),
                 'PT400', 'invalid_credentials', 'login: a senha de 72 bytes com outro fim não entra');
select is(((auth.jwt_verificar(:'s'::jsonb ->> 'access_token', :'segredo') ->> 'exp')::bigint
           - (auth.jwt_verificar(:'s'::jsonb ->> 'access_token', :'segredo') ->> 'iat')::bigint), 3600::bigint,
          'cadastro: exp = iat + validade');
select is((select row(c.perfil::text, p.disponivel, p.push_habilitado, p.funcoes::text[])::text
             from public.contas c join public.profissionais p on p.conta_id = c.id
            where c.id = (:'s'::jsonb -> 'user' ->> 'id')::uuid),
          row('profissional', true, true, array['garcom','bartender'])::text,
          'cadastro: profissional nasce com funções, disponível e push ligado');
select ok((select encrypted_password like '$2a$10$%' from auth.users where email = 'nova@teste.dev'),
          'cadastro: senha guardada com bcrypt (custo 10), nunca em claro');

select auth.gotrue_signup('dona@teste.dev', 'segredo1',
  '{"perfil":"contratante","nome":"Dona","estabelecimento":{"nome":"Bar da Dona","endereco":"CLS 405, Asa Sul","lat":-15.81,"lng":-47.89,"documento":"11.222.333/0001-81"}}',
  :'segredo', 3600) -> 'user' ->> 'id' as dona \gset
select is((select row(c.perfil::text, m.papel::text, e.nome)::text from public.contas c
             join public.membros m on m.conta_id = c.id join public.estabelecimentos e on e.id = m.estabelecimento_id
            where c.id = :'dona'),
          row('contratante', 'administrador', 'Bar da Dona')::text,
          'cadastro: contratante nasce com o estabelecimento, como administrador');

select throws_ok($$select auth.gotrue_signup('curta@teste.dev', '12345', '{"perfil":"profissional","nome":"X","funcoes":["garcom"],"lat":0,"lng":0}', 's', 60)$$,
                 'PT422', 'weak_password', 'cadastro: senha com menos de 6 caracteres');
select throws_ok($$select auth.gotrue_signup('NOVA@teste.dev', 'segredo1', '{"perfil":"profissional","nome":"X","funcoes":["garcom"],"lat":0,"lng":0}', 's', 60)$$,
                 'PT422', 'user_already_exists', 'cadastro: e-mail repetido (sem diferenciar maiúsculas)');
select throws_ok($$select auth.gotrue_signup('sem-perfil@teste.dev', 'segredo1', '{"nome":"X"}', 's', 60)$$,
                 'PT400', 'validation_failed', 'cadastro: sem perfil');
select throws_ok($$select auth.gotrue_signup('dj@teste.dev', 'segredo1', '{"perfil":"profissional","nome":"X","funcoes":["dj"],"lat":0,"lng":0}', 's', 60)$$,
                 'PT400', 'validation_failed', 'cadastro: função fora do conjunto');
select throws_ok($$select auth.gotrue_signup('semfuncao@teste.dev', 'segredo1', '{"perfil":"profissional","nome":"X","funcoes":[],"lat":0,"lng":0}', 's', 60)$$,
                 'PT400', 'validation_failed', 'cadastro: profissional sem função');
select throws_ok($$select auth.gotrue_signup('sembase@teste.dev', 'segredo1', '{"perfil":"profissional","nome":"X","funcoes":["garcom"]}', 's', 60)$$,
                 'PT400', 'validation_failed', 'cadastro: profissional sem ponto base');
select throws_ok($$select auth.gotrue_signup('semestab@teste.dev', 'segredo1', '{"perfil":"contratante","nome":"X"}', 's', 60)$$,
                 'PT400', 'validation_failed', 'cadastro: contratante sem estabelecimento');
select throws_ok($$select auth.gotrue_signup('semnome@teste.dev', 'segredo1', '{"perfil":"contratante","nome":" ","estabelecimento":{"nome":"B","endereco":"E","lat":0,"lng":0}}', 's', 60)$$,
                 'PT400', 'validation_failed', 'cadastro: sem nome');
select throws_ok($$select auth.gotrue_signup('nao-e-email', 'segredo1', '{}', 's', 60)$$,
                 'PT400', 'validation_failed', 'cadastro: e-mail inválido');
select is((select count(*) from auth.users where email in ('curta@teste.dev', 'dj@teste.dev', 'sembase@teste.dev')),
          0::bigint, 'cadastro recusado não deixa usuário pela metade');

-- RN25: perfil fixo.
select throws_ok(format($$update public.contas set perfil = 'contratante' where id = %L$$, :'s'::jsonb -> 'user' ->> 'id'),
                 'PT422', 'perfil_fixo', 'RN25: o perfil da conta não muda');

-- ---------- Login ----------
select is(auth.gotrue_login('NOVA@teste.dev', 'segredo1', :'segredo', 60) -> 'user' ->> 'email', 'nova@teste.dev',
          'login: e-mail e senha certos abrem sessão');
select throws_ok(format('select auth.gotrue_login(%L, %L, %L, 60)', 'nova@teste.dev', 'errada1', :'segredo'),
                 'PT400', 'invalid_credentials', 'login: senha errada');
select throws_ok(format('select auth.gotrue_login(%L, %L, %L, 60)', 'ninguem@teste.dev', 'segredo1', :'segredo'),
                 'PT400', 'invalid_credentials', 'login: e-mail desconhecido dá o mesmo erro');

-- ---------- Refresh: rotação e reuso ----------
select auth.gotrue_refresh(:'s'::jsonb ->> 'refresh_token', :'segredo', 60) as s2 \gset
select isnt(:'s2'::jsonb ->> 'refresh_token', :'s'::jsonb ->> 'refresh_token', 'refresh: devolve um refresh token novo');
select is(:'s2'::jsonb -> 'user' ->> 'id', :'s'::jsonb -> 'user' ->> 'id', 'refresh: mesma pessoa');
select throws_ok(format('select auth.gotrue_refresh(%L, %L, 60)', 'nao-existe', :'segredo'),
                 'PT400', 'refresh_token_not_found', 'refresh: token desconhecido');
-- Pai do filho ativo (dois processos renovando juntos): recebe o mesmo filho, não revoga.
select is(auth.gotrue_refresh(:'s'::jsonb ->> 'refresh_token', :'segredo', 60) ->> 'refresh_token',
          :'s2'::jsonb ->> 'refresh_token', 'refresh: o pai reusado devolve o filho ativo');
select is(auth.gotrue_refresh(:'s'::jsonb ->> 'refresh_token', :'segredo', 60, 0) ->> 'refresh_token',
          :'s2'::jsonb ->> 'refresh_token', 'refresh: o pai do ativo vale mesmo fora do intervalo (como no GoTrue)');
select is((select count(*) from auth.refresh_tokens where session_id = (select session_id from auth.refresh_tokens
            where token = :'s2'::jsonb ->> 'refresh_token') and not revoked), 1::bigint,
          'refresh: reuso tolerado não abre um segundo token ativo');
select is((auth.jwt_verificar(auth.gotrue_refresh(:'s'::jsonb ->> 'refresh_token', :'segredo', 60) ->> 'access_token', :'segredo') ->> 'session_id'),
          (select session_id::text from auth.refresh_tokens where token = :'s2'::jsonb ->> 'refresh_token'),
          'refresh: o access token do reuso tolerado é da mesma sessão');
-- Avô reusado dentro do intervalo: tolerado (ganha um filho); fora dele, revoga a família.
select auth.gotrue_refresh(:'s2'::jsonb ->> 'refresh_token', :'segredo', 60) as s3 \gset
select isnt(auth.gotrue_refresh(:'s'::jsonb ->> 'refresh_token', :'segredo', 60) ->> 'refresh_token', :'s3'::jsonb ->> 'refresh_token',
            'refresh: token mais antigo dentro do intervalo de reuso ganha um filho');
select throws_ok(format('select auth.gotrue_refresh(%L, %L, 60, 0)', :'fam1', :'segredo'),
                 'PT400', 'refresh_token_already_used', 'refresh: reusar um token já trocado, fora do intervalo, é recusado');
select throws_ok(format('select auth.gotrue_refresh(%L, %L, 60)', :'fam4', :'segredo'),
                 'PT400', 'refresh_token_already_used', 'refresh: depois do reuso, a família inteira fica revogada');
select ok((select bool_and(revoked) from auth.refresh_tokens t join auth.users u on u.id = t.user_id
            where u.email = 'familia@teste.dev'), 'refresh: a revogação da família persiste apesar da recusa');

-- ---------- Logout e usuário ----------
-- Três sessões da mesma pessoa: a (s2), b e c.
select auth.gotrue_login('nova@teste.dev', 'segredo1', :'segredo', 60) as sb \gset
select auth.gotrue_login('nova@teste.dev', 'segredo1', :'segredo', 60) as sc \gset
select (auth.jwt_verificar(:'s2'::jsonb ->> 'access_token', :'segredo') ->> 'session_id') as sid_a,
       (auth.jwt_verificar(:'sb'::jsonb ->> 'access_token', :'segredo') ->> 'session_id') as sid_b,
       (auth.jwt_verificar(:'sc'::jsonb ->> 'access_token', :'segredo') ->> 'session_id') as sid_c,
       :'s2'::jsonb -> 'user' ->> 'id' as uid \gset
select lives_ok(format('select auth.exigir_sessao(%L)', :'sid_b'), 'sessão aberta passa');
select throws_ok(format('select auth.gotrue_logout(%L, %L, %L)', :'uid', :'sid_a', 'todas'),
                 'PT400', 'validation_failed', 'logout: escopo desconhecido é recusado');
select lives_ok(format('select auth.gotrue_logout(%L, %L, %L)', :'uid', :'sid_a', 'local'), 'logout local');
select throws_ok(format('select auth.exigir_sessao(%L)', :'sid_a'),
                 'PT403', 'session_not_found', 'logout local: a sessão do token acabou');
select lives_ok(format('select auth.exigir_sessao(%L)', :'sid_b'), 'logout local: as outras sessões seguem');
select throws_ok(format('select auth.gotrue_usuario(%L, %L)', :'uid', :'sid_a'),
                 'PT403', 'session_not_found', 'usuário: token de sessão encerrada é recusado');
select lives_ok(format('select auth.gotrue_logout(%L, %L, %L)', :'uid', :'sid_b', 'others'), 'logout others');
select lives_ok(format('select auth.exigir_sessao(%L)', :'sid_b'), 'logout others: a sessão do token segue');
select throws_ok(format('select auth.exigir_sessao(%L)', :'sid_c'),
                 'PT403', 'session_not_found', 'logout others: as outras acabaram');
select throws_ok(format('select auth.gotrue_refresh(%L, %L, 60)', :'sc'::jsonb ->> 'refresh_token', :'segredo'),
                 'PT400', 'refresh_token_not_found', 'logout others: o refresh das outras deixa de valer');
select lives_ok(format('select auth.gotrue_logout(%L)', :'uid'), 'logout: global por padrão');
select throws_ok(format('select auth.gotrue_refresh(%L, %L, 60)', :'s2'::jsonb ->> 'refresh_token', :'segredo'),
                 'PT400', null, 'logout: o refresh token deixa de valer');
select throws_ok(format('select auth.exigir_sessao(%L)', :'sid_b'),
                 'PT403', 'session_not_found', 'logout global: nenhuma sessão sobra');
select is(auth.gotrue_usuario((:'s'::jsonb -> 'user' ->> 'id')::uuid) ->> 'email', 'nova@teste.dev', 'usuário: devolve o usuário');
select throws_ok($$select auth.gotrue_usuario('00000000-0000-0000-0000-000000000000')$$,
                 'PT404', 'user_not_found', 'usuário: desconhecido');

-- ---------- auth.uid() / auth.jwt() e permissões ----------
select set_config('request.jwt.claims', '{"sub":"11111111-1111-1111-1111-111111111111","role":"authenticated","email":"x@y.z"}', true) as _ \gset
select is(auth.uid(), '11111111-1111-1111-1111-111111111111'::uuid, 'auth.uid() lê request.jwt.claims');
select is(auth.jwt() ->> 'email', 'x@y.z', 'auth.jwt() lê request.jwt.claims');
select ok(not has_function_privilege('authenticated', 'auth.gotrue_login(text,text,text,integer)', 'execute'),
          'authenticated não chama as funções do GoTrue local');
select ok(not has_function_privilege('anon', 'auth.jwt_assinar(jsonb,text)', 'execute'),
          'anon não assina JWT');
select ok(not has_table_privilege('authenticated', 'auth.users', 'select'), 'authenticated não lê auth.users');
select ok(not has_table_privilege('anon', 'auth.refresh_tokens', 'select'), 'anon não lê refresh tokens');

-- Mesmo custo de bcrypt no seed, no cadastro e no hash fictício: um custo menor em
-- qualquer um deixaria o tempo do login dizer se o e-mail tem conta.
select is(substr(auth.hash_ficticio(), 1, 7), format('$2a$%s$', lpad(auth.bcrypt_custo()::text, 2, '0')),
          'hash fictício com o custo de auth.bcrypt_custo()');
select is((select array_agg(distinct substr(encrypted_password, 1, 7)) from auth.users where email like '%@frila.dev'),
          array[substr(auth.hash_ficticio(), 1, 7)], 'contas do seed com o mesmo custo do hash fictício');
select * from finish();
rollback;

delete from auth.users where email = 'familia@teste.dev';
