-- RN12 para o contratante: a vaga guarda o rastro de quem cancelou (quem, quando, por quê,
-- se contou como falta) mesmo depois de a posição reabrir; sem contato (RN10).
begin;
\ir ajudantes.psql
select plan(10);
select testes.relogio('2030-04-01 12:00+00');
select testes.contratante('Dono Rastro', 'Bar Rastro') as dono \gset
select testes.contratante('Alheio Rastro', 'Bar Alheio Rastro') as alheio \gset
select testes.prof('Rita Rastro', 0.01) as rita \gset
select testes.prof('Saulo Rastro', 0.011) as saulo \gset
select testes.vaga(:'dono', '2030-04-01 20:00+00') as v \gset

select is((testes.rpc(:'dono', format('public.detalhe_vaga(%L)', :'v')) -> 'cancelados'), '[]'::jsonb,
          'sem cancelamento, a lista vem vazia (não ausente)');

-- Rita pega e cancela com menos de 24 h: conta como falta; Saulo pega a posição reaberta.
select testes.turno(:'rita', :'v') as t1 \gset
select testes.relogio('2030-04-01 13:00+00');
select testes.rpc(:'rita', format('public.cancelar_turno(%L, %L)', :'t1', 'Fiquei doente')) as _ \gset
select testes.turno(:'saulo', :'v') as t2 \gset

select testes.rpc(:'dono', format('public.detalhe_vaga(%L)', :'v')) as d \gset
select is(jsonb_array_length((:'d'::jsonb) -> 'cancelados'), 1, 'o turno cancelado aparece uma vez');
select is((:'d'::jsonb) -> 'cancelados' -> 0 -> 'profissional' ->> 'nome', 'Rita Rastro', 'quem cancelou');
select is(((:'d'::jsonb) -> 'cancelados' -> 0 ->> 'em')::timestamptz, '2030-04-01 13:00+00'::timestamptz, 'quando');
select is((:'d'::jsonb) -> 'cancelados' -> 0 ->> 'por', 'profissional', 'de que lado');
select is((:'d'::jsonb) -> 'cancelados' -> 0 ->> 'motivo', 'Fiquei doente', 'por quê');
select is(((:'d'::jsonb) -> 'cancelados' -> 0 ->> 'conta_como_falta')::boolean, true, 'menos de 24 h: contou como falta');
select ok(not ((:'d'::jsonb) -> 'cancelados')::text like '%whatsapp%' and not ((:'d'::jsonb) -> 'cancelados')::text like '%rita.rastro@%',
          'o cancelado não traz contato (RN10)');

-- O contratante cancela o de Saulo meia hora depois: por = contratante; minhas_vagas também traz.
select testes.relogio('2030-04-01 13:30+00');
select testes.rpc(:'dono', format('public.cancelar_turno(%L, %L)', :'t2', 'Evento adiado')) as _ \gset
select is((select jsonb_agg(x.j -> 'por' order by x.n) from jsonb_array_elements(
             (select y -> 'cancelados' from jsonb_array_elements(testes.rpc(:'dono', 'public.minhas_vagas()')) y
               where y ->> 'vaga_id' = :'v')) with ordinality x(j, n)),
          '["contratante", "profissional"]'::jsonb, 'minhas_vagas: os dois, o mais recente primeiro, com o lado de cada um');
select is(testes.erro(:'alheio', format('public.detalhe_vaga(%L)', :'v')), 'PT403 nao_autorizado',
          'outro estabelecimento não vê o rastro');
select * from finish();
rollback;
