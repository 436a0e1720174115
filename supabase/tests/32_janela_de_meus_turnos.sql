-- A janela de meus_turnos é a de privado.dias_turnos_passados_na_lista() (a mesma do cache
-- offline do cliente, Limites.diasDeTurnosPassadosNaLista): o turno que acabou uma hora
-- dentro dela vem, o que acabou fora (7 h: os dois não se sobrepõem) não; e nenhum número de dias escrito à mão.
begin;
\ir ajudantes.psql
select plan(5);
select testes.relogio('2030-06-01 12:00+00');
select testes.contratante('Dona Janela') as dono \gset
select testes.prof('Jana Janela', 0.01) as p \gset
select is(privado.dias_turnos_passados_na_lista(), 30, 'a janela é de 30 dias (Limites.diasDeTurnosPassadosNaLista)');
-- testes.turno_passado grava um turno de 6 h a partir de `quando`; o mesmo profissional
-- não tem dois turnos sobrepostos.
select testes.turno_passado(:'p', :'dono', timestamptz '2030-06-01 12:00+00'
         - make_interval(days => privado.dias_turnos_passados_na_lista()) + interval '1 hour' - interval '6 hours', true) as dentro \gset
select testes.turno_passado(:'p', :'dono', timestamptz '2030-06-01 12:00+00'
         - make_interval(days => privado.dias_turnos_passados_na_lista()) - interval '7 hours' - interval '6 hours', true) as fora \gset
select testes.rpc(:'p', 'public.meus_turnos()') as lista \gset
select ok((:'lista'::jsonb) @> jsonb_build_array(jsonb_build_object('turno_id', :'dentro')),
          'acabou 1 h dentro da janela: vem');
select ok(not ((:'lista'::jsonb) @> jsonb_build_array(jsonb_build_object('turno_id', :'fora'))),
          'acabou 7 h fora da janela: não vem');
select ok(pg_get_functiondef('public.meus_turnos()'::regprocedure) like '%privado.dias_turnos_passados_na_lista()%',
          'meus_turnos corta pela função da janela');
select ok(pg_get_functiondef('public.meus_turnos()'::regprocedure) !~ '''30 days''',
          'meus_turnos não escreve os 30 dias à mão');
select * from finish();
rollback;
