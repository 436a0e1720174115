-- As listas de bloqueios e da equipe de confiança param no teto de itens (nenhuma resposta
-- que o cliente decodifica cresce sem limite). O teto é baixado a 2 só nesta transação.
begin;
\ir ajudantes.psql
select plan(4);
select testes.relogio('2030-03-01 12:00+00');
create or replace function privado.itens_max_lista() returns integer language sql immutable as $$ select 2 $$;
select testes.contratante('Dono Teto', 'Bar Teto') as dono \gset
select testes.prof('Teto Um', 0.01) as p1 \gset
select testes.prof('Teto Dois', 0.011) as p2 \gset
select testes.prof('Teto Tres', 0.012) as p3 \gset
select testes.rpc(:'dono', format('public.bloquear(%L)', :'p1')) as _ \gset
select testes.rpc(:'dono', format('public.bloquear(%L)', :'p2')) as _ \gset
select testes.rpc(:'dono', format('public.bloquear(%L)', :'p3')) as _ \gset
select is((select count(*)::int from public.bloqueios where autor_id = :'dono'), 3, 'três bloqueios gravados');
select is(jsonb_array_length(testes.rpc(:'dono', 'public.meus_bloqueios()')), 2, 'a lista de bloqueios para no teto');
select testes.conhecida(:'dono', testes.prof('Equipe Um', 0.01)) as e1 \gset
select testes.conhecida(:'dono', testes.prof('Equipe Dois', 0.011)) as e2 \gset
select testes.conhecida(:'dono', testes.prof('Equipe Tres', 0.012)) as e3 \gset
select testes.rpc(:'dono', format('public.incluir_na_equipe(%L)', :'e1')) as _ \gset
select testes.rpc(:'dono', format('public.incluir_na_equipe(%L)', :'e2')) as _ \gset
select testes.rpc(:'dono', format('public.incluir_na_equipe(%L)', :'e3')) as _ \gset
select is((select count(*)::int from public.equipe_confianca where estabelecimento_id = testes.estab(:'dono')), 3, 'três na equipe');
select is(jsonb_array_length(testes.rpc(:'dono', 'public.minha_equipe()')), 2, 'a lista da equipe para no teto');
select * from finish();
rollback;
