-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.balanco_da_exclusao(cid uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION privado.bloqueado(prof uuid, estab uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$
  select exists (select 1 from public.bloqueios b where b.profissional_id = prof and b.estabelecimento_id = estab)
$function$
;

CREATE OR REPLACE FUNCTION privado.elegiveis(vaga uuid, agora timestamp with time zone DEFAULT privado.agora(), limite integer DEFAULT NULL::integer, so_novos boolean DEFAULT false)
 RETURNS TABLE(profissional_id uuid, distancia_m double precision, na_equipe boolean)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION privado.tirar_da_equipe_no_bloqueio()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  delete from public.equipe_confianca e
   where e.estabelecimento_id = new.estabelecimento_id and e.profissional_id = new.profissional_id;
  return new;
end $function$
;
-- schema public: o que leva as migrations ao estado de supabase/schemas/
-- FEITO À MÃO: cada bloqueio entre contas vira o do estabelecimento do membro (RF26) antes
-- de a tabela mudar de forma; par sem um profissional e um membro (dois profissionais, dois
-- contratantes) não é bloqueio do RF26 e sai.
create temp table bloqueios_por_conta as
  select x.profissional_id, x.estabelecimento_id, x.lado,
         (array_agg(x.autor_id order by x.em))[1] as autor_id, min(x.em) as em
    from (select b.autor_id as profissional_id, m.estabelecimento_id, 'profissional'::public.perfil_conta as lado, b.autor_id, b.em
            from public.bloqueios b
            join public.profissionais p on p.conta_id = b.autor_id
            join public.membros m on m.conta_id = b.bloqueado_id
          union all
          select b.bloqueado_id, m.estabelecimento_id, 'contratante'::public.perfil_conta, b.autor_id, b.em
            from public.bloqueios b
            join public.profissionais p on p.conta_id = b.bloqueado_id
            join public.membros m on m.conta_id = b.autor_id) x
   group by x.profissional_id, x.estabelecimento_id, x.lado;

delete from public.bloqueios;

alter table "public"."bloqueios" drop constraint "bloqueios_bloqueado_id_fkey";

alter table "public"."bloqueios" drop constraint "bloqueios_check";

alter table "public"."bloqueios" drop constraint "bloqueios_autor_id_fkey";

alter table "public"."bloqueios" drop constraint "bloqueios_pkey";

drop index if exists "public"."bloqueios_bloqueado";

drop index if exists "public"."bloqueios_pkey";

alter table "public"."bloqueios" drop column "bloqueado_id";

alter table "public"."bloqueios" add column "estabelecimento_id" uuid not null;

alter table "public"."bloqueios" add column "lado" perfil_conta not null;

alter table "public"."bloqueios" add column "profissional_id" uuid not null;

alter table "public"."bloqueios" alter column "autor_id" drop not null;

CREATE INDEX bloqueios_estabelecimento ON public.bloqueios USING btree (estabelecimento_id);

CREATE UNIQUE INDEX bloqueios_pkey ON public.bloqueios USING btree (profissional_id, estabelecimento_id, lado);

alter table "public"."bloqueios" add constraint "bloqueios_pkey" PRIMARY KEY using index "bloqueios_pkey";

alter table "public"."bloqueios" add constraint "bloqueios_estabelecimento_id_fkey" FOREIGN KEY (estabelecimento_id) REFERENCES estabelecimentos(id) ON DELETE CASCADE not valid;

alter table "public"."bloqueios" validate constraint "bloqueios_estabelecimento_id_fkey";

alter table "public"."bloqueios" add constraint "bloqueios_profissional_id_fkey" FOREIGN KEY (profissional_id) REFERENCES profissionais(conta_id) ON DELETE CASCADE not valid;

alter table "public"."bloqueios" validate constraint "bloqueios_profissional_id_fkey";

alter table "public"."bloqueios" add constraint "bloqueios_autor_id_fkey" FOREIGN KEY (autor_id) REFERENCES contas(id) ON DELETE SET NULL not valid;

alter table "public"."bloqueios" validate constraint "bloqueios_autor_id_fkey";

-- FEITO À MÃO: os bloqueios guardados antes, agora por estabelecimento.
insert into public.bloqueios(profissional_id, estabelecimento_id, lado, autor_id, em)
select profissional_id, estabelecimento_id, lado, autor_id, em from bloqueios_por_conta;

drop table bloqueios_por_conta;

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.bloquear(conta_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador();
  alvo uuid := bloquear.conta_id;
begin
  if alvo = c.id then
    perform privado.recusar('PT422', 'valor_invalido', 'Não dá para bloquear a própria conta.');
  end if;
  if c.perfil = 'profissional' then
    if exists (select 1 from public.estabelecimentos e where e.id = alvo) then
      insert into public.bloqueios(profissional_id, estabelecimento_id, lado, autor_id, em)
      values (c.id, alvo, 'profissional', c.id, privado.agora())
      on conflict do nothing;
    elsif exists (select 1 from public.membros m where m.conta_id = alvo) then
      insert into public.bloqueios(profissional_id, estabelecimento_id, lado, autor_id, em)
      select c.id, m.estabelecimento_id, 'profissional', c.id, privado.agora()
        from public.membros m where m.conta_id = alvo
      on conflict do nothing;
    else
      perform privado.recusar('PT404', 'conta_nao_encontrada', 'Conta não encontrada.');
    end if;
  else
    if not exists (select 1 from public.profissionais p where p.conta_id = alvo) then
      perform privado.recusar('PT404', 'profissional_nao_encontrado', 'Profissional não encontrado.');
    end if;
    insert into public.bloqueios(profissional_id, estabelecimento_id, lado, autor_id, em)
    values (alvo, privado.estabelecimento_do(c.id), 'contratante', c.id, privado.agora())
    on conflict do nothing;
  end if;
end $function$
;

CREATE OR REPLACE FUNCTION public.desbloquear(conta_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador();
  alvo uuid := desbloquear.conta_id;
  agora timestamptz := privado.agora();
begin
  if not exists (select 1 from public.contas x where x.id = alvo)
     and not exists (select 1 from public.estabelecimentos e where e.id = alvo) then
    perform privado.recusar('PT404', 'conta_nao_encontrada', 'Conta não encontrada.');
  end if;
  if c.perfil = 'profissional' then
    delete from public.bloqueios b
     where b.profissional_id = c.id and b.lado = 'profissional'
       and (b.estabelecimento_id = alvo
            or b.estabelecimento_id in (select m.estabelecimento_id from public.membros m where m.conta_id = alvo));
  else
    delete from public.bloqueios b
     where b.profissional_id = alvo and b.lado = 'contratante' and privado.eh_membro(b.estabelecimento_id, c.id);
  end if;

  update public.despachos d
     set estado_entrega = 'pendente', motivo_falha = null,
         agendada_para = greatest(agora, coalesce((select max(d2.enviada_em) from public.despachos d2
                                                     where d2.profissional_id = d.profissional_id)
                                                  + privado.teto_notificacao(), agora))
    from public.vagas v
   where v.id = d.vaga_id and d.estado_entrega = 'falhou' and d.motivo_falha = 'vaga_indisponivel'
     and v.estado = 'publicada' and v.inicio > agora
     and d.profissional_id in (c.id, alvo)
     and (v.estabelecimento_id = alvo
          or exists (select 1 from public.membros m where m.estabelecimento_id = v.estabelecimento_id
                        and m.conta_id in (c.id, alvo)))
     and not privado.bloqueado(d.profissional_id, v.estabelecimento_id);
end $function$
;

CREATE OR REPLACE FUNCTION public.excluir_minha_conta(confirmacao text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
end $function$
;

CREATE OR REPLACE FUNCTION public.exportar_meus_dados()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
end $function$
;

CREATE OR REPLACE FUNCTION public.meus_bloqueios()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador();
begin
  return coalesce((
    select jsonb_agg(x.item order by x.em desc, x.id)
      from (select b.em, case when c.perfil = 'profissional' then e.id else pc.id end as id,
                   jsonb_build_object(
                     'conta_id', case when c.perfil = 'profissional' then e.id else pc.id end,
                     'nome', case when c.perfil = 'profissional' then e.nome else pc.nome end,
                     'perfil', case when c.perfil = 'profissional' then 'contratante' else 'profissional' end,
                     'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome),
                     'em', b.em,
                     'autor', coalesce(jsonb_build_object('id', au.id, 'nome', au.nome),
                                       jsonb_build_object('id', e.id, 'nome', e.nome))) as item
              from public.bloqueios b
              join public.estabelecimentos e on e.id = b.estabelecimento_id
              join public.contas pc on pc.id = b.profissional_id
              left join public.contas au on au.id = b.autor_id
             where (c.perfil = 'profissional' and b.lado = 'profissional' and b.profissional_id = c.id)
                or (c.perfil = 'contratante' and b.lado = 'contratante'
                    and privado.eh_membro(b.estabelecimento_id, c.id))
             order by b.em desc, 2
             limit privado.itens_max_lista()) x),
    '[]'::jsonb);
end $function$
;
-- catálogo (grants de funções, schemas e colunas, RLS, políticas, gatilhos da plataforma, extensões, domínios, comentários): igual
