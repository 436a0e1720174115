-- Caso 5 (RN22): check-in a 201 m vira manual; o manual só vira presença com a confirmação
-- do contratante. Check-in/out idempotentes pela chave natural, hora do toque, recusas.
begin;
\ir ajudantes.psql
select plan(33);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Cinco') as dono \gset
select testes.contratante('Intruso', 'Bar Alheio') as intruso \gset
select testes.prof('Maria Manual', 0.01) as m \gset
select testes.prof('Gil Geo', 0.011) as g \gset
select testes.prof('Outro Pro', 0.012) as o \gset
select testes.vaga(:'dono', '2030-03-01 18:00+00', posicoes => 3) as v \gset
select testes.turno(:'m', :'v') as tm \gset
select testes.turno(:'g', :'v') as tg \gset
select testes.relogio('2030-03-01 18:05+00');

-- Caso 5.
select testes.rpc(:'m', format('public.fazer_checkin(%L, %s, %L)', :'tm', 201, '2030-03-01 18:02+00')) as r \gset
select is(:'r'::jsonb -> 'checkin' ->> 'tipo', 'manual', 'caso 5: check-in a 201 m vira manual (não é recusado)');
select is(:'r'::jsonb ->> 'verificacao', 'pendente', 'caso 5: manual ainda não é presença');
select is(:'r'::jsonb -> 'checkin' ->> 'em', '2030-03-01T18:02:00+00:00', 'vale a hora do toque, não a da chegada');
select is(:'r'::jsonb -> 'checkin' -> 'distancia_m', '201'::jsonb, 'só a distância é guardada');
select is((select count(*) from jsonb_array_elements(testes.rpc(:'dono', 'public.checkins_pendentes()')) x
            where x ->> 'turno_id' = :'tm'), 1::bigint, 'o manual aparece para o contratante confirmar');
select is(testes.erro(:'m', format('public.confirmar_checkin_manual(%L)', :'tm')), 'PT403 perfil_incorreto',
          'o profissional não confirma o próprio check-in');
select is(testes.erro(:'intruso', format('public.confirmar_checkin_manual(%L)', :'tm')), 'PT404 turno_nao_encontrado',
          'contratante de outro estabelecimento não confirma');
select testes.rpc(:'dono', format('public.confirmar_checkin_manual(%L)', :'tm')) as r2 \gset
select is(:'r2'::jsonb ->> 'verificacao', 'verificado', 'caso 5: confirmado pelo contratante vira presença');
select is(:'r2'::jsonb -> 'checkin' ->> 'confirmado_em', '2030-03-01T18:05:00+00:00', 'a confirmação guarda a hora');
select is(testes.rpc(:'dono', format('public.confirmar_checkin_manual(%L)', :'tm')), :'r2'::jsonb,
          'confirmar de novo devolve o mesmo turno');
select is(jsonb_array_length(testes.rpc(:'dono', 'public.checkins_pendentes()')), 0, 'confirmado sai da lista');

-- Geolocalizado a 200 m: presença na hora.
select testes.rpc(:'g', format('public.fazer_checkin(%L, %s, %L)', :'tg', 200, '2030-03-01 18:01+00')) as r3 \gset
select is(array[:'r3'::jsonb -> 'checkin' ->> 'tipo', :'r3'::jsonb ->> 'verificacao'], array['geolocalizado', 'verificado'],
          'RN22: a 200 m é geolocalizado e conta como presença');
select is(testes.rpc(:'g', format('public.fazer_checkin(%L, %s, %L)', :'tg', 5000, '2030-03-01 18:04+00')), :'r3'::jsonb,
          'repetir o check-in devolve o mesmo turno, sem mudar nada');
select is(testes.rpc(:'dono', format('public.confirmar_checkin_manual(%L)', :'tg')) -> 'checkin' ->> 'confirmado_em', null,
          'confirmar um geolocalizado não muda nada');

-- Sem localização: manual.
select testes.vaga(:'dono', '2030-03-02 18:00+00') as v2 \gset
select testes.turno(:'o', :'v2') as to2 \gset
select testes.relogio('2030-03-02 18:00+00');
select is(testes.rpc(:'o', format('public.fazer_checkin(%L, null, null)', :'to2')) -> 'checkin' ->> 'tipo', 'manual',
          'sem localização (distância nula) vira manual');

-- Recusas do check-in.
select testes.vaga(:'dono', '2030-03-03 18:00+00') as v3 \gset
select testes.turno(:'m', :'v3') as t3 \gset
select is(testes.erro(:'m', format('public.fazer_checkin(%L, 10, %L)', :'t3', '2030-03-02 18:03+00')), 'PT422 horario_invalido',
          'check-in no futuro além de 2 min de tolerância');
select is(testes.erro(:'m', format('public.fazer_checkin(%L, 10, %L)', :'t3', '2030-03-02 18:01+00')), 'PT422 horario_invalido',
          'check-in muito antes do turno (fora da janela)');
select testes.relogio('2030-03-04 01:00+00');
select is(testes.erro(:'m', format('public.fazer_checkin(%L, 10, %L)', :'t3', '2030-03-04 00:30+00')), 'PT422 horario_invalido',
          'check-in depois do fim do turno');
-- Chegou depois de o turno já estar atrasado no servidor: registra, mas manual (o contratante confirma).
select is(testes.rpc(:'m', format('public.fazer_checkin(%L, 10, %L)', :'t3', '2030-03-03 18:10+00')) ->> 'verificacao', 'pendente',
          'check-in offline enviado depois do fim, com a hora do toque dentro do turno, fica à espera do contratante');
select is(testes.erro(:'o', format('public.fazer_checkin(%L, 10, null)', :'t3')), 'PT404 turno_nao_encontrado',
          'check-in no turno de outra pessoa é recusado');
select is(testes.erro(:'m', format('public.fazer_checkin(%L, 10, null)', gen_random_uuid())), 'PT404 turno_nao_encontrado',
          'turno inexistente');
select is(testes.erro(:'dono', format('public.fazer_checkin(%L, 10, null)', :'t3')), 'PT403 perfil_incorreto',
          'contratante não faz check-in');

-- Check-out.
select testes.relogio('2030-03-02 23:59+00');
select testes.vaga(:'dono', '2030-03-05 18:00+00') as v5 \gset
select testes.turno(:'g', :'v5') as t5 \gset
select is(testes.erro(:'g', format('public.fazer_checkout(%L, 10, null)', :'t5')), 'PT409 sem_checkin', 'check-out sem check-in');
select is(testes.erro(:'o', format('public.fazer_checkout(%L, 10, %L)', :'to2', '2030-03-02 17:00+00')), 'PT422 horario_invalido',
          'check-out antes do check-in');
select testes.rpc(:'o', format('public.fazer_checkout(%L, 30, %L)', :'to2', '2030-03-02 23:58+00')) as r5 \gset
select is(array[:'r5'::jsonb -> 'checkout' ->> 'tipo', :'r5'::jsonb -> 'checkout' ->> 'em'],
          array['geolocalizado', '2030-03-02T23:58:00+00:00'], 'check-out registra tipo e hora do toque');
select is(testes.rpc(:'o', format('public.fazer_checkout(%L, 900, null)', :'to2')), :'r5'::jsonb,
          'repetir o check-out devolve o mesmo turno');
select is(testes.erro(:'o', format('public.fazer_checkout(%L, -1, null)', :'to2')), 'sem erro',
          'repetição nem reavalia os argumentos');

-- Turno que termina sem prova: nao_verificado (o manual do 'o' não foi confirmado).
select privado.executar_agendador('2030-03-03 00:01+00') as _ \gset
select is((select verificacao::text from public.turnos where id = :'to2'), 'nao_verificado',
          'RN22: terminou sem prova de presença → nao_verificado');
select is((select verificacao::text from public.turnos where id = :'tm'), 'verificado', 'com prova continua verificado');
select is((select estado::text from public.turnos where id = :'tm'), 'cumprida', 'turno terminado fica cumprido');
select testes.relogio('2030-03-03 08:00+00');
select is(testes.rpc(:'dono', format('public.confirmar_checkin_manual(%L)', :'to2')) ->> 'verificacao', 'verificado',
          'o contratante ainda confirma o manual depois do fim (até 24 h)');

-- O banco garante a coerência (CHECK verificacao_coerente).
select throws_ok(format($$update public.turnos set verificacao = 'verificado' where id = %L$$, :'t5'),
                 '23514', null, 'verificacao_coerente: verificado sem prova é recusado pelo banco');
select throws_ok(format($$update public.turnos set checkin_em = now(), checkin_tipo = 'geolocalizado', checkin_distancia_m = 250 where id = %L$$, :'t5'),
                 '23514', null, 'geolocalizado além de 200 m é recusado pelo banco');
select * from finish();
rollback;
