-- Convites: a conta de profissional não é convidada (o perfil não muda) nem usa convite no
-- cadastro; o convite vence em 7 dias (relógio fixo) e diz o estado; uma conta age por um
-- estabelecimento só: membro de outro sai de lá antes de aceitar. meu_perfil diz o papel.
begin;
\ir ajudantes.psql
select plan(17);
select testes.relogio('2030-06-01 12:00+00');
select testes.contratante('Dona Convida', 'Bar Convida') as dono \gset
select testes.estab(:'dono') as casa \gset
select testes.contratante('Dono Outro', 'Bar Outro') as outro \gset
select testes.prof('Pro Convidado') as pro \gset

-- Profissional: nem convite, nem cadastro com convite.
select is(testes.erro(:'dono', $$public.convidar_membro('pro.convidado@teste.dev')$$), 'PT409 email_de_profissional',
          'convidar o e-mail de uma conta de profissional é recusado na hora');
select is((select count(*)::int from public.convites where email = 'pro.convidado@teste.dev'), 0, 'e nenhum convite fica pendente');
select testes.rpc(:'dono', $$public.convidar_membro('nova.pro@teste.dev')$$) ->> 'codigo' as cod_pro \gset
select throws_ok(format($$select testes.usuario('nova.pro@teste.dev', jsonb_build_object('perfil', 'profissional', 'nome', 'Nova Pro',
  'funcoes', '["garcom"]'::jsonb, 'lat', -15.8, 'lng', -47.9, 'convite', %L))$$, :'cod_pro'),
  'PT400', null, 'cadastro de profissional com convite é recusado (não some calado)');

-- O convite diz o estado e vence em 7 dias.
select testes.rpc(:'dono', $$public.convidar_membro('vence@teste.dev')$$) as conv \gset
select (:'conv'::jsonb) ->> 'vence_em' as vence, (:'conv'::jsonb) ->> 'codigo' as cod_vence \gset
select is(:'vence'::timestamptz, '2030-06-08 12:00+00'::timestamptz, 'vence 7 dias depois do convite');
select is((select x ->> 'estado' from jsonb_array_elements(testes.rpc(:'dono', 'public.membros_do_estabelecimento()') -> 'convites') x
            where x ->> 'email' = 'vence@teste.dev'), 'pendente', 'na lista do administrador: pendente');
select testes.relogio('2030-06-08 12:00+00');
select is((select x ->> 'estado' from jsonb_array_elements(testes.rpc(:'dono', 'public.membros_do_estabelecimento()') -> 'convites') x
            where x ->> 'email' = 'vence@teste.dev'), 'vencido', 'depois de 7 dias: vencido');
select throws_ok(format($$select testes.usuario('vence@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Vence', 'convite', %L))$$, :'cod_vence'),
  'PT400', null, 'cadastro com convite vencido é recusado');
select testes.contratante('Vence Depois') as vd \gset
select testes.rpc(:'dono', $$public.convidar_membro('vence.depois@teste.dev')$$) ->> 'codigo' as cod_vd \gset
select is(jsonb_array_length(testes.rpc(:'vd', 'public.meus_convites()')), 1, 'o convite válido aparece para a pessoa');
select testes.relogio('2030-06-15 12:00+00');
select is(jsonb_array_length(testes.rpc(:'vd', 'public.meus_convites()')), 0, 'o vencido não aparece mais');
select is(testes.erro(:'vd', format('public.aceitar_convite(%L)', :'cod_vd')), 'PT409 convite_vencido', 'aceitar vencido: recusado');
select testes.rpc(:'dono', $$public.convidar_membro('vence.depois@teste.dev')$$) ->> 'codigo' as cod_vd2 \gset

-- Um estabelecimento por vez: quem é membro de outro sai antes.
select is(testes.erro(:'vd', format('public.aceitar_convite(%L)', :'cod_vd2')), 'PT409 membro_de_outro',
          'membro de outro estabelecimento não aceita: sai de lá antes');
select ok(testes.dica(:'vd', format('public.aceitar_convite(%L)', :'cod_vd2')) ->> 'estabelecimento' = 'Bar de Vence Depois',
          'a recusa diz de onde sair');
select ok(not privado.eh_membro(:'casa', :'vd'), 'e não entrou');
select testes.rpc(:'outro', format('public.convidar_membro(%L, %L)', 'gerente.outro@teste.dev', 'operador')) ->> 'codigo' as cod_outro \gset
select testes.usuario('gerente.outro@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Gerente Outro', 'convite', :'cod_outro')) as gerente \gset
select testes.rpc(:'dono', $$public.convidar_membro('gerente.outro@teste.dev')$$) ->> 'codigo' as cod_ger \gset
select is(testes.erro(:'gerente', format('public.aceitar_convite(%L)', :'cod_ger')), 'PT409 membro_de_outro', 'o operador de outro bar também não');
select is(testes.rpc(:'gerente', format('public.remover_membro(%L)', :'gerente')) ->> 'removido', 'true', 'o operador sai sozinho');
select is(testes.rpc(:'gerente', format('public.aceitar_convite(%L)', :'cod_ger')) ->> 'papel', 'operador', 'e aí aceita');
select is(testes.rpc(:'gerente', 'public.meu_perfil()') -> 'estabelecimento' ->> 'papel', 'operador', 'meu_perfil diz o papel e o estabelecimento');
select * from finish();
rollback;
