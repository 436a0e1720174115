-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.conhece_do_trabalho(estab uuid, prof uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select exists (select 1 from public.turnos t join public.vagas v on v.id = t.vaga_id
                  where t.profissional_id = prof and v.estabelecimento_id = estab)
      or exists (select 1 from public.candidaturas ca join public.vagas v on v.id = ca.vaga_id
                  where ca.profissional_id = prof and v.estabelecimento_id = estab)
$function$
;
-- schema public: o que leva as migrations ao estado de supabase/schemas/
drop trigger if exists "bloqueio_tira_da_equipe" on "public"."bloqueios";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.incluir_na_equipe(profissional_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
end $function$
;

CREATE TRIGGER bloqueio_tira_da_equipe AFTER INSERT ON public.bloqueios FOR EACH ROW WHEN ((new.lado = 'contratante'::perfil_conta)) EXECUTE FUNCTION privado.tirar_da_equipe_no_bloqueio();
-- catálogo: o que o migra não compara e difere (< migrations, > schemas).
-- FAÇA À MÃO: escreva na migration o grant/revoke/política/comentário/job que leva de < a >.
-- > funcao privado.conhece_do_trabalho(uuid,uuid) {postgres=X/postgres} {"search_path=\"\""}
revoke execute on function privado.conhece_do_trabalho(uuid, uuid) from public;
