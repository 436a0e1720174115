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

-- WhatsApp: um telefone do Brasil com DDD, de 10 (fixo) ou 11 (celular, 9 na frente)
-- dígitos nacionais, com +55 opcional; só dígitos, espaço, traço, parênteses e o + do 55 (nada
-- de link, texto, letra sósia de dígito ou espaço exótico), depois da NFKC (dígito de largura
-- total é dígito). Devolve a forma única gravada,
-- "+55 61 91234-5678" (ou "+55 61 3123-4567"); nulo se não é um telefone. O mesmo que
-- Whatsapp.normalizado no domínio do cliente.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.whatsapp_normalizado(t text) returns text
language sql immutable set search_path = '' as $$
  select case when n ~ '^[1-9][1-9]9[0-9]{8}$' then format('+55 %s %s-%s', left(n, 2), substr(n, 3, 5), right(n, 4))
              when n ~ '^[1-9][1-9][2-8][0-9]{7}$' then format('+55 %s %s-%s', left(n, 2), substr(n, 3, 4), right(n, 4))
         end
    from (select case when d ~ '^\+55' then substr(regexp_replace(d, '[^0-9]', '', 'g'), 3)
                      when length(regexp_replace(d, '[^0-9]', '', 'g')) in (12, 13) and d ~ '^[( ]*55'
                        then substr(regexp_replace(d, '[^0-9]', '', 'g'), 3)
                      else regexp_replace(d, '[^0-9]', '', 'g') end as n
            from (select trim(normalize(t, nfkc)) as d) y
           where d ~ '^(\+ ?55)?[0-9 ()-]+$' and length(normalize(t, nfkc)) <= 40) x
$$;

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

-- O WhatsApp na forma gravada, ou a recusa com a frase de Textos (WhatsappInvalido): no cadastro
-- PT400 validation_failed (a recusa do GoTrue), nas RPCs PT422 whatsapp_invalido.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.whatsapp_conferido(t text, cadastro boolean default false) returns text
language plpgsql immutable set search_path = '' as $$
declare
  w text := privado.whatsapp_normalizado(t);
  frase constant text := 'O WhatsApp precisa ser um telefone do Brasil com DDD, como +55 61 91234-5678 ou (61) 3123-4567: '
                         || 'só dígitos, espaços, traços, parênteses e o +55.';
begin
  if w is null and cadastro then
    perform privado.recusar('PT400', 'validation_failed', frase);
  elsif w is null then
    perform privado.recusar('PT422', 'whatsapp_invalido', frase, '{"campo":"whatsapp"}');
  end if;
  return w;
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

-- O que não se vê mas muda o que se lê ("Trojan Source"), pela categoria geral do Unicode:
-- formatação (Cf: direção do texto, largura zero, U+0600, U+110BD...), uso privado (Co), não
-- atribuído (Cn), separadores de linha e parágrafo (Zl, Zp) e controle (Cc); e as letras e
-- marcas que se desenham vazias (preenchimentos Hangul, braille vazio, seletores de variação,
-- grafema-joiner, nota musical nula U+1D159, marcador de objeto U+FFFC). Mais de 2 marcas
-- combinantes (Mn, Mc, Me) seguidas também: empilhadas, escondem a letra de baixo. As faixas
-- saem do Unicode do Swift (RegraDoTexto.invisivel e .marca, no gateway); o teste
-- RegrasDoTextoIguaisAoBanco confere as duas ponto a ponto e imprime as faixas novas.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.tem_invisivel(t text) returns boolean
language sql immutable set search_path = '' as $$
  select t ~ '[\u0001-\u001f\u007f-\u009f\u00ad\u034f\u0378-\u0379\u0380-\u0383\u038b\u038d\u03a2\u0530\u0557-\u0558\u058b-\u058c\u0590\u05c8-\u05cf\u05eb-\u05ee\u05f5-\u0605\u061c\u06dd\u070e-\u070f\u074b-\u074c\u07b2-\u07bf\u07fb-\u07fc\u082e-\u082f\u083f\u085c-\u085d\u085f\u086b-\u086f\u0890-\u0896\u08e2\u0984\u098d-\u098e\u0991-\u0992\u09a9\u09b1\u09b3-\u09b5\u09ba-\u09bb\u09c5-\u09c6\u09c9-\u09ca\u09cf-\u09d6\u09d8-\u09db\u09de\u09e4-\u09e5\u09ff-\u0a00\u0a04\u0a0b-\u0a0e\u0a11-\u0a12\u0a29\u0a31\u0a34\u0a37\u0a3a-\u0a3b\u0a3d\u0a43-\u0a46\u0a49-\u0a4a\u0a4e-\u0a50\u0a52-\u0a58\u0a5d\u0a5f-\u0a65\u0a77-\u0a80\u0a84\u0a8e\u0a92\u0aa9\u0ab1\u0ab4\u0aba-\u0abb\u0ac6\u0aca\u0ace-\u0acf\u0ad1-\u0adf\u0ae4-\u0ae5\u0af2-\u0af8\u0b00\u0b04\u0b0d-\u0b0e\u0b11-\u0b12\u0b29\u0b31\u0b34\u0b3a-\u0b3b\u0b45-\u0b46\u0b49-\u0b4a\u0b4e-\u0b54\u0b58-\u0b5b\u0b5e\u0b64-\u0b65\u0b78-\u0b81\u0b84\u0b8b-\u0b8d\u0b91\u0b96-\u0b98\u0b9b\u0b9d\u0ba0-\u0ba2\u0ba5-\u0ba7\u0bab-\u0bad\u0bba-\u0bbd\u0bc3-\u0bc5\u0bc9\u0bce-\u0bcf\u0bd1-\u0bd6\u0bd8-\u0be5\u0bfb-\u0bff\u0c0d\u0c11\u0c29\u0c3a-\u0c3b\u0c45\u0c49\u0c4e-\u0c54\u0c57\u0c5b\u0c5e-\u0c5f\u0c64-\u0c65\u0c70-\u0c76\u0c8d\u0c91\u0ca9\u0cb4\u0cba-\u0cbb\u0cc5\u0cc9\u0cce-\u0cd4\u0cd7-\u0cdb\u0cdf\u0ce4-\u0ce5\u0cf0\u0cf4-\u0cff\u0d0d\u0d11\u0d45\u0d49\u0d50-\u0d53\u0d64-\u0d65\u0d80\u0d84\u0d97-\u0d99\u0db2\u0dbc\u0dbe-\u0dbf\u0dc7-\u0dc9\u0dcb-\u0dce\u0dd5\u0dd7\u0de0-\u0de5\u0df0-\u0df1\u0df5-\u0e00\u0e3b-\u0e3e\u0e5c-\u0e80\u0e83\u0e85\u0e8b\u0ea4\u0ea6\u0ebe-\u0ebf\u0ec5\u0ec7\u0ecf\u0eda-\u0edb\u0ee0-\u0eff\u0f48\u0f6d-\u0f70\u0f98\u0fbd\u0fcd\u0fdb-\u0fff\u10c6\u10c8-\u10cc\u10ce-\u10cf\u115f-\u1160\u1249\u124e-\u124f\u1257\u1259\u125e-\u125f\u1289\u128e-\u128f\u12b1\u12b6-\u12b7\u12bf\u12c1\u12c6-\u12c7\u12d7\u1311\u1316-\u1317\u135b-\u135c\u137d-\u137f\u139a-\u139f\u13f6-\u13f7\u13fe-\u13ff\u169d-\u169f\u16f9-\u16ff\u1716-\u171e\u1737-\u173f\u1754-\u175f\u176d\u1771\u1774-\u177f\u17b4-\u17b5\u17de-\u17df\u17ea-\u17ef\u17fa-\u17ff\u180b-\u180f\u181a-\u181f\u1879-\u187f\u18ab-\u18af\u18f6-\u18ff\u191f\u192c-\u192f\u193c-\u193f\u1941-\u1943\u196e-\u196f\u1975-\u197f\u19ac-\u19af\u19ca-\u19cf\u19db-\u19dd\u1a1c-\u1a1d\u1a5f\u1a7d-\u1a7e\u1a8a-\u1a8f\u1a9a-\u1a9f\u1aae-\u1aaf\u1ade-\u1adf\u1aec-\u1aff\u1b4d\u1bf4-\u1bfb\u1c38-\u1c3a\u1c4a-\u1c4c\u1c8b-\u1c8f\u1cbb-\u1cbc\u1cc8-\u1ccf\u1cfb-\u1cff\u1f16-\u1f17\u1f1e-\u1f1f\u1f46-\u1f47\u1f4e-\u1f4f\u1f58\u1f5a\u1f5c\u1f5e\u1f7e-\u1f7f\u1fb5\u1fc5\u1fd4-\u1fd5\u1fdc\u1ff0-\u1ff1\u1ff5\u1fff\u200b-\u200f\u2028-\u202e\u2060-\u206f\u2072-\u2073\u208f\u209d-\u209f\u20c2-\u20cf\u20f1-\u20ff\u218c-\u218f\u242a-\u243f\u244b-\u245f\u2800\u2b74-\u2b75\u2cf4-\u2cf8\u2d26\u2d28-\u2d2c\u2d2e-\u2d2f\u2d68-\u2d6e\u2d71-\u2d7e\u2d97-\u2d9f\u2da7\u2daf\u2db7\u2dbf\u2dc7\u2dcf\u2dd7\u2ddf\u2e5e-\u2e7f\u2e9a\u2ef4-\u2eff\u2fd6-\u2fef\u3040\u3097-\u3098\u3100-\u3104\u3130\u3164\u318f\u31e6-\u31ee\u321f\ua48d-\ua48f\ua4c7-\ua4cf\ua62c-\ua63f\ua6f8-\ua6ff\ua7dd-\ua7f0\ua82d-\ua82f\ua83a-\ua83f\ua878-\ua87f\ua8c6-\ua8cd\ua8da-\ua8df\ua954-\ua95e\ua97d-\ua97f\ua9ce\ua9da-\ua9dd\ua9ff\uaa37-\uaa3f\uaa4e-\uaa4f\uaa5a-\uaa5b\uaac3-\uaada\uaaf7-\uab00\uab07-\uab08\uab0f-\uab10\uab17-\uab1f\uab27\uab2f\uab6c-\uab6f\uabee-\uabef\uabfa-\uabff\ud7a4-\ud7af\ud7c7-\ud7ca\ud7fc-\uf8ff\ufa6e-\ufa6f\ufada-\ufaff\ufb07-\ufb12\ufb18-\ufb1c\ufb37\ufb3d\ufb3f\ufb42\ufb45\ufdd0-\ufdef\ufe00-\ufe0f\ufe1a-\ufe1f\ufe53\ufe67\ufe6c-\ufe6f\ufe75\ufefd-\uff00\uffa0\uffbf-\uffc1\uffc8-\uffc9\uffd0-\uffd1\uffd8-\uffd9\uffdd-\uffdf\uffe7\uffef-\ufffc\ufffe-\uffff\U0001000c\U00010027\U0001003b\U0001003e\U0001004e-\U0001004f\U0001005e-\U0001007f\U000100fb-\U000100ff\U00010103-\U00010106\U00010134-\U00010136\U0001018f\U0001019d-\U0001019f\U000101a1-\U000101cf\U000101fe-\U0001027f\U0001029d-\U0001029f\U000102d1-\U000102df\U000102fc-\U000102ff\U00010324-\U0001032c\U0001034b-\U0001034f\U0001037b-\U0001037f\U0001039e\U000103c4-\U000103c7\U000103d6-\U000103ff\U0001049e-\U0001049f\U000104aa-\U000104af\U000104d4-\U000104d7\U000104fc-\U000104ff\U00010528-\U0001052f\U00010564-\U0001056e\U0001057b\U0001058b\U00010593\U00010596\U000105a2\U000105b2\U000105ba\U000105bd-\U000105bf\U000105f4-\U000105ff\U00010737-\U0001073f\U00010756-\U0001075f\U00010768-\U0001077f\U00010786\U000107b1\U000107bb-\U000107ff\U00010806-\U00010807\U00010809\U00010836\U00010839-\U0001083b\U0001083d-\U0001083e\U00010856\U0001089f-\U000108a6\U000108b0-\U000108df\U000108f3\U000108f6-\U000108fa\U0001091c-\U0001091e\U0001093a-\U0001093e\U0001095a-\U0001097f\U000109b8-\U000109bb\U000109d0-\U000109d1\U00010a04\U00010a07-\U00010a0b\U00010a14\U00010a18\U00010a36-\U00010a37\U00010a3b-\U00010a3e\U00010a49-\U00010a4f\U00010a59-\U00010a5f\U00010aa0-\U00010abf\U00010ae7-\U00010aea\U00010af7-\U00010aff\U00010b36-\U00010b38\U00010b56-\U00010b57\U00010b73-\U00010b77\U00010b92-\U00010b98\U00010b9d-\U00010ba8\U00010bb0-\U00010bff\U00010c49-\U00010c7f\U00010cb3-\U00010cbf\U00010cf3-\U00010cf9\U00010d28-\U00010d2f\U00010d3a-\U00010d3f\U00010d66-\U00010d68\U00010d86-\U00010d8d\U00010d90-\U00010e5f\U00010e7f\U00010eaa\U00010eae-\U00010eaf\U00010eb2-\U00010ec1\U00010ec8-\U00010ecf\U00010ed9-\U00010ef9\U00010f28-\U00010f2f\U00010f5a-\U00010f6f\U00010f8a-\U00010faf\U00010fcc-\U00010fdf\U00010ff7-\U00010fff\U0001104e-\U00011051\U00011076-\U0001107e\U000110bd\U000110c3-\U000110cf\U000110e9-\U000110ef\U000110fa-\U000110ff\U00011135\U00011148-\U0001114f\U00011177-\U0001117f\U000111e0\U000111f5-\U000111ff\U00011212\U00011242-\U0001127f\U00011287\U00011289\U0001128e\U0001129e\U000112aa-\U000112af\U000112eb-\U000112ef\U000112fa-\U000112ff\U00011304\U0001130d-\U0001130e\U00011311-\U00011312\U00011329\U00011331\U00011334\U0001133a\U00011345-\U00011346\U00011349-\U0001134a\U0001134e-\U0001134f\U00011351-\U00011356\U00011358-\U0001135c\U00011364-\U00011365\U0001136d-\U0001136f\U00011375-\U0001137f\U0001138a\U0001138c-\U0001138d\U0001138f\U000113b6\U000113c1\U000113c3-\U000113c4\U000113c6\U000113cb\U000113d6\U000113d9-\U000113e0\U000113e3-\U000113ff\U0001145c\U00011462-\U0001147f\U000114c8-\U000114cf\U000114da-\U0001157f\U000115b6-\U000115b7\U000115de-\U000115ff\U00011645-\U0001164f\U0001165a-\U0001165f\U0001166d-\U0001167f\U000116ba-\U000116bf\U000116ca-\U000116cf\U000116e4-\U000116ff\U0001171b-\U0001171c\U0001172c-\U0001172f\U00011747-\U000117ff\U0001183c-\U0001189f\U000118f3-\U000118fe\U00011907-\U00011908\U0001190a-\U0001190b\U00011914\U00011917\U00011936\U00011939-\U0001193a\U00011947-\U0001194f\U0001195a-\U0001199f\U000119a8-\U000119a9\U000119d8-\U000119d9\U000119e5-\U000119ff\U00011a48-\U00011a4f\U00011aa3-\U00011aaf\U00011af9-\U00011aff\U00011b0a-\U00011b5f\U00011b68-\U00011bbf\U00011be2-\U00011bef\U00011bfa-\U00011bff\U00011c09\U00011c37\U00011c46-\U00011c4f\U00011c6d-\U00011c6f\U00011c90-\U00011c91\U00011ca8\U00011cb7-\U00011cff\U00011d07\U00011d0a\U00011d37-\U00011d39\U00011d3b\U00011d3e\U00011d48-\U00011d4f\U00011d5a-\U00011d5f\U00011d66\U00011d69\U00011d8f\U00011d92\U00011d99-\U00011d9f\U00011daa-\U00011daf\U00011ddc-\U00011ddf\U00011dea-\U00011edf\U00011ef9-\U00011eff\U00011f11\U00011f3b-\U00011f3d\U00011f5b-\U00011faf\U00011fb1-\U00011fbf\U00011ff2-\U00011ffe\U0001239a-\U000123ff\U0001246f\U00012475-\U0001247f\U00012544-\U00012f8f\U00012ff3-\U00012fff\U00013430-\U0001343f\U00013456-\U0001345f\U000143fb-\U000143ff\U00014647-\U000160ff\U0001613a-\U000167ff\U00016a39-\U00016a3f\U00016a5f\U00016a6a-\U00016a6d\U00016abf\U00016aca-\U00016acf\U00016aee-\U00016aef\U00016af6-\U00016aff\U00016b46-\U00016b4f\U00016b5a\U00016b62\U00016b78-\U00016b7c\U00016b90-\U00016d3f\U00016d7a-\U00016e3f\U00016e9b-\U00016e9f\U00016eb9-\U00016eba\U00016ed4-\U00016eff\U00016f4b-\U00016f4e\U00016f88-\U00016f8e\U00016fa0-\U00016fdf\U00016fe5-\U00016fef\U00016ff7-\U00016fff\U00018cd6-\U00018cfe\U00018d1f-\U00018d7f\U00018df3-\U0001afef\U0001aff4\U0001affc\U0001afff\U0001b123-\U0001b131\U0001b133-\U0001b14f\U0001b153-\U0001b154\U0001b156-\U0001b163\U0001b168-\U0001b16f\U0001b2fc-\U0001bbff\U0001bc6b-\U0001bc6f\U0001bc7d-\U0001bc7f\U0001bc89-\U0001bc8f\U0001bc9a-\U0001bc9b\U0001bca0-\U0001cbff\U0001ccfd-\U0001ccff\U0001ceb4-\U0001ceb9\U0001ced1-\U0001cedf\U0001cef1-\U0001ceff\U0001cf2e-\U0001cf2f\U0001cf47-\U0001cf4f\U0001cfc4-\U0001cfff\U0001d0f6-\U0001d0ff\U0001d127-\U0001d128\U0001d159\U0001d173-\U0001d17a\U0001d1eb-\U0001d1ff\U0001d246-\U0001d2bf\U0001d2d4-\U0001d2df\U0001d2f4-\U0001d2ff\U0001d357-\U0001d35f\U0001d379-\U0001d3ff\U0001d455\U0001d49d\U0001d4a0-\U0001d4a1\U0001d4a3-\U0001d4a4\U0001d4a7-\U0001d4a8\U0001d4ad\U0001d4ba\U0001d4bc\U0001d4c4\U0001d506\U0001d50b-\U0001d50c\U0001d515\U0001d51d\U0001d53a\U0001d53f\U0001d545\U0001d547-\U0001d549\U0001d551\U0001d6a6-\U0001d6a7\U0001d7cc-\U0001d7cd\U0001da8c-\U0001da9a\U0001daa0\U0001dab0-\U0001deff\U0001df1f-\U0001df24\U0001df2b-\U0001dfff\U0001e007\U0001e019-\U0001e01a\U0001e022\U0001e025\U0001e02b-\U0001e02f\U0001e06e-\U0001e08e\U0001e090-\U0001e0ff\U0001e12d-\U0001e12f\U0001e13e-\U0001e13f\U0001e14a-\U0001e14d\U0001e150-\U0001e28f\U0001e2af-\U0001e2bf\U0001e2fa-\U0001e2fe\U0001e300-\U0001e4cf\U0001e4fa-\U0001e5cf\U0001e5fb-\U0001e5fe\U0001e600-\U0001e6bf\U0001e6df\U0001e6f6-\U0001e6fd\U0001e700-\U0001e7df\U0001e7e7\U0001e7ec\U0001e7ef\U0001e7ff\U0001e8c5-\U0001e8c6\U0001e8d7-\U0001e8ff\U0001e94c-\U0001e94f\U0001e95a-\U0001e95d\U0001e960-\U0001ec70\U0001ecb5-\U0001ed00\U0001ed3e-\U0001edff\U0001ee04\U0001ee20\U0001ee23\U0001ee25-\U0001ee26\U0001ee28\U0001ee33\U0001ee38\U0001ee3a\U0001ee3c-\U0001ee41\U0001ee43-\U0001ee46\U0001ee48\U0001ee4a\U0001ee4c\U0001ee50\U0001ee53\U0001ee55-\U0001ee56\U0001ee58\U0001ee5a\U0001ee5c\U0001ee5e\U0001ee60\U0001ee63\U0001ee65-\U0001ee66\U0001ee6b\U0001ee73\U0001ee78\U0001ee7d\U0001ee7f\U0001ee8a\U0001ee9c-\U0001eea0\U0001eea4\U0001eeaa\U0001eebc-\U0001eeef\U0001eef2-\U0001efff\U0001f02c-\U0001f02f\U0001f094-\U0001f09f\U0001f0af-\U0001f0b0\U0001f0c0\U0001f0d0\U0001f0f6-\U0001f0ff\U0001f1ae-\U0001f1e5\U0001f203-\U0001f20f\U0001f23c-\U0001f23f\U0001f249-\U0001f24f\U0001f252-\U0001f25f\U0001f266-\U0001f2ff\U0001f6d9-\U0001f6db\U0001f6ed-\U0001f6ef\U0001f6fd-\U0001f6ff\U0001f7da-\U0001f7df\U0001f7ec-\U0001f7ef\U0001f7f1-\U0001f7ff\U0001f80c-\U0001f80f\U0001f848-\U0001f84f\U0001f85a-\U0001f85f\U0001f888-\U0001f88f\U0001f8ae-\U0001f8af\U0001f8bc-\U0001f8bf\U0001f8c2-\U0001f8cf\U0001f8d9-\U0001f8ff\U0001fa58-\U0001fa5f\U0001fa6e-\U0001fa6f\U0001fa7d-\U0001fa7f\U0001fa8b-\U0001fa8d\U0001fac7\U0001fac9-\U0001facc\U0001fadd-\U0001fade\U0001faeb-\U0001faee\U0001faf9-\U0001faff\U0001fb93\U0001fbfb-\U0001ffff\U0002a6e0-\U0002a6ff\U0002b81e-\U0002b81f\U0002ceae-\U0002ceaf\U0002ebe1-\U0002ebef\U0002ee5e-\U0002f7ff\U0002fa1e-\U0002ffff\U0003134b-\U0003134f\U0003347a-\U0010ffff]'
      or t ~ '[\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u05bf\u05c1-\u05c2\u05c4-\u05c5\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7-\u06e8\u06ea-\u06ed\u0711\u0730-\u074a\u07a6-\u07b0\u07eb-\u07f3\u07fd\u0816-\u0819\u081b-\u0823\u0825-\u0827\u0829-\u082d\u0859-\u085b\u0897-\u089f\u08ca-\u08e1\u08e3-\u0903\u093a-\u093c\u093e-\u094f\u0951-\u0957\u0962-\u0963\u0981-\u0983\u09bc\u09be-\u09c4\u09c7-\u09c8\u09cb-\u09cd\u09d7\u09e2-\u09e3\u09fe\u0a01-\u0a03\u0a3c\u0a3e-\u0a42\u0a47-\u0a48\u0a4b-\u0a4d\u0a51\u0a70-\u0a71\u0a75\u0a81-\u0a83\u0abc\u0abe-\u0ac5\u0ac7-\u0ac9\u0acb-\u0acd\u0ae2-\u0ae3\u0afa-\u0aff\u0b01-\u0b03\u0b3c\u0b3e-\u0b44\u0b47-\u0b48\u0b4b-\u0b4d\u0b55-\u0b57\u0b62-\u0b63\u0b82\u0bbe-\u0bc2\u0bc6-\u0bc8\u0bca-\u0bcd\u0bd7\u0c00-\u0c04\u0c3c\u0c3e-\u0c44\u0c46-\u0c48\u0c4a-\u0c4d\u0c55-\u0c56\u0c62-\u0c63\u0c81-\u0c83\u0cbc\u0cbe-\u0cc4\u0cc6-\u0cc8\u0cca-\u0ccd\u0cd5-\u0cd6\u0ce2-\u0ce3\u0cf3\u0d00-\u0d03\u0d3b-\u0d3c\u0d3e-\u0d44\u0d46-\u0d48\u0d4a-\u0d4d\u0d57\u0d62-\u0d63\u0d81-\u0d83\u0dca\u0dcf-\u0dd4\u0dd6\u0dd8-\u0ddf\u0df2-\u0df3\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u0eb1\u0eb4-\u0ebc\u0ec8-\u0ece\u0f18-\u0f19\u0f35\u0f37\u0f39\u0f3e-\u0f3f\u0f71-\u0f84\u0f86-\u0f87\u0f8d-\u0f97\u0f99-\u0fbc\u0fc6\u102b-\u103e\u1056-\u1059\u105e-\u1060\u1062-\u1064\u1067-\u106d\u1071-\u1074\u1082-\u108d\u108f\u109a-\u109d\u135d-\u135f\u1712-\u1715\u1732-\u1734\u1752-\u1753\u1772-\u1773\u17b4-\u17d3\u17dd\u180b-\u180d\u180f\u1885-\u1886\u18a9\u1920-\u192b\u1930-\u193b\u1a17-\u1a1b\u1a55-\u1a5e\u1a60-\u1a7c\u1a7f\u1ab0-\u1add\u1ae0-\u1aeb\u1b00-\u1b04\u1b34-\u1b44\u1b6b-\u1b73\u1b80-\u1b82\u1ba1-\u1bad\u1be6-\u1bf3\u1c24-\u1c37\u1cd0-\u1cd2\u1cd4-\u1ce8\u1ced\u1cf4\u1cf7-\u1cf9\u1dc0-\u1dff\u20d0-\u20f0\u2cef-\u2cf1\u2d7f\u2de0-\u2dff\u302a-\u302f\u3099-\u309a\ua66f-\ua672\ua674-\ua67d\ua69e-\ua69f\ua6f0-\ua6f1\ua802\ua806\ua80b\ua823-\ua827\ua82c\ua880-\ua881\ua8b4-\ua8c5\ua8e0-\ua8f1\ua8ff\ua926-\ua92d\ua947-\ua953\ua980-\ua983\ua9b3-\ua9c0\ua9e5\uaa29-\uaa36\uaa43\uaa4c-\uaa4d\uaa7b-\uaa7d\uaab0\uaab2-\uaab4\uaab7-\uaab8\uaabe-\uaabf\uaac1\uaaeb-\uaaef\uaaf5-\uaaf6\uabe3-\uabea\uabec-\uabed\ufb1e\ufe00-\ufe0f\ufe20-\ufe2f\U000101fd\U000102e0\U00010376-\U0001037a\U00010a01-\U00010a03\U00010a05-\U00010a06\U00010a0c-\U00010a0f\U00010a38-\U00010a3a\U00010a3f\U00010ae5-\U00010ae6\U00010d24-\U00010d27\U00010d69-\U00010d6d\U00010eab-\U00010eac\U00010efa-\U00010eff\U00010f46-\U00010f50\U00010f82-\U00010f85\U00011000-\U00011002\U00011038-\U00011046\U00011070\U00011073-\U00011074\U0001107f-\U00011082\U000110b0-\U000110ba\U000110c2\U00011100-\U00011102\U00011127-\U00011134\U00011145-\U00011146\U00011173\U00011180-\U00011182\U000111b3-\U000111c0\U000111c9-\U000111cc\U000111ce-\U000111cf\U0001122c-\U00011237\U0001123e\U00011241\U000112df-\U000112ea\U00011300-\U00011303\U0001133b-\U0001133c\U0001133e-\U00011344\U00011347-\U00011348\U0001134b-\U0001134d\U00011357\U00011362-\U00011363\U00011366-\U0001136c\U00011370-\U00011374\U000113b8-\U000113c0\U000113c2\U000113c5\U000113c7-\U000113ca\U000113cc-\U000113d0\U000113d2\U000113e1-\U000113e2\U00011435-\U00011446\U0001145e\U000114b0-\U000114c3\U000115af-\U000115b5\U000115b8-\U000115c0\U000115dc-\U000115dd\U00011630-\U00011640\U000116ab-\U000116b7\U0001171d-\U0001172b\U0001182c-\U0001183a\U00011930-\U00011935\U00011937-\U00011938\U0001193b-\U0001193e\U00011940\U00011942-\U00011943\U000119d1-\U000119d7\U000119da-\U000119e0\U000119e4\U00011a01-\U00011a0a\U00011a33-\U00011a39\U00011a3b-\U00011a3e\U00011a47\U00011a51-\U00011a5b\U00011a8a-\U00011a99\U00011b60-\U00011b67\U00011c2f-\U00011c36\U00011c38-\U00011c3f\U00011c92-\U00011ca7\U00011ca9-\U00011cb6\U00011d31-\U00011d36\U00011d3a\U00011d3c-\U00011d3d\U00011d3f-\U00011d45\U00011d47\U00011d8a-\U00011d8e\U00011d90-\U00011d91\U00011d93-\U00011d97\U00011ef3-\U00011ef6\U00011f00-\U00011f01\U00011f03\U00011f34-\U00011f3a\U00011f3e-\U00011f42\U00011f5a\U00013440\U00013447-\U00013455\U0001611e-\U0001612f\U00016af0-\U00016af4\U00016b30-\U00016b36\U00016f4f\U00016f51-\U00016f87\U00016f8f-\U00016f92\U00016fe4\U00016ff0-\U00016ff1\U0001bc9d-\U0001bc9e\U0001cf00-\U0001cf2d\U0001cf30-\U0001cf46\U0001d165-\U0001d169\U0001d16d-\U0001d172\U0001d17b-\U0001d182\U0001d185-\U0001d18b\U0001d1aa-\U0001d1ad\U0001d242-\U0001d244\U0001da00-\U0001da36\U0001da3b-\U0001da6c\U0001da75\U0001da84\U0001da9b-\U0001da9f\U0001daa1-\U0001daaf\U0001e000-\U0001e006\U0001e008-\U0001e018\U0001e01b-\U0001e021\U0001e023-\U0001e024\U0001e026-\U0001e02a\U0001e08f\U0001e130-\U0001e136\U0001e2ae\U0001e2ec-\U0001e2ef\U0001e4ec-\U0001e4ef\U0001e5ee-\U0001e5ef\U0001e6e3\U0001e6e6\U0001e6ee-\U0001e6ef\U0001e6f5\U0001e8d0-\U0001e8d6\U0001e944-\U0001e94a\U000e0100-\U000e01ef]{3,}'
$$;

-- Letras latinas misturadas com as de alfabetos que as imitam ("Bar do Cerrаdo" com "а"
-- cirílico): grego, cirílico, armênio, n'ko, georgiano, cherokee, silabário canadense, ogham,
-- rúnico, grego e cirílico das extensões fonéticas (não os versaletes latinos), grego estendido, glagolítico, copta, tifinagh, lisu, vai, bamum, lício,
-- cário, itálico antigo, gótico, pérmico antigo, deseret, osage, lídio. Depois da NFKC, que já
-- leva largura total, sinal Kelvin, letras matemáticas e acento combinante à forma comum. As
-- mesmas faixas de RegraDoTexto.alfabetosSosias.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.tem_sosia(t text) returns boolean
language sql immutable set search_path = '' as $$
  select t ~ '[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]'
     and t ~ '[\u0370-\u03ff\u0400-\u052f\u0530-\u058f\u07c0-\u07ff\u10a0-\u10ff\u13a0-\u13ff\u1400-\u167f\u1680-\u169f\u16a0-\u16ff\u1c80-\u1c8f\u1d26-\u1d2b\u1d5d-\u1d61\u1d66-\u1d6a\u1d78\u1f00-\u1fff\u2c00-\u2c5f\u2c80-\u2cff\u2d30-\u2d7f\ua4d0-\ua4ff\ua500-\ua63f\ua640-\ua69f\ua6a0-\ua6ff\uab70-\uabbf\ufb13-\ufb17\U00010280-\U0001029f\U000102a0-\U000102df\U00010300-\U0001032f\U00010330-\U0001034f\U00010350-\U0001037f\U00010400-\U0001044f\U000104b0-\U000104ff\U00010920-\U0001093f]'
$$;

-- Nome de pessoa ou de estabelecimento, à moda "moderadamente restritiva" do TR39: o latino não
-- se mistura com um alfabeto que o imita (cirílico, grego, armênio, cherokee, lisu, itálico
-- antigo, gótico...); com os que não imitam letra latina (han, kana, hangul, árabe, hebraico,
-- devanágari, tailandês...) vale: "Sushi 寿司", "Muhammad الصالح". Os versaletes latinos (ᴀ ᴅ)
-- são latinos: o esqueleto os dobra.
-- Regras: identidade do estabelecimento; limites do que uma pessoa manda.
create or replace function privado.escrita_misturada(t text) returns boolean
language sql immutable set search_path = '' as $$
  select privado.tem_sosia(normalize(t, nfkc))
$$;

-- O que há de errado num texto que uma pessoa manda, já na forma NFKC: null (nada),
-- texto_invalido (controle), caractere_invisivel ou caractere_parecido. A única régua: CHECK das
-- tabelas (texto_no_limite), RPCs (conferir_texto) e cadastro.
-- Marcas contadas decompostas (NFD), porque "ệ" já traz duas e mais duas empilham quatro: até 2
-- por letra, ou as que um só caractere traz (ᾂ, o ೋ do canarês trazem 3); e marca sem letra
-- embaixo (no começo, sobre dígito, espaço, pontuação ou símbolo: "Ana 1\u0301\u0302"). O mesmo
-- que RegraDoTexto.marcasForaDoLugar.
-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.marca_fora_do_lugar(t text) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  c text;
  d text;
  m integer;
  base text;
  total integer := 0;
  teto integer := 2;
begin
  if t is null or normalize(t, nfd) !~ '[\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u05bf\u05c1-\u05c2\u05c4-\u05c5\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7-\u06e8\u06ea-\u06ed\u0711\u0730-\u074a\u07a6-\u07b0\u07eb-\u07f3\u07fd\u0816-\u0819\u081b-\u0823\u0825-\u0827\u0829-\u082d\u0859-\u085b\u0897-\u089f\u08ca-\u08e1\u08e3-\u0903\u093a-\u093c\u093e-\u094f\u0951-\u0957\u0962-\u0963\u0981-\u0983\u09bc\u09be-\u09c4\u09c7-\u09c8\u09cb-\u09cd\u09d7\u09e2-\u09e3\u09fe\u0a01-\u0a03\u0a3c\u0a3e-\u0a42\u0a47-\u0a48\u0a4b-\u0a4d\u0a51\u0a70-\u0a71\u0a75\u0a81-\u0a83\u0abc\u0abe-\u0ac5\u0ac7-\u0ac9\u0acb-\u0acd\u0ae2-\u0ae3\u0afa-\u0aff\u0b01-\u0b03\u0b3c\u0b3e-\u0b44\u0b47-\u0b48\u0b4b-\u0b4d\u0b55-\u0b57\u0b62-\u0b63\u0b82\u0bbe-\u0bc2\u0bc6-\u0bc8\u0bca-\u0bcd\u0bd7\u0c00-\u0c04\u0c3c\u0c3e-\u0c44\u0c46-\u0c48\u0c4a-\u0c4d\u0c55-\u0c56\u0c62-\u0c63\u0c81-\u0c83\u0cbc\u0cbe-\u0cc4\u0cc6-\u0cc8\u0cca-\u0ccd\u0cd5-\u0cd6\u0ce2-\u0ce3\u0cf3\u0d00-\u0d03\u0d3b-\u0d3c\u0d3e-\u0d44\u0d46-\u0d48\u0d4a-\u0d4d\u0d57\u0d62-\u0d63\u0d81-\u0d83\u0dca\u0dcf-\u0dd4\u0dd6\u0dd8-\u0ddf\u0df2-\u0df3\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u0eb1\u0eb4-\u0ebc\u0ec8-\u0ece\u0f18-\u0f19\u0f35\u0f37\u0f39\u0f3e-\u0f3f\u0f71-\u0f84\u0f86-\u0f87\u0f8d-\u0f97\u0f99-\u0fbc\u0fc6\u102b-\u103e\u1056-\u1059\u105e-\u1060\u1062-\u1064\u1067-\u106d\u1071-\u1074\u1082-\u108d\u108f\u109a-\u109d\u135d-\u135f\u1712-\u1715\u1732-\u1734\u1752-\u1753\u1772-\u1773\u17b4-\u17d3\u17dd\u180b-\u180d\u180f\u1885-\u1886\u18a9\u1920-\u192b\u1930-\u193b\u1a17-\u1a1b\u1a55-\u1a5e\u1a60-\u1a7c\u1a7f\u1ab0-\u1add\u1ae0-\u1aeb\u1b00-\u1b04\u1b34-\u1b44\u1b6b-\u1b73\u1b80-\u1b82\u1ba1-\u1bad\u1be6-\u1bf3\u1c24-\u1c37\u1cd0-\u1cd2\u1cd4-\u1ce8\u1ced\u1cf4\u1cf7-\u1cf9\u1dc0-\u1dff\u20d0-\u20f0\u2cef-\u2cf1\u2d7f\u2de0-\u2dff\u302a-\u302f\u3099-\u309a\ua66f-\ua672\ua674-\ua67d\ua69e-\ua69f\ua6f0-\ua6f1\ua802\ua806\ua80b\ua823-\ua827\ua82c\ua880-\ua881\ua8b4-\ua8c5\ua8e0-\ua8f1\ua8ff\ua926-\ua92d\ua947-\ua953\ua980-\ua983\ua9b3-\ua9c0\ua9e5\uaa29-\uaa36\uaa43\uaa4c-\uaa4d\uaa7b-\uaa7d\uaab0\uaab2-\uaab4\uaab7-\uaab8\uaabe-\uaabf\uaac1\uaaeb-\uaaef\uaaf5-\uaaf6\uabe3-\uabea\uabec-\uabed\ufb1e\ufe00-\ufe0f\ufe20-\ufe2f\U000101fd\U000102e0\U00010376-\U0001037a\U00010a01-\U00010a03\U00010a05-\U00010a06\U00010a0c-\U00010a0f\U00010a38-\U00010a3a\U00010a3f\U00010ae5-\U00010ae6\U00010d24-\U00010d27\U00010d69-\U00010d6d\U00010eab-\U00010eac\U00010efa-\U00010eff\U00010f46-\U00010f50\U00010f82-\U00010f85\U00011000-\U00011002\U00011038-\U00011046\U00011070\U00011073-\U00011074\U0001107f-\U00011082\U000110b0-\U000110ba\U000110c2\U00011100-\U00011102\U00011127-\U00011134\U00011145-\U00011146\U00011173\U00011180-\U00011182\U000111b3-\U000111c0\U000111c9-\U000111cc\U000111ce-\U000111cf\U0001122c-\U00011237\U0001123e\U00011241\U000112df-\U000112ea\U00011300-\U00011303\U0001133b-\U0001133c\U0001133e-\U00011344\U00011347-\U00011348\U0001134b-\U0001134d\U00011357\U00011362-\U00011363\U00011366-\U0001136c\U00011370-\U00011374\U000113b8-\U000113c0\U000113c2\U000113c5\U000113c7-\U000113ca\U000113cc-\U000113d0\U000113d2\U000113e1-\U000113e2\U00011435-\U00011446\U0001145e\U000114b0-\U000114c3\U000115af-\U000115b5\U000115b8-\U000115c0\U000115dc-\U000115dd\U00011630-\U00011640\U000116ab-\U000116b7\U0001171d-\U0001172b\U0001182c-\U0001183a\U00011930-\U00011935\U00011937-\U00011938\U0001193b-\U0001193e\U00011940\U00011942-\U00011943\U000119d1-\U000119d7\U000119da-\U000119e0\U000119e4\U00011a01-\U00011a0a\U00011a33-\U00011a39\U00011a3b-\U00011a3e\U00011a47\U00011a51-\U00011a5b\U00011a8a-\U00011a99\U00011b60-\U00011b67\U00011c2f-\U00011c36\U00011c38-\U00011c3f\U00011c92-\U00011ca7\U00011ca9-\U00011cb6\U00011d31-\U00011d36\U00011d3a\U00011d3c-\U00011d3d\U00011d3f-\U00011d45\U00011d47\U00011d8a-\U00011d8e\U00011d90-\U00011d91\U00011d93-\U00011d97\U00011ef3-\U00011ef6\U00011f00-\U00011f01\U00011f03\U00011f34-\U00011f3a\U00011f3e-\U00011f42\U00011f5a\U00013440\U00013447-\U00013455\U0001611e-\U0001612f\U00016af0-\U00016af4\U00016b30-\U00016b36\U00016f4f\U00016f51-\U00016f87\U00016f8f-\U00016f92\U00016fe4\U00016ff0-\U00016ff1\U0001bc9d-\U0001bc9e\U0001cf00-\U0001cf2d\U0001cf30-\U0001cf46\U0001d165-\U0001d169\U0001d16d-\U0001d172\U0001d17b-\U0001d182\U0001d185-\U0001d18b\U0001d1aa-\U0001d1ad\U0001d242-\U0001d244\U0001da00-\U0001da36\U0001da3b-\U0001da6c\U0001da75\U0001da84\U0001da9b-\U0001da9f\U0001daa1-\U0001daaf\U0001e000-\U0001e006\U0001e008-\U0001e018\U0001e01b-\U0001e021\U0001e023-\U0001e024\U0001e026-\U0001e02a\U0001e08f\U0001e130-\U0001e136\U0001e2ae\U0001e2ec-\U0001e2ef\U0001e4ec-\U0001e4ef\U0001e5ee-\U0001e5ef\U0001e6e3\U0001e6e6\U0001e6ee-\U0001e6ef\U0001e6f5\U0001e8d0-\U0001e8d6\U0001e944-\U0001e94a\U000e0100-\U000e01ef]' then
    return false;
  end if;
  foreach c in array regexp_split_to_array(t, '') loop
    d := normalize(c, nfd);
    m := length(d) - length(regexp_replace(d, '[\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u05bf\u05c1-\u05c2\u05c4-\u05c5\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7-\u06e8\u06ea-\u06ed\u0711\u0730-\u074a\u07a6-\u07b0\u07eb-\u07f3\u07fd\u0816-\u0819\u081b-\u0823\u0825-\u0827\u0829-\u082d\u0859-\u085b\u0897-\u089f\u08ca-\u08e1\u08e3-\u0903\u093a-\u093c\u093e-\u094f\u0951-\u0957\u0962-\u0963\u0981-\u0983\u09bc\u09be-\u09c4\u09c7-\u09c8\u09cb-\u09cd\u09d7\u09e2-\u09e3\u09fe\u0a01-\u0a03\u0a3c\u0a3e-\u0a42\u0a47-\u0a48\u0a4b-\u0a4d\u0a51\u0a70-\u0a71\u0a75\u0a81-\u0a83\u0abc\u0abe-\u0ac5\u0ac7-\u0ac9\u0acb-\u0acd\u0ae2-\u0ae3\u0afa-\u0aff\u0b01-\u0b03\u0b3c\u0b3e-\u0b44\u0b47-\u0b48\u0b4b-\u0b4d\u0b55-\u0b57\u0b62-\u0b63\u0b82\u0bbe-\u0bc2\u0bc6-\u0bc8\u0bca-\u0bcd\u0bd7\u0c00-\u0c04\u0c3c\u0c3e-\u0c44\u0c46-\u0c48\u0c4a-\u0c4d\u0c55-\u0c56\u0c62-\u0c63\u0c81-\u0c83\u0cbc\u0cbe-\u0cc4\u0cc6-\u0cc8\u0cca-\u0ccd\u0cd5-\u0cd6\u0ce2-\u0ce3\u0cf3\u0d00-\u0d03\u0d3b-\u0d3c\u0d3e-\u0d44\u0d46-\u0d48\u0d4a-\u0d4d\u0d57\u0d62-\u0d63\u0d81-\u0d83\u0dca\u0dcf-\u0dd4\u0dd6\u0dd8-\u0ddf\u0df2-\u0df3\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u0eb1\u0eb4-\u0ebc\u0ec8-\u0ece\u0f18-\u0f19\u0f35\u0f37\u0f39\u0f3e-\u0f3f\u0f71-\u0f84\u0f86-\u0f87\u0f8d-\u0f97\u0f99-\u0fbc\u0fc6\u102b-\u103e\u1056-\u1059\u105e-\u1060\u1062-\u1064\u1067-\u106d\u1071-\u1074\u1082-\u108d\u108f\u109a-\u109d\u135d-\u135f\u1712-\u1715\u1732-\u1734\u1752-\u1753\u1772-\u1773\u17b4-\u17d3\u17dd\u180b-\u180d\u180f\u1885-\u1886\u18a9\u1920-\u192b\u1930-\u193b\u1a17-\u1a1b\u1a55-\u1a5e\u1a60-\u1a7c\u1a7f\u1ab0-\u1add\u1ae0-\u1aeb\u1b00-\u1b04\u1b34-\u1b44\u1b6b-\u1b73\u1b80-\u1b82\u1ba1-\u1bad\u1be6-\u1bf3\u1c24-\u1c37\u1cd0-\u1cd2\u1cd4-\u1ce8\u1ced\u1cf4\u1cf7-\u1cf9\u1dc0-\u1dff\u20d0-\u20f0\u2cef-\u2cf1\u2d7f\u2de0-\u2dff\u302a-\u302f\u3099-\u309a\ua66f-\ua672\ua674-\ua67d\ua69e-\ua69f\ua6f0-\ua6f1\ua802\ua806\ua80b\ua823-\ua827\ua82c\ua880-\ua881\ua8b4-\ua8c5\ua8e0-\ua8f1\ua8ff\ua926-\ua92d\ua947-\ua953\ua980-\ua983\ua9b3-\ua9c0\ua9e5\uaa29-\uaa36\uaa43\uaa4c-\uaa4d\uaa7b-\uaa7d\uaab0\uaab2-\uaab4\uaab7-\uaab8\uaabe-\uaabf\uaac1\uaaeb-\uaaef\uaaf5-\uaaf6\uabe3-\uabea\uabec-\uabed\ufb1e\ufe00-\ufe0f\ufe20-\ufe2f\U000101fd\U000102e0\U00010376-\U0001037a\U00010a01-\U00010a03\U00010a05-\U00010a06\U00010a0c-\U00010a0f\U00010a38-\U00010a3a\U00010a3f\U00010ae5-\U00010ae6\U00010d24-\U00010d27\U00010d69-\U00010d6d\U00010eab-\U00010eac\U00010efa-\U00010eff\U00010f46-\U00010f50\U00010f82-\U00010f85\U00011000-\U00011002\U00011038-\U00011046\U00011070\U00011073-\U00011074\U0001107f-\U00011082\U000110b0-\U000110ba\U000110c2\U00011100-\U00011102\U00011127-\U00011134\U00011145-\U00011146\U00011173\U00011180-\U00011182\U000111b3-\U000111c0\U000111c9-\U000111cc\U000111ce-\U000111cf\U0001122c-\U00011237\U0001123e\U00011241\U000112df-\U000112ea\U00011300-\U00011303\U0001133b-\U0001133c\U0001133e-\U00011344\U00011347-\U00011348\U0001134b-\U0001134d\U00011357\U00011362-\U00011363\U00011366-\U0001136c\U00011370-\U00011374\U000113b8-\U000113c0\U000113c2\U000113c5\U000113c7-\U000113ca\U000113cc-\U000113d0\U000113d2\U000113e1-\U000113e2\U00011435-\U00011446\U0001145e\U000114b0-\U000114c3\U000115af-\U000115b5\U000115b8-\U000115c0\U000115dc-\U000115dd\U00011630-\U00011640\U000116ab-\U000116b7\U0001171d-\U0001172b\U0001182c-\U0001183a\U00011930-\U00011935\U00011937-\U00011938\U0001193b-\U0001193e\U00011940\U00011942-\U00011943\U000119d1-\U000119d7\U000119da-\U000119e0\U000119e4\U00011a01-\U00011a0a\U00011a33-\U00011a39\U00011a3b-\U00011a3e\U00011a47\U00011a51-\U00011a5b\U00011a8a-\U00011a99\U00011b60-\U00011b67\U00011c2f-\U00011c36\U00011c38-\U00011c3f\U00011c92-\U00011ca7\U00011ca9-\U00011cb6\U00011d31-\U00011d36\U00011d3a\U00011d3c-\U00011d3d\U00011d3f-\U00011d45\U00011d47\U00011d8a-\U00011d8e\U00011d90-\U00011d91\U00011d93-\U00011d97\U00011ef3-\U00011ef6\U00011f00-\U00011f01\U00011f03\U00011f34-\U00011f3a\U00011f3e-\U00011f42\U00011f5a\U00013440\U00013447-\U00013455\U0001611e-\U0001612f\U00016af0-\U00016af4\U00016b30-\U00016b36\U00016f4f\U00016f51-\U00016f87\U00016f8f-\U00016f92\U00016fe4\U00016ff0-\U00016ff1\U0001bc9d-\U0001bc9e\U0001cf00-\U0001cf2d\U0001cf30-\U0001cf46\U0001d165-\U0001d169\U0001d16d-\U0001d172\U0001d17b-\U0001d182\U0001d185-\U0001d18b\U0001d1aa-\U0001d1ad\U0001d242-\U0001d244\U0001da00-\U0001da36\U0001da3b-\U0001da6c\U0001da75\U0001da84\U0001da9b-\U0001da9f\U0001daa1-\U0001daaf\U0001e000-\U0001e006\U0001e008-\U0001e018\U0001e01b-\U0001e021\U0001e023-\U0001e024\U0001e026-\U0001e02a\U0001e08f\U0001e130-\U0001e136\U0001e2ae\U0001e2ec-\U0001e2ef\U0001e4ec-\U0001e4ef\U0001e5ee-\U0001e5ef\U0001e6e3\U0001e6e6\U0001e6ee-\U0001e6ef\U0001e6f5\U0001e8d0-\U0001e8d6\U0001e944-\U0001e94a\U000e0100-\U000e01ef]', '', 'g'));
    if m = length(d) then
      if base is null or base ~ '^[\u0001-\u0040\u005b-\u0060\u007b-\u00bf\u00d7\u00f7\u2000-\u2bff\u3000-\u303f]$' then
        return true;
      end if;
      total := total + m;
      teto := greatest(teto, m);
    else
      base := left(d, 1);
      total := m;
      teto := greatest(2, m);
    end if;
    if total > teto then
      return true;
    end if;
  end loop;
  return false;
end $$;

-- Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
create or replace function privado.problema_do_texto(t text) returns text
language sql immutable set search_path = '' as $$
  select case when t is null then null
              when privado.tem_controle(t) then 'texto_invalido'
              when privado.tem_invisivel(t) or privado.marca_fora_do_lugar(t) then 'caractere_invisivel'
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
  -- O nome de uma pessoa também não mistura o latino com outro alfabeto qualquer.
  case coalesce(privado.problema_do_texto(t),
                case when campo = 'nome' and privado.escrita_misturada(t) then 'caractere_parecido' end)
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

-- Forma canônica de um endereço de Brasília, palavra por palavra, para "CLS 405 B 12",
-- "SCLS 405 Bloco B Loja 12, Térreo, Asa Sul, CEP 70239-020", "C.L.S. 405 Bl. B Lj. 12",
-- "SCLS405 BlB Lj012", "SHCS CLS 405…", "Comércio Local Sul 405…" e "Quadra 405 Sul…" serem o
-- mesmo lugar: sem acento, caixa e pontuação; sem o CEP; sem o que vem depois do número
-- (trechos sem dígito depois de um trecho com dígito, fora "Bloco B" e afins: bairro, cidade,
-- UF); sem as palavras de complemento e de tipo (térreo, loja, sala, bloco, quadra, número...)
-- nem o bairro e a cidade; sem zeros à esquerda; letras e dígitos colados se separam ("Lj12",
-- "BlB"); o prefixo do setor (SHCS, SHCN) sai; e o setor da asa (CLS, CRS, SQS; CLN, CRN, SQN)
-- vira a asa depois do número da quadra ("405 sul b 12"), como se escreve "Quadra 405 Sul".
-- Regras: identidade do estabelecimento.
create or replace function privado.chave_de_endereco(t text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  x text := lower(translate(normalize(coalesce(t, ''), nfkc),
             'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿºª°',
             'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyyooo'));
  trecho text;
  achou_numero boolean := false;
  guardado text := '';
  w text;
  asa text;
  ultimo text := '';
  numeros integer := 0;
  chave text[] := '{}';
begin
  x := regexp_replace(x, 'cep[^0-9]*[0-9]{2}[. ]?[0-9]{3}[- .]?[0-9]{3}', ' ', 'g');
  x := regexp_replace(x, '(^|[^0-9])[0-9]{5}-[0-9]{3}([^0-9]|$)', '\1 \2', 'g');
  x := regexp_replace(x, '[.''`´]', '', 'g');
  x := regexp_replace(x, '\mcomercio\s+local\s+sul\M', 'cls', 'g');
  x := regexp_replace(x, '\mcomercio\s+local\s+norte\M', 'cln', 'g');
  x := regexp_replace(x, '\mcomercio\s+residencial\s+sul\M', 'crs', 'g');
  x := regexp_replace(x, '\mcomercio\s+residencial\s+norte\M', 'crn', 'g');
  x := regexp_replace(x, '\msuper\s*quadra\s+sul\M', 'sqs', 'g');
  x := regexp_replace(x, '\msuper\s*quadra\s+norte\M', 'sqn', 'g');
  x := regexp_replace(x, '[0-9]+ *o? *(andar|piso|pavimento)', ' ', 'g');
  foreach trecho in array regexp_split_to_array(x, '(,|;|\||/| - | – )') loop
    if trecho ~ '[0-9]' then
      achou_numero := true;
      guardado := guardado || ' ' || trecho;
    elsif not achou_numero
          or trim(trecho) ~ '^(bl|blc|blco|bloco|qd|qda|quadra|cj|conj|cnj|conjunto|cs|casa|lt|lote|lj|loja|sala|sl|ed|edf|edif|edificio|torre)([^a-z]|$)' then
      guardado := guardado || ' ' || trecho;
    end if;
  end loop;
  guardado := regexp_replace(regexp_replace(regexp_replace(guardado, '[^a-z0-9]+', ' ', 'g'),
                '([a-z])([0-9])', '\1 \2', 'g'), '([0-9])([a-z])', '\1 \2', 'g');
  foreach w in array regexp_split_to_array(trim(guardado), ' +') loop
    w := case w when 'scls' then 'cls' when 'scln' then 'cln' when 'scrs' then 'crs' when 'scrn' then 'crn'
                else w end;
    -- "BlB", "LjA": a palavra de tipo colada na letra.
    if w ~ '^(bl|lj|qd|cj)[a-z]$' and w not in ('blc', 'qda', 'lja') then
      w := right(w, 1);
    end if;
    if w ~ '^[0-9]+$' then
      w := coalesce(nullif(ltrim(w, '0'), ''), '0');
    end if;
    if w in ('cls', 'crs', 'sqs', 'cln', 'crn', 'sqn') then
      asa := case when right(w, 1) = 's' then 'sul' else 'norte' end;
      continue;
    end if;
    -- "Quadra 405 Sul": a asa logo depois do primeiro número fica; noutro lugar é o bairro e sai.
    if w in ('sul', 'norte') then
      if ultimo ~ '^[0-9]+$' and numeros = 1 then
        chave := chave || w;
        ultimo := w;
      end if;
      continue;
    end if;
    continue when w = '' or w in (
      'bloco', 'bl', 'blc', 'blco', 'loja', 'lojas', 'lj', 'lja', 'sala', 'salas', 'sl', 'terreo', 'subsolo', 'ss',
      'sobreloja', 'mezanino', 'andar', 'piso', 'pavimento', 'cobertura', 'box', 'quiosque', 'quadra', 'qd', 'qda',
      'conjunto', 'cj', 'conj', 'cnj', 'casa', 'cs', 'lote', 'lt', 'n', 'no', 'nr', 'num', 'numero', 'o',
      'edificio', 'ed', 'edf', 'edif', 'cep', 'asa', 'brasilia', 'df', 'distrito', 'federal',
      'shcs', 'shcn', 'shcgn', 'shcgs');
    chave := chave || w;
    ultimo := w;
    if w ~ '^[0-9]+$' then
      numeros := numeros + 1;
    end if;
    if asa is not null and w ~ '^[0-9]+$' then
      chave := chave || asa;
      ultimo := asa;
      asa := null;
    end if;
  end loop;
  return array_to_string(chave, ' ');
end $$;

-- Dois endereços do mesmo lugar: a mesma forma canônica, ou uma é o começo da outra ("CLS 405"
-- e "CLS 405 B 12"), com ao menos dois pedaços para não casar qualquer coisa.
-- Regras: identidade do estabelecimento.
create or replace function privado.enderecos_parecidos(a text, b text) returns boolean
language sql immutable set search_path = '' as $$
  select ka = kb or (least(cardinality(string_to_array(ka, ' ')), cardinality(string_to_array(kb, ' '))) >= 2
                     and (strpos(ka || ' ', kb || ' ') = 1 or strpos(kb || ' ', ka || ' ') = 1))
    from (select privado.chave_de_endereco(a) as ka, privado.chave_de_endereco(b) as kb) x
   where ka <> '' and kb <> ''
$$;

-- Os começos de um endereço canônico que o fazem parecido com outro (enderecos_parecidos): a
-- chave inteira e cada começo de 2 pedaços ou mais ("cls 405", "cls 405 b", "cls 405 b 12"),
-- para o cadastro achar pelo índice quem tem um deles como chave.
-- Regras: identidade do estabelecimento.
create or replace function privado.comecos_do_endereco(t text) returns text[]
language sql immutable set search_path = '' as $$
  select array(select array_to_string(x.p[1:n], ' ')
                 from (select string_to_array(privado.chave_de_endereco(t), ' ') as p) x,
                      generate_series(least(2, cardinality(x.p)), cardinality(x.p)) n
                where cardinality(x.p) > 0 order by n)
$$;

-- Esqueleto de um nome, à moda do Unicode TR39: NFKC, cada letra que imita uma
-- latina na latina que ela imita (cirílico, grego, armênio, itálico antigo, gótico, letras com
-- traço ou barra: đ ł ø ħ, versaletes), sem acento (ȧ ŕ), dígitos e sinais no lugar de letras
-- (0 1 3 4 5 7 @ $ |), minúsculas, c antes de e/i e ç como s, letra dobrada como uma ("C3rrad0", "Serrado" e
-- "Бар до Церрадо" dão o esqueleto de "Bar do Cerrado"). Pelo som e pelas palavras: k e q como c,
-- u no fim da palavra como o, h mudo (fora de ch, nh, lh, sh) sai, e os conectivos (de, da, do,
-- das, dos, d, e) saem ("Bar Kerrahdu" e "Bar de Cerrado" são "Bar do Cerrado"); letras do IPA
-- e do latino estendido que imitam outras (ɖ ɔ Ɔ ꝛ ə ɛ ᴀ) também se dobram. `fonetico`: cirílico e grego pela
-- transliteração (р = r), não pela forma (р = p). Letra que a tabela não conhece fica como está,
-- nunca some; só saem espaço, pontuação e símbolos.
-- Regras: identidade do estabelecimento.
create or replace function privado.esqueleto(t text, fonetico boolean default false) returns text
language sql immutable set search_path = '' as $$
  select regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
         translate(regexp_replace(regexp_replace(lower(regexp_replace(
           normalize(translate(translate(normalize(coalesce(t, ''), nfkc), 'ɖƉɗƊɔƆꝛꝚəƏǝƎɛƐᴀꞯ', 'ddddocrreeeeeeaq'),
             case when fonetico then 'абвгдеёжзийклмнопрстуфхцчшщыэюяѕіїјԁԛԝӏһүѵєґɡαβγδεζηθικλμνξοπρσςτυφχψωϲϳօսցհոազլյքđðłøħŧƀɨƚɇȼɍɏƶǥßæœıȷɑŀʀɴʏʙᴄᴅᴇɪᴊᴋʟᴍᴏᴘꜱᴛᴜᴠᴡᴢɢʜç013457@$|𐌀𐌁𐌂𐌃𐌄𐌅𐌆𐌇𐌈𐌉𐌊𐌋𐌌𐌍𐌎𐌏𐌐𐌑𐌒𐌓𐌔𐌕𐌖𐌗𐌘𐌙𐌚𐌛𐌜𐌝𐌞𐌟𐌰𐌱𐌲𐌳𐌴𐌵𐌶𐌷𐌸𐌹𐌺𐌻𐌼𐌽𐌾𐌿𐍀𐍂𐍃𐍄𐍅𐍆𐍇𐍈𐍉АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЫЭЮЯЅІЇЈԀԚԜӀҺҮѴЄҐꞬΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩϹͿՕՍՑՀՈԱԶԼՅՔĐÐŁØĦŦɃƗȽɆȻɌɎƵǤÆŒⱭĿƦꞮÇъьЪЬ' else 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяѕіїјԁԛԝӏһүѵєґɡαβγδεζηθικλμνξοπρσςτυφχψωϲϳօսցհոազլյքđðłøħŧƀɨƚɇȼɍɏƶǥßæœıȷɑŀʀɴʏʙᴄᴅᴇɪᴊᴋʟᴍᴏᴘꜱᴛᴜᴠᴡᴢɢʜç013457@$|𐌀𐌁𐌂𐌃𐌄𐌅𐌆𐌇𐌈𐌉𐌊𐌋𐌌𐌍𐌎𐌏𐌐𐌑𐌒𐌓𐌔𐌕𐌖𐌗𐌘𐌙𐌚𐌛𐌜𐌝𐌞𐌟𐌰𐌱𐌲𐌳𐌴𐌵𐌶𐌷𐌸𐌹𐌺𐌻𐌼𐌽𐌾𐌿𐍀𐍂𐍃𐍄𐍅𐍆𐍇𐍈𐍉АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЅІЇЈԀԚԜӀҺҮѴЄҐꞬΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩϹͿՕՍՑՀՈԱԶԼՅՔĐÐŁØĦŦɃƗȽɆȻɌɎƵǤÆŒⱭĿƦꞮÇ' end,
             case when fonetico then 'abvgdeejziiklmnoprstufhccssieuasiijdqwlhyveggabgdezitiklmnxoprsstifcpocjoughnwqljfddlohtbilecryzgsaoijalrnybcdeijklmopstuvwzghsoleastaslabcdevzhtiklmnsopsqrstuxfxfrciusabgdeqzhtiklmnjuprstwfxhoabvgdeejziiklmnoprstufhccssieuasiijdqwlhyveggabgdezitiklmnxoprstifcpocjoughnwqljfddlohtbilecryzgaoalris' else 'abbrdeexeuuknmhonpctyfxuywwbbbeorsiijdqwlhyvergabydeznoikluveonpoctufxwwcjoughnwqljfddlohtbilecryzgsaoijalrnybcdeijklmopstuvwzghsoleastaslabcdevzhtiklmnsopsqrstuxfxfrciusabgdeqzhtiklmnjuprstwfxhoabbrdeexeuuknmhonpctyfxuywwbbbeorsiijdqwlhyvergabydeznoikluveonpotufxwwcjoughnwqljfddlohtbilecryzgaoalris' end), nfd),
           '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')),
           'u(?=[^[:alnum:]]|$)', 'o', 'g'),
           '(^|[^[:alnum:]])(de|da|do|das|dos|d|e)(?=[^[:alnum:]]|$)', '\1', 'g'),
           'kq', 'cc'),
           '(^|[^cnls])h', '\1', 'g'),
           '[\u0001-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u00bf\u00d7\u00f7\u2000-\u2bff\u2e00-\u2e7f\u3000-\u303f\U0001f000-\U0001faff]', '', 'g'),
           'c([eiy])', 's\1', 'g'), '([a-z])\1+', '\1', 'g'), 'y', 'i', 'g')
$$;

-- Um nome de estabelecimento que não se lê em letras latinas: esqueleto vazio ou com menos da
-- metade de letras latinas (todo em itálico antigo, lisu, cherokee...). Não se compara com os
-- outros, então não entra.
-- Regras: identidade do estabelecimento.
create or replace function privado.nome_ilegivel(t text) returns boolean
language sql immutable set search_path = '' as $$
  select length(e) = 0 or length(regexp_replace(e, '[^a-z0-9]', '', 'g')) * 2 < length(e)
    from (select privado.esqueleto(t) as e) x
$$;

-- Nome ou endereço de estabelecimento com letra que imita o latino sem ser a–z: depois da
-- NFKC e da NFD, sem os acentos combinantes (U+0300–U+036F; ç, á, õ viram c, a, o), nenhuma
-- letra dos blocos latinos além de a–z (Latin-1 e estendidos A–G, IPA, letras modificadoras,
-- extensões fonéticas: ɾ ɐ ɘ ɵ ᶑ ł ø ə ɛ ⱥ ꝛ) nem de um alfabeto que imita o latino (os de
-- tem_sosia: cirílico, grego, armênio...). Por bloco, não por letra: uma tabela de sósias
-- nunca termina. As escritas que não imitam o latino (han, árabe, devanágari...) seguem
-- valendo, como no nome de pessoa ("Sushi 寿司"); o que passa (ȯ, ȓ: o e r com acento) o
-- esqueleto lê como a letra de baixo.
-- Regras: identidade do estabelecimento.
create or replace function privado.fora_do_latim(t text) returns boolean
language sql immutable set search_path = '' as $$
  select x ~ '[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02ff\u1d00-\u1dbf\u1e00-\u1eff\u2c60-\u2c7f\ua720-\ua7ff\uab30-\uab6f\U00010780-\U000107bf\U0001df00-\U0001dfff]'
      -- "a" na frente: tem_sosia pede latino E sósia; aqui basta o sósia.
      or privado.tem_sosia('a' || x)
    from (select regexp_replace(normalize(normalize(coalesce(t, ''), nfkc), nfd), '[\u0300-\u036f]', '', 'g') as x) y
$$;


-- Dois nomes de estabelecimento parecidos: o mesmo esqueleto (pela forma ou pela
-- transliteração), ou um contém o outro ("Bar do Cerrado" e "Bar do Cerrado 2"), com ao menos
-- 4 letras para não casar qualquer coisa; ou uma letra só de diferença, quando um deles tem letra
-- fora do Latin-1.
-- Regras: identidade do estabelecimento.
create or replace function privado.nomes_parecidos(a text, b text) returns boolean
language sql immutable set search_path = '' as $$
  select exists (
    select 1 from (values (privado.esqueleto(a), privado.esqueleto(b)),
                          (privado.esqueleto(a, true), privado.esqueleto(b, true))) p(ka, kb)
     where ka = kb or (least(length(ka), length(kb)) >= 4 and (strpos(ka, kb) > 0 or strpos(kb, ka) > 0))
        -- Uma letra trocada por uma fora do Latin-1 ("Bał" por "Bar"): quem escreve assim imita.
        or ((a ~ '[^\u0001-\u00ff]' or b ~ '[^\u0001-\u00ff]') and length(ka) = length(kb) and length(ka) >= 6
            and (select count(*) from generate_series(1, length(ka)) i where substr(ka, i, 1) <> substr(kb, i, 1)) = 1))
$$;

-- O mesmo lugar no mapa: a esta distância, nome parecido é o mesmo estabelecimento, escreva-se o
-- endereço como for.
-- Regras: identidade do estabelecimento.
create or replace function privado.raio_do_mesmo_lugar_m() returns double precision
language sql immutable set search_path = '' as $$ select 100::double precision $$;

-- Regras: nenhuma RN própria (apoio).
create or replace function privado.ponto(lat double precision, lng double precision)
returns extensions.geography
language sql immutable set search_path = '' as $$
  select extensions.st_setsrid(extensions.st_makepoint(lng, lat), 4326)::extensions.geography
$$;
