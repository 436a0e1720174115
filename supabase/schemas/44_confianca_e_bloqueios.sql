-- Bloqueios (RF26) e equipe de confiança; o bloqueio do estabelecimento tira o par da equipe (gatilho).

-- RF26: qualquer lado bloqueia o outro, e o bloqueio fica com o ESTABELECIMENTO. O
-- profissional passa o id do estabelecimento (o que o feed mostra) ou a conta de um membro
-- (vale para os estabelecimentos dela); o contratante passa o profissional, e o bloqueio é do
-- estabelecimento por que ele age. Membro que sai ou entra não muda quem está bloqueado.
-- Regras: RF26.
create or replace function public.bloquear(conta_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
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
    -- A candidatura pendente dela nas vagas do que bloqueou acaba como retirada: o
    -- estabelecimento vê o que veria se ela desistisse, nunca que foi bloqueado por ela
    -- (docs/CONTRATO.md, "Bloqueios"). A vaga antes da candidatura, como retirar_candidatura.
    perform 1 from public.vagas v
     where v.id in (select ca.vaga_id from public.candidaturas ca where ca.profissional_id = c.id and ca.estado = 'pendente')
       and exists (select 1 from public.bloqueios b where b.profissional_id = c.id
                      and b.estabelecimento_id = v.estabelecimento_id and b.lado = 'profissional')
     order by v.id for key share;
    update public.candidaturas ca set estado = 'retirada', decidida_em = privado.agora()
     where ca.profissional_id = c.id and ca.estado = 'pendente'
       and exists (select 1 from public.vagas v join public.bloqueios b on b.estabelecimento_id = v.estabelecimento_id
                    where v.id = ca.vaga_id and b.profissional_id = c.id and b.lado = 'profissional');
  else
    if not exists (select 1 from public.profissionais p where p.conta_id = alvo) then
      perform privado.recusar('PT404', 'profissional_nao_encontrado', 'Profissional não encontrado.');
    end if;
    insert into public.bloqueios(profissional_id, estabelecimento_id, lado, autor_id, em)
    values (alvo, privado.estabelecimento_do(c.id), 'contratante', c.id, privado.agora())
    on conflict do nothing;
  end if;
end $$;

-- Os bloqueios que o meu lado fez: do profissional, os estabelecimentos que ele bloqueou
-- (conta_id é o id do estabelecimento, o que desbloquear recebe); do contratante, os
-- profissionais que o seu estabelecimento bloqueou, por qualquer membro. O bloqueio que o
-- outro lado fez não aparece (a segurança de quem bloqueou). Com teto (privado.itens_max_lista()).
-- Regras: RF26.
create or replace function public.meus_bloqueios() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
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
end $$;

-- Desfaz o bloqueio do meu lado: o profissional pelo id do estabelecimento (ou a conta de um
-- membro); o contratante o do seu estabelecimento, feito por qualquer membro. O bloqueio que
-- o OUTRO lado fez continua valendo (RF26). Idempotente (204). As retidas pelo teto que
-- falharam por causa do bloqueio voltam para a fila do teto: liberar_teto decide de novo,
-- respeitando a janela de 30 min (RN23).
-- Regras: RN23, RF26.
create or replace function public.desbloquear(conta_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
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
end $$;

-- Quem o estabelecimento conhece pelo trabalho: teve turno ou se candidatou numa vaga dele
-- (em qualquer estado). É de onde sai a equipe de confiança (RN05): um id qualquer não puxa
-- uma desconhecida para receber vagas de longe.
-- Regras: RN05.
create or replace function privado.conhece_do_trabalho(estab uuid, prof uuid) returns boolean
language sql stable set search_path = '' as $$
  select exists (select 1 from public.turnos t join public.vagas v on v.id = t.vaga_id
                  where t.profissional_id = prof and v.estabelecimento_id = estab)
      or exists (select 1 from public.candidaturas ca join public.vagas v on v.id = ca.vaga_id
                  where ca.profissional_id = prof and v.estabelecimento_id = estab)
$$;

-- Inclui na equipe de confiança quem o estabelecimento conhece pelo trabalho. Id inexistente
-- e profissional sem turno nem candidatura aqui têm a mesma recusa (não confirma que o id
-- existe). O bloqueio que ELA fez não muda a resposta (RF26: quem bloqueou não é revelado):
-- ela entra na lista como qualquer outra, e o bloqueio vence em tudo que a alcançaria
-- (privado.alcance, privado.elegiveis). O bloqueio do próprio estabelecimento ele conhece: recusa.
-- Regras: RN05, RF26.
create or replace function public.incluir_na_equipe(profissional_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  eid uuid := privado.estabelecimento_do(c.id);
  pid uuid := incluir_na_equipe.profissional_id;
begin
  if not exists (select 1 from public.equipe_confianca ec where ec.estabelecimento_id = eid and ec.profissional_id = pid)
     and not privado.conhece_do_trabalho(eid, pid) then
    perform privado.recusar('PT404', 'profissional_nao_encontrado',
      'Profissional não encontrado entre quem já trabalhou ou se candidatou nas vagas do estabelecimento: '
      || 'a equipe de confiança é de quem vocês conhecem pelo trabalho.');
  end if;
  if exists (select 1 from public.bloqueios b
              where b.profissional_id = pid and b.estabelecimento_id = eid and b.lado = 'contratante') then
    perform privado.recusar('PT409', 'bloqueado',
      'O estabelecimento bloqueou este profissional (RF26): ele não pode entrar na equipe de confiança. '
      || 'Desbloqueie antes (frila bloqueios).');
  end if;
  insert into public.equipe_confianca(estabelecimento_id, profissional_id, incluido_por, em)
  values (eid, pid, c.id, privado.agora())
  on conflict do nothing;
end $$;

-- A equipe de confiança dos meus estabelecimentos: recebe as vagas além dos 15 km (RN05).
-- Regras: RN05.
create or replace function public.minha_equipe() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
begin
  return coalesce((
    select jsonb_agg(x.item order by x.enome, x.pnome, x.pid)
      from (select e.nome as enome, pc.nome as pnome, pc.id as pid,
                   jsonb_build_object(
                     'profissional', jsonb_build_object('id', pc.id, 'nome', pc.nome,
                                                        'reputacao', privado.reputacao(pc.id, agora)),
                     'funcoes', to_jsonb(p.funcoes),
                     'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome),
                     'incluido_por', jsonb_build_object('id', au.id, 'nome', au.nome),
                     'em', ec.em) as item
              from public.equipe_confianca ec
              join public.membros m on m.estabelecimento_id = ec.estabelecimento_id and m.conta_id = c.id
              join public.estabelecimentos e on e.id = ec.estabelecimento_id
              join public.contas pc on pc.id = ec.profissional_id
              join public.profissionais p on p.conta_id = ec.profissional_id
              join public.contas au on au.id = ec.incluido_por
             order by e.nome, pc.nome, pc.id
             limit privado.itens_max_lista()) x),
    '[]'::jsonb);
end $$;

-- Tira da equipe (idempotente, 204). Retidas pelo teto de vagas que só chegavam por causa
-- da equipe (fora do raio) não saem mais; o feed e as notificações já as escondem.
-- Regras: RF26 (equipe de confiança).
create or replace function public.remover_da_equipe(profissional_id uuid, estabelecimento_id uuid default null)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  eid uuid := privado.estabelecimento_do(c.id, remover_da_equipe.estabelecimento_id);
begin
  if not exists (select 1 from public.profissionais p where p.conta_id = remover_da_equipe.profissional_id) then
    perform privado.recusar('PT404', 'profissional_nao_encontrado', 'Profissional não encontrado.');
  end if;
  delete from public.equipe_confianca ec
   where ec.estabelecimento_id = eid and ec.profissional_id = remover_da_equipe.profissional_id;
  update public.despachos d
     set estado_entrega = 'falhou', motivo_falha = 'fora_do_raio', tentativas = d.tentativas + 1
    from public.vagas v
   where v.id = d.vaga_id and v.estabelecimento_id = eid and d.estado_entrega = 'pendente'
     and d.profissional_id = remover_da_equipe.profissional_id
     and not privado.alcanca(d.profissional_id, v.id);
end $$;

-- O estabelecimento que bloqueia tira o profissional da sua equipe de confiança. O bloqueio
-- que ELA faz não mexe na lista dele (a lista mudando contaria que foi bloqueado, RF26): o
-- bloqueio já vence a equipe em tudo que a alcançaria.
-- Regras: RF26.
create or replace function privado.tirar_da_equipe_no_bloqueio() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.equipe_confianca e
   where e.estabelecimento_id = new.estabelecimento_id and e.profissional_id = new.profissional_id;
  return new;
end $$;
create trigger bloqueio_tira_da_equipe after insert on public.bloqueios
  for each row when (new.lado = 'contratante') execute function privado.tirar_da_equipe_no_bloqueio();
