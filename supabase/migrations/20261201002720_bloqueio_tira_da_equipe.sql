-- RF26: bloqueio (de qualquer lado) e equipe de confiança não convivem. Bloquear tira o par
-- da equipe (as duas listas deixam de mostrar o profissional); incluir na equipe quem está
-- bloqueado com o estabelecimento é recusado com o motivo.

-- O par (estabelecimento, profissional) de um bloqueio: um lado é o profissional, o outro
-- um membro do estabelecimento.
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

drop trigger if exists bloqueio_tira_da_equipe on public.bloqueios;
create trigger bloqueio_tira_da_equipe after insert on public.bloqueios
  for each row execute function privado.tirar_da_equipe_no_bloqueio();

-- Pares que já estavam nos dois: o bloqueio vale.
delete from public.equipe_confianca e
 where privado.bloqueado(e.profissional_id, e.estabelecimento_id);

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

revoke execute on all functions in schema privado from public, anon, authenticated;
