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

-- Quanto vale um convite para entrar num estabelecimento (convidar de novo renova).
-- Regras: membros.
create or replace function privado.validade_convite() returns interval language sql immutable as $$ select interval '7 days' $$;

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

-- A vida do cache offline (RNF06): toque de presença ou avaliação mais velho que isso não
-- chega mais de uma fila honesta (o cliente apaga o cache antes), então é recusado.
-- Regras: Presença (docs/CONTRATO.md, "Presença"); RNF06.
create or replace function privado.idade_max_toque() returns interval language sql immutable as $$ select interval '24 hours' $$;  -- toque atrasado

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

-- Os instantes especiais do PostgreSQL ('now', 'today', 'epoch', 'infinity'...) viram uma
-- data na conversão, antes de qualquer regra ver o texto. Por isso toda RPC que recebe um
-- instante de uma pessoa o recebe como public.instante (texto) e o converte aqui, que
-- recusa as palavras especiais; texto que não é data cai na conversão (classe 22,
-- data_invalida), como antes.
-- Regras: Presença (docs/CONTRATO.md, "Presença"); limites do que uma pessoa manda.
create or replace function privado.instante(t text) returns timestamptz
language plpgsql stable set search_path = '' as $$
begin
  if t ~* '(now|today|tomorrow|yesterday|epoch|infinity|allballs)' then
    perform privado.recusar('PT422', 'instante_especial',
      'Mande a data e a hora de verdade (ex.: 2026-12-04T18:00:00-03:00); palavras como now, today ou epoch não valem como horário.');
  end if;
  return t::timestamptz;
end $$;

-- C0, DEL e C1: ESC e companhia não chegam ao terminal de ninguém.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.tem_controle(t text) returns boolean
language sql immutable set search_path = '' as $$ select t ~ '[\x01-\x1f\x7f-\x9f]' $$;

-- O que não se vê mas muda o que se lê ("Trojan Source"): direção do texto (U+202A–202E,
-- U+2066–2069, U+200E/200F, U+061C), largura zero (U+200B–200D, U+2060–2064, U+FEFF, U+180E),
-- separadores de linha e parágrafo (U+2028/2029), hífen suave, preenchimentos Hangul e o
-- braille vazio (U+2800) que parecem espaço, seletores de variação (U+FE00–FE0F,
-- U+E0100–E01EF), marcas de formatação (musicais U+1D173–1D17A, taquigrafia U+1BCA0–1BCA3,
-- hieróglifos U+13430–1343F) e etiquetas (U+E0000–E007F). Mais de 3 marcas combinantes sobre
-- uma letra também: empilhadas, escondem o que está embaixo.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.tem_invisivel(t text) returns boolean
language sql immutable set search_path = '' as $$
  select t ~ '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\uffa0\ufeff\ufff0-\ufffb\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e007f\U000e0100-\U000e01ef]'
      or t ~ '[\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u0610-\u061a\u064b-\u065f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]{4,}'
$$;

-- Letras latinas misturadas com as de alfabetos que as imitam ("Bar do Cerrаdo" com "а"
-- cirílico): grego, cirílico, armênio (օ, ս), cherokee (Ꭺ, Ꮃ), lisu (ꓐ, ꓔ), silabário
-- canadense (ᑭ), tifinagh (ⵔ), rúnico (ᚱ), georgiano (ჿ), n'ko, vai, bamum, osage, deseret.
-- Depois da NFKC, que já leva largura total, sinal Kelvin, letras matemáticas e acento
-- combinante à forma comum.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.tem_sosia(t text) returns boolean
language sql immutable set search_path = '' as $$
  select t ~ '[A-Za-z\u00c0-\u024f]'
     and t ~ '[\u0370-\u03ff\u0400-\u052f\u0530-\u058f\u07c0-\u07ff\u10a0-\u10ff\u13a0-\u13ff\u1400-\u167f\u16a0-\u16ff\u1c80-\u1c8f\u1d00-\u1d7f\u1f00-\u1fff\u2c80-\u2cff\u2d30-\u2d7f\ua4d0-\ua4ff\ua500-\ua63f\ua640-\ua69f\ua6a0-\ua6ff\uab70-\uabbf\ufb13-\ufb17\U00010400-\U0001044f\U000104b0-\U000104ff]'
$$;

-- O que há de errado num texto que uma pessoa manda, já na forma NFKC: null (nada),
-- texto_invalido (controle), caractere_invisivel ou caractere_parecido. A única régua: CHECK das
-- tabelas (texto_no_limite), RPCs (conferir_texto) e cadastro.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.problema_do_texto(t text) returns text
language sql immutable set search_path = '' as $$
  select case when t is null then null
              when privado.tem_controle(t) then 'texto_invalido'
              when privado.tem_invisivel(t) then 'caractere_invisivel'
              when privado.tem_sosia(normalize(t, nfkc)) then 'caractere_parecido'
         end
$$;

-- Na tabela: o texto já chega na forma NFKC (gatilho normalizar_textos) e sem problema.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.texto_no_limite(t text, maximo integer) returns boolean
language sql immutable set search_path = '' as $$
  select t is null or (char_length(t) <= maximo and privado.problema_do_texto(t) is null and t is nfkc normalized)
$$;

-- Antes de gravar: as colunas de texto nomeadas nos argumentos do gatilho vão para a forma
-- NFKC (largura total, sinal Kelvin, espaço sem quebra e acento combinante viram a forma
-- comum), para que o CHECK e a comparação de nomes vejam uma forma só.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.normalizar_textos() returns trigger
language plpgsql set search_path = '' as $$
declare
  coluna text;
  v text;
  mudou jsonb := '{}';
begin
  foreach coluna in array tg_argv loop
    v := to_jsonb(new) ->> coluna;
    if v is not null and v is not nfkc normalized then
      mudou := mudou || jsonb_build_object(coluna, normalize(v, nfkc));
    end if;
  end loop;
  if mudou <> '{}' then
    new := jsonb_populate_record(new, mudou);
  end if;
  return new;
end $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.reais(centavos integer) returns text
language sql immutable set search_path = '' as $$
  select 'R$ ' || translate(to_char(centavos / 100.0, 'FM999,999,990.00'), ',.', '.,')
$$;

-- Um e-mail no nome de uma pessoa ("ana@frila.dev") é engano de campo: o nome é o que os
-- outros leem. A mesma forma mínima de e-mail do cliente (FormularioDeCadastro.emailValido).
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.parece_email(t text) returns boolean
language sql immutable set search_path = '' as $$ select coalesce(t ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$', false) $$;

-- Recusa de texto: PT422 fora_do_limite (longo), texto_invalido (controle), caractere_invisivel ou
-- caractere_parecido (problema_do_texto); hint {"campo","maximo"}.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.conferir_texto(campo text, rotulo text, t text, maximo integer) returns void
language plpgsql set search_path = '' as $$
begin
  if t is null then return; end if;
  if char_length(t) > maximo then
    perform privado.recusar('PT422', 'fora_do_limite', format('%s pode ter no máximo %s caracteres.', rotulo, maximo),
      jsonb_build_object('campo', campo, 'maximo', maximo));
  end if;
  case privado.problema_do_texto(t)
    when 'texto_invalido' then
      perform privado.recusar('PT422', 'texto_invalido',
        format('%s não pode ter caracteres de controle (quebra de linha, tabulação, ESC).', rotulo),
        jsonb_build_object('campo', campo));
    when 'caractere_invisivel' then
      perform privado.recusar('PT422', 'caractere_invisivel',
        format('%s não pode ter caracteres invisíveis (largura zero, direção do texto, separador de linha).', rotulo),
        jsonb_build_object('campo', campo));
    when 'caractere_parecido' then
      perform privado.recusar('PT422', 'caractere_parecido',
        format('%s mistura letras latinas com letras de outro alfabeto que se parecem com elas.', rotulo),
        jsonb_build_object('campo', campo));
    else null;
  end case;
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

-- ---------- Identidade do estabelecimento: documento e forma de comparar nomes ----------

-- CPF (11 dígitos) ou CNPJ (14) com os dois dígitos verificadores; todos iguais não vale.
-- Regras: identidade do estabelecimento.
create or replace function privado.documento_valido(doc text) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  n integer;
  s integer;
  dv integer;
begin
  if doc is null or doc !~ '^([0-9]{11}|[0-9]{14})$' or doc ~ '^(.)\1*$' then
    return false;
  end if;
  n := length(doc);
  for k in 1..2 loop
    s := 0;
    if n = 11 then
      for i in 1..(8 + k) loop
        s := s + substr(doc, i, 1)::integer * (10 + k - i);
      end loop;
      dv := (s * 10) % 11 % 10;
    else
      for i in 1..(11 + k) loop
        s := s + substr(doc, i, 1)::integer * (((13 + k - i) - 2) % 8 + 2);
      end loop;
      dv := case when s % 11 < 2 then 0 else 11 - s % 11 end;
    end if;
    if substr(doc, n - 2 + k, 1)::integer <> dv then
      return false;
    end if;
  end loop;
  return true;
end $$;

-- Só os dígitos: "12.345.678/0001-95" e "12345678000195" são o mesmo documento.
-- Regras: identidade do estabelecimento.
create or replace function privado.so_digitos(t text) returns text
language sql immutable set search_path = '' as $$ select regexp_replace(coalesce(t, ''), '[^0-9]', '', 'g') $$;

-- Forma de comparar nomes e endereços: NFKC, sem acento, sem caixa, só letras e dígitos
-- ("Bar do Cerrado", "BAR DO CERRADO!" e "Bár do  Cerrado" são a mesma chave).
-- Regras: identidade do estabelecimento.
create or replace function privado.chave_de_comparacao(t text) returns text
language sql immutable set search_path = '' as $$
  select regexp_replace(lower(translate(normalize(t, nfkc),
    'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ',
    'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy')), '[^a-z0-9]+', '', 'g')
$$;

-- Forma canônica de um endereço: a de chave_de_comparacao palavra a palavra (letras e
-- dígitos separados: "Lj12" = "Lj 12"), com as abreviações comuns por extenso ("Bl." = "Bloco",
-- "Lj" = "Loja", "Qd" = "Quadra") e sem a cidade ("Brasília", "DF"), que uns escrevem e outros não.
-- Regras: identidade do estabelecimento.
create or replace function privado.chave_de_endereco(t text) returns text
language sql immutable set search_path = '' as $$
  select coalesce(string_agg(case x.w
           when 'bl' then 'bloco' when 'blc' then 'bloco' when 'blco' then 'bloco'
           when 'lj' then 'loja' when 'qd' then 'quadra' when 'qda' then 'quadra'
           when 'cj' then 'conjunto' when 'conj' then 'conjunto' when 'cnj' then 'conjunto'
           when 'ed' then 'edificio' when 'edf' then 'edificio' when 'edif' then 'edificio'
           when 'sl' then 'sala' when 'av' then 'avenida' when 'r' then 'rua' when 'lt' then 'lote'
           when 'ap' then 'apartamento' when 'apt' then 'apartamento' when 'apto' then 'apartamento'
           when 'cs' then 'casa' when 'n' then '' when 'no' then '' when 'num' then '' when 'numero' then ''
           else x.w end, '' order by x.n), '')
    from regexp_split_to_table(
           regexp_replace(regexp_replace(regexp_replace(lower(translate(normalize(coalesce(t, ''), nfkc),
             'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿºª',
             'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyyoa')), '[^a-z0-9]+', ' ', 'g'),
             '([a-z])([0-9])', '\1 \2', 'g'), '([0-9])([a-z])', '\1 \2', 'g'),
           ' ') with ordinality as x(w, n)
   where x.w <> '' and x.w not in ('brasilia', 'df')
$$;

-- Dois nomes de estabelecimento parecidos: a mesma chave, ou um contém o outro ("Bar do
-- Cerrado" e "Bar do Cerrado 2"), com ao menos 4 letras para não casar qualquer coisa.
-- Regras: identidade do estabelecimento.
create or replace function privado.nomes_parecidos(a text, b text) returns boolean
language sql immutable set search_path = '' as $$
  select ka = kb or (least(length(ka), length(kb)) >= 4 and (strpos(ka, kb) > 0 or strpos(kb, ka) > 0))
    from (select privado.chave_de_comparacao(a) as ka, privado.chave_de_comparacao(b) as kb) x
$$;

-- Regras: nenhuma RN própria (apoio).
create or replace function privado.ponto(lat double precision, lng double precision)
returns extensions.geography
language sql immutable set search_path = '' as $$
  select extensions.st_setsrid(extensions.st_makepoint(lng, lat), 4326)::extensions.geography
$$;
