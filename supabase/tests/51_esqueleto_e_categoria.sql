-- O nome de outro estabelecimento pelo esqueleto (letras com marca ou traço, dígitos por letras,
-- som de c/s, todo em cirílico ou itálico antigo) e o endereço na forma canônica de Brasília
-- (sem CEP, complemento, bairro, cidade, pontuação e zeros à esquerda; SCLS = CLS = Quadra Sul; Bloco B = BlB = B); e o texto pela categoria
-- Unicode: formatação, uso privado, não atribuído, marcas empilhadas, alfabetos misturados.
begin;
\ir ajudantes.psql
select plan(91);
select testes.relogio('2030-07-01 12:00+00');

-- Endereço: todas as grafias do Bar do Cerrado são uma chave só.
select is(privado.chave_de_endereco(e), '405 sul b 12', e) from unnest(array[
  'Comércio Local Sul 405 Bloco B Loja 12',
  'Quadra 405 Sul Bloco B Loja 12',
  'C.L.S. 405 Bl. B Lj. 12',
  'SCLS405 BlB Lj12',
  'CLS 405 Bloco B Loja 012',
  'CLS 0405 Bloco B Loja 12',
  'SHCS CLS 405 Bloco B Loja 12',
  'CLS 405 Bloco B Loja 12, Asa Sul',
  'SCLS 405 Bloco B Loja 12, Asa Sul',
  'CLS 405 Bloco B Loja 12, Asa Sul, Térreo',
  'CLS 405 Bloco B Loja 12 Térreo',
  'CLS 405 Bloco B Loja 12, Asa Sul, CEP 70239-020',
  'CLS 405 Bloco B Loja 12',
  'CLS 405 B 12',
  'SCLS 405 Bl B Lj 12 Térreo Asa Sul Brasília DF 70239-020',
  'CLS 405 Bloco B Loja 12, 1º andar, Asa Sul, Brasília - DF']) e;
select isnt(privado.chave_de_endereco('CLS 405 Bloco B Loja 12'), privado.chave_de_endereco('CLS 405 Bloco B Loja 13'),
            'outra loja é outro endereço');
select isnt(privado.chave_de_endereco('CLS 405 Bloco B Loja 12'), privado.chave_de_endereco('CLS 406 Bloco B Loja 12'),
            'outra quadra é outro endereço');
select is(privado.chave_de_endereco('Avenida Paulista, 1000, Bela Vista'), 'avenida paulista 1000',
          'fora de Brasília: a rua fica, o bairro depois do número sai');
select ok(privado.enderecos_parecidos('CLS 405', 'CLS 405 Bloco B Loja 12'), 'o começo do endereço é o mesmo lugar');
select ok(not privado.enderecos_parecidos('CLS 405 Bloco B Loja 12', 'CLN 405 Bloco B Loja 12'), 'CLN não é CLS');
select is(privado.comecos_do_endereco('SCLS 405 Bloco B Loja 12, Asa Sul'), array['405 sul', '405 sul b', '405 sul b 12'],
          'os começos que o cadastro procura pelo índice');
select is(privado.chave_de_endereco('cls 405, Bl. B,  Lj12 - ASA SUL - Brasilia/DF'), '405 sul b 12', 'bloco num trecho só dele fica');

-- Nome: o esqueleto de cada sósia é o do Bar do Cerrado.
select is(privado.esqueleto(n), 'barserado', n) from unnest(array[
  E'B\u0227r \u0111o Cer\u0155ado', 'B4r d0 C3rrad0', 'Bar do Serrado', 'BAR DO CERRADO', E'Bar d\u00f8 Cerrado',
  E'\uff22\uff41\uff52 \uff44\uff4f \uff23\uff45\uff52\uff52\uff41\uff44\uff4f',
  E'\u0412\u0430\u0433 \u0501\u043e \u0421\u0435\u0433\u0433\u0430\u0501\u043e',
  E'\U00010301\U00010300\U00010313 \U00010303\U0001030F \U00010302\U00010304\U00010313\U00010313\U00010300\U00010303\U0001030F',
  E'Bar do Cerra\u0256o', E'Bar do \u0186errado', E'Bar do Ce\ua75brado', E'Bar do \u00c7\u0259rrado',
  'Bar do Kerrado', 'Bar do Cerradu', 'Bar du Cerrado', 'Bar do Cerrahdo', 'Bar Cerrado', 'Bar d Cerrado',
  'Bar de Cerrado', 'Bar da Cerrado']) n;
select ok(privado.nomes_parecidos(E'Ba\u0142 do Cerrado', 'Bar do Cerrado'), 'uma letra trocada por outra fora do Latin-1 (Bał)');
select ok(not privado.nomes_parecidos('Bal do Cerrado', 'Bar do Cerrado'), 'uma letra de diferença só em Latin-1 é outro nome');
select is(privado.esqueleto(E'\u0411\u0430\u0440 \u0434\u043e \u0426\u0435\u0440\u0440\u0430\u0434\u043e', true), 'barserado',
          'cirílico transliterado (Бар до Церрадо)');
select ok(privado.nomes_parecidos(E'\u0411\u0430\u0440 \u0434\u043e \u0426\u0435\u0440\u0440\u0430\u0434\u043e', 'Bar do Cerrado'),
          'todo em cirílico é parecido');
select ok(not privado.nomes_parecidos('Sushi da Galeria', 'Bar do Cerrado'), 'outro nome não é parecido');
select ok(privado.nome_ilegivel(E'\uA4D0\uA4EE\uA4E3 \uA4D3\uA4F3'), 'todo em lisu: ilegível, recusado');
select ok(not privado.nome_ilegivel('Sushi 寿司 Bar'), 'latino com um pouco de outro alfabeto não é ilegível');

-- Texto pela categoria geral.
select is(privado.problema_do_texto('Bar' || c || 'do Cerrado'), 'caractere_invisivel', format('U+%s', upper(to_hex(ascii(c)))))
  from unnest(array[E'\u0600', E'\u070F', E'\U000110BD', E'\u08E2', E'\u0890', E'\U0001D159', E'\uFFFC', E'\uE000',
                    E'\U000F0000', E'\u0378', E'\U0001FFFE']) c;
select is(privado.problema_do_texto(x), 'caractere_invisivel', 'marcas empilhadas') from unnest(array[
  E'\u0E01' || repeat(E'\u0E48', 12), E'\u05D0\u05B0\u05B1\u05B2', E'\u0915\u0941\u0942\u0943', E'\u0710\u0730\u0731\u0732']) x;
select is(privado.problema_do_texto(E'\u0E01\u0E48\u0E35'), null, 'tailandês com duas marcas passa');
select is(privado.problema_do_texto(E'Bar do \U00010302errado'), 'caractere_parecido', 'itálico antigo no meio de latinas');
select is(privado.problema_do_texto(E'Bar do \U00010332errado'), 'caractere_parecido', 'gótico no meio de latinas');
select is(privado.problema_do_texto(E'Bar do \U000102A2errado'), 'caractere_parecido', 'cário no meio de latinas');
select ok(not privado.escrita_misturada(x), x) from unnest(array[
  E'Sushi \u5bff\u53f8', E'Restaurante \u00c1rabe \u0627\u0644\u0634\u0627\u0645', E'Hana \u82b1\u5b50 Tanaka',
  E'Raj Kumar \u0930\u093e\u091c', E'Muhammad \u0627\u0644\u0635\u0627\u0644\u062d', E'\u1d00\u0299\u1d04 Bar']) x;
select ok(privado.escrita_misturada(E'Bar do Cerr\u0430do'), 'latino com cirílico é mistura');
select is(privado.problema_do_texto(x), 'caractere_invisivel', 'marcas contadas na NFD e marca sem letra') from unnest(array[
  E'An\u1ec7\u0301\u0303', E'An\u01d8\u0301\u0303', E'An\u1ebf\u0301\u0303', E'An\u1e4f\u0301\u0303',
  E'An\u01fa\u0301\u0303', E'Ana 1\u0301\u0302', E'Ana .\u0301\u0302', E'\u0301Ana']) x;
select is(privado.problema_do_texto(x), null, 'duas marcas sobre letra passam') from unnest(array[
  E'An\u1ec7', E'Pho\u031b\u0300', E'\u01fa']) x;
select ok(not privado.escrita_misturada('Café São João, 1º andar 🍺'), 'latino com acento, ordinal e emoji não é mistura');

-- No cadastro: a sósia de "Bar do Cerrado" em grafias do endereço é recusada; outro nome entra.
select testes.usuario('real.candango@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Dona Real',
  'estabelecimento', jsonb_build_object('nome', 'Empório Candango', 'endereco', 'SCLS 405 Bloco B Loja 12, Asa Sul, Brasília',
                                        'lat', -15.70, 'lng', -47.70, 'documento', testes.cnpj()))) as real \gset
select throws_like(format($$select testes.usuario('sosia.candango@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Sósia',
  'estabelecimento', jsonb_build_object('nome', 'Emp0rio Cand4ngo', 'endereco', 'CLS 405 B 12 Térreo, CEP 70239-020',
                                        'lat', -15.80, 'lng', -47.80, 'documento', %L)))$$, testes.cnpj()),
  '%validation_failed%', 'nome em esqueleto e endereço canônico iguais: recusado');
select throws_like(format($$select testes.usuario('sosia2.candango@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Sósia',
  'estabelecimento', jsonb_build_object('nome', 'Empório Candango', 'endereco', 'Outra grafia qualquer',
                                        'lat', -15.7001, 'lng', -47.7001, 'documento', %L)))$$, testes.cnpj()),
  '%validation_failed%', 'mesmo nome a poucos metros: recusado, escreva-se o endereço como for');
select lives_ok(format($$select testes.usuario('vizinho.candango@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Vizinho',
  'estabelecimento', jsonb_build_object('nome', 'Sushi da Galeria Candanga', 'endereco', 'CLS 405 B 12',
                                        'lat', -15.70, 'lng', -47.70, 'documento', %L)))$$, testes.cnpj()),
  'outro nome no mesmo lugar entra');
select * from finish();
rollback;
