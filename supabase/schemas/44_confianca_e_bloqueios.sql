-- Bloqueios (RF26) e equipe de confiança; bloquear tira o par da equipe (gatilho).

-- RF26: qualquer lado bloqueia o outro. O profissional também pelo id do estabelecimento (o
-- que o feed mostra, antes de ter trabalhado lá): vale a conta de um administrador dele, e
-- privado.bloqueado estende o bloqueio ao estabelecimento inteiro.
-- Regras: RF26.
create or replace function public.bloquear(conta_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  alvo uuid := bloquear.conta_id;
begin
  if not exists (select 1 from public.contas x where x.id = alvo) then
    alvo := null;
    if c.perfil = 'profissional' then
      select m.conta_id into alvo from public.membros m
       where m.estabelecimento_id = bloquear.conta_id
       order by m.papel, m.conta_id limit 1;
    end if;
    if alvo is null then
      perform privado.recusar('PT404', 'conta_nao_encontrada', 'Conta não encontrada.');
    end if;
  end if;
  if alvo = c.id then
    perform privado.recusar('PT422', 'valor_invalido', 'Não dá para bloquear a própria conta.');
  end if;
  insert into public.bloqueios(autor_id, bloqueado_id, em) values (c.id, alvo, privado.agora())
  on conflict do nothing;
end $$;

-- Toda lista que o cliente decodifica tem teto (privado.itens_max_lista()): também a dos
-- bloqueios e a da equipe de confiança, que cresciam sem limite.
-- Regras: RF26.
create or replace function public.meus_bloqueios() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
begin
  return coalesce((
    select jsonb_agg(x.item order by x.em desc, x.id)
      from (select b.em, x.id,
                   jsonb_build_object(
                     'conta_id', x.id, 'nome', x.nome, 'perfil', x.perfil,
                     'estabelecimento', (select jsonb_build_object('id', e.id, 'nome', e.nome)
                                           from public.membros m join public.estabelecimentos e on e.id = m.estabelecimento_id
                                          where m.conta_id = x.id order by m.papel, e.criado_em limit 1),
                     'em', b.em,
                     'autor', jsonb_build_object('id', au.id, 'nome', au.nome)) as item
              from public.bloqueios b
              join public.contas x on x.id = b.bloqueado_id
              join public.contas au on au.id = b.autor_id
             where b.autor_id = c.id
                or (c.perfil = 'contratante' and b.autor_id in (
                      select m2.conta_id from public.membros m2
                       where m2.estabelecimento_id in (select m1.estabelecimento_id from public.membros m1 where m1.conta_id = c.id)))
             order by b.em desc, x.id
             limit privado.itens_max_lista()) x),
    '[]'::jsonb);
end $$;

-- Desfaz o meu bloqueio (o contratante desfaz o de qualquer membro do seu estabelecimento).
-- O bloqueio que o OUTRO lado fez continua valendo (RF26). Idempotente (204). As retidas pelo
-- teto que falharam por causa do bloqueio voltam para a fila do teto: liberar_teto decide de
-- novo, respeitando a janela de 30 min (RN23).
-- Regras: RN23, RF26.
create or replace function public.desbloquear(conta_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
begin
  if not exists (select 1 from public.contas x where x.id = desbloquear.conta_id) then
    perform privado.recusar('PT404', 'conta_nao_encontrada', 'Conta não encontrada.');
  end if;
  delete from public.bloqueios b
   where b.bloqueado_id = desbloquear.conta_id
     and (b.autor_id = c.id
          or (c.perfil = 'contratante' and b.autor_id in (
                select m2.conta_id from public.membros m2
                 where m2.estabelecimento_id in (select m1.estabelecimento_id from public.membros m1 where m1.conta_id = c.id))));

  update public.despachos d
     set estado_entrega = 'pendente', motivo_falha = null,
         agendada_para = greatest(agora, coalesce((select max(d2.enviada_em) from public.despachos d2
                                                     where d2.profissional_id = d.profissional_id)
                                                  + privado.teto_notificacao(), agora))
    from public.vagas v
   where v.id = d.vaga_id and d.estado_entrega = 'falhou' and d.motivo_falha = 'vaga_indisponivel'
     and v.estado = 'publicada' and v.inicio > agora
     and d.profissional_id in (c.id, desbloquear.conta_id)
     and exists (select 1 from public.membros m where m.estabelecimento_id = v.estabelecimento_id
                    and m.conta_id in (c.id, desbloquear.conta_id))
     and not privado.bloqueado(d.profissional_id, v.estabelecimento_id);
end $$;

-- Regras: RF26.
create or replace function public.incluir_na_equipe(profissional_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  eid uuid := privado.estabelecimento_do(c.id);
begin
  if not exists (select 1 from public.profissionais p where p.conta_id = incluir_na_equipe.profissional_id) then
    perform privado.recusar('PT404', 'profissional_nao_encontrado', 'Profissional não encontrado.');
  end if;
  if privado.bloqueado(incluir_na_equipe.profissional_id, eid) then
    perform privado.recusar('PT409', 'bloqueado',
      'Há um bloqueio entre o estabelecimento e este profissional (RF26): ele não pode entrar na equipe de confiança. '
      || 'Se o bloqueio for seu, desbloqueie antes (frila bloqueios).');
  end if;
  insert into public.equipe_confianca(estabelecimento_id, profissional_id, incluido_por, em)
  values (eid, incluir_na_equipe.profissional_id, c.id, privado.agora())
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

-- O par (estabelecimento, profissional) de um bloqueio: um lado é o profissional, o outro
-- um membro do estabelecimento.
-- Regras: RF26.
create or replace function privado.tirar_da_equipe_no_bloqueio() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.equipe_confianca e
   using public.membros m
   where e.estabelecimento_id = m.estabelecimento_id
     and ((e.profissional_id = new.autor_id and m.conta_id = new.bloqueado_id)
       or (e.profissional_id = new.bloqueado_id and m.conta_id = new.autor_id));
  return new;
end $$;
create trigger bloqueio_tira_da_equipe after insert on public.bloqueios
  for each row execute function privado.tirar_da_equipe_no_bloqueio();
