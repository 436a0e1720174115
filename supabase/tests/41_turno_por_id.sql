-- turno_por_id: o turno pelo id, no JSON de meus_turnos, para o profissional dele e para os
-- membros do estabelecimento da vaga; para qualquer outro (e para id que não existe), 404.
-- Fora da janela das listas (minhas_vagas: 7 dias; meus_turnos: 30), ainda é lido.
begin;
\ir ajudantes.psql
select plan(9);
select testes.relogio('2030-05-20 12:00+00');
select testes.prof('Prof PorId') as prof \gset
select testes.prof('Outro PorId') as outro \gset
select testes.contratante('Dono PorId', 'Bar PorId') as dono \gset
select testes.contratante('Alheio PorId', 'Bar Alheio') as alheio \gset
-- Um turno recente (nas listas) e um de 40 dias atrás (fora das duas).
select testes.turno_passado(:'prof', :'dono', '2030-05-19 20:00+00', true) as recente \gset
select testes.turno_passado(:'prof', :'dono', '2030-04-10 20:00+00', true) as antigo \gset

select is(testes.rpc(:'prof', format('public.turno_por_id(%L)', :'recente')),
          (select y from jsonb_array_elements(testes.rpc(:'prof', 'public.meus_turnos()')) y where y ->> 'turno_id' = :'recente'),
          'o profissional lê o mesmo JSON de meus_turnos');
select is(testes.rpc(:'dono', format('public.turno_por_id(%L)', :'recente')) ->> 'turno_id', :'recente',
          'o contratante (membro do estabelecimento) lê');
select is(testes.rpc(:'dono', format('public.turno_por_id(%L)', :'antigo')) ->> 'pode_avaliar', 'true',
          'fora da janela de minhas_vagas: lido, e dá para avaliar');
select ok(not exists (select 1 from jsonb_array_elements(testes.rpc(:'dono', 'public.minhas_vagas()')) y
                       where y ->> 'vaga_id' = (select vaga_id::text from public.turnos where id = :'antigo')),
          'o antigo não está em minhas_vagas (o motivo desta função)');
select is(testes.rpc(:'prof', format('public.turno_por_id(%L)', :'antigo')) ->> 'turno_id', :'antigo',
          'fora da janela de meus_turnos: o profissional lê');
select is(testes.erro(:'alheio', format('public.turno_por_id(%L)', :'recente')), 'PT404 turno_nao_encontrado',
          'contratante de outro estabelecimento: 404');
select is(testes.erro(:'outro', format('public.turno_por_id(%L)', :'recente')), 'PT404 turno_nao_encontrado',
          'outro profissional: 404 (não confirma que o id existe)');
select is(testes.erro(:'prof', format('public.turno_por_id(%L)', gen_random_uuid())), 'PT404 turno_nao_encontrado',
          'id inexistente: 404');
set local role anon;
select throws_ok(format('select public.turno_por_id(%L)', :'recente'), '42501', null, 'anon: 42501');
reset role;
select * from finish();
rollback;
