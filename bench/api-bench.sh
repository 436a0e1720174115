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

printf '\n%-11s %4s | %10s %8s %8s | %10s %8s %8s | %9s %8s\n' "função" "con" "gw rps" "p50 ms" "p99 ms" "piso rps" "p50 ms" "p99 ms" "% do piso" "não-2xx"
printf '%s\n' "------------------------------------------------------------------------------------------------------------"
# Rodadas intercaladas, com pisos compartilhados (P G P G … P): cada rodada do gateway conta
# contra a média dos dois pisos em volta dele (a máquina dividida muda de velocidade de um
# segundo para o outro), e vale a mediana dessas razões; vazões e latências são as medianas
# de cada lado. Toda resposta fora de 2xx conta na coluna não-2xx (a linha não vale).
RODADAS="${BENCH_API_RODADAS:-3}"
mediana() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print 0; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
col() { local i="$1"; shift; printf '%s\n' "$@" | awk -v i="$i" '{print $i}' | mediana; }  # mediana da coluna i
piso_rodada() {  # imprime "rps p50 p99"
  local saida
  saida="$(FRILA_BANCO_URL="postgresql://postgres@127.0.0.1:$PG/postgres" FRILA_PISO_TOKEN="$TOKEN" \
    FRILA_JWT_SEGREDO="$SEGREDO" FRILA_ANON_KEY="$FRILA_ANON_KEY" "$BIN" --piso "$1" "$2" "$DURACAO")" \
    || { echo "bench-api: o piso falhou: $saida" >&2; exit 1; }
  sed -n 's/.*rps=\([0-9.]*\) p50_ms=\([0-9.]*\) p99_ms=\([0-9.]*\).*/\1 \2 \3/p' <<<"$saida"
}
for f in $FUNCOES; do
  for c in $CONEXOES; do
    pisos=(); gws=(); razoes=(); ruins=0
    pisos+=("$(piso_rodada "$f" "$c")")
    for _ in $(seq 1 "$RODADAS"); do
      saida="$(wrk -t "$(( c < 2 ? 1 : 2 ))" -c "$c" -d "${DURACAO}s" --latency -s "$DIR/bench.lua" "$FRILA_API_URL/rest/v1/rpc/$f")"
      r="$(awk '/Requests\/sec/ {print $2}' <<<"$saida")"
      # "Non-2xx or 3xx responses: N" (e "Socket errors: ..." contam também).
      n="$(awk '/Non-2xx or 3xx responses:/ {print $5}' <<<"$saida")"
      e="$(awk '/Socket errors:/ { gsub(",", ""); print $4 + $6 + $8 + $10 }' <<<"$saida")"
      ruins=$(( ruins + ${n:-0} + ${e:-0} ))
      gws+=("$r $(ms "$(awk '$1 == "50%" {print $2}' <<<"$saida")") $(ms "$(awk '$1 == "99%" {print $2}' <<<"$saida")")")
      pisos+=("$(piso_rodada "$f" "$c")")
      antes="${pisos[-2]%% *}"; depois="${pisos[-1]%% *}"
      razoes+=("$(awk -v g="$r" -v a="$antes" -v b="$depois" 'BEGIN { m = (a + b) / 2; printf "%.2f", (m > 0 ? g / m * 100 : 0) }')")
    done
    printf '%-11s %4s | %10.0f %8.3f %8.3f | %10.0f %8.3f %8.3f | %9.1f %8d\n' "$f" "$c" \
      "$(col 1 "${gws[@]}")" "$(col 2 "${gws[@]}")" "$(col 3 "${gws[@]}")" \
      "$(col 1 "${pisos[@]}")" "$(col 2 "${pisos[@]}")" "$(col 3 "${pisos[@]}")" \
      "$(printf '%s\n' "${razoes[@]}" | mediana)" "$ruins"
    echo "  rodadas ($f, $c con.): % do piso = ${razoes[*]}"
  done
done
# Teto do HTTP do gateway sem banco (roteamento + libmicrohttpd + log), para referência.
saida="$(wrk -t 2 -c 16 -d "${DURACAO}s" --latency "$FRILA_API_URL/auth/v1/health")"
printf '%-11s %4s | %10.0f %8s %8s | %10s %8s %8s |\n' "health*" 16 "$(awk '/Requests\/sec/ {print $2}' <<<"$saida")" \
  "$(ms "$(awk '$1 == "50%" {print $2}' <<<"$saida")")" "$(ms "$(awk '$1 == "99%" {print $2}' <<<"$saida")")" "-" "-" "-"
echo
echo "* /auth/v1/health: só HTTP, sem banco — o teto do próprio gateway nesta máquina."
echo "carga da máquina durante o bench: $(cut -d' ' -f1-3 /proc/loadavg) (outros processos competem pelos $(nproc) núcleos)"
echo "$RODADAS rodadas de ${DURACAO} s do gateway entre $(( RODADAS + 1 )) do piso; % do piso = mediana das razões de cada rodada."
echo "Metas (make bench): overhead <= 25 % (% do piso >= 80) com 1 e com 16 conexões; não-2xx = 0."
