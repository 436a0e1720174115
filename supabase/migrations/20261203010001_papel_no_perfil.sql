-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.perfil_json(cid uuid, agora timestamp with time zone)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'conta_id', c.id, 'perfil', c.perfil, 'nome', c.nome,
    'reputacao', privado.reputacao(c.id, agora),
    'funcoes', to_jsonb(p.funcoes),
    'disponivel', p.disponivel,
    'base', case when p.conta_id is not null then
              jsonb_build_object('lat', extensions.st_y(p.ponto_base::extensions.geometry),
                                 'lng', extensions.st_x(p.ponto_base::extensions.geometry)) end,
    'estabelecimento', (select jsonb_build_object('id', e.id, 'nome', e.nome, 'endereco', e.endereco,
                                 'lat', extensions.st_y(e.ponto::extensions.geometry),
                                 'lng', extensions.st_x(e.ponto::extensions.geometry),
                                 'papel', m.papel)
                          from public.membros m join public.estabelecimentos e on e.id = m.estabelecimento_id
                         where m.conta_id = c.id order by m.papel, e.criado_em limit 1))
  from public.contas c left join public.profissionais p on p.conta_id = c.id
  where c.id = cid
$function$
;
-- schema public: igual
-- catálogo (grants de funções, schemas e colunas, RLS, políticas, gatilhos da plataforma, extensões, domínios, comentários): igual
