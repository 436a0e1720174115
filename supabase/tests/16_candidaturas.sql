-- Minhas candidaturas de seleção pendentes, com a vaga; retirar uma, recusado depois de
-- escolhido ou decidido; posse; bloqueio esconde (RF26).
begin;
\ir ajudantes.psql
select plan(17);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Cand') as dono \gset
select testes.contratante('Outro Dono', 'Bar Outro') as outro \gset
select testes.prof('Paulo Cand', 0.01) as p \gset
select testes.prof('Quezia Cand', 0.01) as q \gset
select testes.vaga(:'dono', '2030-03-05 18:00+00', modo => 'selecao') as s1 \gset
select testes.vaga(:'dono', '2030-03-04 18:00+00', modo => 'selecao') as s2 \gset
select testes.vaga(:'outro', '2030-03-06 18:00+00', modo => 'selecao') as s3 \gset
select testes.vaga(:'dono', '2030-03-03 18:00+00') as u \gset
select testes.candidatar(:'p', :'s1') ->> 'candidatura_id' as c1 \gset
select testes.candidatar(:'p', :'s2') ->> 'candidatura_id' as c2 \gset
select testes.candidatar(:'p', :'s3') ->> 'candidatura_id' as c3 \gset
select testes.candidatar(:'p', :'u') as _ \gset
select testes.rpc(:'p', 'public.minhas_candidaturas()') as lista \gset
select is((select array_agg(x ->> 'candidatura_id' order by o) from jsonb_array_elements(:'lista'::jsonb) with ordinality a(x, o)),
          array[:'c2', :'c1', :'c3'], 'só as pendentes de seleção, a que começa antes primeiro (a urgência confirmada não entra)');
select is((:'lista'::jsonb) -> 0 -> 'vaga' ->> 'vaga_id', :'s2', 'cada uma com a sua vaga');
select ok(((:'lista'::jsonb) -> 0 -> 'vaga') ?& array['funcao', 'inicio', 'fim', 'valor_centavos', 'inclusos', 'modo',
          'estabelecimento', 'bairro', 'distancia_m', 'posicoes_abertas'], 'a vaga tem a forma do feed');
select ok(not ((:'lista'::jsonb)::text like '%whatsapp%'), 'sem contato antes da confirmação (RN10)');

-- Retirar.
select is(testes.rpc(:'p', format('public.retirar_candidatura(%L)', :'c1')) ->> 'estado', 'retirada', 'retirar: fica retirada');
select is((select estado::text from public.candidaturas where id = :'c1'), 'retirada', 'gravada como retirada');
select is(testes.rpc(:'p', format('public.retirar_candidatura(%L)', :'c1')) ->> 'estado', 'retirada', 'retirar de novo é inofensivo');
select ok(not (testes.rpc(:'p', 'public.minhas_candidaturas()') @> jsonb_build_array(jsonb_build_object('candidatura_id', :'c1'))),
          'a retirada sai da lista');
select ok(not exists (select 1 from jsonb_array_elements(testes.rpc(:'dono', format('public.detalhe_vaga(%L)', :'s1')) -> 'candidaturas') x
                       where x ->> 'estado' = 'pendente'), 'o contratante não a vê mais como pendente');
select is(testes.candidatar(:'p', :'s1') ->> 'resultado', 'pendente', 'dá para se candidatar de novo depois de retirar');

-- Escolhido: não retira.
select testes.rpc(:'dono', format('public.escolher_candidato(%L)', :'c2')) ->> 'turno_id' as t2 \gset
select is(testes.erro(:'p', format('public.retirar_candidatura(%L)', :'c2')), 'PT409 candidatura_escolhida', 'escolhido: retirar é recusado');
select is(testes.dica(:'p', format('public.retirar_candidatura(%L)', :'c2')) ->> 'turno_id', :'t2', 'a recusa aponta o turno (para cancelar)');
select is((select estado::text from public.turnos where id = :'t2'), 'confirmada', 'o turno continua confirmado');
-- Recusada (a vaga encheu com outro) também não.
select testes.vaga(:'dono', '2030-03-07 18:00+00', modo => 'selecao') as s4 \gset
select testes.candidatar(:'p', :'s4') ->> 'candidatura_id' as c4 \gset
select testes.candidatar(:'q', :'s4') ->> 'candidatura_id' as c4q \gset
select testes.rpc(:'dono', format('public.escolher_candidato(%L)', :'c4q')) as _ \gset
select is(testes.erro(:'p', format('public.retirar_candidatura(%L)', :'c4')), 'PT409 candidatura_encerrada', 'recusada: retirar é recusado');

-- Posse e existência.
select is(testes.erro(:'q', format('public.retirar_candidatura(%L)', :'c3')), 'PT403 nao_autorizado', 'a candidatura de outro não se retira');
select is(testes.erro(:'p', format('public.retirar_candidatura(%L)', gen_random_uuid())), 'PT404 candidatura_nao_encontrada', 'inexistente: 404');
-- Bloqueio: some da lista (RF26).
select testes.rpc(:'outro', format('public.bloquear(%L)', :'p')) as _ \gset
select ok(not (testes.rpc(:'p', 'public.minhas_candidaturas()') @> jsonb_build_array(jsonb_build_object('candidatura_id', :'c3'))),
          'a de um estabelecimento que me bloqueou some da lista');
select * from finish();
rollback;
