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
-- schema public: o que leva as migrations ao estado de supabase/schemas/
CREATE TRIGGER campainha_dos_dados_avaliacoes AFTER INSERT OR DELETE OR UPDATE ON public.avaliacoes FOR EACH ROW EXECUTE FUNCTION privado.campainha_dos_dados('avaliacao');

CREATE TRIGGER campainha_dos_dados_bloqueios AFTER INSERT OR DELETE ON public.bloqueios FOR EACH ROW EXECUTE FUNCTION privado.campainha_dos_dados('bloqueio');

CREATE TRIGGER campainha_dos_dados_candidaturas AFTER INSERT OR UPDATE ON public.candidaturas FOR EACH ROW EXECUTE FUNCTION privado.campainha_dos_dados('candidatura');

CREATE TRIGGER campainha_dos_dados_contas AFTER UPDATE ON public.contas FOR EACH ROW EXECUTE FUNCTION privado.campainha_dos_dados('conta');

CREATE TRIGGER campainha_dos_dados_convites AFTER INSERT OR DELETE OR UPDATE ON public.convites FOR EACH ROW EXECUTE FUNCTION privado.campainha_dos_dados('convite');

CREATE TRIGGER campainha_dos_dados_equipe_confianca AFTER INSERT OR DELETE ON public.equipe_confianca FOR EACH ROW EXECUTE FUNCTION privado.campainha_dos_dados('equipe');

CREATE TRIGGER campainha_dos_dados_membros AFTER INSERT OR DELETE OR UPDATE ON public.membros FOR EACH ROW EXECUTE FUNCTION privado.campainha_dos_dados('membro');

CREATE TRIGGER campainha_dos_dados_posicoes AFTER INSERT OR UPDATE ON public.posicoes FOR EACH ROW EXECUTE FUNCTION privado.campainha_dos_dados('posicao');

CREATE TRIGGER campainha_dos_dados_profissionais AFTER UPDATE ON public.profissionais FOR EACH ROW EXECUTE FUNCTION privado.campainha_dos_dados('conta');

CREATE TRIGGER campainha_dos_dados_turnos AFTER INSERT OR UPDATE ON public.turnos FOR EACH ROW EXECUTE FUNCTION privado.campainha_dos_dados('turno');

CREATE TRIGGER campainha_dos_dados_vagas AFTER INSERT OR DELETE OR UPDATE ON public.vagas FOR EACH ROW EXECUTE FUNCTION privado.campainha_dos_dados('vaga');

-- FAÇA À MÃO (o migra não vê grants): como toda função de privado, só o dono executa.
revoke execute on function privado.campainha_dos_dados() from public;
