-- Casos 2 e 3 (RN05, RN06, RN21, RF26): quem NÃO é elegível, e a equipe de confiança
-- recebendo além de 15 km sem que nada mais mude quem recebe.
begin;
\ir ajudantes.psql
select plan(17);
select testes.relogio('2030-03-01 12:00+00');
select testes.so_os_meus_recebem();
select testes.contratante('Dona Dois') as dono \gset
select testes.contratante('Outra Dona', 'Outro Bar') as outra \gset
select testes.vaga(:'dono', '2030-03-01 20:00+00') as v \gset

select testes.prof('Ok Perto', 0.01) as ok \gset
-- ~14,7 km e ~16 km do centro; a equipe a ~55 km.
select testes.prof('Quase Quinze', 0.133) as quase \gset
select testes.prof('Longe', 0.145) as longe \gset
select testes.prof('Sem Funcao', 0.01, 0, '{bartender}') as semfuncao \gset
select testes.prof('Indisponivel', 0.01) as indisp \gset
update public.profissionais set disponivel = false where conta_id = :'indisp';
select testes.prof('Suspenso', 0.01) as susp \gset
update public.profissionais set suspenso_ate = '2030-03-02 00:00+00' where conta_id = :'susp';
select testes.prof('Suspensao Vencida', 0.01) as suspvenc \gset
update public.profissionais set suspenso_ate = '2030-03-01 11:00+00' where conta_id = :'suspvenc';
select testes.prof('Bloqueou', 0.01) as bloqueou \gset
insert into public.bloqueios(profissional_id, estabelecimento_id, lado, em) values (:'bloqueou', testes.estab(:'dono'), 'profissional', now());
select testes.prof('Bloqueado', 0.01) as bloqueado \gset
insert into public.bloqueios(profissional_id, estabelecimento_id, lado, em) values (:'bloqueado', testes.estab(:'dono'), 'contratante', now());
select testes.prof('Bloqueou Outro', 0.01) as bloqoutro \gset
insert into public.bloqueios(profissional_id, estabelecimento_id, lado, em) values (:'bloqoutro', testes.estab(:'outra'), 'profissional', now());
select testes.prof('Sobreposto', 0.01) as sobre \gset
select testes.turno(:'sobre', testes.vaga(:'outra', '2030-03-01 18:00+00')) as _ \gset
select testes.prof('Sem Push', 0.01) as sempush \gset
update public.profissionais set push_habilitado = false where conta_id = :'sempush';
select testes.prof('Equipe Longe', 0.5) as equipe \gset
insert into public.equipe_confianca values (testes.estab(:'dono'), :'equipe', :'dono', now());
select testes.prof('Equipe Indisponivel', 0.5) as equipeind \gset
insert into public.equipe_confianca values (testes.estab(:'dono'), :'equipeind', :'dono', now());
update public.profissionais set disponivel = false where conta_id = :'equipeind';
select testes.prof('Equipe Outro Bar', 0.5) as equipeoutro \gset
insert into public.equipe_confianca values (testes.estab(:'outra'), :'equipeoutro', :'outra', now());
-- RN06: comparecimento ruim (só faltas) e sem histórico continuam recebendo.
select testes.prof('Faltoso', 0.02) as faltoso \gset
select testes.turno_passado(:'faltoso', :'outra', '2030-02-01 20:00+00', false) as _ \gset
select testes.turno_passado(:'faltoso', :'outra', '2030-02-08 20:00+00', false) as _ \gset

create temp table eleg as select * from privado.elegiveis(:'v');

select set_eq('select profissional_id from eleg',
              array[:'ok', :'quase', :'suspvenc', :'bloqoutro', :'equipe', :'faltoso']::uuid[],
              'casos 2 e 3: exatamente os elegíveis');
select ok(not exists (select 1 from eleg where profissional_id = :'longe'), 'caso 2: a mais de 15 km (fora da equipe) não recebe');
select ok(exists (select 1 from eleg where profissional_id = :'quase'), 'caso 2: a 14,7 km recebe');
select ok(not exists (select 1 from eleg where profissional_id = :'semfuncao'), 'caso 2: sem a função não recebe');
select ok(not exists (select 1 from eleg where profissional_id = :'indisp'), 'caso 2: indisponível não recebe');
select ok(not exists (select 1 from eleg where profissional_id = :'susp'), 'caso 2: suspenso não recebe');
select ok(exists (select 1 from eleg where profissional_id = :'suspvenc'), 'caso 2: suspensão vencida volta a receber');
select ok(not exists (select 1 from eleg where profissional_id in (:'bloqueou', :'bloqueado')),
          'caso 2 / RF26: bloqueio em qualquer sentido tira o profissional');
select ok(not exists (select 1 from eleg where profissional_id = :'sobre'), 'caso 2 / RN21: com turno sobreposto não recebe');
select ok(not exists (select 1 from eleg where profissional_id = :'sempush'), 'push negado conta como inalcançável');
select is((select na_equipe from eleg where profissional_id = :'equipe'), true,
          'caso 3: a equipe de confiança recebe a 55 km');
select ok(not exists (select 1 from eleg where profissional_id = :'equipeind'),
          'caso 3: equipe de confiança ainda precisa estar disponível');
select ok(not exists (select 1 from eleg where profissional_id = :'equipeoutro'),
          'caso 3: equipe de outro estabelecimento não vale aqui');
select ok(exists (select 1 from eleg where profissional_id = :'faltoso'),
          'caso 3 / RN06: taxa de comparecimento ruim não tira ninguém');

-- O despacho grava exatamente os elegíveis, com a equipe de confiança primeiro na ordem.
select privado.despachar_vaga(:'v', '2030-03-01 12:00+00') as _ \gset
select set_eq(format('select profissional_id from public.despachos where vaga_id = %L', :'v'),
              'select profissional_id from eleg', 'o despacho vai exatamente aos elegíveis');
select is(testes.erro(:'longe', format('public.candidatar(%L)', :'v')), 'PT403 inelegivel',
          'candidatar fora do raio é recusado (inelegivel)');
select is(testes.dica(:'longe', format('public.candidatar(%L)', :'v')) ->> 'motivo', 'A vaga fica a mais de 15 km da sua base.',
          'o motivo da recusa é uma frase para a pessoa');
select * from finish();
rollback;
