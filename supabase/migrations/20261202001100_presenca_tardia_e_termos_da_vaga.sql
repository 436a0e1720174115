-- Presença atrasada (toque com mais de 24 h recusado, turno fechado não vira presença
-- sozinho), instante de pessoa como texto (palavras especiais do PostgreSQL recusadas),
-- termos da vaga relidos com a posição travada e candidaturas encerradas quando a vaga muda.
-- Gerada por `make esquema-diff`; à mão: o domínio (o migra não compara domínios), a troca
-- do enum (feita na migration anterior com add value) e os grants do catálogo no fim.

create domain public.instante as text;

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.idade_max_toque()
 RETURNS interval
 LANGUAGE sql
 IMMUTABLE
AS $function$ select interval '24 hours' $function$
;

CREATE OR REPLACE FUNCTION privado.instante(t text)
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if t ~* '(now|today|tomorrow|yesterday|epoch|infinity|allballs)' then
    perform privado.recusar('PT422', 'instante_especial',
      'Mande a data e a hora de verdade (ex.: 2026-12-04T18:00:00-03:00); palavras como now, today ou epoch não valem como horário.');
  end if;
  return t::timestamptz;
end $function$
;

CREATE OR REPLACE FUNCTION privado.termos_da_vaga(v vagas)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object('funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim, 'valor_centavos', v.valor_centavos,
                            'refeicao', v.refeicao, 'transporte', v.transporte,
                            'exige_material_proprio', v.exige_material_proprio, 'endereco', v.endereco,
                            'bairro', v.bairro, 'ponto', extensions.st_astext(v.ponto))
$function$
;

CREATE OR REPLACE FUNCTION privado.aviso_de_candidatura()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.estado = 'pendente' and (tg_op = 'INSERT' or old.estado <> 'pendente') then
    perform privado.avisar_membros(new.vaga_id, 'candidatura_nova', new.profissional_id, candidatura => new.id);
  elsif tg_op = 'UPDATE' and old.estado = 'pendente' and new.estado = 'retirada' then
    perform privado.avisar_membros(new.vaga_id, 'candidatura_retirada', new.profissional_id, candidatura => new.id);
  elsif tg_op = 'UPDATE' and old.estado = 'pendente' and new.estado = 'encerrada_por_edicao' then
    -- Os termos mudaram: o candidato fica sabendo (e pode se candidatar de novo).
    insert into public.avisos(conta_id, tipo, vaga_id, candidatura_id, autor_id, em)
    select new.profissional_id, 'vaga_alterada', new.vaga_id, new.id, v.publicada_por, privado.agora()
      from public.vagas v where v.id = new.vaga_id;
  end if;
  return null;
end $function$
;

CREATE OR REPLACE FUNCTION privado.conferir_toque(em timestamp with time zone, agora timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if not isfinite(em) then
    perform privado.recusar('PT422', 'horario_invalido', 'O horário informado não é uma data válida.',
      jsonb_build_object('agora', agora));
  end if;
  if em > agora + privado.tolerancia_relogio() then
    perform privado.recusar('PT422', 'horario_invalido',
      format('O horário do toque está no futuro (o relógio do aparelho adianta mais de %s min); acerte o relógio e toque de novo.',
             extract(epoch from privado.tolerancia_relogio())::integer / 60),
      jsonb_build_object('agora', agora, 'em', em));
  end if;
  if em < agora - privado.idade_max_toque() then
    perform privado.recusar('PT422', 'toque_antigo',
      format('Toque de mais de %s h atrás: o servidor não aceita presença tão antiga.',
             extract(epoch from privado.idade_max_toque())::integer / 3600),
      jsonb_build_object('agora', agora, 'em', em, 'desde', agora - privado.idade_max_toque()));
  end if;
end $function$
;

CREATE OR REPLACE FUNCTION privado.preencher_posicao(v vagas, prof uuid, agora timestamp with time zone, pedido_por perfil_conta)
 RETURNS uuid
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
end $function$
;
alter table "public"."avisos" drop constraint "avisos_tipo_check";

drop function if exists "public"."avaliar"(turno_id uuid, chamaria_de_novo boolean, em timestamp with time zone);

drop function if exists "public"."confirmar_checkin_manual"(turno_id uuid, em timestamp with time zone);

drop function if exists "public"."fazer_checkin"(turno_id uuid, distancia_m double precision, em timestamp with time zone);

drop function if exists "public"."fazer_checkout"(turno_id uuid, distancia_m double precision, em timestamp with time zone);

drop function if exists "public"."minhas_notificacoes"(desde timestamp with time zone);

alter table "public"."avisos" add constraint "avisos_tipo_check" CHECK ((tipo = ANY (ARRAY['posicao_tomada'::text, 'candidatura_nova'::text, 'candidatura_retirada'::text, 'checkin_manual'::text, 'turno_cancelado'::text, 'vaga_alterada'::text]))) not valid;

alter table "public"."avisos" validate constraint "avisos_tipo_check";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.avaliar(turno_id uuid, chamaria_de_novo boolean DEFAULT NULL::boolean, em instante DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
  t public.turnos;
  v public.vagas;
  meu_lado public.perfil_conta;
  avaliado uuid;
  a public.avaliacoes;
  toque timestamptz := coalesce(privado.instante(avaliar.em), agora);
begin
  if c.perfil = 'profissional' then
    t := privado.turno_do_profissional(avaliar.turno_id, c.id);
  else
    t := privado.turno_do_contratante(avaliar.turno_id, c.id);
  end if;
  select * into v from public.vagas where id = t.vaga_id;
  meu_lado := c.perfil;
  avaliado := case when meu_lado = 'profissional' then v.publicada_por else t.profissional_id end;
  select * into a from public.avaliacoes x where x.turno_id = t.id and x.lado = meu_lado;
  if a.turno_id is not null then   -- chave natural: turno + lado; repetir devolve a mesma
    return jsonb_build_object('turno_id', a.turno_id, 'lado', a.lado, 'chamaria_de_novo', a.chamaria_de_novo, 'em', a.em);
  end if;
  if chamaria_de_novo is null then
    perform privado.recusar('PT422', 'campo_obrigatorio', 'Responda sim ou não.', '{"campo":"chamaria_de_novo"}');
  end if;
  if t.estado = 'cancelada' then
    perform privado.recusar('PT409', 'turno_cancelado', 'Este turno foi cancelado.');
  end if;
  perform privado.conferir_toque(toque, agora);
  if agora < upper(t.periodo) or toque < upper(t.periodo) then
    perform privado.recusar('PT422', 'antes_do_fim', 'A avaliação abre quando o turno termina.',
      jsonb_build_object('libera_em', upper(t.periodo)));
  end if;
  if t.verificacao <> 'verificado' then
    perform privado.recusar('PT422', 'presenca_nao_verificada',
      'Só dá para avaliar um turno com presença verificada.');
  end if;
  insert into public.avaliacoes(turno_id, lado, autor_id, avaliado_id, chamaria_de_novo, em)
  values (t.id, meu_lado, c.id, avaliado, chamaria_de_novo, toque)
  returning * into a;
  return jsonb_build_object('turno_id', a.turno_id, 'lado', a.lado, 'chamaria_de_novo', a.chamaria_de_novo, 'em', a.em);
end $function$
;

CREATE OR REPLACE FUNCTION public.confirmar_checkin_manual(turno_id uuid, em instante DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  t public.turnos := privado.turno_do_contratante(confirmar_checkin_manual.turno_id, c.id);
  toque timestamptz := coalesce(privado.instante(confirmar_checkin_manual.em), agora);
begin
  if t.estado = 'cancelada' then
    perform privado.recusar('PT409', 'turno_cancelado', 'Este turno foi cancelado.');
  end if;
  if t.checkin_em is null then
    perform privado.recusar('PT409', 'sem_checkin', 'O profissional ainda não fez check-in.');
  end if;
  if t.checkin_tipo = 'geolocalizado' or t.checkin_confirmado_em is not null then
    return privado.turno_json(t.id, c.id, agora);   -- já é presença: devolve igual
  end if;
  perform privado.conferir_toque(toque, agora);
  if agora >= upper(t.periodo) + privado.janela_confirmacao_manual() then
    perform privado.recusar('PT422', 'horario_invalido', 'O prazo para confirmar este check-in acabou.');
  end if;
  update public.turnos
     set checkin_confirmado_em = greatest(toque, checkin_em), checkin_confirmado_por = c.id,
         verificacao = 'verificado'
   where id = t.id;
  return privado.turno_json(t.id, c.id, agora);
end $function$
;

CREATE OR REPLACE FUNCTION public.fazer_checkin(turno_id uuid, distancia_m double precision DEFAULT NULL::double precision, em instante DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
  t public.turnos := privado.turno_do_profissional(fazer_checkin.turno_id, c.id);
  toque timestamptz := coalesce(privado.instante(fazer_checkin.em), agora);
  -- Turno já fechado pelo agendador não vira presença sozinho: o registro tardio é manual e
  -- espera o contratante (avisado pelo gatilho do check-in manual).
  geo boolean := distancia_m is not null and distancia_m <= privado.raio_checkin_m() and t.estado <> 'cumprida';
begin
  if t.estado = 'cancelada' then
    perform privado.recusar('PT409', 'turno_cancelado', 'Este turno foi cancelado.');
  end if;
  if t.checkin_em is not null then   -- chave natural: um check-in por turno
    return privado.turno_json(t.id, c.id, agora);
  end if;
  perform privado.conferir_distancia(distancia_m);
  -- Fora da janela do turno é o motivo mais preciso; depois, o relógio (futuro, mais de 24 h).
  if toque < lower(t.periodo) - privado.janela_checkin_antes() or toque >= upper(t.periodo) then
    perform privado.recusar('PT422', 'horario_invalido', 'O check-in está fora do horário do turno.',
      jsonb_build_object('inicio', lower(t.periodo), 'fim', upper(t.periodo)));
  end if;
  perform privado.conferir_toque(toque, agora);
  update public.turnos
     set checkin_em = toque,
         checkin_tipo = case when geo then 'geolocalizado'::public.tipo_registro else 'manual'::public.tipo_registro end,
         -- Manual guarda só distância além do raio (CHECK checkin_tipo_coerente): a de um
         -- registro tardio num turno fechado não prova nada e fica de fora.
         checkin_distancia_m = case when geo or distancia_m > privado.raio_checkin_m() then distancia_m end,
         verificacao = case when geo then 'verificado'::public.verificacao else verificacao end
   where id = t.id;
  return privado.turno_json(t.id, c.id, agora);
end $function$
;

CREATE OR REPLACE FUNCTION public.fazer_checkout(turno_id uuid, distancia_m double precision DEFAULT NULL::double precision, em instante DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
  t public.turnos := privado.turno_do_profissional(fazer_checkout.turno_id, c.id);
  toque timestamptz := coalesce(privado.instante(fazer_checkout.em), agora);
  janela jsonb;
begin
  if t.estado = 'cancelada' then
    perform privado.recusar('PT409', 'turno_cancelado', 'Este turno foi cancelado.');
  end if;
  if t.checkin_em is null then
    perform privado.recusar('PT409', 'sem_checkin', 'Faça o check-in antes do check-out.');
  end if;
  if t.checkout_em is not null then
    return privado.turno_json(t.id, c.id, agora);
  end if;
  perform privado.conferir_toque(toque, agora);
  perform privado.conferir_distancia(distancia_m);
  janela := jsonb_build_object('checkin_em', t.checkin_em, 'inicio', lower(t.periodo), 'fim', upper(t.periodo),
                               'ate', upper(t.periodo) + privado.janela_checkout_depois());
  if toque < lower(t.periodo) then
    perform privado.recusar('PT422', 'horario_invalido', 'O check-out só vale depois que o turno começa.', janela);
  end if;
  if toque < t.checkin_em then
    perform privado.recusar('PT422', 'horario_invalido', 'O check-out precisa ser depois do check-in.', janela);
  end if;
  if toque > upper(t.periodo) + privado.janela_checkout_depois() then
    perform privado.recusar('PT422', 'horario_invalido',
      format('O check-out vale até %s horas depois do fim do turno.',
             extract(epoch from privado.janela_checkout_depois())::integer / 3600), janela);
  end if;
  update public.turnos
     set checkout_em = toque,
         checkout_tipo = case when distancia_m is not null and distancia_m <= privado.raio_checkin_m()
                              then 'geolocalizado'::public.tipo_registro else 'manual'::public.tipo_registro end,
         checkout_distancia_m = distancia_m
   where id = t.id;
  return privado.turno_json(t.id, c.id, agora);
end $function$
;

CREATE OR REPLACE FUNCTION public.minhas_notificacoes(desde instante DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
  desde_em timestamptz := privado.instante(minhas_notificacoes.desde);
  r jsonb;
begin
  with lidas as (
    select d.id, d.enviada_em, v.id as vaga_id, v.funcao, v.inicio, v.valor_centavos, v.modo, e.id as eid, e.nome
      from public.despachos d
      join public.vagas v on v.id = d.vaga_id
      join public.estabelecimentos e on e.id = v.estabelecimento_id
     where d.profissional_id = c.id and d.estado_entrega in ('enviada', 'entregue')
       and (desde_em is null or d.enviada_em > desde_em)
       and privado.alcanca(c.id, v.id)
     order by d.enviada_em, v.inicio, d.id
     limit privado.itens_max_lista()),
  marca as (
    update public.despachos d set estado_entrega = 'entregue', entregue_em = agora
      from lidas where d.id = lidas.id and d.estado_entrega = 'enviada' returning d.id),
  avs as (
    select a.*, v.funcao, v.inicio, v.valor_centavos, v.modo, e.id as eid, e.nome as enome,
           v.estabelecimento_id, pr.id as pid, pr.nome as pnome
      from public.avisos a
      join public.vagas v on v.id = a.vaga_id
      join public.estabelecimentos e on e.id = v.estabelecimento_id
      left join public.contas pr on pr.id = coalesce(
        (select t.profissional_id from public.turnos t where t.id = a.turno_id),
        (select ca.profissional_id from public.candidaturas ca where ca.id = a.candidatura_id))
     where a.conta_id = c.id and (desde_em is null or a.em > desde_em)
       and (pr.id is null or not privado.bloqueado(pr.id, v.estabelecimento_id))
     order by a.em, a.id
     limit privado.itens_max_lista()),
  marca_avisos as (
    update public.avisos a set entregue_em = agora
      from avs where a.id = avs.id and a.entregue_em is null returning a.id),
  tudo as (
    select l.enviada_em as quando, l.inicio, l.id, jsonb_build_object(
             'notificacao_id', l.id, 'tipo', 'vaga', 'vaga_id', l.vaga_id, 'funcao', l.funcao, 'inicio', l.inicio,
             'valor_centavos', l.valor_centavos, 'modo', l.modo,
             'estabelecimento', jsonb_build_object('id', l.eid, 'nome', l.nome),
             'enviada_em', l.enviada_em) as j
      from lidas l
    union all
    select a.em, a.inicio, a.id, jsonb_build_object(
             'notificacao_id', a.id, 'tipo', a.tipo, 'vaga_id', a.vaga_id, 'funcao', a.funcao, 'inicio', a.inicio,
             'valor_centavos', a.valor_centavos, 'modo', a.modo,
             'estabelecimento', jsonb_build_object('id', a.eid, 'nome', a.enome),
             'enviada_em', a.em,
             'turno_id', a.turno_id, 'candidatura_id', a.candidatura_id,
             'profissional', case when a.pid is not null then jsonb_build_object('id', a.pid, 'nome', a.pnome) end,
             'motivo', a.motivo, 'conta_como_falta', a.conta_como_falta)
           -- Só no cancelamento: o lado de quem cancelou (a falta é desse lado).
           || case when a.tipo = 'turno_cancelado' then jsonb_build_object('por',
                case when a.autor_id = a.pid then 'profissional' else 'contratante' end) else '{}'::jsonb end
      from avs a)
  select coalesce(jsonb_agg(t.j order by t.quando, t.inicio, t.id), '[]'::jsonb) into r from tudo t;
  return r;
end $function$
;

CREATE OR REPLACE FUNCTION public.editar_vaga(vaga_id uuid, funcao text DEFAULT NULL::text, inicio timestamp with time zone DEFAULT NULL::timestamp with time zone, fim timestamp with time zone DEFAULT NULL::timestamp with time zone, valor_centavos integer DEFAULT NULL::integer, refeicao boolean DEFAULT NULL::boolean, transporte boolean DEFAULT NULL::boolean, exige_material_proprio boolean DEFAULT NULL::boolean, modo text DEFAULT NULL::text, posicoes integer DEFAULT NULL::integer, endereco text DEFAULT NULL::text, lat double precision DEFAULT NULL::double precision, lng double precision DEFAULT NULL::double precision, antecedencia_alerta_min integer DEFAULT NULL::integer, bairro text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  v public.vagas := privado.vaga_do_contratante(editar_vaga.vaga_id, c.id);
  n_atual integer;
  n_novo integer;
  confirmados integer;
  nova public.vagas;
  validada jsonb;
begin
  perform 1 from public.posicoes p where p.vaga_id = v.id order by p.numero for update;
  select * into v from public.vagas x where x.id = v.id for update;
  if v.estado in ('encerrada', 'cancelada') or v.inicio <= agora then
    perform privado.recusar('PT410', 'vaga_encerrada', 'Esta vaga já começou, foi encerrada ou cancelada.');
  end if;
  select count(*) into confirmados from public.turnos t where t.vaga_id = v.id and t.estado <> 'cancelada';
  if confirmados > 0 then
    perform privado.recusar('PT409', 'vaga_com_confirmados',
      'Já há profissional confirmado nesta vaga; para mudar, cancele a vaga e publique outra.',
      jsonb_build_object('confirmados', confirmados));
  end if;
  select count(*) into n_atual from public.posicoes p where p.vaga_id = v.id and p.estado <> 'cancelada';
  n_novo := coalesce(editar_vaga.posicoes, n_atual);

  begin
    validada := public.publicar_vaga(
      funcao => coalesce(editar_vaga.funcao, v.funcao::text),
      inicio => coalesce(editar_vaga.inicio, v.inicio),
      fim => coalesce(editar_vaga.fim, v.fim),
      valor_centavos => coalesce(editar_vaga.valor_centavos, v.valor_centavos),
      refeicao => coalesce(editar_vaga.refeicao, v.refeicao),
      transporte => coalesce(editar_vaga.transporte, v.transporte),
      exige_material_proprio => coalesce(editar_vaga.exige_material_proprio, v.exige_material_proprio),
      modo => coalesce(editar_vaga.modo, v.modo::text),
      posicoes => n_novo,
      endereco => coalesce(editar_vaga.endereco, v.endereco),
      lat => coalesce(editar_vaga.lat, extensions.st_y(v.ponto::extensions.geometry)),
      lng => coalesce(editar_vaga.lng, extensions.st_x(v.ponto::extensions.geometry)),
      antecedencia_alerta_min => coalesce(editar_vaga.antecedencia_alerta_min, v.antecedencia_alerta_min),
      -- endereço novo sem bairro: publicar_vaga tira o bairro do endereço, como ao publicar
      bairro => coalesce(editar_vaga.bairro, case when editar_vaga.endereco is null then v.bairro end),
      estabelecimento_id => v.estabelecimento_id);
    select x.* into nova from public.vagas x where x.id = (validada ->> 'vaga_id')::uuid;
    raise exception using errcode = 'PT299', message = 'desfaz_validacao';
  exception when sqlstate 'PT299' then
    null;   -- a vaga de validação some com o subbloco; `nova` (variável) fica
  end;

  update public.vagas x
     set funcao = nova.funcao, inicio = nova.inicio, fim = nova.fim, valor_centavos = nova.valor_centavos,
         refeicao = nova.refeicao, transporte = nova.transporte, exige_material_proprio = nova.exige_material_proprio,
         modo = nova.modo, endereco = nova.endereco, bairro = nova.bairro, ponto = nova.ponto,
         antecedencia_alerta_min = nova.antecedencia_alerta_min,
         -- parâmetros novos: a próxima leva sai já, para quem passou a ser elegível (RF06)
         proxima_leva_em = case when x.leva_atual > 0 then agora end
   where x.id = v.id;
  if n_novo > n_atual then
    insert into public.posicoes(vaga_id, numero)
    select v.id, (select coalesce(max(p.numero), 0) from public.posicoes p where p.vaga_id = v.id) + g
      from generate_series(1, n_novo - n_atual) g;
  elsif n_novo < n_atual then
    with sobra as (
      select p.id from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta'
       order by p.numero desc limit n_atual - n_novo)
    update public.posicoes p set estado = 'cancelada' from sobra where p.id = sobra.id;
  end if;
  -- Termos mudados (horário, valor, inclusos, lugar, função): quem se candidatou aos termos
  -- antigos não fica esperando ser escolhido para os novos. A candidatura acaba dizendo por
  -- quê, o candidato é avisado (gatilho aviso_de_candidatura) e pode se candidatar de novo.
  if privado.termos_da_vaga(nova) is distinct from privado.termos_da_vaga(v) then
    update public.candidaturas ca set estado = 'encerrada_por_edicao', decidida_em = agora
     where ca.vaga_id = v.id and ca.estado = 'pendente';
  end if;
  -- Seleção que virou urgência: as candidaturas pendentes não têm mais quem escolha.
  if nova.modo = 'urgencia' and v.modo = 'selecao' then
    update public.candidaturas ca set estado = 'expirada', decidida_em = agora
     where ca.vaga_id = v.id and ca.estado = 'pendente';
  end if;
  return privado.vaga_contratante_json(v.id, c.id, agora) || jsonb_build_object('bairro', nova.bairro);
end $function$
;

CREATE OR REPLACE FUNCTION public.minhas_candidaturas()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador('profissional');
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object('candidatura_id', x.id, 'estado', x.estado, 'em', x.em,
                                        'vaga', privado.vaga_profissional_json(x.vaga_id, c.id))
                     order by x.inicio, x.id)
      from (select ca.id, ca.estado, ca.em, ca.vaga_id, v.inicio
              from public.candidaturas ca join public.vagas v on v.id = ca.vaga_id
             where ca.profissional_id = c.id
               and (ca.estado = 'pendente'
                    -- Encerrada porque a vaga mudou: fica à vista enquanto dá para se candidatar de novo.
                    or (ca.estado = 'encerrada_por_edicao' and v.estado = 'publicada' and v.inicio > privado.agora()))
               and not privado.bloqueado(c.id, v.estabelecimento_id)
             order by v.inicio, ca.id
             limit privado.itens_max_lista()) x), '[]'::jsonb);
end $function$
;

CREATE OR REPLACE FUNCTION public.retirar_candidatura(candidatura_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
  ca public.candidaturas;
begin
  -- A vaga antes da candidatura (FOR KEY SHARE, a trava que o aviso da retirada pediria de
  -- qualquer jeito): cancelar_vaga, que trava a vaga e depois as candidaturas, espera aqui
  -- em vez de se travar com a retirada (deadlock, HTTP 500).
  perform 1 from public.vagas v
   where v.id = (select x.vaga_id from public.candidaturas x where x.id = retirar_candidatura.candidatura_id)
   for key share;
  select * into ca from public.candidaturas x where x.id = retirar_candidatura.candidatura_id for update;
  if ca.id is null then
    perform privado.recusar('PT404', 'candidatura_nao_encontrada', 'Candidatura não encontrada.');
  end if;
  if ca.profissional_id <> c.id then
    perform privado.recusar('PT403', 'nao_autorizado', 'Esta candidatura não é sua.');
  end if;
  if ca.estado = 'aceita' then
    perform privado.recusar('PT409', 'candidatura_escolhida',
      'Você já foi escolhido para esta vaga; para sair, cancele o turno.',
      jsonb_build_object('estado', ca.estado,
        'turno_id', (select t.id from public.turnos t where t.vaga_id = ca.vaga_id
                       and t.profissional_id = c.id and t.estado <> 'cancelada')));
  end if;
  if ca.estado in ('recusada', 'expirada', 'encerrada_por_edicao') then
    perform privado.recusar('PT409', 'candidatura_encerrada', 'Esta candidatura já foi decidida.',
      jsonb_build_object('estado', ca.estado));
  end if;
  if ca.estado = 'pendente' then
    update public.candidaturas set estado = 'retirada', decidida_em = agora where id = ca.id
    returning * into ca;
  end if;
  return jsonb_build_object('candidatura_id', ca.id, 'vaga_id', ca.vaga_id, 'estado', ca.estado,
                            'decidida_em', ca.decidida_em);
end $function$
;

-- Catálogo (o migra não compara grants de função).
revoke execute on function privado.idade_max_toque() from public;
revoke execute on function privado.instante(text) from public;
revoke execute on function privado.termos_da_vaga(public.vagas) from public;
revoke execute on function public.fazer_checkin(uuid, double precision, public.instante) from public, anon;
revoke execute on function public.fazer_checkout(uuid, double precision, public.instante) from public, anon;
revoke execute on function public.avaliar(uuid, boolean, public.instante) from public, anon;
revoke execute on function public.confirmar_checkin_manual(uuid, public.instante) from public, anon;
revoke execute on function public.minhas_notificacoes(public.instante) from public, anon;
grant execute on function public.fazer_checkin(uuid, double precision, public.instante) to authenticated;
grant execute on function public.fazer_checkout(uuid, double precision, public.instante) to authenticated;
grant execute on function public.avaliar(uuid, boolean, public.instante) to authenticated;
grant execute on function public.confirmar_checkin_manual(uuid, public.instante) to authenticated;
grant execute on function public.minhas_notificacoes(public.instante) to authenticated;
