-- RN12 com o turno já começado: o cancelamento conta como falta (de quem cancelou), a posição
-- reabre mas a vaga começada não aceita mais ninguém, e a resposta diz `ja_comecou` para o
-- cliente não dizer "menos de 24 h do início" de um início que já passou.
begin;
\ir ajudantes.psql
select plan(7);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dona Começada') as dono \gset
select testes.prof('Rui Começado', 0.01) as rui \gset
select testes.prof('Sara Depois', 0.011) as sara \gset
select testes.vaga(:'dono', '2030-03-01 13:00+00', horas => 5) as v \gset
select privado.despachar_vaga(:'v', '2030-03-01 11:00+00') as _ \gset
select testes.turno(:'rui', :'v') as t \gset
select testes.vaga(:'dono', '2030-03-01 13:00+00', horas => 5) as v2 \gset
select privado.despachar_vaga(:'v2', '2030-03-01 11:00+00') as _ \gset
select testes.turno(:'sara', :'v2') as t2 \gset

select testes.relogio('2030-03-01 14:00+00');
select is(testes.rpc(:'dono', format('public.cancelar_turno(%L, %L)', :'t', 'Cliente desmarcou')),
          '{"conta_como_falta": true, "ja_comecou": true}'::jsonb,
          'começado, pelo contratante: conta como falta e a resposta diz que já tinha começado');
select is((select estado::text from public.posicoes where vaga_id = :'v'), 'aberta', 'a posição reabre');
select is(testes.erro(:'sara', format('public.candidatar(%L)', :'v')), 'PT410 vaga_encerrada',
          'mas a vaga começada não aceita mais ninguém (a posição não volta a ser oferecida)');
select is(testes.rpc(:'dono', format('public.cancelar_turno(%L, %L)', :'t', 'de novo')),
          '{"conta_como_falta": true, "ja_comecou": true}'::jsonb, 'cancelar de novo devolve o mesmo resultado');
select is(testes.rpc(:'sara', format('public.cancelar_turno(%L, %L)', :'t2', 'Passei mal')),
          '{"conta_como_falta": true, "ja_comecou": true}'::jsonb, 'começado, pela profissional: o mesmo');

-- Antes do início a resposta diz que não tinha começado.
select testes.vaga(:'dono', '2030-03-01 20:00+00') as v3 \gset
select testes.relogio('2030-03-01 12:00+00');
select privado.despachar_vaga(:'v3', '2030-03-01 11:00+00') as _ \gset
select testes.turno(:'sara', :'v3') as t3 \gset
select testes.relogio('2030-03-01 14:00+00');
select is(testes.rpc(:'sara', format('public.cancelar_turno(%L, %L)', :'t3', 'Imprevisto')),
          '{"conta_como_falta": true, "ja_comecou": false}'::jsonb, 'antes do início, com menos de 24 h: falta, não começado');
select is((select conta_como_falta from public.ocorrencias where turno_id = :'t' and tipo = 'cancelamento'), true,
          'a ocorrência registra a falta do cancelamento começado');
select * from finish();
rollback;
