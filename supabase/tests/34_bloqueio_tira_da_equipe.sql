-- RF26: o bloqueio do estabelecimento tira o profissional da equipe de confiança e impede
-- incluí-lo; o bloqueio que ELA faz não muda a lista dele (contaria que foi bloqueado), mas
-- vence a equipe em tudo que a alcançaria.
begin;
\ir ajudantes.psql
select plan(9);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Equipe', 'Bar Equipe') as dono \gset
select testes.so_os_meus_recebem();
select testes.conhecida(:'dono', testes.prof('Ana Equipe', 0.3)) as ana \gset
select testes.conhecida(:'dono', testes.prof('Bia Equipe', 0.31)) as bia \gset

select testes.rpc(:'dono', format('public.incluir_na_equipe(%L)', :'ana')) as _ \gset
select testes.rpc(:'dono', format('public.incluir_na_equipe(%L)', :'bia')) as _ \gset
select is(jsonb_array_length(testes.rpc(:'dono', 'public.minha_equipe()')), 2, 'as duas na equipe');

-- O contratante bloqueia a Ana: ela sai da equipe; a Bia fica.
select testes.rpc(:'dono', format('public.bloquear(%L)', :'ana')) as _ \gset
select is((select count(*)::int from public.equipe_confianca where profissional_id = :'ana'), 0,
          'bloqueada pelo contratante: fora da equipe');
select is((testes.rpc(:'dono', 'public.minha_equipe()')) -> 0 -> 'profissional' ->> 'id', :'bia',
          'a equipe lista só quem o estabelecimento não bloqueou');
select is(testes.erro(:'dono', format('public.incluir_na_equipe(%L)', :'ana')), 'PT409 bloqueado',
          'incluir quem o estabelecimento bloqueou é recusado (ele sabe do próprio bloqueio)');

-- A Bia bloqueia o estabelecimento: a lista dele não muda, incluir de novo responde o mesmo
-- que sem bloqueio — e a vaga a 33 km não chega a ela (o bloqueio vence a equipe).
select testes.rpc(:'bia', format('public.bloquear(%L)', testes.estab(:'dono'))) as _ \gset
select is((select array_agg(x -> 'profissional' ->> 'id') from jsonb_array_elements(testes.rpc(:'dono', 'public.minha_equipe()')) x),
          array[:'bia'], 'o bloqueio dela não tira da lista do estabelecimento');
select is(testes.erro(:'dono', format('public.incluir_na_equipe(%L)', :'bia')), 'sem erro',
          'incluir quem bloqueou o estabelecimento responde como sem bloqueio');
select testes.vaga(:'dono', '2030-03-04 18:00+00') as v \gset
select privado.despachar_vaga(:'v', '2030-03-01 12:05+00') as _ \gset
select is(testes.recebeu(:'bia', :'v'), 'nada', 'na equipe e bloqueando: não recebe a vaga');
select is(jsonb_array_length(testes.rpc(:'bia', 'public.feed_vagas()')), 0, 'nem a vê no feed');

-- Desbloqueada pelo estabelecimento, a Ana pode voltar.
select testes.rpc(:'dono', format('public.desbloquear(%L)', :'ana')) as _ \gset
select testes.rpc(:'dono', format('public.incluir_na_equipe(%L)', :'ana')) as _ \gset
select is((select count(*)::int from public.equipe_confianca where profissional_id = :'ana'), 1,
          'desbloqueada, volta à equipe');
select * from finish();
rollback;
