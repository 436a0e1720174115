-- O que o contratante lê da vaga é o que ela é: posições de agora e preenchidas (a cancelada
-- numa edição não conta nem como vaga nem como preenchida), o candidato que não dá para
-- escolher diz por quê antes da escolha, "em alerta desde" nunca antes da publicação, a
-- publicação diz se ninguém seria alcançado, e o nome editado chega ao login.
begin;
\ir ajudantes.psql
select plan(17);
select testes.relogio('2030-06-01 12:00+00');
select testes.contratante('Dono Contas', 'Bar Contas') as dono \gset
select testes.prof('Lia Contas', 0.01) as p1 \gset
select testes.prof('Rui Contas', 0.01) as p2 \gset
select testes.so_os_meus_recebem();

-- ---------- posições: 2 publicadas, editadas para 1 ----------
select testes.vaga(:'dono', '2030-06-04 20:00+00', modo => 'selecao', posicoes => 2) as v \gset
select testes.candidatar(:'p1', :'v') as _ \gset
select testes.candidatar(:'p2', :'v') as _ \gset
select testes.rpc(:'dono', format('public.editar_vaga(%L, posicoes => 1)', :'v')) as _ \gset
create function pg_temp.na_lista(dono uuid, v uuid) returns jsonb language sql as $$
  select y from jsonb_array_elements(testes.rpc(dono, 'public.minhas_vagas()')) y where y ->> 'vaga_id' = v::text
$$;
select is(pg_temp.na_lista(:'dono', :'v') -> 'posicoes_total', '1'::jsonb, 'editada para 1: uma posição, não duas');
select is(pg_temp.na_lista(:'dono', :'v') -> 'posicoes_preenchidas', '0'::jsonb,
          'a posição cancelada na edição não conta como preenchida');
select is(testes.rpc(:'dono', format('public.despacho_da_vaga(%L)', :'v')) -> 'posicoes_total', '1'::jsonb,
          'o despacho conta as mesmas posições');

-- ---------- o candidato que bloqueou o estabelecimento ----------
select testes.rpc(:'p2', format('public.bloquear(%L)', :'dono')) as _ \gset
create function pg_temp.impedimento(dono uuid, v uuid, prof uuid) returns jsonb language sql as $$
  select c -> 'impedimento' from jsonb_array_elements(testes.rpc(dono, format('public.detalhe_vaga(%L)', v)) -> 'candidaturas') c
   where c -> 'profissional' ->> 'id' = prof::text
$$;
select is((select c -> 'estado' from jsonb_array_elements(testes.rpc(:'dono', format('public.detalhe_vaga(%L)', :'v')) -> 'candidaturas') c
            where c -> 'profissional' ->> 'id' = :'p2'), '"retirada"'::jsonb,
          'quem bloqueou o estabelecimento aparece como quem desistiu, não como bloqueio');
select is(pg_temp.impedimento(:'dono', :'v', :'p1'), 'null'::jsonb, 'quem pode ser escolhido vem sem impedimento');
select is((select c -> 'impedimento' from jsonb_array_elements(pg_temp.na_lista(:'dono', :'v') -> 'candidaturas') c
            where c -> 'profissional' ->> 'id' = :'p2'), 'null'::jsonb, 'a lista diz o mesmo: sem impedimento a mostrar');
select is(testes.erro(:'dono', format('public.escolher_candidato(%L)',
            (select id from public.candidaturas where vaga_id = :'v' and profissional_id = :'p2'))),
          'PT409 candidatura_indisponivel', 'e o servidor recusa a escolha como a de quem desistiu');

-- ---------- escolher: 1/1, não 2/2 ----------
select testes.rpc(:'dono', format('public.escolher_candidato(%L)',
         (select id from public.candidaturas where vaga_id = :'v' and profissional_id = :'p1'))) as _ \gset
select is(pg_temp.na_lista(:'dono', :'v') -> 'posicoes_total', '1'::jsonb, 'escolhido: ainda uma posição');
select is(pg_temp.na_lista(:'dono', :'v') -> 'posicoes_preenchidas', '1'::jsonb, 'e ela preenchida');
select is(pg_temp.na_lista(:'dono', :'v') -> 'posicoes_abertas', '0'::jsonb, 'nenhuma aberta');

-- ---------- turno cancelado: a posição reabre, deixa de contar como preenchida ----------
select testes.rpc(:'dono', format('public.cancelar_turno(%L, %L)',
         (select id from public.turnos where vaga_id = :'v'), 'Mudança de planos')) as _ \gset
select is(pg_temp.na_lista(:'dono', :'v') -> 'posicoes_preenchidas', '0'::jsonb, 'turno cancelado não conta como preenchida');

-- ---------- em alerta desde: nunca antes da publicação ----------
select testes.vaga(:'dono', '2030-06-01 14:00+00', publicada_em => '2030-06-01 11:50+00') as recente \gset
select testes.vaga(:'dono', '2030-06-01 14:30+00', publicada_em => '2030-05-28 12:00+00') as antiga \gset
create function pg_temp.desde(dono uuid, v uuid) returns timestamptz language sql as $$
  select (a ->> 'alerta_desde')::timestamptz from jsonb_array_elements(testes.rpc(dono, 'public.vagas_em_alerta()') -> 'vagas') a
   where a ->> 'vaga_id' = v::text
$$;
select is(pg_temp.desde(:'dono', :'recente'), '2030-06-01 11:50+00'::timestamptz,
          'publicada já dentro da janela de 3 h: em alerta desde a publicação');
select is(pg_temp.desde(:'dono', :'antiga'), '2030-06-01 11:30+00'::timestamptz,
          'publicada antes: em alerta desde o início da janela (início − 3 h)');

-- ---------- publicar: ninguém alcançado, dito na hora ----------
select is(testes.rpc(:'dono', $$public.publicar_vaga(funcao => 'cozinha', inicio => '2030-06-02 18:00+00', fim => '2030-06-02 23:00+00',
   valor_centavos => 12000, refeicao => true, transporte => false, exige_material_proprio => false, modo => 'urgencia',
   posicoes => 1, endereco => 'SCLS 405, Asa Sul', lat => -15.7939, lng => -47.8828)$$) -> 'ninguem_alcancado', 'true'::jsonb,
   'ninguém com a função: a publicação diz que ninguém é alcançado');
select is(testes.rpc(:'dono', $$public.publicar_vaga(funcao => 'garcom', inicio => '2030-06-02 18:00+00', fim => '2030-06-02 23:00+00',
   valor_centavos => 12000, refeicao => true, transporte => false, exige_material_proprio => false, modo => 'urgencia',
   posicoes => 1, endereco => 'SCLS 405, Asa Sul', lat => -15.7939, lng => -47.8828)$$) -> 'ninguem_alcancado', 'false'::jsonb,
   'com garçom perto: alcança alguém');

-- ---------- editar_perfil: o nome do login acompanha ----------
select testes.rpc(:'p1', $$public.editar_perfil(nome => 'Lia Renomeada')$$) as _ \gset
select is((select raw_user_meta_data ->> 'nome' from auth.users where id = :'p1'), 'Lia Renomeada',
          'editar o nome muda o user_metadata.nome do login');
select is((select raw_user_meta_data ->> 'perfil' from auth.users where id = :'p1'), 'profissional',
          'e o resto do user_metadata fica');
select * from finish();
rollback;
