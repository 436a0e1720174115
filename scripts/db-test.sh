#!/usr/bin/env bash
# make test-sql: banco novo na porta de teste, pgTAP, seed; derruba no fim (as corridas RN19/RN21
# com sessões paralelas estão em Tests/e2e/test_rn19_corrida.py).
set -euo pipefail
export FRILA_PG_DESCARTAVEL=1   # banco de teste, apagado no fim
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"; cd "$RAIZ"
PORTA="${1:?falta a porta de teste}"
DB="$RAIZ/scripts/db.sh"
inicio=$(date +%s)
trap '"$DB" down "$PORTA" --apagar' EXIT
"$DB" down "$PORTA" --apagar
"$DB" up "$PORTA" --sem-seed >/dev/null
"$DB" psql "$PORTA" postgres -c "create extension if not exists pgtap with schema extensions" >/dev/null
echo "== pgTAP (supabase/tests)"
pg_prove -h 127.0.0.1 -p "$PORTA" -U postgres -d postgres --ext .sql supabase/tests/
echo "== seed (supabase/seed.sql) e conferência das telas"
"$DB" psql "$PORTA" postgres -f - <supabase/seed.sql >/dev/null
pg_prove -h 127.0.0.1 -p "$PORTA" -U postgres -d postgres scripts/db-seed-confere.sql
echo "test-sql: verde em $(( $(date +%s) - inicio )) s"
