-- Um estabelecimento tem identidade: documento (CNPJ/CPF) com dígitos verificadores e único;
-- o mesmo nome no mesmo endereço (sem acento, caixa, pontuação) não é outro estabelecimento.
-- Uma segunda pessoa entra como membro convidada pelo administrador; RF26 vale para o
-- estabelecimento inteiro.
begin;
\ir ajudantes.psql
select plan(40);
select testes.relogio('2030-03-01 12:00+00');

create function pg_temp.contratante(email text, nome text, estab text, endereco text, documento text default null)
returns uuid language sql as $$
  select testes.usuario(email, jsonb_build_object('perfil', 'contratante', 'nome', nome,
    'estabelecimento', jsonb_build_object('nome', estab, 'endereco', endereco, 'lat', testes.lat0(), 'lng', testes.lng0())
                       || jsonb_build_object('documento', coalesce(documento, testes.cnpj()))))
$$;

-- A frase da recusa do cadastro de um estabelecimento (a conta não fica).
create function pg_temp.erro_do_cadastro(est jsonb, out detail text) language plpgsql as $$
begin
  perform testes.usuario('frase' || floor(random() * 1e9)::bigint || '@teste.dev',
                         jsonb_build_object('perfil', 'contratante', 'nome', 'Frase', 'estabelecimento', est));
exception when sqlstate 'PT400' then
  get stacked diagnostics detail = pg_exception_detail;
end $$;

-- Dígitos verificadores.
select ok(privado.documento_valido('11222333000181'), 'CNPJ válido');
select ok(privado.documento_valido('52998224725'), 'CPF válido');
select ok(not privado.documento_valido('11222333000182'), 'CNPJ com dígito trocado');
select ok(not privado.documento_valido('52998224724'), 'CPF com dígito trocado');
select ok(not privado.documento_valido('11111111111111'), 'todos iguais não vale');
select ok(not privado.documento_valido('1122233300018'), '13 dígitos não vale');
select is(privado.chave_de_comparacao(E'B\u00c1R do  Cerrado!'), 'bardocerrado', 'chave sem acento, caixa nem pontuação');

-- O "Bar do Cerrado" do seed (CLS 405 Bloco B Loja 12, Asa Sul) não ganha um sósia.
select throws_ok($$ select pg_temp.contratante('sosia1@teste.dev', 'Sosia', 'Bar do Cerrado', 'CLS 405 Bloco B Loja 12, Asa Sul') $$,
                 'PT400', 'validation_failed', 'mesmo nome no mesmo endereço é recusado');
select throws_ok($$ select pg_temp.contratante('sosia2@teste.dev', 'Sosia', 'BAR DO CERRADO', 'cls 405 bloco b, loja 12 - asa sul') $$,
                 'PT400', 'validation_failed', '... em maiúsculas e com outra pontuação também');
select throws_ok($$ select pg_temp.contratante('sosia3@teste.dev', 'Sosia', 'Bár dó Cérrado', 'CLS 405 Bloco B Loja 12, Asa Sul') $$,
                 'PT400', 'validation_failed', '... com acentos também');
select throws_ok($$ select pg_temp.contratante('sosia4@teste.dev', 'Sosia', E'Bar do\u200B Cerrado', 'CLS 405 Bloco B Loja 12, Asa Sul') $$,
                 'PT400', 'validation_failed', '... com largura zero também');
select throws_ok($$ select pg_temp.contratante('sosia5@teste.dev', 'Sosia', E'Bar d\u043E Cerrado', 'CLS 405 Bloco B Loja 12, Asa Sul') $$,
                 'PT400', 'validation_failed', '... com "о" cirílico também');
select throws_ok($$ select pg_temp.contratante('sosia6@teste.dev', 'Sosia', E'\u202EBar do Cerrado', 'CLS 405 Bloco B Loja 12, Asa Sul') $$,
                 'PT400', 'validation_failed', '... com bidi também');
select is((select count(*)::int from public.estabelecimentos where privado.chave_de_comparacao(nome) = 'bardocerrado'), 1,
          'um Bar do Cerrado só');
select is(pg_temp.contratante('filial@teste.dev', 'Filial', 'Bar do Cerrado', 'CLN 210 Bloco A, Asa Norte') is not null, true,
          'o mesmo nome em outro endereço entra (filial)');

-- Documento: obrigatório para o estabelecimento novo; inválido e repetido recusados; válido
-- gravado só com dígitos.
select throws_ok($$ select testes.usuario('semdoc@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Sem Doc',
                    'estabelecimento', jsonb_build_object('nome', 'Bar Sem Doc', 'endereco', 'Rua 9', 'lat', -15.8, 'lng', -47.9))) $$,
                 'PT400', 'validation_failed', 'sem documento, o estabelecimento novo é recusado');
select is((select detail from pg_temp.erro_do_cadastro(jsonb_build_object('nome', 'Bar Sem Doc', 'endereco', 'Rua 9',
            'lat', -15.8, 'lng', -47.9, 'documento', '  '))), 'Informe o CNPJ do estabelecimento (ou o CPF, se for pessoa física).',
          'documento em branco diz o que falta');
select is((select detail from pg_temp.erro_do_cadastro(jsonb_build_object('nome', 'Bar Letras', 'endereco', 'Rua 8',
            'lat', -15.8, 'lng', -47.9, 'documento', 'abc'))),
          'CNPJ (14 dígitos) ou CPF (11 dígitos) inválido: confira os dígitos verificadores.', 'documento sem dígitos é inválido');
select is((select count(*)::int from public.estabelecimentos where documento is null and nome = 'Bar do Cerrado'), 0,
          'os estabelecimentos do seed têm documento');
select throws_ok($$ select pg_temp.contratante('doc1@teste.dev', 'Doc', 'Bar Doc Um', 'Rua 1', '11.222.333/0001-82') $$,
                 'PT400', 'validation_failed', 'CNPJ com dígito errado é recusado');
select testes.usuario('doc2@teste.dev', '{}'::jsonb || jsonb_build_object('perfil','contratante','nome','Doc',
  'estabelecimento', jsonb_build_object('nome','Bar Doc Dois','endereco','Rua 2','lat',-15.8,'lng',-47.9,'documento','11.222.333/0001-81'))) as doc2 \gset
select is((select e.documento from public.estabelecimentos e join public.membros m on m.estabelecimento_id = e.id
            where m.conta_id = :'doc2'), '11222333000181', 'CNPJ válido gravado só com dígitos');
select throws_ok($$ select pg_temp.contratante('doc3@teste.dev', 'Doc', 'Bar Doc Tres', 'Rua 3', '11222333000181') $$,
                 'PT400', 'validation_failed', 'o mesmo CNPJ em outro estabelecimento é recusado');
select throws_ok($$ select pg_temp.contratante('doc4@teste.dev', 'Doc', 'Bar Doc Quatro', 'Rua 4', '12345678000195') $$,
                 'PT400', 'validation_failed', 'o CNPJ do seed (Bar do Cerrado) também');

-- Membros: o administrador convida, a pessoa entra no cadastro com o convite, como operador.
select m.conta_id as bruno, m.estabelecimento_id as cerrado from public.membros m join public.contas c on c.id = m.conta_id
 where c.email = 'bruno@frila.dev' \gset
select testes.rpc(:'bruno', $$ public.convidar_membro('Gerente@Teste.dev', 'operador') $$) as conv \gset
select is((:'conv'::jsonb) ->> 'email', 'gerente@teste.dev', 'convite gravado com o e-mail em minúsculas');
select testes.usuario('gerente@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Gerente',
                                                              'convite', (:'conv'::jsonb) ->> 'codigo')) as gerente \gset
select is((select papel::text from public.membros where conta_id = :'gerente' and estabelecimento_id = :'cerrado'), 'operador',
          'quem foi convidado entra como operador do Bar do Cerrado');
select throws_ok($$ select testes.usuario('intruso@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Intruso',
                    'convite', (select estabelecimento_id from public.membros m join public.contas c on c.id = m.conta_id
                                 where c.email = 'bruno@frila.dev'))) $$,
                 'PT400', 'validation_failed', 'o id do estabelecimento não é código de convite: recusado');
select is(testes.erro(:'gerente', $$ public.convidar_membro('outro@teste.dev') $$), 'PT403 so_administrador',
          'operador não convida');
select is(jsonb_array_length(testes.rpc(:'gerente', 'public.membros_do_estabelecimento()') -> 'membros'), 2,
          'operador vê os dois membros');

-- Operador acompanha mas não publica nem cancela.
select is(testes.erro(:'gerente', format('public.publicar_vaga(%L, %L, %L, 12000, true, false, false, %L, 1, %L, -15.81, -47.89)',
          'garcom', '2030-03-02 18:00+00', '2030-03-02 23:00+00', 'urgencia', 'SCLS 405')), 'PT403 so_administrador',
          'operador não publica');
select testes.vaga(:'bruno', '2030-03-03 18:00+00') as vaga_do_bruno \gset
select is(testes.erro(:'gerente', format('public.cancelar_vaga(%L)', :'vaga_do_bruno')), 'PT403 so_administrador',
          'operador não cancela');
select is(testes.erro(:'gerente', format('public.editar_vaga(%L, valor_centavos => 15000)', :'vaga_do_bruno')), 'PT403 so_administrador',
          'operador não edita');
select ok(testes.rpc(:'gerente', 'public.minhas_vagas()') is not null, 'operador acompanha as vagas');

-- RF26 no estabelecimento: quem bloqueou o Bruno não vê vaga publicada pelo Bar do Cerrado
-- nem é alcançado pelo operador.
select testes.prof('Pro Bloqueia') as pro \gset
select testes.prof('Pro Bloqueia Gerente', 0.001) as pro2 \gset
select testes.prof('Pro Sem Bloqueio', 0.0012) as pro3 \gset
select ok(exists (select 1 from privado.elegiveis(:'vaga_do_bruno') where profissional_id = :'pro3'),
          'quem não bloqueou ninguém, no mesmo lugar, é alcançado pela vaga do Bruno');
-- O profissional bloqueia só a gerente (operadora): a vaga que o Bruno publicou não o alcança.
select lives_ok(format('select testes.rpc(%L, %L)', :'pro2', format('public.bloquear(%L)', :'gerente')), 'o profissional bloqueia a operadora');
select ok(not exists (select 1 from privado.elegiveis(:'vaga_do_bruno') where profissional_id = :'pro2'),
          'bloqueio da operadora vale para a vaga do administrador');
select is(testes.erro(:'pro2', format('public.candidatar(%L)', :'vaga_do_bruno')), 'PT403 inelegivel',
          'nem se candidata à vaga do administrador');
select lives_ok(format('select testes.rpc(%L, %L)', :'pro', format('public.bloquear(%L)', :'bruno')), 'o profissional bloqueia o Bruno');
select ok(privado.bloqueado(:'pro', :'cerrado'), 'bloqueio do Bruno vale para o Bar do Cerrado inteiro');

-- Remover: o último administrador fica; o operador sai.
select is(testes.erro(:'bruno', format('public.remover_membro(%L)', :'bruno')), 'PT409 ultimo_administrador',
          'o último administrador não sai');
select is(testes.rpc(:'bruno', format('public.remover_membro(%L)', :'gerente')) ->> 'removido', 'true', 'o operador sai');

select * from finish();
rollback;
