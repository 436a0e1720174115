-- Elegibilidade (RN05, RN21, RF26) e despacho em levas com teto (RF06, RN23, RNF02, RNF03);
-- preencher_posicao é o único caminho que cria turno (RN19, RN21).

-- A vaga ainda me alcança hoje: no raio OU na equipe de confiança do estabelecimento, e sem
-- bloqueio em nenhum sentido (RF26). Conferido a cada leitura, para que desbloquear, sair da
-- equipe ou bloquear valham na hora no feed e nas notificações, sem esperar o agendador.
-- Conjunto de uma linha e sem `set search_path`: assim o planejador embute a regra na consulta
-- de quem chama (o feed confere ~70 vagas por leitura; chamada a chamada, com a troca de
-- search_path e o st_dwithin sem cache, a regra era metade do custo do feed). Seguro sem o
-- `set`: todo nome é qualificado e nada em privado é executável pelos papéis da API — só roda
-- dentro das RPCs security definer, que fixam search_path vazio.
-- Regras: RF26.
create or replace function privado.alcance(prof uuid, vid uuid) returns table (alcanca boolean)
language sql stable as $$
  select not privado.bloqueado(p.conta_id, v.estabelecimento_id)
     and (extensions.st_dwithin(p.ponto_base, v.ponto, privado.raio_elegibilidade_m())
          or exists (select 1 from public.equipe_confianca ec
                      where ec.estabelecimento_id = v.estabelecimento_id and ec.profissional_id = p.conta_id))
    from public.profissionais p, public.vagas v
   where p.conta_id = prof and v.id = vid
$$;

-- A mesma regra para uma vaga só (notificações, despacho).
-- Regras: RF26.
create or replace function privado.alcanca(prof uuid, vid uuid) returns boolean
language sql stable set search_path = '' as $$
  select a.alcanca from privado.alcance(prof, vid) a
$$;

-- ---------- Elegibilidade (RN05, RN06, RN21, RF26) ----------
-- Quem pode receber a vaga: no raio de 15 km OU na equipe de confiança do estabelecimento;
-- com a função; disponível; push ligado (push negado = inalcançável); não suspenso; sem
-- bloqueio com o estabelecimento, em nenhum sentido; sem turno sobreposto.
-- Só filtra: a ordem (equipe, comparecimento) é do despacho (RN06).
-- `limite` corta os do raio aos N mais próximos (busca KNN no índice GiST, para a leva
-- não varrer 60 mil profissionais do DF); `so_novos` pula quem já recebeu esta vaga.
-- Regras: RN05, RN06, RN21, RF26.
create or replace function privado.elegiveis(vaga uuid, agora timestamptz default privado.agora(),
                                             limite integer default null, so_novos boolean default false)
returns table (profissional_id uuid, distancia_m double precision, na_equipe boolean)
language sql stable set search_path = '' as $$
  with v as (select * from public.vagas where id = vaga),
  equipe as (select ec.profissional_id from public.equipe_confianca ec, v
              where ec.estabelecimento_id = v.estabelecimento_id),
  bloqueados as (
    select b.profissional_id as conta_id from public.bloqueios b, v where b.estabelecimento_id = v.estabelecimento_id),
  ocupados as (
    select t.profissional_id from public.turnos t, v
     where t.estado <> 'cancelada' and t.periodo && v.periodo),
  ja as (select d.profissional_id from public.despachos d where so_novos and d.vaga_id = vaga),
  perto as (   -- subconsultas escalares (initplan) deixam o GiST fazer a busca KNN
    select p.conta_id, extensions.st_distance(p.ponto_base, (select ponto from v)) as dist
      from public.profissionais p
     where extensions.st_dwithin(p.ponto_base, (select ponto from v), privado.raio_elegibilidade_m())
       and (select funcao from v) = any (p.funcoes) and p.disponivel and p.push_habilitado
       and (p.suspenso_ate is null or p.suspenso_ate <= agora)
       and p.conta_id not in (select conta_id from bloqueados)
       and p.conta_id not in (select profissional_id from ocupados)
       and p.conta_id not in (select profissional_id from ja)
     order by p.ponto_base operator(extensions.<->) (select ponto from v)
     limit limite),
  confianca as (
    select p.conta_id, extensions.st_distance(p.ponto_base, v.ponto) as dist
      from public.profissionais p join equipe e on e.profissional_id = p.conta_id, v
     where v.funcao = any (p.funcoes) and p.disponivel and p.push_habilitado
       and (p.suspenso_ate is null or p.suspenso_ate <= agora)
       and p.conta_id not in (select conta_id from bloqueados)
       and p.conta_id not in (select profissional_id from ocupados)
       and p.conta_id not in (select profissional_id from ja))
  select conta_id, dist, false from perto where conta_id not in (select conta_id from confianca)
  union all
  select conta_id, dist, true from confianca
$$;

-- Qual regra impede o profissional de ficar com a vaga (null = nenhuma). A ordem decide a
-- frase quando há mais de uma.
-- Regras: RN05, RN21, RF26.
create or replace function privado.impedimento(vaga uuid, prof uuid, agora timestamptz)
returns text
language sql stable set search_path = '' as $$
  select case
    when p.suspenso_ate > agora then 'suspensao'
    when not (v.funcao = any (p.funcoes)) then 'funcao'
    when privado.bloqueado(p.conta_id, v.estabelecimento_id) then 'bloqueio'
    when not extensions.st_dwithin(p.ponto_base, v.ponto, privado.raio_elegibilidade_m())
         and not exists (select 1 from public.equipe_confianca ec
                          where ec.estabelecimento_id = v.estabelecimento_id and ec.profissional_id = p.conta_id)
      then 'distancia'
    when exists (select 1 from public.turnos t where t.profissional_id = p.conta_id and t.estado <> 'cancelada'
                    and t.periodo && v.periodo)
      then 'sobreposicao'
  end
  from public.vagas v, public.profissionais p
  where v.id = vaga and p.conta_id = prof
$$;

-- A frase para quem pediu: o profissional (candidatar) ou o contratante (escolher).
-- Regras: RN05, RN21, RF26.
create or replace function privado.frase_impedimento(imp text, para public.perfil_conta)
returns text
language sql immutable set search_path = '' as $$
  select case when para = 'profissional' then
    case imp
      when 'suspensao' then 'Sua conta está suspensa no momento.'
      when 'bloqueio' then 'Esta vaga não está disponível para você.'
      when 'funcao' then 'Você não tem a função desta vaga.'
      when 'distancia' then format('A vaga fica a mais de %s km da sua base.', round(privado.raio_elegibilidade_m() / 1000))
      when 'sobreposicao' then 'Você já tem um turno nesse horário.'
    end
  else
    case imp
      when 'suspensao' then 'A conta deste profissional está suspensa no momento.'
      when 'bloqueio' then 'Há um bloqueio entre este profissional e o seu estabelecimento.'
      when 'funcao' then 'Este profissional não tem a função desta vaga.'
      when 'distancia' then format('Este profissional está a mais de %s km da vaga e não é da sua equipe de confiança.',
                                   round(privado.raio_elegibilidade_m() / 1000))
      when 'sobreposicao' then 'Este profissional já tem um turno nesse horário.'
    end
  end
$$;

-- Mesma frase de antes para candidatar (a suspensão tem recusa própria, conta_suspensa).
-- RN12 reabre a posição para os outros: o turno que o estabelecimento cancelou é uma decisão
-- sobre este profissional nesta vaga, e pegá-la de novo (na urgência, o primeiro leva)
-- desfaria o cancelamento. Quem cancelou o próprio turno pode voltar.
-- Regras: RN05, RN21, RF26, RN12.
create or replace function privado.motivo_inelegivel(vaga uuid, prof uuid, agora timestamptz)
returns text
language sql stable set search_path = '' as $$
  select coalesce(
    (select privado.frase_impedimento(i, 'profissional')
       from privado.impedimento(vaga, prof, agora) i where i is distinct from 'suspensao'),
    (select 'O contratante cancelou o seu turno nesta vaga; ela não é oferecida de novo a você.'
      where exists (select 1 from public.turnos t where t.vaga_id = vaga and t.profissional_id = prof
                       and t.estado = 'cancelada' and t.cancelado_por <> prof)))
$$;

-- Regras: RN05, RN21, RF26.
create or replace function privado.recusar_impedimento(imp text, para public.perfil_conta, prof uuid)
returns void
language plpgsql set search_path = '' as $$
declare frase text := privado.frase_impedimento(imp, para);
begin
  if imp = 'suspensao' and para = 'profissional' then
    perform privado.recusar('PT403', 'conta_suspensa', frase,
      jsonb_build_object('suspenso_ate', (select p.suspenso_ate from public.profissionais p where p.conta_id = prof)));
  end if;
  perform privado.recusar('PT403', 'inelegivel', frase, jsonb_build_object('motivo', frase, 'impedimento', imp));
end $$;

-- O que o profissional aceita ao pegar ou se candidatar: horário, valor, inclusos, lugar e
-- função. Mudou, a candidatura pendente acaba (editar_vaga) e a posição não é preenchida
-- com o que foi lido antes da mudança (preencher_posicao).
-- Regras: Seleção e edição (docs/CONTRATO.md, "Editar uma vaga").
create or replace function privado.termos_da_vaga(v public.vagas) returns jsonb
language sql immutable set search_path = '' as $$
  select jsonb_build_object('funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim, 'valor_centavos', v.valor_centavos,
                            'refeicao', v.refeicao, 'transporte', v.transporte,
                            'exige_material_proprio', v.exige_material_proprio, 'endereco', v.endereco,
                            'bairro', v.bairro, 'ponto', extensions.st_astext(v.ponto))
$$;

-- Os termos que o profissional viu, numa ficha curta (feed, candidaturas): `candidatar` com
-- outra ficha é recusado com vaga_alterada e os termos atuais, em vez de confirmar os novos.
-- Regras: RN19 (preenchimento nos termos lidos sob a trava).
create or replace function privado.versao_dos_termos(v public.vagas) returns text
language sql immutable set search_path = '' as $$
  select left(md5((privado.termos_da_vaga(v) || jsonb_build_object('modo', v.modo))::text), 16)
$$;

-- O único caminho que cria turno (RN19, RN21, RN05, RF26 no momento do preenchimento).
-- Regras: RN05, RN19, RN21, RF26.
create or replace function privado.preencher_posicao(v public.vagas, prof uuid, agora timestamptz,
                                                     pedido_por public.perfil_conta)
returns uuid
language plpgsql set search_path = '' as $$
declare
  pos uuid;
  tid uuid;
  imp text;
  atual public.vagas;
begin
  -- Enfileira os preenchimentos do mesmo profissional (FOR NO KEY UPDATE convive com o
  -- FOR KEY SHARE das FKs de despachos/candidaturas/turnos).
  perform 1 from public.profissionais p where p.conta_id = prof for no key update;
  -- Comando novo, foto nova: enxerga o que quem estava na frente confirmou.
  imp := privado.impedimento(v.id, prof, agora);
  if imp is not null then
    perform privado.recusar_impedimento(imp, pedido_por, prof);
  end if;

  -- SKIP LOCKED trava (e pula) também a linha que outro acabou de confirmar; sem posição
  -- livre, a subtransação é desfeita para não sair daqui segurando essas travas (quem espera
  -- abaixo esperaria por elas: deadlock).
  begin
    select q.id into pos from public.posicoes q
     where q.vaga_id = v.id and q.estado = 'aberta'
     order by q.numero limit 1 for update skip locked;
    if pos is null then
      raise exception using errcode = 'PT000', message = 'sem_posicao_livre';
    end if;
  exception when sqlstate 'PT000' then
    pos := null;
  end;
  if pos is null then
    -- Todas as abertas estão com alguém: espera. Se quem segura confirmar, a linha deixa de
    -- ser 'aberta' e a busca passa à próxima; se desistir, fica conosco. Uma espera por vez
    -- por vaga (advisory lock da transação): várias esperando nas mesmas linhas seguram as
    -- versões já confirmadas que pularam e se travavam umas nas outras (deadlock).
    perform pg_advisory_xact_lock(hashtext('frila.espera_posicao'), hashtext(v.id::text));
    select q.id into pos from public.posicoes q
     where q.vaga_id = v.id and q.estado = 'aberta'
     order by q.numero limit 1 for update;
  end if;
  if pos is null and exists (select 1 from public.vagas x where x.id = v.id
                              and (x.estado in ('encerrada', 'cancelada') or x.encerrada_em is not null)) then
    -- Esperou quem cancelava ou encerrava a vaga inteira.
    perform privado.recusar('PT410', 'vaga_encerrada', 'Esta vaga já foi encerrada.');
  end if;
  if pos is null then
    perform privado.recusar('PT409', 'vaga_preenchida', 'Que pena: outra pessoa confirmou esta vaga antes.',
      jsonb_build_object('preenchida_em', coalesce((select max(p.preenchida_em) from public.posicoes p
                                                    where p.vaga_id = v.id), agora)));
  end if;
  -- Com a posição travada os termos não mudam mais (editar_vaga trava as posições antes de
  -- mexer na vaga): relê. Se mudaram desde a leitura de quem chamou, ninguém fica preso a
  -- termos que não viu nem a um turno com os termos velhos.
  select * into atual from public.vagas x where x.id = v.id;
  if privado.termos_da_vaga(atual) || jsonb_build_object('modo', atual.modo)
     is distinct from privado.termos_da_vaga(v) || jsonb_build_object('modo', v.modo) then
    perform privado.recusar('PT409', 'vaga_alterada',
      'Os termos desta vaga mudaram enquanto o pedido era feito; confira a vaga e tente de novo.',
      jsonb_build_object('vaga_id', v.id));
  end if;
  update public.posicoes set estado = 'confirmada', preenchida_em = agora where id = pos;
  begin
    insert into public.turnos(posicao_id, vaga_id, profissional_id, periodo, valor_acordado_centavos, confirmado_em)
    values (pos, atual.id, prof, atual.periodo, atual.valor_centavos, agora)
    returning id into tid;
  exception
    when exclusion_violation then
      perform privado.recusar_impedimento('sobreposicao', pedido_por, prof);
    when unique_violation then
      perform privado.recusar('PT409', 'vaga_preenchida', 'Que pena: outra pessoa confirmou esta vaga antes.',
        jsonb_build_object('preenchida_em', agora));
  end;
  perform privado.atualizar_estado_vaga(v.id);
  return tid;
end $$;

-- Quem ainda chamar o nome antigo passa pelo mesmo caminho.
-- Regras: RN19, RN21.
create or replace function privado.ocupar_posicao(v public.vagas, prof uuid, agora timestamptz)
returns uuid
language sql set search_path = '' as $$
  select privado.preencher_posicao(v, prof, agora, 'profissional')
$$;

-- Fecha a vaga como preenchida quando não sobra posição aberta. O lock na linha da vaga
-- serializa só este passo: depois dele, o próximo comando enxerga os vencedores já
-- confirmados (READ COMMITTED tira um snapshot novo por comando). FOR NO KEY UPDATE, não
-- FOR UPDATE: o turno recém-inserido já pôs FOR KEY SHARE na vaga (FK), e FOR UPDATE com
-- dois vencedores da mesma vaga dava deadlock (achado pelo make bench; supabase/tests/14_trava_da_vaga.sql o protege).
-- Regras: RN19 (vaga preenchida quando não sobra posição aberta).
create or replace function privado.atualizar_estado_vaga(vid uuid) returns void
language plpgsql set search_path = '' as $$
begin
  perform 1 from public.vagas where id = vid for no key update;
  update public.vagas v set estado = 'preenchida'
   where v.id = vid and v.estado = 'publicada'
     and not exists (select 1 from public.posicoes p where p.vaga_id = vid and p.estado = 'aberta');
  update public.vagas v set estado = 'publicada'
   where v.id = vid and v.estado = 'preenchida'
     and exists (select 1 from public.posicoes p where p.vaga_id = vid and p.estado = 'aberta');
end $$;

-- ---------- Despacho (RF06, RN23, RNF02) ----------
-- Uma leva: grava uma linha de despacho por elegível ainda não avisado, em ordem de
-- equipe de confiança, comparecimento e distância (RN06: só ordena). O teto de uma
-- notificação por 30 min (RN23) retém a linha até o fim da janela (agrupa); vaga de
-- urgência que começa em < 2 h sai na hora e conta no teto.
-- Regras: RN06, RN23, RF06, RNF02.
create or replace function privado.despachar_vaga(vaga uuid, agora timestamptz default privado.agora())
returns integer
language plpgsql set search_path = '' as $$
declare
  v public.vagas;
  abertas integer;
  urgente boolean;
  n integer;
begin
  -- NO KEY: o turno que um candidatar insere põe FOR KEY SHARE na vaga (FK); FOR UPDATE
  -- aqui faria o candidatar esperar a passada inteira do agendador.
  select * into v from public.vagas where id = vaga for no key update;
  select count(*) into abertas from public.posicoes p where p.vaga_id = vaga and p.estado = 'aberta';
  if v.id is null or v.estado <> 'publicada' or v.inicio <= agora or abertas = 0 then
    update public.vagas set proxima_leva_em = null where id = vaga and proxima_leva_em is not null;
    return 0;
  end if;
  urgente := v.modo = 'urgencia' and v.inicio - agora < privado.janela_urgente();

  -- Primeiro escolhe a leva (ordem RN06, taxa calculada em conjunto), depois aplica o teto.
  insert into public.despachos(vaga_id, profissional_id, leva, criado_em, agendada_para, estado_entrega, enviada_em)
  -- Pool: a equipe de confiança inteira + os elegíveis mais próximos (5× a leva).
  with e as (
    select * from privado.elegiveis(vaga, agora, 5 * greatest(abertas, 1) * privado.tamanho_leva_por_posicao(), true)),
  taxa as (
    select t.profissional_id,
           count(*) filter (where t.estado <> 'cancelada' and t.verificacao = 'verificado')::numeric / count(*) as taxa
      from public.turnos t join e on e.profissional_id = t.profissional_id
     where (t.estado <> 'cancelada' and upper(t.periodo) <= agora)
        or (t.estado = 'cancelada' and t.conta_como_falta and t.cancelado_por = t.profissional_id)
     group by t.profissional_id),
  leva as (
    select e.profissional_id from e left join taxa r on r.profissional_id = e.profissional_id
     order by e.na_equipe desc, r.taxa desc nulls last, e.distancia_m
     limit greatest(abertas, 1) * privado.tamanho_leva_por_posicao())
  select vaga, l.profissional_id, v.leva_atual + 1, agora,
         case when livre then agora else ult.enviada + privado.teto_notificacao() end,
         case when livre then 'enviada'::public.estado_entrega else 'pendente'::public.estado_entrega end,
         case when livre then agora end
    from leva l
    left join lateral (select max(d.enviada_em) as enviada from public.despachos d
                        where d.profissional_id = l.profissional_id) ult on true
    cross join lateral (select urgente or ult.enviada is null
                               or ult.enviada <= agora - privado.teto_notificacao() as livre) x
  on conflict (vaga_id, profissional_id) do nothing;
  get diagnostics n = row_count;

  update public.vagas set leva_atual = leva_atual + 1, proxima_leva_em = agora + privado.intervalo_leva()
   where id = vaga;
  return n;
end $$;

-- Envia o que o teto reteve e cuja janela acabou (agrupadas: saem juntas, uma notificação).
-- Vaga que deixou de estar aberta (ou bloqueio novo) vira falha com motivo.
-- Regras: RN23, RNF02.
create or replace function privado.liberar_teto(agora timestamptz default privado.agora())
returns integer
language plpgsql set search_path = '' as $$
declare n integer;
begin
  with alvo as (
    select d.id,
           v.estado = 'publicada' and v.inicio > agora
           and exists (select 1 from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta')
           and not privado.bloqueado(d.profissional_id, v.estabelecimento_id) as ok
      from public.despachos d join public.vagas v on v.id = d.vaga_id
     where d.estado_entrega = 'pendente' and d.agendada_para <= agora
     for update of d skip locked)
  update public.despachos d
     set estado_entrega = case when alvo.ok then 'enviada'::public.estado_entrega else 'falhou'::public.estado_entrega end,
         enviada_em = case when alvo.ok then agora end,
         motivo_falha = case when alvo.ok then null else 'vaga_indisponivel' end,
         tentativas = d.tentativas + 1
    from alvo where alvo.id = d.id;
  get diagnostics n = row_count;
  return n;
end $$;

-- ---------- Passos do agendador ----------
-- Regras: RNF03, RF06.
create or replace function privado.despachar_novas(agora timestamptz) returns integer
language plpgsql set search_path = '' as $$
declare r record; n integer := 0;
begin
  for r in select v.id from public.vagas v
            where v.estado = 'publicada' and v.leva_atual = 0 and v.publicada_em <= agora
            order by v.publicada_em limit privado.lote_agendador() for no key update skip locked loop
    n := n + privado.despachar_vaga(r.id, agora);
  end loop;
  return n;
end $$;

-- RF06: intervalo da leva esgotado com posição aberta → próxima leva.
-- Regras: RF06.
create or replace function privado.proximas_levas(agora timestamptz) returns integer
language plpgsql set search_path = '' as $$
declare r record; n integer := 0;
begin
  for r in select v.id from public.vagas v
            where v.estado = 'publicada' and v.leva_atual > 0 and v.proxima_leva_em <= agora
            order by v.proxima_leva_em limit privado.lote_agendador() for no key update skip locked loop
    n := n + privado.despachar_vaga(r.id, agora);
  end loop;
  return n;
end $$;
