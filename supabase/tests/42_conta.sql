-- A conta que a pessoa administra (LGPD): editar o perfil, exportar os dados, excluir a conta
-- — o que só é dela some; o que outra pessoa usa (turnos, avaliações) fica, anonimizado.
begin;
\ir ajudantes.psql
select plan(36);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dona Conta', 'Bar Conta') as dono \gset
select testes.prof('Lia Conta', 0.01) as lia \gset
select testes.prof('Teo Sozinho', 0.02) as teo \gset

-- ---------- editar_perfil ----------
select testes.rpc(:'lia', $$public.editar_perfil(nome => 'Lia Nova', whatsapp => '+55 61 97777-0000',
  funcoes => '{bartender,cozinha}', lat => -15.8, lng => -48.1, disponivel => false)$$) as p \gset
select is((:'p'::jsonb) ->> 'nome', 'Lia Nova', 'editar: o nome novo');
select is((:'p'::jsonb) -> 'funcoes', '["bartender","cozinha"]'::jsonb, 'editar: as funções novas');
select is(round(((:'p'::jsonb) -> 'base' ->> 'lng')::numeric, 2), -48.10, 'editar: o ponto base novo');
select is((:'p'::jsonb) ->> 'disponivel', 'false', 'editar: a disponibilidade');
select is((select whatsapp from public.contas where id = :'lia'), '+55 61 97777-0000', 'editar: o WhatsApp');
select is(testes.rpc(:'lia', $$public.editar_perfil(nome => 'Lia Conta')$$) -> 'funcoes', '["bartender","cozinha"]'::jsonb,
  'editar: argumento nulo mantém o valor');
select is(testes.rpc(:'lia', $$public.editar_perfil(whatsapp => '')$$) ->> 'whatsapp', null, 'editar: WhatsApp vazio apaga');
select is(testes.erro(:'lia', $$public.editar_perfil(nome => '  ')$$), 'PT422 campo_obrigatorio', 'editar: nome em branco');
select is(testes.erro(:'lia', $$public.editar_perfil(funcoes => '{astronauta}')$$), 'PT422 valor_invalido', 'editar: função desconhecida');
select is(testes.erro(:'lia', $$public.editar_perfil(funcoes => '{}')$$), 'PT422 campo_obrigatorio', 'editar: nenhuma função');
select is(testes.erro(:'lia', $$public.editar_perfil(lat => -15.8)$$), 'PT422 campo_obrigatorio', 'editar: latitude sem longitude');
select is(testes.erro(:'lia', $$public.editar_perfil(lat => 91, lng => 0)$$), 'PT422 valor_invalido', 'editar: fora do mapa');
select is(testes.erro(:'lia', format('public.editar_perfil(nome => %L)', repeat('a', 121))), 'PT422 fora_do_limite', 'editar: nome longo');
select is(testes.erro(:'lia', format('public.editar_perfil(nome => %L)', 'a' || chr(27) || '[2J')), 'PT422 texto_invalido',
  'editar: caractere de controle');
select is(testes.erro(:'dono', $$public.editar_perfil(funcoes => '{garcom}')$$), 'PT403 perfil_incorreto',
  'editar: contratante não tem funções');
select is(testes.rpc(:'dono', $$public.editar_perfil(nome => 'Dona Nova')$$) ->> 'nome', 'Dona Nova', 'editar: contratante muda o nome');

-- ---------- um histórico para exportar e excluir ----------
select testes.turno_passado(:'lia', :'dono', '2030-02-20 18:00+00', true) as tp \gset
insert into public.avaliacoes(turno_id, lado, autor_id, avaliado_id, chamaria_de_novo, em)
values (:'tp', 'profissional', :'lia', :'dono', true, '2030-02-21 10:00+00'),
       (:'tp', 'contratante', :'dono', :'lia', true, '2030-02-21 11:00+00');
insert into public.bloqueios(profissional_id, estabelecimento_id, lado, autor_id, em) values (:'teo', testes.estab(:'dono'), 'contratante', :'dono', '2030-02-22 10:00+00');
insert into auth.sessions(id, user_id, created_at, updated_at) values (gen_random_uuid(), :'lia', now(), now());
select testes.rpc(:'lia', format('public.editar_perfil(funcoes => %L, lat => %s, lng => %s, disponivel => true)',
  '{garcom}', testes.lat0() + 0.01, testes.lng0())) as _ \gset
select testes.vaga(:'dono', '2030-03-05 18:00+00') as vf \gset
select privado.despachar_vaga(:'vf', '2030-03-01 11:00+00') as _ \gset
select testes.turno(:'lia', :'vf') as tf \gset

-- ---------- exportar_meus_dados ----------
select testes.rpc(:'lia', 'public.exportar_meus_dados()') as x \gset
select is((:'x'::jsonb) -> 'conta' ->> 'email', 'lia.conta@teste.dev', 'exportar: o e-mail da conta');
select is(jsonb_array_length((:'x'::jsonb) -> 'turnos'), 2, 'exportar: os turnos, passado e por acontecer');
select is((:'x'::jsonb) -> 'avaliacoes' -> 'recebidas' -> 0 ->> 'chamaria_de_novo', 'true', 'exportar: a avaliação recebida');
select ok(not ((:'x'::jsonb) -> 'avaliacoes' -> 'recebidas' -> 0 ? 'autor'), 'exportar: a recebida sai sem o autor');
select is((:'x'::jsonb) -> 'avaliacoes' -> 'dadas' -> 0 -> 'avaliado' ->> 'id', :'dono', 'exportar: a dada, com quem recebeu');
select is(jsonb_array_length((:'x'::jsonb) -> 'sessoes'), 1, 'exportar: as sessões abertas');
select is(testes.rpc(:'teo', 'public.exportar_meus_dados()') -> 'bloqueios', '[]'::jsonb,
  'exportar: o bloqueio que outra conta fez de mim não sai');

-- ---------- excluir_minha_conta ----------
select is(testes.rpc(:'lia', 'public.previa_excluir_conta()') -> 'impedimentos' -> 'turnos', jsonb_build_array(:'tf'),
  'prévia: o turno por acontecer impede');
select is(testes.erro(:'lia', $$public.excluir_minha_conta('lia.conta@teste.dev')$$), 'PT409 conta_com_compromissos',
  'excluir: com turno por acontecer, recusa (cancele antes)');
select is(testes.erro(:'lia', $$public.excluir_minha_conta('outra@teste.dev')$$), 'PT422 confirmacao_invalida',
  'excluir: a confirmação precisa ser o e-mail da conta');
select testes.rpc(:'lia', format('public.cancelar_turno(%L, %L)', :'tf', 'mudei de cidade')) as _ \gset
select is(testes.rpc(:'lia', 'public.previa_excluir_conta()') ->> 'modo', 'anonimizada', 'prévia: com histórico, anonimiza');
select testes.rpc(:'lia', $$public.excluir_minha_conta(' LIA.Conta@teste.dev ')$$) as r \gset
select is((:'r'::jsonb) ->> 'modo', 'anonimizada', 'excluir: anonimizada');
select is((select nome || '|' || coalesce(email, '-') || '|' || coalesce(whatsapp, '-') from public.contas where id = :'lia'),
  'Conta excluída|-|-', 'anonimizada: sem nome, e-mail nem WhatsApp');
select is((select count(*)::int from public.turnos where profissional_id = :'lia'), 2, 'os turnos ficam (o histórico do contratante)');
select is((privado.reputacao(:'dono', privado.agora()) ->> 'positivas')::int, 1,
  'a avaliação que ela deu continua na reputação do contratante');
select is((select count(*)::int from auth.sessions where user_id = :'lia'), 0, 'as sessões foram encerradas');
select ok((select email like 'excluida-%@frila.invalid' from auth.users where id = :'lia'), 'o e-mail de login não existe mais');
select is((select count(*)::int from public.profissionais where conta_id = :'lia' and disponivel), 0, 'não recebe mais vagas');

select is(testes.rpc(:'teo', $$public.excluir_minha_conta('teo.sozinho@teste.dev')$$) ->> 'modo', 'apagada',
  'sem nada que outra pessoa use: apagada');
select is((select count(*)::int from auth.users where id = :'teo'), 0, 'apagada: o usuário some, e a conta com ele');

select * from finish();
rollback;
