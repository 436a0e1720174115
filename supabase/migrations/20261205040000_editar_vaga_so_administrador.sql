-- schema privado: igual
-- schema public: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION public.editar_vaga(vaga_id uuid, funcao text DEFAULT NULL::text, inicio timestamp with time zone DEFAULT NULL::timestamp with time zone, fim timestamp with time zone DEFAULT NULL::timestamp with time zone, valor_centavos integer DEFAULT NULL::integer, refeicao boolean DEFAULT NULL::boolean, transporte boolean DEFAULT NULL::boolean, exige_material_proprio boolean DEFAULT NULL::boolean, modo text DEFAULT NULL::text, posicoes integer DEFAULT NULL::integer, endereco text DEFAULT NULL::text, lat double precision DEFAULT NULL::double precision, lng double precision DEFAULT NULL::double precision, antecedencia_alerta_min integer DEFAULT NULL::integer, bairro text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  -- Editar é do administrador, como publicar e cancelar (o operador acompanha).
  perform privado.exigir_administrador(c.id, v.estabelecimento_id);
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
  -- Termos mudados (horário, valor, inclusos, lugar, função): quem se candidatou aos termos
  -- antigos não fica esperando ser escolhido para os novos. A candidatura acaba dizendo por
  -- quê, o candidato é avisado (gatilho aviso_de_candidatura) e pode se candidatar de novo.
  if privado.termos_da_vaga(nova) is distinct from privado.termos_da_vaga(v) then
    update public.candidaturas ca set estado = 'encerrada_por_edicao', decidida_em = agora
     where ca.vaga_id = v.id and ca.estado = 'pendente';
  end if;
  -- Seleção que virou urgência: as candidaturas pendentes não têm mais quem escolha.
  if nova.modo = 'urgencia' and v.modo = 'selecao' then
    update public.candidaturas ca set estado = 'expirada', decidida_em = agora
     where ca.vaga_id = v.id and ca.estado = 'pendente';
  end if;
  return privado.vaga_contratante_json(v.id, c.id, agora) || jsonb_build_object('bairro', nova.bairro);
end $function$
;
-- catálogo (grants de funções, schemas e colunas, RLS, políticas, gatilhos da plataforma, extensões, domínios, comentários): igual
