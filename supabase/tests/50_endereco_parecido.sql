-- Um segundo estabelecimento com o mesmo endereço escrito de outro jeito (pontuação, caixa,
-- acento, abreviação) e um nome parecido, com outro CNPJ, é recusado no cadastro; nome
-- diferente no mesmo endereço (outra loja da galeria) continua aceito.
begin;
\ir ajudantes.psql
select plan(8);
select testes.relogio('2030-07-01 12:00+00');
select is(privado.chave_de_endereco('CLS 405 Bloco B Loja 12, Asa Sul, Brasília'),
          privado.chave_de_endereco('cls 405, Bl. B,  Lj12 - ASA SUL - Brasilia/DF'), 'abreviação, pontuação, caixa, acento e cidade');
select isnt(privado.chave_de_endereco('CLS 405 Bloco B Loja 12'), privado.chave_de_endereco('CLS 405 Bloco B Loja 13'),
            'outro número é outro endereço');
select ok(privado.nomes_parecidos('Bar do Cerrado', 'BAR DO CERRADO 2'), 'nome que contém o outro é parecido');
select ok(not privado.nomes_parecidos('Bar do Cerrado', 'Sushi da Galeria'), 'nome diferente não é');

select testes.usuario('real.galeria@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Dona Real',
  'estabelecimento', jsonb_build_object('nome', 'Empório da Galeria', 'endereco', 'CLS 405 Bloco B Loja 12, Asa Sul, Brasília',
                                        'lat', testes.lat0(), 'lng', testes.lng0(), 'documento', testes.cnpj()))) as real \gset
select throws_ok(format($$select testes.usuario('sosia.galeria@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Sósia',
  'estabelecimento', jsonb_build_object('nome', 'EMPORIO DA GALERIA', 'endereco', 'cls 405 bl. b lj 12 - asa sul - brasilia',
                                        'lat', %s, 'lng', %s, 'documento', %L)))$$, testes.lat0(), testes.lng0(), testes.cnpj()),
  'PT400', null, 'mesmo nome, endereço escrito de outro jeito, outro CNPJ: recusado');
select throws_like(format($$select testes.usuario('sosia2.galeria@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Sósia',
  'estabelecimento', jsonb_build_object('nome', 'Empório da Galeria 2', 'endereco', 'CLS 405, Bl B, Loja 12, Asa Sul',
                                        'lat', %s, 'lng', %s, 'documento', %L)))$$, testes.lat0(), testes.lng0(), testes.cnpj()),
  'validation_failed', 'nome parecido no mesmo endereço: recusado');
select is((select count(*)::int from public.estabelecimentos where privado.chave_de_endereco(endereco) = privado.chave_de_endereco('CLS 405 Bl B Lj 12 Asa Sul')
            and privado.chave_de_comparacao(nome) like '%emporio%'), 1,
          'só o verdadeiro ficou');
select lives_ok(format($$select testes.usuario('vizinha.galeria@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Vizinha',
  'estabelecimento', jsonb_build_object('nome', 'Sushi da Galeria', 'endereco', 'CLS 405 Bloco B Loja 12, Asa Sul',
                                        'lat', %s, 'lng', %s, 'documento', %L)))$$, testes.lat0(), testes.lng0(), testes.cnpj()),
  'outro nome no mesmo endereço (outro negócio) continua aceito');
select * from finish();
rollback;
