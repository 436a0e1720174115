-- A conta que a pessoa administra (LGPD, Lei 13.709/2018, art. 18: acesso, correção e
-- eliminação): editar o perfil, exportar tudo o que o Frila guarda dela, e excluir a conta.
-- A troca de senha é do GoTrue (PUT /auth/v1/user), não daqui.
--
-- Excluir: o que é só dela some; o que outra pessoa usa fica, anonimizado — turnos que
-- aconteceram (o histórico e o pagamento do outro lado), avaliações (a reputação do outro
-- lado), vagas publicadas (o histórico dos profissionais), registros de cancelamento (RN12).
-- A linha de public.contas fica com o nome "Conta excluída" e sem e-mail nem WhatsApp; o
-- login fica impossível (e-mail trocado por um inválido, senha aleatória, sessões apagadas).
-- Conta sem nada disso é apagada de verdade (auth.users e tudo em cascata).

-- ---------- editar_perfil ----------
-- Só os argumentos passados mudam (nulo = mantém). whatsapp '' apaga o número. Profissional:
-- funções, ponto base (lat e lng juntos) e disponibilidade; contratante: nome e WhatsApp.
create or replace function public.editar_perfil(nome text default null, whatsapp text default null,
                                     funcoes text[] default null, lat double precision default null,
                                     lng double precision default null, disponivel boolean default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  n text := trim(editar_perfil.nome);
  w text := trim(editar_perfil.whatsapp);
  fs public.funcao[];
begin
  if n is not null then
    if n = '' then
      perform privado.recusar('PT422', 'campo_obrigatorio', 'Informe o nome.', '{"campo":"nome"}');
    end if;
    perform privado.conferir_texto('nome', 'O nome', n, privado.tamanho_max_nome());
    if privado.parece_email(n) then
      perform privado.recusar('PT422', 'nome_e_email', 'O nome é como as pessoas veem você (ex.: Ana Souza), não o e-mail.', '{"campo":"nome"}');
    end if;
  end if;
  perform privado.conferir_texto('whatsapp', 'O WhatsApp', w, privado.tamanho_max_whatsapp());
  if w <> '' then
    w := privado.whatsapp_conferido(w);
  end if;
  if c.perfil = 'contratante' and (funcoes is not null or lat is not null or lng is not null or disponivel is not null) then
    perform privado.recusar('PT403', 'perfil_incorreto',
      'Funções, ponto base e disponibilidade são do perfil profissional.', '{"perfil_exigido":"profissional"}');
  end if;
  if funcoes is not null then
    begin
      fs := array(select distinct x from unnest(funcoes) x where x is not null)::public.funcao[];
    exception when invalid_text_representation then
      perform privado.recusar('PT422', 'valor_invalido',
        'Função desconhecida: use garcom, bartender, equipe_evento, recepcao ou cozinha.', '{"campo":"funcoes"}');
    end;
    if coalesce(cardinality(fs), 0) = 0 then
      perform privado.recusar('PT422', 'campo_obrigatorio', 'Escolha ao menos uma função.', '{"campo":"funcoes"}');
    end if;
  end if;
  if (lat is null) <> (lng is null) then
    perform privado.recusar('PT422', 'campo_obrigatorio', 'O ponto base precisa de latitude e longitude.',
      jsonb_build_object('campo', case when lat is null then 'lat' else 'lng' end));
  end if;
  if lat is not null and (lat::text in ('NaN', 'Infinity', '-Infinity') or lng::text in ('NaN', 'Infinity', '-Infinity')
                          or lat not between -90 and 90 or lng not between -180 and 180) then
    perform privado.recusar('PT422', 'valor_invalido', 'Ponto base fora do mapa (latitude -90 a 90, longitude -180 a 180).',
      '{"campo":"base"}');
  end if;

  update public.contas x
     set nome = coalesce(n, x.nome),
         whatsapp = case when w is null then x.whatsapp else nullif(w, '') end
   where x.id = c.id;
  -- O nome do login (user_metadata.nome, o que o GoTrue devolve) acompanha o do perfil.
  if n is not null then
    update auth.users u
       set raw_user_meta_data = coalesce(u.raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('nome', n),
           updated_at = now()
     where u.id = c.id;
  end if;
  if c.perfil = 'profissional' then
    update public.profissionais p
       set funcoes = coalesce(fs, p.funcoes),
           ponto_base = case when lat is null then p.ponto_base else privado.ponto(lat, lng) end,
           disponivel = coalesce(editar_perfil.disponivel, p.disponivel)
     where p.conta_id = c.id;
  end if;
  return privado.perfil_json(c.id, privado.agora())
         || jsonb_build_object('whatsapp', (select x.whatsapp from public.contas x where x.id = c.id),
                               'email', c.email);
end $$;

-- ---------- exportar_meus_dados ----------
-- Tudo o que o Frila guarda da pessoa, num JSON só. Do outro lado de um turno sai só o
-- id e o nome (o contato é dele); bloqueios que outras pessoas fizeram dela não saem (a
-- segurança de quem bloqueou, RF26); avaliações recebidas saem sem o autor.
create or replace function public.exportar_meus_dados() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
begin
  return jsonb_build_object(
    'formato', 'frila.exportacao.v1',
    'gerado_em', agora,
    'conta', jsonb_build_object('id', c.id, 'perfil', c.perfil, 'nome', c.nome, 'email', c.email,
                                'whatsapp', c.whatsapp, 'criada_em', c.criada_em),
    'usuario', (select jsonb_build_object('email', u.email, 'criado_em', u.created_at,
                                          'email_confirmado_em', u.email_confirmed_at,
                                          'ultimo_login_em', u.last_sign_in_at,
                                          'metadados', u.raw_user_meta_data)
                  from auth.users u where u.id = c.id),
    'sessoes', coalesce((select jsonb_agg(jsonb_build_object('id', s.id, 'criada_em', s.created_at,
                                                             'atualizada_em', s.updated_at) order by s.created_at)
                           from auth.sessions s where s.user_id = c.id), '[]'),
    'perfil', privado.perfil_json(c.id, agora),
    'profissional', (select jsonb_build_object(
                        'funcoes', to_jsonb(p.funcoes),
                        'base', jsonb_build_object('lat', extensions.st_y(p.ponto_base::extensions.geometry),
                                                   'lng', extensions.st_x(p.ponto_base::extensions.geometry)),
                        'disponivel', p.disponivel, 'notificacoes', p.push_habilitado, 'suspenso_ate', p.suspenso_ate)
                       from public.profissionais p where p.conta_id = c.id),
    'estabelecimentos', coalesce((select jsonb_agg(jsonb_build_object('id', e.id, 'nome', e.nome, 'endereco', e.endereco,
                                                                      'papel', m.papel) order by e.criado_em)
                                    from public.membros m join public.estabelecimentos e on e.id = m.estabelecimento_id
                                   where m.conta_id = c.id), '[]'),
    'turnos', coalesce((select jsonb_agg(jsonb_build_object(
                          'turno_id', t.id, 'vaga_id', t.vaga_id, 'funcao', v.funcao,
                          'inicio', lower(t.periodo), 'fim', upper(t.periodo), 'endereco', v.endereco, 'bairro', v.bairro,
                          'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome),
                          'valor_acordado_centavos', t.valor_acordado_centavos, 'estado', t.estado,
                          'confirmado_em', t.confirmado_em, 'verificacao', t.verificacao,
                          'checkin', case when t.checkin_em is not null then jsonb_build_object(
                             'em', t.checkin_em, 'tipo', t.checkin_tipo, 'distancia_m', t.checkin_distancia_m,
                             'confirmado_em', t.checkin_confirmado_em) end,
                          'checkout', case when t.checkout_em is not null then jsonb_build_object(
                             'em', t.checkout_em, 'tipo', t.checkout_tipo, 'distancia_m', t.checkout_distancia_m) end,
                          'cancelamento', case when t.cancelado_em is not null then jsonb_build_object(
                             'em', t.cancelado_em, 'por_mim', t.cancelado_por = c.id, 'motivo', t.motivo_cancelamento,
                             'conta_como_falta', t.conta_como_falta) end)
                          order by lower(t.periodo), t.id)
                         from public.turnos t join public.vagas v on v.id = t.vaga_id
                         join public.estabelecimentos e on e.id = v.estabelecimento_id
                        where t.profissional_id = c.id), '[]'),
    'vagas_publicadas', coalesce((select jsonb_agg(jsonb_build_object(
                          'vaga_id', v.id, 'funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
                          'valor_centavos', v.valor_centavos, 'modo', v.modo, 'estado', v.estado,
                          'endereco', v.endereco, 'bairro', v.bairro, 'publicada_em', v.publicada_em,
                          'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome),
                          'posicoes', (select count(*) from public.posicoes p where p.vaga_id = v.id))
                          order by v.inicio, v.id)
                         from public.vagas v join public.estabelecimentos e on e.id = v.estabelecimento_id
                        where v.publicada_por = c.id), '[]'),
    'candidaturas', coalesce((select jsonb_agg(jsonb_build_object(
                          'candidatura_id', k.id, 'vaga_id', k.vaga_id, 'estado', k.estado, 'em', k.em,
                          'decidida_em', k.decidida_em) order by k.em, k.id)
                         from public.candidaturas k where k.profissional_id = c.id), '[]'),
    'avaliacoes', jsonb_build_object(
       'dadas', coalesce((select jsonb_agg(jsonb_build_object(
                   'turno_id', a.turno_id, 'lado', a.lado, 'chamaria_de_novo', a.chamaria_de_novo, 'em', a.em,
                   'avaliado', jsonb_build_object('id', x.id, 'nome', x.nome)) order by a.em, a.turno_id)
                  from public.avaliacoes a join public.contas x on x.id = a.avaliado_id
                 where a.autor_id = c.id), '[]'),
       'recebidas', coalesce((select jsonb_agg(jsonb_build_object(
                   'turno_id', a.turno_id, 'lado', a.lado, 'chamaria_de_novo', a.chamaria_de_novo, 'em', a.em)
                   order by a.em, a.turno_id)
                  from public.avaliacoes a where a.avaliado_id = c.id), '[]')),
    'reputacao', privado.reputacao(c.id, agora),
    'bloqueios', coalesce((select jsonb_agg(jsonb_build_object(
                                              'conta_id', case when b.lado = 'profissional' then e.id else x.id end,
                                              'nome', case when b.lado = 'profissional' then e.nome else x.nome end, 'em', b.em)
                                            order by b.em, e.id, x.id)
                             from public.bloqueios b join public.contas x on x.id = b.profissional_id
                             join public.estabelecimentos e on e.id = b.estabelecimento_id
                            where b.autor_id = c.id), '[]'),
    'equipes_de_confianca', coalesce((select jsonb_agg(jsonb_build_object(
                             'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome), 'em', q.em)
                             order by q.em, e.id)
                             from public.equipe_confianca q join public.estabelecimentos e on e.id = q.estabelecimento_id
                            where q.profissional_id = c.id), '[]'),
    'avisos', coalesce((select jsonb_agg(jsonb_build_object(
                         'aviso_id', a.id, 'tipo', a.tipo, 'vaga_id', a.vaga_id, 'turno_id', a.turno_id,
                         'motivo', a.motivo, 'em', a.em, 'entregue_em', a.entregue_em) order by a.em, a.id)
                        from public.avisos a where a.conta_id = c.id), '[]'),
    'vagas_recebidas', coalesce((select jsonb_agg(jsonb_build_object(
                         'vaga_id', d.vaga_id, 'leva', d.leva, 'criado_em', d.criado_em,
                         'estado_entrega', d.estado_entrega, 'enviada_em', d.enviada_em, 'entregue_em', d.entregue_em)
                         order by d.criado_em, d.vaga_id)
                        from public.despachos d where d.profissional_id = c.id), '[]'),
    'ocorrencias', coalesce((select jsonb_agg(jsonb_build_object(
                         'id', o.id, 'tipo', o.tipo, 'turno_id', o.turno_id, 'vaga_id', o.vaga_id, 'em', o.em,
                         'motivo', o.motivo, 'conta_como_falta', o.conta_como_falta) order by o.em, o.id)
                        from public.ocorrencias o where o.autor_id = c.id), '[]'));
end $$;

-- ---------- exclusão ----------
-- O que impede excluir agora: turnos meus por terminar (cancele antes: RN12 decide a falta)
-- e vagas por terminar que eu publiquei ou que só eu administro (cancele antes: os
-- profissionais confirmados são avisados).
create or replace function privado.impedimentos_da_exclusao(cid uuid, agora timestamptz) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'turnos', coalesce((select jsonb_agg(t.id order by lower(t.periodo), t.id) from public.turnos t
                         where t.profissional_id = cid and t.estado = 'confirmada' and upper(t.periodo) > agora), '[]'),
    'vagas', coalesce((select jsonb_agg(v.id order by v.inicio, v.id) from public.vagas v
                        where v.estado in ('publicada', 'preenchida') and v.fim > agora
                          and (v.publicada_por = cid
                               or v.estabelecimento_id in (
                                    select m.estabelecimento_id from public.membros m where m.conta_id = cid
                                       and not exists (select 1 from public.membros o
                                                        where o.estabelecimento_id = m.estabelecimento_id
                                                          and o.conta_id <> cid)))), '[]'))
$$;

-- O que fica (anonimizado) porque outra pessoa usa, e o que sai.
create or replace function privado.balanco_da_exclusao(cid uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'mantidos', jsonb_build_object(
      'turnos', (select count(*) from public.turnos t where t.profissional_id = cid),
      'avaliacoes', (select count(*) from public.avaliacoes a where a.autor_id = cid or a.avaliado_id = cid),
      'vagas', (select count(*) from public.vagas v where v.publicada_por = cid),
      'cancelamentos', (select count(*) from public.ocorrencias o where o.autor_id = cid)),
    'apagados', jsonb_build_object(
      'candidaturas', (select count(*) from public.candidaturas k where k.profissional_id = cid),
      'avisos', (select count(*) from public.avisos a where a.conta_id = cid),
      'vagas_recebidas', (select count(*) from public.despachos d where d.profissional_id = cid),
      'bloqueios', (select count(*) from public.bloqueios b where b.profissional_id = cid and b.lado = 'profissional'),
      'equipes_de_confianca', (select count(*) from public.equipe_confianca q where q.profissional_id = cid),
      'sessoes', (select count(*) from auth.sessions s where s.user_id = cid)))
$$;

-- Prévia: nada muda. `pode_excluir` falso com os impedimentos; `confirmacao` é o texto que
-- excluir_minha_conta pede (o e-mail da conta).
create or replace function public.previa_excluir_conta() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  imp jsonb := privado.impedimentos_da_exclusao(c.id, privado.agora());
  bal jsonb := privado.balanco_da_exclusao(c.id);
begin
  return jsonb_build_object(
    'pode_excluir', jsonb_array_length(imp -> 'turnos') = 0 and jsonb_array_length(imp -> 'vagas') = 0,
    'impedimentos', imp,
    'modo', case when (select sum(v::int) from jsonb_each_text(bal -> 'mantidos') as e(k, v)) > 0
                 then 'anonimizada' else 'apagada' end,
    'confirmacao', c.email) || bal;
end $$;

-- Exclui a conta do chamador. `confirmacao` = o e-mail da conta (sem caixa nem espaços),
-- contra a chamada por engano. Devolve o balanço do que ficou e do que saiu.
create or replace function public.excluir_minha_conta(confirmacao text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  imp jsonb := privado.impedimentos_da_exclusao(c.id, privado.agora());
  bal jsonb;
  modo text := 'apagada';
  meus_estabs uuid[] := array(select m.estabelecimento_id from public.membros m where m.conta_id = c.id);
begin
  if lower(trim(coalesce(confirmacao, ''))) is distinct from lower(coalesce(c.email, (select u.email from auth.users u where u.id = c.id))) then
    perform privado.recusar('PT422', 'confirmacao_invalida',
      'Para excluir a conta, confirme com o e-mail dela.', '{"campo":"confirmacao"}');
  end if;
  if jsonb_array_length(imp -> 'turnos') > 0 or jsonb_array_length(imp -> 'vagas') > 0 then
    perform privado.recusar('PT409', 'conta_com_compromissos',
      'Há turnos ou vagas por acontecer nesta conta. Cancele-os antes de excluir (quem depende deles é avisado).', imp);
  end if;
  bal := privado.balanco_da_exclusao(c.id);

  -- Só dela, nos dois modos.
  delete from public.candidaturas k where k.profissional_id = c.id;
  delete from public.despachos d where d.profissional_id = c.id;
  delete from public.avisos a where a.conta_id = c.id;
  -- Os do profissional; os que o estabelecimento fez ficam com o estabelecimento (RF26).
  delete from public.bloqueios b where b.profissional_id = c.id and b.lado = 'profissional';
  delete from public.equipe_confianca q where q.profissional_id = c.id;

  -- Sem nada que outra pessoa use: apaga de verdade (a cascata leva conta, perfil, sessões).
  begin
    delete from auth.users u where u.id = c.id;
    delete from public.estabelecimentos e
     where e.id = any(meus_estabs)
       and not exists (select 1 from public.membros m where m.estabelecimento_id = e.id)
       and not exists (select 1 from public.vagas v where v.estabelecimento_id = e.id);
  exception when foreign_key_violation then
    modo := 'anonimizada';
  end;

  if modo = 'anonimizada' then
    update public.contas x set nome = 'Conta excluída', email = null, whatsapp = null where x.id = c.id;
    update public.profissionais p set disponivel = false, push_habilitado = false, suspenso_ate = null,
                                      ponto_base = privado.ponto(0, 0)
     where p.conta_id = c.id;
    delete from public.membros m where m.conta_id = c.id;
    -- No GoTrue, refresh_tokens.user_id é varchar; a tabela pode nem existir num banco de teste.
    if to_regclass('auth.refresh_tokens') is not null then
      execute 'delete from auth.refresh_tokens where user_id::text = $1' using c.id::text;
    end if;
    delete from auth.sessions s where s.user_id = c.id;
    update auth.users u
       set email = 'excluida-' || u.id || '@frila.invalid',
           encrypted_password = extensions.crypt(gen_random_uuid()::text, extensions.gen_salt('bf', 4)),
           raw_user_meta_data = jsonb_build_object('perfil', c.perfil, 'nome', 'Conta excluída'),
           updated_at = now()
     where u.id = c.id;
    -- Colunas e tabela que o GoTrue de um projeto real tem e a emulação local não.
    if exists (select 1 from information_schema.columns
                where table_schema = 'auth' and table_name = 'users' and column_name = 'banned_until') then
      execute 'update auth.users set banned_until = ''infinity'', phone = null where id = $1' using c.id;
    end if;
    if to_regclass('auth.identities') is not null then
      execute 'delete from auth.identities where user_id = $1' using c.id;
    end if;
  end if;
  return jsonb_build_object('excluida', true, 'modo', modo) || bal;
end $$;
