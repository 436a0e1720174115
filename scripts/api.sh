#!/usr/bin/env bash
# Ciclo de vida do frila-api local. Estado em /tmp/frila-api-PORTA (pid, log).
#   scripts/api.sh up PORTA PG_PORTA BIN   sobe em background (idempotente), espera o
#                                          /auth/v1/health e imprime FRILA_API_URL/FRILA_ANON_KEY
#   scripts/api.sh down PORTA              SIGTERM (desligamento gracioso), idempotente
# Variáveis FRILA_* do ambiente passam adiante (ex.: FRILA_TIMEOUT_REQUISICAO_S nos testes).
set -euo pipefail
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"
acao="${1:?uso: api.sh up|down PORTA ...}"; PORTA="${2:?falta a porta}"
DIR="/tmp/frila-api-$PORTA"
PID="$DIR/frila-api.pid"
LOG="$DIR/frila-api.log"
CONFIG="$RAIZ/config/frila-api.example.json"
ANON_KEY="${FRILA_ANON_KEY:-$(sed -n 's/.*"anon_key": *"\([^"]*\)".*/\1/p' "$CONFIG")}"
URL="http://127.0.0.1:$PORTA"

vivo() { [ -f "$PID" ] && kill -0 "$(cat "$PID")" 2>/dev/null; }
saudavel() { curl -fsS -m 2 -o /dev/null "$URL/auth/v1/health" 2>/dev/null; }

case "$acao" in
  up)
    PG_PORTA="${3:?falta a porta do banco}"; BIN="${4:?falta o binário}"
    mkdir -p "$DIR"
    if ! vivo; then
      if saudavel; then echo "api: porta $PORTA já está em uso por outro processo" >&2; exit 1; fi
      # setsid: o gateway não morre junto com o make que o lançou.
      FRILA_API_ESCUTAR="127.0.0.1:$PORTA" \
      FRILA_BANCO_URL="${FRILA_BANCO_URL:-postgresql://postgres@127.0.0.1:$PG_PORTA/postgres}" \
        setsid "$BIN" --config "$CONFIG" >>"$LOG" 2>&1 </dev/null &
      echo $! >"$PID"
    fi
    for _ in $(seq 1 150); do
      saudavel && break
      vivo || { echo "api: frila-api não subiu; fim do log:" >&2; tail -20 "$LOG" >&2; exit 1; }
      sleep 0.2
    done
    saudavel || { echo "api: frila-api não respondeu em $URL/auth/v1/health" >&2; exit 1; }
    echo "FRILA_API_URL=$URL"
    echo "FRILA_ANON_KEY=$ANON_KEY"
    ;;
  down)
    if vivo; then
      p="$(cat "$PID")"
      kill -TERM "$p" 2>/dev/null || true
      for _ in $(seq 1 75); do kill -0 "$p" 2>/dev/null || break; sleep 0.2; done
      kill -0 "$p" 2>/dev/null && kill -KILL "$p" 2>/dev/null || true
    fi
    rm -f "$PID"
    ;;
  *) echo "api.sh: ação desconhecida $acao" >&2; exit 2 ;;
esac
