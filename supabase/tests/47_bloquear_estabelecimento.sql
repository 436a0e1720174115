-- O profissional bloqueia um estabelecimento pelo id dele (o do feed), antes de trabalhar lá:
-- o estabelecimento inteiro some do feed (RF26); o contratante não bloqueia pelo id de um
-- estabelecimento, e um id que não é conta nem estabelecimento continua 404.
begin;
\ir ajudantes.psql
select plan(8);
select testes.relogio('2030-04-01 12:00+00');
select testes.contratante('Dono Estab', 'Bar Estab') as dono \gset
select testes.usuario('oper.estab@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Oper Estab',
  'estabelecimento', jsonb_build_object('nome', 'Aux Estab', 'endereco', 'x', 'lat', 0, 'lng', 0, 'documento', testes.cnpj()))) as oper \gset
insert into public.membros(estabelecimento_id, conta_id, papel) values (testes.estab(:'dono'), :'oper', 'operador');
select testes.contratante('Outro Dono', 'Outro Bar') as outro \gset
select testes.prof('Rita Estab', 0.01) as p \gset
select testes.vaga(:'dono', '2030-04-02 18:00+00') as v1 \gset
select testes.vaga(:'outro', '2030-04-02 19:00+00') as v2 \gset
select privado.despachar_vaga(:'v1', '2030-04-01 12:00+00') as _ \gset
select privado.despachar_vaga(:'v2', '2030-04-01 12:00+00') as _ \gset
select is(jsonb_array_length(testes.rpc(:'p', 'public.feed_vagas()')), 2, 'antes: as duas vagas no feed');

select is(testes.rpc(:'p', format('public.bloquear(%L)', testes.estab(:'dono'))), null, 'bloquear pelo id do estabelecimento: 204');
select is((select array_agg(x ->> 'vaga_id') from jsonb_array_elements(testes.rpc(:'p', 'public.feed_vagas()')) x),
          array[:'v2'], 'só a vaga do outro estabelecimento fica no feed');
select is((testes.rpc(:'p', 'public.meus_bloqueios()')) -> 0 -> 'estabelecimento' ->> 'nome', 'Bar Estab',
          'a lista mostra o estabelecimento bloqueado');
select is((testes.rpc(:'p', 'public.meus_bloqueios()')) -> 0 ->> 'conta_id', testes.estab(:'dono')::text, 'pelo id do estabelecimento (o que desbloqueia)');
select is(testes.rpc(:'p', format('public.bloquear(%L)', testes.estab(:'dono'))), null, 'bloquear de novo é inofensivo');
select is(testes.erro(:'outro', format('public.bloquear(%L)', testes.estab(:'dono'))), 'PT404 profissional_nao_encontrado',
          'o contratante não bloqueia pelo id de um estabelecimento');
select is(testes.erro(:'p', format('public.bloquear(%L)', gen_random_uuid())), 'PT404 conta_nao_encontrada',
          'id que não é conta nem estabelecimento: 404');

select * from finish();
rollback;
