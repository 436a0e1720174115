-- Presença datada antes do que o servidor já fez: um check-in não antecede a confirmação do
-- turno; um toque que chega depois de o turno ser dado como atrasado (aviso de atraso,
-- vagas_em_alerta) mas datado antes disso vira manual e espera o contratante, que é avisado;
-- com presença verificada o contratante não cancela mais o turno; turno alheio = inexistente.
begin;
\ir ajudantes.psql
select plan(22);
select testes.relogio('2030-05-10 05:00+00');
select testes.contratante('Dono Cedo', 'Bar Cedo') as dono \gset
select testes.contratante('Dono Outro', 'Bar Outro') as outro \gset
select testes.prof('Ana Atrasa', 0.01) as ana \gset
select testes.prof('Bia Pontual', 0.011) as bia \gset
select testes.prof('Caio Estranho', 0.012) as caio \gset
select testes.vaga(:'dono', '2030-05-10 06:10+00', horas => 2) as v \gset
select testes.turno(:'ana', :'v') as ta \gset

-- (a) Um toque de antes da confirmação do turno: recusado (com a folga de 2 min do relógio).
select testes.vaga(:'dono', '2030-05-10 06:30+00', horas => 2) as vb \gset
select testes.relogio('2030-05-10 06:00+00');
select testes.turno(:'bia', :'vb') as tb \gset
select is(testes.erro(:'bia', format('public.fazer_checkin(%L, 3, %L)', :'tb', '2030-05-10 05:30+00')),
          'PT422 toque_antes_do_turno', 'check-in datado antes da confirmação do turno: recusado');
select is(testes.dica(:'bia', format('public.fazer_checkin(%L, 3, %L)', :'tb', '2030-05-10 05:30+00')) ->> 'confirmado_em',
          '2030-05-10T06:00:00+00:00', 'a recusa diz desde quando o turno existe');
select is((select checkin_em from public.turnos where id = :'tb'), null, 'nada gravado');
select is(testes.rpc(:'bia', format('public.fazer_checkin(%L, 3, %L)', :'tb', '2030-05-10 05:58:30+00')) ->> 'verificacao',
          'verificado', 'dentro da folga do relógio (1 min 30 s antes): vale');

-- (b) Atraso reescrito: às 06:55 o contratante já foi avisado do atraso (45 min).
select testes.relogio('2030-05-10 06:55+00');
select privado.executar_agendador('2030-05-10 06:55+00') as _ \gset
select is((select count(*) from public.avisos where turno_id = :'ta' and tipo = 'atraso' and conta_id = :'dono'),
          1::bigint, 'o contratante recebeu o aviso de atraso');
select is((select (x ->> 'minutos_atraso')::int from jsonb_array_elements(testes.rpc(:'dono', 'public.vagas_em_alerta()') -> 'atrasados') x
            where x ->> 'turno_id' = :'ta'), 45, 'vagas_em_alerta mostra 45 min de atraso');
select testes.rpc(:'ana', format('public.fazer_checkin(%L, 3, %L)', :'ta', '2030-05-10 06:05+00')) as ci \gset
select is(array[:'ci'::jsonb -> 'checkin' ->> 'tipo', :'ci'::jsonb ->> 'verificacao'], array['manual', 'pendente'],
          'toque das 06:05 chegando às 06:55: manual, não verificado');
select is((select checkin_distancia_m from public.turnos where id = :'ta'), null::double precision,
          'a distância informada (3 m) não fica como prova');
select is((select count(*) from public.avisos where turno_id = :'ta' and conta_id = :'dono' and tipo = 'checkin_manual'),
          1::bigint, 'o contratante é avisado do registro tardio');
select is((select count(*) from jsonb_array_elements(testes.rpc(:'dono', 'public.checkins_pendentes()')) x
            where x ->> 'turno_id' = :'ta'), 1::bigint, 'e o vê entre os check-ins a confirmar');
select is(testes.rpc(:'dono', format('public.confirmar_checkin_manual(%L)', :'ta')) ->> 'verificacao', 'verificado',
          'só a confirmação do contratante faz dele presença');

-- Sem o aviso (agendador parado): o servidor já mostra o atraso, o toque antigo também fica manual.
select testes.relogio('2030-05-11 05:00+00');
select testes.vaga(:'dono', '2030-05-11 06:10+00', horas => 2) as v2 \gset
select testes.turno(:'ana', :'v2') as t2 \gset
select testes.vaga(:'dono', '2030-05-11 08:30+00', horas => 2) as v3 \gset
select testes.turno(:'caio', :'v3') as t3 \gset
select testes.relogio('2030-05-11 06:55+00');
select is(testes.rpc(:'ana', format('public.fazer_checkin(%L, 3, %L)', :'t2', '2030-05-11 06:05+00')) -> 'checkin' ->> 'tipo',
          'manual', 'sem aviso emitido, mas já atrasado no alerta: manual');

-- Toque honesto: datado depois do atraso, ou chegando antes dele, continua verificado.
select testes.relogio('2030-05-11 08:44+00');
select is(testes.rpc(:'caio', format('public.fazer_checkin(%L, 3, %L)', :'t3', '2030-05-11 08:35+00')) ->> 'verificacao',
          'verificado', 'toque das 08:35 chegando às 08:44 (antes dos 15 min de atraso): verificado');

-- (d) Presença verificada: o contratante não cancela o turno (antes do início).
select testes.relogio('2030-05-12 05:00+00');
select testes.vaga(:'dono', '2030-05-12 07:00+00', horas => 2) as v4 \gset
select testes.turno(:'bia', :'v4') as t4 \gset
select testes.relogio('2030-05-12 06:40+00');
select is(testes.rpc(:'bia', format('public.fazer_checkin(%L, 5)', :'t4')) ->> 'verificacao', 'verificado', 'Bia chegou (5 m)');
select is(testes.erro(:'dono', format('public.cancelar_turno(%L, %L)', :'t4', 'mudei de ideia')), 'PT409 profissional_presente',
          'cancelar depois do check-in verificado: recusado');
select is((select estado::text from public.turnos where id = :'t4'), 'confirmada', 'o turno continua confirmado');
select is((select count(*) from public.avisos where turno_id = :'t4' and tipo = 'turno_cancelado'), 0::bigint,
          'nenhum aviso de cancelamento');
-- Check-in manual ainda não confirmado não é presença: o contratante pode cancelar.
select testes.relogio('2030-05-13 05:00+00');
select testes.vaga(:'dono', '2030-05-13 07:00+00', horas => 2) as v5 \gset
select testes.turno(:'bia', :'v5') as t5 \gset
select testes.relogio('2030-05-13 06:40+00');
select testes.rpc(:'bia', format('public.fazer_checkin(%L, 900)', :'t5')) as _ \gset
select is(testes.erro(:'dono', format('public.cancelar_turno(%L, %L)', :'t5', 'não veio ninguém')),
          'sem erro', 'com check-in manual pendente, o contratante ainda cancela');

-- Turno alheio responde como inexistente (como turno_por_id).
select is(testes.erro(:'caio', format('public.fazer_checkin(%L, 3)', :'t4')), 'PT404 turno_nao_encontrado',
          'fazer_checkin no turno de outra pessoa: 404');
select is(testes.erro(:'caio', format('public.cancelar_turno(%L, %L)', :'t4', 'x')), 'PT404 turno_nao_encontrado',
          'cancelar_turno de outra pessoa: 404');
select is(testes.erro(:'outro', format('public.cancelar_turno(%L, %L)', :'t4', 'x')), 'PT404 turno_nao_encontrado',
          'cancelar_turno de outro estabelecimento: 404');
select is(testes.erro(:'outro', format('public.confirmar_checkin_manual(%L)', :'t4')), 'PT404 turno_nao_encontrado',
          'confirmar check-in de outro estabelecimento: 404');
select * from finish();
rollback;
