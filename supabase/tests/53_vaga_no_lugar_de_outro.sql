-- Uma vaga não sai no lugar de OUTRO estabelecimento cujo nome se lê como o de quem publica
-- (a filial "Bar do Cerrado" de Ceilândia publicando no endereço do verdadeiro): nem ao publicar,
-- nem ao editar. Evento noutro lugar com outro nome, e o verdadeiro no seu lugar, continuam.
begin;
\ir ajudantes.psql
select plan(9);
select testes.relogio('2030-07-01 12:00+00');
select testes.usuario('real.lugar@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Dona Real',
  'estabelecimento', jsonb_build_object('nome', 'Empório do Lago', 'endereco', 'CLS 405 Bloco B Loja 12, Asa Sul',
                                        'lat', testes.lat0(), 'lng', testes.lng0(), 'documento', testes.cnpj()))) as real \gset
select testes.usuario('filial.lugar@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Dono Filial',
  'estabelecimento', jsonb_build_object('nome', 'Empório do Lago', 'endereco', 'QNM 10 Conjunto A, Ceilândia',
                                        'lat', -15.8192, 'lng', -48.1083, 'documento', testes.cnpj()))) as filial \gset

create function pg_temp.publicar(endereco text, lat double precision, lng double precision) returns text language sql as $$
  select format('public.publicar_vaga(funcao => %L, inicio => %L, fim => %L, valor_centavos => 15000, refeicao => true,
    transporte => false, exige_material_proprio => false, modo => %L, posicoes => 1, endereco => %L, lat => %s, lng => %s)',
    'garcom', '2030-07-03 18:00+00', '2030-07-03 23:00+00', 'urgencia', endereco, lat, lng)
$$;

select is(testes.erro(:'filial', pg_temp.publicar('CLS 405 Bloco B Loja 12, Asa Sul', testes.lat0(), testes.lng0())),
          'PT422 lugar_de_outro_estabelecimento', 'o endereço e o ponto do outro: recusado');
select is(testes.erro(:'filial', pg_temp.publicar('SCLS 405, Bl. B, Lj 12', -15.8192, -48.1083)),
          'PT422 lugar_de_outro_estabelecimento', 'o endereço escrito de outro jeito, ponto longe: recusado');
select is(testes.erro(:'filial', pg_temp.publicar('Evento especial', testes.lat0() + 0.0003, testes.lng0())),
          'PT422 lugar_de_outro_estabelecimento', 'o ponto do outro com outro endereço: recusado');
select is(testes.dica(:'filial', pg_temp.publicar('CLS 405 Bloco B Loja 12', testes.lat0(), testes.lng0())) ->> 'campo',
          'endereco', 'a recusa aponta o campo do endereço');

select testes.rpc(:'filial', pg_temp.publicar('QNM 10 Conjunto A, Ceilândia', -15.8192, -48.1083)) ->> 'vaga_id' as vaga \gset
select is(testes.erro(:'filial', format('public.editar_vaga(vaga_id => %L, endereco => %L, lat => %s, lng => %s)',
            :'vaga', 'CLS 405 Bloco B Loja 12, Asa Sul', testes.lat0(), testes.lng0())),
          'PT422 lugar_de_outro_estabelecimento', 'editar a vaga para o lugar do outro: recusado');
select is(testes.erro(:'filial', pg_temp.publicar('Centro de Convenções, Eixo Monumental', -15.7838, -47.8997)),
          'sem erro', 'evento noutro lugar, com outro nome: aceito');
select is(testes.erro(:'real', pg_temp.publicar('CLS 405 Bloco B Loja 12, Asa Sul', testes.lat0(), testes.lng0())),
          'sem erro', 'o verdadeiro publica no seu lugar');
select is(privado.sosia_no_lugar(null, 'Empório do Lago', 'CLS 405 Bloco B Loja 11', 0, 0), 'Empório do Lago',
          'a loja vizinha da mesma quadra e bloco, com o mesmo nome, é o mesmo lugar');
select is(privado.sosia_no_lugar(null, 'Empório do Lago', 'CLS 405 Bloco B Lojas 12/13', 0, 0), 'Empório do Lago',
          'lojas 12/13 contém a loja 12');
select * from finish();
rollback;
