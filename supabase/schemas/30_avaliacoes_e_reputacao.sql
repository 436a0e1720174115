-- Avaliação sim/não (RN07), reputação com denominador (RN08, RF16) e perfil.

-- ---------- Reputação (RN08, RF16, A11) ----------
-- Taxa de comparecimento: turnos com presença verificada / turnos confirmados que já
-- terminaram, contando como falta o cancelamento do próprio profissional com < 24 h.
-- Sem histórico: null, nunca 0.0.
-- Regras: RN08, RF16.
create or replace function privado.taxa_comparecimento(prof uuid, agora timestamptz)
returns table (verificados integer, considerados integer)
language sql stable set search_path = '' as $$
  select count(*) filter (where t.estado <> 'cancelada' and t.verificacao = 'verificado')::integer,
         count(*)::integer
    from public.turnos t
   where t.profissional_id = prof
     and ((t.estado <> 'cancelada' and upper(t.periodo) <= agora)
          or (t.estado = 'cancelada' and t.conta_como_falta and t.cancelado_por = prof))
$$;

-- Regras: RN08, RF16.
create or replace function privado.reputacao(conta uuid, agora timestamptz)
returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'positivas', (select count(*) filter (where a.chamaria_de_novo) from public.avaliacoes a where a.avaliado_id = conta),
    'total', (select count(*) from public.avaliacoes a where a.avaliado_id = conta),
    'taxa_comparecimento', case when tc.considerados > 0
                                then round(tc.verificados::numeric / tc.considerados, 4) end,
    'turnos_considerados', coalesce(tc.considerados, 0))
  from (select 1) _
  left join lateral (select * from privado.taxa_comparecimento(conta, agora)
                      where exists (select 1 from public.profissionais p where p.conta_id = conta)) tc on true
$$;

-- Reputação do estabelecimento (RN08, RF16): as avaliações que os profissionais deram aos
-- turnos das vagas dele ("6 de 7 chamariam de novo"); sem histórico, total 0. Começa pelos
-- membros (índice avaliacoes_avaliado: quem avalia do lado profissional avalia quem publicou).
-- Sem `set search_path`: o feed chama uma vez por vaga (ver privado.alcance).
-- Regras: RN08, RF16.
create or replace function privado.reputacao_do_estabelecimento(eid uuid) returns jsonb
language sql stable as $$
  select jsonb_build_object('positivas', count(*) filter (where a.chamaria_de_novo), 'total', count(*),
                            'taxa_comparecimento', null, 'turnos_considerados', 0)
    from public.avaliacoes a
    join public.turnos t on t.id = a.turno_id
    join public.vagas v on v.id = t.vaga_id
   where a.avaliado_id in (select m.conta_id from public.membros m where m.estabelecimento_id = eid)
     and a.lado = 'profissional' and v.estabelecimento_id = eid
$$;

-- RN07: sim/não, só depois do fim previsto e com presença verificada; uma por turno e lado.
-- Regras: RN07.
create or replace function public.avaliar(turno_id uuid, chamaria_de_novo boolean default null,
                                          em public.instante default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
  t public.turnos;
  v public.vagas;
  meu_lado public.perfil_conta;
  avaliado uuid;
  a public.avaliacoes;
  toque timestamptz := coalesce(privado.instante(avaliar.em), agora);
begin
  if c.perfil = 'profissional' then
    t := privado.turno_do_profissional(avaliar.turno_id, c.id);
  else
    t := privado.turno_do_contratante(avaliar.turno_id, c.id);
  end if;
  select * into v from public.vagas where id = t.vaga_id;
  meu_lado := c.perfil;
  avaliado := case when meu_lado = 'profissional' then v.publicada_por else t.profissional_id end;
  select * into a from public.avaliacoes x where x.turno_id = t.id and x.lado = meu_lado;
  if a.turno_id is not null then   -- chave natural: turno + lado; repetir devolve a mesma
    return jsonb_build_object('turno_id', a.turno_id, 'lado', a.lado, 'chamaria_de_novo', a.chamaria_de_novo, 'em', a.em);
  end if;
  if chamaria_de_novo is null then
    perform privado.recusar('PT422', 'campo_obrigatorio', 'Responda sim ou não.', '{"campo":"chamaria_de_novo"}');
  end if;
  if t.estado = 'cancelada' then
    perform privado.recusar('PT409', 'turno_cancelado', 'Este turno foi cancelado.');
  end if;
  perform privado.conferir_toque(toque, agora);
  if agora < upper(t.periodo) or toque < upper(t.periodo) then
    perform privado.recusar('PT422', 'antes_do_fim', 'A avaliação abre quando o turno termina.',
      jsonb_build_object('libera_em', upper(t.periodo)));
  end if;
  if t.verificacao <> 'verificado' then
    perform privado.recusar('PT422', 'presenca_nao_verificada',
      'Só dá para avaliar um turno com presença verificada.');
  end if;
  insert into public.avaliacoes(turno_id, lado, autor_id, avaliado_id, chamaria_de_novo, em)
  values (t.id, meu_lado, c.id, avaliado, chamaria_de_novo, toque)
  returning * into a;
  return jsonb_build_object('turno_id', a.turno_id, 'lado', a.lado, 'chamaria_de_novo', a.chamaria_de_novo, 'em', a.em);
end $$;

-- O próprio perfil devolve o ponto base do profissional ("base": {"lat","lng"}; null no
-- contratante), para a pessoa conferir de onde as distâncias do feed são medidas. Só
-- meu_perfil/definir_disponibilidade usam perfil_json: o perfil público não mostra a base.
-- O estabelecimento é aquele por que a conta age (o de privado.estabelecimento_do), com o papel dela.
-- Regras: RN08, RF16, RN25.
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
                                 'lng', extensions.st_x(e.ponto::extensions.geometry),
                                 'papel', m.papel)
                          from public.membros m join public.estabelecimentos e on e.id = m.estabelecimento_id
                         where m.conta_id = c.id order by m.papel, e.criado_em limit 1))
  from public.contas c left join public.profissionais p on p.conta_id = c.id
  where c.id = cid
$$;

-- Regras: RN08, RF16, RN25.
create or replace function public.meu_perfil() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
begin
  return privado.perfil_json(c.id, privado.agora());
end $$;

-- Regras: RN08, RF16.
create or replace function public.perfil_publico(conta_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  r jsonb;
begin
  select jsonb_build_object('conta_id', x.id, 'perfil', x.perfil, 'nome', x.nome,
                            'reputacao', privado.reputacao(x.id, privado.agora()))
    into r from public.contas x where x.id = perfil_publico.conta_id;
  if r is null then
    perform privado.recusar('PT404', 'conta_nao_encontrada', 'Conta não encontrada.');
  end if;
  return r;
end $$;

-- Regras: RN05 (indisponível não recebe vagas).
create or replace function public.definir_disponibilidade(disponivel boolean default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
begin
  if disponivel is null then
    perform privado.recusar('PT422', 'campo_obrigatorio', 'Diga se está disponível.', '{"campo":"disponivel"}');
  end if;
  update public.profissionais p set disponivel = definir_disponibilidade.disponivel where p.conta_id = c.id;
  return privado.perfil_json(c.id, privado.agora());
end $$;
