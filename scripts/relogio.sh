#!/usr/bin/env bash
# Relógio do backend LOCAL (`make backend-relogio AGORA=ISO8601`; `AGORA=` volta ao real):
# grava frila.agora no banco `postgres` do cluster de /tmp/frila-pg-PG_PORTA e reinicia o
# frila-api de /tmp/frila-api-API_PORTA (mesmas portas, mesmo segredo, mesmas FRILA_* de
# antes), porque o pool guarda conexões abertas com o relógio antigo. Recusa qualquer outro alvo.
#   scripts/relogio.sh API_PORTA PG_PORTA BIN [AGORA]
set -euo pipefail
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"
API="${1:?falta a porta do frila-api}"; PG="${2:?falta a porta do banco}"; BIN="${3:?falta o binário}"; AGORA="${4:-}"
DIR_API="/tmp/frila-api-$API"; PID="$DIR_API/frila-api.pid"
recusa() { echo "backend-relogio: $*; só mexo no backend local de \`make backend-up\`" >&2; exit 2; }

[ -z "${FRILA_BANCO_URL:-}" ] || recusa "FRILA_BANCO_URL está definida (outro banco)"
[ -d "/tmp/frila-pg-$PG/dados" ] || recusa "não há banco local em /tmp/frila-pg-$PG (PG_PORT=$PG)"
[ -s "$DIR_API/segredos.env" ] && [ -f "$PID" ] && kill -0 "$(cat "$PID")" 2>/dev/null \
  || recusa "não há frila-api local de pé em /tmp/frila-api-$API (API_PORT=$API)"
p="$(cat "$PID")"
esperado="FRILA_BANCO_URL=postgresql://postgres@127.0.0.1:$PG/postgres"
banco_do_gateway="$(tr '\0' '\n' <"/proc/$p/environ" 2>/dev/null | grep '^FRILA_BANCO_URL=' || true)"
[ "$banco_do_gateway" = "$esperado" ] || recusa "o frila-api de $API não usa o banco local de $PG"

if [ -n "$AGORA" ]; then
  # O cast valida o instante (erro claro do PostgreSQL) antes de gravar.
  sql="select (:'agora')::timestamptz; alter database postgres set frila.agora = :'agora'"
else
  sql="alter database postgres reset frila.agora"
fi
echo "$sql" | "$RAIZ/scripts/db.sh" psql "$PG" postgres -At -v agora="$AGORA" -f - >/dev/null \
  || { echo "backend-relogio: instante inválido: $AGORA (use ISO 8601, ex. 2026-12-25T02:00-03:00)" >&2; exit 2; }

# As mesmas FRILA_* com que o gateway subiu (ex.: FRILA_CONFIRMAR_EMAIL); portas, banco e
# segredos o api.sh põe de novo a partir do diretório de estado.
while IFS= read -r -d '' kv; do
  case "$kv" in
    FRILA_JWT_SEGREDO=*|FRILA_ANON_KEY=*|FRILA_API_ESCUTAR=*|FRILA_BANCO_URL=*) ;;
    FRILA_*=*) export "${kv?}" ;;
  esac
done <"/proc/$p/environ"
"$RAIZ/scripts/api.sh" down "$API"
"$RAIZ/scripts/api.sh" up "$API" "$PG" "$BIN" >/dev/null
if [ -n "$AGORA" ]; then echo "relógio do backend local: $AGORA (volte com make backend-relogio AGORA=)"
else echo "relógio do backend local: o de verdade"; fi
