-- Gerada por make esquema-diff: a edição dos termos avisa a candidata uma vez (vaga_alterada,
-- quando a candidatura é encerrada), não também vaga_editada; avisos aceita os dois tipos.
-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.campainha_da_vaga()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
end $function$
;
-- schema public: o que leva as migrations ao estado de supabase/schemas/
alter table "public"."avisos" drop constraint "avisos_tipo_check";

alter table "public"."avisos" add constraint "avisos_tipo_check" CHECK ((tipo = ANY (ARRAY['posicao_tomada'::text, 'candidatura_nova'::text, 'candidatura_retirada'::text, 'checkin_manual'::text, 'turno_cancelado'::text, 'checkout'::text, 'atraso'::text, 'vaga_em_alerta'::text, 'candidatura_escolhida'::text, 'candidatura_recusada'::text, 'candidatura_expirada'::text, 'vaga_editada'::text, 'vaga_alterada'::text, 'checkin_confirmado'::text, 'avaliacao_liberada'::text]))) not valid;

alter table "public"."avisos" validate constraint "avisos_tipo_check";
