-- RN12 do outro lado: quem não cancelou lê o motivo e o lado que cancelou, no turno e no
-- aviso; a falta de um cancelamento do contratante não pesa na taxa do profissional.
begin;
\ir ajudantes.psql
select plan(8);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Bruno Trinta') as dono \gset
select testes.prof('Ana Trinta', 0.01) as ana \gset

-- O contratante cancela com menos de 24 h: falta, mas do estabelecimento.
select testes.vaga(:'dono', '2030-03-01 18:00+00') as v \gset
select testes.turno(:'ana', :'v') as t \gset
select is(testes.rpc(:'dono', format('public.cancelar_turno(%L, %L)', :'t', 'Teste de cancelamento')) -> 'conta_como_falta',
          'true'::jsonb, 'com menos de 24 h o cancelamento do contratante conta como falta');
select is((select x -> 'cancelamento' from jsonb_array_elements(testes.rpc(:'ana', 'public.meus_turnos()')) x
            where x ->> 'turno_id' = :'t'),
          '{"em": "2030-03-01T12:00:00+00:00", "por": "contratante", "motivo": "Teste de cancelamento", "conta_como_falta": true}'::jsonb,
          'a profissional lê no turno o motivo e que foi o contratante');
select is((select x ->> 'motivo' from jsonb_array_elements(testes.rpc(:'ana', 'public.minhas_notificacoes()')) x
            where x ->> 'tipo' = 'turno_cancelado'), 'Teste de cancelamento',
          'o aviso à profissional traz o motivo');
select is((select x ->> 'por' from jsonb_array_elements(testes.rpc(:'ana', 'public.minhas_notificacoes()')) x
            where x ->> 'tipo' = 'turno_cancelado' and x ->> 'turno_id' = :'t'), 'contratante',
          'e diz que quem cancelou foi o contratante');
select is(testes.rpc(:'ana', 'public.meu_perfil()') -> 'reputacao' -> 'turnos_considerados', '0'::jsonb,
          'a falta do contratante não entra na taxa de comparecimento da profissional');

-- A profissional cancela: o contratante lê o motivo e o lado.
select testes.vaga(:'dono', '2030-03-01 20:00+00') as v2 \gset
select testes.turno(:'ana', :'v2') as t2 \gset
select testes.rpc(:'ana', format('public.cancelar_turno(%L, %L)', :'t2', 'Fiquei doente')) as _ \gset
select is((select row(x ->> 'motivo', x ->> 'por')::text from jsonb_array_elements(testes.rpc(:'dono', 'public.minhas_notificacoes()')) x
            where x ->> 'tipo' = 'turno_cancelado' and x ->> 'turno_id' = :'t2'), row('Fiquei doente', 'profissional')::text,
          'o aviso ao contratante traz o motivo e que foi a profissional');
select is(testes.rpc(:'ana', 'public.meu_perfil()') -> 'reputacao' -> 'turnos_considerados', '1'::jsonb,
          'a falta da própria profissional entra na taxa dela');
select is((select bool_or(x ? 'por') from jsonb_array_elements(testes.rpc(:'dono', 'public.minhas_notificacoes()')) x
            where x ->> 'tipo' <> 'turno_cancelado'), false,
          'avisos que não são de cancelamento não têm lado');
select * from finish();
rollback;
