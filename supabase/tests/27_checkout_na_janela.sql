-- Check-out vem depois do check-in e dentro da janela do turno: antes do início é recusado
-- com a regra (mesmo com check-in geolocalizado cedo), até 6 h depois do fim é aceito.
begin;
\ir ajudantes.psql
select plan(12);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Checkout') as dono \gset
select testes.prof('Lia Cedo', 0.01) as lia \gset
select testes.prof('Rui Tarde', 0.011) as rui \gset
select testes.vaga(:'dono', '2030-03-01 18:00+00', horas => 5, posicoes => 2) as v \gset
select testes.turno(:'lia', :'v') as tl \gset
select testes.turno(:'rui', :'v') as tr \gset

-- Check-in geolocalizado 1h30 antes do início (permitido), check-out logo em seguida.
select testes.relogio('2030-03-01 16:31+00');
select is(testes.rpc(:'lia', format('public.fazer_checkin(%L, 10, %L)', :'tl', '2030-03-01 16:30+00')) ->> 'verificacao',
          'verificado', 'check-in geolocalizado 1h30 antes do início é aceito');
select is(testes.erro(:'lia', format('public.fazer_checkout(%L, 10, %L)', :'tl', '2030-03-01 16:31+00')), 'PT422 horario_invalido',
          'check-out antes do início é recusado');
select is(testes.dica(:'lia', format('public.fazer_checkout(%L, 10, %L)', :'tl', '2030-03-01 16:31+00')) ->> 'inicio',
          '2030-03-01T18:00:00+00:00', 'a recusa diz quando o turno começa');
select is((select checkout_em from public.turnos where id = :'tl'), null, 'nenhum check-out gravado');

-- Na fila offline: tocado antes do início, enviado depois — vale a hora do toque.
select testes.relogio('2030-03-01 18:30+00');
select is(testes.erro(:'lia', format('public.fazer_checkout(%L, 10, %L)', :'tl', '2030-03-01 17:59:59+00')), 'PT422 horario_invalido',
          'check-out tocado 1 s antes do início e enviado depois também é recusado');
select is(testes.rpc(:'lia', format('public.fazer_checkout(%L, 10, %L)', :'tl', '2030-03-01 18:00+00')) -> 'checkout' ->> 'em',
          '2030-03-01T18:00:00+00:00', 'check-out no início exato é aceito');

-- Depois do check-in, nunca antes dele.
select is(testes.rpc(:'rui', format('public.fazer_checkin(%L, 10, %L)', :'tr', '2030-03-01 18:20+00')) -> 'checkin' ->> 'tipo',
          'geolocalizado', 'Rui faz check-in atrasado');
select is(testes.erro(:'rui', format('public.fazer_checkout(%L, 10, %L)', :'tr', '2030-03-01 18:10+00')), 'PT422 horario_invalido',
          'check-out antes do check-in é recusado');

-- Até 6 h depois do fim.
select testes.relogio('2030-03-02 05:30+00');
select is(testes.erro(:'rui', format('public.fazer_checkout(%L, 10, %L)', :'tr', '2030-03-02 05:00:01+00')), 'PT422 horario_invalido',
          'check-out mais de 6 h depois do fim é recusado');
select is(testes.rpc(:'rui', format('public.fazer_checkout(%L, 10, %L)', :'tr', '2030-03-02 05:00+00')) -> 'checkout' ->> 'em',
          '2030-03-02T05:00:00+00:00', 'check-out 6 h depois do fim é aceito');
select is(testes.rpc(:'rui', format('public.fazer_checkout(%L, 10, %L)', :'tr', '2030-03-02 05:10+00')) -> 'checkout' ->> 'em',
          '2030-03-02T05:00:00+00:00', 'repetir devolve o mesmo check-out');
select is(testes.erro(:'lia', format('public.fazer_checkout(%L, 10, %L)', :'tl', '2030-03-02 05:00+00')), 'sem erro',
          'check-out já feito: repetir não é recusa');
select * from finish();
rollback;
