-- Histórico além dos 30 dias, em páginas: cumpridos, não verificados e cancelados (quem,
-- motivo, se contou como falta — RN12), com o valor acordado e as duas avaliações.
begin;
\ir ajudantes.psql
select plan(20);
select testes.relogio('2030-06-01 12:00+00');
select testes.contratante('Dona Hist') as dono \gset
select testes.prof('Hugo Hist', 0.01) as p \gset
select testes.prof('Outro Hist', 0.01) as o \gset
-- 5 turnos de 3 a 1 mês atrás (fora da janela de meus_turnos), um por semana.
select testes.turno_passado(:'p', :'dono', '2030-03-01 18:00+00', true) as t1 \gset
select testes.turno_passado(:'p', :'dono', '2030-03-08 18:00+00', false) as t2 \gset
select testes.turno_passado(:'p', :'dono', '2030-03-15 18:00+00', true) as t3 \gset
select testes.turno_passado(:'p', :'dono', '2030-03-22 18:00+00', true) as t4 \gset
select testes.turno_passado(:'o', :'dono', '2030-03-29 18:00+00', true) as tout \gset
update public.turnos set valor_acordado_centavos = 15500 where id = :'t3';
insert into public.avaliacoes(turno_id, lado, autor_id, avaliado_id, chamaria_de_novo, em) values
  (:'t1', 'profissional', :'p', :'dono', true, '2030-03-02 01:00+00'),
  (:'t1', 'contratante', :'dono', :'p', false, '2030-03-02 02:00+00'),
  (:'t3', 'contratante', :'dono', :'p', true, '2030-03-16 02:00+00');
-- Um cancelado pelo profissional com < 24 h (falta) e outro pelo contratante com folga.
select testes.vaga(:'dono', '2030-06-01 20:00+00') as vc1 \gset
select testes.turno(:'p', :'vc1') as c1 \gset
select testes.rpc(:'p', format('public.cancelar_turno(%L, %L)', :'c1', 'Fiquei doente')) as _ \gset
select testes.vaga(:'dono', '2030-06-10 20:00+00') as vc2 \gset
select testes.turno(:'p', :'vc2') as c2 \gset
select testes.rpc(:'dono', format('public.cancelar_turno(%L, %L)', :'c2', 'Evento adiado')) as _ \gset
-- Um futuro confirmado não é histórico.
select testes.vaga(:'dono', '2030-06-20 20:00+00') as vf \gset
select testes.turno(:'p', :'vf') as futuro \gset

select ok(not (testes.rpc(:'p', 'public.meus_turnos()') @> jsonb_build_array(jsonb_build_object('turno_id', :'t1'))),
          'meus_turnos não tem o turno de 3 meses atrás');
select testes.rpc(:'p', 'public.historico_turnos(null, 2)') as pg1 \gset
select is((select array_agg(x ->> 'turno_id' order by o) from jsonb_array_elements((:'pg1'::jsonb) -> 'itens') with ordinality a(x, o)),
          array[:'c2', :'c1'], 'página 1: os mais recentes primeiro (cancelados entram)');
select isnt((:'pg1'::jsonb) ->> 'proximo_cursor', null, 'página 1 aponta a próxima');
select testes.rpc(:'p', format('public.historico_turnos(%L, 2)', (:'pg1'::jsonb) ->> 'proximo_cursor')) as pg2 \gset
select is((select array_agg(x ->> 'turno_id' order by o) from jsonb_array_elements((:'pg2'::jsonb) -> 'itens') with ordinality a(x, o)),
          array[:'t4', :'t3'], 'página 2 continua de onde a 1 parou');
select testes.rpc(:'p', format('public.historico_turnos(%L, 2)', (:'pg2'::jsonb) ->> 'proximo_cursor')) as pg3 \gset
select is((select array_agg(x ->> 'turno_id' order by o) from jsonb_array_elements((:'pg3'::jsonb) -> 'itens') with ordinality a(x, o)),
          array[:'t2', :'t1'], 'página 3: os mais antigos');
select is((:'pg3'::jsonb) -> 'proximo_cursor', 'null'::jsonb, 'a última página não aponta mais nada');
select is(jsonb_array_length(testes.rpc(:'p', 'public.historico_turnos()') -> 'itens'), 6,
          'página padrão cabe os 6, sem o futuro nem o de outro profissional');

-- Conteúdo de cada situação.
select testes.rpc(:'p', 'public.historico_turnos(null, 50)') -> 'itens' as todos \gset
create temp table h as select x from jsonb_array_elements(:'todos'::jsonb) x;
select is((select x ->> 'situacao' from h where x ->> 'turno_id' = :'t1'), 'cumprido', 'verificado: cumprido');
select is((select x ->> 'situacao' from h where x ->> 'turno_id' = :'t2'), 'nao_verificado', 'sem prova de presença: não verificado');
select is((select x -> 'avaliacoes' from h where x ->> 'turno_id' = :'t1'),
          '{"do_profissional": true, "do_contratante": false}'::jsonb, 'as duas avaliações');
select is((select x -> 'avaliacoes' from h where x ->> 'turno_id' = :'t3'),
          '{"do_profissional": null, "do_contratante": true}'::jsonb, 'avaliação que falta é null');
select is((select (x ->> 'valor_acordado_centavos')::int from h where x ->> 'turno_id' = :'t3'), 15500, 'o valor acordado');
select is((select (x -> 'cancelamento') - 'em'::text - 'autor'::text from h where x ->> 'turno_id' = :'c1'),
          '{"por": "profissional", "motivo": "Fiquei doente", "conta_como_falta": true}'::jsonb,
          'cancelado pelo profissional com < 24 h: conta como falta');
select is((select (x -> 'cancelamento') - 'em'::text - 'autor'::text from h where x ->> 'turno_id' = :'c2'),
          '{"por": "contratante", "motivo": "Evento adiado", "conta_como_falta": false}'::jsonb,
          'cancelado pelo contratante com folga: não conta');
select is((select x -> 'cancelamento' -> 'autor' ->> 'id' from h where x ->> 'turno_id' = :'c2'), :'dono', 'diz quem cancelou');

-- Contratante: os turnos do estabelecimento, de todos os profissionais.
select is(jsonb_array_length(testes.rpc(:'dono', 'public.historico_turnos(null, 50)') -> 'itens'), 7,
          'o contratante vê os turnos passados do estabelecimento');
select is(jsonb_array_length(testes.rpc(:'o', 'public.historico_turnos(null, 50)') -> 'itens'), 1, 'e cada profissional só os dele');

-- Limites.
select is(testes.erro(:'p', 'public.historico_turnos(null, 51)'), 'PT422 valor_invalido', 'página maior que 50: recusada');
select is(testes.erro(:'p', 'public.historico_turnos(null, 0)'), 'PT422 valor_invalido', 'página vazia: recusada');
select is(testes.erro(:'p', $$public.historico_turnos('lixo', 5)$$), 'PT422 valor_invalido', 'cursor ilegível: recusado');
select * from finish();
rollback;
