-- O próprio perfil devolve o ponto base do profissional ("base": {"lat","lng"}; null no
-- contratante), para a pessoa conferir de onde as distâncias do feed são medidas. Só
-- meu_perfil/definir_disponibilidade usam perfil_json: o perfil público não mostra a base.
create or replace function privado.perfil_json(cid uuid, agora timestamptz)
returns jsonb
language sql stable set search_path = '' as $$
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
                                 'lng', extensions.st_x(e.ponto::extensions.geometry))
                          from public.membros m join public.estabelecimentos e on e.id = m.estabelecimento_id
                         where m.conta_id = c.id order by m.papel, e.criado_em limit 1))
  from public.contas c left join public.profissionais p on p.conta_id = c.id
  where c.id = cid
$$;
