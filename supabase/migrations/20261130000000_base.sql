-- Base: o estado de supabase/schemas/ (gerada por scripts/esquema-base.sh; não edite).
-- Mudanças depois dela: edite supabase/schemas/ e salve o diff como migration nova
-- (supabase/README.md, "Como mudar uma função").

-- ======== supabase/schemas/00_base.sql ========
-- Schemas e extensões. Tudo em supabase/schemas/ é o estado desejado do banco, cada objeto
-- definido uma vez; a migration é o diff gerado (supabase/README.md, "Como mudar uma função").

create schema if not exists extensions;
create extension if not exists postgis with schema extensions;
create extension if not exists btree_gist with schema extensions;  -- uuid em exclusão GiST (RN21)
create extension if not exists pgcrypto with schema extensions;

-- Regras internas: nada em privado é chamável pelos papéis da API.
create schema if not exists privado;
revoke all on schema privado from public;

-- ======== supabase/schemas/01_relogio_e_limites.sql ========
-- Relógio, números ajustáveis, limites do que uma pessoa manda e a recusa de negócio.
-- Vêm antes das tabelas: os CHECKs de 10_tipos_e_tabelas.sql chamam estas funções.
-- Os números de limite são os de FrilaDominio.Limites (um teste Swift lê estes do banco e
-- falha se divergirem). Cada limite vale três vezes: CHECK na tabela, recusa da RPC com frase
-- pt-BR, domínio/form.

-- ---------- Relógio: um lugar só. Testes fixam com `set local frila.agora = '...'`. ----------
-- Regras: nenhuma RN própria (apoio).
create or replace function privado.agora() returns timestamptz
language sql stable set search_path = '' as $$
  select coalesce(nullif(current_setting('frila.agora', true), '')::timestamptz, now())
$$;

-- ---------- Números ajustáveis (valores iniciais dos seeds; vão mudar) ----------
-- Regras: RN05.
create or replace function privado.raio_elegibilidade_m() returns double precision language sql immutable as $$ select 15000::double precision $$;  -- RN05

-- Regras: RN22.
create or replace function privado.raio_checkin_m() returns double precision language sql immutable as $$ select 200::double precision $$;  -- RN22

-- Regras: RN23.
create or replace function privado.teto_notificacao() returns interval language sql immutable as $$ select interval '30 minutes' $$;  -- RN23

-- Regras: RN23.
create or replace function privado.janela_urgente() returns interval language sql immutable as $$ select interval '2 hours' $$;  -- RN23

-- Regras: RN24.
create or replace function privado.antecedencia_selecao() returns interval language sql immutable as $$ select interval '24 hours' $$;  -- RN24

-- Regras: RN12.
create or replace function privado.antecedencia_falta() returns interval language sql immutable as $$ select interval '24 hours' $$;  -- RN12

-- Regras: Presença (RULES.md): alerta de atraso após 15 min sem check-in.
create or replace function privado.tolerancia_atraso() returns interval language sql immutable as $$ select interval '15 minutes' $$;  -- alerta de atraso

-- Regras: RF06.
create or replace function privado.intervalo_leva() returns interval language sql immutable as $$ select interval '5 minutes' $$;  -- RF06

-- Regras: RF06.
create or replace function privado.tamanho_leva_por_posicao() returns integer language sql immutable as $$ select 10 $$;  -- RF06

-- Regras: Presença (RULES.md): toque no futuro além de uma folga de relógio é recusado.
create or replace function privado.tolerancia_relogio() returns interval language sql immutable as $$ select interval '2 minutes' $$;  -- `em` no futuro

-- Regras: RN22; presença (RULES.md): check-in e check-out dentro da janela do turno.
create or replace function privado.janela_checkin_antes() returns interval language sql immutable as $$ select interval '2 hours' $$;  -- check-in cedo demais

-- Regras: RN22; presença (RULES.md): check-in e check-out dentro da janela do turno.
create or replace function privado.janela_checkout_depois() returns interval language sql immutable as $$ select interval '6 hours' $$;  -- check-out tardio

-- Regras: RN22 (check-in manual confirmável).
create or replace function privado.janela_confirmacao_manual() returns interval language sql immutable as $$ select interval '24 hours' $$;  -- confirmar após o fim

-- Regras: RF20.
create or replace function privado.antecedencia_alerta_padrao_min() returns integer language sql immutable as $$ select 180 $$;  -- RF20

-- Vagas por passo de uma passada: 50 mantém a passada em ~0,2 s na escala do DF (medido com
-- 500: mediana 2,5 s publicar → 1ª leva, porque a vaga nova esperava a passada em curso).
-- Regras: nenhuma RN própria (apoio).
create or replace function privado.lote_agendador() returns integer language sql immutable as $$ select 50 $$;

-- ---------- Os números ----------
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.horizonte_inicio() returns interval language sql immutable as $$ select interval '365 days' $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.duracao_max_turno() returns interval language sql immutable as $$ select interval '24 hours' $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.valor_max_centavos() returns integer language sql immutable as $$ select 1000000 $$;  -- R$ 10.000,00 por turno

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.antecedencia_alerta_max_min() returns integer language sql immutable as $$ select 10080 $$;  -- 7 dias

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.posicoes_max() returns integer language sql immutable as $$ select 100 $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.distancia_max_m() returns double precision language sql immutable as $$ select 20000000::double precision $$;  -- meia volta na Terra

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.tamanho_max_nome() returns integer language sql immutable as $$ select 120 $$;  -- pessoa e estabelecimento

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.tamanho_max_endereco() returns integer language sql immutable as $$ select 200 $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.tamanho_max_bairro() returns integer language sql immutable as $$ select 80 $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.tamanho_max_motivo() returns integer language sql immutable as $$ select 500 $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.tamanho_max_whatsapp() returns integer language sql immutable as $$ select 30 $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.tamanho_max_email() returns integer language sql immutable as $$ select 254 $$;

-- Itens por resposta de lista (feed, turnos, notificações, pendências, alertas). As vagas do
-- contratante levam posições (com o turno) e candidatos dentro: teto de vagas, de posições
-- somadas na lista e de candidatos por vaga. Pior caso de minhas_vagas: 2.000 posições × ~1,5 KB
-- + 200 vagas × 50 candidatos × ~0,3 KB ≈ 6 MiB, abaixo dos 16 MiB que o cliente aceita.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.itens_max_lista() returns integer language sql immutable as $$ select 200 $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.vagas_max_lista() returns integer language sql immutable as $$ select 200 $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.posicoes_max_lista() returns integer language sql immutable as $$ select 2000 $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.candidaturas_max_por_vaga() returns integer language sql immutable as $$ select 50 $$;

-- Piso do que uma pessoa manda numa vaga (RULES.md, "Bounds on what people send"): um turno
-- dura pelo menos 1 hora (início = fim não vira 24 h caladas) e vale pelo menos R$ 10,00
-- (R$ 0,01 é engano de digitação). Os números moram aqui e, iguais, em FrilaDominio.Limites
-- (o teste LimitesIguaisAoBanco compara). Vale duas vezes no banco: a recusa em pt-BR antes de
-- gravar (gatilho, o mesmo para publicar_vaga e editar_vaga, que valida por publicar_vaga) e
-- o CHECK na tabela.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.duracao_min_turno() returns interval language sql immutable as $$ select interval '1 hour' $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.valor_min_centavos() returns integer language sql immutable as $$ select 1000 $$;  -- R$ 10,00

-- Regras: nenhuma RN própria (apoio).
create or replace function privado.historico_limite_padrao() returns integer language sql immutable as $$ select 20 $$;

-- Regras: nenhuma RN própria (apoio).
create or replace function privado.historico_limite_maximo() returns integer language sql immutable as $$ select 50 $$;

-- A janela de dias para trás de meus_turnos vira função, como os outros limites: o teste
-- LimitesIguaisAoBanco a compara com Limites.diasDeTurnosPassadosNaLista (o cache offline
-- do cliente lê a mesma janela), e o pgTAP 32 prova que meus_turnos corta nela.
-- Regras: nenhuma RN própria (apoio).
create or replace function privado.dias_turnos_passados_na_lista() returns integer language sql immutable as $$ select 30 $$;

-- ---------- Recusa de negócio: PTxyz + chave estável + frase pt-BR + dica JSON ----------
-- Regras: nenhuma RN própria (apoio).
create or replace function privado.recusar(codigo text, chave text, frase text, dica jsonb default null)
returns void
language plpgsql set search_path = '' as $$
begin
  if dica is null then
    raise exception using errcode = codigo, message = chave, detail = frase;
  end if;
  raise exception using errcode = codigo, message = chave, detail = frase, hint = dica::text;
end $$;

-- C0, DEL e C1: ESC e companhia não chegam ao terminal de ninguém.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.tem_controle(t text) returns boolean
language sql immutable set search_path = '' as $$ select t ~ '[\x01-\x1f\x7f-\x9f]' $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.texto_no_limite(t text, maximo integer) returns boolean
language sql immutable set search_path = '' as $$
  select t is null or (char_length(t) <= maximo and not privado.tem_controle(t))
$$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.reais(centavos integer) returns text
language sql immutable set search_path = '' as $$
  select 'R$ ' || translate(to_char(centavos / 100.0, 'FM999,999,990.00'), ',.', '.,')
$$;

-- Recusa de texto: PT422 fora_do_limite (longo) ou texto_invalido (controle); hint {"campo","maximo"}.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
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

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.conferir_distancia(d double precision) returns void
language plpgsql set search_path = '' as $$
begin
  -- NaN é maior que tudo no PostgreSQL: cai no teto.
  if d < 0 or d > privado.distancia_max_m() then
    perform privado.recusar('PT422', 'valor_invalido', 'Distância inválida.', '{"campo":"distancia_m"}');
  end if;
end $$;

-- Regras: nenhuma RN própria (apoio).
create or replace function privado.ponto(lat double precision, lng double precision)
returns extensions.geography
language sql immutable set search_path = '' as $$
  select extensions.st_setsrid(extensions.st_makepoint(lng, lat), 4326)::extensions.geography
$$;

-- ======== supabase/schemas/10_tipos_e_tabelas.sql ========
-- Tipos, tabelas, restrições e índices (RN02, RN07, RN12, RN18, RN19, RN21, RN22, RN24, RN25,
-- RF26, RNF02 e os limites). RLS e grants das tabelas: 90_rls_e_grants.sql.

-- Enumerações: exatamente as do domínio (seeds/000).
create type public.perfil_conta as enum ('profissional', 'contratante');

create type public.papel_membro as enum ('administrador', 'operador');

create type public.funcao as enum ('garcom', 'bartender', 'equipe_evento', 'recepcao', 'cozinha');

create type public.modo_preenchimento as enum ('urgencia', 'selecao');

create type public.estado_vaga as enum ('publicada', 'preenchida', 'encerrada', 'cancelada');

create type public.estado_posicao as enum ('aberta', 'confirmada', 'cumprida', 'cancelada');

create type public.estado_candidatura as enum ('pendente', 'aceita', 'recusada', 'retirada', 'expirada');

create type public.estado_entrega as enum ('pendente', 'enviada', 'entregue', 'falhou');

create type public.tipo_registro as enum ('geolocalizado', 'manual');

create type public.verificacao as enum ('pendente', 'verificado', 'nao_verificado');

create type public.tipo_ocorrencia as enum ('cancelamento', 'suspensao', 'contestacao', 'suporte', 'denuncia', 'revisao_despacho');

create type public.motivo_denuncia as enum ('assedio', 'discriminacao', 'risco_seguranca', 'outro');

-- RN25: perfil fixo. (id, perfil) é chave alternativa para as FKs que amarram o perfil.
create table public.contas (
  id         uuid primary key references auth.users(id) on delete cascade,
  perfil     public.perfil_conta not null,
  nome       text not null check (length(trim(nome)) > 0),
  email      text,
  whatsapp   text,
  criada_em  timestamptz not null default now(),
  unique (id, perfil),
  -- limites do que uma pessoa manda (RULES.md, "Bounds on what people send")
  constraint contas_nome_no_limite check (privado.texto_no_limite(nome, privado.tamanho_max_nome())),
  constraint contas_whatsapp_no_limite check (privado.texto_no_limite(whatsapp, privado.tamanho_max_whatsapp())),
  constraint contas_email_no_limite check (privado.texto_no_limite(email, privado.tamanho_max_email()))
);

create table public.profissionais (
  conta_id        uuid primary key,
  perfil          public.perfil_conta not null default 'profissional' check (perfil = 'profissional'),
  funcoes         public.funcao[] not null check (cardinality(funcoes) > 0),
  ponto_base      extensions.geography(point, 4326) not null,
  disponivel      boolean not null default true,
  suspenso_ate    timestamptz,
  push_habilitado boolean not null default true,
  foreign key (conta_id, perfil) references public.contas(id, perfil) on delete cascade
);

create index profissionais_ponto on public.profissionais using gist (ponto_base);

create index profissionais_funcoes on public.profissionais using gin (funcoes);

create table public.estabelecimentos (
  id        uuid primary key default gen_random_uuid(),
  nome      text not null check (length(trim(nome)) > 0),
  endereco  text not null check (length(trim(endereco)) > 0),
  ponto     extensions.geography(point, 4326) not null,
  criado_em timestamptz not null default now(),
  -- limites do que uma pessoa manda (RULES.md, "Bounds on what people send")
  constraint estabelecimentos_nome_no_limite check (privado.texto_no_limite(nome, privado.tamanho_max_nome())),
  constraint estabelecimentos_endereco_no_limite check (privado.texto_no_limite(endereco, privado.tamanho_max_endereco()))
);

create table public.membros (
  estabelecimento_id uuid not null references public.estabelecimentos(id) on delete cascade,
  conta_id           uuid not null,
  perfil             public.perfil_conta not null default 'contratante' check (perfil = 'contratante'),
  papel              public.papel_membro not null,
  primary key (estabelecimento_id, conta_id),
  foreign key (conta_id, perfil) references public.contas(id, perfil) on delete cascade
);

create index membros_conta on public.membros(conta_id);

-- RN02: todo campo obrigatório é NOT NULL; RN18: centavos inteiros > 0;
-- RN24: seleção só com 24 h de antecedência na publicação; RF20: alerta padrão 3 h.
create table public.vagas (
  id                      uuid primary key default gen_random_uuid(),
  estabelecimento_id      uuid not null references public.estabelecimentos(id),
  publicada_por           uuid not null references public.contas(id),
  funcao                  public.funcao not null,
  inicio                  timestamptz not null,
  fim                     timestamptz not null,
  periodo                 tstzrange not null generated always as (tstzrange(inicio, fim, '[)')) stored,
  valor_centavos          integer not null check (valor_centavos > 0),
  refeicao                boolean not null,
  transporte              boolean not null,
  exige_material_proprio  boolean not null,
  modo                    public.modo_preenchimento not null,
  endereco                text not null check (length(trim(endereco)) > 0),
  bairro                  text not null,
  ponto                   extensions.geography(point, 4326) not null,
  antecedencia_alerta_min integer not null default 180 check (antecedencia_alerta_min > 0),
  estado                  public.estado_vaga not null default 'publicada',
  publicada_em            timestamptz not null,
  leva_atual              integer not null default 0 check (leva_atual >= 0),
  proxima_leva_em         timestamptz,
  encerrada_em            timestamptz,
  -- RN12: quem cancelou a vaga inteira, quando e por quê
  cancelada_em            timestamptz,
  cancelada_por           uuid references public.contas(id),
  motivo_cancelamento     text,
  check (inicio < fim),
  constraint selecao_com_24h check (modo <> 'selecao' or inicio - publicada_em >= interval '24 hours'),
  constraint vaga_cancelamento_completo check (
    cancelada_em is null or (cancelada_por is not null and motivo_cancelamento is not null)),
  -- limites do que uma pessoa manda (RULES.md, "Bounds on what people send")
  constraint vagas_endereco_no_limite check (privado.texto_no_limite(endereco, privado.tamanho_max_endereco())),
  constraint vagas_bairro_no_limite check (privado.texto_no_limite(bairro, privado.tamanho_max_bairro())),
  constraint vagas_instantes_finitos check (isfinite(inicio) and isfinite(fim) and isfinite(publicada_em)),
  -- CASE: subtrair instantes infinitos é erro, não falso (o AND não garante a ordem).
  constraint vagas_duracao_no_limite check (
    case when isfinite(inicio) and isfinite(fim) then fim - inicio <= privado.duracao_max_turno() else false end),
  constraint vagas_inicio_no_horizonte check (
    case when isfinite(inicio) and isfinite(publicada_em) then inicio <= publicada_em + privado.horizonte_inicio() else false end),
  constraint vagas_valor_no_limite check (valor_centavos <= privado.valor_max_centavos()),
  constraint vagas_antecedencia_no_limite check (antecedencia_alerta_min <= privado.antecedencia_alerta_max_min()),
  constraint vagas_motivo_no_limite check (privado.texto_no_limite(motivo_cancelamento, privado.tamanho_max_motivo()))
);

create index vagas_ponto on public.vagas using gist (ponto);

create index vagas_estab on public.vagas(estabelecimento_id, inicio);

create index vagas_abertas on public.vagas(inicio) where estado = 'publicada';

create index vagas_a_despachar on public.vagas(publicada_em) where estado = 'publicada' and leva_atual = 0;

create index vagas_proxima_leva on public.vagas(proxima_leva_em) where estado = 'publicada' and leva_atual > 0;

create table public.posicoes (
  id            uuid primary key default gen_random_uuid(),
  vaga_id       uuid not null references public.vagas(id) on delete cascade,
  numero        integer not null check (numero > 0),
  estado        public.estado_posicao not null default 'aberta',
  preenchida_em timestamptz,
  unique (vaga_id, numero),
  check ((estado = 'aberta') = (preenchida_em is null) or estado = 'cancelada'),
  -- limites do que uma pessoa manda (RULES.md, "Bounds on what people send")
  constraint posicoes_numero_no_limite check (numero <= privado.posicoes_max())
);

create index posicoes_abertas on public.posicoes(vaga_id) where estado = 'aberta';

create table public.candidaturas (
  id              uuid primary key default gen_random_uuid(),
  vaga_id         uuid not null references public.vagas(id) on delete cascade,
  profissional_id uuid not null references public.profissionais(conta_id),
  estado          public.estado_candidatura not null default 'pendente',
  em              timestamptz not null,
  decidida_em     timestamptz,
  unique (vaga_id, profissional_id)
);

create index candidaturas_prof on public.candidaturas(profissional_id);

-- RN19: uma posição tem no máximo um turno vivo (índice único parcial), além do UPDATE
-- condicional em posicoes. RN21: exclusão GiST sobre os turnos vivos do profissional.
-- RN22: verificacao_coerente — 'verificado' só com prova (geolocalizado ≤ 200 m ou manual
-- confirmado), e o tipo do registro coerente com a distância.
create table public.turnos (
  id                      uuid primary key default gen_random_uuid(),
  posicao_id              uuid not null references public.posicoes(id),
  vaga_id                 uuid not null references public.vagas(id),
  profissional_id         uuid not null references public.profissionais(conta_id),
  periodo                 tstzrange not null,
  valor_acordado_centavos integer not null check (valor_acordado_centavos > 0),
  estado                  public.estado_posicao not null default 'confirmada' check (estado <> 'aberta'),
  confirmado_em           timestamptz not null,
  checkin_em              timestamptz,
  checkin_tipo            public.tipo_registro,
  checkin_distancia_m     double precision check (checkin_distancia_m >= 0),
  checkin_confirmado_em   timestamptz,
  checkin_confirmado_por  uuid references public.contas(id),
  checkout_em             timestamptz,
  checkout_tipo           public.tipo_registro,
  checkout_distancia_m    double precision check (checkout_distancia_m >= 0),
  verificacao             public.verificacao not null default 'pendente',
  cancelado_em            timestamptz,
  cancelado_por           uuid references public.contas(id),
  motivo_cancelamento     text,
  conta_como_falta        boolean,
  constraint checkin_completo check ((checkin_em is null) = (checkin_tipo is null)),
  constraint checkin_tipo_coerente check (
    checkin_tipo is null
    or (checkin_tipo = 'geolocalizado' and checkin_distancia_m is not null and checkin_distancia_m <= 200
        and checkin_confirmado_em is null)
    or (checkin_tipo = 'manual' and (checkin_distancia_m is null or checkin_distancia_m > 200))),
  constraint checkout_apos_checkin check (checkout_em is null or (checkin_em is not null and checkout_tipo is not null)),
  constraint verificacao_coerente check (   -- coalesce: CHECK com NULL passaria
    verificacao <> 'verificado'
    or coalesce(checkin_tipo = 'geolocalizado'
                or (checkin_tipo = 'manual' and checkin_confirmado_em is not null), false)),
  constraint cancelamento_completo check (
    (estado = 'cancelada') = (cancelado_em is not null and cancelado_por is not null
                              and motivo_cancelamento is not null and conta_como_falta is not null)),
  constraint turno_sem_sobreposicao exclude using gist
    (profissional_id with =, periodo with &&) where (estado <> 'cancelada'),
  -- limites do que uma pessoa manda (RULES.md, "Bounds on what people send")
  constraint turnos_periodo_no_limite check (
    case when isfinite(lower(periodo)) and isfinite(upper(periodo))
         then upper(periodo) - lower(periodo) <= privado.duracao_max_turno() else false end),
  constraint turnos_valor_no_limite check (valor_acordado_centavos <= privado.valor_max_centavos()),
  constraint turnos_distancias_no_limite check (
    coalesce(checkin_distancia_m <= privado.distancia_max_m(), true)
    and coalesce(checkout_distancia_m <= privado.distancia_max_m(), true)),
  constraint turnos_motivo_no_limite check (privado.texto_no_limite(motivo_cancelamento, privado.tamanho_max_motivo()))
);

create unique index turnos_uma_por_posicao on public.turnos(posicao_id) where estado <> 'cancelada';

create index turnos_prof on public.turnos(profissional_id, periodo);

create index turnos_vaga on public.turnos(vaga_id);

create index turnos_checkin_pendente on public.turnos(vaga_id)
  where checkin_tipo = 'manual' and checkin_confirmado_em is null and estado <> 'cancelada';

-- RN07: uma pergunta sim/não, uma por turno e lado; sem nota, sem média.
create table public.avaliacoes (
  turno_id         uuid not null references public.turnos(id),
  lado             public.perfil_conta not null,
  autor_id         uuid not null references public.contas(id),
  avaliado_id      uuid not null references public.contas(id),
  chamaria_de_novo boolean not null,
  em               timestamptz not null,
  primary key (turno_id, lado)
);

create index avaliacoes_avaliado on public.avaliacoes(avaliado_id);

-- RNF02: cada linha guarda o estado de entrega. agendada_para: quando o teto de 30 min
-- (RN23) deixa sair; liberar_teto envia as retidas.
create table public.despachos (
  id              uuid primary key default gen_random_uuid(),
  vaga_id         uuid not null references public.vagas(id) on delete cascade,
  profissional_id uuid not null references public.profissionais(conta_id),
  leva            integer not null check (leva > 0),
  criado_em       timestamptz not null,
  agendada_para   timestamptz not null,
  estado_entrega  public.estado_entrega not null default 'pendente',
  enviada_em      timestamptz,
  entregue_em     timestamptz,
  motivo_falha    text,
  tentativas      integer not null default 0,
  unique (vaga_id, profissional_id),
  check (estado_entrega not in ('enviada', 'entregue') or enviada_em is not null),
  check (estado_entrega <> 'entregue' or entregue_em is not null),
  check (estado_entrega <> 'falhou' or motivo_falha is not null)
);

create index despachos_prof_enviada on public.despachos(profissional_id, enviada_em);

create index despachos_retidos on public.despachos(agendada_para) where estado_entrega = 'pendente';

-- RF26: bloqueio entre contas, vale nos dois sentidos.
create table public.bloqueios (
  autor_id     uuid not null references public.contas(id) on delete cascade,
  bloqueado_id uuid not null references public.contas(id) on delete cascade,
  em           timestamptz not null,
  primary key (autor_id, bloqueado_id),
  check (autor_id <> bloqueado_id)
);

create index bloqueios_bloqueado on public.bloqueios(bloqueado_id);

create table public.equipe_confianca (
  estabelecimento_id uuid not null references public.estabelecimentos(id) on delete cascade,
  profissional_id    uuid not null references public.profissionais(conta_id) on delete cascade,
  incluido_por       uuid not null references public.contas(id),
  em                 timestamptz not null,
  primary key (estabelecimento_id, profissional_id)
);

create index equipe_prof on public.equipe_confianca(profissional_id);

-- RN12: cancelamento registra autor, momento e motivo.
create table public.ocorrencias (
  id               uuid primary key default gen_random_uuid(),
  tipo             public.tipo_ocorrencia not null,
  autor_id         uuid references public.contas(id),
  turno_id         uuid references public.turnos(id),
  vaga_id          uuid references public.vagas(id),
  em               timestamptz not null,
  motivo           text not null,
  motivo_denuncia  public.motivo_denuncia,
  conta_como_falta boolean,
  check (tipo <> 'cancelamento' or (autor_id is not null and turno_id is not null and conta_como_falta is not null)),
  check ((tipo = 'denuncia') = (motivo_denuncia is not null)),
  -- limites do que uma pessoa manda (RULES.md, "Bounds on what people send")
  constraint ocorrencias_motivo_no_limite check (privado.texto_no_limite(motivo, privado.tamanho_max_motivo()))
);

-- Avisos de acontecimentos (45_avisos.sql): quem recebe, o que houve e quem fez.
create table public.avisos (
  id              uuid primary key default gen_random_uuid(),
  conta_id        uuid not null references public.contas(id) on delete cascade,   -- quem recebe
  tipo            text not null check (tipo in ('posicao_tomada', 'candidatura_nova', 'candidatura_retirada',
                                                'checkin_manual', 'turno_cancelado')),
  vaga_id         uuid not null references public.vagas(id) on delete cascade,
  turno_id        uuid references public.turnos(id),
  candidatura_id  uuid references public.candidaturas(id) on delete cascade,
  autor_id        uuid references public.contas(id) on delete set null,        -- quem fez
  motivo          text,
  conta_como_falta boolean,
  em              timestamptz not null,
  entregue_em     timestamptz,
  -- limites do que uma pessoa manda (RULES.md, "Bounds on what people send")
  constraint avisos_motivo_no_limite check (privado.texto_no_limite(motivo, privado.tamanho_max_motivo()))
);

create index avisos_conta_em on public.avisos(conta_id, em);

-- Piso da vaga (limites). NOT VALID: uma vaga antiga abaixo do piso fica como foi acordada
-- (é histórico); toda vaga nova ou editada passa pelo CHECK. A recusa em pt-BR antes de gravar
-- é o gatilho vagas_piso (42_gerir_vagas.sql).
alter table public.vagas
  add constraint vagas_valor_no_piso check (valor_centavos >= privado.valor_min_centavos()) not valid,
  -- Instante infinito é assunto de vagas_instantes_finitos; aqui só a duração de verdade.
  add constraint vagas_duracao_no_piso check (
    case when isfinite(inicio) and isfinite(fim) then fim - inicio >= privado.duracao_min_turno() else true end) not valid;

-- ======== supabase/schemas/15_apoio.sql ========
-- Apoio comum às RPCs: o bloqueio entre as partes (RF26; aqui porque a elegibilidade o usa),
-- quem chama (RN25, sessão encerrada), pertença a um estabelecimento, formas JSON partilhadas
-- (local, inclusos, registro, contato RN10) e o reparo de linhas fora dos limites.

-- RF26: bloqueio entre o profissional e qualquer membro do estabelecimento, em qualquer sentido.
-- Regras: RF26.
create or replace function privado.bloqueado(prof uuid, estab uuid) returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from public.membros m
      join public.bloqueios b on (b.autor_id = prof and b.bloqueado_id = m.conta_id)
                              or (b.autor_id = m.conta_id and b.bloqueado_id = prof)
     where m.estabelecimento_id = estab)
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

-- Regras: nenhuma RN própria (apoio).
create or replace function privado.inclusos_json(v public.vagas)
returns jsonb language sql immutable set search_path = '' as $$
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

-- ======== supabase/schemas/20_elegibilidade_e_despacho.sql ========
-- Elegibilidade (RN05, RN21, RF26) e despacho em levas com teto (RF06, RN23, RNF02, RNF03);
-- preencher_posicao é o único caminho que cria turno (RN19, RN21).

-- A vaga ainda me alcança hoje: no raio OU na equipe de confiança do estabelecimento, e sem
-- bloqueio em nenhum sentido (RF26). Conferido a cada leitura, para que desbloquear, sair da
-- equipe ou bloquear valham na hora no feed e nas notificações, sem esperar o agendador.
-- Regras: RF26.
create or replace function privado.alcanca(prof uuid, vid uuid) returns boolean
language sql stable set search_path = '' as $$
  select not privado.bloqueado(p.conta_id, v.estabelecimento_id)
     and (extensions.st_dwithin(p.ponto_base, v.ponto, privado.raio_elegibilidade_m())
          or exists (select 1 from public.equipe_confianca ec
                      where ec.estabelecimento_id = v.estabelecimento_id and ec.profissional_id = p.conta_id))
    from public.profissionais p, public.vagas v
   where p.conta_id = prof and v.id = vid
$$;

-- ---------- Elegibilidade (RN05, RN06, RN21, RF26) ----------
-- Quem pode receber a vaga: no raio de 15 km OU na equipe de confiança do estabelecimento;
-- com a função; disponível; push ligado (push negado = inalcançável); não suspenso; sem
-- bloqueio com nenhum membro do estabelecimento, em nenhum sentido; sem turno sobreposto.
-- Só filtra: a ordem (equipe, comparecimento) é do despacho (RN06).
-- `limite` corta os do raio aos N mais próximos (busca KNN no índice GiST, para a leva
-- não varrer 60 mil profissionais do DF); `so_novos` pula quem já recebeu esta vaga.
-- Regras: RN05, RN06, RN21, RF26.
create or replace function privado.elegiveis(vaga uuid, agora timestamptz default privado.agora(),
                                             limite integer default null, so_novos boolean default false)
returns table (profissional_id uuid, distancia_m double precision, na_equipe boolean)
language sql stable set search_path = '' as $$
  with v as (select * from public.vagas where id = vaga),
  equipe as (select ec.profissional_id from public.equipe_confianca ec, v
              where ec.estabelecimento_id = v.estabelecimento_id),
  bloqueados as (
    select case when b.autor_id = m.conta_id then b.bloqueado_id else b.autor_id end as conta_id
      from v join public.membros m on m.estabelecimento_id = v.estabelecimento_id
      join public.bloqueios b on b.autor_id = m.conta_id or b.bloqueado_id = m.conta_id),
  ocupados as (
    select t.profissional_id from public.turnos t, v
     where t.estado <> 'cancelada' and t.periodo && v.periodo),
  ja as (select d.profissional_id from public.despachos d where so_novos and d.vaga_id = vaga),
  perto as (   -- subconsultas escalares (initplan) deixam o GiST fazer a busca KNN
    select p.conta_id, extensions.st_distance(p.ponto_base, (select ponto from v)) as dist
      from public.profissionais p
     where extensions.st_dwithin(p.ponto_base, (select ponto from v), privado.raio_elegibilidade_m())
       and (select funcao from v) = any (p.funcoes) and p.disponivel and p.push_habilitado
       and (p.suspenso_ate is null or p.suspenso_ate <= agora)
       and p.conta_id not in (select conta_id from bloqueados)
       and p.conta_id not in (select profissional_id from ocupados)
       and p.conta_id not in (select profissional_id from ja)
     order by p.ponto_base operator(extensions.<->) (select ponto from v)
     limit limite),
  confianca as (
    select p.conta_id, extensions.st_distance(p.ponto_base, v.ponto) as dist
      from public.profissionais p join equipe e on e.profissional_id = p.conta_id, v
     where v.funcao = any (p.funcoes) and p.disponivel and p.push_habilitado
       and (p.suspenso_ate is null or p.suspenso_ate <= agora)
       and p.conta_id not in (select conta_id from bloqueados)
       and p.conta_id not in (select profissional_id from ocupados)
       and p.conta_id not in (select profissional_id from ja))
  select conta_id, dist, false from perto where conta_id not in (select conta_id from confianca)
  union all
  select conta_id, dist, true from confianca
$$;

-- Qual regra impede o profissional de ficar com a vaga (null = nenhuma). A ordem decide a
-- frase quando há mais de uma.
-- Regras: RN05, RN21, RF26.
create or replace function privado.impedimento(vaga uuid, prof uuid, agora timestamptz)
returns text
language sql stable set search_path = '' as $$
  select case
    when p.suspenso_ate > agora then 'suspensao'
    when not (v.funcao = any (p.funcoes)) then 'funcao'
    when privado.bloqueado(p.conta_id, v.estabelecimento_id) then 'bloqueio'
    when not extensions.st_dwithin(p.ponto_base, v.ponto, privado.raio_elegibilidade_m())
         and not exists (select 1 from public.equipe_confianca ec
                          where ec.estabelecimento_id = v.estabelecimento_id and ec.profissional_id = p.conta_id)
      then 'distancia'
    when exists (select 1 from public.turnos t where t.profissional_id = p.conta_id and t.estado <> 'cancelada'
                    and t.periodo && v.periodo)
      then 'sobreposicao'
  end
  from public.vagas v, public.profissionais p
  where v.id = vaga and p.conta_id = prof
$$;

-- A frase para quem pediu: o profissional (candidatar) ou o contratante (escolher).
-- Regras: RN05, RN21, RF26.
create or replace function privado.frase_impedimento(imp text, para public.perfil_conta)
returns text
language sql immutable set search_path = '' as $$
  select case when para = 'profissional' then
    case imp
      when 'suspensao' then 'Sua conta está suspensa no momento.'
      when 'bloqueio' then 'Esta vaga não está disponível para você.'
      when 'funcao' then 'Você não tem a função desta vaga.'
      when 'distancia' then format('A vaga fica a mais de %s km da sua base.', round(privado.raio_elegibilidade_m() / 1000))
      when 'sobreposicao' then 'Você já tem um turno nesse horário.'
    end
  else
    case imp
      when 'suspensao' then 'A conta deste profissional está suspensa no momento.'
      when 'bloqueio' then 'Há um bloqueio entre este profissional e o seu estabelecimento.'
      when 'funcao' then 'Este profissional não tem a função desta vaga.'
      when 'distancia' then format('Este profissional está a mais de %s km da vaga e não é da sua equipe de confiança.',
                                   round(privado.raio_elegibilidade_m() / 1000))
      when 'sobreposicao' then 'Este profissional já tem um turno nesse horário.'
    end
  end
$$;

-- Mesma frase de antes para candidatar (a suspensão tem recusa própria, conta_suspensa).
-- Regras: RN05, RN21, RF26.
create or replace function privado.motivo_inelegivel(vaga uuid, prof uuid, agora timestamptz)
returns text
language sql stable set search_path = '' as $$
  select privado.frase_impedimento(i, 'profissional')
    from privado.impedimento(vaga, prof, agora) i where i is distinct from 'suspensao'
$$;

-- Regras: RN05, RN21, RF26.
create or replace function privado.recusar_impedimento(imp text, para public.perfil_conta, prof uuid)
returns void
language plpgsql set search_path = '' as $$
declare frase text := privado.frase_impedimento(imp, para);
begin
  if imp = 'suspensao' and para = 'profissional' then
    perform privado.recusar('PT403', 'conta_suspensa', frase,
      jsonb_build_object('suspenso_ate', (select p.suspenso_ate from public.profissionais p where p.conta_id = prof)));
  end if;
  perform privado.recusar('PT403', 'inelegivel', frase, jsonb_build_object('motivo', frase, 'impedimento', imp));
end $$;

-- O único caminho que cria turno (RN19, RN21, RN05, RF26 no momento do preenchimento).
-- Regras: RN05, RN19, RN21, RF26.
create or replace function privado.preencher_posicao(v public.vagas, prof uuid, agora timestamptz,
                                                     pedido_por public.perfil_conta)
returns uuid
language plpgsql set search_path = '' as $$
declare
  pos uuid;
  tid uuid;
  imp text;
begin
  -- Enfileira os preenchimentos do mesmo profissional (FOR NO KEY UPDATE convive com o
  -- FOR KEY SHARE das FKs de despachos/candidaturas/turnos).
  perform 1 from public.profissionais p where p.conta_id = prof for no key update;
  -- Comando novo, foto nova: enxerga o que quem estava na frente confirmou.
  imp := privado.impedimento(v.id, prof, agora);
  if imp is not null then
    perform privado.recusar_impedimento(imp, pedido_por, prof);
  end if;

  -- SKIP LOCKED trava (e pula) também a linha que outro acabou de confirmar; sem posição
  -- livre, a subtransação é desfeita para não sair daqui segurando essas travas (quem espera
  -- abaixo esperaria por elas: deadlock).
  begin
    select q.id into pos from public.posicoes q
     where q.vaga_id = v.id and q.estado = 'aberta'
     order by q.numero limit 1 for update skip locked;
    if pos is null then
      raise exception using errcode = 'PT000', message = 'sem_posicao_livre';
    end if;
  exception when sqlstate 'PT000' then
    pos := null;
  end;
  if pos is null then
    -- Todas as abertas estão com alguém: espera. Se quem segura confirmar, a linha deixa de
    -- ser 'aberta' e a busca passa à próxima; se desistir, fica conosco. Uma espera por vez
    -- por vaga (advisory lock da transação): várias esperando nas mesmas linhas seguram as
    -- versões já confirmadas que pularam e se travavam umas nas outras (deadlock).
    perform pg_advisory_xact_lock(hashtext('frila.espera_posicao'), hashtext(v.id::text));
    select q.id into pos from public.posicoes q
     where q.vaga_id = v.id and q.estado = 'aberta'
     order by q.numero limit 1 for update;
  end if;
  if pos is null and exists (select 1 from public.vagas x where x.id = v.id
                              and (x.estado in ('encerrada', 'cancelada') or x.encerrada_em is not null)) then
    -- Esperou quem cancelava ou encerrava a vaga inteira.
    perform privado.recusar('PT410', 'vaga_encerrada', 'Esta vaga já foi encerrada.');
  end if;
  if pos is null then
    perform privado.recusar('PT409', 'vaga_preenchida', 'Que pena: outra pessoa confirmou esta vaga antes.',
      jsonb_build_object('preenchida_em', coalesce((select max(p.preenchida_em) from public.posicoes p
                                                    where p.vaga_id = v.id), agora)));
  end if;
  update public.posicoes set estado = 'confirmada', preenchida_em = agora where id = pos;
  begin
    insert into public.turnos(posicao_id, vaga_id, profissional_id, periodo, valor_acordado_centavos, confirmado_em)
    values (pos, v.id, prof, v.periodo, v.valor_centavos, agora)
    returning id into tid;
  exception
    when exclusion_violation then
      perform privado.recusar_impedimento('sobreposicao', pedido_por, prof);
    when unique_violation then
      perform privado.recusar('PT409', 'vaga_preenchida', 'Que pena: outra pessoa confirmou esta vaga antes.',
        jsonb_build_object('preenchida_em', agora));
  end;
  perform privado.atualizar_estado_vaga(v.id);
  return tid;
end $$;

-- Quem ainda chamar o nome antigo passa pelo mesmo caminho.
-- Regras: RN19, RN21.
create or replace function privado.ocupar_posicao(v public.vagas, prof uuid, agora timestamptz)
returns uuid
language sql set search_path = '' as $$
  select privado.preencher_posicao(v, prof, agora, 'profissional')
$$;

-- Fecha a vaga como preenchida quando não sobra posição aberta. O lock na linha da vaga
-- serializa só este passo: depois dele, o próximo comando enxerga os vencedores já
-- confirmados (READ COMMITTED tira um snapshot novo por comando). FOR NO KEY UPDATE, não
-- FOR UPDATE: o turno recém-inserido já pôs FOR KEY SHARE na vaga (FK), e FOR UPDATE com
-- dois vencedores da mesma vaga dava deadlock (achado pelo make bench; supabase/tests/14_trava_da_vaga.sql o protege).
-- Regras: RN19 (vaga preenchida quando não sobra posição aberta).
create or replace function privado.atualizar_estado_vaga(vid uuid) returns void
language plpgsql set search_path = '' as $$
begin
  perform 1 from public.vagas where id = vid for no key update;
  update public.vagas v set estado = 'preenchida'
   where v.id = vid and v.estado = 'publicada'
     and not exists (select 1 from public.posicoes p where p.vaga_id = vid and p.estado = 'aberta');
  update public.vagas v set estado = 'publicada'
   where v.id = vid and v.estado = 'preenchida'
     and exists (select 1 from public.posicoes p where p.vaga_id = vid and p.estado = 'aberta');
end $$;

-- ---------- Despacho (RF06, RN23, RNF02) ----------
-- Uma leva: grava uma linha de despacho por elegível ainda não avisado, em ordem de
-- equipe de confiança, comparecimento e distância (RN06: só ordena). O teto de uma
-- notificação por 30 min (RN23) retém a linha até o fim da janela (agrupa); vaga de
-- urgência que começa em < 2 h sai na hora e conta no teto.
-- Regras: RN06, RN23, RF06, RNF02.
create or replace function privado.despachar_vaga(vaga uuid, agora timestamptz default privado.agora())
returns integer
language plpgsql set search_path = '' as $$
declare
  v public.vagas;
  abertas integer;
  urgente boolean;
  n integer;
begin
  -- NO KEY: o turno que um candidatar insere põe FOR KEY SHARE na vaga (FK); FOR UPDATE
  -- aqui faria o candidatar esperar a passada inteira do agendador.
  select * into v from public.vagas where id = vaga for no key update;
  select count(*) into abertas from public.posicoes p where p.vaga_id = vaga and p.estado = 'aberta';
  if v.id is null or v.estado <> 'publicada' or v.inicio <= agora or abertas = 0 then
    update public.vagas set proxima_leva_em = null where id = vaga and proxima_leva_em is not null;
    return 0;
  end if;
  urgente := v.modo = 'urgencia' and v.inicio - agora < privado.janela_urgente();

  -- Primeiro escolhe a leva (ordem RN06, taxa calculada em conjunto), depois aplica o teto.
  insert into public.despachos(vaga_id, profissional_id, leva, criado_em, agendada_para, estado_entrega, enviada_em)
  -- Pool: a equipe de confiança inteira + os elegíveis mais próximos (5× a leva).
  with e as (
    select * from privado.elegiveis(vaga, agora, 5 * greatest(abertas, 1) * privado.tamanho_leva_por_posicao(), true)),
  taxa as (
    select t.profissional_id,
           count(*) filter (where t.estado <> 'cancelada' and t.verificacao = 'verificado')::numeric / count(*) as taxa
      from public.turnos t join e on e.profissional_id = t.profissional_id
     where (t.estado <> 'cancelada' and upper(t.periodo) <= agora)
        or (t.estado = 'cancelada' and t.conta_como_falta and t.cancelado_por = t.profissional_id)
     group by t.profissional_id),
  leva as (
    select e.profissional_id from e left join taxa r on r.profissional_id = e.profissional_id
     order by e.na_equipe desc, r.taxa desc nulls last, e.distancia_m
     limit greatest(abertas, 1) * privado.tamanho_leva_por_posicao())
  select vaga, l.profissional_id, v.leva_atual + 1, agora,
         case when livre then agora else ult.enviada + privado.teto_notificacao() end,
         case when livre then 'enviada'::public.estado_entrega else 'pendente'::public.estado_entrega end,
         case when livre then agora end
    from leva l
    left join lateral (select max(d.enviada_em) as enviada from public.despachos d
                        where d.profissional_id = l.profissional_id) ult on true
    cross join lateral (select urgente or ult.enviada is null
                               or ult.enviada <= agora - privado.teto_notificacao() as livre) x
  on conflict (vaga_id, profissional_id) do nothing;
  get diagnostics n = row_count;

  update public.vagas set leva_atual = leva_atual + 1, proxima_leva_em = agora + privado.intervalo_leva()
   where id = vaga;
  return n;
end $$;

-- Envia o que o teto reteve e cuja janela acabou (agrupadas: saem juntas, uma notificação).
-- Vaga que deixou de estar aberta (ou bloqueio novo) vira falha com motivo.
-- Regras: RN23, RNF02.
create or replace function privado.liberar_teto(agora timestamptz default privado.agora())
returns integer
language plpgsql set search_path = '' as $$
declare n integer;
begin
  with alvo as (
    select d.id,
           v.estado = 'publicada' and v.inicio > agora
           and exists (select 1 from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta')
           and not privado.bloqueado(d.profissional_id, v.estabelecimento_id) as ok
      from public.despachos d join public.vagas v on v.id = d.vaga_id
     where d.estado_entrega = 'pendente' and d.agendada_para <= agora
     for update of d skip locked)
  update public.despachos d
     set estado_entrega = case when alvo.ok then 'enviada'::public.estado_entrega else 'falhou'::public.estado_entrega end,
         enviada_em = case when alvo.ok then agora end,
         motivo_falha = case when alvo.ok then null else 'vaga_indisponivel' end,
         tentativas = d.tentativas + 1
    from alvo where alvo.id = d.id;
  get diagnostics n = row_count;
  return n;
end $$;

-- ---------- Passos do agendador ----------
-- Regras: RNF03, RF06.
create or replace function privado.despachar_novas(agora timestamptz) returns integer
language plpgsql set search_path = '' as $$
declare r record; n integer := 0;
begin
  for r in select v.id from public.vagas v
            where v.estado = 'publicada' and v.leva_atual = 0 and v.publicada_em <= agora
            order by v.publicada_em limit privado.lote_agendador() for no key update skip locked loop
    n := n + privado.despachar_vaga(r.id, agora);
  end loop;
  return n;
end $$;

-- RF06: intervalo da leva esgotado com posição aberta → próxima leva.
-- Regras: RF06.
create or replace function privado.proximas_levas(agora timestamptz) returns integer
language plpgsql set search_path = '' as $$
declare r record; n integer := 0;
begin
  for r in select v.id from public.vagas v
            where v.estado = 'publicada' and v.leva_atual > 0 and v.proxima_leva_em <= agora
            order by v.proxima_leva_em limit privado.lote_agendador() for no key update skip locked loop
    n := n + privado.despachar_vaga(r.id, agora);
  end loop;
  return n;
end $$;

-- ======== supabase/schemas/25_agendador.sql ========
-- O agendador: passadas que fecham seleções (RN24), encerram vagas iniciadas, finalizam
-- turnos (RN22) e despacham levas; no Supabase quem o toca é o pg_cron (jobs no fim do arquivo).

-- RN24: seleção que chega a 24 h do início sem escolha fecha e libera os candidatos.
-- Regras: RN24.
create or replace function privado.fechar_selecao(agora timestamptz) returns integer
language plpgsql set search_path = '' as $$
declare n integer;
begin
  with fechadas as (
    select v.id from public.vagas v
     where v.modo = 'selecao' and v.estado = 'publicada' and v.inicio - privado.antecedencia_selecao() <= agora
     for update skip locked),
  cand as (
    update public.candidaturas c set estado = 'expirada', decidida_em = agora
      from fechadas f where c.vaga_id = f.id and c.estado = 'pendente' returning c.id),
  pos as (
    update public.posicoes p set estado = 'cancelada'
      from fechadas f where p.vaga_id = f.id and p.estado = 'aberta' returning p.vaga_id)
  update public.vagas v
     set estado = case when exists (select 1 from public.turnos t where t.vaga_id = v.id and t.estado <> 'cancelada')
                       then 'preenchida'::public.estado_vaga else 'encerrada'::public.estado_vaga end,
         encerrada_em = agora, proxima_leva_em = null
    from fechadas f where v.id = f.id;
  get diagnostics n = row_count;
  return n;
end $$;

-- Vaga publicada cujo início passou não aceita mais candidatos.
-- Regras: nenhuma RN própria (apoio).
create or replace function privado.encerrar_iniciadas(agora timestamptz) returns integer
language plpgsql set search_path = '' as $$
declare n integer;
begin
  with alvo as (
    select v.id from public.vagas v where v.estado = 'publicada' and v.inicio <= agora for no key update skip locked),
  cand as (
    update public.candidaturas c set estado = 'expirada', decidida_em = agora
      from alvo where c.vaga_id = alvo.id and c.estado = 'pendente' returning c.id)
  update public.vagas v set estado = 'encerrada', encerrada_em = agora, proxima_leva_em = null
    from alvo where v.id = alvo.id;
  get diagnostics n = row_count;
  return n;
end $$;

-- RN22: turno que termina sem prova de presença fica nao_verificado; terminado vira cumprido.
-- Regras: RN22.
create or replace function privado.finalizar_turnos(agora timestamptz) returns integer
language plpgsql set search_path = '' as $$
declare n integer;
begin
  with alvo as (
    update public.turnos t
       set estado = 'cumprida',
           verificacao = case when t.verificacao = 'pendente' then 'nao_verificado'::public.verificacao
                              else t.verificacao end
     where t.estado = 'confirmada' and upper(t.periodo) <= agora
    returning t.posicao_id)
  update public.posicoes p set estado = 'cumprida' from alvo where p.id = alvo.posicao_id;
  get diagnostics n = row_count;
  return n;
end $$;

-- Ponto único que o gateway chama a cada poucos segundos (e o pg_cron num Supabase real).
-- Cada passada despacha no máximo lote_agendador() vagas por passo, para ficar curta mesmo
-- na escala do DF (o resto sai nas passadas seguintes, segundos depois).
-- Regras: RF06, RN22, RN23, RN24 (a passada chama quem guarda cada uma).
create or replace function privado.executar_agendador(agora timestamptz default privado.agora())
returns jsonb
language plpgsql set search_path = '' as $$
declare
  r jsonb;
begin
  -- Uma execução por vez; quem chega junto sai sem fazer nada.
  if not pg_try_advisory_xact_lock(hashtext('frila.agendador')) then
    return jsonb_build_object('ocupado', true);
  end if;
  r := jsonb_build_object('agora', agora);
  r := r || jsonb_build_object('selecao_fechadas', privado.fechar_selecao(agora));
  r := r || jsonb_build_object('vagas_encerradas', privado.encerrar_iniciadas(agora));
  r := r || jsonb_build_object('turnos_finalizados', privado.finalizar_turnos(agora));
  r := r || jsonb_build_object('notificacoes_leva1', privado.despachar_novas(agora));
  r := r || jsonb_build_object('notificacoes_levas', privado.proximas_levas(agora));
  r := r || jsonb_build_object('liberadas_do_teto', privado.liberar_teto(agora));
  return r;
end $$;

-- O agendador tocado pela plataforma: num projeto Supabase ninguém chama
-- privado.executar_agendador() a não ser o pg_cron. Localmente o frila-api continua com o
-- laço rápido dele; os dois nunca fazem uma passada ao mesmo tempo (a trava exclusiva
-- dentro de executar_agendador: quem chega junto sai sem fazer nada).
--
-- O atalho do frila-api para a primeira leva (numa transação própria, antes da passada
-- inteira: RNF03) toma a mesma trava, para nunca despachar junto de uma passada do pg_cron.
-- Regras: RNF03.
create or replace function privado.despachar_novas_com_trava(agora timestamptz default privado.agora())
returns jsonb
language plpgsql set search_path = '' as $$
begin
  if not pg_try_advisory_xact_lock(hashtext('frila.agendador')) then
    return jsonb_build_object('ocupado', true);
  end if;
  return jsonb_build_object('notificacoes_leva1', privado.despachar_novas(agora));
end $$;

-- pg_cron: o job de 1 s grava ~86.400 linhas por dia em cron.job_run_details. cron.log_run
-- é do servidor (não há por job no 1.4/1.5): um job diário apaga o histórico com mais de
-- um dia. agendar_no_pg_cron() é idempotente (cron.schedule com nome substitui o job) e
-- serve para quem liga o pg_cron depois do push: `select privado.agendar_no_pg_cron();`.
-- Regras: nenhuma RN própria (apoio).
create or replace function privado.agendar_no_pg_cron() returns text
language plpgsql set search_path = '' as $$
declare
  versao text;
  maior int;
  menor int;
  intervalo text;
begin
  select extversion into versao from pg_catalog.pg_extension where extname = 'pg_cron';
  if versao is null then
    raise notice 'pg_cron não está ligado: ligue a extensão e chame de novo privado.agendar_no_pg_cron()';
    return 'pg_cron ausente';
  end if;
  maior := coalesce(substring(versao from '^(\d+)')::int, 0);
  menor := coalesce(substring(versao from '^\d+\.(\d+)')::int, 0);
  intervalo := case when (maior, menor) >= (1, 5) then '1 seconds' else '* * * * *' end;
  execute 'select cron.schedule($1, $2, $3)'
    using 'frila-agendador', intervalo, 'select privado.executar_agendador()';
  execute 'select cron.schedule($1, $2, $3)'
    using 'frila-limpa-historico-cron', '17 3 * * *',
          $sql$delete from cron.job_run_details where end_time < now() - interval '1 day'$sql$;
  return format('frila-agendador (%s) e frila-limpa-historico-cron (diário)', intervalo);
end $$;

-- Os jobs do pg_cron (frila-agendador e a limpeza diária do histórico). Aplica limpo com ou
-- sem pg_cron: sem a extensão instalável (ou sem ela carregada em shared_preload_libraries,
-- ou sem permissão para criá-la), só avisa e segue; quem liga o pg_cron depois chama
-- `select privado.agendar_no_pg_cron();`. O migra não compara jobs: eles saem de
-- agendar_no_pg_cron() (que ele compara) e Tests/e2e/test_pg_cron_agendador.py confere cron.job.
do $$
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron') then
    if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
      raise notice 'pg_cron indisponível: o agendador fica por conta do frila-api';
      return;
    end if;
    begin
      create extension pg_cron with schema pg_catalog;  -- como o painel do Supabase faz
    exception when others then
      raise notice 'pg_cron não pôde ser criado aqui (%): o agendador fica por conta do frila-api', sqlerrm;
      return;
    end;
  end if;
  perform privado.agendar_no_pg_cron();
end $$;

-- ======== supabase/schemas/30_avaliacoes_e_reputacao.sql ========
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
-- Regras: RN08, RF16.
create or replace function privado.reputacao_do_estabelecimento(eid uuid) returns jsonb
language sql stable set search_path = '' as $$
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
                                          em timestamptz default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
  t public.turnos;
  v public.vagas;
  meu_lado public.perfil_conta;
  avaliado uuid;
  a public.avaliacoes;
  toque timestamptz := coalesce(avaliar.em, agora);
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
                                 'lng', extensions.st_x(e.ponto::extensions.geometry))
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

-- ======== supabase/schemas/40_feed_e_candidaturas.sql ========
-- RPCs do profissional: feed (RN05, RN06, RN23 na lista, RF26) e candidaturas (RN19, RN24).

-- Vaga vista pelo profissional (mesma forma do feed, sem contato: RN10).
-- Regras: RN10.
create or replace function privado.vaga_profissional_json(vid uuid, prof uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'vaga_id', v.id, 'funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
    'valor_centavos', v.valor_centavos, 'inclusos', privado.inclusos_json(v), 'modo', v.modo,
    'estado', v.estado,
    'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome,
                                          'reputacao', privado.reputacao_do_estabelecimento(e.id)),
    'bairro', v.bairro,
    'distancia_m', round(extensions.st_distance(p.ponto_base, v.ponto)::numeric, 1),
    'posicoes_abertas', (select count(*)::integer from public.posicoes po where po.vaga_id = v.id and po.estado = 'aberta'))
  from public.vagas v join public.estabelecimentos e on e.id = v.estabelecimento_id
  join public.profissionais p on p.conta_id = prof
  where v.id = vid
$$;

-- O feed diz quando eu cancelei um turno confirmado desta vaga (RN12): a candidatura
-- fica "retirada" no banco, mas a tela deve contar o que houve ("turno cancelado por você").
-- Só a chave `meu_turno_cancelado` a mais; o resto da função é o da migration de limites.
-- Regras: RN12, RN21, RN23.
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
        'minha_candidatura', ca.estado,
        'meu_turno_cancelado', exists (select 1 from public.turnos t where t.vaga_id = v.id and t.profissional_id = c.id
                                         and t.estado = 'cancelada' and t.cancelado_por = c.id)) as j
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

-- Regras: RN19, RN21, RN24, RN05.
create or replace function public.candidatar(vaga_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
  p public.profissionais;
  v public.vagas;
  motivo text;
  tid uuid;
  cid uuid;
  cest public.estado_candidatura;
begin
  select * into p from public.profissionais where conta_id = c.id;
  if p.suspenso_ate > agora then
    perform privado.recusar('PT403', 'conta_suspensa', 'Sua conta está suspensa no momento.',
      jsonb_build_object('suspenso_ate', p.suspenso_ate));
  end if;
  select * into v from public.vagas where id = candidatar.vaga_id;
  if v.id is null then
    perform privado.recusar('PT404', 'vaga_nao_encontrada', 'Vaga não encontrada.');
  end if;
  -- Repetir depois de ganhar devolve o mesmo turno.
  select t.id into tid from public.turnos t
   where t.vaga_id = v.id and t.profissional_id = c.id and t.estado <> 'cancelada';
  if tid is not null then
    return jsonb_build_object('resultado', 'confirmada', 'turno', privado.turno_json(tid, c.id, agora));
  end if;
  if v.estado in ('encerrada', 'cancelada') or v.encerrada_em is not null or v.inicio <= agora then
    perform privado.recusar('PT410', 'vaga_encerrada', 'Esta vaga já foi encerrada.');
  end if;
  motivo := privado.motivo_inelegivel(v.id, c.id, agora);
  if motivo is not null then
    perform privado.recusar('PT403', 'inelegivel', motivo, jsonb_build_object('motivo', motivo));
  end if;

  if v.modo = 'urgencia' then
    tid := privado.preencher_posicao(v, c.id, agora, 'profissional');
    insert into public.candidaturas(vaga_id, profissional_id, estado, em, decidida_em)
    values (v.id, c.id, 'aceita', agora, agora)
    on conflict on constraint candidaturas_vaga_id_profissional_id_key do update set estado = 'aceita', em = agora, decidida_em = agora;
    return jsonb_build_object('resultado', 'confirmada', 'turno', privado.turno_json(tid, c.id, agora));
  end if;

  -- Seleção: candidatura pendente até o contratante escolher.
  select ca.id, ca.estado into cid, cest from public.candidaturas ca
   where ca.vaga_id = v.id and ca.profissional_id = c.id;
  if cest = 'pendente' then
    return jsonb_build_object('resultado', 'pendente', 'candidatura_id', cid);
  end if;
  if cest in ('recusada', 'expirada', 'aceita') then
    perform privado.recusar('PT409', 'candidatura_encerrada', 'Sua candidatura a esta vaga já foi decidida.',
      jsonb_build_object('estado', cest));
  end if;
  if not exists (select 1 from public.posicoes po where po.vaga_id = v.id and po.estado = 'aberta') then
    perform privado.recusar('PT409', 'vaga_preenchida', 'Esta vaga já foi preenchida.',
      jsonb_build_object('preenchida_em', (select max(po.preenchida_em) from public.posicoes po where po.vaga_id = v.id)));
  end if;
  insert into public.candidaturas(vaga_id, profissional_id, estado, em)
  values (v.id, c.id, 'pendente', agora)
  on conflict on constraint candidaturas_vaga_id_profissional_id_key do update set estado = 'pendente', em = agora, decidida_em = null
  returning id into cid;
  return jsonb_build_object('resultado', 'pendente', 'candidatura_id', cid);
end $$;

-- Candidaturas de seleção ainda pendentes, com a vaga; a que começa antes vem primeiro.
-- Some a de quem bloqueei ou me bloqueou (RF26), como no feed.
-- Regras: RF26.
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

-- Retirar e cancelar a vaga ao mesmo tempo: mesma ordem de travas (vaga → candidatura).
-- Regras: nenhuma RN própria (apoio).
create or replace function public.retirar_candidatura(candidatura_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
  ca public.candidaturas;
begin
  -- A vaga antes da candidatura (FOR KEY SHARE, a trava que o aviso da retirada pediria de
  -- qualquer jeito): cancelar_vaga, que trava a vaga e depois as candidaturas, espera aqui
  -- em vez de se travar com a retirada (deadlock, HTTP 500).
  perform 1 from public.vagas v
   where v.id = (select x.vaga_id from public.candidaturas x where x.id = retirar_candidatura.candidatura_id)
   for key share;
  select * into ca from public.candidaturas x where x.id = retirar_candidatura.candidatura_id for update;
  if ca.id is null then
    perform privado.recusar('PT404', 'candidatura_nao_encontrada', 'Candidatura não encontrada.');
  end if;
  if ca.profissional_id <> c.id then
    perform privado.recusar('PT403', 'nao_autorizado', 'Esta candidatura não é sua.');
  end if;
  if ca.estado = 'aceita' then
    perform privado.recusar('PT409', 'candidatura_escolhida',
      'Você já foi escolhido para esta vaga; para sair, cancele o turno.',
      jsonb_build_object('estado', ca.estado,
        'turno_id', (select t.id from public.turnos t where t.vaga_id = ca.vaga_id
                       and t.profissional_id = c.id and t.estado <> 'cancelada')));
  end if;
  if ca.estado in ('recusada', 'expirada') then
    perform privado.recusar('PT409', 'candidatura_encerrada', 'Esta candidatura já foi decidida.',
      jsonb_build_object('estado', ca.estado));
  end if;
  if ca.estado = 'pendente' then
    update public.candidaturas set estado = 'retirada', decidida_em = agora where id = ca.id
    returning * into ca;
  end if;
  return jsonb_build_object('candidatura_id', ca.id, 'vaga_id', ca.vaga_id, 'estado', ca.estado,
                            'decidida_em', ca.decidida_em);
end $$;

-- ======== supabase/schemas/41_turnos_e_presenca.sql ========
-- RPCs de turnos e presença: meus turnos, check-in/out (RN22, RN11), confirmação manual,
-- cancelamento (RN12) e histórico.

-- RN12 lido pelo outro lado: o motivo do cancelamento chega a quem não cancelou, no turno
-- e no aviso, com o lado que cancelou (a falta só pesa para quem cancelou: a taxa de
-- comparecimento do profissional conta apenas os cancelamentos dele).
-- Regras: RN10, RN12, RF26.
create or replace function privado.turno_json(tid uuid, leitor uuid, agora timestamptz)
returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'turno_id', t.id, 'vaga_id', t.vaga_id, 'posicao_id', t.posicao_id, 'estado', t.estado,
    'vaga', jsonb_build_object('funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
                               'local', privado.local_json(v.endereco, v.ponto),
                               'inclusos', privado.inclusos_json(v), 'modo', v.modo),
    'valor_acordado_centavos', t.valor_acordado_centavos,
    -- conta_id: quem publicou, a conta que o profissional bloqueia (RF26).
    'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome, 'conta_id', pub.id,
        'contato', case when t.estado <> 'cancelada' and not privado.bloqueado(t.profissional_id, v.estabelecimento_id) then privado.contato_json(pub) end),
    'profissional', jsonb_build_object('id', pc.id, 'nome', pc.nome,
        'contato', case when t.estado <> 'cancelada' and not privado.bloqueado(t.profissional_id, v.estabelecimento_id) then privado.contato_json(pc) end),
    'checkin', privado.registro_json(t.checkin_em, t.checkin_tipo, t.checkin_distancia_m, t.checkin_confirmado_em),
    'checkout', privado.registro_json(t.checkout_em, t.checkout_tipo, t.checkout_distancia_m, null),
    'verificacao', t.verificacao,
    -- Cancelado: quem (o lado, nunca a conta do outro), quando e por quê (RN12).
    'cancelamento', case when t.estado = 'cancelada' then jsonb_build_object(
        'em', t.cancelado_em, 'conta_como_falta', t.conta_como_falta, 'motivo', t.motivo_cancelamento,
        'por', case when t.cancelado_por = t.profissional_id then 'profissional' else 'contratante' end) end,
    'pode_avaliar', (t.estado <> 'cancelada' and agora >= upper(t.periodo) and t.verificacao = 'verificado'
                     and a.chamaria_de_novo is null),
    'minha_avaliacao', a.chamaria_de_novo)
  from public.turnos t
  join public.vagas v on v.id = t.vaga_id
  join public.estabelecimentos e on e.id = v.estabelecimento_id
  join public.contas pub on pub.id = v.publicada_por
  join public.contas pc on pc.id = t.profissional_id
  left join public.avaliacoes a on a.turno_id = t.id
        and a.lado = case when leitor = t.profissional_id then 'profissional'::public.perfil_conta
                          else 'contratante'::public.perfil_conta end
  where t.id = tid
$$;

-- Turno do chamador como profissional (posse) — recusa 404/403.
-- Regras: nenhuma RN própria (apoio).
create or replace function privado.turno_do_profissional(tid uuid, prof uuid) returns public.turnos
language plpgsql set search_path = '' as $$
declare t public.turnos;
begin
  select * into t from public.turnos where id = tid for update;
  if t.id is null then
    perform privado.recusar('PT404', 'turno_nao_encontrado', 'Turno não encontrado.');
  end if;
  if t.profissional_id <> prof then
    perform privado.recusar('PT403', 'nao_autorizado', 'Este turno não é seu.');
  end if;
  return t;
end $$;

-- Turno de uma vaga do estabelecimento do chamador (contratante membro).
-- Regras: nenhuma RN própria (apoio).
create or replace function privado.turno_do_contratante(tid uuid, conta uuid) returns public.turnos
language plpgsql set search_path = '' as $$
declare t public.turnos;
begin
  select * into t from public.turnos where id = tid for update;
  if t.id is null then
    perform privado.recusar('PT404', 'turno_nao_encontrado', 'Turno não encontrado.');
  end if;
  if not privado.eh_membro((select v.estabelecimento_id from public.vagas v where v.id = t.vaga_id), conta) then
    perform privado.recusar('PT403', 'nao_autorizado', 'Este turno não é de um estabelecimento seu.');
  end if;
  return t;
end $$;

-- `em` (hora do toque): finito e não no futuro além da tolerância.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
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

-- Os atuais e futuros primeiro; dos passados, os mais recentes.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
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
               and upper(t.periodo) > agora - make_interval(days => privado.dias_turnos_passados_na_lista())
               and (t.estado <> 'cancelada' or t.cancelado_em > agora - interval '7 days')
             order by (upper(t.periodo) <= agora),
                      case when upper(t.periodo) > agora then lower(t.periodo) end,
                      lower(t.periodo) desc, t.id
             limit privado.itens_max_lista()) x), '[]'::jsonb);
end $$;

-- RN22: ≤ 200 m vira geolocalizado e verifica a presença; além disso (ou sem
-- localização) não é recusado: vira manual e espera o contratante.
-- Regras: RN22.
create or replace function public.fazer_checkin(turno_id uuid, distancia_m double precision default null,
                                                em timestamptz default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
  t public.turnos := privado.turno_do_profissional(fazer_checkin.turno_id, c.id);
  toque timestamptz := coalesce(fazer_checkin.em, agora);
  geo boolean := distancia_m is not null and distancia_m <= privado.raio_checkin_m();
begin
  if t.estado = 'cancelada' then
    perform privado.recusar('PT409', 'turno_cancelado', 'Este turno foi cancelado.');
  end if;
  if t.checkin_em is not null then   -- chave natural: um check-in por turno
    return privado.turno_json(t.id, c.id, agora);
  end if;
  perform privado.conferir_toque(toque, agora);
  perform privado.conferir_distancia(distancia_m);
  if toque < lower(t.periodo) - privado.janela_checkin_antes() or toque >= upper(t.periodo) then
    perform privado.recusar('PT422', 'horario_invalido', 'O check-in está fora do horário do turno.',
      jsonb_build_object('inicio', lower(t.periodo), 'fim', upper(t.periodo)));
  end if;
  update public.turnos
     set checkin_em = toque,
         checkin_tipo = case when geo then 'geolocalizado'::public.tipo_registro else 'manual'::public.tipo_registro end,
         checkin_distancia_m = distancia_m,
         verificacao = case when geo then 'verificado'::public.verificacao else verificacao end
   where id = t.id;
  return privado.turno_json(t.id, c.id, agora);
end $$;

-- Regras: RN22; presença (RULES.md): check-out depois do check-in e dentro da janela.
create or replace function public.fazer_checkout(turno_id uuid, distancia_m double precision default null,
                                                 em timestamptz default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
  t public.turnos := privado.turno_do_profissional(fazer_checkout.turno_id, c.id);
  toque timestamptz := coalesce(fazer_checkout.em, agora);
  janela jsonb;
begin
  if t.estado = 'cancelada' then
    perform privado.recusar('PT409', 'turno_cancelado', 'Este turno foi cancelado.');
  end if;
  if t.checkin_em is null then
    perform privado.recusar('PT409', 'sem_checkin', 'Faça o check-in antes do check-out.');
  end if;
  if t.checkout_em is not null then
    return privado.turno_json(t.id, c.id, agora);
  end if;
  perform privado.conferir_toque(toque, agora);
  perform privado.conferir_distancia(distancia_m);
  janela := jsonb_build_object('checkin_em', t.checkin_em, 'inicio', lower(t.periodo), 'fim', upper(t.periodo),
                               'ate', upper(t.periodo) + privado.janela_checkout_depois());
  if toque < lower(t.periodo) then
    perform privado.recusar('PT422', 'horario_invalido', 'O check-out só vale depois que o turno começa.', janela);
  end if;
  if toque < t.checkin_em then
    perform privado.recusar('PT422', 'horario_invalido', 'O check-out precisa ser depois do check-in.', janela);
  end if;
  if toque > upper(t.periodo) + privado.janela_checkout_depois() then
    perform privado.recusar('PT422', 'horario_invalido',
      format('O check-out vale até %s horas depois do fim do turno.',
             extract(epoch from privado.janela_checkout_depois())::integer / 3600), janela);
  end if;
  update public.turnos
     set checkout_em = toque,
         checkout_tipo = case when distancia_m is not null and distancia_m <= privado.raio_checkin_m()
                              then 'geolocalizado'::public.tipo_registro else 'manual'::public.tipo_registro end,
         checkout_distancia_m = distancia_m
   where id = t.id;
  return privado.turno_json(t.id, c.id, agora);
end $$;

-- RN12 com o turno já começado: a falta conta (lower(periodo) - agora < 24 h) e a posição
-- reabre numa vaga que não aceita mais ninguém (começada). A resposta diz isso
-- (`ja_comecou`), para a frase do cliente contar o que aconteceu em vez de "menos de 24 h
-- do início". Só um campo a mais; o resto da função é o da migration de limites.
-- Regras: RN12, RF06.
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
    return jsonb_build_object('conta_como_falta', t.conta_como_falta,
                              'ja_comecou', coalesce(t.cancelado_em >= lower(t.periodo), false));
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
  return jsonb_build_object('conta_como_falta', falta, 'ja_comecou', lower(t.periodo) <= agora);
end $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
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

-- RN22: o manual só vira presença com a confirmação do contratante.
-- Regras: RN22.
create or replace function public.confirmar_checkin_manual(turno_id uuid, em timestamptz default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  t public.turnos := privado.turno_do_contratante(confirmar_checkin_manual.turno_id, c.id);
  toque timestamptz := coalesce(confirmar_checkin_manual.em, agora);
begin
  if t.estado = 'cancelada' then
    perform privado.recusar('PT409', 'turno_cancelado', 'Este turno foi cancelado.');
  end if;
  if t.checkin_em is null then
    perform privado.recusar('PT409', 'sem_checkin', 'O profissional ainda não fez check-in.');
  end if;
  if t.checkin_tipo = 'geolocalizado' or t.checkin_confirmado_em is not null then
    return privado.turno_json(t.id, c.id, agora);   -- já é presença: devolve igual
  end if;
  perform privado.conferir_toque(toque, agora);
  if agora >= upper(t.periodo) + privado.janela_confirmacao_manual() then
    perform privado.recusar('PT422', 'horario_invalido', 'O prazo para confirmar este check-in acabou.');
  end if;
  update public.turnos
     set checkin_confirmado_em = greatest(toque, checkin_em), checkin_confirmado_por = c.id,
         verificacao = 'verificado'
   where id = t.id;
  return privado.turno_json(t.id, c.id, agora);
end $$;

-- Um turno passado: cumprido (presença verificada), não verificado ou cancelado (quem,
-- quando, motivo, se contou como falta — RN12), com o valor acordado e as duas avaliações.
-- Regras: RN12.
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
-- Regras: nenhuma RN própria (apoio).
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

-- ======== supabase/schemas/42_gerir_vagas.sql ========
-- RPCs do contratante para as vagas: publicar (RN02, RN18, RN24, RF20), listas, alertas,
-- escolher candidato (RN19), detalhe com despacho e contato (RN10), cancelar a vaga (RN12),
-- editar, duplicar, e o piso da vaga (gatilho vagas_piso).

-- A vaga cancelada inteira diz quando, por quem e por quê também na lista (minhas_vagas,
-- publicar/editar), não só no detalhe_vaga: a linha e o detalhe da TUI leem "cancelada"
-- com a hora e o motivo, sem um pedido a mais.
-- Regras: RN10, RN12.
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

-- Regras: RN02, RNF03.
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

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.conferir_piso_da_vaga() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.valor_centavos > 0 and new.valor_centavos < privado.valor_min_centavos() then
    perform privado.recusar('PT422', 'fora_do_limite',
      format('O valor precisa ser de pelo menos %s por turno.', privado.reais(privado.valor_min_centavos())),
      jsonb_build_object('campo', 'valor_centavos', 'minimo', privado.valor_min_centavos()));
  end if;
  if isfinite(new.inicio) and isfinite(new.fim) and new.fim > new.inicio
     and new.fim - new.inicio < privado.duracao_min_turno() then
    perform privado.recusar('PT422', 'fora_do_limite',
      format('O turno precisa durar pelo menos %s hora.', extract(epoch from privado.duracao_min_turno())::integer / 3600),
      jsonb_build_object('campo', 'fim', 'minimo', new.inicio + privado.duracao_min_turno()));
  end if;
  return new;
end $$;
create trigger vagas_piso before insert or update of inicio, fim, valor_centavos on public.vagas
  for each row execute function privado.conferir_piso_da_vaga();

-- As vagas ainda por terminar primeiro (as mais próximas), depois as que acabaram há até 7 dias
-- (as mais recentes), até o teto de vagas e de posições somadas.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
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

-- Vagas com posição aberta dentro da antecedência de alerta (RF20) e turnos atrasados
-- (sem check-in 15 min depois do início).
-- Regras: RF20.
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

-- Regras: RN19, RN21, RN05.
create or replace function public.escolher_candidato(candidatura_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  agora timestamptz := privado.agora();
  ca public.candidaturas;
  v public.vagas;
  tid uuid;
  agora_estado public.estado_candidatura;
begin
  select * into ca from public.candidaturas x where x.id = escolher_candidato.candidatura_id;
  if ca.id is null then
    perform privado.recusar('PT404', 'candidatura_nao_encontrada', 'Candidatura não encontrada.');
  end if;
  select * into v from public.vagas where id = ca.vaga_id;
  if not privado.eh_membro(v.estabelecimento_id, c.id) then
    perform privado.recusar('PT403', 'nao_autorizado', 'Esta vaga não é de um estabelecimento seu.');
  end if;
  if ca.estado = 'aceita' then   -- repetir devolve o mesmo turno
    select t.id into tid from public.turnos t
     where t.vaga_id = v.id and t.profissional_id = ca.profissional_id and t.estado <> 'cancelada';
    if tid is not null then
      return privado.turno_json(tid, c.id, agora);
    end if;
  end if;
  if v.estado in ('encerrada', 'cancelada') or v.encerrada_em is not null or v.inicio <= agora then
    perform privado.recusar('PT410', 'vaga_encerrada', 'Esta vaga já foi encerrada.');
  end if;
  if ca.estado <> 'pendente' then
    perform privado.recusar('PT409', 'candidatura_indisponivel', 'Esta candidatura não está mais pendente.',
      jsonb_build_object('estado', ca.estado));
  end if;
  tid := privado.preencher_posicao(v, ca.profissional_id, agora, 'contratante');
  -- Candidatura por último (ordem das travas): retirada enquanto preenchíamos desfaz tudo.
  select x.estado into agora_estado from public.candidaturas x where x.id = ca.id for update;
  if agora_estado <> 'pendente' then
    perform privado.recusar('PT409', 'candidatura_indisponivel', 'Esta candidatura não está mais pendente.',
      jsonb_build_object('estado', agora_estado));
  end if;
  update public.candidaturas set estado = 'aceita', decidida_em = agora where id = ca.id;
  -- Sem posição aberta, quem ficou pendente é recusado. SKIP LOCKED: a de outra escolha em
  -- curso fica com ela (que vai perder a posição e deixá-la pendente).
  update public.candidaturas x set estado = 'recusada', decidida_em = agora
   where x.id in (select y.id from public.candidaturas y where y.vaga_id = v.id and y.estado = 'pendente'
                  for update skip locked)
     and not exists (select 1 from public.posicoes p where p.vaga_id = v.id and p.estado = 'aberta');
  return privado.turno_json(tid, c.id, agora);
end $$;

-- Vaga de um estabelecimento do chamador, travada para escrita quando `travar`.
-- Regras: nenhuma RN própria (apoio).
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
-- Regras: RN23, RF06, RNF02.
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

-- Regras: RF06, RN23, RNF02.
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
-- Regras: RN10.
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
-- Regras: RN12.
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

-- Regras: RN12.
create or replace function privado.conferir_vaga_cancelavel(v public.vagas, agora timestamptz) returns void
language plpgsql stable set search_path = '' as $$
begin
  if v.estado = 'encerrada' or (v.estado <> 'cancelada' and v.inicio <= agora) then
    perform privado.recusar('PT410', 'vaga_encerrada',
      'Esta vaga já começou ou foi encerrada; cancele os turnos um a um.');
  end if;
end $$;

-- Regras: RN12.
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
-- Regras: RN12.
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

-- Edita a vaga enquanto ninguém está confirmado. Argumento nulo = mantém o valor atual. A
-- validação é a de publicar_vaga, literalmente: o conjunto final é publicado num
-- subbloco que depois é desfeito, então qualquer regra nova de publicar vale aqui também.
-- Regras: RF06.
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
-- Regras: nenhuma RN própria (apoio).
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

-- ======== supabase/schemas/44_confianca_e_bloqueios.sql ========
-- Bloqueios (RF26) e equipe de confiança; bloquear tira o par da equipe (gatilho).

-- RF26: qualquer lado bloqueia o outro.
-- Regras: RF26.
create or replace function public.bloquear(conta_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
begin
  if not exists (select 1 from public.contas x where x.id = bloquear.conta_id) then
    perform privado.recusar('PT404', 'conta_nao_encontrada', 'Conta não encontrada.');
  end if;
  if bloquear.conta_id = c.id then
    perform privado.recusar('PT422', 'valor_invalido', 'Não dá para bloquear a própria conta.');
  end if;
  insert into public.bloqueios(autor_id, bloqueado_id, em) values (c.id, bloquear.conta_id, privado.agora())
  on conflict do nothing;
end $$;

-- Toda lista que o cliente decodifica tem teto (privado.itens_max_lista()): também a dos
-- bloqueios e a da equipe de confiança, que cresciam sem limite.
-- Regras: RF26.
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

-- Desfaz o meu bloqueio (o contratante desfaz o de qualquer membro do seu estabelecimento).
-- O bloqueio que o OUTRO lado fez continua valendo (RF26). Idempotente (204). As retidas pelo
-- teto que falharam por causa do bloqueio voltam para a fila do teto: liberar_teto decide de
-- novo, respeitando a janela de 30 min (RN23).
-- Regras: RN23, RF26.
create or replace function public.desbloquear(conta_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador();
  agora timestamptz := privado.agora();
begin
  if not exists (select 1 from public.contas x where x.id = desbloquear.conta_id) then
    perform privado.recusar('PT404', 'conta_nao_encontrada', 'Conta não encontrada.');
  end if;
  delete from public.bloqueios b
   where b.bloqueado_id = desbloquear.conta_id
     and (b.autor_id = c.id
          or (c.perfil = 'contratante' and b.autor_id in (
                select m2.conta_id from public.membros m2
                 where m2.estabelecimento_id in (select m1.estabelecimento_id from public.membros m1 where m1.conta_id = c.id))));

  update public.despachos d
     set estado_entrega = 'pendente', motivo_falha = null,
         agendada_para = greatest(agora, coalesce((select max(d2.enviada_em) from public.despachos d2
                                                     where d2.profissional_id = d.profissional_id)
                                                  + privado.teto_notificacao(), agora))
    from public.vagas v
   where v.id = d.vaga_id and d.estado_entrega = 'falhou' and d.motivo_falha = 'vaga_indisponivel'
     and v.estado = 'publicada' and v.inicio > agora
     and d.profissional_id in (c.id, desbloquear.conta_id)
     and exists (select 1 from public.membros m where m.estabelecimento_id = v.estabelecimento_id
                    and m.conta_id in (c.id, desbloquear.conta_id))
     and not privado.bloqueado(d.profissional_id, v.estabelecimento_id);
end $$;

-- Regras: RF26.
create or replace function public.incluir_na_equipe(profissional_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  eid uuid := privado.estabelecimento_do(c.id);
begin
  if not exists (select 1 from public.profissionais p where p.conta_id = incluir_na_equipe.profissional_id) then
    perform privado.recusar('PT404', 'profissional_nao_encontrado', 'Profissional não encontrado.');
  end if;
  if privado.bloqueado(incluir_na_equipe.profissional_id, eid) then
    perform privado.recusar('PT409', 'bloqueado',
      'Há um bloqueio entre o estabelecimento e este profissional (RF26): ele não pode entrar na equipe de confiança. '
      || 'Se o bloqueio for seu, desbloqueie antes (frila bloqueios).');
  end if;
  insert into public.equipe_confianca(estabelecimento_id, profissional_id, incluido_por, em)
  values (eid, incluir_na_equipe.profissional_id, c.id, privado.agora())
  on conflict do nothing;
end $$;

-- A equipe de confiança dos meus estabelecimentos: recebe as vagas além dos 15 km (RN05).
-- Regras: RN05.
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

-- Tira da equipe (idempotente, 204). Retidas pelo teto de vagas que só chegavam por causa
-- da equipe (fora do raio) não saem mais; o feed e as notificações já as escondem.
-- Regras: RF26 (equipe de confiança).
create or replace function public.remover_da_equipe(profissional_id uuid, estabelecimento_id uuid default null)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  eid uuid := privado.estabelecimento_do(c.id, remover_da_equipe.estabelecimento_id);
begin
  if not exists (select 1 from public.profissionais p where p.conta_id = remover_da_equipe.profissional_id) then
    perform privado.recusar('PT404', 'profissional_nao_encontrado', 'Profissional não encontrado.');
  end if;
  delete from public.equipe_confianca ec
   where ec.estabelecimento_id = eid and ec.profissional_id = remover_da_equipe.profissional_id;
  update public.despachos d
     set estado_entrega = 'falhou', motivo_falha = 'fora_do_raio', tentativas = d.tentativas + 1
    from public.vagas v
   where v.id = d.vaga_id and v.estabelecimento_id = eid and d.estado_entrega = 'pendente'
     and d.profissional_id = remover_da_equipe.profissional_id
     and not privado.alcanca(d.profissional_id, v.id);
end $$;

-- O par (estabelecimento, profissional) de um bloqueio: um lado é o profissional, o outro
-- um membro do estabelecimento.
-- Regras: RF26.
create or replace function privado.tirar_da_equipe_no_bloqueio() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.equipe_confianca e
   using public.membros m
   where e.estabelecimento_id = m.estabelecimento_id
     and ((e.profissional_id = new.autor_id and m.conta_id = new.bloqueado_id)
       or (e.profissional_id = new.bloqueado_id and m.conta_id = new.autor_id));
  return new;
end $$;
create trigger bloqueio_tira_da_equipe after insert on public.bloqueios
  for each row execute function privado.tirar_da_equipe_no_bloqueio();

-- ======== supabase/schemas/45_avisos.sql ========
-- Avisos de acontecimentos (além das vagas despachadas): o contratante sabe quando alguém
-- pega uma posição de urgência, se candidata a uma seleção (ou retira), faz check-in manual
-- ou cancela; o profissional sabe quando o contratante cancela o turno dele (inclusive a
-- vaga inteira). Chegam pelo mesmo minhas_notificacoes das vagas. Nascem em gatilhos nas
-- tabelas, para valer seja qual for a RPC que mudou a linha. Ver docs/CONTRATO.md.

-- Um aviso para cada membro do estabelecimento da vaga.
-- Regras: Avisos (RULES.md, "Notices").
create or replace function privado.avisar_membros(vid uuid, tipo text, autor uuid, turno uuid default null,
                                                  candidatura uuid default null, motivo text default null,
                                                  falta boolean default null) returns void
language sql set search_path = '' as $$
  insert into public.avisos(conta_id, tipo, vaga_id, turno_id, candidatura_id, autor_id, motivo, conta_como_falta, em)
  select m.conta_id, tipo, vid, turno, candidatura, autor, motivo, falta, privado.agora()
    from public.vagas v join public.membros m on m.estabelecimento_id = v.estabelecimento_id
   where v.id = vid and m.conta_id is distinct from autor
$$;

-- Regras: Avisos (RULES.md, "Notices").
create or replace function privado.aviso_de_candidatura() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.estado = 'pendente' and (tg_op = 'INSERT' or old.estado <> 'pendente') then
    perform privado.avisar_membros(new.vaga_id, 'candidatura_nova', new.profissional_id, candidatura => new.id);
  elsif tg_op = 'UPDATE' and old.estado = 'pendente' and new.estado = 'retirada' then
    perform privado.avisar_membros(new.vaga_id, 'candidatura_retirada', new.profissional_id, candidatura => new.id);
  end if;
  return null;
end $$;
create trigger aviso_de_candidatura after insert or update of estado on public.candidaturas
  for each row execute function privado.aviso_de_candidatura();

-- Turno novo de urgência = alguém pegou a posição (na seleção quem escolhe é o próprio
-- contratante). Check-in manual espera confirmação (RN22). Cancelamento: quem cancelou não
-- é avisado; o outro lado é.
-- Regras: RN22.
create or replace function privado.aviso_de_turno() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if (select v.modo from public.vagas v where v.id = new.vaga_id) = 'urgencia' then
      perform privado.avisar_membros(new.vaga_id, 'posicao_tomada', new.profissional_id, turno => new.id);
    end if;
    return null;
  end if;
  if old.checkin_em is null and new.checkin_em is not null and new.checkin_tipo = 'manual' then
    perform privado.avisar_membros(new.vaga_id, 'checkin_manual', new.profissional_id, turno => new.id);
  end if;
  if old.estado <> 'cancelada' and new.estado = 'cancelada' then
    if new.cancelado_por = new.profissional_id then
      perform privado.avisar_membros(new.vaga_id, 'turno_cancelado', new.profissional_id, turno => new.id,
                                     motivo => new.motivo_cancelamento, falta => new.conta_como_falta);
    else
      insert into public.avisos(conta_id, tipo, vaga_id, turno_id, autor_id, motivo, conta_como_falta, em)
      values (new.profissional_id, 'turno_cancelado', new.vaga_id, new.id, new.cancelado_por,
              new.motivo_cancelamento, new.conta_como_falta, privado.agora());
    end if;
  end if;
  return null;
end $$;
create trigger aviso_de_turno after insert or update of checkin_em, estado on public.turnos
  for each row execute function privado.aviso_de_turno();

-- O substituto do push no terminal: o que o despacho entregou, mais antigo primeiro;
-- ler marca como entregue (RNF02). Bloqueio some daqui também (RF26).
-- Regras: RN23, RF26, RNF02.
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
           -- Só no cancelamento: o lado de quem cancelou (a falta é desse lado).
           || case when a.tipo = 'turno_cancelado' then jsonb_build_object('por',
                case when a.autor_id = a.pid then 'profissional' else 'contratante' end) else '{}'::jsonb end
      from avs a)
  select coalesce(jsonb_agg(t.j order by t.quando, t.inicio, t.id), '[]'::jsonb) into r from tudo t;
  return r;
end $$;

-- ======== supabase/schemas/50_cadastro.sql ========
-- Cadastro: o gatilho em auth.users cria a conta de domínio (RN25) e o perfil não muda depois.

-- RN25: perfil não muda depois do cadastro.
-- Regras: RN25.
create or replace function privado.perfil_imutavel() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.perfil is distinct from old.perfil then
    raise exception using errcode = 'PT422', message = 'perfil_fixo',
      detail = 'O perfil da conta é fixo; para o outro lado, crie outra conta.';
  end if;
  return new;
end $$;
create trigger perfil_imutavel before update of perfil on public.contas
  for each row execute function privado.perfil_imutavel();

-- ---------- Cadastro: a conta de domínio nasce com o usuário (gatilho em auth.users) ----------
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
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
create trigger criar_conta_do_usuario after insert on auth.users
  for each row execute function privado.criar_conta_do_usuario();

-- ======== supabase/schemas/90_rls_e_grants.sql ========
-- RLS e grants. Nenhuma tabela é alcançável diretamente pelos papéis da API (RLS ligada, sem
-- políticas, sem grants): todo acesso passa pelas RPCs security definer. Só as RPCs abaixo
-- são executáveis, e só por authenticated; nada de privado é executável pelos papéis da API.
-- Vem por último: os revokes valem para todas as funções já criadas.
do $$
declare t text;
begin
  foreach t in array array['contas','profissionais','estabelecimentos','membros','vagas','posicoes',
    'candidaturas','turnos','avaliacoes','despachos','bloqueios','equipe_confianca','ocorrencias','avisos'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from public, anon, authenticated', t);
  end loop;
end $$;

revoke execute on all functions in schema public from public, anon;
revoke execute on all functions in schema privado from public, anon, authenticated;

grant execute on function public.feed_vagas() to authenticated;
grant execute on function public.candidatar(uuid) to authenticated;
grant execute on function public.meus_turnos() to authenticated;
grant execute on function public.fazer_checkin(uuid, double precision, timestamptz) to authenticated;
grant execute on function public.fazer_checkout(uuid, double precision, timestamptz) to authenticated;
grant execute on function public.avaliar(uuid, boolean, timestamptz) to authenticated;
grant execute on function public.cancelar_turno(uuid, text) to authenticated;
grant execute on function public.definir_disponibilidade(boolean) to authenticated;
grant execute on function public.bloquear(uuid) to authenticated;
grant execute on function public.publicar_vaga(text, timestamptz, timestamptz, integer, boolean, boolean, boolean, text, integer, text, double precision, double precision, integer, text, uuid) to authenticated;
grant execute on function public.minhas_vagas() to authenticated;
grant execute on function public.vagas_em_alerta() to authenticated;
grant execute on function public.checkins_pendentes() to authenticated;
grant execute on function public.confirmar_checkin_manual(uuid, timestamptz) to authenticated;
grant execute on function public.escolher_candidato(uuid) to authenticated;
grant execute on function public.incluir_na_equipe(uuid) to authenticated;
grant execute on function public.meu_perfil() to authenticated;
grant execute on function public.perfil_publico(uuid) to authenticated;
grant execute on function public.minhas_notificacoes(timestamptz) to authenticated;
grant execute on function public.minhas_candidaturas() to authenticated;
grant execute on function public.retirar_candidatura(uuid) to authenticated;
grant execute on function public.historico_turnos(text, integer) to authenticated;
grant execute on function public.meus_bloqueios() to authenticated;
grant execute on function public.desbloquear(uuid) to authenticated;
grant execute on function public.minha_equipe() to authenticated;
grant execute on function public.remover_da_equipe(uuid, uuid) to authenticated;
grant execute on function public.despacho_da_vaga(uuid) to authenticated;
grant execute on function public.detalhe_vaga(uuid) to authenticated;
grant execute on function public.previa_cancelar_vaga(uuid) to authenticated;
grant execute on function public.cancelar_vaga(uuid, text) to authenticated;
grant execute on function public.editar_vaga(uuid, text, timestamptz, timestamptz, integer, boolean, boolean, boolean, text, integer, text, double precision, double precision, integer, text) to authenticated;
grant execute on function public.rascunho_de_vaga(uuid) to authenticated;
