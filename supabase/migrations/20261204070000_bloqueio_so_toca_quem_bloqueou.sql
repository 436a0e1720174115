-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.campainha_dos_dados()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  j jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
  vid uuid;
  estab uuid;
  prof uuid;
  conta uuid;
  -- As contas já tocadas neste comando: "<statement_timestamp>|uuid uuid ...".
  marca text := statement_timestamp()::text || '|';
  tocadas text := coalesce(current_setting('frila.campainha_dos_dados', true), '');
begin
  if left(tocadas, length(marca)) <> marca then
    tocadas := marca;
  end if;
  case tg_table_name
    when 'vagas' then
      vid := (j ->> 'id')::uuid;
      estab := (j ->> 'estabelecimento_id')::uuid;
    when 'membros', 'convites', 'bloqueios', 'equipe_confianca' then
      estab := (j ->> 'estabelecimento_id')::uuid;
      prof := coalesce(j ->> 'conta_id', j ->> 'profissional_id')::uuid;
      -- Um bloqueio toca só o lado que bloqueou: o outro não fica sabendo por aqui (RF26).
      if tg_table_name = 'bloqueios' then
        if j ->> 'lado' = 'profissional' then estab := null; else prof := null; end if;
      end if;
    when 'avaliacoes' then
      select t.vaga_id, t.profissional_id into vid, prof from public.turnos t where t.id = (j ->> 'turno_id')::uuid;
    when 'contas' then
      prof := (j ->> 'id')::uuid;
    when 'profissionais' then
      prof := (j ->> 'conta_id')::uuid;
    else
      vid := (j ->> 'vaga_id')::uuid;
      prof := (j ->> 'profissional_id')::uuid;
  end case;
  if estab is null and vid is not null then
    select v.estabelecimento_id into estab from public.vagas v where v.id = vid;
  end if;
  for conta in
    select prof where prof is not null
    union
    select m.conta_id from public.membros m where m.estabelecimento_id = estab
  loop
    if strpos(tocadas, conta::text) = 0 then
      tocadas := tocadas || conta::text || ' ';
      perform privado.tocar_campainha(conta, tg_argv[0],
                                      jsonb_build_object('vaga_id', vid), 'dados', false);
    end if;
  end loop;
  perform set_config('frila.campainha_dos_dados', tocadas, true);
  return null;
end $function$
;
-- schema public: igual
-- catálogo (grants de funções, schemas e colunas, RLS, políticas, gatilhos da plataforma, extensões, domínios, comentários): igual
