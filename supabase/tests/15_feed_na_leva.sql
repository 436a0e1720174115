-- RN23 limita o aviso, não a lista: a vaga entra no feed assim que uma leva me inclui, mesmo
-- retida pelo teto de 30 min; a notificação (faixa + campainha) continua esperando o teto.
begin;
\ir ajudantes.psql
select plan(7);
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
select * from finish();
rollback;
