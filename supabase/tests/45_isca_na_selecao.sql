-- Isca na seleção: candidatura feita aos termos de antes de uma edição não vira turno com os
-- termos novos. Mudar horário, valor, inclusos, lugar ou função encerra as candidaturas
-- pendentes (encerrada_por_edicao), avisa cada candidato (vaga_alterada) e deixa-o se
-- candidatar de novo; turno confirmado continua impedindo a edição.
begin;
\ir ajudantes.psql
select plan(17);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Isca', 'Bar Isca') as dono \gset
select testes.prof('Ana Isca', 0.01) as ana \gset
select testes.prof('Bia Isca', 0.011) as bia \gset
select testes.vaga(:'dono', '2030-03-05 18:00+00', horas => 4, modo => 'selecao', posicoes => 2) as v \gset
update public.vagas set valor_centavos = 20000, refeicao = true, exige_material_proprio = false where id = :'v';
select (testes.candidatar(:'ana', :'v') ->> 'candidatura_id') as ca \gset
select (testes.candidatar(:'bia', :'v') ->> 'candidatura_id') as cb \gset

-- Só o número de posições: não é mudança de termos, as candidaturas seguem.
select is(testes.erro(:'dono', format('public.editar_vaga(%L, posicoes => 3)', :'v')), 'sem erro', 'mais uma posição');
select is((select array_agg(distinct estado::text) from public.candidaturas where vaga_id = :'v'), array['pendente'],
          'mudar posições não encerra candidaturas');

-- A isca: R$ 200 por 4 h com refeição vira R$ 10 por 12 h, sem refeição, material próprio.
select testes.relogio('2030-03-01 13:00+00');
select is(testes.erro(:'dono', format('public.editar_vaga(%L, valor_centavos => 1000, fim => %L, refeicao => false, exige_material_proprio => true)',
                                      :'v', '2030-03-06 06:00+00')), 'sem erro', 'o contratante troca os termos');
select is((select array_agg(estado::text order by id) from public.candidaturas where vaga_id = :'v'),
          array_fill('encerrada_por_edicao'::text, array[2]), 'as duas candidaturas acabam dizendo por quê');
select is((select count(*) from public.avisos where vaga_id = :'v' and tipo = 'vaga_alterada' and conta_id in (:'ana', :'bia')),
          2::bigint, 'cada candidato recebe um aviso');
select is((select x ->> 'candidatura_id' from jsonb_array_elements(testes.rpc(:'ana', 'public.minhas_notificacoes()')) x
            where x ->> 'tipo' = 'vaga_alterada'), :'ca', 'o aviso chega em minhas_notificacoes, com a candidatura');
select is((select x ->> 'estado' from jsonb_array_elements(testes.rpc(:'ana', 'public.minhas_candidaturas()')) x
            where x ->> 'candidatura_id' = :'ca'), 'encerrada_por_edicao', 'e a candidatura aparece em minhas_candidaturas');
select is((select count(*) from public.avisos where vaga_id = :'v' and tipo = 'vaga_alterada' and conta_id = :'dono'),
          0::bigint, 'quem editou não é avisado do próprio gesto');

-- Escolher a candidata aos termos antigos: recusado, nenhum turno.
select is(testes.erro(:'dono', format('public.escolher_candidato(%L)', :'ca')), 'PT409 candidatura_indisponivel',
          'escolher quem se candidatou aos termos antigos: recusado');
select is((select count(*) from public.turnos where vaga_id = :'v'), 0::bigint, 'nenhum turno a R$ 10');
select is(testes.erro(:'ana', format('public.retirar_candidatura(%L)', :'ca')), 'PT409 candidatura_encerrada',
          'retirar uma encerrada: já decidida');

-- Ela se candidata de novo, agora aos termos novos, e pode ser escolhida.
select is(testes.candidatar(:'ana', :'v') ->> 'resultado', 'pendente', 'candidatar de novo aos termos novos');
select is((select count(*) from public.avisos where candidatura_id = :'ca' and tipo = 'candidatura_nova'), 2::bigint,
          'o contratante é avisado da nova candidatura');
select is(testes.rpc(:'dono', format('public.escolher_candidato(%L)', :'ca')) ->> 'valor_acordado_centavos', '1000',
          'escolhida depois de ver os termos novos');
select is((select count(*) from jsonb_array_elements(testes.rpc(:'ana', 'public.minhas_candidaturas()')) x
            where x ->> 'candidatura_id' = :'ca'), 0::bigint, 'escolhida, sai de minhas_candidaturas');

-- Com turno confirmado, a edição continua recusada.
select is(testes.erro(:'dono', format('public.editar_vaga(%L, valor_centavos => 1500)', :'v')), 'PT409 vaga_com_confirmados',
          'turno confirmado impede a edição');
select is((select estado::text from public.candidaturas where id = :'cb'), 'encerrada_por_edicao',
          'a outra candidata segue encerrada até se candidatar de novo');
select * from finish();
rollback;
