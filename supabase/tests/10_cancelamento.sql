-- Caso 10 (RN12): cancelar reabre a posição, registra autor, momento e motivo, e só conta
-- como falta com menos de 24 h do início.
begin;
\ir ajudantes.psql
select plan(21);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Dez') as dono \gset
select testes.contratante('Alheio Dez', 'Bar Alheio') as alheio \gset
select testes.prof('Lia Cancela', 0.01) as lia \gset
select testes.prof('Mateus Pega', 0.011) as mat \gset

-- Com mais de 24 h: não é falta.
select testes.vaga(:'dono', '2030-03-02 12:01+00') as v \gset
select testes.turno(:'lia', :'v') as t \gset
select is(testes.erro(:'lia', format('public.cancelar_turno(%L, %L)', :'t', '  ')), 'PT422 campo_obrigatorio', 'o motivo é obrigatório');
select is(testes.erro(:'mat', format('public.cancelar_turno(%L, %L)', :'t', 'x')), 'PT404 turno_nao_encontrado',
          'outro profissional não cancela');
select is(testes.erro(:'alheio', format('public.cancelar_turno(%L, %L)', :'t', 'x')), 'PT404 turno_nao_encontrado',
          'contratante de outro estabelecimento não cancela');
select is(testes.erro(:'lia', format('public.cancelar_turno(%L, %L)', gen_random_uuid(), 'x')), 'PT404 turno_nao_encontrado',
          'turno inexistente');
select is(testes.rpc(:'lia', format('public.cancelar_turno(%L, %L)', :'t', 'Fiquei doente')),
          '{"conta_como_falta": false, "ja_comecou": false}'::jsonb, 'caso 10: com mais de 24 h não conta como falta');
select is((select row(estado, cancelado_por, cancelado_em, motivo_cancelamento)::text from public.turnos where id = :'t'),
          row('cancelada', :'lia', '2030-03-01 12:00+00'::timestamptz, 'Fiquei doente')::text,
          'caso 10: registra autor, momento e motivo');
select is((select row(tipo, autor_id, em, motivo, conta_como_falta)::text from public.ocorrencias where turno_id = :'t'),
          row('cancelamento', :'lia', '2030-03-01 12:00+00'::timestamptz, 'Fiquei doente', false)::text,
          'caso 10: e vira ocorrência de cancelamento');
select is((select estado::text from public.posicoes where vaga_id = :'v'), 'aberta', 'caso 10: a posição reabre');
select is((select estado::text from public.vagas where id = :'v'), 'publicada', 'a vaga volta a aceitar candidatos');
select is(testes.candidatar(:'mat', :'v') ->> 'resultado', 'confirmada', 'outra pessoa pega a posição reaberta');
select is(testes.rpc(:'lia', format('public.cancelar_turno(%L, %L)', :'t', 'outro motivo')),
          '{"conta_como_falta": false, "ja_comecou": false}'::jsonb, 'cancelar de novo devolve o mesmo resultado');
select is((select x -> 'estabelecimento' -> 'contato' from jsonb_array_elements(testes.rpc(:'lia', 'public.meus_turnos()')) x
            where x ->> 'turno_id' = :'t'), 'null'::jsonb, 'RN10: turno cancelado não mostra mais o contato');
select is((select x -> 'cancelamento' from jsonb_array_elements(testes.rpc(:'lia', 'public.meus_turnos()')) x
            where x ->> 'turno_id' = :'t'),
          '{"em": "2030-03-01T12:00:00+00:00", "por": "profissional", "motivo": "Fiquei doente", "conta_como_falta": false}'::jsonb,
          'o turno cancelado diz quem cancelou, quando e por quê');
select is((select (x -> 'estabelecimento' ->> 'conta_id')::uuid from jsonb_array_elements(testes.rpc(:'lia', 'public.meus_turnos()')) x
            where x ->> 'turno_id' = :'t'), :'dono'::uuid,
          'o turno traz a conta de quem publicou (a que o profissional bloqueia)');

-- Com menos de 24 h: falta.
select testes.vaga(:'dono', '2030-03-02 11:59+00') as v2 \gset
select testes.turno(:'lia', :'v2') as t2 \gset
select is(testes.rpc(:'lia', format('public.cancelar_turno(%L, %L)', :'t2', 'imprevisto')),
          '{"conta_como_falta": true, "ja_comecou": false}'::jsonb, 'caso 10: com menos de 24 h conta como falta');

-- O contratante também cancela; fica registrado como autor.
select testes.vaga(:'dono', '2030-03-01 18:00+00') as v3 \gset
select privado.despachar_vaga(:'v3', '2030-03-01 11:00+00') as _ \gset
select testes.turno(:'mat', :'v3') as t3 \gset
select is(testes.rpc(:'dono', format('public.cancelar_turno(%L, %L)', :'t3', 'evento cancelado')) -> 'conta_como_falta',
          'true'::jsonb, 'cancelamento do contratante com < 24 h também é registrado como falta');
select is((select cancelado_por from public.turnos where id = :'t3'), :'dono'::uuid, 'autor: o contratante');
select is((select estado::text from public.candidaturas where vaga_id = :'v3' and profissional_id = :'mat'), 'recusada',
          'a candidatura do profissional fica recusada');
select is((select proxima_leva_em from public.vagas where id = :'v3'), '2030-03-01 12:00+00'::timestamptz,
          'a posição reaberta volta ao despacho na próxima passada');

-- Depois do fim não se cancela.
select testes.vaga(:'dono', '2030-03-01 13:00+00', horas => 2) as v4 \gset
select testes.turno(:'lia', :'v4') as t4 \gset
select testes.relogio('2030-03-01 15:00+00');
select is(testes.erro(:'lia', format('public.cancelar_turno(%L, %L)', :'t4', 'x')), 'PT409 turno_encerrado',
          'turno já terminado não é cancelado');
select is(testes.erro(:'lia', format('public.fazer_checkin(%L, 10, %L)', :'t2', '2030-03-02 11:58+00')), 'PT409 turno_cancelado',
          'check-in em turno cancelado é recusado');
select * from finish();
rollback;
