-- Caso 4 (RN23): teto de uma notificação por 30 min, com agrupamento; urgente < 2 h sai na
-- hora e conta no teto. E RF06 (próxima leva), ordem da leva (RN06), agendador.
begin;
\ir ajudantes.psql
select plan(24);
select testes.relogio('2030-03-01 12:00+00');
select testes.so_os_meus_recebem();
select testes.contratante('Dono Tres') as dono \gset
select testes.prof('Paula Teto', 0.01) as p \gset

-- A: comum, começa às 17h. Sai na hora às 12:00.
select testes.vaga(:'dono', '2030-03-01 17:00+00') as a \gset
select privado.despachar_vaga(:'a', '2030-03-01 12:00+00') as _ \gset
select is(testes.recebeu(:'p', :'a'), 'enviada', 'caso 4: a primeira vaga sai na hora');
-- B e C chegam dentro da janela de 30 min: ficam retidas para o fim da janela (12:30).
select testes.vaga(:'dono', '2030-03-02 17:00+00') as b \gset
select testes.vaga(:'dono', '2030-03-03 17:00+00', modo => 'selecao') as c \gset
select privado.despachar_vaga(:'b', '2030-03-01 12:10+00') as _ \gset
select privado.despachar_vaga(:'c', '2030-03-01 12:20+00') as _ \gset
select is(testes.recebeu(:'p', :'b'), 'pendente', 'caso 4: a segunda vaga em menos de 30 min fica retida');
select is((select array_agg(distinct agendada_para) from public.despachos where vaga_id in (:'b', :'c') and profissional_id = :'p'),
          array['2030-03-01 12:30+00'::timestamptz], 'caso 4: as retidas se agrupam no fim da janela');
select testes.relogio('2030-03-01 12:20+00');
select is(jsonb_array_length(testes.rpc(:'p', 'public.feed_vagas()')), 3, 'RN23 limita o aviso, não a lista: a retida já está no feed');
select is(jsonb_array_length(testes.rpc(:'p', 'public.minhas_notificacoes()')), 1, 'mas não nas notificações antes de o teto soltar');
-- liberar_teto conta as do banco todo; a asserção olha só as retidas da Paula.
create function pg_temp.retidas_enviadas(prof uuid, vagas uuid[]) returns bigint language sql as $$
  select count(*) from public.despachos
   where vaga_id = any(vagas) and profissional_id = prof and estado_entrega = 'enviada'
$$;
select privado.liberar_teto('2030-03-01 12:29+00') as _ \gset
select is(pg_temp.retidas_enviadas(:'p', array[:'b', :'c']::uuid[]), 0::bigint, 'antes do fim da janela nada sai');
select cmp_ok(privado.liberar_teto('2030-03-01 12:30+00'), '>=', 2, 'no fim da janela o teto libera...');
select is(pg_temp.retidas_enviadas(:'p', array[:'b', :'c']::uuid[]), 2::bigint, '... e as duas retidas saem');
select is((select array_agg(distinct enviada_em) from public.despachos where vaga_id in (:'b', :'c') and profissional_id = :'p'),
          array['2030-03-01 12:30+00'::timestamptz], 'caso 4: agrupadas saem juntas, uma notificação só');
select testes.relogio('2030-03-01 12:31+00');
select is(jsonb_array_length(testes.rpc(:'p', 'public.feed_vagas()')), 3, 'depois de sair, as três estão no feed');

-- U: urgência começando em < 2 h, às 12:31 (1 min depois da última): sai na hora...
select testes.vaga(:'dono', '2030-03-01 13:30+00', horas => 2) as u \gset
select privado.despachar_vaga(:'u', '2030-03-01 12:31+00') as _ \gset
select is((select row(estado_entrega, enviada_em)::text from public.despachos where vaga_id = :'u' and profissional_id = :'p'),
          row('enviada', '2030-03-01 12:31+00'::timestamptz)::text, 'caso 4: urgente em < 2 h sai na hora, mesmo dentro do teto');
-- ... e conta no teto: a próxima comum espera até 13:01.
select testes.vaga(:'dono', '2030-03-04 17:00+00') as d \gset
select privado.despachar_vaga(:'d', '2030-03-01 12:40+00') as _ \gset
select is((select row(estado_entrega, agendada_para)::text from public.despachos where vaga_id = :'d' and profissional_id = :'p'),
          row('pendente', '2030-03-01 13:01+00'::timestamptz)::text, 'caso 4: a urgente conta no teto');
-- Urgência que começa em mais de 2 h não fura o teto.
select testes.vaga(:'dono', '2030-03-05 17:00+00') as e \gset
select privado.despachar_vaga(:'e', '2030-03-01 12:45+00') as _ \gset
select is(testes.recebeu(:'p', :'e'), 'pendente', 'urgência que começa em mais de 2 h respeita o teto');
-- Retida cuja vaga foi preenchida nesse meio tempo não sai: falha com motivo.
update public.posicoes set estado = 'confirmada', preenchida_em = '2030-03-01 12:50+00' where vaga_id = :'e';
select privado.liberar_teto('2030-03-01 13:01+00') as _ \gset
select is((select row(estado_entrega, motivo_falha)::text from public.despachos where vaga_id = :'e' and profissional_id = :'p'),
          row('falhou', 'vaga_indisponivel')::text, 'RNF02: retida de vaga fechada vira falha com motivo');
select is(testes.recebeu(:'p', :'d'), 'enviada', 'a retida de vaga aberta sai');

-- Ler as notificações marca entregue, com a hora (RNF02), mais antiga primeiro.
select testes.relogio('2030-03-01 13:05+00');
select is((select array_agg(x ->> 'vaga_id' order by o)
             from jsonb_array_elements(testes.rpc(:'p', 'public.minhas_notificacoes()')) with ordinality n(x, o)),
          array[:'a', :'b', :'c', :'u', :'d']::text[], 'notificações: a mais antiga primeiro');
select is((select count(*) from public.despachos where profissional_id = :'p' and estado_entrega = 'entregue'
             and entregue_em = '2030-03-01 13:05+00'), 4::bigint, 'ler marca entregue com a hora (a primeira já fora lida às 12:20)');
select is(jsonb_array_length(testes.rpc(:'p', format('public.minhas_notificacoes(%L)', '2030-03-01 12:31+00'))), 1,
          'notificações desde um instante');

-- RF06 e ordem da leva: 1 posição → leva de 10. Onze perto (e a Paula) sem histórico, um mais longe
-- com bom comparecimento e um da equipe de confiança a 55 km.
select testes.vaga(:'dono', '2030-03-20 20:00+00') as w \gset
select array_agg(testes.prof('Perto ' || n, 0.001 * n)) as perto from generate_series(1, 11) n \gset
select testes.prof('Assiduo', 0.05) as assiduo \gset
select testes.turno_passado(:'assiduo', :'dono', '2030-02-01 20:00+00', true) as _ \gset
select testes.prof('Confianca', 0.5) as conf \gset
insert into public.equipe_confianca values (testes.estab(:'dono'), :'conf', :'dono', now());
select is(privado.despachar_vaga(:'w', '2030-03-01 12:00+00'), 10, 'RF06: a leva tem 10 por posição');
select set_eq(format('select profissional_id from public.despachos where vaga_id = %L', :'w'),
              array[:'conf', :'assiduo']::uuid[] || (:'perto'::uuid[])[1:8],
              'RN06: equipe de confiança e comparecimento entram primeiro; depois os mais perto');
select privado.executar_agendador('2030-03-01 12:04+00') as _ \gset
select is((select count(*) from public.despachos where vaga_id = :'w'), 10::bigint, 'a próxima leva espera o intervalo');
select privado.executar_agendador('2030-03-01 12:05+00') as _ \gset
select set_eq(format('select profissional_id from public.despachos where vaga_id = %L and leva = 2', :'w'),
              (:'perto'::uuid[])[9:11] || :'p'::uuid,
              'RF06: esgotado o intervalo com posição aberta, a próxima leva sai para os restantes');
-- Vaga cujo início passou com posição aberta deixa de aceitar candidatos.
select privado.executar_agendador('2030-03-01 13:30+00') as _ \gset
select is((select estado::text from public.vagas where id = :'u'), 'encerrada', 'vaga que começou sem ser preenchida é encerrada');
-- Uma passada por vez: quem chega junto sai sem fazer nada. A segunda sessão vem do dblink,
-- que sem senha só um superusuário abre; num projeto Supabase (postgres não é superusuário)
-- a asserção é pulada e a trava fica provada pelo cenário do pg_cron contra o frila-api.
create function pg_temp.superusuario() returns boolean language sql as $$
  select rolsuper from pg_roles where rolname = current_user
$$;
create function pg_temp.agendador_em_outra_sessao() returns jsonb language plpgsql as $$
declare r text;
begin
  create extension if not exists dblink with schema extensions;
  execute format('select r from extensions.dblink(%L, %L) as t(r text)',
                 format('host=127.0.0.1 port=%s dbname=%s user=%s', current_setting('port'), current_database(), current_user),
                 'select privado.executar_agendador()::text') into r;
  return r::jsonb;
end $$;
select pg_advisory_xact_lock(hashtext('frila.agendador')) as _ \gset
select case when pg_temp.superusuario()
  then is(pg_temp.agendador_em_outra_sessao(), '{"ocupado": true}'::jsonb, 'com uma passada em curso, outra sessão sai sem fazer nada')
  else skip('dblink sem senha exige superusuário', 1) end;
select * from finish();
rollback;
