-- Rajada de sexta 17h (a mesma do make bench): dois vencedores de posições da mesma vaga não
-- podem se travar. Cada `candidatar` insere o turno (a FK turnos.vaga_id põe FOR KEY SHARE
-- na vaga) e depois serializa o fechamento da vaga em atualizar_estado_vaga; esse lock
-- tem de ser FOR NO KEY UPDATE (compatível com FOR KEY SHARE), não FOR UPDATE — com
-- FOR UPDATE, 200 profissionais em 50 vagas deram "deadlock detected" (HTTP 500).
begin;
\ir ajudantes.psql
select plan(3);
create extension if not exists pgrowlocks with schema extensions;
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dona Trava') as dono \gset
select testes.prof('Pro Trava') as a \gset
select testes.vaga(:'dono', '2030-03-01 20:00+00', posicoes => 2) as v \gset

select is(testes.candidatar(:'a', :'v') ->> 'resultado', 'confirmada', 'o primeiro vencedor confirma');
-- O que ficou travado na linha da vaga, por esta transação: FK (key share) + o fechamento.
select ok((select 'For No Key Update' = any (l.modes) and not ('For Update' = any (l.modes))
             from extensions.pgrowlocks('public.vagas') l
            where l.locked_row = (select ctid from public.vagas where id = :'v')),
          'atualizar_estado_vaga trava a vaga FOR NO KEY UPDATE, não FOR UPDATE');
select is((select estado::text from public.vagas where id = :'v'), 'publicada', 'com uma posição aberta, segue publicada');
select * from finish();
rollback;
