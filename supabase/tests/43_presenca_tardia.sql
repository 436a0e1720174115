-- Presença atrasada: toque com mais de 24 h (a vida do cache offline, RNF06) é recusado com
-- toque_antigo; turno já fechado pelo agendador não vira presença sozinho (o registro tardio
-- é manual, o contratante é avisado e confirma); as palavras especiais do PostgreSQL ('now',
-- 'epoch', 'infinity'...) nunca valem como instante de uma pessoa.
begin;
\ir ajudantes.psql
select plan(24);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Tardio', 'Bar Tardio') as dono \gset
select testes.prof('Ana Faltou', 0.01) as ana \gset
select testes.prof('Bia Tarde', 0.011) as bia \gset
select testes.vaga(:'dono', '2030-03-01 18:00+00', posicoes => 2) as v \gset
select testes.turno(:'ana', :'v') as ta \gset
select testes.turno(:'bia', :'v') as tb \gset

-- Ninguém apareceu: o agendador fecha os dois turnos como não verificados.
select privado.executar_agendador('2030-03-02 00:01+00') as _ \gset
select is((select array_agg(row(estado, verificacao)::text order by id) from public.turnos where id in (:'ta', :'tb')),
          array_fill(row('cumprida', 'nao_verificado')::text, array[2]), 'sem prova, os dois turnos fecham nao_verificado');

-- O ataque: 60 dias depois, check-in e check-out com a hora do toque dentro do turno.
select testes.relogio('2030-04-30 12:00+00');
select is(testes.erro(:'ana', format('public.fazer_checkin(%L, 0, %L)', :'ta', '2030-03-01 18:01+00')), 'PT422 toque_antigo',
          'check-in de 60 dias atrás: recusado');
select is(testes.dica(:'ana', format('public.fazer_checkin(%L, 0, %L)', :'ta', '2030-03-01 18:01+00')) ->> 'desde',
          '2030-04-29T12:00:00+00:00', 'a recusa diz desde quando um toque ainda vale');
select is(testes.erro(:'ana', format('public.fazer_checkout(%L, 0, %L)', :'ta', '2030-03-01 23:59+00')), 'PT409 sem_checkin',
          'sem check-in, o check-out nem chega à hora');
select is((select row(checkin_em, checkout_em, verificacao)::text from public.turnos where id = :'ta'),
          row(null::timestamptz, null::timestamptz, 'nao_verificado')::text, 'o turno de 60 dias atrás continua como estava');
select is(testes.erro(:'ana', format('public.avaliar(%L, true, %L)', :'ta', '2030-03-02 00:30+00')), 'PT422 toque_antigo',
          'avaliação com toque de mais de 24 h: recusada');

-- Um toque a exatamente 24 h ainda vale; um segundo a mais, não.
select testes.relogio('2030-03-02 18:00:59+00');
select is(testes.erro(:'ana', format('public.fazer_checkin(%L, 0, %L)', :'ta', '2030-03-01 18:00:58+00')), 'PT422 toque_antigo',
          '24 h e 1 s atrás: recusado');

-- Dentro das 24 h, turno já fechado: o registro fica manual e espera o contratante.
select testes.relogio('2030-03-02 01:00+00');
select testes.rpc(:'bia', format('public.fazer_checkin(%L, 0, %L)', :'tb', '2030-03-01 18:01+00')) as ci \gset
select is(array[:'ci'::jsonb -> 'checkin' ->> 'tipo', :'ci'::jsonb ->> 'verificacao'], array['manual', 'nao_verificado'],
          'turno fechado: check-in tardio a 0 m vira manual, não verificado');
select is(testes.rpc(:'bia', format('public.fazer_checkout(%L, 0, %L)', :'tb', '2030-03-01 23:59+00')) ->> 'verificacao',
          'nao_verificado', 'o check-out tardio também não verifica nada');
select is((select count(*) from public.avisos where turno_id = :'tb' and conta_id = :'dono' and tipo = 'checkin_manual'),
          1::bigint, 'o contratante é avisado do registro tardio');
select is((select count(*) from jsonb_array_elements(testes.rpc(:'dono', 'public.checkins_pendentes()')) x
            where x ->> 'turno_id' = :'tb'), 1::bigint, 'e o vê entre os check-ins a confirmar');
select is(testes.rpc(:'dono', format('public.confirmar_checkin_manual(%L)', :'tb')) ->> 'verificacao', 'verificado',
          'só a confirmação do contratante faz dele presença');

-- Turno ainda não fechado pelo agendador, mas já dado como atrasado: o toque offline dentro
-- do turno fica registrado, manual (48_presenca_depois_do_fato.sql).
select testes.relogio('2030-03-02 12:00+00');
select testes.vaga(:'dono', '2030-03-02 13:00+00') as v2 \gset
select testes.turno(:'ana', :'v2') as t2 \gset
select testes.vaga(:'dono', '2030-03-02 19:00+00') as v3 \gset
select testes.turno(:'bia', :'v3') as t3 \gset
select testes.relogio('2030-03-02 20:00+00');
select is(testes.rpc(:'ana', format('public.fazer_checkin(%L, 10, %L)', :'t2', '2030-03-02 13:05+00')) ->> 'verificacao',
          'pendente', 'turno aberto: check-in enviado 7 h depois, com toque de antes do atraso, fica manual');

-- No futuro além da folga de 2 min: recusado com a frase do relógio.
select is(testes.erro(:'bia', format('public.fazer_checkin(%L, 10, %L)', :'t3', '2030-03-02 20:02:01+00')), 'PT422 horario_invalido',
          'toque 2 min e 1 s no futuro: recusado');

-- Palavras especiais do PostgreSQL: recusadas em toda RPC que recebe um instante.
select is(array_agg(distinct testes.erro(:'bia', format('public.fazer_checkin(%L, 10, %L)', :'t3', w))),
          array['PT422 instante_especial'], 'fazer_checkin: now, today, epoch, infinity... recusados')
  from unnest(array['now', 'today', 'tomorrow', 'yesterday', 'epoch', 'infinity', '-infinity', 'allballs',
                    ' NOW ', 'Today 19:30', '+Infinity']) w;
select is((select checkin_em from public.turnos where id = :'t3'), null, 'nenhum check-in gravado');
select is(testes.erro(:'bia', format('public.fazer_checkout(%L, 10, %L)', :'t3', 'now')), 'PT422 instante_especial', 'fazer_checkout: now');
select is(testes.erro(:'ana', format('public.avaliar(%L, true, %L)', :'t2', 'epoch')), 'PT422 instante_especial', 'avaliar: epoch');
select is(testes.erro(:'dono', format('public.confirmar_checkin_manual(%L, %L)', :'t3', 'today')), 'PT422 instante_especial',
          'confirmar_checkin_manual: today');
select is(testes.erro(:'ana', format('public.minhas_notificacoes(%L)', 'yesterday')), 'PT422 instante_especial',
          'minhas_notificacoes: yesterday');
select ok(testes.erro(:'bia', format('public.fazer_checkin(%L, 10, %L)', :'t3', 'ontem')) like '22007 %',
          'texto que não é data cai na conversão (classe 22), como antes');
select is(testes.rpc(:'bia', format('public.fazer_checkin(%L, 10, %L)', :'t3', '2030-03-02T16:59:00-03:00')) -> 'checkin' ->> 'em',
          '2030-03-02T19:59:00+00:00', 'ISO 8601 com fuso vale');
select is(testes.erro(:'ana', format('public.minhas_notificacoes(%L)', '2030-03-02T00:00:00Z')), 'sem erro', 'desde em ISO 8601 vale');
select is(testes.erro(:'bia', format('public.fazer_checkin(%L, 10, null)', :'t3')), 'sem erro', 'em nulo = agora, como antes');
select * from finish();
rollback;
