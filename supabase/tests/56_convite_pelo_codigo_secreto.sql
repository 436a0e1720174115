-- Entrar num estabelecimento pede o código do convite (um segredo mostrado uma vez a quem
-- convidou) E o e-mail convidado: o e-mail sozinho não prova nada (com a confirmação de e-mail
-- desligada ninguém confirma que a pessoa é dona dele), e o id do estabelecimento é público.
begin;
\ir ajudantes.psql
select plan(12);
select testes.relogio('2030-06-01 12:00+00');
select testes.contratante('Dona Segredo', 'Bar Segredo') as dono \gset
select testes.estab(:'dono') as casa \gset

select testes.rpc(:'dono', $$public.convidar_membro('gerente.segredo@teste.dev', 'administrador')$$) as conv \gset
select (:'conv'::jsonb) ->> 'codigo' as cod \gset
select ok(:'cod' is not null and :'cod' <> :'casa', 'o convite devolve um código, que não é o id do estabelecimento');
select is((select codigo_hash from public.convites where email = 'gerente.segredo@teste.dev'),
          extensions.digest(:'cod', 'sha256'), 'a tabela guarda só o SHA-256 do código');
select ok(not exists (select 1 from public.convites v where v.codigo_hash::text like '%' || replace(:'cod', '-', '') || '%'),
          'o código em claro não fica no banco');

-- Quem sabe o e-mail convidado e o id público do estabelecimento não entra (antes, entrava).
select throws_ok(format($$select testes.usuario('gerente.segredo@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Intrusa', 'convite', %L))$$, :'casa'),
                 'PT400', 'validation_failed', 'cadastro com o e-mail convidado e o id do estabelecimento: recusado');
select throws_ok(format($$select testes.usuario('gerente.segredo@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Intrusa', 'convite', %L))$$, gen_random_uuid()),
                 'PT400', 'validation_failed', 'com um código chutado: recusado');
-- O código sem o e-mail também não.
select throws_ok(format($$select testes.usuario('outra.segredo@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Outra', 'convite', %L))$$, :'cod'),
                 'PT400', 'validation_failed', 'o código com outro e-mail: recusado');
select is((select count(*)::int from public.membros where estabelecimento_id = :'casa'), 1, 'ninguém entrou');

-- Conta que já existe, com o e-mail convidado: aceitar pelo id do estabelecimento não entra.
select testes.usuario('ja.tem.conta@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Sem Bar',
  'estabelecimento', jsonb_build_object('nome', 'Bar Sem Segredo', 'endereco', 'QNM 1, Ceilândia', 'lat', -15.8, 'lng', -48.1,
                                        'documento', testes.cnpj()))) as ja \gset
delete from public.membros where conta_id = :'ja';  -- sem estabelecimento, para aceitar no fim
select testes.rpc(:'dono', $$public.convidar_membro('ja.tem.conta@teste.dev')$$) ->> 'codigo' as cod_ja \gset
select is(testes.erro(:'ja', format('public.aceitar_convite(%L)', :'casa')), 'PT404 sem_convite',
          'aceitar com o id do estabelecimento: sem_convite');

-- Convidar de novo troca o código: o antigo deixa de valer.
select testes.rpc(:'dono', $$public.convidar_membro('ja.tem.conta@teste.dev')$$) ->> 'codigo' as cod_ja2 \gset
select is(testes.erro(:'ja', format('public.aceitar_convite(%L)', :'cod_ja')), 'PT404 sem_convite', 'o código antigo não vale mais');

-- Com o código e o e-mail: entra, e o convite some.
select testes.usuario('gerente.segredo@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Gerente', 'convite', :'cod')) as gerente \gset
select is((select papel::text from public.membros where conta_id = :'gerente' and estabelecimento_id = :'casa'), 'administrador',
          'código + e-mail no cadastro: entra com o papel do convite');
select is(testes.rpc(:'ja', format('public.aceitar_convite(%L)', :'cod_ja2')) - 'estabelecimento_id',
          jsonb_build_object('estabelecimento', jsonb_build_object('id', :'casa', 'nome', 'Bar Segredo'), 'papel', 'operador'),
          'aceitar com o código: entra, e a resposta diz onde');
select is((select count(*)::int from public.convites where estabelecimento_id = :'casa'), 0, 'os convites aceitos saem');
select * from finish();
rollback;
