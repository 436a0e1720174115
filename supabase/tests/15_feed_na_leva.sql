-- RN23 limita o aviso, não a lista: a vaga entra no feed assim que uma leva me inclui, mesmo
-- retida pelo teto de 30 min; a notificação (faixa + campainha) continua esperando o teto.
-- E o feed traz a reputação do estabelecimento.
begin;
\ir ajudantes.psql
select plan(10);
-- Um `set` numa função chamada por vaga impede o planejador de embuti-la e troca o
-- search_path a cada chamada: o feed de ~70 vagas custava o dobro.
select is(array(select p.oid::regprocedure::text from pg_proc p
                 where p.oid in ('privado.alcance(uuid,uuid)'::regprocedure, 'privado.inclusos_json(public.vagas)'::regprocedure,
                                 'privado.bloqueado(uuid,uuid)'::regprocedure, 'privado.reputacao_do_estabelecimento(uuid)'::regprocedure)
                   and p.proconfig is not null), '{}'::text[],
          'as funções que o feed chama por vaga não têm set (podem ser embutidas)');
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Feed') as dono \gset
select testes.prof('Fabi Feed', 0.01) as p \gset
select testes.vaga(:'dono', '2030-03-02 18:00+00') as a \gset
select testes.vaga(:'dono', '2030-03-03 18:00+00') as b \gset
select privado.despachar_vaga(:'a', '2030-03-01 12:00+00') as _ \gset
select testes.relogio('2030-03-01 12:08+00');
select privado.despachar_vaga(:'b', '2030-03-01 12:08+00') as _ \gset
select is(testes.recebeu(:'p', :'b'), 'pendente', 'a segunda vaga, dentro dos 30 min, fica retida pelo teto');
select ok(testes.rpc(:'p', 'public.feed_vagas()') @> jsonb_build_array(jsonb_build_object('vaga_id', :'b')),
          'a retida já está no feed: a leva me incluiu');
select is((select count(*) from jsonb_array_elements(testes.rpc(:'p', 'public.minhas_notificacoes()')) x
            where x ->> 'vaga_id' = :'b'), 0::bigint, 'mas a notificação dela ainda não saiu (RN23)');
select is(testes.recebeu(:'p', :'b'), 'pendente', 'ler o feed não solta o aviso');
select ok((testes.candidatar(:'p', :'b') ->> 'resultado') = 'confirmada', 'dá para pegar a vaga vista no feed antes do aviso');
-- Quem não entrou em leva nenhuma não vê a vaga.
select testes.prof('Sem Leva', 0.01) as s \gset
select is(jsonb_array_length(testes.rpc(:'s', 'public.feed_vagas()')), 0, 'sem linha de despacho, nada no feed');
-- A entrega que falhou (vaga fechada no teto) não apaga a vaga da lista se ela reabrir.
select testes.vaga(:'dono', '2030-03-04 18:00+00') as c \gset
select privado.despachar_vaga(:'c', '2030-03-01 12:09+00') as _ \gset
update public.despachos set estado_entrega = 'falhou', motivo_falha = 'vaga_indisponivel' where vaga_id = :'c' and profissional_id = :'p';
select ok(testes.rpc(:'p', 'public.feed_vagas()') @> jsonb_build_array(jsonb_build_object('vaga_id', :'c')),
          'vaga aberta com aviso falhado continua no feed de quem estava na leva');
-- A reputação do estabelecimento vem junto ("1 de 2 chamariam de novo"); sem histórico, total 0.
select is(testes.rpc(:'p', 'public.feed_vagas()') -> 0 -> 'estabelecimento' -> 'reputacao',
          '{"positivas": 0, "total": 0, "taxa_comparecimento": null, "turnos_considerados": 0}'::jsonb,
          'estabelecimento sem avaliações: total 0 (Sem histórico)');
select testes.prof('Ava Um', 0.01) as a1 \gset
select testes.prof('Ava Dois', 0.01) as a2 \gset
select testes.turno_passado(:'a1', :'dono', '2030-02-01 18:00+00', true) as ta1 \gset
select testes.turno_passado(:'a2', :'dono', '2030-02-02 18:00+00', true) as ta2 \gset
insert into public.avaliacoes(turno_id, lado, autor_id, avaliado_id, chamaria_de_novo, em) values
  (:'ta1', 'profissional', :'a1', :'dono', true, '2030-02-02 01:00+00'),
  (:'ta2', 'profissional', :'a2', :'dono', false, '2030-02-03 01:00+00'),
  (:'ta2', 'contratante', :'dono', :'a2', true, '2030-02-03 01:00+00');
select is((select x -> 'estabelecimento' -> 'reputacao' ->> 'positivas' || ' de ' || (x -> 'estabelecimento' -> 'reputacao' ->> 'total')
             from jsonb_array_elements(testes.rpc(:'p', 'public.feed_vagas()')) x limit 1),
          '1 de 2', 'no feed, a reputação do estabelecimento com o denominador (RN08); a avaliação que ele deu não conta');
select * from finish();
rollback;
