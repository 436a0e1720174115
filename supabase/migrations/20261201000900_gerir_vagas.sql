-- Gerir vagas pelo contratante: detalhe com despacho e contato dos confirmados (RN10),
-- números do despacho por leva, prévia e cancelamento da vaga inteira (RN12 por turno),
-- edição enquanto ninguém está confirmado (mesma validação de publicar_vaga) e o rascunho
-- para duplicar uma vaga. Ver docs/CONTRATO.md.

alter table public.vagas
  add column cancelada_em timestamptz,
  add column cancelada_por uuid references public.contas(id),
  add column motivo_cancelamento text,
  add constraint vaga_cancelamento_completo check (
    cancelada_em is null or (cancelada_por is not null and motivo_cancelamento is not null));

-- Vaga de um estabelecimento do chamador, travada para escrita quando `travar`.
create or replace function privado.vaga_do_contratante(vid uuid, conta uuid) returns public.vagas
language plpgsql stable set search_path = '' as $$
declare v public.vagas;
begin
  select * into v from public.vagas where id = vid;
  if v.id is null then
    perform privado.recusar('PT404', 'vaga_nao_encontrada', 'Vaga não encontrada.');
  end if;
  if not privado.eh_membro(v.estabelecimento_id, conta) then
    perform privado.recusar('PT403', 'nao_autorizado', 'Esta vaga não é de um estabelecimento seu.');
  end if;
  return v;
end $$;

-- Números do despacho (RNF02, RF06, RN23): por leva, quem entrou, quem o teto ainda segura,
-- quem foi avisado, quem leu (entregue) e as falhas; candidaturas por estado.
create or replace function privado.despacho_json(vid uuid, agora timestamptz) returns jsonb
language sql stable set search_path = '' as $$
  with d as (select * from public.despachos where vaga_id = vid),
  por_leva as (
    select d.leva, jsonb_build_object(
             'leva', d.leva,
             'incluidos', count(*),
             'retidos', count(*) filter (where d.estado_entrega = 'pendente'),
             'avisados', count(*) filter (where d.estado_entrega in ('enviada', 'entregue')),
             'entregues', count(*) filter (where d.estado_entrega = 'entregue'),
             'falhas', count(*) filter (where d.estado_entrega = 'falhou'),
             'criada_em', min(d.criado_em)) as j
      from d group by d.leva)
  select jsonb_build_object(
    'vaga_id', v.id, 'estado', v.estado, 'leva_atual', v.leva_atual, 'proxima_leva_em', v.proxima_leva_em,
    'posicoes_total', (select count(*) from public.posicoes p where p.vaga_id = v.id),
    'posicoes_abertas', (select count(*) from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta'),
    'em_alerta', v.estado = 'publicada' and v.inicio > agora
                 and agora >= v.inicio - make_interval(mins => v.antecedencia_alerta_min)
                 and exists (select 1 from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta'),
    'levas', coalesce((select jsonb_agg(pl.j order by pl.leva) from por_leva pl), '[]'::jsonb),
    'totais', jsonb_build_object(
      'incluidos', (select count(*) from d),
      'retidos', (select count(*) from d where d.estado_entrega = 'pendente'),
      'avisados', (select count(*) from d where d.estado_entrega in ('enviada', 'entregue')),
      'entregues', (select count(*) from d where d.estado_entrega = 'entregue'),
      'falhas', (select count(*) from d where d.estado_entrega = 'falhou')),
    'candidaturas', (select jsonb_build_object(
        'total', count(*),
        'pendentes', count(*) filter (where ca.estado = 'pendente'),
        'aceitas', count(*) filter (where ca.estado = 'aceita'),
        'recusadas', count(*) filter (where ca.estado = 'recusada'),
        'retiradas', count(*) filter (where ca.estado = 'retirada'),
        'expiradas', count(*) filter (where ca.estado = 'expirada'))
      from public.candidaturas ca where ca.vaga_id = v.id))
  from public.vagas v where v.id = vid
$$;

create or replace function public.despacho_da_vaga(vaga_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  v public.vagas := privado.vaga_do_contratante(despacho_da_vaga.vaga_id, c.id);
begin
  return privado.despacho_json(v.id, privado.agora());
end $$;

-- O detalhe: VagaDoContratante (os turnos confirmados trazem o contato do profissional,
-- RN10; as candidaturas não) + bairro, cancelamento e o despacho.
create or replace function public.detalhe_vaga(vaga_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  v public.vagas := privado.vaga_do_contratante(detalhe_vaga.vaga_id, c.id);
begin
  return privado.vaga_contratante_json(v.id, c.id, agora)
    || jsonb_build_object(
         'bairro', v.bairro,
         'cancelamento', case when v.cancelada_em is not null then jsonb_build_object(
             'em', v.cancelada_em, 'motivo', v.motivo_cancelamento,
             'autor', (select jsonb_build_object('id', x.id, 'nome', x.nome) from public.contas x where x.id = v.cancelada_por)) end,
         'despacho', privado.despacho_json(v.id, agora));
end $$;

-- O que cancelar custa, calculado igual para a prévia e para o cancelamento: RN12 por turno
-- confirmado (falta com < 24 h do início), quem será avisado, candidaturas liberadas.
create or replace function privado.custo_cancelar_vaga(v public.vagas, agora timestamptz) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'vaga_id', v.id, 'inicio', v.inicio,
    'menos_de_24_horas', v.inicio - agora < privado.antecedencia_falta(),
    'conta_como_falta', v.inicio - agora < privado.antecedencia_falta()
                        and exists (select 1 from public.turnos t where t.vaga_id = v.id and t.estado = 'confirmada'),
    'turnos_confirmados', (select count(*) from public.turnos t where t.vaga_id = v.id and t.estado = 'confirmada'),
    'profissionais', coalesce((select jsonb_agg(jsonb_build_object('id', pc.id, 'nome', pc.nome) order by pc.nome, pc.id)
                                 from public.turnos t join public.contas pc on pc.id = t.profissional_id
                                where t.vaga_id = v.id and t.estado = 'confirmada'), '[]'::jsonb),
    'candidaturas_pendentes', (select count(*) from public.candidaturas ca where ca.vaga_id = v.id and ca.estado = 'pendente'),
    'posicoes_abertas', (select count(*) from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta'))
$$;

create or replace function privado.conferir_vaga_cancelavel(v public.vagas, agora timestamptz) returns void
language plpgsql stable set search_path = '' as $$
begin
  if v.estado = 'encerrada' or (v.estado <> 'cancelada' and v.inicio <= agora) then
    perform privado.recusar('PT410', 'vaga_encerrada',
      'Esta vaga já começou ou foi encerrada; cancele os turnos um a um.');
  end if;
end $$;

create or replace function public.previa_cancelar_vaga(vaga_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  v public.vagas := privado.vaga_do_contratante(previa_cancelar_vaga.vaga_id, c.id);
begin
  if v.estado = 'cancelada' then
    perform privado.recusar('PT409', 'vaga_cancelada', 'Esta vaga já foi cancelada.',
      jsonb_build_object('cancelada_em', v.cancelada_em));
  end if;
  perform privado.conferir_vaga_cancelavel(v, agora);
  return privado.custo_cancelar_vaga(v, agora);
end $$;

-- Cancela a vaga inteira: cada turno confirmado passa por cancelar_turno (RN12: autor, hora,
-- motivo, falta com < 24 h; o profissional é avisado pelo gatilho de avisos), as posições
-- abertas e as candidaturas pendentes fecham, e o despacho para. Repetir devolve o registro.
create or replace function public.cancelar_vaga(vaga_id uuid, motivo text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  v public.vagas := privado.vaga_do_contratante(cancelar_vaga.vaga_id, c.id);
  custo jsonb;
  t record;
begin
  -- Posições antes da vaga: quem está pegando uma posição agora termina primeiro (ver
  -- ocupar_posicao), e o turno dele entra na conta.
  perform 1 from public.posicoes p where p.vaga_id = v.id order by p.numero for update;
  select * into v from public.vagas x where x.id = v.id for update;
  if v.estado = 'cancelada' then
    return jsonb_build_object('vaga_id', v.id, 'estado', v.estado, 'cancelada_em', v.cancelada_em,
      'turnos_cancelados', (select count(*) from public.turnos x where x.vaga_id = v.id and x.estado = 'cancelada'
                               and x.cancelado_em = v.cancelada_em and x.cancelado_por = v.cancelada_por),
      'conta_como_falta', coalesce((select bool_or(x.conta_como_falta) from public.turnos x where x.vaga_id = v.id
                               and x.estado = 'cancelada' and x.cancelado_em = v.cancelada_em
                               and x.cancelado_por = v.cancelada_por), false));
  end if;
  perform privado.conferir_vaga_cancelavel(v, agora);
  if trim(coalesce(motivo, '')) = '' then
    perform privado.recusar('PT422', 'campo_obrigatorio', 'Diga o motivo do cancelamento.', '{"campo":"motivo"}');
  end if;
  custo := privado.custo_cancelar_vaga(v, agora);
  for t in select x.id from public.turnos x where x.vaga_id = v.id and x.estado = 'confirmada' order by x.id loop
    perform public.cancelar_turno(t.id, motivo);
  end loop;
  update public.posicoes p set estado = 'cancelada' where p.vaga_id = v.id and p.estado = 'aberta';
  update public.candidaturas ca set estado = 'expirada', decidida_em = agora
   where ca.vaga_id = v.id and ca.estado = 'pendente';
  update public.vagas x
     set estado = 'cancelada', encerrada_em = agora, proxima_leva_em = null,
         cancelada_em = agora, cancelada_por = c.id, motivo_cancelamento = trim(motivo)
   where x.id = v.id;
  return custo || jsonb_build_object('estado', 'cancelada', 'cancelada_em', agora,
                                     'turnos_cancelados', custo -> 'turnos_confirmados');
end $$;

-- Edita a vaga enquanto ninguém está confirmado. Argumento nulo = mantém o valor atual. A
-- validação é a de publicar_vaga, literalmente: o conjunto final é publicado num
-- subbloco que depois é desfeito, então qualquer regra nova de publicar vale aqui também.
create or replace function public.editar_vaga(
  vaga_id uuid, funcao text default null, inicio timestamptz default null, fim timestamptz default null,
  valor_centavos integer default null, refeicao boolean default null, transporte boolean default null,
  exige_material_proprio boolean default null, modo text default null, posicoes integer default null,
  endereco text default null, lat double precision default null, lng double precision default null,
  antecedencia_alerta_min integer default null, bairro text default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  v public.vagas := privado.vaga_do_contratante(editar_vaga.vaga_id, c.id);
  n_atual integer;
  n_novo integer;
  confirmados integer;
  nova public.vagas;
  validada jsonb;
begin
  perform 1 from public.posicoes p where p.vaga_id = v.id order by p.numero for update;
  select * into v from public.vagas x where x.id = v.id for update;
  if v.estado in ('encerrada', 'cancelada') or v.inicio <= agora then
    perform privado.recusar('PT410', 'vaga_encerrada', 'Esta vaga já começou, foi encerrada ou cancelada.');
  end if;
  select count(*) into confirmados from public.turnos t where t.vaga_id = v.id and t.estado <> 'cancelada';
  if confirmados > 0 then
    perform privado.recusar('PT409', 'vaga_com_confirmados',
      'Já há profissional confirmado nesta vaga; para mudar, cancele a vaga e publique outra.',
      jsonb_build_object('confirmados', confirmados));
  end if;
  select count(*) into n_atual from public.posicoes p where p.vaga_id = v.id and p.estado <> 'cancelada';
  n_novo := coalesce(editar_vaga.posicoes, n_atual);

  begin
    validada := public.publicar_vaga(
      funcao => coalesce(editar_vaga.funcao, v.funcao::text),
      inicio => coalesce(editar_vaga.inicio, v.inicio),
      fim => coalesce(editar_vaga.fim, v.fim),
      valor_centavos => coalesce(editar_vaga.valor_centavos, v.valor_centavos),
      refeicao => coalesce(editar_vaga.refeicao, v.refeicao),
      transporte => coalesce(editar_vaga.transporte, v.transporte),
      exige_material_proprio => coalesce(editar_vaga.exige_material_proprio, v.exige_material_proprio),
      modo => coalesce(editar_vaga.modo, v.modo::text),
      posicoes => n_novo,
      endereco => coalesce(editar_vaga.endereco, v.endereco),
      lat => coalesce(editar_vaga.lat, extensions.st_y(v.ponto::extensions.geometry)),
      lng => coalesce(editar_vaga.lng, extensions.st_x(v.ponto::extensions.geometry)),
      antecedencia_alerta_min => coalesce(editar_vaga.antecedencia_alerta_min, v.antecedencia_alerta_min),
      -- endereço novo sem bairro: publicar_vaga tira o bairro do endereço, como ao publicar
      bairro => coalesce(editar_vaga.bairro, case when editar_vaga.endereco is null then v.bairro end),
      estabelecimento_id => v.estabelecimento_id);
    select x.* into nova from public.vagas x where x.id = (validada ->> 'vaga_id')::uuid;
    raise exception using errcode = 'PT299', message = 'desfaz_validacao';
  exception when sqlstate 'PT299' then
    null;   -- a vaga de validação some com o subbloco; `nova` (variável) fica
  end;

  update public.vagas x
     set funcao = nova.funcao, inicio = nova.inicio, fim = nova.fim, valor_centavos = nova.valor_centavos,
         refeicao = nova.refeicao, transporte = nova.transporte, exige_material_proprio = nova.exige_material_proprio,
         modo = nova.modo, endereco = nova.endereco, bairro = nova.bairro, ponto = nova.ponto,
         antecedencia_alerta_min = nova.antecedencia_alerta_min,
         -- parâmetros novos: a próxima leva sai já, para quem passou a ser elegível (RF06)
         proxima_leva_em = case when x.leva_atual > 0 then agora end
   where x.id = v.id;
  if n_novo > n_atual then
    insert into public.posicoes(vaga_id, numero)
    select v.id, (select coalesce(max(p.numero), 0) from public.posicoes p where p.vaga_id = v.id) + g
      from generate_series(1, n_novo - n_atual) g;
  elsif n_novo < n_atual then
    with sobra as (
      select p.id from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta'
       order by p.numero desc limit n_atual - n_novo)
    update public.posicoes p set estado = 'cancelada' from sobra where p.id = sobra.id;
  end if;
  -- Seleção que virou urgência: as candidaturas pendentes não têm mais quem escolha.
  if nova.modo = 'urgencia' and v.modo = 'selecao' then
    update public.candidaturas ca set estado = 'expirada', decidida_em = agora
     where ca.vaga_id = v.id and ca.estado = 'pendente';
  end if;
  return privado.vaga_contratante_json(v.id, c.id, agora) || jsonb_build_object('bairro', nova.bairro);
end $$;

-- Os dados de uma vaga minha como rascunho de uma nova (os argumentos de publicar_vaga),
-- com o mesmo horário do dia levado ao primeiro dia em que dá para publicar (seleção: 24 h).
create or replace function public.rascunho_de_vaga(vaga_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  v public.vagas := privado.vaga_do_contratante(rascunho_de_vaga.vaga_id, c.id);
  margem interval := case when v.modo = 'selecao' then privado.antecedencia_selecao() else interval '0' end;
  dias integer := 0;
begin
  if v.inicio <= agora + margem then
    dias := floor(extract(epoch from (agora + margem - v.inicio)) / 86400)::integer + 1;
  end if;
  return jsonb_build_object(
    'origem_vaga_id', v.id,
    'funcao', v.funcao, 'inicio', v.inicio + make_interval(days => dias), 'fim', v.fim + make_interval(days => dias),
    'valor_centavos', v.valor_centavos, 'refeicao', v.refeicao, 'transporte', v.transporte,
    'exige_material_proprio', v.exige_material_proprio, 'modo', v.modo,
    'posicoes', (select count(*) from public.posicoes p where p.vaga_id = v.id and p.estado <> 'cancelada'),
    'endereco', v.endereco, 'bairro', v.bairro,
    'lat', extensions.st_y(v.ponto::extensions.geometry), 'lng', extensions.st_x(v.ponto::extensions.geometry),
    'antecedencia_alerta_min', v.antecedencia_alerta_min,
    'estabelecimento_id', v.estabelecimento_id);
end $$;

do $$
declare f text;
begin
  foreach f in array array['despacho_da_vaga(uuid)', 'detalhe_vaga(uuid)', 'previa_cancelar_vaga(uuid)',
    'cancelar_vaga(uuid, text)',
    'editar_vaga(uuid, text, timestamptz, timestamptz, integer, boolean, boolean, boolean, text, integer, text, double precision, double precision, integer, text)',
    'rascunho_de_vaga(uuid)'] loop
    execute format('revoke execute on function public.%s from public, anon', f);
    execute format('grant execute on function public.%s to authenticated', f);
  end loop;
end $$;
revoke execute on all functions in schema privado from public, anon, authenticated;
