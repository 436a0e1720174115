#!/usr/bin/env bash
# Refaz config/primeiro-quadro.ordem: as funções do executável que o primeiro quadro a partir
# do cache executa (frila --offline, aba Turnos com 10.000 turnos guardados, o mesmo caminho
# do `make bench`), na ordem em que rodam. O link do release (Package.swift) põe essas seções
# juntas; espalhadas pelo .text, cada uma puxava 64 KiB para o RSS (o kernel mapeia as páginas
# em volta da que foi lida).
#
# Como: o gdb põe um ponto de parada temporário na entrada de cada função do executável e
# anota as que param. Função nova ou renomeada depois da última lista só fica fora do bloco
# (o produto não muda; o pico de RSS do `make bench` sobe): rode de novo quando ele subir.
#   scripts/ordem-do-primeiro-quadro.sh [SWIFT]
set -euo pipefail
SWIFT="${1:-swift}"
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"; cd "$RAIZ"
command -v gdb >/dev/null || { echo "ordem-do-primeiro-quadro: falta o gdb (make deps-perfil)" >&2; exit 1; }
DIR="$(mktemp -d /tmp/frila-ordem-XXXXXX)"; trap 'rm -rf "$DIR"' EXIT
"$SWIFT" build -c release --product frila >/dev/null
BIN="$("$SWIFT" build -c release --show-bin-path)/frila"
FRILA_BENCH_TURNOS=10000 "$BIN" __bench-preparar --dados "$DIR/dados" --offline >/dev/null
nm "$BIN" | awk '$2 ~ /^[tT]$/ {print $1, $3}' | sort -u -k1,1 >"$DIR/funcoes.txt"

cat >"$DIR/cobertura.py" <<'PY'
import gdb, os
base = 0x555555554000  # PIE sem ASLR (o gdb desliga a aleatorização)
nomes = {}
for linha in open(os.environ["ORDEM_FUNCOES"]):
    a, n = linha.split()
    nomes[base + int(a, 16)] = n
gdb.execute("set pagination off")
gdb.execute("set confirm off")
gdb.execute("starti " + os.environ["ORDEM_ARGS"] + " >/dev/null")
pontos = {}
for a in nomes:
    p = gdb.Breakpoint("*0x%x" % a, internal=True, temporary=True)
    pontos[p.number] = a
vistas = []
def parou(ev):
    if isinstance(ev, gdb.BreakpointEvent):
        vistas.extend(pontos[p.number] for p in ev.breakpoints if p.number in pontos)
gdb.events.stop.connect(parou)
while gdb.selected_inferior().pid:
    try:
        gdb.execute("continue", to_string=True)
    except gdb.error:
        break
with open(os.environ["ORDEM_SAIDA"], "a") as f:
    for a in vistas:
        f.write(nomes[a] + "\n")
PY

export TERM=xterm-256color LANG=C.UTF-8 FRILA_BENCH_SAIR_COM_DADOS=1 ORDEM_FUNCOES="$DIR/funcoes.txt" ORDEM_SAIDA="$DIR/vistas.txt"
: >"$DIR/vistas.txt"
for args in "--version" "--dados $DIR/dados --offline"; do
  ORDEM_ARGS="$args" timeout 900 gdb -q -batch -ex "set complaints 0" -x "$DIR/cobertura.py" "$BIN" >/dev/null 2>&1
done
n="$(sort -u "$DIR/vistas.txt" | wc -l)"
[ "$n" -gt 100 ] || { echo "ordem-do-primeiro-quadro: só $n funções vistas; lista não trocada" >&2; exit 1; }
{
  echo "# Gerado por scripts/ordem-do-primeiro-quadro.sh: seções que o 1º quadro executa, em ordem."
  awk '!visto[$1]++ {print ".text." $1}' "$DIR/vistas.txt"
  # Funções sem nome (sobras do merge de funções, destruidores, key paths): pequenas, vão todas.
  echo '.text..L*'
} >config/primeiro-quadro.ordem
# O SwiftPM não sabe que o link lê a lista: sem o executável, ele liga de novo.
rm -f "$BIN"
"$SWIFT" build -c release --product frila >/dev/null
echo "config/primeiro-quadro.ordem: $n funções; frila (release) ligado de novo com ela"
