-- Gerir vagas: prévia do custo e cancelamento da vaga inteira (RN12 por turno, confirmados
-- avisados), edição só sem confirmados e com a validação de publicar, rascunho para
-- duplicar, e os números do despacho por leva.
begin;
\ir ajudantes.psql
select plan(35);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Gere', 'Bar Gere') as dono \gset
select testes.contratante('Dono Alheio', 'Bar Alheio') as alheio \gset
select testes.prof('Ana Gere', 0.01) as p \gset
select testes.prof('Bia Gere', 0.011) as q \gset
select testes.prof('Caio Gere', 0.012) as r \gset

-- ---------- Cancelar a vaga inteira ----------
-- Começa em 10 h (< 24 h): cancelar conta como falta (RN12).
select testes.vaga(:'dono', '2030-03-01 22:00+00', posicoes => 3) as v \gset
select testes.turno(:'p', :'v') as tp \gset
select testes.turno(:'q', :'v') as tq \gset
select testes.rpc(:'dono', format('public.previa_cancelar_vaga(%L)', :'v')) as previa \gset
select is((:'previa'::jsonb) - 'profissionais'::text - 'inicio'::text,
          jsonb_build_object('vaga_id', :'v', 'menos_de_24_horas', true, 'conta_como_falta', true, 'turnos_confirmados', 2,
                             'candidaturas_pendentes', 0, 'posicoes_abertas', 1),
          'prévia: 2 confirmados, com < 24 h conta como falta');
select is((select array_agg(x ->> 'nome' order by x ->> 'nome') from jsonb_array_elements((:'previa'::jsonb) -> 'profissionais') x),
          array['Ana Gere', 'Bia Gere'], 'prévia: quem será avisado');
select is((select estado::text from public.vagas where id = :'v'), 'publicada', 'a prévia não muda nada');
select is(testes.erro(:'dono', format('public.cancelar_vaga(%L)', :'v')), 'PT422 campo_obrigatorio', 'cancelar sem motivo: recusado');
select is(testes.erro(:'alheio', format('public.cancelar_vaga(%L, %L)', :'v', 'x')), 'PT403 nao_autorizado', 'vaga de outro estabelecimento: recusado');
select testes.relogio('2030-03-01 12:10+00');
select testes.rpc(:'dono', format('public.cancelar_vaga(%L, %L)', :'v', 'Chuva forte')) as cv \gset
select is((:'cv'::jsonb) ->> 'turnos_cancelados', '2', 'cancelou os dois turnos');
select is((:'cv'::jsonb) ->> 'conta_como_falta', (:'previa'::jsonb) ->> 'conta_como_falta', 'a resposta bate com a prévia');
select is((select array_agg(row(estado, cancelado_por = :'dono', motivo_cancelamento, conta_como_falta)::text order by id)
             from public.turnos where vaga_id = :'v'),
          array_fill(row('cancelada', true, 'Chuva forte', true)::text, array[2]), 'RN12: autor, motivo e falta em cada turno');
select is((select count(*) from public.ocorrencias where vaga_id = :'v' and tipo = 'cancelamento'), 2::bigint, 'uma ocorrência por turno');
select is((select row(estado, cancelada_por = :'dono', motivo_cancelamento)::text from public.vagas where id = :'v'),
          row('cancelada', true, 'Chuva forte')::text, 'a vaga fica cancelada, com autor e motivo');
select is((select array_agg(distinct estado::text) from public.posicoes where vaga_id = :'v'), array['cancelada'], 'nenhuma posição reabre');
select is((select count(*) from public.avisos where vaga_id = :'v' and tipo = 'turno_cancelado' and conta_id in (:'p', :'q')), 2::bigint,
          'os dois confirmados são avisados');
select is((select x ->> 'motivo' from jsonb_array_elements(testes.rpc(:'p', format('public.minhas_notificacoes(%L)', '2030-03-01 12:05+00'))) x),
          'Chuva forte', 'pelo minhas_notificacoes, com o motivo');
select is(testes.rpc(:'dono', format('public.cancelar_vaga(%L, %L)', :'v', 'de novo')) ->> 'turnos_cancelados', '2', 'repetir devolve o registro');
select is(testes.erro(:'dono', format('public.previa_cancelar_vaga(%L)', :'v')), 'PT409 vaga_cancelada', 'prévia de vaga cancelada: 409');
select is((select proxima_leva_em from public.vagas where id = :'v'), null, 'o despacho para');
-- Com folga (> 24 h): não conta como falta; candidaturas pendentes fecham.
select testes.vaga(:'dono', '2030-03-05 18:00+00', modo => 'selecao') as s \gset
select testes.candidatar(:'r', :'s') ->> 'candidatura_id' as cr \gset
select is(testes.rpc(:'dono', format('public.previa_cancelar_vaga(%L)', :'s')) ->> 'conta_como_falta', 'false', 'com folga: não conta como falta');
select testes.rpc(:'dono', format('public.cancelar_vaga(%L, %L)', :'s', 'Fechamos')) as _ \gset
select is((select estado::text from public.candidaturas where id = :'cr'), 'expirada', 'candidatura pendente liberada');
select is(jsonb_array_length(testes.rpc(:'r', 'public.feed_vagas()')), 0, 'a vaga cancelada sai do feed');
select testes.vaga(:'dono', '2030-03-01 11:00+00') as comecou \gset
select is(testes.erro(:'dono', format('public.cancelar_vaga(%L, %L)', :'comecou', 'x')), 'PT410 vaga_encerrada', 'vaga já começada: cancele os turnos');

-- ---------- Editar ----------
select testes.rpc(:'dono', $$public.publicar_vaga(funcao => 'garcom', inicio => '2030-03-03 18:00+00', fim => '2030-03-03 23:00+00',
   valor_centavos => 12000, refeicao => true, transporte => false, exige_material_proprio => false, modo => 'urgencia',
   posicoes => 2, endereco => 'SCLS 405, Asa Sul', lat => -15.81, lng => -47.90)$$) ->> 'vaga_id' as e \gset
select testes.rpc(:'dono', format('public.editar_vaga(%L, valor_centavos => 15000, posicoes => 3)', :'e')) as ed \gset
select is(((:'ed'::jsonb) ->> 'valor_centavos')::int, 15000, 'editar: valor novo');
select is(((:'ed'::jsonb) ->> 'posicoes_abertas')::int, 3, 'editar: mais uma posição');
select is((:'ed'::jsonb) ->> 'funcao', 'garcom', 'o que não veio fica como estava');
select is((select count(*) from public.vagas where estabelecimento_id = testes.estab(:'dono') and publicada_em = '2030-03-01 12:10+00'),
          1::bigint, 'a validação não deixa vaga sobrando');
select is(testes.erro(:'dono', format('public.editar_vaga(%L, valor_centavos => 0)', :'e')), 'PT422 valor_invalido', 'mesma validação de publicar: valor');
select is(testes.erro(:'dono', format('public.editar_vaga(%L, fim => %L)', :'e', '2030-03-03 17:00+00')), 'PT422 periodo_invalido', 'fim antes do início');
select is(testes.erro(:'dono', format('public.editar_vaga(%L, modo => %L, inicio => %L, fim => %L)', :'e', 'selecao', '2030-03-01 20:00+00', '2030-03-01 23:00+00')),
          'PT422 selecao_com_menos_de_24h', 'seleção com < 24 h: recusada como ao publicar');
select is(testes.rpc(:'dono', format('public.editar_vaga(%L, endereco => %L)', :'e', 'QNA 12, Taguatinga')) ->> 'bairro', 'Taguatinga',
          'endereço novo sem bairro: o bairro sai do endereço, como ao publicar');
select testes.turno(:'p', :'e') as te \gset
select is(testes.erro(:'dono', format('public.editar_vaga(%L, valor_centavos => 9000)', :'e')), 'PT409 vaga_com_confirmados', 'com confirmado: não edita');
select is((select valor_centavos from public.vagas where id = :'e'), 15000, 'e nada mudou');

-- ---------- Rascunho para duplicar ----------
select testes.turno_passado(:'p', :'dono', '2030-02-10 19:30+00', true) as passado \gset
select testes.rpc(:'dono', format('public.rascunho_de_vaga(%L)', (select vaga_id from public.turnos where id = :'passado'))) as rasc \gset
select ok((:'rasc'::jsonb) ?& array['funcao', 'inicio', 'fim', 'valor_centavos', 'refeicao', 'transporte', 'exige_material_proprio',
          'modo', 'posicoes', 'endereco', 'bairro', 'lat', 'lng', 'antecedencia_alerta_min'], 'rascunho: os argumentos de publicar_vaga');
select is(((:'rasc'::jsonb) ->> 'inicio')::timestamptz, '2030-03-01 19:30+00'::timestamptz, 'mesmo horário, no primeiro dia possível');
select is((select (x ->> 'resultado') is null from (select testes.rpc(:'dono', format(
    'public.publicar_vaga(funcao => %L, inicio => %L, fim => %L, valor_centavos => %s, refeicao => %s, transporte => %s, exige_material_proprio => %s, modo => %L, posicoes => %s, endereco => %L, lat => %s, lng => %s)',
    r ->> 'funcao', r ->> 'inicio', r ->> 'fim', r ->> 'valor_centavos', r ->> 'refeicao', r ->> 'transporte', r ->> 'exige_material_proprio',
    r ->> 'modo', r ->> 'posicoes', r ->> 'endereco', r ->> 'lat', r ->> 'lng')) as x from (select :'rasc'::jsonb as r) _) y), true,
          'o rascunho publica sem ajuste');

-- ---------- Despacho por leva ----------
-- Longe de Brasília (dlat 5), para que só os três daqui entrem, com ou sem o seed.
select testes.prof('Lia Longe', 5.01) as l1 \gset
select testes.prof('Leo Longe', 5.011) as l2 \gset
select testes.prof('Lu Longe', 5.012) as l3 \gset
select testes.vaga(:'dono', '2030-03-06 18:00+00', posicoes => 1, dlat => 5) as d \gset
select testes.vaga(:'dono', '2030-03-07 18:00+00', posicoes => 1, dlat => 5) as d0 \gset
select privado.despachar_vaga(:'d0', '2030-03-01 12:00+00') as _ \gset
delete from public.despachos where vaga_id = :'d0' and profissional_id = :'l1';
select privado.despachar_vaga(:'d', '2030-03-01 12:10+00') as _ \gset
select testes.rpc(:'l1', 'public.minhas_notificacoes()') as _ \gset
select testes.rpc(:'dono', format('public.despacho_da_vaga(%L)', :'d')) as dd \gset
select is(((:'dd'::jsonb) -> 'levas' -> 0) - 'criada_em'::text,
          jsonb_build_object('leva', 1, 'incluidos', 3, 'retidos', 2, 'avisados', 1, 'entregues', 1, 'falhas', 0),
          'leva 1: três incluídos, dois retidos pelo teto (avisados há 10 min), um avisado que já leu');
select is(testes.erro(:'alheio', format('public.despacho_da_vaga(%L)', :'d')), 'PT403 nao_autorizado', 'despacho de vaga alheia: recusado');
select * from finish();
rollback;
