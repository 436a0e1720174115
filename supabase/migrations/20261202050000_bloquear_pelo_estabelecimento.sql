-- schema privado: igual
-- schema public: o que leva as migrations ao estado de supabase/schemas/
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
end $function$
;
-- catálogo (grants de funções, schemas e colunas, RLS, políticas, gatilhos da plataforma, extensões, domínios, comentários): igual
