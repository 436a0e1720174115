-- Dados de demonstração: cada tela do frila com conteúdo ao mesmo tempo.
-- Tempos relativos a privado.agora() (= now(), ou o relógio fixado em frila.agora);
-- coordenadas de Brasília. Todas as contas com senha `frila123`.
--   ana@frila.dev    profissional (garçom, bartender): feed com vagas nos dois modos, turno
--                    confirmado começando em < 1 h, turno terminado e verificado para avaliar,
--                    reputação "6 de 7".
--   bruno@frila.dev  contratante do "Bar do Cerrado": vaga em alerta, check-in manual
--                    esperando confirmação, turno atrasado, vaga de seleção com candidatos.
--   carla@frila.dev  profissional sem histórico ("Sem histórico").
-- Apoio: marina@ (Casa Paranoá), otavio@ (Buffet Ipê Amarelo), diego@, elisa@, fabio@, gabi@.

set client_min_messages = warning;

-- Usuário como o GoTrue o grava (bcrypt de custo 10, o do GoTrue e de auth.bcrypt_custo():
-- custo menor faria o login das contas do seed mais rápido que o de um e-mail desconhecido): id e datas explícitos (no Supabase não têm default), tokens
-- como texto vazio (o login do GoTrue falha com NULL neles) e, quando a tabela existe (num
-- projeto real), a identidade de e-mail.
-- Um bcrypt só para as contas do seed (a mesma senha): cada um custa ~0,1 s, e a suíte ponta
-- a ponta recria o banco com o seed dezenas de vezes.
create temp table senha_do_seed as select extensions.crypt('frila123', extensions.gen_salt('bf', 10)) as hash;

create function pg_temp.usuario(email text, dados jsonb) returns uuid language plpgsql as $$
declare
  novo uuid := gen_random_uuid();
  quando timestamptz := privado.agora() - interval '90 days';
begin
  insert into auth.users(instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
                         raw_user_meta_data, email_confirmed_at, created_at, updated_at,
                         confirmation_token, recovery_token, email_change_token_new, email_change)
  values ('00000000-0000-0000-0000-000000000000', novo, 'authenticated', 'authenticated', email,
          (select hash from pg_temp.senha_do_seed),
          '{"provider":"email","providers":["email"]}', dados, quando, quando, quando, '', '', '', '');
  if to_regclass('auth.identities') is not null then
    execute 'insert into auth.identities(provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
             values ($1::text, $1, jsonb_build_object(''sub'', $1::text, ''email'', $2::text, ''email_verified'', true),
                     ''email'', $3, $3, $3)' using novo, email, quando;
  end if;
  return novo;
end $$;

create function pg_temp.prof(email text, nome text, funcoes text[], lat double precision, lng double precision,
                             whatsapp text) returns uuid language sql as $$
  select pg_temp.usuario(email, jsonb_build_object('perfil', 'profissional', 'nome', nome, 'funcoes', funcoes,
                                                   'lat', lat, 'lng', lng, 'whatsapp', whatsapp))
$$;

create function pg_temp.contratante(email text, nome text, whatsapp text, estab text, endereco text,
                                    lat double precision, lng double precision, documento text) returns uuid language sql as $$
  select pg_temp.usuario(email, jsonb_build_object('perfil', 'contratante', 'nome', nome, 'whatsapp', whatsapp,
    'estabelecimento', jsonb_build_object('nome', estab, 'endereco', endereco, 'lat', lat, 'lng', lng, 'documento', documento)))
$$;

-- Vaga no endereço do estabelecimento do contratante; início relativo a agora.
create function pg_temp.vaga(dono uuid, funcao text, inicio interval, horas integer, valor integer,
                             modo text, posicoes integer, refeicao boolean default true,
                             transporte boolean default false, material boolean default false,
                             antecedencia integer default 180) returns uuid language plpgsql as $$
declare
  e public.estabelecimentos;
  vid uuid;
  ini timestamptz := date_trunc('minute', privado.agora()) + inicio;
begin
  select x.* into e from public.estabelecimentos x join public.membros m on m.estabelecimento_id = x.id
   where m.conta_id = dono limit 1;
  insert into public.vagas(estabelecimento_id, publicada_por, funcao, inicio, fim, valor_centavos, refeicao,
                           transporte, exige_material_proprio, modo, endereco, bairro, ponto,
                           antecedencia_alerta_min, publicada_em)
  values (e.id, dono, funcao::public.funcao, ini, ini + make_interval(hours => horas), valor, refeicao,
          transporte, material, modo::public.modo_preenchimento, e.endereco,
          coalesce(nullif(trim(split_part(e.endereco, ',', 2)), ''), e.endereco), e.ponto, antecedencia,
          least(ini - interval '3 days', privado.agora() - interval '10 minutes'))
  returning id into vid;
  insert into public.posicoes(vaga_id, numero) select vid, n from generate_series(1, posicoes) n;
  return vid;
end $$;

-- Turno já confirmado na primeira posição aberta da vaga.
create function pg_temp.turno(vid uuid, prof uuid) returns uuid language plpgsql as $$
declare
  v public.vagas;
  pos uuid;
  tid uuid;
  quando timestamptz;
begin
  select * into v from public.vagas where id = vid;
  quando := least(v.inicio - interval '1 day', privado.agora() - interval '1 hour');
  update public.posicoes set estado = 'confirmada', preenchida_em = quando
   where id = (select id from public.posicoes where vaga_id = vid and estado = 'aberta' order by numero limit 1)
  returning id into pos;
  insert into public.turnos(posicao_id, vaga_id, profissional_id, periodo, valor_acordado_centavos, confirmado_em)
  values (pos, vid, prof, v.periodo, v.valor_centavos, quando) returning id into tid;
  insert into public.candidaturas(vaga_id, profissional_id, estado, em, decidida_em)
  values (vid, prof, 'aceita', quando, quando);
  if not exists (select 1 from public.posicoes where vaga_id = vid and estado = 'aberta') then
    update public.vagas set estado = 'preenchida' where id = vid;
  end if;
  return tid;
end $$;

-- Turno passado, com check-in geolocalizado (verificado) e check-out; opcionalmente a
-- avaliação do contratante sobre o profissional.
create function pg_temp.turno_passado(dono uuid, prof uuid, funcao text, dias integer, verificado boolean,
                                      avaliacao boolean) returns uuid language plpgsql as $$
declare
  vid uuid := pg_temp.vaga(dono, funcao, make_interval(days => -dias, hours => -2), 6, 13000, 'urgencia', 1);
  tid uuid := pg_temp.turno(vid, prof);
  v public.vagas;
begin
  select * into v from public.vagas where id = vid;
  update public.vagas set estado = 'preenchida', encerrada_em = v.fim where id = vid;
  update public.posicoes set estado = 'cumprida' where vaga_id = vid;
  if verificado then
    update public.turnos set estado = 'cumprida', checkin_em = v.inicio - interval '6 minutes',
           checkin_tipo = 'geolocalizado', checkin_distancia_m = 38, checkout_em = v.fim + interval '4 minutes',
           checkout_tipo = 'geolocalizado', checkout_distancia_m = 41, verificacao = 'verificado'
     where id = tid;
  else
    update public.turnos set estado = 'cumprida', verificacao = 'nao_verificado' where id = tid;
  end if;
  if avaliacao is not null then
    insert into public.avaliacoes(turno_id, lado, autor_id, avaliado_id, chamaria_de_novo, em)
    values (tid, 'contratante', dono, prof, avaliacao, v.fim + interval '1 hour');
  end if;
  if verificado then   -- o profissional também já avaliou o contratante
    insert into public.avaliacoes(turno_id, lado, autor_id, avaliado_id, chamaria_de_novo, em)
    values (tid, 'profissional', prof, dono, true, v.fim + interval '2 hours');
  end if;
  -- Histórico semeado já avaliado: o "já dá para avaliar" que o fechamento gerou agora seria a
  -- primeira faixa de quem abre, pedindo o que já foi feito.
  delete from public.avisos a where a.turno_id = tid and a.tipo = 'avaliacao_liberada'
     and exists (select 1 from public.avaliacoes av where av.turno_id = tid and av.autor_id = a.conta_id);
  return tid;
end $$;

do $$
declare
  agora timestamptz := privado.agora();
  ana uuid; bruno uuid; carla uuid; marina uuid; otavio uuid; diego uuid; elisa uuid; fabio uuid; gabi uuid;
  v uuid; t uuid;
  f1 uuid; f2 uuid; f3 uuid; f4 uuid;
  vr record;
  i integer;
begin
  -- Contas. Ana mora na Asa Sul; o Bar do Cerrado fica a ~1,5 km.
  ana := pg_temp.prof('ana@frila.dev', 'Ana Souza', '{garcom,bartender}', -15.8260, -47.9090, '+55 61 99101-2233');
  carla := pg_temp.prof('carla@frila.dev', 'Carla Menezes', '{garcom}', -15.7635, -47.8790, '+55 61 99202-3344');
  diego := pg_temp.prof('diego@frila.dev', 'Diego Alves', '{garcom,bartender,equipe_evento}', -15.8020, -47.8890, '+55 61 99303-4455');
  elisa := pg_temp.prof('elisa@frila.dev', 'Elisa Rocha', '{bartender,garcom}', -15.8350, -47.9120, '+55 61 99404-5566');
  fabio := pg_temp.prof('fabio@frila.dev', 'Fábio Lima', '{garcom,cozinha}', -15.7801, -47.9292, '+55 61 99505-6677');
  gabi := pg_temp.prof('gabi@frila.dev', 'Gabriela Nunes', '{recepcao,equipe_evento}', -15.8700, -47.9700, '+55 61 99606-7788');
  -- CNPJs de teste com dígitos verificadores válidos (todo estabelecimento novo tem documento).
  bruno := pg_temp.contratante('bruno@frila.dev', 'Bruno Carvalho', '+55 61 98111-0001', 'Bar do Cerrado',
                               'CLS 405 Bloco B Loja 12, Asa Sul', -15.8143, -47.8966, '12345678000195');
  marina := pg_temp.contratante('marina@frila.dev', 'Marina Teixeira', '+55 61 98222-0002', 'Casa Paranoá',
                                'SHIS QI 11 Bloco F, Lago Sul', -15.8300, -47.8650, '23456789000195');
  otavio := pg_temp.contratante('otavio@frila.dev', 'Otávio Prado', '+55 61 98333-0003', 'Buffet Ipê Amarelo',
                                'SCN Quadra 2 Bloco D, Asa Norte', -15.7880, -47.8850, '34567890000130');

  -- Reputação da Ana: 7 avaliações, 6 "sim" (+ 1 turno sem prova de presença).
  for i in 1..7 loop
    perform pg_temp.turno_passado(case when i % 2 = 0 then marina else bruno end, ana,
                                  case when i % 3 = 0 then 'bartender' else 'garcom' end,
                                  7 * i + 3, true, i <> 4);
  end loop;
  perform pg_temp.turno_passado(otavio, ana, 'garcom', 60, false, null);
  -- Diego e Elisa também têm histórico (aparecem nos candidatos do Bruno).
  perform pg_temp.turno_passado(bruno, diego, 'garcom', 12, true, true);
  perform pg_temp.turno_passado(marina, diego, 'garcom', 19, true, true);
  perform pg_temp.turno_passado(bruno, elisa, 'bartender', 15, true, false);

  -- Ana: turno de ontem, terminado e verificado, ainda sem a avaliação dela (nem a do Bruno).
  v := pg_temp.vaga(bruno, 'bartender', interval '-30 hours', 7, 14000, 'urgencia', 1);
  t := pg_temp.turno(v, ana);
  update public.posicoes set estado = 'cumprida' where vaga_id = v;
  update public.turnos tt set estado = 'cumprida', checkin_em = lower(tt.periodo) - interval '4 minutes',
         checkin_tipo = 'geolocalizado', checkin_distancia_m = 22, checkout_em = upper(tt.periodo) + interval '3 minutes',
         checkout_tipo = 'geolocalizado', checkout_distancia_m = 30, verificacao = 'verificado'
   where tt.id = t;

  -- Ana: turno confirmado que começa em menos de 1 hora.
  v := pg_temp.vaga(bruno, 'garcom', interval '40 minutes', 6, 12000, 'urgencia', 1, true, true, false);
  perform pg_temp.turno(v, ana);

  -- Bruno: turno em andamento com check-in manual (a 450 m) esperando confirmação.
  v := pg_temp.vaga(bruno, 'garcom', interval '-1 hour', 6, 12000, 'urgencia', 2);
  t := pg_temp.turno(v, diego);
  update public.turnos set checkin_em = lower(periodo) + interval '3 minutes', checkin_tipo = 'manual',
         checkin_distancia_m = 450 where id = t;
  -- ... e, na mesma vaga, a Elisa atrasada (sem check-in desde o início). O turno tem o
  -- período da vaga, como todo turno que o produto cria: um turno começando depois da vaga
  -- fazia a tela (que mostra o início da vaga) e o SQL (que conta do turno) discordarem.
  perform pg_temp.turno(v, elisa);
  update public.vagas set inicio = inicio where id = v;

  -- Bruno: vaga em alerta (começa em 2 h, alerta de 3 h, duas posições abertas).
  perform pg_temp.vaga(bruno, 'garcom', interval '2 hours', 5, 11000, 'urgencia', 2);
  -- Bruno: vaga de seleção com dois candidatos esperando a escolha.
  v := pg_temp.vaga(bruno, 'bartender', interval '3 days 20 hours', 6, 16000, 'selecao', 1, true, true, false);
  insert into public.candidaturas(vaga_id, profissional_id, estado, em)
  values (v, diego, 'pendente', agora - interval '3 hours'), (v, elisa, 'pendente', agora - interval '2 hours');

  -- Feed da Ana: vagas nos dois modos, já despachadas para ela (uma notificação por
  -- janela de 30 min, RN23), uma com candidatura dela pendente.
  f1 := pg_temp.vaga(marina, 'bartender', interval '1 day 2 hours', 6, 15000, 'urgencia', 2, true, false, false);
  f2 := pg_temp.vaga(otavio, 'garcom', interval '3 days 1 hour', 8, 18000, 'selecao', 3, true, true, false);
  f3 := pg_temp.vaga(bruno, 'garcom', interval '2 days 3 hours', 6, 12500, 'urgencia', 1, false, false, true);
  f4 := pg_temp.vaga(marina, 'bartender', interval '4 days 2 hours', 7, 17000, 'selecao', 2);
  insert into public.despachos(vaga_id, profissional_id, leva, criado_em, agendada_para, estado_entrega, enviada_em, entregue_em)
  values (f1, ana, 1, agora - interval '35 minutes', agora - interval '35 minutes', 'enviada', agora - interval '35 minutes', null),
         (f2, ana, 1, agora - interval '70 minutes', agora - interval '70 minutes', 'entregue', agora - interval '70 minutes', agora - interval '69 minutes'),
         (f3, ana, 1, agora - interval '2 hours', agora - interval '2 hours', 'entregue', agora - interval '2 hours', agora - interval '119 minutes'),
         (f4, ana, 1, agora - interval '3 hours', agora - interval '3 hours', 'entregue', agora - interval '3 hours', agora - interval '179 minutes');
  insert into public.candidaturas(vaga_id, profissional_id, estado, em) values (f4, ana, 'pendente', agora - interval '150 minutes');

  -- O resto (Carla, Diego, ...) recebe pelo despacho de verdade.
  perform privado.executar_agendador(agora);
end $$;
