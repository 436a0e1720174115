-- Toda regra que torna o profissional inelegível (RF26, suspensão, RN21, RN05) vale no momento
-- em que a posição é preenchida — na escolha da seleção e na posição reaberta por
-- cancelamento —, com a recusa dita ao contratante em pt-BR; e nenhum contato é liberado a
-- um par bloqueado (RN10).
begin;
\ir ajudantes.psql
select plan(21);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Escolha') as dono \gset
select testes.prof('Bia Bloqueia', 0.01) as bia \gset
select testes.prof('Caio Bloqueado', 0.011) as caio \gset
select testes.prof('Duda Suspensa', 0.012) as duda \gset
select testes.prof('Enzo Ocupado', 0.013) as enzo \gset
select testes.prof('Fabi Ok', 0.014) as fabi \gset
select testes.vaga(:'dono', '2030-03-05 18:00+00', modo => 'selecao', posicoes => 2) as v \gset
select (testes.candidatar(:'bia', :'v') ->> 'candidatura_id') as kbia \gset
select (testes.candidatar(:'caio', :'v') ->> 'candidatura_id') as kcaio \gset
select (testes.candidatar(:'duda', :'v') ->> 'candidatura_id') as kduda \gset
select (testes.candidatar(:'enzo', :'v') ->> 'candidatura_id') as kenzo \gset
select (testes.candidatar(:'fabi', :'v') ->> 'candidatura_id') as kfabi \gset

-- Depois de se candidatar: Bia bloqueia o contratante, o contratante bloqueia Caio, Duda é
-- suspensa, Enzo pega uma vaga de urgência no mesmo horário.
select testes.rpc(:'bia', format('public.bloquear(%L)', :'dono')) as _ \gset
select testes.rpc(:'dono', format('public.bloquear(%L)', :'caio')) as _ \gset
update public.profissionais set suspenso_ate = '2030-04-01 00:00+00' where conta_id = :'duda';
select testes.vaga(:'dono', '2030-03-05 20:00+00') as sobre \gset
select is(testes.candidatar(:'enzo', :'sobre') ->> 'resultado', 'confirmada', 'Enzo pega um turno sobreposto');

select is(testes.erro(:'dono', format('public.escolher_candidato(%L)', :'kbia')), 'PT409 candidatura_indisponivel',
          'RF26: candidato que bloqueou o estabelecimento não é escolhido (a candidatura dela acabou)');
select is(testes.dica(:'dono', format('public.escolher_candidato(%L)', :'kbia')) ->> 'estado',
          'retirada', 'RF26: o contratante vê uma desistência, nunca que foi bloqueado');
select is(testes.erro(:'dono', format('public.escolher_candidato(%L)', :'kcaio')), 'PT403 inelegivel',
          'RF26: candidato bloqueado pelo estabelecimento não é escolhido');
select is(testes.erro(:'dono', format('public.escolher_candidato(%L)', :'kduda')), 'PT403 inelegivel',
          'suspenso depois de se candidatar não é escolhido');
select is(testes.dica(:'dono', format('public.escolher_candidato(%L)', :'kduda')) ->> 'motivo',
          'A conta deste profissional está suspensa no momento.', 'suspensão: motivo em pt-BR para o contratante');
select is(testes.erro(:'dono', format('public.escolher_candidato(%L)', :'kenzo')), 'PT403 inelegivel',
          'RN21: quem pegou turno sobreposto depois de se candidatar não é escolhido');
select is(testes.dica(:'dono', format('public.escolher_candidato(%L)', :'kenzo')) ->> 'impedimento', 'sobreposicao',
          'RN21: a dica diz qual regra impediu');
select is((select count(*) from public.turnos where vaga_id = :'v'), 0::bigint, 'nenhuma recusa deixou turno');
select is((select count(*) from public.posicoes where vaga_id = :'v' and estado = 'aberta'), 2::bigint,
          'as posições continuam abertas');
select is((select array_agg(estado::text order by array_position(array[:'kbia', :'kcaio', :'kduda', :'kenzo']::uuid[], id))
             from public.candidaturas where id in (:'kbia', :'kcaio', :'kduda', :'kenzo')),
          array['retirada', 'pendente', 'pendente', 'pendente'], 'as recusadas na escolha seguem pendentes; a de quem bloqueou, retirada');
select is(testes.rpc(:'dono', format('public.escolher_candidato(%L)', :'kfabi')) ->> 'estado', 'confirmada',
          'candidato elegível é escolhido');

-- Urgência: suspensão que chega antes do toque também vale (já valia), e a escolha vale
-- numa posição reaberta por cancelamento.
select testes.vaga(:'dono', '2030-03-06 18:00+00', modo => 'selecao') as r \gset
select (testes.candidatar(:'fabi', :'r') ->> 'candidatura_id') as kr1 \gset
select (testes.rpc(:'dono', format('public.escolher_candidato(%L)', :'kr1')) ->> 'turno_id') as tr1 \gset
select testes.prof('Gil Depois', 0.015) as gil \gset
select testes.rpc(:'fabi', format('public.cancelar_turno(%L, %L)', :'tr1', 'imprevisto')) as _ \gset
select is((select count(*) from public.posicoes where vaga_id = :'r' and estado = 'aberta'), 1::bigint,
          'o cancelamento reabre a posição');
select (testes.candidatar(:'gil', :'r') ->> 'candidatura_id') as kgil \gset
select testes.rpc(:'gil', format('public.bloquear(%L)', :'dono')) as _ \gset
select is(testes.erro(:'dono', format('public.escolher_candidato(%L)', :'kgil')), 'PT409 candidatura_indisponivel',
          'posição reaberta: bloqueio depois da candidatura vence');
select is((select count(*) from public.turnos where vaga_id = :'r' and estado <> 'cancelada'), 0::bigint,
          'posição reaberta continua sem turno vivo');

-- Urgência: o profissional vê a frase dele, e o bloqueio vale no toque.
select testes.vaga(:'dono', '2030-03-07 18:00+00') as u \gset
select is(testes.erro(:'duda', format('public.candidatar(%L)', :'u')), 'PT403 conta_suspensa',
          'urgência: suspenso não pega a vaga');
select is(testes.dica(:'bia', format('public.candidatar(%L)', :'u')) ->> 'motivo', 'Esta vaga não está disponível para você.',
          'urgência: quem bloqueou não pega a vaga, com a frase para o profissional');

-- RN10: bloqueio depois da confirmação esconde o contato dos dois lados.
select testes.vaga(:'dono', '2030-03-08 18:00+00') as w \gset
select testes.turno(:'fabi', :'w') as tw \gset
select isnt(testes.rpc(:'fabi', 'public.meus_turnos()') -> 0 -> 'estabelecimento' -> 'contato', 'null'::jsonb,
            'confirmado e sem bloqueio: o contato aparece');
select testes.rpc(:'fabi', format('public.bloquear(%L)', :'dono')) as _ \gset
select is((select jsonb_agg(x -> 'estabelecimento' -> 'contato') from jsonb_array_elements(testes.rpc(:'fabi', 'public.meus_turnos()')) x
            where x ->> 'turno_id' = :'tw'), '[null]'::jsonb, 'RN10: depois do bloqueio o profissional não vê o contato');
select is((select jsonb_agg(p -> 'turno' -> 'profissional' -> 'contato')
             from jsonb_array_elements(testes.rpc(:'dono', 'public.minhas_vagas()')) x, jsonb_array_elements(x -> 'posicoes') p
            where x ->> 'vaga_id' = :'w'), '[null]'::jsonb, 'RN10: nem o contratante vê o do profissional');

-- A trava que enfileira os preenchimentos do mesmo profissional (sem ela, duas candidaturas
-- dele a vagas sobrepostas se travavam na exclusão GiST: deadlock, HTTP 500).
create extension if not exists pgrowlocks with schema extensions;
select testes.vaga(:'dono', '2030-03-09 18:00+00') as x \gset
select testes.turno(:'enzo', :'x') as _ \gset
select ok((select 'For No Key Update' = any (l.modes) from extensions.pgrowlocks('public.profissionais') l
            where l.locked_row = (select ctid from public.profissionais where conta_id = :'enzo')),
          'preencher trava a linha do profissional antes da posição');
select * from finish();
rollback;
