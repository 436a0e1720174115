-- Tempo real ("broadcast from the database"): todo aviso que muda o que uma pessoa tem a
-- fazer toca a campainha do canal privado da conta dela, `conta:<auth uid>`, por
-- realtime.send — igual num projeto Supabase e na emulação de supabase/local. A campainha só
-- diz o tipo e os ids: quem ouve relê pelas RPCs (minhas_notificacoes, feed_vagas, ...), que
-- continuam a fonte da verdade (a entrega é no máximo uma vez). Ver docs/CONTRATO.md, "Tempo real".
-- Tudo nasce em gatilhos nas tabelas que o SQL já escreve, para valer por qualquer caminho.
-- Nada aqui cria ou troca coisa alguma no schema realtime (é da plataforma): só a política de
-- leitura em realtime.messages e chamadas a realtime.send.

-- Os avisos de um fato que não se repete saem uma vez por conta (o relógio e o fim do turno
-- podem passar de novo pelo mesmo turno ou vaga).
create unique index avisos_uma_vez on public.avisos (conta_id, tipo, coalesce(turno_id, vaga_id))
  where tipo in ('atraso', 'vaga_em_alerta', 'avaliacao_liberada');

-- Turnos que podem estar atrasados (confirmados sem check-in), pelo início: a passada do
-- relógio lê só a faixa das últimas 24 h.
create index turnos_sem_checkin on public.turnos (lower(periodo))
  where estado = 'confirmada' and checkin_em is null;

-- ---------- A campainha ----------
-- security definer, dono postgres: realtime.send roda com os direitos de quem chama e engole
-- os próprios erros (só um WARNING); chamada por um papel sem direito de inserir em
-- realtime.messages, nada sairia e nada falharia. `evento`: 'aviso' (campainha + lista),
-- 'lista' (só a lista mudou) ou 'dados' (uma linha da própria conta mudou: releia a tela). Payload: só tipo, alerta e ids — nunca nome, contato, endereço.
create or replace function privado.tocar_campainha(conta uuid, tipo text, ids jsonb default '{}'::jsonb,
                                                   evento text default 'aviso', alerta boolean default true)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  if conta is null then
    return;
  end if;
  perform realtime.send(jsonb_strip_nulls(coalesce(ids, '{}'::jsonb))
                          || jsonb_build_object('tipo', tipo, 'alerta', alerta),
                        evento, 'conta:' || conta::text, true);
end $$;

-- Toda linha de aviso toca para quem a recebe. Aviso de um par que o lado de quem recebe
-- bloqueou some de minhas_notificacoes (RF26): não toca; o bloqueio do outro lado toca como
-- sempre (o estabelecimento não distingue o bloqueio dela de uma retirada).
create or replace function privado.campainha_do_aviso() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  prof uuid := coalesce((select t.profissional_id from public.turnos t where t.id = new.turno_id),
                        (select ca.profissional_id from public.candidaturas ca where ca.id = new.candidatura_id));
begin
  if prof is not null
     and privado.bloqueado_pelo_lado(prof, (select v.estabelecimento_id from public.vagas v where v.id = new.vaga_id),
                                     (select c.perfil::text from public.contas c where c.id = new.conta_id)) then
    return null;
  end if;
  perform privado.tocar_campainha(new.conta_id, new.tipo,
    jsonb_build_object('notificacao_id', new.id, 'vaga_id', new.vaga_id, 'turno_id', new.turno_id,
                       'candidatura_id', new.candidatura_id));
  return null;
end $$;
create trigger campainha_do_aviso after insert on public.avisos
  for each row execute function privado.campainha_do_aviso();

-- Vaga despachada (RF06). RN23: o teto de 30 min segura o ALERTA, não a lista — a linha
-- retida (`pendente`) já põe a vaga no feed, então toca 'lista' sem alerta; quando o teto
-- solta (pendente → enviada), toca o alerta. notificacao_id só quando a vaga já está em
-- minhas_notificacoes (é o id do despacho).
create or replace function privado.campainha_do_despacho() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.estado_entrega = 'enviada' then
    perform privado.tocar_campainha(new.profissional_id, 'vaga_nova',
      jsonb_build_object('notificacao_id', new.id, 'vaga_id', new.vaga_id));
  elsif new.estado_entrega = 'pendente' then
    perform privado.tocar_campainha(new.profissional_id, 'vaga_nova',
      jsonb_build_object('vaga_id', new.vaga_id, 'retida_pelo_teto', true), 'lista', false);
  end if;
  return null;
end $$;
create trigger campainha_do_despacho after insert on public.despachos
  for each row execute function privado.campainha_do_despacho();
create trigger campainha_do_despacho_liberado after update of estado_entrega on public.despachos
  for each row when (old.estado_entrega = 'pendente' and new.estado_entrega = 'enviada')
  execute function privado.campainha_do_despacho();

-- Seleção decidida para o profissional: escolhido (com o turno), outro escolhido no lugar
-- (recusada) ou a seleção terminou sem ele (expirada: fechou a 24 h, começou, virou
-- urgência, vaga cancelada).
create or replace function privado.aviso_da_decisao() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.avisos(conta_id, tipo, vaga_id, turno_id, candidatura_id, em)
  values (new.profissional_id,
          case new.estado when 'aceita' then 'candidatura_escolhida'
                          when 'recusada' then 'candidatura_recusada'
                          else 'candidatura_expirada' end,
          new.vaga_id,
          case when new.estado = 'aceita' then
            (select t.id from public.turnos t where t.vaga_id = new.vaga_id
                and t.profissional_id = new.profissional_id and t.estado <> 'cancelada') end,
          new.id, privado.agora());
  return null;
end $$;
create trigger aviso_da_decisao after update of estado on public.candidaturas
  for each row when (old.estado = 'pendente' and new.estado in ('aceita', 'recusada', 'expirada'))
  execute function privado.aviso_da_decisao();

-- Turno: o contratante confirmou o check-in manual (RN22) → o profissional; check-out → os
-- membros; o turno terminou com presença verificada → os dois lados podem avaliar (RN07),
-- cada lado que ainda não avaliou.
create or replace function privado.aviso_do_turno_tempo_real() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  agora timestamptz := privado.agora();
begin
  if old.checkin_confirmado_em is null and new.checkin_confirmado_em is not null then
    insert into public.avisos(conta_id, tipo, vaga_id, turno_id, autor_id, em)
    values (new.profissional_id, 'checkin_confirmado', new.vaga_id, new.id, new.checkin_confirmado_por, agora);
  end if;
  if old.checkout_em is null and new.checkout_em is not null and new.estado <> 'cancelada' then
    perform privado.avisar_membros(new.vaga_id, 'checkout', new.profissional_id, turno => new.id);
  end if;
  if new.estado = 'cumprida' and new.verificacao = 'verificado'
     and not (old.estado = 'cumprida' and old.verificacao = 'verificado') then
    insert into public.avisos(conta_id, tipo, vaga_id, turno_id, em)
    select x.conta_id, 'avaliacao_liberada', new.vaga_id, new.id, agora
      from (select new.profissional_id as conta_id, 'profissional'::public.perfil_conta as lado
            union all
            select m.conta_id, 'contratante'::public.perfil_conta
              from public.vagas v join public.membros m on m.estabelecimento_id = v.estabelecimento_id
             where v.id = new.vaga_id) x
     where not exists (select 1 from public.avaliacoes a where a.turno_id = new.id and a.lado = x.lado)
    on conflict do nothing;
  end if;
  return null;
end $$;
create trigger aviso_do_turno_tempo_real
  after update of checkin_confirmado_em, checkout_em, estado, verificacao on public.turnos
  for each row when (old.checkin_confirmado_em is distinct from new.checkin_confirmado_em
                     or old.checkout_em is distinct from new.checkout_em
                     or old.estado is distinct from new.estado or old.verificacao is distinct from new.verificacao)
  execute function privado.aviso_do_turno_tempo_real();

-- Vaga editada ou mudou de estado. Quem tem turno vivo ou candidatura pendente nela recebe o
-- aviso `vaga_editada` (horário, valor, local podem ter mudado); quem só a tem no feed
-- (despacho não falhado) ouve `vaga_atualizada` na lista: preenchida, reaberta, cancelada,
-- fechada, editada. A vaga que encerra porque começou não toca (o cliente sabe o início).
create or replace function privado.campainha_da_vaga() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  editada boolean := (old.funcao, old.inicio, old.fim, old.valor_centavos, old.refeicao, old.transporte,
                      old.exige_material_proprio, old.modo, old.endereco, old.bairro, old.ponto::text)
                     is distinct from
                     (new.funcao, new.inicio, new.fim, new.valor_centavos, new.refeicao, new.transporte,
                      new.exige_material_proprio, new.modo, new.endereco, new.bairro, new.ponto::text);
  agora timestamptz := privado.agora();
  r record;
begin
  if not editada and (old.estado = new.estado or (new.estado = 'encerrada' and new.inicio <= agora)) then
    return null;
  end if;
  if editada then
    -- Candidatura pendente não entra: a edição dos termos a encerra e o aviso é vaga_alterada
    -- (45_avisos.sql); a troca de modo a expira (candidatura_expirada). Um aviso por fato.
    insert into public.avisos(conta_id, tipo, vaga_id, turno_id, candidatura_id, em)
    select t.profissional_id, 'vaga_editada', new.id, t.id, null, agora
      from public.turnos t where t.vaga_id = new.id and t.estado <> 'cancelada';
  end if;
  for r in
    select d.profissional_id from public.despachos d
     where d.vaga_id = new.id and d.estado_entrega <> 'falhou'
       and not exists (select 1 from public.turnos t where t.vaga_id = new.id
                          and t.profissional_id = d.profissional_id and t.estado <> 'cancelada')
       and not exists (select 1 from public.candidaturas ca where ca.vaga_id = new.id
                          and ca.profissional_id = d.profissional_id and ca.estado = 'pendente')
     order by d.profissional_id
  loop
    perform privado.tocar_campainha(r.profissional_id, 'vaga_atualizada',
      jsonb_build_object('vaga_id', new.id), 'lista', false);
  end loop;
  return null;
end $$;
-- WHEN: as passadas do despacho (leva_atual, proxima_leva_em) nem chamam a função.
create trigger campainha_da_vaga after update on public.vagas
  for each row when (old.estado is distinct from new.estado
                     or old.funcao is distinct from new.funcao
                     or old.inicio is distinct from new.inicio
                     or old.fim is distinct from new.fim
                     or old.valor_centavos is distinct from new.valor_centavos
                     or old.refeicao is distinct from new.refeicao
                     or old.transporte is distinct from new.transporte
                     or old.exige_material_proprio is distinct from new.exige_material_proprio
                     or old.modo is distinct from new.modo
                     or old.endereco is distinct from new.endereco
                     or old.bairro is distinct from new.bairro
                     or old.ponto::text is distinct from new.ponto::text)
  execute function privado.campainha_da_vaga();

-- ---------- Os dados da própria conta ----------
-- A mesma conta aberta em dois lugares (a TUI e o `frila` num script, dois terminais, dois
-- membros do estabelecimento): o que muda numa linha toca o evento 'dados', sem alerta, para
-- quem a vê — o profissional da linha e os membros do estabelecimento dela —, e cada tela
-- aberta relê o que mostra. Payload: o tipo da linha (o argumento do gatilho) e o id da vaga,
-- nada mais. Uma vez por conta e comando (publicar com 5 posições toca uma vez): a entrega é
-- depois do COMMIT, e uma releitura vê tudo o que o comando fez.
create or replace function privado.campainha_dos_dados() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  j jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
  vid uuid;
  estab uuid;
  prof uuid;
  conta uuid;
  -- As contas já tocadas neste comando: "<statement_timestamp>|uuid uuid ...".
  marca text := statement_timestamp()::text || '|';
  tocadas text := coalesce(current_setting('frila.campainha_dos_dados', true), '');
begin
  if left(tocadas, length(marca)) <> marca then
    tocadas := marca;
  end if;
  case tg_table_name
    when 'vagas' then
      vid := (j ->> 'id')::uuid;
      estab := (j ->> 'estabelecimento_id')::uuid;
    when 'membros', 'convites', 'bloqueios', 'equipe_confianca' then
      estab := (j ->> 'estabelecimento_id')::uuid;
      prof := coalesce(j ->> 'conta_id', j ->> 'profissional_id')::uuid;
      -- Um bloqueio toca só o lado que bloqueou: o outro não fica sabendo por aqui (RF26).
      if tg_table_name = 'bloqueios' then
        if j ->> 'lado' = 'profissional' then estab := null; else prof := null; end if;
      end if;
    when 'avaliacoes' then
      select t.vaga_id, t.profissional_id into vid, prof from public.turnos t where t.id = (j ->> 'turno_id')::uuid;
    when 'contas' then
      prof := (j ->> 'id')::uuid;
    when 'profissionais' then
      prof := (j ->> 'conta_id')::uuid;
    else
      vid := (j ->> 'vaga_id')::uuid;
      prof := (j ->> 'profissional_id')::uuid;
  end case;
  if estab is null and vid is not null then
    select v.estabelecimento_id into estab from public.vagas v where v.id = vid;
  end if;
  for conta in
    select prof where prof is not null
    union
    select m.conta_id from public.membros m where m.estabelecimento_id = estab
  loop
    if strpos(tocadas, conta::text) = 0 then
      tocadas := tocadas || conta::text || ' ';
      perform privado.tocar_campainha(conta, tg_argv[0],
                                      jsonb_build_object('vaga_id', vid), 'dados', false);
    end if;
  end loop;
  perform set_config('frila.campainha_dos_dados', tocadas, true);
  return null;
end $$;
create trigger campainha_dos_dados_vagas after insert or update or delete on public.vagas
  for each row execute function privado.campainha_dos_dados('vaga');
create trigger campainha_dos_dados_posicoes after insert or update on public.posicoes
  for each row execute function privado.campainha_dos_dados('posicao');
create trigger campainha_dos_dados_candidaturas after insert or update on public.candidaturas
  for each row execute function privado.campainha_dos_dados('candidatura');
create trigger campainha_dos_dados_turnos after insert or update on public.turnos
  for each row execute function privado.campainha_dos_dados('turno');
create trigger campainha_dos_dados_avaliacoes after insert or update or delete on public.avaliacoes
  for each row execute function privado.campainha_dos_dados('avaliacao');
create trigger campainha_dos_dados_membros after insert or update or delete on public.membros
  for each row execute function privado.campainha_dos_dados('membro');
create trigger campainha_dos_dados_convites after insert or update or delete on public.convites
  for each row execute function privado.campainha_dos_dados('convite');
create trigger campainha_dos_dados_bloqueios after insert or delete on public.bloqueios
  for each row execute function privado.campainha_dos_dados('bloqueio');
create trigger campainha_dos_dados_equipe_confianca after insert or delete on public.equipe_confianca
  for each row execute function privado.campainha_dos_dados('equipe');
create trigger campainha_dos_dados_contas after update on public.contas
  for each row execute function privado.campainha_dos_dados('conta');
create trigger campainha_dos_dados_profissionais after update on public.profissionais
  for each row execute function privado.campainha_dos_dados('conta');

-- ---------- Avisos do relógio (nenhuma escrita os provoca) ----------
-- Atraso: turno confirmado sem check-in `tolerancia_atraso` depois do início e antes do fim
-- (os mesmos de vagas_em_alerta.atrasados). Vaga em alerta: publicada, por começar, com posição
-- aberta dentro da antecedência de alerta (RF20; os mesmos de vagas_em_alerta.vagas). Um aviso
-- por conta e fato (avisos_uma_vez). O agendador a chama a cada passada (25_agendador.sql).
create or replace function privado.avisos_do_relogio(agora timestamptz default privado.agora())
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  n integer;
  m integer;
begin
  insert into public.avisos(conta_id, tipo, vaga_id, turno_id, autor_id, em)
  select mb.conta_id, 'atraso', t.vaga_id, t.id, t.profissional_id, agora
    from public.turnos t
    join public.vagas v on v.id = t.vaga_id
    join public.membros mb on mb.estabelecimento_id = v.estabelecimento_id
   where t.estado = 'confirmada' and t.checkin_em is null
     and lower(t.periodo) <= agora - privado.tolerancia_atraso()
     and lower(t.periodo) > agora - privado.duracao_max_turno()
     and upper(t.periodo) > agora
     and not privado.bloqueado(t.profissional_id, v.estabelecimento_id)
  on conflict do nothing;
  get diagnostics n = row_count;

  insert into public.avisos(conta_id, tipo, vaga_id, em)
  select mb.conta_id, 'vaga_em_alerta', v.id, agora
    from public.vagas v
    join public.membros mb on mb.estabelecimento_id = v.estabelecimento_id
   where v.estado = 'publicada' and v.inicio > agora
     and v.inicio <= agora + make_interval(mins => privado.antecedencia_alerta_max_min())
     and agora >= v.inicio - make_interval(mins => v.antecedencia_alerta_min)
     and exists (select 1 from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta')
  on conflict do nothing;
  get diagnostics m = row_count;
  return n + m;
end $$;

-- ---------- Quem ouve o quê ----------
-- O Realtime autoriza a entrada num canal privado com um SELECT em realtime.messages feito
-- com o papel e as claims do JWT e realtime.topic() = o tópico: cada conta entra só no
-- próprio `conta:<uid>`, e lê só as mensagens desse tópico.
create policy "conta ouve o proprio canal" on realtime.messages
  for select to authenticated
  using (realtime.messages.extension = 'broadcast'
         and (select realtime.topic()) = 'conta:' || (select auth.uid())::text
         and realtime.messages.topic = (select realtime.topic()));

