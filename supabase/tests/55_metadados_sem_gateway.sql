-- A régua do texto vale no user_metadata também sem o frila-api: num projeto Supabase o
-- GoTrue grava auth.users direto (cadastro e PUT /auth/v1/user). Chaves e valores, em qualquer
-- profundidade; senhas e tokens de fora; o nome também sem escrita misturada.
begin;
\ir ajudantes.psql
select plan(14);

-- Código, chave e frase da recusa de um comando SQL (ou 'sem erro').
create function testes.recusa_sql(comando text) returns text language plpgsql as $$
declare cod text; msg text; det text;
begin
  execute comando;
  return 'sem erro';
exception when others then
  get stacked diagnostics cod = returned_sqlstate, msg = message_text, det = pg_exception_detail;
  return concat_ws(' ', cod, msg, det);
end $$;
create function testes.cadastro_com(meta jsonb) returns text language sql as $$
  select testes.recusa_sql(format('select testes.usuario(%L, %L)', 'meta.' || gen_random_uuid() || '@teste.dev',
    jsonb_build_object('perfil', 'profissional', 'nome', 'Ana Meta', 'funcoes', array['garcom'],
                       'lat', testes.lat0(), 'lng', testes.lng0()) || meta))
$$;

-- Cadastro (INSERT em auth.users, o que o GoTrue faz no /signup).
select is(testes.cadastro_com('{}'), 'sem erro', 'metadado limpo: a conta nasce');
select is(testes.cadastro_com(jsonb_build_object('apelido', E'Ana\u202Egnp.exe')),
          'PT400 validation_failed O texto não pode ter caracteres invisíveis (largura zero, direção do texto, separador de linha).',
          'campo fora do cadastro com bidi override: recusado (antes só o gateway olhava)');
select is(testes.cadastro_com(jsonb_build_object('preferencias', jsonb_build_object('cor', jsonb_build_array('azul', E'ver\u200Bde')))),
          'PT400 validation_failed O texto não pode ter caracteres invisíveis (largura zero, direção do texto, separador de linha).',
          'largura zero no fundo de objeto e lista: recusado');
select is(testes.cadastro_com(jsonb_build_object(E'ape\u2060lido', 'Ana')),
          'PT400 validation_failed O nome de um campo não pode ter caracteres invisíveis (largura zero, direção do texto, separador de linha).',
          'o nome da chave também (fica guardado e chega a quem o lê)');
select is(testes.cadastro_com(jsonb_build_object('bio', E'linha\nquebrada')),
          'PT400 validation_failed O texto não pode ter caracteres de controle (quebra de linha, tabulação, ESC).',
          'controle: recusado');
select is(testes.cadastro_com(jsonb_build_object('bio', E'B\u0430r do Cerrado')),
          'PT400 validation_failed O texto mistura letras latinas com letras de outro alfabeto que se parecem com elas.',
          'latino com cirílico sósia: recusado');
select is(testes.cadastro_com(jsonb_build_object('nome', E'\u0410na Souza')),
          'PT400 validation_failed O nome mistura letras latinas com letras de outro alfabeto que se parecem com elas.',
          'nome com o A cirílico: recusado com a frase do nome');
select is(testes.cadastro_com(jsonb_build_object('bio', 'Sushi 寿司', 'token_do_app', E'\u200B', 'senha_dica', E'\u202E')),
          'sem erro', 'escrita de outro alfabeto fora do nome vale; chaves de senha e token ficam de fora');

-- Atualização (UPDATE de raw_user_meta_data, o que o GoTrue faz no PUT /auth/v1/user).
select testes.prof('Bia Meta') as bia \gset
select is(testes.recusa_sql(format($q$update auth.users set raw_user_meta_data = raw_user_meta_data || %L where id = %L$q$,
                                   jsonb_build_object('nome', E'Bia\u200B Meta'), :'bia')),
          'PT400 validation_failed O nome não pode ter caracteres invisíveis (largura zero, direção do texto, separador de linha).',
          'nome com largura zero na atualização: recusado');
select is(testes.recusa_sql(format($q$update auth.users set raw_user_meta_data = raw_user_meta_data || %L where id = %L$q$,
                                   jsonb_build_object('apelido', jsonb_build_object('curto', E'B\u2028ia')), :'bia')),
          'PT400 validation_failed O texto não pode ter caracteres invisíveis (largura zero, direção do texto, separador de linha).',
          'separador de linha aninhado na atualização: recusado');
select is((select raw_user_meta_data ->> 'nome' from auth.users where id = :'bia'), 'Bia Meta', 'e nada mudou');
select is(testes.recusa_sql(format($q$update auth.users set raw_user_meta_data = raw_user_meta_data || %L where id = %L$q$,
                                   jsonb_build_object('apelido', 'Bia'), :'bia')),
          'sem erro', 'atualização limpa passa');
select is((select raw_user_meta_data ->> 'apelido' from auth.users where id = :'bia'), 'Bia', 'e grava');
select is(testes.recusa_sql(format($q$update auth.users set last_sign_in_at = now() where id = %L$q$, :'bia')),
          'sem erro', 'mexer noutra coluna não confere o metadado');
select * from finish();
rollback;
