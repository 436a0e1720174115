#!/usr/bin/env bash
# supabase/schemas/ (o estado desejado) contra supabase/migrations/ (o que `db push` aplica).
#   scripts/esquema.sh unicos           cada função, tabela, tipo, índice, gatilho e política
#                                       definido uma vez só em supabase/schemas/
#   scripts/esquema.sh diff PORTA       num cluster já no ar em PORTA, monta um banco com
#                                       supabase/local + migrations e outro com supabase/local +
#                                       schemas e imprime o diff do migra por schema (com
#                                       privilégios) — a próxima migration — e o da consulta de
#                                       catálogo (o que o migra não compara). Sai 1 se diferem.
# MIGRA aponta o executável do migra (o Makefile cria o virtualenv: make venv-migra).
set -euo pipefail
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"
DB="$RAIZ/scripts/db.sh"
ESQUEMAS="$RAIZ/supabase/schemas"

unicos() {
  # "create [or replace] function a.b(" / "create table a.b" / ... → nome; conta as repetições.
  local repetidos
  repetidos="$(cat "$ESQUEMAS"/*.sql | grep -ioE \
    '^\s*create\s+(or\s+replace\s+)?(function|procedure|table|type|view|materialized\s+view|(unique\s+)?index|trigger|policy)\s+("?[a-z0-9_]+"?\.)?"?[a-z0-9_]+"?' \
    | tr 'A-Z' 'a-z' | sed -E 's/\s+/ /g; s/^ //; s/or replace //; s/unique index/index/' | sort | uniq -d)"
  if [ -n "$repetidos" ]; then
    echo "esquema: definido mais de uma vez em supabase/schemas/ (cada objeto mora num lugar só):" >&2
    echo "$repetidos" | sed 's/^/  /' >&2
    return 1
  fi
  echo "esquema: cada objeto definido uma vez em supabase/schemas/ ($(cat "$ESQUEMAS"/*.sql | grep -ciE '^\s*create\s+(or\s+replace\s+)?function') funções)"
}

diff_bancos() {
  local porta="$1" url="postgresql://postgres@127.0.0.1:$1" migra="${MIGRA:?MIGRA: caminho do migra (make venv-migra)}"
  local psql=("$DB" psql "$porta")
  recriar() { "${psql[@]}" postgres -c "drop database if exists $1 with (force)" -c "create database $1" >/dev/null; }
  recriar esquema_migrations; recriar esquema_esquemas
  "$DB" aplicar "$porta" esquema_migrations
  local f
  for f in "$RAIZ"/supabase/local/*.sql "$ESQUEMAS"/*.sql; do
    "${psql[@]}" esquema_esquemas -f - <"$f" >/dev/null || { echo "esquema: $(basename "$f") não aplicou" >&2; return 1; }
  done
  # Schemas do app: os dos dois bancos menos os da plataforma (os que supabase/local cria, o
  # registro das migrations e o do pg_cron).
  local lista='select nspname from pg_namespace where nspname !~ $$^(pg_|information_schema$)$$'
  local plataforma app s saida rc difere=0
  plataforma="$( { printf '%s\n' supabase_migrations cron; cat "$RAIZ"/supabase/local/*.sql \
    | grep -ioE 'create schema (if not exists )?[a-z_]+' | awk '{print tolower($NF)}'; } | sort -u)"
  app="$( { "${psql[@]}" esquema_migrations -At -c "$lista"; "${psql[@]}" esquema_esquemas -At -c "$lista"; } \
          | sort -u | grep -vxF -f <(echo "$plataforma") )"
  for s in $app; do
    set +e
    saida="$("$migra" --unsafe --with-privileges --schema "$s" "$url/esquema_migrations" "$url/esquema_esquemas" 2>&1)"; rc=$?
    set -e
    case "$rc" in
      0) echo "-- schema $s: igual" ;;
      2) difere=1; echo "-- schema $s: o que leva as migrations ao estado de supabase/schemas/"; echo "$saida" ;;
      *) echo "esquema: o migra falhou no schema $s ($rc): $saida" >&2; return 1 ;;
    esac
  done
  local a b
  a="$("${psql[@]}" esquema_migrations -At -f - <"$RAIZ/scripts/esquema-catalogo.sql")"
  b="$("${psql[@]}" esquema_esquemas -At -f - <"$RAIZ/scripts/esquema-catalogo.sql")"
  if [ "$a" = "$b" ]; then
    echo "-- catálogo (grants de funções, schemas e colunas, RLS, políticas, gatilhos da plataforma, extensões, domínios, comentários): igual"
  else
    difere=1
    # Como comentário: a saída continua SQL que aplica; a conferência segue vermelha até a
    # instrução escrita à mão entrar na migration.
    echo "-- catálogo: o que o migra não compara e difere (< migrations, > schemas)."
    echo "-- FAÇA À MÃO: escreva na migration o grant/revoke/política/comentário/job que leva de < a >."
    diff <(echo "$a") <(echo "$b") | grep '^[<>]' | sed 's/^/-- /' || true
  fi
  "${psql[@]}" postgres -c "drop database esquema_migrations with (force)" -c "drop database esquema_esquemas with (force)" >/dev/null
  return "$difere"
}

# O carimbo da próxima migration: agora, ou um segundo depois da última se ela é mais nova
# (o push aplica em ordem de nome; um carimbo menor voltaria a um corpo velho).
proximo_carimbo() {
  local ultimo agora
  ultimo="$(ls "$RAIZ/supabase/migrations" | sed -n 's/^\([0-9]\{14\}\)_.*/\1/p' | sort | tail -1)"
  agora="$(date -u +%Y%m%d%H%M%S)"
  if [ -z "$ultimo" ] || [ "$agora" -gt "$ultimo" ]; then echo "$agora"; return; fi
  date -u -d "$(echo "$ultimo" | sed -E 's/(....)(..)(..)(..)(..)(..)/\1-\2-\3 \4:\5:\6/') UTC + 1 second" +%Y%m%d%H%M%S
}

case "${1:-}" in
  unicos) unicos ;;
  proximo-carimbo) proximo_carimbo ;;
  diff) diff_bancos "${2:?falta a porta}" ;;
  *) echo "uso: scripts/esquema.sh unicos | diff PORTA | proximo-carimbo" >&2; exit 2 ;;
esac
