-- Texto que uma pessoa manda não leva caracteres invisíveis (direção do texto, largura zero,
-- separadores) nem letras de outro alfabeto que imitam as latinas; o resto chega na forma NFKC.
-- Vale na RPC (recusa com chave e frase), no cadastro e no CHECK de cada tabela.
begin;
\ir ajudantes.psql
select plan(26);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Invisivel') as dono \gset

create function pg_temp.publicar(endereco text, bairro text default null) returns text language sql as $$
  select format('public.publicar_vaga(%L, %L, %L, 12000, true, false, false, %L, 1, %L, -15.81, -47.89, 180, %L)',
                'garcom', '2030-03-02 18:00+00', '2030-03-02 23:00+00', 'urgencia', endereco, bairro)
$$;

-- A régua: cada família de invisível e a mistura de alfabetos.
select is(privado.problema_do_texto(E'Bar do Cerrado\u202E'), 'caractere_invisivel', 'bidi override U+202E');
select is(privado.problema_do_texto(E'Bar\u2066 do Cerrado\u2069'), 'caractere_invisivel', 'isolamento bidi U+2066/2069');
select is(privado.problema_do_texto(E'Bar\u200Bdo Cerrado'), 'caractere_invisivel', 'largura zero U+200B');
select is(privado.problema_do_texto(E'Bar\u200Fdo'), 'caractere_invisivel', 'marca RTL U+200F');
select is(privado.problema_do_texto(E'Bar\u2060do'), 'caractere_invisivel', 'word joiner U+2060');
select is(privado.problema_do_texto(E'\uFEFFBar'), 'caractere_invisivel', 'BOM U+FEFF');
select is(privado.problema_do_texto(E'Bar\u2028do'), 'caractere_invisivel', 'separador de linha U+2028');
select is(privado.problema_do_texto(E'Bar\u2029do'), 'caractere_invisivel', 'separador de parágrafo U+2029');
select is(privado.problema_do_texto(E'Bar do Cerr\u0430do'), 'caractere_parecido', '"а" cirílico no meio de latinas');
select is(privado.problema_do_texto(E'Bar d\u043E Cerrado'), 'caractere_parecido', '"о" cirílico no meio de latinas');
select is(privado.problema_do_texto(E'Bar\x1b[2J'), 'texto_invalido', 'controle continua texto_invalido');
select is(privado.problema_do_texto('Café São João, 1º andar 🍺'), null, 'acentos, ordinal e emoji passam');
select is(privado.problema_do_texto('Москва'), null, 'cirílico sozinho (sem latinas) passa');

-- RPC: recusa com a chave e nada gravado.
select is(testes.erro(:'dono', pg_temp.publicar(E'SCLS 405\u202E, Asa Sul')), 'PT422 caractere_invisivel',
          'publicar_vaga com bidi no endereço é recusada');
select is(testes.erro(:'dono', pg_temp.publicar('SCLS 405', E'Asa\u200BSul')), 'PT422 caractere_invisivel',
          'publicar_vaga com largura zero no bairro é recusada');
select is(testes.erro(:'dono', pg_temp.publicar(E'SCLS 4\u043E5, Asa Sul')), 'PT422 caractere_parecido',
          'publicar_vaga com "о" cirílico é recusada');
select is((select count(*) from public.vagas where publicada_por = :'dono')::int, 0, 'nenhuma vaga gravada');

-- Largura total vira ASCII antes de gravar (NFKC).
select is(testes.rpc(:'dono', pg_temp.publicar('ＳＣＬＳ 405, Asa Sul')) ->> 'estado', 'publicada', 'largura total entra');
select is((select endereco from public.vagas where publicada_por = :'dono'), 'SCLS 405, Asa Sul', '... gravada na forma NFKC');

-- Cadastro: nome e estabelecimento.
select throws_ok($$ select testes.contratante(E'Dono\u202E Bidi') $$, 'PT400', 'validation_failed',
                 'cadastro com bidi no nome é recusado');
select throws_ok($$ select testes.contratante('Dono Sosia', E'Bar do Cerr\u0430do') $$, 'PT400', 'validation_failed',
                 'cadastro com "а" cirílico no estabelecimento é recusado');
select throws_ok($$ select testes.contratante('Dono Separador', E'Bar\u2028do Cerrado') $$, 'PT400', 'validation_failed',
                 'cadastro com separador de linha no estabelecimento é recusado');
select testes.contratante(E'Jose\u0301 Nfd', 'Bar Nfd') as nfd \gset
select is((select nome from public.contas where id = :'nfd'), 'José Nfd', 'acento combinante entra no cadastro, na forma composta');
select is((select email from public.contas where id = :'nfd'), 'josé.nfd@teste.dev', '... e o e-mail da conta também');

-- CHECK: quem grava direto também não passa.
select throws_ok(format($$ update public.contas set nome = %L where id = %L $$, E'Dono\u200DInvisivel', :'dono'),
                 '23514', null, 'CHECK recusa largura zero gravada direto');
select throws_ok(format($$ update public.estabelecimentos set nome = %L where id = %L $$, E'Bar\u202Edo', testes.estab(:'dono')),
                 '23514', null, 'CHECK recusa bidi gravado direto');

select * from finish();
rollback;
