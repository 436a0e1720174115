#!/usr/bin/env bash
# Ciclo de vida do frila-api local. Estado em /tmp/frila-api-PORTA (pid, log).
#   scripts/api.sh up PORTA PG_PORTA BIN   sobe em background (idempotente), espera o
#                                          /auth/v1/health e imprime FRILA_API_URL/FRILA_ANON_KEY
#   scripts/api.sh down PORTA              SIGTERM (desligamento gracioso), idempotente
#   scripts/api.sh chave PORTA             imprime FRILA_ANON_KEY= do diretório de estado
#   scripts/api.sh vivo PORTA              sai 0 se o frila-api deste diretório está no ar e saudável
# Variáveis FRILA_* do ambiente passam adiante (ex.: FRILA_TIMEOUT_REQUISICAO_S nos testes).
# Segredo JWT e anon key: gerados na 1ª subida em $DIR/segredos.env (0600), um par por
# diretório de estado; vão ao gateway pelo ambiente, nunca pela linha de comando.
set -euo pipefail
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"
acao="${1:?uso: api.sh up|down PORTA ...}"; PORTA="${2:?falta a porta}"
DIR="/tmp/frila-api-$PORTA"
PID="$DIR/frila-api.pid"
LOG="$DIR/frila-api.log"
CONFIG="$RAIZ/config/frila-api.example.json"
SEGREDOS="$DIR/segredos.env"
URL="http://127.0.0.1:$PORTA"

# Segredo aleatório (48 bytes) e anon key assinada com ele (HS256, role anon, 10 anos).
gerar_segredos() {
  local segredo cab corpo ass agora
  segredo="$(openssl rand -base64 48 | tr -d '\n/+=' | cut -c1-64)"
  b64url() { openssl base64 -A | tr '+/' '-_' | tr -d '='; }
  agora="$(date +%s)"
  cab="$(printf '%s' '{"alg":"HS256","typ":"JWT"}' | b64url)"
  corpo="$(printf '{"iss":"frila-local","role":"anon","iat":%s,"exp":%s}' "$agora" "$((agora + 315360000))" | b64url)"
  ass="$(printf '%s' "$cab.$corpo" | openssl dgst -sha256 -mac HMAC -macopt "key:$segredo" -binary | b64url)"
  ( umask 077; printf 'FRILA_JWT_SEGREDO=%s\nFRILA_ANON_KEY=%s\n' "$segredo" "$cab.$corpo.$ass" >"$SEGREDOS.tmp" )
  mv "$SEGREDOS.tmp" "$SEGREDOS"
}
ler() { sed -n "s/^$1=//p" "$SEGREDOS"; }

vivo() { [ -f "$PID" ] && kill -0 "$(cat "$PID")" 2>/dev/null; }
saudavel() { curl -fsS -m 2 -o /dev/null "$URL/auth/v1/health" 2>/dev/null; }

case "$acao" in
  up)
    PG_PORTA="${3:?falta a porta do banco}"; BIN="${4:?falta o binário}"
    mkdir -p "$DIR"; chmod 700 "$DIR"
    [ -s "$SEGREDOS" ] || gerar_segredos
    chmod 600 "$SEGREDOS"
    if ! vivo; then
      if saudavel; then echo "api: porta $PORTA já está em uso por outro processo" >&2; exit 1; fi
      # setsid: o gateway não morre junto com o make que o lançou.
      FRILA_JWT_SEGREDO="$(ler FRILA_JWT_SEGREDO)" FRILA_ANON_KEY="$(ler FRILA_ANON_KEY)" \
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
    echo "FRILA_ANON_KEY=$(ler FRILA_ANON_KEY)"
    ;;
  vivo)
    vivo && saudavel
    ;;
  chave)
    [ -s "$SEGREDOS" ] || { echo "api: sem $SEGREDOS (suba com scripts/api.sh up)" >&2; exit 1; }
    echo "FRILA_ANON_KEY=$(ler FRILA_ANON_KEY)"
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
