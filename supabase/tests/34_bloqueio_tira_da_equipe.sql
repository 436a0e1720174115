-- RF26: bloquear (qualquer lado) tira o profissional da equipe de confiança; incluir quem
-- está bloqueado é recusado com o motivo.
begin;
\ir ajudantes.psql
select plan(7);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Equipe', 'Bar Equipe') as dono \gset
select testes.prof('Ana Equipe', 0.01) as ana \gset
select testes.prof('Bia Equipe', 0.011) as bia \gset

select testes.rpc(:'dono', format('public.incluir_na_equipe(%L)', :'ana')) as _ \gset
select testes.rpc(:'dono', format('public.incluir_na_equipe(%L)', :'bia')) as _ \gset
select is(jsonb_array_length(testes.rpc(:'dono', 'public.minha_equipe()')), 2, 'as duas na equipe');

-- O contratante bloqueia a Ana: ela sai da equipe; a Bia fica.
select testes.rpc(:'dono', format('public.bloquear(%L)', :'ana')) as _ \gset
select is((select count(*)::int from public.equipe_confianca where profissional_id = :'ana'), 0,
          'bloqueada pelo contratante: fora da equipe');
select is((testes.rpc(:'dono', 'public.minha_equipe()')) -> 0 -> 'profissional' ->> 'id', :'bia',
          'a equipe lista só quem não está bloqueado');
select is(testes.erro(:'dono', format('public.incluir_na_equipe(%L)', :'ana')), 'PT409 bloqueado',
          'incluir a bloqueada é recusado');

-- A Bia bloqueia o contratante: sai também (o outro lado).
select testes.rpc(:'bia', format('public.bloquear(%L)', :'dono')) as _ \gset
select is((select count(*)::int from public.equipe_confianca where profissional_id = :'bia'), 0,
          'quem bloqueia o estabelecimento sai da equipe dele');
select is(testes.erro(:'dono', format('public.incluir_na_equipe(%L)', :'bia')), 'PT409 bloqueado',
          'e não volta enquanto o bloqueio existir');

-- Desbloqueado, pode voltar.
select testes.rpc(:'dono', format('public.desbloquear(%L)', :'ana')) as _ \gset
select testes.rpc(:'dono', format('public.incluir_na_equipe(%L)', :'ana')) as _ \gset
select is((select count(*)::int from public.equipe_confianca where profissional_id = :'ana'), 1,
          'desbloqueada, volta à equipe');
select * from finish();
rollback;
