-- Limites de tudo que uma pessoa manda (RULES.md, "Bounds on what people send"): instantes
-- finitos, início dentro de um horizonte, turno com duração máxima, valor máximo, antecedência
-- do alerta máxima, texto com tamanho máximo e sem caracteres de controle, e respostas de
-- lista com teto de itens — para nenhuma resposta que o cliente decodifica crescer sem fim
-- pelo que outra conta digitou. Os números moram aqui (privado.*) e, iguais, em
-- FrilaDominio.Limites; um teste Swift lê estes do banco e falha se divergirem.
-- Cada limite vale três vezes: CHECK na tabela, recusa da RPC com frase pt-BR, domínio/form.

-- ---------- Os números ----------
create or replace function privado.horizonte_inicio() returns interval language sql immutable as $$ select interval '365 days' $$;
create or replace function privado.duracao_max_turno() returns interval language sql immutable as $$ select interval '24 hours' $$;
create or replace function privado.valor_max_centavos() returns integer language sql immutable as $$ select 1000000 $$;          -- R$ 10.000,00 por turno
create or replace function privado.antecedencia_alerta_max_min() returns integer language sql immutable as $$ select 10080 $$;  -- 7 dias
create or replace function privado.posicoes_max() returns integer language sql immutable as $$ select 100 $$;
create or replace function privado.distancia_max_m() returns double precision language sql immutable as $$ select 20000000::double precision $$;  -- meia volta na Terra
create or replace function privado.tamanho_max_nome() returns integer language sql immutable as $$ select 120 $$;      -- pessoa e estabelecimento
create or replace function privado.tamanho_max_endereco() returns integer language sql immutable as $$ select 200 $$;
create or replace function privado.tamanho_max_bairro() returns integer language sql immutable as $$ select 80 $$;
create or replace function privado.tamanho_max_motivo() returns integer language sql immutable as $$ select 500 $$;
create or replace function privado.tamanho_max_whatsapp() returns integer language sql immutable as $$ select 30 $$;
create or replace function privado.tamanho_max_email() returns integer language sql immutable as $$ select 254 $$;
-- Itens por resposta de lista (feed, turnos, notificações, pendências, alertas). As vagas do
-- contratante levam posições (com o turno) e candidatos dentro: teto de vagas, de posições
-- somadas na lista e de candidatos por vaga. Pior caso de minhas_vagas: 2.000 posições × ~1,5 KB
-- + 200 vagas × 50 candidatos × ~0,3 KB ≈ 6 MiB, abaixo dos 16 MiB que o cliente aceita.
create or replace function privado.itens_max_lista() returns integer language sql immutable as $$ select 200 $$;
create or replace function privado.vagas_max_lista() returns integer language sql immutable as $$ select 200 $$;
create or replace function privado.posicoes_max_lista() returns integer language sql immutable as $$ select 2000 $$;
create or replace function privado.candidaturas_max_por_vaga() returns integer language sql immutable as $$ select 50 $$;

-- C0, DEL e C1: ESC e companhia não chegam ao terminal de ninguém.
create or replace function privado.tem_controle(t text) returns boolean
language sql immutable set search_path = '' as $$ select t ~ '[\x01-\x1f\x7f-\x9f]' $$;

create or replace function privado.texto_no_limite(t text, maximo integer) returns boolean
language sql immutable set search_path = '' as $$
  select t is null or (char_length(t) <= maximo and not privado.tem_controle(t))
$$;

create or replace function privado.reais(centavos integer) returns text
language sql immutable set search_path = '' as $$
  select 'R$ ' || translate(to_char(centavos / 100.0, 'FM999,999,990.00'), ',.', '.,')
$$;

-- Recusa de texto: PT422 fora_do_limite (longo) ou texto_invalido (controle); hint {"campo","maximo"}.
create or replace function privado.conferir_texto(campo text, rotulo text, t text, maximo integer) returns void
language plpgsql set search_path = '' as $$
begin
  if t is null then return; end if;
  if char_length(t) > maximo then
    perform privado.recusar('PT422', 'fora_do_limite', format('%s pode ter no máximo %s caracteres.', rotulo, maximo),
      jsonb_build_object('campo', campo, 'maximo', maximo));
  end if;
  if privado.tem_controle(t) then
    perform privado.recusar('PT422', 'texto_invalido',
      format('%s não pode ter caracteres de controle (quebra de linha, tabulação, ESC).', rotulo),
      jsonb_build_object('campo', campo));
  end if;
end $$;

-- `em` (hora do toque): finito e não no futuro além da tolerância.
create or replace function privado.conferir_toque(em timestamptz, agora timestamptz) returns void
language plpgsql set search_path = '' as $$
begin
  if not isfinite(em) then
    perform privado.recusar('PT422', 'horario_invalido', 'O horário informado não é uma data válida.',
      jsonb_build_object('agora', agora));
  end if;
  if em > agora + privado.tolerancia_relogio() then
    perform privado.recusar('PT422', 'horario_invalido', 'O horário informado está no futuro.',
      jsonb_build_object('agora', agora));
  end if;
end $$;

create or replace function privado.conferir_distancia(d double precision) returns void
language plpgsql set search_path = '' as $$
begin
  -- NaN é maior que tudo no PostgreSQL: cai no teto.
  if d < 0 or d > privado.distancia_max_m() then
    perform privado.recusar('PT422', 'valor_invalido', 'Distância inválida.', '{"campo":"distancia_m"}');
  end if;
end $$;

-- ---------- Linhas antigas fora dos limites ----------
-- Antes das CHECKs: texto vira uma linha só e é cortado; vaga (e seus turnos) com instante
-- infinito, início além do horizonte, duração, valor ou antecedência acima do teto é
-- cancelada e trazida para dentro dos limites, para que nenhuma resposta deixe de decodificar.
create or replace function privado.reparar_fora_dos_limites() returns void
language plpgsql set search_path = '' as $$
declare
  ctrl constant text := '[\x01-\x1f\x7f-\x9f]';
  motivo_reparo constant text := 'Cancelada pelo Frila: dados fora dos limites.';
begin
  update public.contas set
    nome = left(regexp_replace(nome, ctrl, ' ', 'g'), privado.tamanho_max_nome()),
    whatsapp = left(regexp_replace(whatsapp, ctrl, '', 'g'), privado.tamanho_max_whatsapp()),
    email = left(regexp_replace(email, ctrl, '', 'g'), privado.tamanho_max_email())
   where not (privado.texto_no_limite(nome, privado.tamanho_max_nome())
              and privado.texto_no_limite(whatsapp, privado.tamanho_max_whatsapp())
              and privado.texto_no_limite(email, privado.tamanho_max_email()));
  update public.estabelecimentos set
    nome = left(regexp_replace(nome, ctrl, ' ', 'g'), privado.tamanho_max_nome()),
    endereco = left(regexp_replace(endereco, ctrl, ' ', 'g'), privado.tamanho_max_endereco())
   where not (privado.texto_no_limite(nome, privado.tamanho_max_nome())
              and privado.texto_no_limite(endereco, privado.tamanho_max_endereco()));
  update public.vagas set
    endereco = left(regexp_replace(endereco, ctrl, ' ', 'g'), privado.tamanho_max_endereco()),
    bairro = left(regexp_replace(bairro, ctrl, ' ', 'g'), privado.tamanho_max_bairro())
   where not (privado.texto_no_limite(endereco, privado.tamanho_max_endereco())
              and privado.texto_no_limite(bairro, privado.tamanho_max_bairro()));
  update public.turnos set motivo_cancelamento = left(regexp_replace(motivo_cancelamento, ctrl, ' ', 'g'), privado.tamanho_max_motivo())
   where not privado.texto_no_limite(motivo_cancelamento, privado.tamanho_max_motivo());
  update public.vagas v set motivo_cancelamento = left(regexp_replace(v.motivo_cancelamento, ctrl, ' ', 'g'), privado.tamanho_max_motivo())
   where not privado.texto_no_limite(v.motivo_cancelamento, privado.tamanho_max_motivo());
  update public.avisos a set motivo = left(regexp_replace(a.motivo, ctrl, ' ', 'g'), privado.tamanho_max_motivo())
   where not privado.texto_no_limite(a.motivo, privado.tamanho_max_motivo());
  update public.ocorrencias o set motivo = left(regexp_replace(o.motivo, ctrl, ' ', 'g'), privado.tamanho_max_motivo())
   where not privado.texto_no_limite(o.motivo, privado.tamanho_max_motivo());

  create temp table fora on commit drop as
    select v.id, v.publicada_por,
           case when isfinite(v.inicio) and v.inicio <= v.publicada_em + privado.horizonte_inicio() then v.inicio
                else v.publicada_em + privado.antecedencia_selecao() end as inicio
      from public.vagas v
     where not (case when isfinite(v.inicio) and isfinite(v.fim) and isfinite(v.publicada_em)
                     then v.fim - v.inicio <= privado.duracao_max_turno()
                          and v.inicio <= v.publicada_em + privado.horizonte_inicio() else false end
                and v.valor_centavos <= privado.valor_max_centavos()
                and v.antecedencia_alerta_min <= privado.antecedencia_alerta_max_min());
  update public.turnos t set
    estado = 'cancelada', cancelado_em = coalesce(t.cancelado_em, privado.agora()),
    cancelado_por = coalesce(t.cancelado_por, f.publicada_por),
    motivo_cancelamento = coalesce(t.motivo_cancelamento, motivo_reparo), conta_como_falta = coalesce(t.conta_como_falta, false),
    periodo = tstzrange(f.inicio, f.inicio + privado.duracao_max_turno(), '[)'),
    valor_acordado_centavos = least(t.valor_acordado_centavos, privado.valor_max_centavos())
    from fora f where t.vaga_id = f.id;
  update public.posicoes p set estado = 'cancelada' from fora f where p.vaga_id = f.id;
  update public.candidaturas c set estado = 'expirada', decidida_em = coalesce(c.decidida_em, privado.agora())
    from fora f where c.vaga_id = f.id and c.estado = 'pendente';
  update public.vagas v set
    estado = case when v.estado in ('publicada', 'preenchida') then 'cancelada'::public.estado_vaga else v.estado end,
    encerrada_em = coalesce(v.encerrada_em, privado.agora()), proxima_leva_em = null,
    inicio = f.inicio,
    fim = case when isfinite(v.fim) and v.fim > f.inicio and v.fim - f.inicio <= privado.duracao_max_turno() then v.fim
               else f.inicio + privado.duracao_max_turno() end,
    valor_centavos = least(v.valor_centavos, privado.valor_max_centavos()),
    antecedencia_alerta_min = least(v.antecedencia_alerta_min, privado.antecedencia_alerta_max_min())
    from fora f where v.id = f.id;
  -- Turno com valor acima do teto numa vaga dentro dos limites (só por escrita direta).
  update public.turnos set valor_acordado_centavos = privado.valor_max_centavos()
   where valor_acordado_centavos > privado.valor_max_centavos();
  update public.turnos set checkin_distancia_m = privado.distancia_max_m()
   where checkin_distancia_m > privado.distancia_max_m() and checkin_tipo = 'manual';
  update public.turnos set checkout_distancia_m = privado.distancia_max_m()
   where checkout_distancia_m > privado.distancia_max_m();
  drop table fora;
end $$;

select privado.reparar_fora_dos_limites();

-- ---------- CHECKs ----------
alter table public.contas
  add constraint contas_nome_no_limite check (privado.texto_no_limite(nome, privado.tamanho_max_nome())),
  add constraint contas_whatsapp_no_limite check (privado.texto_no_limite(whatsapp, privado.tamanho_max_whatsapp())),
  add constraint contas_email_no_limite check (privado.texto_no_limite(email, privado.tamanho_max_email()));
alter table public.estabelecimentos
  add constraint estabelecimentos_nome_no_limite check (privado.texto_no_limite(nome, privado.tamanho_max_nome())),
  add constraint estabelecimentos_endereco_no_limite check (privado.texto_no_limite(endereco, privado.tamanho_max_endereco()));
alter table public.vagas
  add constraint vagas_endereco_no_limite check (privado.texto_no_limite(endereco, privado.tamanho_max_endereco())),
  add constraint vagas_bairro_no_limite check (privado.texto_no_limite(bairro, privado.tamanho_max_bairro())),
  add constraint vagas_instantes_finitos check (isfinite(inicio) and isfinite(fim) and isfinite(publicada_em)),
  -- CASE: subtrair instantes infinitos é erro, não falso (o AND não garante a ordem).
  add constraint vagas_duracao_no_limite check (
    case when isfinite(inicio) and isfinite(fim) then fim - inicio <= privado.duracao_max_turno() else false end),
  add constraint vagas_inicio_no_horizonte check (
    case when isfinite(inicio) and isfinite(publicada_em) then inicio <= publicada_em + privado.horizonte_inicio() else false end),
  add constraint vagas_valor_no_limite check (valor_centavos <= privado.valor_max_centavos()),
  add constraint vagas_antecedencia_no_limite check (antecedencia_alerta_min <= privado.antecedencia_alerta_max_min()),
  add constraint vagas_motivo_no_limite check (privado.texto_no_limite(motivo_cancelamento, privado.tamanho_max_motivo()));
alter table public.posicoes
  add constraint posicoes_numero_no_limite check (numero <= privado.posicoes_max());
alter table public.turnos
  add constraint turnos_periodo_no_limite check (
    case when isfinite(lower(periodo)) and isfinite(upper(periodo))
         then upper(periodo) - lower(periodo) <= privado.duracao_max_turno() else false end),
  add constraint turnos_valor_no_limite check (valor_acordado_centavos <= privado.valor_max_centavos()),
  add constraint turnos_distancias_no_limite check (
    coalesce(checkin_distancia_m <= privado.distancia_max_m(), true)
    and coalesce(checkout_distancia_m <= privado.distancia_max_m(), true)),
  add constraint turnos_motivo_no_limite check (privado.texto_no_limite(motivo_cancelamento, privado.tamanho_max_motivo()));
alter table public.avisos
  add constraint avisos_motivo_no_limite check (privado.texto_no_limite(motivo, privado.tamanho_max_motivo()));
alter table public.ocorrencias
  add constraint ocorrencias_motivo_no_limite check (privado.texto_no_limite(motivo, privado.tamanho_max_motivo()));

-- ---------- Cadastro: os textos do perfil ----------
create or replace function privado.criar_conta_do_usuario() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  d jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  perfil text := d ->> 'perfil';
  nome text := trim(coalesce(d ->> 'nome', ''));
  whatsapp text := nullif(trim(d ->> 'whatsapp'), '');
  funcoes public.funcao[];
  est jsonb := d -> 'estabelecimento';
  eid uuid;
  lat double precision;
  lng double precision;
begin
  if perfil is null or perfil not in ('profissional', 'contratante') then
    perform privado.recusar('PT400', 'validation_failed', 'Escolha o perfil: profissional ou contratante.');
  end if;
  if nome = '' then
    perform privado.recusar('PT400', 'validation_failed', 'Informe o nome.');
  end if;
  if not privado.texto_no_limite(nome, privado.tamanho_max_nome()) then
    perform privado.recusar('PT400', 'validation_failed',
      format('O nome pode ter até %s caracteres, sem caracteres de controle.', privado.tamanho_max_nome()));
  end if;
  if not privado.texto_no_limite(whatsapp, privado.tamanho_max_whatsapp()) then
    perform privado.recusar('PT400', 'validation_failed',
      format('O WhatsApp pode ter até %s caracteres, sem caracteres de controle.', privado.tamanho_max_whatsapp()));
  end if;
  if not privado.texto_no_limite(new.email, privado.tamanho_max_email()) then
    perform privado.recusar('PT400', 'validation_failed',
      format('O e-mail pode ter até %s caracteres.', privado.tamanho_max_email()));
  end if;
  insert into public.contas(id, perfil, nome, email, whatsapp, criada_em)
  values (new.id, perfil::public.perfil_conta, nome, new.email, whatsapp, new.created_at);

  if perfil = 'profissional' then
    begin
      funcoes := array(select jsonb_array_elements_text(d -> 'funcoes'))::public.funcao[];
      lat := (d ->> 'lat')::double precision;
      lng := (d ->> 'lng')::double precision;
    exception when others then
      perform privado.recusar('PT400', 'validation_failed', 'Funções ou ponto base inválidos.');
    end;
    if coalesce(cardinality(funcoes), 0) = 0 then
      perform privado.recusar('PT400', 'validation_failed', 'Escolha ao menos uma função.');
    end if;
    if lat is null or lng is null or lat not between -90 and 90 or lng not between -180 and 180 then
      perform privado.recusar('PT400', 'validation_failed', 'Informe o ponto base (lat e lng).');
    end if;
    -- Novo profissional começa disponível e com notificações ligadas (API.md).
    insert into public.profissionais(conta_id, funcoes, ponto_base, disponivel, push_habilitado)
    values (new.id, funcoes, privado.ponto(lat, lng), true, true);
  else
    begin
      lat := (est ->> 'lat')::double precision;
      lng := (est ->> 'lng')::double precision;
    exception when others then
      lat := null;
    end;
    if jsonb_typeof(est) is distinct from 'object'
       or trim(coalesce(est ->> 'nome', '')) = '' or trim(coalesce(est ->> 'endereco', '')) = ''
       or lat is null or lng is null or lat not between -90 and 90 or lng not between -180 and 180 then
      perform privado.recusar('PT400', 'validation_failed',
        'Informe o estabelecimento: nome, endereço e localização.');
    end if;
    if not privado.texto_no_limite(trim(est ->> 'nome'), privado.tamanho_max_nome())
       or not privado.texto_no_limite(trim(est ->> 'endereco'), privado.tamanho_max_endereco()) then
      perform privado.recusar('PT400', 'validation_failed',
        format('Nome do estabelecimento até %s caracteres e endereço até %s, sem caracteres de controle.',
               privado.tamanho_max_nome(), privado.tamanho_max_endereco()));
    end if;
    insert into public.estabelecimentos(nome, endereco, ponto, criado_em)
    values (trim(est ->> 'nome'), trim(est ->> 'endereco'), privado.ponto(lat, lng), new.created_at)
    returning id into eid;
    insert into public.membros(estabelecimento_id, conta_id, papel) values (eid, new.id, 'administrador');
  end if;
  return new;
end $$;

-- ---------- publicar_vaga ----------
create or replace function public.publicar_vaga(
  funcao text default null, inicio timestamptz default null, fim timestamptz default null,
  valor_centavos integer default null, refeicao boolean default null, transporte boolean default null,
  exige_material_proprio boolean default null, modo text default null, posicoes integer default null,
  endereco text default null, lat double precision default null, lng double precision default null,
  antecedencia_alerta_min integer default 180, bairro text default null, estabelecimento_id uuid default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  eid uuid := privado.estabelecimento_do(c.id, publicar_vaga.estabelecimento_id);
  faltando text;
  vid uuid;
  ant integer := coalesce(antecedencia_alerta_min, privado.antecedencia_alerta_padrao_min());
  end_limpo text;
  bairro_final text;
begin
  -- RN02: campo que falta é recusado com o nome do campo.
  faltando := case
    when funcao is null or trim(funcao) = '' then 'funcao'
    when inicio is null then 'inicio'
    when fim is null then 'fim'
    when valor_centavos is null then 'valor_centavos'
    when refeicao is null then 'refeicao'
    when transporte is null then 'transporte'
    when exige_material_proprio is null then 'exige_material_proprio'
    when modo is null or trim(modo) = '' then 'modo'
    when posicoes is null then 'posicoes'
    when endereco is null or trim(endereco) = '' then 'endereco'
    when lat is null then 'lat'
    when lng is null then 'lng' end;
  if faltando is not null then
    perform privado.recusar('PT422', 'campo_obrigatorio', format('Preencha o campo obrigatório: %s.', faltando),
      jsonb_build_object('campo', faltando));
  end if;
  if funcao not in (select unnest(enum_range(null::public.funcao))::text) then
    perform privado.recusar('PT422', 'valor_invalido', 'Função desconhecida.', '{"campo":"funcao"}');
  end if;
  if modo not in ('urgencia', 'selecao') then
    perform privado.recusar('PT422', 'valor_invalido', 'Modo de preenchimento desconhecido.', '{"campo":"modo"}');
  end if;
  if valor_centavos <= 0 then
    perform privado.recusar('PT422', 'valor_invalido', 'O valor precisa ser maior que zero.', '{"campo":"valor_centavos"}');
  end if;
  if valor_centavos > privado.valor_max_centavos() then
    perform privado.recusar('PT422', 'fora_do_limite',
      format('O valor pode ser no máximo %s por turno.', privado.reais(privado.valor_max_centavos())),
      jsonb_build_object('campo', 'valor_centavos', 'maximo', privado.valor_max_centavos()));
  end if;
  if posicoes < 1 or posicoes > privado.posicoes_max() then
    perform privado.recusar('PT422', 'valor_invalido', format('Número de posições inválido (1 a %s).', privado.posicoes_max()),
      '{"campo":"posicoes"}');
  end if;
  if ant <= 0 then
    perform privado.recusar('PT422', 'valor_invalido', 'A antecedência do alerta precisa ser positiva.',
      '{"campo":"antecedencia_alerta_min"}');
  end if;
  if ant > privado.antecedencia_alerta_max_min() then
    perform privado.recusar('PT422', 'fora_do_limite',
      format('A antecedência do alerta pode ser no máximo %s dias.', privado.antecedencia_alerta_max_min() / 1440),
      jsonb_build_object('campo', 'antecedencia_alerta_min', 'maximo', privado.antecedencia_alerta_max_min()));
  end if;
  if lat not between -90 and 90 or lng not between -180 and 180 then
    perform privado.recusar('PT422', 'valor_invalido', 'Localização inválida.', '{"campo":"lat"}');
  end if;
  if not isfinite(inicio) or not isfinite(fim) then
    perform privado.recusar('PT422', 'periodo_invalido', 'Início e fim precisam ser datas de verdade, não infinitas.',
      jsonb_build_object('campo', case when not isfinite(inicio) then 'inicio' else 'fim' end));
  end if;
  if inicio >= fim then
    perform privado.recusar('PT422', 'periodo_invalido', 'O fim precisa ser depois do início.');
  end if;
  if inicio <= agora then
    perform privado.recusar('PT422', 'periodo_invalido', 'O início precisa estar no futuro.');
  end if;
  if inicio > agora + privado.horizonte_inicio() then
    perform privado.recusar('PT422', 'fora_do_limite',
      format('O início pode ser no máximo %s dias à frente.', extract(day from privado.horizonte_inicio())),
      jsonb_build_object('campo', 'inicio', 'maximo', agora + privado.horizonte_inicio()));
  end if;
  if fim - inicio > privado.duracao_max_turno() then
    perform privado.recusar('PT422', 'fora_do_limite',
      format('O turno pode durar no máximo %s horas.', extract(epoch from privado.duracao_max_turno())::integer / 3600),
      jsonb_build_object('campo', 'fim', 'maximo', inicio + privado.duracao_max_turno()));
  end if;
  if modo = 'selecao' and inicio - agora < privado.antecedencia_selecao() then
    perform privado.recusar('PT422', 'selecao_com_menos_de_24h',
      'Modo seleção só para vagas que começam daqui a 24 horas ou mais; use urgência.');
  end if;
  end_limpo := trim(endereco);
  perform privado.conferir_texto('endereco', 'O endereço', end_limpo, privado.tamanho_max_endereco());
  -- Sem bairro explícito: o trecho depois da primeira vírgula do endereço.
  bairro_final := coalesce(nullif(trim(bairro), ''), nullif(trim(split_part(end_limpo, ',', 2)), ''), end_limpo);
  if nullif(trim(bairro), '') is null then
    bairro_final := left(bairro_final, privado.tamanho_max_bairro());
  end if;
  perform privado.conferir_texto('bairro', 'O bairro', bairro_final, privado.tamanho_max_bairro());

  insert into public.vagas(estabelecimento_id, publicada_por, funcao, inicio, fim, valor_centavos, refeicao,
                           transporte, exige_material_proprio, modo, endereco, bairro, ponto,
                           antecedencia_alerta_min, publicada_em)
  values (eid, c.id, funcao::public.funcao, inicio, fim, valor_centavos, refeicao, transporte,
          exige_material_proprio, modo::public.modo_preenchimento, end_limpo, bairro_final,
          privado.ponto(lat, lng), ant, agora)
  returning id into vid;
  insert into public.posicoes(vaga_id, numero) select vid, n from generate_series(1, posicoes) n;
  -- O despacho sai fora desta requisição, pelo agendador (RNF03: ≤ 30 s).
  return privado.vaga_contratante_json(vid, c.id, agora);
end $$;

-- ---------- cancelar_turno: o motivo ----------
create or replace function public.cancelar_turno(turno_id uuid, motivo text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
  t public.turnos;
  falta boolean;
begin
  -- Posição antes do turno, a ordem de cancelar_vaga (posições → vaga → turnos): cancelar o
  -- turno e a vaga inteira ao mesmo tempo se enfileiram em vez de se travarem.
  perform 1 from public.posicoes p
   where p.id = (select x.posicao_id from public.turnos x where x.id = cancelar_turno.turno_id) for update;
  if c.perfil = 'profissional' then
    t := privado.turno_do_profissional(cancelar_turno.turno_id, c.id);
  else
    t := privado.turno_do_contratante(cancelar_turno.turno_id, c.id);
  end if;
  if t.estado = 'cancelada' then
    return jsonb_build_object('conta_como_falta', t.conta_como_falta);
  end if;
  if trim(coalesce(motivo, '')) = '' then
    perform privado.recusar('PT422', 'campo_obrigatorio', 'Diga o motivo do cancelamento.', '{"campo":"motivo"}');
  end if;
  perform privado.conferir_texto('motivo', 'O motivo', trim(motivo), privado.tamanho_max_motivo());
  if t.estado = 'cumprida' or agora >= upper(t.periodo) then
    perform privado.recusar('PT409', 'turno_encerrado', 'Este turno já terminou.');
  end if;
  falta := lower(t.periodo) - agora < privado.antecedencia_falta();
  update public.turnos
     set estado = 'cancelada', cancelado_em = agora, cancelado_por = c.id,
         motivo_cancelamento = trim(motivo), conta_como_falta = falta
   where id = t.id;
  update public.posicoes set estado = 'aberta', preenchida_em = null where id = t.posicao_id;
  update public.candidaturas ca
     set estado = case when c.perfil = 'profissional' then 'retirada'::public.estado_candidatura
                       else 'recusada'::public.estado_candidatura end,
         decidida_em = agora
   where ca.vaga_id = t.vaga_id and ca.profissional_id = t.profissional_id;
  insert into public.ocorrencias(tipo, autor_id, turno_id, vaga_id, em, motivo, conta_como_falta)
  values ('cancelamento', c.id, t.id, t.vaga_id, agora, trim(motivo), falta);
  perform privado.atualizar_estado_vaga(t.vaga_id);
  -- A posição reaberta volta a ser despachada na próxima passada do agendador (RF06).
  update public.vagas set proxima_leva_em = agora where id = t.vaga_id and leva_atual > 0 and estado = 'publicada';
  return jsonb_build_object('conta_como_falta', falta);
end $$;

-- ---------- Listas com teto ----------
-- As mais próximas primeiro, até o teto.
create or replace function public.feed_vagas() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
begin
  return coalesce((
    select jsonb_agg(x.j order by x.inicio, x.id) from (
      select v.inicio, v.id, jsonb_build_object(
        'vaga_id', v.id, 'funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
        'valor_centavos', v.valor_centavos, 'inclusos', privado.inclusos_json(v), 'modo', v.modo,
        'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome,
                                              'reputacao', privado.reputacao_do_estabelecimento(e.id)),
        'bairro', v.bairro,
        'distancia_m', round(extensions.st_distance(p.ponto_base, v.ponto)::numeric, 1),
        'posicoes_abertas', ab.n,
        'minha_candidatura', ca.estado) as j
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
        and privado.alcanca(c.id, v.id)
        -- nem a que já é minha, nem a que bate com um turno meu (RN21: não daria para pegar)
        and not exists (select 1 from public.turnos t where t.profissional_id = c.id
                           and t.estado <> 'cancelada' and t.periodo && v.periodo)
      order by v.inicio, v.id
      limit privado.itens_max_lista()) x), '[]'::jsonb);
end $$;

-- Os atuais e futuros primeiro; dos passados, os mais recentes.
create or replace function public.meus_turnos() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
begin
  return coalesce((
    select jsonb_agg(privado.turno_json(x.id, c.id, agora) order by x.ini, x.id)
      from (select t.id, lower(t.periodo) as ini from public.turnos t
             where t.profissional_id = c.id
               and upper(t.periodo) > agora - interval '30 days'
               and (t.estado <> 'cancelada' or t.cancelado_em > agora - interval '7 days')
             order by (upper(t.periodo) <= agora),
                      case when upper(t.periodo) > agora then lower(t.periodo) end,
                      lower(t.periodo) desc, t.id
             limit privado.itens_max_lista()) x), '[]'::jsonb);
end $$;

-- Mais antigas primeiro e com teto (vagas e avisos, cada um): quem pede de novo com `desde`
-- recebe as seguintes.
create or replace function public.minhas_notificacoes(desde timestamptz default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
  r jsonb;
begin
  with lidas as (
    select d.id, d.enviada_em, v.id as vaga_id, v.funcao, v.inicio, v.valor_centavos, v.modo, e.id as eid, e.nome
      from public.despachos d
      join public.vagas v on v.id = d.vaga_id
      join public.estabelecimentos e on e.id = v.estabelecimento_id
     where d.profissional_id = c.id and d.estado_entrega in ('enviada', 'entregue')
       and (desde is null or d.enviada_em > desde)
       and privado.alcanca(c.id, v.id)
     order by d.enviada_em, v.inicio, d.id
     limit privado.itens_max_lista()),
  marca as (
    update public.despachos d set estado_entrega = 'entregue', entregue_em = agora
      from lidas where d.id = lidas.id and d.estado_entrega = 'enviada' returning d.id),
  avs as (
    select a.*, v.funcao, v.inicio, v.valor_centavos, v.modo, e.id as eid, e.nome as enome,
           v.estabelecimento_id, pr.id as pid, pr.nome as pnome
      from public.avisos a
      join public.vagas v on v.id = a.vaga_id
      join public.estabelecimentos e on e.id = v.estabelecimento_id
      left join public.contas pr on pr.id = coalesce(
        (select t.profissional_id from public.turnos t where t.id = a.turno_id),
        (select ca.profissional_id from public.candidaturas ca where ca.id = a.candidatura_id))
     where a.conta_id = c.id and (desde is null or a.em > desde)
       and (pr.id is null or not privado.bloqueado(pr.id, v.estabelecimento_id))
     order by a.em, a.id
     limit privado.itens_max_lista()),
  marca_avisos as (
    update public.avisos a set entregue_em = agora
      from avs where a.id = avs.id and a.entregue_em is null returning a.id),
  tudo as (
    select l.enviada_em as quando, l.inicio, l.id, jsonb_build_object(
             'notificacao_id', l.id, 'tipo', 'vaga', 'vaga_id', l.vaga_id, 'funcao', l.funcao, 'inicio', l.inicio,
             'valor_centavos', l.valor_centavos, 'modo', l.modo,
             'estabelecimento', jsonb_build_object('id', l.eid, 'nome', l.nome),
             'enviada_em', l.enviada_em) as j
      from lidas l
    union all
    select a.em, a.inicio, a.id, jsonb_build_object(
             'notificacao_id', a.id, 'tipo', a.tipo, 'vaga_id', a.vaga_id, 'funcao', a.funcao, 'inicio', a.inicio,
             'valor_centavos', a.valor_centavos, 'modo', a.modo,
             'estabelecimento', jsonb_build_object('id', a.eid, 'nome', a.enome),
             'enviada_em', a.em,
             'turno_id', a.turno_id, 'candidatura_id', a.candidatura_id,
             'profissional', case when a.pid is not null then jsonb_build_object('id', a.pid, 'nome', a.pnome) end,
             'motivo', a.motivo, 'conta_como_falta', a.conta_como_falta)
      from avs a)
  select coalesce(jsonb_agg(t.j order by t.quando, t.inicio, t.id), '[]'::jsonb) into r from tudo t;
  return r;
end $$;

create or replace function public.checkins_pendentes() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
begin
  return coalesce((
    select jsonb_agg(privado.turno_json(x.id, c.id, agora) order by x.checkin_em, x.id)
      from (select t.id, t.checkin_em from public.turnos t
              join public.vagas v on v.id = t.vaga_id
              join public.membros m on m.estabelecimento_id = v.estabelecimento_id and m.conta_id = c.id
             where t.checkin_tipo = 'manual' and t.checkin_confirmado_em is null and t.estado <> 'cancelada'
               and agora < upper(t.periodo) + privado.janela_confirmacao_manual()
             order by t.checkin_em, t.id
             limit privado.itens_max_lista()) x), '[]'::jsonb);
end $$;

create or replace function public.vagas_em_alerta() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
begin
  return jsonb_build_object(
    'vagas', coalesce((
      select jsonb_agg(x.j order by x.inicio, x.id) from (
        select v.inicio, v.id, jsonb_build_object('vaga_id', v.id, 'funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
                 'posicoes_abertas', ab.n,
                 'alerta_desde', v.inicio - make_interval(mins => v.antecedencia_alerta_min)) as j
          from public.vagas v
          join public.membros m on m.estabelecimento_id = v.estabelecimento_id and m.conta_id = c.id
          cross join lateral (select count(*)::integer as n from public.posicoes p
                               where p.vaga_id = v.id and p.estado = 'aberta') ab
         where v.estado = 'publicada' and ab.n > 0 and v.inicio > agora
           and agora >= v.inicio - make_interval(mins => v.antecedencia_alerta_min)
         order by v.inicio, v.id
         limit privado.itens_max_lista()) x), '[]'::jsonb),
    'atrasados', coalesce((
      select jsonb_agg(privado.turno_json(x.id, c.id, agora)
               || jsonb_build_object('minutos_atraso', floor(extract(epoch from agora - x.ini) / 60)::integer)
               order by x.ini, x.id)
        from (select t.id, lower(t.periodo) as ini from public.turnos t
                join public.vagas v on v.id = t.vaga_id
                join public.membros m on m.estabelecimento_id = v.estabelecimento_id and m.conta_id = c.id
               where t.estado = 'confirmada' and t.checkin_em is null
                 and agora >= lower(t.periodo) + privado.tolerancia_atraso() and agora < upper(t.periodo)
               order by lower(t.periodo), t.id
               limit privado.itens_max_lista()) x), '[]'::jsonb));
end $$;

-- As vagas ainda por terminar primeiro (as mais próximas), depois as que acabaram há até 7 dias
-- (as mais recentes), até o teto de vagas e de posições somadas.
create or replace function public.minhas_vagas() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
begin
  return coalesce((
    select jsonb_agg(privado.vaga_contratante_json(x.id, c.id, agora) order by x.inicio, x.id)
      from (select y.id, y.inicio from (
              select v.id, v.inicio,
                     row_number() over w as k,
                     sum((select count(*) from public.posicoes p where p.vaga_id = v.id)) over w as posicoes_ate_aqui
                from public.vagas v
                join public.membros m on m.estabelecimento_id = v.estabelecimento_id and m.conta_id = c.id
               where v.fim > agora - interval '7 days'
              window w as (order by (v.fim <= agora), case when v.fim > agora then v.inicio end, v.inicio desc, v.id)) y
             where y.k <= privado.vagas_max_lista() and y.posicoes_ate_aqui <= privado.posicoes_max_lista()) x), '[]'::jsonb);
end $$;

-- Candidatos por vaga com teto: os pendentes primeiro (é entre eles que se escolhe), por ordem de chegada.
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
        join public.contas pc on pc.id = c.profissional_id), '[]'::jsonb))
  from public.vagas v join public.estabelecimentos e on e.id = v.estabelecimento_id
  where v.id = vid
$$;

-- ---------- Os caminhos de gerir vagas e candidaturas ----------
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
  perform privado.conferir_texto('motivo', 'O motivo', trim(motivo), privado.tamanho_max_motivo());
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
    -- As levas mais recentes, até o teto (uma vaga aberta por meses soma uma leva a cada 5 min).
    'levas', coalesce((select jsonb_agg(pl.j order by pl.leva)
                         from (select * from por_leva order by leva desc limit privado.itens_max_lista()) pl), '[]'::jsonb),
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

create or replace function public.minhas_candidaturas() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object('candidatura_id', x.id, 'estado', x.estado, 'em', x.em,
                                        'vaga', privado.vaga_profissional_json(x.vaga_id, c.id))
                     order by x.inicio, x.id)
      from (select ca.id, ca.estado, ca.em, ca.vaga_id, v.inicio
              from public.candidaturas ca join public.vagas v on v.id = ca.vaga_id
             where ca.profissional_id = c.id and ca.estado = 'pendente'
               and not privado.bloqueado(c.id, v.estabelecimento_id)
             order by v.inicio, ca.id
             limit privado.itens_max_lista()) x), '[]'::jsonb);
end $$;

revoke execute on all functions in schema privado from public, anon, authenticated;
