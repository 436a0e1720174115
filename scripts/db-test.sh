#!/usr/bin/env bash
# make test-sql: banco novo na porta de teste, com migrations E seed (como `supabase db reset`),
# pgTAP de supabase/tests como `supabase test db` roda, depois o da emulação local
# (supabase/local/tests), e a corrida RN19; derruba no fim.
set -euo pipefail
export FRILA_PG_DESCARTAVEL=1   # banco de teste, apagado no fim
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"; cd "$RAIZ"
PORTA="${1:?falta a porta de teste}"
DB="$RAIZ/scripts/db.sh"
inicio=$(date +%s)
trap '"$DB" down "$PORTA" --apagar' EXIT
"$DB" down "$PORTA" --apagar
"$DB" up "$PORTA" >/dev/null
"$DB" psql "$PORTA" postgres -c "create extension if not exists pgtap with schema extensions" >/dev/null
echo "== pgTAP (supabase/tests, no banco com o seed)"
pg_prove -h 127.0.0.1 -p "$PORTA" -U postgres -d postgres --ext .sql supabase/tests/
echo "== pgTAP da emulação local da plataforma (supabase/local/tests)"
pg_prove -h 127.0.0.1 -p "$PORTA" -U postgres -d postgres --ext .sql supabase/local/tests/
echo "== concorrência RN19"
timeout 180 scripts/db-concorrencia.sh "$PORTA"
echo "test-sql: verde em $(( $(date +%s) - inicio )) s"
