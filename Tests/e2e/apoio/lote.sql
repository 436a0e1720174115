-- Turnos passados em lote para os cenários ponta a ponta (Backend.turnos_passados).
--   psql -v email=E -v n=N -v duracao_min=D -v passo_min=P -f Tests/e2e/apoio/lote.sql
-- Cria a conta profissional E (senha frila123) se não existir e N turnos confirmados no
-- Bar do Cerrado (do bruno@frila.dev, do seed), de D min cada, o i-ésimo começando P·(i+1)
-- min atrás. Padrão (Backend.turnos_passados): D=120, P=180, o i-ésimo começando 3i+3 h
-- atrás, sem sobreposição entre si nem com os turnos do seed da Ana e da Carla (n ≤ 2).
-- Recentes (D=P=60): o i-ésimo de 1 h começando i+1 h atrás; com n ≤ 20 todos os toques
-- ficam dentro das 24 h que o servidor aceita (toque_antigo).
-- Check-in no endereço (distância 0) em início+5 min e check-out em início+115 min são
-- válidos para todos (o check-out vale até 6 h depois do fim).
\set ON_ERROR_STOP 1
select set_config('frila.lote_email', :'email', false), set_config('frila.lote_n', :'n', false),
       set_config('frila.lote_duracao', :'duracao_min', false), set_config('frila.lote_passo', :'passo_min', false);
do $$
declare
  alvo text := current_setting('frila.lote_email');
  n integer := current_setting('frila.lote_n')::integer;
  duracao interval := make_interval(mins => current_setting('frila.lote_duracao')::integer);
  passo integer := current_setting('frila.lote_passo')::integer;
  prof uuid;
  dono uuid := (select id from auth.users where auth.users.email = 'bruno@frila.dev');
  e public.estabelecimentos;
  vid uuid;
  pos uuid;
  ini timestamptz;
  i integer;
begin
  select id into prof from auth.users where auth.users.email = alvo;
  if prof is null then
    insert into auth.users(email, encrypted_password, raw_user_meta_data, email_confirmed_at, created_at)
    values (alvo, extensions.crypt('frila123', extensions.gen_salt('bf', 4)),
            jsonb_build_object('perfil', 'profissional', 'nome', 'Lote ' || split_part(alvo, '@', 1),
                               'funcoes', array['garcom'], 'lat', -15.8200, 'lng', -47.9000),
            now() - interval '40 days', now() - interval '40 days')
    returning id into prof;
  end if;
  select x.* into e from public.estabelecimentos x join public.membros m on m.estabelecimento_id = x.id
   where m.conta_id = dono limit 1;
  for i in 1..n loop
    ini := date_trunc('minute', now()) - make_interval(mins => passo * (i + 1));
    insert into public.vagas(estabelecimento_id, publicada_por, funcao, inicio, fim, valor_centavos, refeicao,
                             transporte, exige_material_proprio, modo, endereco, bairro, ponto, publicada_em, estado)
    values (e.id, dono, 'garcom', ini, ini + duracao, 10000 + i, true, false, false, 'urgencia',
            e.endereco, 'Asa Sul', e.ponto, ini - interval '3 days', 'preenchida')
    returning id into vid;
    insert into public.posicoes(vaga_id, numero, estado, preenchida_em)
    values (vid, 1, 'confirmada', ini - interval '2 days') returning id into pos;
    insert into public.turnos(posicao_id, vaga_id, profissional_id, periodo, valor_acordado_centavos, confirmado_em)
    values (pos, vid, prof, tstzrange(ini, ini + duracao, '[)'), 10000 + i, ini - interval '2 days');
  end loop;
end $$;
