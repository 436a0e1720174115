-- RN12 reabre a posição do turno cancelado — para os outros. A quem o estabelecimento
-- cancelou o turno, a vaga não é oferecida de novo: o feed conta o que houve e pegar é
-- recusado com o porquê. Quem cancelou o próprio turno pode voltar. A vaga cancelada inteira
-- sai do feed de todos.
begin;
\ir ajudantes.psql
select plan(9);
select testes.relogio('2030-03-01 12:00+00');
select testes.so_os_meus_recebem();
select testes.contratante('Dono Reoferta', 'Bar Reoferta') as dono \gset
select testes.prof('Paula Reoferta', 0.01) as p \gset
select testes.prof('Quito Reoferta', 0.011) as q \gset

create function testes.no_feed(prof uuid, vaga uuid) returns jsonb language sql as $$
  select x from jsonb_array_elements(testes.rpc(prof, 'public.feed_vagas()')) x where x ->> 'vaga_id' = vaga::text
$$;

-- Urgência com 2 posições: a Paula e o Quito pegam; o dono cancela o turno da Paula.
select testes.vaga(:'dono', '2030-03-03 18:00+00', posicoes => 2) as u \gset
select privado.despachar_vaga(:'u', '2030-03-01 12:00+00') as _ \gset
select testes.turno(:'p', :'u') as tp \gset
select testes.turno(:'q', :'u') as tq \gset
select testes.rpc(:'dono', format('public.cancelar_turno(%L, %L)', :'tp', 'Mudou a escala')) as _ \gset

select is(testes.no_feed(:'p', :'u') -> 'meu_turno_cancelado_pelo_estabelecimento', 'true'::jsonb,
          'no feed dela, a vaga diz que o estabelecimento cancelou o turno');
select is(testes.no_feed(:'p', :'u') -> 'meu_turno_cancelado', 'false'::jsonb, 'não foi ela quem cancelou');
select is(testes.dica(:'p', format('public.candidatar(%L)', :'u')) ->> 'motivo',
          'O contratante cancelou o seu turno nesta vaga; ela não é oferecida de novo a você.',
          'pegar de novo a posição reaberta é recusado, com o porquê');
select is((select count(*) from public.turnos where vaga_id = :'u' and profissional_id = :'p' and estado <> 'cancelada'),
          0::bigint, 'e nenhum turno novo nasce');

-- O Quito cancela o próprio turno: a vaga volta ao feed dele, e ele pode pegá-la de novo.
select testes.rpc(:'q', format('public.cancelar_turno(%L, %L)', :'tq', 'Imprevisto')) as _ \gset
select is(testes.no_feed(:'q', :'u') -> 'meu_turno_cancelado_pelo_estabelecimento', 'false'::jsonb,
          'quem cancelou o próprio turno não leva a marca do estabelecimento');
select is(testes.candidatar(:'q', :'u') ->> 'resultado', 'confirmada', 'e pode pegar de novo');

-- Cancelada a vaga inteira: sai do feed de todos, e pegar diz que ela acabou.
select testes.rpc(:'dono', format('public.cancelar_vaga(%L, %L)', :'u', 'Chuva')) as _ \gset
select is(testes.no_feed(:'p', :'u'), null, 'vaga cancelada: fora do feed dela');
select is(testes.no_feed(:'q', :'u'), null, 'e fora do feed de quem tinha o turno');
select is(testes.erro(:'q', format('public.candidatar(%L)', :'u')), 'PT410 vaga_encerrada',
          'pegar a vaga cancelada diz que ela acabou');
select * from finish();
rollback;
