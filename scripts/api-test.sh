#!/usr/bin/env bash
# make test-swift: backend novo nas portas de teste, `swift test` com FRILA_TEST_* no
# ambiente, derrubado no fim mesmo em falha.
set -euo pipefail
export FRILA_PG_DESCARTAVEL=1   # banco de teste, apagado no fim
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"; cd "$RAIZ"
API="${1:?falta TEST_API_PORT}"; PG="${2:?falta TEST_PG_PORT}"; SWIFT="${3:-swift}"; shift 3 || true
FLAGS=("$@")
BIN="$("$SWIFT" build "${FLAGS[@]}" --show-bin-path)/frila-api"

finalizar() {
  rc=$?
  if [ $rc -ne 0 ] && [ -f "/tmp/frila-api-$API/frila-api.log" ]; then
    echo "== test-swift falhou; fim do log do frila-api:" >&2
    tail -30 "/tmp/frila-api-$API/frila-api.log" >&2
  fi
  scripts/api.sh down "$API" || true
  make --no-print-directory db-down PG_PORT="$PG" >/dev/null 2>&1 || true
  exit $rc
}
trap finalizar EXIT

"$SWIFT" build "${FLAGS[@]}" --product frila-api >/dev/null
scripts/api.sh down "$API"
mkdir -p "/tmp/frila-api-$API"; : >"/tmp/frila-api-$API/frila-api.log"
make --no-print-directory db-reset PG_PORT="$PG" >/dev/null
# Timeout curto para o teste do 504; agendador frequente para o despacho sair logo; a
# suíte cadastra centenas de contas do mesmo endereço (sem limite de cadastros aqui);
# intervalo de reuso 0 para o teste HTTP da revogação da família não esperar 10 s.
eval "$(FRILA_TIMEOUT_REQUISICAO_S=3 FRILA_ESPERA_POOL_S=15 FRILA_INTERVALO_AGENDADOR_S=1 FRILA_LIMITE_CADASTRO_ENDERECO=0 \
        FRILA_INTERVALO_REUSO_S=0 \
        scripts/api.sh up "$API" "$PG" "$BIN")"
export FRILA_TEST_API_URL="$FRILA_API_URL" FRILA_TEST_ANON_KEY="$FRILA_ANON_KEY"
export FRILA_TEST_BANCO_URL="postgresql://postgres@127.0.0.1:$PG/postgres"
# Segredo do backend de teste (para forjar tokens): pelo ambiente, nunca na linha de comando.
FRILA_TEST_JWT_SEGREDO="$(sed -n 's/^FRILA_JWT_SEGREDO=//p' "/tmp/frila-api-$API/segredos.env")"
export FRILA_TEST_JWT_SEGREDO
export FRILA_TEST_API_LOG="/tmp/frila-api-$API/frila-api.log" FRILA_TEST_API_BIN="$BIN"

echo "== swift test (unidade + HTTP contra $FRILA_TEST_API_URL)"
"$SWIFT" test "${FLAGS[@]}" --skip ReinicioDoBanco

# Sozinho: derruba e sobe o PostgreSQL com o gateway rodando (503 e depois recuperação).
echo "== swift test: banco reiniciado com o gateway no ar"
FRILA_TEST_PG_PARAR="$RAIZ/scripts/db.sh down $PG" FRILA_TEST_PG_SUBIR="$RAIZ/scripts/db.sh up $PG --sem-seed" \
  "$SWIFT" test "${FLAGS[@]}" --skip-build --filter ReinicioDoBanco
