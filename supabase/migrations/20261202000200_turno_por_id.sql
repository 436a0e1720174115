-- Gerada por make esquema-diff (supabase/schemas/41_turnos_e_presenca.sql e 90_): agir num turno
-- pelo id lê aquele turno (public.turno_por_id); o grant no fim é o bloco do catálogo, à mão.
-- schema public: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.turno_por_id(turno_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
end $function$
;
-- catálogo
revoke execute on function public.turno_por_id(uuid) from public, anon;
grant execute on function public.turno_por_id(uuid) to authenticated;
