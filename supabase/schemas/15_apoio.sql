-- Apoio comum às RPCs: o bloqueio entre as partes (RF26; aqui porque a elegibilidade o usa),
-- quem chama (RN25, sessão encerrada), pertença a um estabelecimento, formas JSON partilhadas
-- (local, inclusos, registro, contato RN10) e o reparo de linhas fora dos limites.

-- RF26: bloqueio entre o profissional e o estabelecimento, em qualquer sentido (guardado por
-- estabelecimento: quem publicou ou age não importa).
-- Sem `set search_path`: o feed e as notificações chamam uma vez por vaga, e a troca de
-- search_path a cada chamada custava mais que a consulta (ver privado.alcance).
-- Regras: RF26.
create or replace function privado.bloqueado(prof uuid, estab uuid) returns boolean
language sql stable as $$
  select exists (select 1 from public.bloqueios b where b.profissional_id = prof and b.estabelecimento_id = estab)
$$;

-- O bloqueio que o lado `quem` fez (não o do outro): o que uma conta esconde do que ela mesma
-- bloqueou, sem que o outro lado perceba diferença (RF26).
-- Regras: RF26.
create or replace function privado.bloqueado_pelo_lado(prof uuid, estab uuid, quem text) returns boolean
language sql stable set search_path = '' as $$
  select exists (select 1 from public.bloqueios b
                  where b.profissional_id = prof and b.estabelecimento_id = estab and b.lado::text = quem)
$$;

-- Sessão encerrada derruba o token também num projeto Supabase: lá o PostgREST só confere
-- assinatura e exp, então um access token de quem saiu (logout) seguiria valendo nas RPCs
-- até vencer. A conferência fica no próprio SQL, na função que toda RPC usa para saber quem
-- chama. auth.sessions(id, user_id) é a tabela do GoTrue (a emulação local tem a mesma forma).
-- Token sem session_id (service role, tokens assinados à mão em testes): não há sessão a
-- conferir, passa como antes.
-- PT401: o PostgREST responde 401 com o código PTxyz; o frila-api faz o mesmo.
-- Regras: RN25.
create or replace function privado.conta_do_chamador(perfil_exigido public.perfil_conta default null)
returns public.contas
language plpgsql stable set search_path = '' as $$
declare
  c public.contas;
  uid uuid := auth.uid();
  sessao text := auth.jwt() ->> 'session_id';
begin
  if uid is null then
    perform privado.recusar('PT401', 'nao_autenticado', 'Entre na sua conta para continuar.');
  end if;
  if sessao is not null then
    -- Pela chave primária (sem converter a coluna); session_id que nem é uuid não tem sessão.
    if sessao !~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then
      perform privado.recusar('PT401', 'session_not_found', 'Sessão encerrada; entre de novo.');
    end if;
    if not exists (select 1 from auth.sessions s where s.id = sessao::uuid) then
      perform privado.recusar('PT401', 'session_not_found', 'Sessão encerrada; entre de novo.');
    end if;
  end if;
  select * into c from public.contas where id = uid;
  if c.id is null then
    perform privado.recusar('PT403', 'conta_inexistente', 'Esta sessão não tem conta no Frila.');
  end if;
  if perfil_exigido is not null and c.perfil <> perfil_exigido then
    perform privado.recusar('PT403', 'perfil_incorreto',
      case perfil_exigido when 'profissional' then 'Esta ação é do perfil profissional.'
                          else 'Esta ação é do perfil contratante.' end,
      jsonb_build_object('perfil_exigido', perfil_exigido));
  end if;
  return c;
end $$;

-- Regras: nenhuma RN própria (apoio).
create or replace function privado.eh_membro(estab uuid, conta uuid) returns boolean
language sql stable set search_path = '' as $$
  select exists (select 1 from public.membros m where m.estabelecimento_id = estab and m.conta_id = conta)
$$;

-- Estabelecimento do contratante: o pedido (se é membro) ou o primeiro, administrador antes.
-- Regras: nenhuma RN própria (apoio).
create or replace function privado.estabelecimento_do(conta uuid, pedido uuid default null) returns uuid
language plpgsql stable set search_path = '' as $$
declare eid uuid;
begin
  if pedido is not null then
    if not privado.eh_membro(pedido, conta) then
      perform privado.recusar('PT403', 'nao_autorizado', 'Você não é membro deste estabelecimento.');
    end if;
    return pedido;
  end if;
  select m.estabelecimento_id into eid from public.membros m
    join public.estabelecimentos e on e.id = m.estabelecimento_id
   where m.conta_id = conta order by m.papel, e.criado_em limit 1;
  if eid is null then
    perform privado.recusar('PT403', 'sem_estabelecimento', 'Sua conta não está ligada a um estabelecimento.');
  end if;
  return eid;
end $$;

-- ---------- Formas JSON (docs/CONTRATO.md) ----------
-- Regras: nenhuma RN própria (apoio).
create or replace function privado.local_json(endereco text, ponto extensions.geography)
returns jsonb language sql immutable set search_path = '' as $$
  select jsonb_build_object('endereco', endereco,
                            'lat', extensions.st_y(ponto::extensions.geometry),
                            'lng', extensions.st_x(ponto::extensions.geometry))
$$;

-- Sem `set search_path` para ser embutida em quem chama (o feed monta ~70 por leitura); só
-- pg_catalog, e privado só roda dentro das RPCs, com search_path vazio.
-- Regras: nenhuma RN própria (apoio).
create or replace function privado.inclusos_json(v public.vagas)
returns jsonb language sql immutable as $$
  select jsonb_build_object('refeicao', v.refeicao, 'transporte', v.transporte,
                            'exige_material_proprio', v.exige_material_proprio)
$$;

-- Regras: nenhuma RN própria (apoio).
create or replace function privado.registro_json(em timestamptz, tipo public.tipo_registro,
                                                 distancia_m double precision, confirmado_em timestamptz)
returns jsonb language sql immutable set search_path = '' as $$
  select case when em is null then null else
    jsonb_build_object('em', em, 'tipo', tipo, 'distancia_m', distancia_m, 'confirmado_em', confirmado_em) end
$$;

-- Regras: RN10.
create or replace function privado.contato_json(c public.contas)
returns jsonb language sql immutable set search_path = '' as $$
  select jsonb_build_object('whatsapp', c.whatsapp, 'email', c.email)
$$;

-- ---------- Linhas antigas fora dos limites ----------
-- Antes das CHECKs: texto vira uma linha só e é cortado; vaga (e seus turnos) com instante
-- infinito, início além do horizonte, duração, valor ou antecedência acima do teto é
-- cancelada e trazida para dentro dos limites, para que nenhuma resposta deixe de decodificar.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
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
