-- Agir num turno pelo id lê aquele turno, não uma página de lista: um contratante com mais
-- vagas do que cabem em minhas_vagas (ou um turno fora da janela de meus_turnos) ainda
-- avalia, confirma, cancela e vê o contato dele. Mesmo JSON de meus_turnos (turno_json);
-- só o profissional do turno ou um membro do estabelecimento da vaga o leem, como as ações.
create function public.turno_por_id(turno_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  tid uuid := turno_id;
  t public.turnos;
begin
  select * into t from public.turnos x where x.id = tid;
  -- Inexistente e alheio dizem o mesmo: o id de um turno alheio não se confirma por aqui.
  if t.id is null or not (t.profissional_id = c.id
       or privado.eh_membro((select v.estabelecimento_id from public.vagas v where v.id = t.vaga_id), c.id)) then
    perform privado.recusar('PT404', 'turno_nao_encontrado', 'Turno não encontrado.');
  end if;
  return privado.turno_json(t.id, c.id, privado.agora());
end $$;

revoke execute on function public.turno_por_id(uuid) from public, anon;
grant execute on function public.turno_por_id(uuid) to authenticated;
