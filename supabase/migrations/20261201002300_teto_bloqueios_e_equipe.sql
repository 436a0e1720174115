-- Toda lista que o cliente decodifica tem teto (privado.itens_max_lista()): também a dos
-- bloqueios e a da equipe de confiança, que cresciam sem limite.
create or replace function public.meus_bloqueios() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
begin
  return coalesce((
    select jsonb_agg(x.item order by x.em desc, x.id)
      from (select b.em, x.id,
                   jsonb_build_object(
                     'conta_id', x.id, 'nome', x.nome, 'perfil', x.perfil,
                     'estabelecimento', (select jsonb_build_object('id', e.id, 'nome', e.nome)
                                           from public.membros m join public.estabelecimentos e on e.id = m.estabelecimento_id
                                          where m.conta_id = x.id order by m.papel, e.criado_em limit 1),
                     'em', b.em,
                     'autor', jsonb_build_object('id', au.id, 'nome', au.nome)) as item
              from public.bloqueios b
              join public.contas x on x.id = b.bloqueado_id
              join public.contas au on au.id = b.autor_id
             where b.autor_id = c.id
                or (c.perfil = 'contratante' and b.autor_id in (
                      select m2.conta_id from public.membros m2
                       where m2.estabelecimento_id in (select m1.estabelecimento_id from public.membros m1 where m1.conta_id = c.id)))
             order by b.em desc, x.id
             limit privado.itens_max_lista()) x),
    '[]'::jsonb);
end $$;

create or replace function public.minha_equipe() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
begin
  return coalesce((
    select jsonb_agg(x.item order by x.enome, x.pnome, x.pid)
      from (select e.nome as enome, pc.nome as pnome, pc.id as pid,
                   jsonb_build_object(
                     'profissional', jsonb_build_object('id', pc.id, 'nome', pc.nome,
                                                        'reputacao', privado.reputacao(pc.id, agora)),
                     'funcoes', to_jsonb(p.funcoes),
                     'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome),
                     'incluido_por', jsonb_build_object('id', au.id, 'nome', au.nome),
                     'em', ec.em) as item
              from public.equipe_confianca ec
              join public.membros m on m.estabelecimento_id = ec.estabelecimento_id and m.conta_id = c.id
              join public.estabelecimentos e on e.id = ec.estabelecimento_id
              join public.contas pc on pc.id = ec.profissional_id
              join public.profissionais p on p.conta_id = ec.profissional_id
              join public.contas au on au.id = ec.incluido_por
             order by e.nome, pc.nome, pc.id
             limit privado.itens_max_lista()) x),
    '[]'::jsonb);
end $$;
