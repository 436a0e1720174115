-- Tipos, tabelas, restrições e índices (RN02, RN07, RN12, RN18, RN19, RN21, RN22, RN24, RN25,
-- RF26, RNF02 e os limites). RLS e grants das tabelas: 90_rls_e_grants.sql.

-- Enumerações: exatamente as do domínio (seeds/000).
create type public.perfil_conta as enum ('profissional', 'contratante');

create type public.papel_membro as enum ('administrador', 'operador');

create type public.funcao as enum ('garcom', 'bartender', 'equipe_evento', 'recepcao', 'cozinha');

create type public.modo_preenchimento as enum ('urgencia', 'selecao');

create type public.estado_vaga as enum ('publicada', 'preenchida', 'encerrada', 'cancelada');

create type public.estado_posicao as enum ('aberta', 'confirmada', 'cumprida', 'cancelada');

-- encerrada_por_edicao: o contratante mudou os termos da vaga depois da candidatura.
create type public.estado_candidatura as enum ('pendente', 'aceita', 'recusada', 'retirada', 'expirada', 'encerrada_por_edicao');

create type public.estado_entrega as enum ('pendente', 'enviada', 'entregue', 'falhou');

create type public.tipo_registro as enum ('geolocalizado', 'manual');

create type public.verificacao as enum ('pendente', 'verificado', 'nao_verificado');

create type public.tipo_ocorrencia as enum ('cancelamento', 'suspensao', 'contestacao', 'suporte', 'denuncia', 'revisao_despacho');

create type public.motivo_denuncia as enum ('assedio', 'discriminacao', 'risco_seguranca', 'outro');

-- Um instante que uma pessoa manda (a hora do toque): texto até a RPC, que o converte com
-- privado.instante() — quem recusa 'now', 'today', 'epoch', 'infinity'... (PT422
-- instante_especial). Sem CHECK aqui: a checagem de domínio roda com o papel de quem chama,
-- que não executa nada de privado.
create domain public.instante as text;

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
  -- Um telefone do Brasil na forma única (privado.whatsapp_normalizado): o contato que o outro lado lê.
  constraint contas_whatsapp_telefone check (whatsapp is not distinct from privado.whatsapp_normalizado(whatsapp)),
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
  -- CNPJ ou CPF, só dígitos, com dígitos verificadores (identidade do estabelecimento)
  documento text constraint estabelecimentos_documento_valido check (documento is null or privado.documento_valido(documento)),
  -- limites do que uma pessoa manda (RULES.md, "Bounds on what people send")
  constraint estabelecimentos_nome_no_limite check (privado.texto_no_limite(nome, privado.tamanho_max_nome())),
  constraint estabelecimentos_endereco_no_limite check (privado.texto_no_limite(endereco, privado.tamanho_max_endereco()))
);

-- Um documento, um estabelecimento; e o mesmo nome no mesmo endereço (sem acento, caixa,
-- pontuação nem espaços) não é outro estabelecimento.
create unique index estabelecimentos_documento on public.estabelecimentos(documento);

create unique index estabelecimentos_nome_no_endereco
  on public.estabelecimentos(privado.chave_de_comparacao(nome), privado.chave_de_comparacao(endereco));

-- O cadastro procura o mesmo lugar pelo endereço canônico (igual, ou um começando o outro) e
-- pelo mapa antes de comparar nomes: sem índice, cada cadastro calculava a chave e o esqueleto
-- de todos os estabelecimentos (30 mil no DF: dezenas de segundos). "C": a faixa do "começa
-- com" é por bytes em qualquer colação do banco.
create index estabelecimentos_chave_de_endereco
  on public.estabelecimentos((privado.chave_de_endereco(endereco) collate "C"));
create index estabelecimentos_ponto on public.estabelecimentos using gist (ponto);

create table public.membros (
  estabelecimento_id uuid not null references public.estabelecimentos(id) on delete cascade,
  conta_id           uuid not null,
  perfil             public.perfil_conta not null default 'contratante' check (perfil = 'contratante'),
  papel              public.papel_membro not null,
  primary key (estabelecimento_id, conta_id),
  foreign key (conta_id, perfil) references public.contas(id, perfil) on delete cascade
);

create index membros_conta on public.membros(conta_id);

-- Convite do administrador a um e-mail (já na forma de auth.users), aceito no cadastro ou
-- por aceitar_convite com o código. O código é segredo (mostrado uma vez a quem convidou):
-- guardado só o SHA-256; nulo nos convites de antes do código, que não entram (convide de novo).
create table public.convites (
  estabelecimento_id uuid not null references public.estabelecimentos(id) on delete cascade,
  email              text not null check (privado.texto_no_limite(email, privado.tamanho_max_email())),
  papel              public.papel_membro not null,
  convidado_por      uuid not null references public.contas(id) on delete cascade,
  em                 timestamptz not null,
  codigo_hash        bytea,
  primary key (estabelecimento_id, email)
);

create unique index convites_codigo on public.convites(codigo_hash);

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

-- RF26: o bloqueio é entre um profissional e um ESTABELECIMENTO, não uma conta de membro:
-- membro que sai ou entra não muda quem está bloqueado. `lado` diz quem bloqueou (o
-- profissional, ou o estabelecimento por um membro); cada lado desfaz só o seu. autor_id é
-- o registro de quem apertou (some se a conta for excluída; o bloqueio fica).
create table public.bloqueios (
  profissional_id    uuid not null references public.profissionais(conta_id) on delete cascade,
  estabelecimento_id uuid not null references public.estabelecimentos(id) on delete cascade,
  lado               public.perfil_conta not null,
  autor_id           uuid references public.contas(id) on delete set null,
  em                 timestamptz not null,
  primary key (profissional_id, estabelecimento_id, lado)
);

create index bloqueios_estabelecimento on public.bloqueios(estabelecimento_id);

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
  tipo            text not null constraint avisos_tipo_check check (tipo in (
                    -- contratante (cada membro do estabelecimento)
                    'posicao_tomada', 'candidatura_nova', 'candidatura_retirada', 'checkin_manual',
                    'turno_cancelado', 'checkout', 'atraso', 'vaga_em_alerta',
                    -- profissional
                    'candidatura_escolhida', 'candidatura_recusada', 'candidatura_expirada',
                    'vaga_editada', 'vaga_alterada', 'checkin_confirmado',
                    -- os dois lados
                    'avaliacao_liberada')),
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

-- Texto que uma pessoa manda chega às CHECKs na forma NFKC (limites do que uma pessoa manda,
-- RULES.md). Gatilhos BEFORE correm em ordem de nome: vagas_normalizar_textos antes de vagas_piso.
create trigger contas_normalizar_textos before insert or update of nome, whatsapp, email on public.contas
  for each row execute function privado.normalizar_textos('nome', 'whatsapp', 'email');

create trigger estabelecimentos_normalizar_textos before insert or update of nome, endereco on public.estabelecimentos
  for each row execute function privado.normalizar_textos('nome', 'endereco');

create trigger vagas_normalizar_textos before insert or update of endereco, bairro, motivo_cancelamento on public.vagas
  for each row execute function privado.normalizar_textos('endereco', 'bairro', 'motivo_cancelamento');

create trigger turnos_normalizar_textos before insert or update of motivo_cancelamento on public.turnos
  for each row execute function privado.normalizar_textos('motivo_cancelamento');

create trigger ocorrencias_normalizar_textos before insert or update of motivo on public.ocorrencias
  for each row execute function privado.normalizar_textos('motivo');

create trigger avisos_normalizar_textos before insert or update of motivo on public.avisos
  for each row execute function privado.normalizar_textos('motivo');
