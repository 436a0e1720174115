-- O próprio perfil traz o ponto base do profissional (de onde o feed mede as distâncias);
-- o contratante não tem base, e o perfil público nunca a mostra.
begin;
\ir ajudantes.psql
select plan(4);
select testes.prof('Tina Base', 0.01, -0.02) as tina \gset
select testes.contratante('Dono Base', 'Bar Base') as dono \gset

select testes.rpc(:'tina', 'public.meu_perfil()') as p \gset
select is(round(((:'p'::jsonb) -> 'base' ->> 'lat')::numeric, 4), round((testes.lat0() + 0.01)::numeric, 4), 'base: a latitude do cadastro');
select is(round(((:'p'::jsonb) -> 'base' ->> 'lng')::numeric, 4), round((testes.lng0() - 0.02)::numeric, 4), 'base: a longitude do cadastro');
select is(testes.rpc(:'dono', 'public.meu_perfil()') -> 'base', 'null'::jsonb, 'contratante: base nula (presente, não ausente)');
select ok(not testes.rpc(:'dono', format('public.perfil_publico(%L)', :'tina')) ? 'base', 'o perfil público não mostra a base');

select * from finish();
rollback;
