-- Mais invisíveis e mais sósias: seletores de variação, braille vazio, marcas de formatação
-- (musicais, taquigrafia, hieróglifos), marcas combinantes empilhadas (mais de 3) e letras
-- armênias, cherokee e lisu no meio de latinas. Recusados no cadastro, em editar_perfil, no
-- nome do estabelecimento e no endereço de publicar_vaga; o que é legítimo continua passando.
begin;
\ir ajudantes.psql
select plan(27);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dona Sosia') as dono \gset
select testes.prof('Pro Sosia') as pro \gset

create function pg_temp.publicar(endereco text) returns text language sql as $$
  select format('public.publicar_vaga(%L, %L, %L, 12000, true, false, false, %L, 1, %L, -15.81, -47.89, 180, null)',
                'garcom', '2030-03-02 18:00+00', '2030-03-02 23:00+00', 'urgencia', endereco)
$$;

select is(privado.problema_do_texto(E'Bar\uFE00 do Cerrado'), 'caractere_invisivel', 'seletor de variação U+FE00');
select is(privado.problema_do_texto(E'Bar do Cerrado\uFE0F'), 'caractere_invisivel', 'seletor de variação U+FE0F');
select is(privado.problema_do_texto(E'Bar\U000E0100do'), 'caractere_invisivel', 'seletor de variação suplementar U+E0100');
select is(privado.problema_do_texto(E'Bar\U000E01EFdo'), 'caractere_invisivel', 'seletor de variação suplementar U+E01EF');
select is(privado.problema_do_texto(E'Bar\u2800do Cerrado'), 'caractere_invisivel', 'braille vazio U+2800');
select is(privado.problema_do_texto(E'Bar\U0001D173do'), 'caractere_invisivel', 'formatação musical U+1D173');
select is(privado.problema_do_texto(E'Bar\U0001D17Ado'), 'caractere_invisivel', 'formatação musical U+1D17A');
select is(privado.problema_do_texto(E'Bar\U0001BCA0do'), 'caractere_invisivel', 'taquigrafia U+1BCA0');
select is(privado.problema_do_texto(E'Bar\U0001BCA3do'), 'caractere_invisivel', 'taquigrafia U+1BCA3');
select is(privado.problema_do_texto(E'Bar\U00013430do'), 'caractere_invisivel', 'hieróglifo de formatação U+13430');
select is(privado.problema_do_texto(E'Bar\U0001343Fdo'), 'caractere_invisivel', 'hieróglifo de formatação U+1343F');
select is(privado.problema_do_texto('Ba' || repeat(E'\u0301\u0300\u0302\u0303', 10) || 'r'), 'caractere_invisivel',
          '40 marcas combinantes empilhadas');
select is(privado.problema_do_texto(E'Ba\u0301\u0300\u0302\u0303r'), 'caractere_invisivel', '4 empilhadas é demais');
select is(privado.problema_do_texto(E'Pho\u031B\u0300 Viet'), null, 'até 2 marcas numa letra passam (vietnamita: ờ decomposto)');
select is(privado.problema_do_texto(E'Bar do Cerr\u0585do'), 'caractere_parecido', '"օ" armênio no meio de latinas');
select is(privado.problema_do_texto(E'\u13AAna Paula'), 'caractere_parecido', '"Ꭺ" cherokee no meio de latinas');
select is(privado.problema_do_texto(E'Bar \uA4D0ento'), 'caractere_parecido', '"ꓐ" lisu no meio de latinas');
select is(privado.problema_do_texto(E'Bar do Cerr\uAB83do'), 'caractere_parecido', 'cherokee minúsculo');
select is(privado.problema_do_texto('Café São João, 1º andar 🍺'), null, 'acentos, ordinal e emoji sem seletor passam');
select is(privado.problema_do_texto('Երևան'), null, 'armênio sozinho passa');

-- Onde a pessoa escreve: cadastro, perfil, estabelecimento, endereço da vaga.
select throws_ok($$ select testes.contratante(E'Dono\u2800Braille') $$, 'PT400', 'validation_failed',
                 'cadastro com braille vazio no nome é recusado');
select throws_ok($$ select testes.contratante('Dono Lisu', E'Bar do Cerr\uA4EEdo') $$, 'PT400', 'validation_failed',
                 'cadastro com letra lisu no estabelecimento é recusado');
select is(testes.erro(:'pro', format('public.editar_perfil(nome => %L)', E'Pro\uFE0F Sosia')), 'PT422 caractere_invisivel',
          'editar_perfil com seletor de variação no nome é recusado');
select is(testes.erro(:'pro', format('public.editar_perfil(nome => %L)', E'Pr\u0585 Sosia')), 'PT422 caractere_parecido',
          'editar_perfil com "օ" armênio é recusado');
select is(testes.erro(:'dono', pg_temp.publicar(E'SCLS 405\U0001D173, Asa Sul')), 'PT422 caractere_invisivel',
          'publicar_vaga com formatação musical no endereço é recusada');
select is(testes.erro(:'dono', pg_temp.publicar(E'SCLS 405, \u13AAsa Sul')), 'PT422 caractere_parecido',
          'publicar_vaga com cherokee no endereço é recusada');
select throws_ok(format($$ update public.estabelecimentos set nome = %L where id = %L $$, E'Bar\U000E0100do', testes.estab(:'dono')),
                 '23514', null, 'CHECK recusa seletor de variação gravado direto no estabelecimento');
select * from finish();
rollback;
