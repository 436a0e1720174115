#!/usr/bin/env bash
# Benchmark do cliente: compila em release e mede
#  1. início até o primeiro quadro pintado com dados do cache (frila --offline, sessão e
#     turnos guardados) vs. um "hello" Swift compilado igual, na mesma execução (hyperfine);
#  2. tempo de Telas.desenhar de um quadro 80×24 do feed com 1.000 vagas.
#   bench/bench-cliente.sh SWIFT PORTA
set -euo pipefail
SWIFT="${1:-swift}"; PORTA="${2:-54321}"
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"
DIR="/tmp/frila-bench-cliente-$PORTA"
rm -rf "$DIR"; mkdir -p "$DIR/hello"
cd "$RAIZ"
"$SWIFT" build -c release --product frila >/dev/null
BIN="$("$SWIFT" build -c release --show-bin-path)/frila"

# "hello" Swift: mesmo compilador, -O, Foundation importada como o frila.
cat > "$DIR/hello/main.swift" <<'SW'
import Foundation
print("olá")
SW
swiftc -O "$DIR/hello/main.swift" -o "$DIR/hello/hello" 2>/dev/null

"$BIN" __bench-preparar --dados "$DIR/dados" --offline >/dev/null
export TERM=xterm-256color LANG=C.UTF-8 FRILA_BENCH_SAIR_COM_DADOS=1
# confere que o frila realmente pinta e sai (código 0) antes de medir
"$BIN" --dados "$DIR/dados" --offline </dev/null >/dev/null

echo "== início até o primeiro quadro com dados do cache (alvo ≤ 50 ms; piso: hello Swift) =="
hyperfine -N --warmup 5 --runs 40 --export-json "$DIR/inicio.json" \
  -n "hello Swift (piso)" "$DIR/hello/hello" \
  -n "frila primeiro quadro (cache, offline)" "$BIN --dados $DIR/dados --offline" 2>&1 | grep -v '^ *$'

echo
echo "== render de um quadro 80×24 do feed com 1.000 vagas (alvo ≤ 1 ms) =="
"$BIN" __bench-render 1000 5000
