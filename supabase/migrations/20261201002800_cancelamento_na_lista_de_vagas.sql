-- A vaga cancelada inteira diz quando, por quem e por quê também na lista (minhas_vagas,
-- publicar/editar), não só no detalhe_vaga: a linha e o detalhe da TUI leem "cancelada"
-- com a hora e o motivo, sem um pedido a mais.
create or replace function privado.vaga_contratante_json(vid uuid, leitor uuid, agora timestamptz)
returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'vaga_id', v.id, 'funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
    'valor_centavos', v.valor_centavos, 'inclusos', privado.inclusos_json(v), 'modo', v.modo,
    'estado', v.estado, 'local', privado.local_json(v.endereco, v.ponto),
    'antecedencia_alerta_min', v.antecedencia_alerta_min,
    'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome),
    'posicoes_total', (select count(*) from public.posicoes p where p.vaga_id = v.id),
    'posicoes_abertas', (select count(*) from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta'),
    'posicoes', coalesce((
      select jsonb_agg(jsonb_build_object('posicao_id', p.id, 'estado', p.estado,
               'turno', (select privado.turno_json(t.id, leitor, agora) from public.turnos t
                          where t.posicao_id = p.id and t.estado <> 'cancelada')) order by p.numero)
        from (select * from public.posicoes p where p.vaga_id = v.id order by p.numero
               limit privado.posicoes_max()) p), '[]'::jsonb),
    'candidaturas', coalesce((
      select jsonb_agg(jsonb_build_object('candidatura_id', c.id, 'estado', c.estado, 'em', c.em,
               'profissional', jsonb_build_object('id', pc.id, 'nome', pc.nome,
                                                  'reputacao', privado.reputacao(pc.id, agora))) order by c.em, c.id)
        from (select * from public.candidaturas c where c.vaga_id = v.id
               order by (c.estado <> 'pendente'), c.em, c.id
               limit privado.candidaturas_max_por_vaga()) c
        join public.contas pc on pc.id = c.profissional_id), '[]'::jsonb),
    'cancelados', coalesce((
      select jsonb_agg(jsonb_build_object('turno_id', t.id, 'posicao_id', t.posicao_id,
               'profissional', jsonb_build_object('id', pc.id, 'nome', pc.nome),
               'em', t.cancelado_em,
               'por', case when t.cancelado_por = t.profissional_id then 'profissional' else 'contratante' end,
               'autor', jsonb_build_object('id', au.id, 'nome', au.nome),
               'motivo', t.motivo_cancelamento, 'conta_como_falta', t.conta_como_falta)
               order by t.cancelado_em desc, t.id)
        from (select * from public.turnos t where t.vaga_id = v.id and t.estado = 'cancelada'
               order by t.cancelado_em desc, t.id
               limit privado.candidaturas_max_por_vaga()) t
        join public.contas pc on pc.id = t.profissional_id
        join public.contas au on au.id = t.cancelado_por), '[]'::jsonb),
    'cancelamento', case when v.cancelada_em is not null then jsonb_build_object(
        'em', v.cancelada_em, 'motivo', v.motivo_cancelamento,
        'autor', (select jsonb_build_object('id', x.id, 'nome', x.nome) from public.contas x where x.id = v.cancelada_por)) end)
  from public.vagas v join public.estabelecimentos e on e.id = v.estabelecimento_id
  where v.id = vid
$$;

revoke execute on all functions in schema privado from public, anon, authenticated;
