-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.motivo_inelegivel(vaga uuid, prof uuid, agora timestamp with time zone)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(
    (select privado.frase_impedimento(i, 'profissional')
       from privado.impedimento(vaga, prof, agora) i where i is distinct from 'suspensao'),
    (select 'O contratante cancelou o seu turno nesta vaga; ela não é oferecida de novo a você.'
      where exists (select 1 from public.turnos t where t.vaga_id = vaga and t.profissional_id = prof
                       and t.estado = 'cancelada' and t.cancelado_por <> prof)))
$function$
;
-- schema public: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.feed_vagas()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
begin
  return coalesce((
    select jsonb_agg(x.j order by x.inicio, x.id) from (
      select v.inicio, v.id, jsonb_build_object(
        'vaga_id', v.id, 'funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
        'valor_centavos', v.valor_centavos, 'inclusos', privado.inclusos_json(v), 'modo', v.modo,
        'termos_versao', privado.versao_dos_termos(v),
        'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome,
                                              'reputacao', privado.reputacao_do_estabelecimento(e.id)),
        'bairro', v.bairro,
        'distancia_m', round(extensions.st_distance(p.ponto_base, v.ponto)::numeric, 1),
        'posicoes_abertas', ab.n,
        'minha_candidatura', ca.estado,
        'meu_turno_cancelado', exists (select 1 from public.turnos t where t.vaga_id = v.id and t.profissional_id = c.id
                                         and t.estado = 'cancelada' and t.cancelado_por = c.id),
        'meu_turno_cancelado_pelo_estabelecimento',
          exists (select 1 from public.turnos t where t.vaga_id = v.id and t.profissional_id = c.id
                     and t.estado = 'cancelada' and t.cancelado_por <> c.id)) as j
      from public.despachos d
      join public.vagas v on v.id = d.vaga_id
      join public.estabelecimentos e on e.id = v.estabelecimento_id
      join public.profissionais p on p.conta_id = c.id
      left join public.candidaturas ca on ca.vaga_id = v.id and ca.profissional_id = c.id
      cross join lateral privado.alcance(c.id, v.id) al
      cross join lateral (select count(*)::integer as n from public.posicoes po
                           where po.vaga_id = v.id and po.estado = 'aberta') ab
      where d.profissional_id = c.id
        and v.estado = 'publicada' and v.inicio > agora
        and (ab.n > 0 or ca.estado = 'pendente')
        and al.alcanca
        -- nem a que já é minha, nem a que bate com um turno meu (RN21: não daria para pegar)
        and not exists (select 1 from public.turnos t where t.profissional_id = c.id
                           and t.estado <> 'cancelada' and t.periodo && v.periodo)
      order by v.inicio, v.id
      limit privado.itens_max_lista()) x), '[]'::jsonb);
end $function$
;
-- catálogo (grants de funções, schemas e colunas, RLS, políticas, gatilhos da plataforma, extensões, domínios, comentários): igual
