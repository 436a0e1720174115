-- Regras internas (schema privado): relógio, constantes, elegibilidade, despacho, agendador,
-- reputação, formas JSON do contrato e o gatilho que cria a conta de domínio no cadastro.
-- Nada aqui é chamável pelos papéis da API.

-- ---------- Relógio: um lugar só. Testes fixam com `set local frila.agora = '...'`. ----------
create or replace function privado.agora() returns timestamptz
language sql stable set search_path = '' as $$
  select coalesce(nullif(current_setting('frila.agora', true), '')::timestamptz, now())
$$;

-- ---------- Números ajustáveis (valores iniciais dos seeds; vão mudar) ----------
create or replace function privado.raio_elegibilidade_m() returns double precision language sql immutable as $$ select 15000::double precision $$;  -- RN05
create or replace function privado.raio_checkin_m() returns double precision language sql immutable as $$ select 200::double precision $$;          -- RN22
create or replace function privado.teto_notificacao() returns interval language sql immutable as $$ select interval '30 minutes' $$;             -- RN23
create or replace function privado.janela_urgente() returns interval language sql immutable as $$ select interval '2 hours' $$;                 -- RN23
create or replace function privado.antecedencia_selecao() returns interval language sql immutable as $$ select interval '24 hours' $$;          -- RN24
create or replace function privado.antecedencia_falta() returns interval language sql immutable as $$ select interval '24 hours' $$;            -- RN12
create or replace function privado.tolerancia_atraso() returns interval language sql immutable as $$ select interval '15 minutes' $$;           -- alerta de atraso
create or replace function privado.intervalo_leva() returns interval language sql immutable as $$ select interval '5 minutes' $$;              -- RF06
create or replace function privado.tamanho_leva_por_posicao() returns integer language sql immutable as $$ select 10 $$;                       -- RF06
create or replace function privado.tolerancia_relogio() returns interval language sql immutable as $$ select interval '2 minutes' $$;           -- `em` no futuro
create or replace function privado.janela_checkin_antes() returns interval language sql immutable as $$ select interval '2 hours' $$;           -- check-in cedo demais
create or replace function privado.janela_checkout_depois() returns interval language sql immutable as $$ select interval '6 hours' $$;         -- check-out tardio
create or replace function privado.janela_confirmacao_manual() returns interval language sql immutable as $$ select interval '24 hours' $$;     -- confirmar após o fim
create or replace function privado.antecedencia_alerta_padrao_min() returns integer language sql immutable as $$ select 180 $$;                -- RF20
-- Vagas por passo de uma passada: 50 mantém a passada em ~0,2 s na escala do DF (medido com
-- 500: mediana 2,5 s publicar → 1ª leva, porque a vaga nova esperava a passada em curso).
create or replace function privado.lote_agendador() returns integer language sql immutable as $$ select 50 $$;

-- ---------- Recusa de negócio: PTxyz + chave estável + frase pt-BR + dica JSON ----------
create or replace function privado.recusar(codigo text, chave text, frase text, dica jsonb default null)
returns void
language plpgsql set search_path = '' as $$
begin
  if dica is null then
    raise exception using errcode = codigo, message = chave, detail = frase;
  end if;
  raise exception using errcode = codigo, message = chave, detail = frase, hint = dica::text;
end $$;

-- Conta do chamador (auth.uid()), opcionalmente exigindo o perfil (RN25).
create or replace function privado.conta_do_chamador(perfil_exigido public.perfil_conta default null)
returns public.contas
language plpgsql stable set search_path = '' as $$
declare
  c public.contas;
  uid uuid := auth.uid();
begin
  if uid is null then
    perform privado.recusar('PT401', 'nao_autenticado', 'Entre na sua conta para continuar.');
  end if;
  select * into c from public.contas where id = uid;
  if c.id is null then
    perform privado.recusar('PT403', 'conta_inexistente', 'Esta sessão não tem conta no Frila.');
  end if;
  if perfil_exigido is not null and c.perfil <> perfil_exigido then
    perform privado.recusar('PT403', 'perfil_incorreto',
      case perfil_exigido when 'profissional' then 'Esta ação é do perfil profissional.'
                          else 'Esta ação é do perfil contratante.' end,
      jsonb_build_object('perfil_exigido', perfil_exigido));
  end if;
  return c;
end $$;

create or replace function privado.eh_membro(estab uuid, conta uuid) returns boolean
language sql stable set search_path = '' as $$
  select exists (select 1 from public.membros m where m.estabelecimento_id = estab and m.conta_id = conta)
$$;

-- RF26: bloqueio entre o profissional e qualquer membro do estabelecimento, em qualquer sentido.
create or replace function privado.bloqueado(prof uuid, estab uuid) returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from public.membros m
      join public.bloqueios b on (b.autor_id = prof and b.bloqueado_id = m.conta_id)
                              or (b.autor_id = m.conta_id and b.bloqueado_id = prof)
     where m.estabelecimento_id = estab)
$$;

create or replace function privado.ponto(lat double precision, lng double precision)
returns extensions.geography
language sql immutable set search_path = '' as $$
  select extensions.st_setsrid(extensions.st_makepoint(lng, lat), 4326)::extensions.geography
$$;

-- ---------- Reputação (RN08, RF16, A11) ----------
-- Taxa de comparecimento: turnos com presença verificada / turnos confirmados que já
-- terminaram, contando como falta o cancelamento do próprio profissional com < 24 h.
-- Sem histórico: null, nunca 0.0.
create or replace function privado.taxa_comparecimento(prof uuid, agora timestamptz)
returns table (verificados integer, considerados integer)
language sql stable set search_path = '' as $$
  select count(*) filter (where t.estado <> 'cancelada' and t.verificacao = 'verificado')::integer,
         count(*)::integer
    from public.turnos t
   where t.profissional_id = prof
     and ((t.estado <> 'cancelada' and upper(t.periodo) <= agora)
          or (t.estado = 'cancelada' and t.conta_como_falta and t.cancelado_por = prof))
$$;

create or replace function privado.reputacao(conta uuid, agora timestamptz)
returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'positivas', (select count(*) filter (where a.chamaria_de_novo) from public.avaliacoes a where a.avaliado_id = conta),
    'total', (select count(*) from public.avaliacoes a where a.avaliado_id = conta),
    'taxa_comparecimento', case when tc.considerados > 0
                                then round(tc.verificados::numeric / tc.considerados, 4) end,
    'turnos_considerados', coalesce(tc.considerados, 0))
  from (select 1) _
  left join lateral (select * from privado.taxa_comparecimento(conta, agora)
                      where exists (select 1 from public.profissionais p where p.conta_id = conta)) tc on true
$$;

-- ---------- Formas JSON (docs/CONTRATO.md) ----------
create or replace function privado.local_json(endereco text, ponto extensions.geography)
returns jsonb language sql immutable set search_path = '' as $$
  select jsonb_build_object('endereco', endereco,
                            'lat', extensions.st_y(ponto::extensions.geometry),
                            'lng', extensions.st_x(ponto::extensions.geometry))
$$;

create or replace function privado.inclusos_json(v public.vagas)
returns jsonb language sql immutable set search_path = '' as $$
  select jsonb_build_object('refeicao', v.refeicao, 'transporte', v.transporte,
                            'exige_material_proprio', v.exige_material_proprio)
$$;

create or replace function privado.registro_json(em timestamptz, tipo public.tipo_registro,
                                                 distancia_m double precision, confirmado_em timestamptz)
returns jsonb language sql immutable set search_path = '' as $$
  select case when em is null then null else
    jsonb_build_object('em', em, 'tipo', tipo, 'distancia_m', distancia_m, 'confirmado_em', confirmado_em) end
$$;

create or replace function privado.contato_json(c public.contas)
returns jsonb language sql immutable set search_path = '' as $$
  select jsonb_build_object('whatsapp', c.whatsapp, 'email', c.email)
$$;

-- Turno visto por `leitor`. RN10: contato só em turno confirmado (não cancelado).
create or replace function privado.turno_json(tid uuid, leitor uuid, agora timestamptz)
returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'turno_id', t.id, 'vaga_id', t.vaga_id, 'posicao_id', t.posicao_id, 'estado', t.estado,
    'vaga', jsonb_build_object('funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
                               'local', privado.local_json(v.endereco, v.ponto),
                               'inclusos', privado.inclusos_json(v), 'modo', v.modo),
    'valor_acordado_centavos', t.valor_acordado_centavos,
    -- conta_id: quem publicou, a conta que o profissional bloqueia (RF26).
    'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome, 'conta_id', pub.id,
        'contato', case when t.estado <> 'cancelada' then privado.contato_json(pub) end),
    'profissional', jsonb_build_object('id', pc.id, 'nome', pc.nome,
        'contato', case when t.estado <> 'cancelada' then privado.contato_json(pc) end),
    'checkin', privado.registro_json(t.checkin_em, t.checkin_tipo, t.checkin_distancia_m, t.checkin_confirmado_em),
    'checkout', privado.registro_json(t.checkout_em, t.checkout_tipo, t.checkout_distancia_m, null),
    'verificacao', t.verificacao,
    -- Cancelado: quem (o lado, nunca a conta do outro) e quando (RN12).
    'cancelamento', case when t.estado = 'cancelada' then jsonb_build_object(
        'em', t.cancelado_em, 'conta_como_falta', t.conta_como_falta,
        'por', case when t.cancelado_por = t.profissional_id then 'profissional' else 'contratante' end) end,
    'pode_avaliar', (t.estado <> 'cancelada' and agora >= upper(t.periodo) and t.verificacao = 'verificado'
                     and a.chamaria_de_novo is null),
    'minha_avaliacao', a.chamaria_de_novo)
  from public.turnos t
  join public.vagas v on v.id = t.vaga_id
  join public.estabelecimentos e on e.id = v.estabelecimento_id
  join public.contas pub on pub.id = v.publicada_por
  join public.contas pc on pc.id = t.profissional_id
  left join public.avaliacoes a on a.turno_id = t.id
        and a.lado = case when leitor = t.profissional_id then 'profissional'::public.perfil_conta
                          else 'contratante'::public.perfil_conta end
  where t.id = tid
$$;

create or replace function privado.vaga_contratante_json(vid uuid, leitor uuid, agora timestamptz)
returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'vaga_id', v.id, 'funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
    'valor_centavos', v.valor_centavos, 'inclusos', privado.inclusos_json(v), 'modo', v.modo,
    'estado', v.estado, 'local', privado.local_json(v.endereco, v.ponto),
    'antecedencia_alerta_min', v.antecedencia_alerta_min,
    'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome),
    'posicoes_total', (select count(*) from public.posicoes p where p.vaga_id = v.id),
    'posicoes_abertas', (select count(*) from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta'),
    'posicoes', coalesce((
      select jsonb_agg(jsonb_build_object('posicao_id', p.id, 'estado', p.estado,
               'turno', (select privado.turno_json(t.id, leitor, agora) from public.turnos t
                          where t.posicao_id = p.id and t.estado <> 'cancelada')) order by p.numero)
        from public.posicoes p where p.vaga_id = v.id), '[]'::jsonb),
    'candidaturas', coalesce((
      select jsonb_agg(jsonb_build_object('candidatura_id', c.id, 'estado', c.estado, 'em', c.em,
               'profissional', jsonb_build_object('id', pc.id, 'nome', pc.nome,
                                                  'reputacao', privado.reputacao(pc.id, agora))) order by c.em)
        from public.candidaturas c join public.contas pc on pc.id = c.profissional_id
       where c.vaga_id = v.id), '[]'::jsonb))
  from public.vagas v join public.estabelecimentos e on e.id = v.estabelecimento_id
  where v.id = vid
$$;

create or replace function privado.perfil_json(cid uuid, agora timestamptz)
returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'conta_id', c.id, 'perfil', c.perfil, 'nome', c.nome,
    'reputacao', privado.reputacao(c.id, agora),
    'funcoes', to_jsonb(p.funcoes),
    'disponivel', p.disponivel,
    'estabelecimento', (select jsonb_build_object('id', e.id, 'nome', e.nome, 'endereco', e.endereco,
                                 'lat', extensions.st_y(e.ponto::extensions.geometry),
                                 'lng', extensions.st_x(e.ponto::extensions.geometry))
                          from public.membros m join public.estabelecimentos e on e.id = m.estabelecimento_id
                         where m.conta_id = c.id order by m.papel, e.criado_em limit 1))
  from public.contas c left join public.profissionais p on p.conta_id = c.id
  where c.id = cid
$$;

-- ---------- Elegibilidade (RN05, RN06, RN21, RF26) ----------
-- Quem pode receber a vaga: no raio de 15 km OU na equipe de confiança do estabelecimento;
-- com a função; disponível; push ligado (push negado = inalcançável); não suspenso; sem
-- bloqueio com nenhum membro do estabelecimento, em nenhum sentido; sem turno sobreposto.
-- Só filtra: a ordem (equipe, comparecimento) é do despacho (RN06).
-- `limite` corta os do raio aos N mais próximos (busca KNN no índice GiST, para a leva
-- não varrer 60 mil profissionais do DF); `so_novos` pula quem já recebeu esta vaga.
create or replace function privado.elegiveis(vaga uuid, agora timestamptz default privado.agora(),
                                             limite integer default null, so_novos boolean default false)
returns table (profissional_id uuid, distancia_m double precision, na_equipe boolean)
language sql stable set search_path = '' as $$
  with v as (select * from public.vagas where id = vaga),
  equipe as (select ec.profissional_id from public.equipe_confianca ec, v
              where ec.estabelecimento_id = v.estabelecimento_id),
  bloqueados as (
    select case when b.autor_id = m.conta_id then b.bloqueado_id else b.autor_id end as conta_id
      from v join public.membros m on m.estabelecimento_id = v.estabelecimento_id
      join public.bloqueios b on b.autor_id = m.conta_id or b.bloqueado_id = m.conta_id),
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

-- Por que este profissional não pode pegar esta vaga (null = pode). Mesmos critérios de
-- elegiveis, menos disponibilidade e push, que decidem quem RECEBE, não quem se candidata.
create or replace function privado.motivo_inelegivel(vaga uuid, prof uuid, agora timestamptz)
returns text
language sql stable set search_path = '' as $$
  select case
    when not (v.funcao = any (p.funcoes)) then 'Você não tem a função desta vaga.'
    when privado.bloqueado(p.conta_id, v.estabelecimento_id) then 'Esta vaga não está disponível para você.'
    when not extensions.st_dwithin(p.ponto_base, v.ponto, privado.raio_elegibilidade_m())
         and not exists (select 1 from public.equipe_confianca ec
                          where ec.estabelecimento_id = v.estabelecimento_id and ec.profissional_id = p.conta_id)
      then format('A vaga fica a mais de %s km da sua base.', round(privado.raio_elegibilidade_m() / 1000))
    when exists (select 1 from public.turnos t where t.profissional_id = p.conta_id and t.estado <> 'cancelada'
                    and t.periodo && v.periodo)
      then 'Você já tem um turno nesse horário.'
  end
  from public.vagas v, public.profissionais p
  where v.id = vaga and p.conta_id = prof
$$;

-- ---------- Despacho (RF06, RN23, RNF02) ----------
-- Uma leva: grava uma linha de despacho por elegível ainda não avisado, em ordem de
-- equipe de confiança, comparecimento e distância (RN06: só ordena). O teto de uma
-- notificação por 30 min (RN23) retém a linha até o fim da janela (agrupa); vaga de
-- urgência que começa em < 2 h sai na hora e conta no teto.
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

-- RN24: seleção que chega a 24 h do início sem escolha fecha e libera os candidatos.
create or replace function privado.fechar_selecao(agora timestamptz) returns integer
language plpgsql set search_path = '' as $$
declare n integer;
begin
  with fechadas as (
    select v.id from public.vagas v
     where v.modo = 'selecao' and v.estado = 'publicada' and v.inicio - privado.antecedencia_selecao() <= agora
     for update skip locked),
  cand as (
    update public.candidaturas c set estado = 'expirada', decidida_em = agora
      from fechadas f where c.vaga_id = f.id and c.estado = 'pendente' returning c.id),
  pos as (
    update public.posicoes p set estado = 'cancelada'
      from fechadas f where p.vaga_id = f.id and p.estado = 'aberta' returning p.vaga_id)
  update public.vagas v
     set estado = case when exists (select 1 from public.turnos t where t.vaga_id = v.id and t.estado <> 'cancelada')
                       then 'preenchida'::public.estado_vaga else 'encerrada'::public.estado_vaga end,
         encerrada_em = agora, proxima_leva_em = null
    from fechadas f where v.id = f.id;
  get diagnostics n = row_count;
  return n;
end $$;

-- Vaga publicada cujo início passou não aceita mais candidatos.
create or replace function privado.encerrar_iniciadas(agora timestamptz) returns integer
language plpgsql set search_path = '' as $$
declare n integer;
begin
  with alvo as (
    select v.id from public.vagas v where v.estado = 'publicada' and v.inicio <= agora for no key update skip locked),
  cand as (
    update public.candidaturas c set estado = 'expirada', decidida_em = agora
      from alvo where c.vaga_id = alvo.id and c.estado = 'pendente' returning c.id)
  update public.vagas v set estado = 'encerrada', encerrada_em = agora, proxima_leva_em = null
    from alvo where v.id = alvo.id;
  get diagnostics n = row_count;
  return n;
end $$;

-- RN22: turno que termina sem prova de presença fica nao_verificado; terminado vira cumprido.
create or replace function privado.finalizar_turnos(agora timestamptz) returns integer
language plpgsql set search_path = '' as $$
declare n integer;
begin
  with alvo as (
    update public.turnos t
       set estado = 'cumprida',
           verificacao = case when t.verificacao = 'pendente' then 'nao_verificado'::public.verificacao
                              else t.verificacao end
     where t.estado = 'confirmada' and upper(t.periodo) <= agora
    returning t.posicao_id)
  update public.posicoes p set estado = 'cumprida' from alvo where p.id = alvo.posicao_id;
  get diagnostics n = row_count;
  return n;
end $$;

-- Ponto único que o gateway chama a cada poucos segundos (e o pg_cron num Supabase real).
-- Cada passada despacha no máximo lote_agendador() vagas por passo, para ficar curta mesmo
-- na escala do DF (o resto sai nas passadas seguintes, segundos depois).
create or replace function privado.executar_agendador(agora timestamptz default privado.agora())
returns jsonb
language plpgsql set search_path = '' as $$
declare
  r jsonb;
begin
  -- Uma execução por vez; quem chega junto sai sem fazer nada.
  if not pg_try_advisory_xact_lock(hashtext('frila.agendador')) then
    return jsonb_build_object('ocupado', true);
  end if;
  r := jsonb_build_object('agora', agora);
  r := r || jsonb_build_object('selecao_fechadas', privado.fechar_selecao(agora));
  r := r || jsonb_build_object('vagas_encerradas', privado.encerrar_iniciadas(agora));
  r := r || jsonb_build_object('turnos_finalizados', privado.finalizar_turnos(agora));
  r := r || jsonb_build_object('notificacoes_leva1', privado.despachar_novas(agora));
  r := r || jsonb_build_object('notificacoes_levas', privado.proximas_levas(agora));
  r := r || jsonb_build_object('liberadas_do_teto', privado.liberar_teto(agora));
  return r;
end $$;

-- ---------- Cadastro: a conta de domínio nasce com o usuário (gatilho em auth.users) ----------
create or replace function privado.criar_conta_do_usuario() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  d jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  perfil text := d ->> 'perfil';
  nome text := trim(coalesce(d ->> 'nome', ''));
  funcoes public.funcao[];
  est jsonb := d -> 'estabelecimento';
  eid uuid;
  lat double precision;
  lng double precision;
begin
  if perfil is null or perfil not in ('profissional', 'contratante') then
    perform privado.recusar('PT400', 'validation_failed', 'Escolha o perfil: profissional ou contratante.');
  end if;
  if nome = '' then
    perform privado.recusar('PT400', 'validation_failed', 'Informe o nome.');
  end if;
  insert into public.contas(id, perfil, nome, email, whatsapp, criada_em)
  values (new.id, perfil::public.perfil_conta, nome, new.email, nullif(trim(d ->> 'whatsapp'), ''), coalesce(new.created_at, now()));

  if perfil = 'profissional' then
    begin
      funcoes := array(select jsonb_array_elements_text(d -> 'funcoes'))::public.funcao[];
      lat := (d ->> 'lat')::double precision;
      lng := (d ->> 'lng')::double precision;
    exception when others then
      perform privado.recusar('PT400', 'validation_failed', 'Funções ou ponto base inválidos.');
    end;
    if coalesce(cardinality(funcoes), 0) = 0 then
      perform privado.recusar('PT400', 'validation_failed', 'Escolha ao menos uma função.');
    end if;
    if lat is null or lng is null or lat not between -90 and 90 or lng not between -180 and 180 then
      perform privado.recusar('PT400', 'validation_failed', 'Informe o ponto base (lat e lng).');
    end if;
    -- Novo profissional começa disponível e com notificações ligadas (API.md).
    insert into public.profissionais(conta_id, funcoes, ponto_base, disponivel, push_habilitado)
    values (new.id, funcoes, privado.ponto(lat, lng), true, true);
  else
    begin
      lat := (est ->> 'lat')::double precision;
      lng := (est ->> 'lng')::double precision;
    exception when others then
      lat := null;
    end;
    if jsonb_typeof(est) is distinct from 'object'
       or trim(coalesce(est ->> 'nome', '')) = '' or trim(coalesce(est ->> 'endereco', '')) = ''
       or lat is null or lng is null or lat not between -90 and 90 or lng not between -180 and 180 then
      perform privado.recusar('PT400', 'validation_failed',
        'Informe o estabelecimento: nome, endereço e localização.');
    end if;
    insert into public.estabelecimentos(nome, endereco, ponto, criado_em)
    values (trim(est ->> 'nome'), trim(est ->> 'endereco'), privado.ponto(lat, lng), coalesce(new.created_at, now()))
    returning id into eid;
    insert into public.membros(estabelecimento_id, conta_id, papel) values (eid, new.id, 'administrador');
  end if;
  return new;
end $$;

create trigger criar_conta_do_usuario after insert on auth.users
  for each row execute function privado.criar_conta_do_usuario();

revoke execute on all functions in schema privado from public;
