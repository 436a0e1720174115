-- A mesma conta em dois lugares: o que muda nos dados de uma conta (vaga, turno, candidatura,
-- membro, avaliação) toca 'dados' no canal dela e no de cada membro do estabelecimento — uma
-- vez por comando, só com tipo, alerta e o id da vaga — e em nenhum outro.
begin;
\ir ajudantes.psql
select plan(15);
select testes.relogio('2030-03-01 12:00+00');
select testes.so_os_meus_recebem();
select testes.contratante('Dono Dados', 'Bar Dados') as dono \gset
select testes.contratante('Dono Alheio Dados', 'Bar Alheio Dados') as alheio \gset
select testes.prof('Paula Dados', 0.01) as p \gset
select testes.prof('Quito Dados', 0.011) as q \gset

create table testes.rotulo(id uuid primary key, nome text not null);
insert into testes.rotulo values (:'dono', 'dono'), (:'alheio', 'alheio'), (:'p', 'p'), (:'q', 'q');
create table testes.vistas(id uuid primary key);
insert into testes.vistas select id from realtime.messages;
create table testes.antes as select id from realtime.messages;

-- Quem ouviu 'dados' desde a última chamada, em ordem (tópico alheio aparece cru); o tipo é o da
-- primeira linha que o comando mudou, e a ordem dos gatilhos não é deste teste.
create function testes.dados() returns text[] language plpgsql as $$
declare r text[];
begin
  select coalesce(array_agg(x order by x), '{}') into r from (
    select coalesce(ro.nome, m.topic) as x
      from realtime.messages m left join testes.rotulo ro on m.topic = 'conta:' || ro.id
     where m.id not in (select id from testes.vistas) and m.event = 'dados') s;
  insert into testes.vistas select m.id from realtime.messages m where m.id not in (select id from testes.vistas);
  return r;
end $$;

-- Publicar: a vaga e as 3 posições no mesmo comando tocam uma vez, só para os membros.
select testes.vaga(:'dono', '2030-03-01 14:00+00', horas => 4, posicoes => 3) as u \gset
select is(testes.dados(), array['dono'], 'publicada: os membros, uma vez por comando');
select is((select m.payload - 'id' from realtime.messages m where m.topic = 'conta:' || :'dono' and m.event = 'dados'
            and m.payload ->> 'vaga_id' = :'u'),
          jsonb_build_object('tipo', 'vaga', 'alerta', false, 'vaga_id', :'u'),
          'payload: tipo, alerta e id da vaga — nada pessoal');
select is((select m.private from realtime.messages m where m.topic = 'conta:' || :'dono' and m.event = 'dados' limit 1),
          true, 'no canal privado da conta');

-- Pegar a posição: quem pegou (a lista dela) e os membros (o detalhe da vaga).
select testes.relogio('2030-03-01 12:31+00');
select testes.turno(:'p', :'u') as t \gset
select is(testes.dados(), array['dono', 'p'], 'pegou: o profissional e os membros');

-- Check-in do profissional: o detalhe aberto do contratante relê.
select testes.relogio('2030-03-01 14:01+00');
select testes.rpc(:'p', format('public.fazer_checkin(%L, 900)', :'t')) as _ \gset
select is(testes.dados(), array['dono', 'p'], 'check-in: o contratante e o próprio profissional');
select testes.rpc(:'dono', format('public.confirmar_checkin_manual(%L)', :'t')) as _ \gset
select is(testes.dados(), array['dono', 'p'], 'check-in confirmado pelo contratante: os dois lados');

-- Seleção: candidatar e escolher.
select testes.relogio('2030-03-01 15:00+00');
select testes.vaga(:'dono', '2030-03-05 18:00+00', modo => 'selecao') as s \gset
select testes.dados() as _ \gset
select testes.candidatar(:'q', :'s') ->> 'candidatura_id' as cq \gset
select is(testes.dados(), array['dono', 'q'], 'candidatura: quem se candidatou e os membros');
select testes.rpc(:'dono', format('public.escolher_candidato(%L)', :'cq')) as _ \gset
select is(testes.dados(), array['dono', 'q'],
          'escolha: os dois lados');

-- Membros: o convidado se cadastra e a página Membros do dono relê.
select testes.rpc(:'dono', $$ public.convidar_membro('novo.membro.dados@teste.dev', 'operador') $$) ->> 'codigo' as cod \gset
select is(testes.dados(), array['dono'], 'convite: os membros');
select testes.usuario('novo.membro.dados@teste.dev',
  jsonb_build_object('perfil', 'contratante', 'nome', 'Novo Membro', 'convite', :'cod')) as novo \gset
insert into testes.rotulo values (:'novo', 'novo');
select is(testes.dados(), array['dono', 'novo'], 'o convidado entrou: cada membro, uma vez');

-- Avaliação: o Perfil de quem foi avaliado relê a contagem.
select testes.turno_passado(:'q', :'dono', '2030-02-27 18:00+00', true) as tp \gset
select testes.dados() as _ \gset
select testes.rpc(:'dono', format('public.avaliar(%L, true)', :'tp')) as _ \gset
select is(testes.dados(), array['dono', 'novo', 'q'], 'avaliação: o avaliado e os membros');
select testes.rpc(:'q', format('public.avaliar(%L, true)', :'tp')) as _ \gset
select is(testes.dados(), array['dono', 'novo', 'q'], 'a avaliação do outro lado também');

-- Bloqueio: só o lado que bloqueou relê; o outro não aprende pelo canal que foi bloqueado.
select testes.rpc(:'q', format('public.bloquear(%L)', testes.estab(:'dono'))) as _ \gset
select is(testes.dados(), array['q'], 'ela bloqueou: só ela, nunca os membros');
select testes.rpc(:'dono', format('public.bloquear(%L)', :'p')) as _ \gset
select is(testes.dados(), array['dono', 'novo'], 'o estabelecimento bloqueou: só os membros, nunca ela');

select is((select count(*) from realtime.messages m where m.topic = 'conta:' || :'alheio'
             and m.id not in (select id from testes.antes)), 0::bigint,
          'o estabelecimento alheio não ouve nada');
select * from finish();
rollback;
