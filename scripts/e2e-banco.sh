# Ajudantes de banco das suítes ponta a ponta (e2e-tui.sh, e2e-headless.sh), com source:
# psql do PostgreSQL instalado por `make deps`, como superusuário, no cluster de PG_PORT.
#   sql "SELECT ..."        → linhas sem cabeçalho (-At)
#   lote EMAIL N            → conta profissional com N turnos passados (scripts/e2e-lote.sql)
PGBIN=""
for d in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin; do [ -x "$d/psql" ] && PGBIN="$d" && break; done
[ -n "$PGBIN" ] || { echo "e2e: psql não encontrado (make deps)" >&2; exit 1; }
sql() { "$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -c "$1"; }
lote() { "$PGBIN/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres \
           -v email="$1" -v n="$2" -f "$RAIZ/scripts/e2e-lote.sql" >/dev/null; }
