#!/usr/bin/env bash
# make bench-api: vazão e latência (p50/p99) de meu_perfil e feed_vagas com 1 e 16
# conexões pelo frila-api (wrk), lado a lado com a mesma SQL direto por libpq (o piso,
# `frila-api --piso`). Imprime números; não é teste. Binário de release.
set -euo pipefail
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"; cd "$RAIZ"
API="${1:?falta API_PORT}"; PG="${2:?falta PG_PORT}"; SWIFT="${3:-swift}"
DURACAO="${BENCH_API_S:-8}"
FUNCOES="${BENCH_API_FUNCOES:-meu_perfil feed_vagas}"
CONEXOES="${BENCH_API_CONEXOES:-1 16}"
DIR="/tmp/frila-api-$API"; mkdir -p "$DIR"

echo "bench-api: compilando (release)" >&2
"$SWIFT" build -c release --product frila-api >/dev/null
BIN="$("$SWIFT" build -c release --show-bin-path)/frila-api"

scripts/api.sh down "$API"
trap 'scripts/api.sh down "$API"; make --no-print-directory db-down PG_PORT="$PG" >/dev/null 2>&1 || true' EXIT
make --no-print-directory db-reset PG_PORT="$PG" >/dev/null
eval "$(FRILA_API_LOG="$DIR/bench-acesso.log" scripts/api.sh up "$API" "$PG" "$BIN")"
: >"$DIR/bench-acesso.log"
# O piso carrega a mesma configuração do gateway, que exige o segredo e a anon key: os do diretório de
# estado que scripts/api.sh gerou (pelo ambiente, nunca pela linha de comando).
SEGREDO="$(sed -n 's/^FRILA_JWT_SEGREDO=//p' "$DIR/segredos.env")"

# Um profissional do seed (supabase/seed.sql), com feed e perfil de verdade.
SESSAO="$(curl -sS "$FRILA_API_URL/auth/v1/token?grant_type=password" -H "apikey: $FRILA_ANON_KEY" \
  -H 'Content-Type: application/json' -d '{"email":"ana@frila.dev","password":"frila123"}')"
TOKEN="$(sed -n 's/.*"access_token": *"\([^"]*\)".*/\1/p' <<<"$SESSAO")"
[ -n "$TOKEN" ] || { echo "bench-api: login da Ana (seed) falhou" >&2; exit 1; }

cat >"$DIR/bench.lua" <<LUA
wrk.method = "POST"
wrk.body = "{}"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["apikey"] = "$FRILA_ANON_KEY"
wrk.headers["Authorization"] = "Bearer $TOKEN"
LUA

ms() {  # "1.23ms" / "456.00us" / "1.2s" → milissegundos
  awk -v v="$1" 'BEGIN { n = v + 0; if (v ~ /us$/) n /= 1000; else if (v ~ /ms$/) n = n; else if (v ~ /s$/) n *= 1000; printf "%.3f", n }'
}

printf '\n%-11s %4s | %10s %8s %8s | %10s %8s %8s | %9s\n' "função" "con" "gw rps" "p50 ms" "p99 ms" "piso rps" "p50 ms" "p99 ms" "overhead"
printf '%s\n' "------------------------------------------------------------------------------------------------"
# Cada lado roda RODADAS vezes, alternando gateway e piso (a máquina é dividida com
# outros processos); vale a melhor rodada de cada lado.
RODADAS="${BENCH_API_RODADAS:-2}"
for f in $FUNCOES; do
  for c in $CONEXOES; do
    rps=0; prps=0; ruins=""
    for _ in $(seq 1 "$RODADAS"); do
      saida="$(wrk -t "$(( c < 2 ? 1 : 2 ))" -c "$c" -d "${DURACAO}s" --latency -s "$DIR/bench.lua" "$FRILA_API_URL/rest/v1/rpc/$f")"
      r="$(awk '/Requests\/sec/ {print $2}' <<<"$saida")"
      ruins="${ruins}$(awk '/Non-2xx/ {print $4}' <<<"$saida")"
      if awk -v a="$r" -v b="$rps" 'BEGIN { exit !(a > b) }'; then
        rps="$r"
        p50="$(ms "$(awk '$1 == "50%" {print $2}' <<<"$saida")")"
        p99="$(ms "$(awk '$1 == "99%" {print $2}' <<<"$saida")")"
      fi
      piso="$(FRILA_BANCO_URL="postgresql://postgres@127.0.0.1:$PG/postgres" FRILA_PISO_TOKEN="$TOKEN" \
        FRILA_JWT_SEGREDO="$SEGREDO" FRILA_ANON_KEY="$FRILA_ANON_KEY" "$BIN" --piso "$f" "$c" "$DURACAO")"
      r="$(sed -n 's/.*rps=\([0-9.]*\).*/\1/p' <<<"$piso")"
      if awk -v a="$r" -v b="$prps" 'BEGIN { exit !(a > b) }'; then
        prps="$r"
        pp50="$(sed -n 's/.*p50_ms=\([0-9.]*\).*/\1/p' <<<"$piso")"
        pp99="$(sed -n 's/.*p99_ms=\([0-9.]*\).*/\1/p' <<<"$piso")"
      fi
    done
    over="$(awk -v g="$rps" -v p="$prps" 'BEGIN { if (p > 0 && g > 0) printf "%+.1f%%", (p / g - 1) * 100; else print "-" }')"
    printf '%-11s %4s | %10.0f %8s %8s | %10.0f %8s %8s | %9s%s\n' "$f" "$c" "$rps" "$p50" "$p99" "$prps" "$pp50" "$pp99" "$over" \
      "${ruins:+  (respostas não-2xx: $ruins)}"
  done
done
# Teto do HTTP do gateway sem banco (roteamento + libmicrohttpd + log), para referência.
saida="$(wrk -t 2 -c 16 -d "${DURACAO}s" --latency "$FRILA_API_URL/auth/v1/health")"
printf '%-11s %4s | %10.0f %8s %8s | %10s %8s %8s |\n' "health*" 16 "$(awk '/Requests\/sec/ {print $2}' <<<"$saida")" \
  "$(ms "$(awk '$1 == "50%" {print $2}' <<<"$saida")")" "$(ms "$(awk '$1 == "99%" {print $2}' <<<"$saida")")" "-" "-" "-"
echo
echo "* /auth/v1/health: só HTTP, sem banco — o teto do próprio gateway nesta máquina."
echo "carga da máquina durante o bench: $(cut -d' ' -f1-3 /proc/loadavg) (outros processos competem pelos $(nproc) núcleos)"
echo "melhor de $RODADAS rodadas de ${DURACAO} s por lado, alternadas."
echo "overhead = quanto o gateway custa a mais por requisição que o piso (tempo/vazão: piso_rps/gw_rps - 1)."
echo "Meta: overhead <= 25 % e >= 5.000 RPC/s simples nesta máquina de $(nproc) núcleos."
