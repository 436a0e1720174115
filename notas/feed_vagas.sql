-- Corpo proposto para public.feed_vagas (para o coordenador dobrar no arquivo do schema;
-- não é migration). Mesmo contrato e mesmo JSON; o que muda é onde o tempo vai:
--  * privado.alcanca(c.id, v.id) por linha custava ~1,2 ms cada (função SQL com
--    `set search_path`, que o PostgreSQL nunca embute: um executor novo por chamada, e o
--    cache de geografia do PostGIS recomeça a cada uma). Aqui o predicado vai por dentro da
--    consulta (o `p` do profissional já está na junção): mesmas regras (bloqueio em qualquer
--    sentido, raio RN05 OU equipe de confiança, RF26).
--  * privado.inclusos_json(v) por item: o mesmo objeto montado na própria consulta.
--  * privado.reputacao_do_estabelecimento(e.id) fica (é uma agregação por estabelecimento,
--    ~0,15 ms por item) mas só roda nos itens que saem (o LIMIT vem antes: subconsulta).
-- Medido na base DF (notas/medir_feed_vagas.sql, 73 itens no feed, máquina com carga ~29):
-- ver o relatório do ramo confianca.
create or replace function public.feed_vagas() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object(
        'vaga_id', x.id, 'funcao', x.funcao, 'inicio', x.inicio, 'fim', x.fim,
        'valor_centavos', x.valor_centavos,
        'inclusos', jsonb_build_object('refeicao', x.refeicao, 'transporte', x.transporte,
                                       'exige_material_proprio', x.exige_material_proprio),
        'modo', x.modo,
        'estabelecimento', jsonb_build_object('id', x.eid, 'nome', x.enome,
                                              'reputacao', privado.reputacao_do_estabelecimento(x.eid)),
        'bairro', x.bairro,
        'distancia_m', x.distancia_m,
        'posicoes_abertas', x.abertas,
        'minha_candidatura', x.minha_candidatura,
        'meu_turno_cancelado', exists (select 1 from public.turnos t where t.vaga_id = x.id and t.profissional_id = c.id
                                         and t.estado = 'cancelada' and t.cancelado_por = c.id))
      order by x.inicio, x.id) from (
      select v.id, v.funcao, v.inicio, v.fim, v.valor_centavos, v.refeicao, v.transporte, v.exige_material_proprio,
             v.modo, v.bairro, e.id as eid, e.nome as enome,
             round(extensions.st_distance(p.ponto_base, v.ponto)::numeric, 1) as distancia_m,
             ab.n as abertas, ca.estado as minha_candidatura
      from public.despachos d
      join public.vagas v on v.id = d.vaga_id
      join public.estabelecimentos e on e.id = v.estabelecimento_id
      join public.profissionais p on p.conta_id = c.id
      left join public.candidaturas ca on ca.vaga_id = v.id and ca.profissional_id = c.id
      cross join lateral (select count(*)::integer as n from public.posicoes po
                           where po.vaga_id = v.id and po.estado = 'aberta') ab
      where d.profissional_id = c.id
        and v.estado = 'publicada' and v.inicio > agora
        and (ab.n > 0 or ca.estado = 'pendente')
        -- a vaga ainda me alcança (privado.alcanca, por dentro): sem bloqueio, e no raio ou na equipe
        and not exists (select 1 from public.membros m
                          join public.bloqueios b on (b.autor_id = c.id and b.bloqueado_id = m.conta_id)
                                                  or (b.autor_id = m.conta_id and b.bloqueado_id = c.id)
                         where m.estabelecimento_id = v.estabelecimento_id)
        and (extensions.st_dwithin(p.ponto_base, v.ponto, privado.raio_elegibilidade_m())
             or exists (select 1 from public.equipe_confianca ec
                         where ec.estabelecimento_id = v.estabelecimento_id and ec.profissional_id = c.id))
        -- nem a que já é minha, nem a que bate com um turno meu (RN21: não daria para pegar)
        and not exists (select 1 from public.turnos t where t.profissional_id = c.id
                           and t.estado <> 'cancelada' and t.periodo && v.periodo)
      order by v.inicio, v.id
      limit privado.itens_max_lista()) x), '[]'::jsonb);
end $$;
