#!/usr/bin/env bash
# make test-sql: banco novo na porta de teste, com migrations E seed (como `supabase db reset`),
# a conferência de que as migrations levam ao estado de supabase/schemas/ (scripts/esquema.sh,
# migra + catálogo), pgTAP de supabase/tests como `supabase test db` roda, depois o da emulação
# local (supabase/local/tests); derruba no fim (as corridas RN19/RN21 com sessões paralelas estão
# em Tests/e2e/test_rn19_corrida.py).
set -euo pipefail
export FRILA_PG_DESCARTAVEL=1   # banco de teste, apagado no fim
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"; cd "$RAIZ"
PORTA="${1:?falta a porta de teste}"
DB="$RAIZ/scripts/db.sh"
inicio=$(date +%s)
trap '"$DB" down "$PORTA" --apagar' EXIT
"$DB" down "$PORTA" --apagar
"$DB" up "$PORTA" >/dev/null
echo "== supabase/schemas/ contra supabase/migrations/ (migra + catálogo)"
scripts/esquema.sh unicos
scripts/esquema.sh diff "$PORTA" || { echo "test-sql: as migrations não levam ao estado de supabase/schemas/; o diff acima é a migration que falta (make esquema-diff)" >&2; exit 1; }
"$DB" psql "$PORTA" postgres -c "create extension if not exists pgtap with schema extensions" >/dev/null
echo "== pgTAP (supabase/tests, no banco com o seed)"
pg_prove -h 127.0.0.1 -p "$PORTA" -U postgres -d postgres --ext .sql supabase/tests/
echo "== pgTAP da emulação local da plataforma (supabase/local/tests)"
pg_prove -h 127.0.0.1 -p "$PORTA" -U postgres -d postgres --ext .sql supabase/local/tests/
echo "test-sql: verde em $(( $(date +%s) - inicio )) s"
