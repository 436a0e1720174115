-- Tempo real: cada aviso que muda o que a pessoa tem a fazer toca o canal privado da conta
-- certa (conta:<uid>) por realtime.send — e de nenhuma outra —, só com tipo, alerta e ids;
-- e a política de realtime.messages deixa cada conta ouvir só o próprio tópico.
begin;
\ir ajudantes.psql
select plan(37);
select testes.relogio('2030-03-01 12:00+00');
select testes.so_os_meus_recebem();
select testes.contratante('Dono Campainha', 'Bar Campainha') as dono \gset
select testes.usuario('oper.campainha@teste.dev', ('{"perfil":"contratante","nome":"Oper Campainha","estabelecimento":{"nome":"Aux Campainha","endereco":"Rua Aux, 1","lat":0,"lng":0,"documento":"' || testes.cnpj() || '"}}')::jsonb) as oper \gset
insert into public.membros(estabelecimento_id, conta_id, papel) values (testes.estab(:'dono'), :'oper', 'operador');
select testes.contratante('Dono Alheio Campainha', 'Bar Alheio Campainha') as alheio \gset
select testes.prof('Paula Campainha', 0.01) as p \gset
select testes.prof('Quito Campainha', 0.011) as q \gset
select testes.prof('Rita Campainha', 0.012) as r \gset

-- Quem é quem nos tópicos; o que já estava em realtime.messages (o seed) fica de fora.
create table testes.rotulo(id uuid primary key, nome text not null);
insert into testes.rotulo values (:'dono', 'dono'), (:'oper', 'oper'), (:'alheio', 'alheio'),
                                 (:'p', 'p'), (:'q', 'q'), (:'r', 'r');
create table testes.antes as select id from realtime.messages;
create table testes.vistas(id uuid primary key, lote integer not null);
insert into testes.vistas select id, 0 from testes.antes;

-- As campainhas novas desde a última chamada: "quem evento tipo", em ordem; tópico de uma conta
-- que não é deste teste aparece cru (e a asserção falha).
create function testes.tocou() returns text[] language plpgsql as $$
declare r text[];
begin
  select coalesce(array_agg(x order by x), '{}') into r from (
    select coalesce(ro.nome, m.topic) || ' ' || m.event || ' ' || (m.payload ->> 'tipo') as x
      from realtime.messages m left join testes.rotulo ro on m.topic = 'conta:' || ro.id
     where m.id not in (select id from testes.vistas)
       and m.event <> 'dados') s;  -- os de 'dados' têm teste próprio (51_campainha_dos_dados.sql)
  insert into testes.vistas select m.id, (select max(lote) + 1 from testes.vistas)
    from realtime.messages m where m.id not in (select id from testes.vistas);
  return r;
end $$;
-- O payload da campainha daquele tipo para a conta no último lote de testes.tocou(), sem o
-- id que o send acrescenta.
create function testes.payload(conta uuid, tipo text) returns jsonb language sql as $$
  select m.payload - 'id' from realtime.messages m join testes.vistas v on v.id = m.id
   where m.topic = 'conta:' || conta and m.payload ->> 'tipo' = tipo
     and v.lote = (select max(lote) from testes.vistas)
$$;

select testes.vaga(:'dono', '2030-03-01 14:00+00', horas => 4) as u \gset
select testes.vaga(:'dono', '2030-03-05 18:00+00', modo => 'selecao') as s \gset

-- ---------- Profissional: vaga despachada, com e sem o teto (RN23) ----------
select privado.despachar_vaga(:'u', '2030-03-01 12:00+00') as _ \gset
select is(testes.tocou(), array['p aviso vaga_nova', 'q aviso vaga_nova', 'r aviso vaga_nova'],
          'vaga despachada: cada profissional da leva ouve no próprio canal, e só eles');
select is(testes.payload(:'p', 'vaga_nova'),
          jsonb_build_object('tipo', 'vaga_nova', 'alerta', true, 'vaga_id', :'u',
            'notificacao_id', (select id from public.despachos where vaga_id = :'u' and profissional_id = :'p')),
          'vaga_nova com alerta: o id da notificação (o de minhas_notificacoes) e a vaga');
select testes.relogio('2030-03-01 12:05+00');
select privado.despachar_vaga(:'s', '2030-03-01 12:05+00') as _ \gset
select is(testes.tocou(), array['p lista vaga_nova', 'q lista vaga_nova', 'r lista vaga_nova'],
          'RN23: retida pelo teto, a lista toca (evento lista) mas sem alerta');
select is(testes.payload(:'q', 'vaga_nova'),
          jsonb_build_object('tipo', 'vaga_nova', 'alerta', false, 'vaga_id', :'s', 'retida_pelo_teto', true),
          'retida: alerta false, retida_pelo_teto, sem notificacao_id (ainda fora de minhas_notificacoes)');
select privado.liberar_teto('2030-03-01 12:30+00') as _ \gset
select is(testes.tocou(), array['p aviso vaga_nova', 'q aviso vaga_nova', 'r aviso vaga_nova'],
          'o teto solta: agora o alerta');
select is((testes.payload(:'r', 'vaga_nova') ->> 'alerta')::boolean, true, 'solta com alerta true');

-- ---------- Contratante: posição tomada; os outros da leva ouvem a lista ----------
select testes.relogio('2030-03-01 12:31+00');
select testes.turno(:'p', :'u') as t \gset
select is(testes.tocou(), array['dono aviso posicao_tomada', 'oper aviso posicao_tomada', 'q lista vaga_atualizada', 'r lista vaga_atualizada'],
          'urgência tomada: cada membro é avisado; quem só tinha a vaga no feed ouve que ela mudou');
select is(testes.payload(:'dono', 'posicao_tomada'),
          jsonb_build_object('tipo', 'posicao_tomada', 'alerta', true, 'vaga_id', :'u', 'turno_id', :'t',
            'notificacao_id', (select id from public.avisos where conta_id = :'dono' and tipo = 'posicao_tomada' and turno_id = :'t')),
          'o aviso leva o id que minhas_notificacoes devolve');
select is((testes.payload(:'q', 'vaga_atualizada')), jsonb_build_object('tipo', 'vaga_atualizada', 'alerta', false, 'vaga_id', :'u'),
          'vaga_atualizada: só a vaga, sem alerta');

-- ---------- Seleção: candidatura, retirada, edição, escolha ----------
select testes.candidatar(:'p', :'s') ->> 'candidatura_id' as cp \gset
select testes.candidatar(:'q', :'s') ->> 'candidatura_id' as cq \gset
select is(testes.tocou(), array['dono aviso candidatura_nova', 'dono aviso candidatura_nova', 'oper aviso candidatura_nova', 'oper aviso candidatura_nova'],
          'candidaturas novas: os membros');
select testes.rpc(:'q', format('public.retirar_candidatura(%L)', :'cq')) as _ \gset
select is(testes.tocou(), array['dono aviso candidatura_retirada', 'oper aviso candidatura_retirada'], 'retirada: os membros');
select testes.candidatar(:'r', :'s') ->> 'candidatura_id' as cr \gset
select testes.tocou() as _ \gset
select testes.rpc(:'dono', format('public.editar_vaga(%L, valor_centavos => 15000)', :'s')) as _ \gset
select is(testes.tocou(), array['p aviso vaga_alterada', 'q lista vaga_atualizada', 'r aviso vaga_alterada'],
          'vaga editada: a candidatura pendente acaba e a pessoa é avisada uma vez; quem só a tem no feed ouve a lista');
select is(testes.tocou(), '{}'::text[], 'nada toca duas vezes');
-- Nos termos novos, as duas se candidatam de novo.
select testes.candidatar(:'p', :'s') ->> 'candidatura_id' as cp \gset
select testes.candidatar(:'r', :'s') ->> 'candidatura_id' as cr \gset
select testes.tocou() as _ \gset
select testes.rpc(:'dono', format('public.escolher_candidato(%L)', :'cp')) ->> 'turno_id' as ts \gset
select is(testes.tocou(), array['p aviso candidatura_escolhida', 'q lista vaga_atualizada', 'r aviso candidatura_recusada'],
          'escolha: o escolhido e o não escolhido são avisados; o feed dos outros muda');
select is(testes.payload(:'p', 'candidatura_escolhida') - 'notificacao_id',
          jsonb_build_object('tipo', 'candidatura_escolhida', 'alerta', true, 'vaga_id', :'s', 'turno_id', :'ts', 'candidatura_id', :'cp'),
          'escolhida: com o turno novo e a candidatura');
select is((select x ->> 'tipo' from jsonb_array_elements(testes.rpc(:'r', 'public.minhas_notificacoes()')) x
            where x ->> 'notificacao_id' = testes.payload(:'r', 'candidatura_recusada') ->> 'notificacao_id'),
          'candidatura_recusada', 'o aviso da campainha está em minhas_notificacoes');

-- Seleção que vira urgência: a candidatura pendente expira.
select testes.vaga(:'dono', '2030-03-03 11:00+00', modo => 'selecao') as s2 \gset
select testes.candidatar(:'r', :'s2') ->> 'candidatura_id' as cr2 \gset
select testes.tocou() as _ \gset
select testes.rpc(:'dono', format('public.editar_vaga(%L, modo => %L)', :'s2', 'urgencia')) as _ \gset
select is(testes.tocou(), array['r aviso candidatura_expirada'],
          'seleção virou urgência: a candidatura pendente expira e a pessoa sabe');

-- ---------- Presença: check-in manual, confirmação, check-out, avaliação ----------
select testes.relogio('2030-03-01 14:05+00');
select testes.rpc(:'p', format('public.fazer_checkin(%L, 850, null)', :'t')) as _ \gset
select is(testes.tocou(), array['dono aviso checkin_manual', 'oper aviso checkin_manual'], 'check-in manual a confirmar: os membros');
select testes.rpc(:'dono', format('public.confirmar_checkin_manual(%L)', :'t')) as _ \gset
select is(testes.tocou(), array['p aviso checkin_confirmado'], 'check-in confirmado: o profissional');
select testes.relogio('2030-03-01 17:55+00');
select testes.rpc(:'p', format('public.fazer_checkout(%L, 20, null)', :'t')) as _ \gset
select is(testes.tocou(), array['dono aviso checkout', 'oper aviso checkout'], 'check-out: os membros');
select testes.relogio('2030-03-01 18:01+00');
update public.turnos set estado = 'cumprida' where id = :'t';   -- o que finalizar_turnos faz com este
select is(testes.tocou(), array['dono aviso avaliacao_liberada', 'oper aviso avaliacao_liberada', 'p aviso avaliacao_liberada'],
          'turno terminado com presença verificada: os dois lados podem avaliar');
update public.turnos set verificacao = 'verificado' where id = :'t';
select is(testes.tocou(), '{}'::text[], 'a avaliação liberada sai uma vez');

-- ---------- Cancelamentos ----------
select testes.vaga(:'dono', '2030-03-10 18:00+00') as u3 \gset
select testes.turno(:'q', :'u3') as t3 \gset
select testes.tocou() as _ \gset
select testes.rpc(:'dono', format('public.cancelar_turno(%L, %L)', :'t3', 'Mudou o evento')) as _ \gset
select is(testes.tocou(), array['q aviso turno_cancelado'], 'o contratante cancelou: só o profissional');
select testes.turno(:'r', :'u3') as t4 \gset
select testes.tocou() as _ \gset
select testes.rpc(:'r', format('public.cancelar_turno(%L, %L)', :'t4', 'Imprevisto')) as _ \gset
select is(testes.tocou(), array['dono aviso turno_cancelado', 'oper aviso turno_cancelado'], 'o profissional cancelou: os membros');

-- ---------- O relógio: atraso e vaga em alerta ----------
select testes.vaga(:'dono', '2030-03-01 20:00+00') as u4 \gset
select testes.relogio('2030-03-01 18:30+00');
select testes.turno(:'q', :'u4') as t5 \gset
select testes.tocou() as _ \gset
select privado.avisos_do_relogio('2030-03-01 20:14+00') as _ \gset
select is(testes.tocou(), '{}'::text[], 'antes da tolerância, nada');
select privado.avisos_do_relogio('2030-03-01 20:16+00') as _ \gset
select is(testes.tocou(), array['dono aviso atraso', 'oper aviso atraso'], 'sem check-in 15 min depois do início: os membros');
select privado.avisos_do_relogio('2030-03-01 20:17+00') as _ \gset
select is(testes.tocou(), '{}'::text[], 'o atraso é avisado uma vez');
-- s2 (urgência agora, 2030-03-03 11:00, alerta 3 h antes) com a posição aberta.
select privado.avisos_do_relogio('2030-03-03 08:01+00') as _ \gset
select is(testes.tocou(), array['dono aviso vaga_em_alerta', 'oper aviso vaga_em_alerta'], 'vaga aberta na antecedência de alerta: os membros');

-- ---------- Bloqueio: o aviso que minhas_notificacoes esconde não toca ----------
select testes.rpc(:'dono', format('public.bloquear(%L)', :'p')) as _ \gset
select privado.avisar_membros(:'u', 'checkout', :'p', turno => :'t') as _ \gset
select is(testes.tocou(), '{}'::text[], 'par bloqueado (RF26): sem campainha');

-- ---------- Nada pessoal no payload ----------
select cmp_ok((select count(*) from realtime.messages where id not in (select id from testes.antes)), '>=', 40::bigint,
              'o teste gerou campainhas o bastante para a conferência valer');
select is((select count(*) from realtime.messages m, jsonb_object_keys(m.payload) k
            where m.id not in (select id from testes.antes)
              and k not in ('id', 'tipo', 'alerta', 'vaga_id', 'turno_id', 'candidatura_id', 'notificacao_id', 'retida_pelo_teto')),
          0::bigint, 'só tipo, alerta e ids: nenhuma chave de nome, e-mail, whatsapp, telefone ou endereço');
select is((select count(*) from realtime.messages m, jsonb_each_text(m.payload) kv
            where m.id not in (select id from testes.antes)
              and kv.value in (select x from public.contas c, lateral (values (c.nome), (c.email), (c.whatsapp)) v(x)
                                where c.id in (select id from testes.minhas) and x is not null
                               union select e.nome from public.estabelecimentos e where e.id = testes.estab(:'dono')
                               union select e.endereco from public.estabelecimentos e where e.id = testes.estab(:'dono')
                               union select v.endereco from public.vagas v where v.id in (:'u', :'s'))),
          0::bigint, 'nenhum valor é nome, contato ou endereço de alguém');
select is((select count(*) from realtime.messages m
            where m.id not in (select id from testes.antes)
              and not (m.private and m.extension = 'broadcast' and m.topic ~ '^conta:[0-9a-f-]{36}$'
                       and m.event in ('aviso', 'lista', 'dados') and jsonb_typeof(m.payload -> 'alerta') = 'boolean'
                       and (m.event = 'aviso') = (m.payload ->> 'alerta')::boolean)),
          0::bigint, 'tudo privado, broadcast, no tópico conta:<uuid>; aviso ⇔ alerta');

-- ---------- RLS: cada conta ouve só o próprio tópico ----------
-- Como o Realtime autoriza: papel do JWT, claims e realtime.topic() = o tópico pedido.
select set_config('request.jwt.claims', json_build_object('sub', :'p', 'role', 'authenticated')::text, true) as _ \gset
select set_config('realtime.topic', 'conta:' || :'p', true) as _ \gset
set local role authenticated;
select count(*) as minhas, count(*) filter (where topic <> 'conta:' || :'p') as alheias from realtime.messages \gset
reset role;
select set_config('realtime.topic', 'conta:' || :'q', true) as _ \gset
set local role authenticated;
select count(*) as no_topico_de_q from realtime.messages \gset
reset role;
select set_config('realtime.topic', 'conta:' || :'p', true) as _ \gset
set local role anon;
select count(*) as anonimo from realtime.messages \gset
reset role;
select cmp_ok(:'minhas'::bigint, '>', 0::bigint, 'no próprio tópico, a conta vê as mensagens dele (o join é autorizado)');
select is(:'alheias'::bigint, 0::bigint, 'e só as do próprio tópico');
select is(:'no_topico_de_q'::bigint, 0::bigint, 'no tópico de outra conta, nada (o join é recusado)');
select is(:'anonimo'::bigint, 0::bigint, 'anon não ouve canal de conta');
select * from finish();
rollback;
