-- As recusas que os arquivos por regra não exercitam: cada RPC, cada chave.
begin;
\ir ajudantes.psql
select plan(17);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Quatorze') as dono \gset
select testes.prof('Ana Quatorze', 0.01) as a \gset
select testes.prof('Beto Quatorze', 0.011) as b \gset

-- candidatar: candidatura de seleção já decidida.
select testes.vaga(:'dono', '2030-03-10 18:00+00', modo => 'selecao', posicoes => 1) as sel \gset
select (testes.candidatar(:'a', :'sel') ->> 'candidatura_id') as ka \gset
select (testes.candidatar(:'b', :'sel') ->> 'candidatura_id') as kb \gset
select testes.vaga(:'dono', '2030-03-10 20:00+00', modo => 'selecao', posicoes => 1) as sel2 \gset
select (testes.candidatar(:'a', :'sel2') ->> 'candidatura_id') as ka2 \gset
select testes.rpc(:'dono', format('public.escolher_candidato(%L)', :'ka')) as _ \gset
select is(testes.erro(:'b', format('public.candidatar(%L)', :'sel')), 'PT409 candidatura_encerrada',
          'candidatar: seleção já decidida para mim');
select is(testes.erro(:'dono', format('public.escolher_candidato(%L)', :'kb')), 'PT409 candidatura_indisponivel',
          'escolher_candidato: candidatura que não está mais pendente');
-- escolher_candidato: o candidato ganhou, noutra vaga, um turno no mesmo horário.
select is(testes.erro(:'dono', format('public.escolher_candidato(%L)', :'ka2')), 'PT403 inelegivel',
          'escolher_candidato: o candidato já tem turno no horário (RN21)');
-- escolher_candidato: a última posição foi tomada por outra via (corrida).
select testes.vaga(:'dono', '2030-03-12 18:00+00', modo => 'selecao', posicoes => 1) as sel3 \gset
select (testes.candidatar(:'b', :'sel3') ->> 'candidatura_id') as kb3 \gset
update public.posicoes set estado = 'confirmada', preenchida_em = '2030-03-01 11:00+00' where vaga_id = :'sel3';
select is(testes.erro(:'dono', format('public.escolher_candidato(%L)', :'kb3')), 'PT409 vaga_preenchida',
          'escolher_candidato: sem posição aberta');

-- fazer_checkin / fazer_checkout / confirmar / avaliar.
select testes.vaga(:'dono', '2030-03-01 13:00+00', horas => 4) as v \gset
select testes.turno(:'b', :'v') as t \gset
select is(testes.erro(:'b', format('public.fazer_checkin(%L, -5, null)', :'t')), 'PT422 valor_invalido', 'fazer_checkin: distância negativa');
select is(testes.erro(:'dono', format('public.confirmar_checkin_manual(%L)', :'t')), 'PT409 sem_checkin',
          'confirmar_checkin_manual: ainda sem check-in');
select testes.rpc(:'b', format('public.fazer_checkin(%L, 800, null)', :'t')) as _ \gset
select is(testes.erro(:'dono', format('public.confirmar_checkin_manual(%L, %L)', :'t', '2030-03-01 12:05+00')),
          'PT422 horario_invalido', 'confirmar_checkin_manual: toque no futuro');
select is(testes.erro(:'b', format('public.fazer_checkout(%L, 10, %L)', :'t', '2030-03-01 12:03+00')), 'PT422 horario_invalido',
          'fazer_checkout: toque no futuro');
select is(testes.erro(:'b', format('public.fazer_checkout(%L, -1, null)', :'t')), 'PT422 valor_invalido', 'fazer_checkout: distância negativa');
select testes.relogio('2030-03-02 17:00+00');
select is(testes.erro(:'dono', format('public.confirmar_checkin_manual(%L)', :'t')), 'PT422 horario_invalido',
          'confirmar_checkin_manual: mais de 24 h depois do fim');
select testes.relogio('2030-03-01 12:00+00');
select testes.vaga(:'dono', '2030-03-01 14:00+00', horas => 4) as v2 \gset
select testes.turno(:'a', :'v2') as t2 \gset
select testes.rpc(:'a', format('public.fazer_checkin(%L, 300, null)', :'t2')) as _ \gset
select testes.rpc(:'a', format('public.cancelar_turno(%L, %L)', :'t2', 'imprevisto')) as _ \gset
select is(testes.erro(:'a', format('public.fazer_checkout(%L, 10, null)', :'t2')), 'PT409 turno_cancelado', 'fazer_checkout: turno cancelado');
select is(testes.erro(:'dono', format('public.confirmar_checkin_manual(%L)', :'t2')), 'PT409 turno_cancelado',
          'confirmar_checkin_manual: turno cancelado');
select testes.relogio('2030-03-02 12:00+00');
select is(testes.erro(:'a', format('public.avaliar(%L, true)', :'t2')), 'PT409 turno_cancelado', 'avaliar: turno cancelado');
select is(testes.erro(:'dono', format('public.avaliar(%L, true, %L)', :'t', '2030-03-02 12:05+00')), 'PT422 horario_invalido',
          'avaliar: toque no futuro');

-- Contratante sem estabelecimento.
select testes.contratante('Sem Casa', 'Casa Vendida') as semcasa \gset
select testes.estab(:'semcasa') as casa \gset
delete from public.membros where conta_id = :'semcasa';
select is(testes.erro(:'semcasa', 'public.publicar_vaga()'), 'PT403 sem_estabelecimento',
          'publicar_vaga: contratante sem estabelecimento');
select is(testes.erro(:'semcasa', format('public.incluir_na_equipe(%L)', :'a')), 'PT403 sem_estabelecimento',
          'incluir_na_equipe: contratante sem estabelecimento');
select is(testes.erro(:'dono', format('public.publicar_vaga(estabelecimento_id => %L)', :'casa')), 'PT403 nao_autorizado',
          'publicar_vaga: em estabelecimento de que não é membro');
select * from finish();
rollback;
