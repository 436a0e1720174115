-- Histórico de turnos além da janela de 30 dias de meus_turnos, em páginas (cursor por
-- início + id, do mais recente para o mais antigo). Ver docs/CONTRATO.md.

create or replace function privado.historico_limite_padrao() returns integer language sql immutable as $$ select 20 $$;
create or replace function privado.historico_limite_maximo() returns integer language sql immutable as $$ select 50 $$;

-- Um turno passado: cumprido (presença verificada), não verificado ou cancelado (quem,
-- quando, motivo, se contou como falta — RN12), com o valor acordado e as duas avaliações.
create or replace function privado.turno_historico_json(t public.turnos, agora timestamptz) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'turno_id', t.id, 'vaga_id', t.vaga_id,
    'situacao', case when t.estado = 'cancelada' then 'cancelado'
                     when t.verificacao = 'verificado' then 'cumprido'
                     else 'nao_verificado' end,
    'funcao', v.funcao, 'inicio', lower(t.periodo), 'fim', upper(t.periodo), 'bairro', v.bairro,
    'valor_acordado_centavos', t.valor_acordado_centavos,
    'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome),
    'profissional', jsonb_build_object('id', pc.id, 'nome', pc.nome),
    'verificacao', t.verificacao,
    'cancelamento', case when t.estado = 'cancelada' then jsonb_build_object(
        'em', t.cancelado_em,
        'por', case when t.cancelado_por = t.profissional_id then 'profissional' else 'contratante' end,
        'autor', jsonb_build_object('id', au.id, 'nome', au.nome),
        'motivo', t.motivo_cancelamento,
        'conta_como_falta', t.conta_como_falta) end,
    'avaliacoes', jsonb_build_object(
        'do_profissional', (select a.chamaria_de_novo from public.avaliacoes a where a.turno_id = t.id and a.lado = 'profissional'),
        'do_contratante', (select a.chamaria_de_novo from public.avaliacoes a where a.turno_id = t.id and a.lado = 'contratante')))
  from public.vagas v
  join public.estabelecimentos e on e.id = v.estabelecimento_id
  join public.contas pc on pc.id = t.profissional_id
  left join public.contas au on au.id = t.cancelado_por
  where v.id = t.vaga_id
$$;

-- Profissional: os turnos dele; contratante: os dos estabelecimentos de que é membro.
-- Entram os que já terminaram e os cancelados. `cursor` é o `proximo_cursor` da página
-- anterior (texto opaco); `limite` de 1 a historico_limite_maximo().
create or replace function public.historico_turnos(cursor text default null, limite integer default null)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
  n integer := coalesce(historico_turnos.limite, privado.historico_limite_padrao());
  antes_de timestamptz;
  antes_id uuid;
  ids uuid[];
begin
  if n < 1 or n > privado.historico_limite_maximo() then
    perform privado.recusar('PT422', 'valor_invalido',
      format('O tamanho da página vai de 1 a %s.', privado.historico_limite_maximo()), '{"campo":"limite"}');
  end if;
  if historico_turnos.cursor is not null then
    begin
      antes_de := split_part(historico_turnos.cursor, '|', 1)::timestamptz;
      antes_id := split_part(historico_turnos.cursor, '|', 2)::uuid;
    exception when others then
      antes_de := null;
    end;
    if antes_de is null or antes_id is null or antes_de::text in ('infinity', '-infinity') then
      perform privado.recusar('PT422', 'valor_invalido', 'Cursor de página inválido; recomece do início.',
        '{"campo":"cursor"}');
    end if;
  end if;

  ids := array(
    select t.id from public.turnos t
     where (case when c.perfil = 'profissional' then t.profissional_id = c.id
                 else exists (select 1 from public.vagas v join public.membros m
                                on m.estabelecimento_id = v.estabelecimento_id and m.conta_id = c.id
                               where v.id = t.vaga_id) end)
       and (t.estado = 'cancelada' or upper(t.periodo) <= agora)
       and (antes_de is null or (lower(t.periodo), t.id) < (antes_de, antes_id))
     order by lower(t.periodo) desc, t.id desc
     limit n + 1);

  return jsonb_build_object(
    'itens', coalesce((select jsonb_agg(privado.turno_historico_json(t, agora) order by lower(t.periodo) desc, t.id desc)
                         from public.turnos t where t.id = any (ids[1:n])), '[]'::jsonb),
    'proximo_cursor', (select (to_jsonb(lower(t.periodo)) #>> '{}') || '|' || t.id
                         from public.turnos t where cardinality(ids) > n and t.id = ids[n]));
end $$;

revoke execute on function public.historico_turnos(text, integer) from public, anon;
grant execute on function public.historico_turnos(text, integer) to authenticated;
revoke execute on all functions in schema privado from public, anon, authenticated;
