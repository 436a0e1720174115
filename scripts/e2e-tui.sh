#!/usr/bin/env bash
# Ponta a ponta da TUI em tmux (issue 5): send-keys / capture-pane contra o frila real.
#   scripts/e2e-tui.sh API_PORT PG_PORT BIN_DIR
# Parte 1 (sempre): cache offline, resize até 20×10, ajuda, q / Ctrl-C / SIGTERM restauram
# o terminal. Parte 2 (quando o backend local existe): backend NOVO nas portas de teste,
# Ana entra, pega uma vaga e a acha em Turnos, faz check-in sem localização; Bruno entra e
# confirma esse check-in manual. O backend é derrubado no fim, mesmo em falha.
# Telas capturadas ficam em /tmp/frila-e2e-API_PORT/telas/.
set -euo pipefail
API_PORT="${1:?API_PORT}"; PG_PORT="${2:?PG_PORT}"; BIN_DIR="${3:?BIN_DIR}"
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"
FRILA="$BIN_DIR/frila"
DIR="/tmp/frila-e2e-$API_PORT"
TELAS="$DIR/telas"
PREFIXO="frila-e2e-$API_PORT"
BACKEND_NO_AR=0
FALHAS=0

rm -rf "$DIR"; mkdir -p "$TELAS"
# Servidor tmux próprio (socket separado), em UTF-8: não mistura com sessões de ninguém.
export LANG=C.UTF-8
tm() { tmux -L "$PREFIXO" "$@"; }
[ -x "$FRILA" ] || { echo "e2e: $FRILA não existe (compile antes)" >&2; exit 1; }
command -v tmux >/dev/null || { echo "e2e: tmux não instalado (make deps)" >&2; exit 1; }

limpar() {
  tm kill-server 2>/dev/null || true
  if [ "$BACKEND_NO_AR" = 1 ]; then
    make -s -C "$RAIZ" --no-print-directory backend-down PG_PORT="$PG_PORT" API_PORT="$API_PORT" >/dev/null 2>&1 || true
  fi
}
trap limpar EXIT

ok()   { echo "  ok   $*"; }
erro() { echo "  FALHOU $*"; FALHAS=$((FALHAS + 1)); }

# abrir NOME ARGS...: frila numa sessão tmux 80×24; ao sair, a pane mostra o código de
# saída e o estado do tty (echo/icanon têm de voltar).
abrir() {
  local nome="$1"; shift
  tm new-session -d -s "$PREFIXO-$nome" -x 80 -y 24 \
    "echo \$\$ > '$DIR/$nome.pid'; env LANG=C.UTF-8 TERM=xterm-256color FRILA_DICA_LOGIN='e2e' ${CHAVE_EXTRA:-} ${AMBIENTE_EXTRA:-} '$FRILA' $*; \
     echo FRILA_SAIU rc=\$?; stty -a | tr ' ;' '\n\n' | grep -x -e echo -e -echo -e icanon -e -icanon | tr '\n' ' '; echo; sleep 600"
}
tela()   { tm capture-pane -p -t "$PREFIXO-$1"; }
teclas() { local n="$1"; shift; tm send-keys -t "$PREFIXO-$n" "$@"; }
texto()  { tm send-keys -t "$PREFIXO-$1" -l -- "$2"; }
# linha selecionada (começa com "›")
selecionada() { tela "$1" | grep '^› ' | head -1; }
# sobe tudo e desce até a linha selecionada casar com o padrão (grep -E)
selecionar() {
  local n="$1" padrao="$2" i
  for i in $(seq 1 15); do teclas "$n" k; done
  for i in $(seq 1 25); do
    sleep 0.15
    selecionada "$n" | grep -qE -- "$padrao" && return 0
    teclas "$n" j
  done
  return 1
}
guardar() { tela "$1" > "$TELAS/$1-$2.txt"; }

# esperar NOME TEXTO [SEGUNDOS]: até o texto aparecer na tela.
esperar() {
  local n="$1" t="$2" lim="${3:-10}" i=0
  while [ "$i" -lt $((lim * 10)) ]; do
    tela "$n" | grep -qF -- "$t" && return 0
    sleep 0.1; i=$((i + 1))
  done
  echo "--- tela de $n (esperava: $t) ---"; tela "$n"; echo "---"
  return 1
}
checar() {  # checar DESCRIÇÃO NOME TEXTO [SEGUNDOS]
  local d="$1"; shift
  if esperar "$@"; then ok "$d"; else erro "$d"; fi
}
# O terminal voltou: o frila saiu com o código esperado e o tty tem echo e icanon.
restaurado() {
  local n="$1" rc="$2"
  if esperar "$n" "FRILA_SAIU rc=$rc" 5 && esperar "$n" "icanon echo" 3 \
     && [ "$(tm display -p -t "$PREFIXO-$n" '#{alternate_on}')" = 0 ]; then
    ok "$n: saiu (rc=$rc) e o terminal voltou (echo, icanon, tela principal)"
  else
    erro "$n: terminal não restaurado (alternate_on=$(tm display -p -t "$PREFIXO-$n" '#{alternate_on}'))"; tela "$n" | grep -v '^$' | tail -5
  fi
}

echo "e2e tui — parte 1: sem rede (cache), resize, ajuda, saída"
"$FRILA" __bench-preparar --dados "$DIR/offline" --offline >/dev/null
abrir cache "--dados '$DIR/offline' --offline"
checar "abre offline com a sessão guardada" cache "offline (forçado)"
checar "feed diz que precisa de rede" cache "Sem conexão"
teclas cache 2
checar "Turnos vêm do cache de 24 h, com a idade" cache "turnos do cache de 24 h"
guardar cache turnos-cache-80x24
if tm capture-pane -e -p -t "$PREFIXO-cache" | grep -qE $'\e\\[([0-9;]*;)?(3[0-7]|38;5;[0-9]+)[;m]'; then
  ok "com cor por padrão (o teste do NO_COLOR abaixo distingue)"
else
  erro "sem cor mesmo sem NO_COLOR"
fi
tm resize-window -t "$PREFIXO-cache" -x 40 -y 12
checar "redesenha a 40×12" cache "2 Turnos"
if [ "$(tela cache | wc -l)" -le 12 ] && tela cache | tail -1 | grep -q '^\[profissional\]'; then ok "linha de status na última linha a 40×12"; else erro "status a 40×12"; fi
guardar cache turnos-cache-40x12
tm resize-window -t "$PREFIXO-cache" -x 20 -y 10
checar "abaixo de 40×12 pede terminal maior" cache "pequeno"
tm resize-window -t "$PREFIXO-cache" -x 80 -y 24
checar "volta a 80×24" cache "turnos do cache de 24 h"
teclas cache '?'
checar "? abre a ajuda gerada da tabela" cache "Ajuda — Turnos"
teclas cache x
sleep 0.3
if tela cache | grep -qF "Ajuda —"; then erro "qualquer tecla fecha a ajuda"; else ok "qualquer tecla fecha a ajuda"; fi
teclas cache e
checar "e pergunta a posição do check-in" cache "Check-in (entrada)"
teclas cache Enter
checar "check-in offline vai para a fila" cache "aguardando envio"
guardar cache turnos-fila-80x24
teclas cache q
checar "q com ação pendente pergunta" cache "esperando envio"
teclas cache s
restaurado cache 0

# NO_COLOR: nenhuma cor, mas a seleção continua em vídeo inverso.
AMBIENTE_EXTRA="NO_COLOR=1" abrir semcor "--dados '$DIR/offline' --offline"
esperar semcor "offline (forçado)" >/dev/null
# (issue 6) reinício offline: o check-in que ficou na fila antes do q continua lá
checar "reinício offline: a ação da fila continua lá" semcor "fila 1"
teclas semcor 2; esperar semcor "turnos do cache" >/dev/null
if tm capture-pane -e -p -t "$PREFIXO-semcor" | grep -qE $'\e\\[([0-9;]*;)?(3[0-7]|38;5;[0-9]+)[;m]'; then
  erro "NO_COLOR: ainda há cor na tela"
elif tm capture-pane -e -p -t "$PREFIXO-semcor" | grep -qE $'\e\\[([0-9;]*;)?7[;m]'; then
  ok "NO_COLOR: sem cores, seleção em vídeo inverso"
else
  erro "NO_COLOR: seleção sem vídeo inverso"
fi
teclas semcor C-c

# (issue 6) cache de 24 h com o relógio fixo (FRILA_AGORA), numa cópia do diretório: +23 h
# ainda mostra os turnos guardados; +25 h não mostra nada velho e diz por quê.
cp -a "$DIR/offline" "$DIR/offline-23h"; cp -a "$DIR/offline" "$DIR/offline-25h"
AMBIENTE_EXTRA="FRILA_AGORA=$(date -u -d '+23 hours' +%Y-%m-%dT%H:%M:%SZ)" abrir mais23h "--dados '$DIR/offline-23h' --offline"
esperar mais23h "offline (forçado)" >/dev/null; teclas mais23h 2
checar "relógio +23 h: Turnos ainda vêm do cache" mais23h "turnos do cache de 24 h"
teclas mais23h C-c
AMBIENTE_EXTRA="FRILA_AGORA=$(date -u -d '+25 hours' +%Y-%m-%dT%H:%M:%SZ)" abrir mais25h "--dados '$DIR/offline-25h' --offline"
esperar mais25h "offline (forçado)" >/dev/null; teclas mais25h 2
checar "relógio +25 h: cache velho não aparece, e a tela diz por quê" mais25h "sem turnos guardados nas últimas 24 horas"
if tela mais25h | grep -q "Garçom"; then erro "relógio +25 h: turno velho na tela"; else ok "... nenhum turno velho na tela"; fi
guardar mais25h turnos-cache-vencido
teclas mais25h C-c

# (issue 6) SQLite estragado: movido de lado, e a TUI abre com uma janela que diz isso por
# inteiro (a fila recomeçou vazia) e só fecha com Enter; depois segue funcionando.
cp -a "$DIR/offline" "$DIR/estragado"; rm -f "$DIR/estragado/frila.sqlite-wal" "$DIR/estragado/frila.sqlite-shm"
head -c 65536 /dev/urandom > "$DIR/estragado/frila.sqlite"
abrir estragado "--dados '$DIR/estragado' --offline"
checar "SQLite estragado: a TUI abre e avisa numa janela, em pt-BR" estragado "ilegíveis (não é um arquivo SQLite)"
checar "... dizendo que a fila recomeçou vazia" estragado "recomeçam vazios"
guardar estragado aviso-dados-ilegiveis
teclas estragado 2; sleep 0.3
if tela estragado | grep -q "recomeçam vazios"; then ok "... e não fecha com qualquer tecla"; else erro "a janela do aviso fechou com '2'"; fi
teclas estragado Enter
sleep 0.3
if tela estragado | grep -q "recomeçam vazios"; then erro "Enter não fechou o aviso"; else ok "... Enter fecha"; fi
if compgen -G "$DIR/estragado/frila.sqlite.corrompido-*" >/dev/null; then ok "... o arquivo estragado foi guardado, não apagado"; else erro "arquivo estragado sumiu"; fi
teclas estragado C-c
restaurado estragado 0

# Locale sem UTF-8 (LANG=C): o frila troca para C.UTF-8 e os acentos aparecem.
AMBIENTE_EXTRA="LANG=C LC_ALL=C" abrir localec "--dados '$DIR/offline' --offline"
esperar localec "offline (forçado)" >/dev/null
teclas localec 2
checar "LANG=C: UTF-8 na tela (Garçom)" localec "Garçom"
teclas localec C-c
restaurado localec 0

abrir ctrlc "--dados '$DIR/offline' --offline"
esperar ctrlc "offline (forçado)" >/dev/null
teclas ctrlc C-c
restaurado ctrlc 0

abrir sigterm "--dados '$DIR/offline' --offline"
esperar sigterm "offline (forçado)" >/dev/null
kill -TERM "$(pgrep -P "$(cat "$DIR/sigterm.pid")" frila | head -1)"
restaurado sigterm 143

# ---------------------------------------------------------------------------------------
if grep -q 'ainda não implementado' "$RAIZ/mk/api.mk" "$RAIZ/mk/db.mk" 2>/dev/null; then
  echo "e2e tui — parte 2 PULADA: o backend local (make backend-up) ainda não existe nesta árvore."
else
  echo "e2e tui — parte 2: contra o backend local (banco novo em $PG_PORT, API em $API_PORT)"
  BACKEND_NO_AR=1  # daqui em diante o trap derruba gateway e banco, mesmo em falha
  make -s -C "$RAIZ" --no-print-directory db-reset PG_PORT="$PG_PORT" >/dev/null
  eval "$(make -s -C "$RAIZ" --no-print-directory backend-up PG_PORT="$PG_PORT" API_PORT="$API_PORT" 2>/dev/null | grep '^FRILA_')"
  # A anon key é gerada por backend (não é segredo: vai no ambiente do frila).
  CHAVE_EXTRA="FRILA_ANON_KEY='$FRILA_ANON_KEY'"
  API="${FRILA_API_URL:-http://127.0.0.1:$API_PORT}"

  abrir ana "--api '$API' --dados '$DIR/ana'"
  checar "login aparece" ana "Tab troca de campo"
  texto ana "ana@frila.dev"; teclas ana Tab; texto ana "frila123"
  guardar ana login
  if tela ana | grep -qF "frila123"; then erro "senha ecoada na tela"; else ok "senha nunca aparece (só •)"; fi
  teclas ana Enter
  checar "Ana entra e vê o feed" ana "1 Feed" 15
  checar "feed com vagas (R\$, distância, modo)" ana " km " 15
  guardar ana feed
  # uma vaga de urgência (a de seleção só gera candidatura)
  if selecionar ana 'urgência'; then ok "há vaga de urgência no feed"; else erro "nenhuma vaga de urgência no feed"; fi
  quando="$(selecionada ana | sed -E 's/^.{19}(.{21}).*/\1/')"
  teclas ana c
  checar "candidatar em um toque: Confirmada!" ana "Confirmada!" 15
  guardar ana candidatura
  teclas ana 2
  checar "a vaga pega aparece em Turnos ($quando)" ana "$quando" 15
  guardar ana turnos
  # check-in sem localização no turno do seed que começa em < 1 h (Bar do Cerrado, do Bruno)
  if selecionar ana 'Garçom .* confirmado'; then
    teclas ana e; esperar ana "Check-in (entrada)" >/dev/null; guardar ana checkin-dialogo; teclas ana Enter
    checar "check-in sem localização: aguardando confirmação do contratante" ana "aguardando confirmação do contratante" 15
    guardar ana checkin
  else
    erro "turno do seed para o check-in não encontrado"
  fi
  teclas ana 3
  checar "perfil com reputação e sincronização" ana "chamariam de novo" 10
  guardar ana perfil
  # (issue 6) candidatar com o offline do testador ligado: recusado na hora, nada na fila
  teclas ana 1; teclas ana o
  checar "o liga o offline forçado" ana "offline (forçado)" 10
  checar "... e a mensagem diz o modo novo" ana "Modo offline forçado" 5
  # Conforme a corrida com a recarga do feed, ou a candidatura é recusada com a mensagem
  # ("Sem conexão: a candidatura…") ou o feed já diz que precisa de rede e não há o que pegar.
  teclas ana c
  checar "candidatar offline: recusado na hora, a tela diz que não há conexão" ana "Sem conexão" 5
  if tela ana | tail -1 | grep -q "fila 0"; then ok "... e nada foi para a fila"; else erro "candidatura offline entrou na fila"; fi
  guardar ana candidatura-offline
  teclas ana o
  checar "o desliga o offline forçado" ana "● online" 10
  checar "... e a mensagem diz o modo novo" ana "Modo offline desligado" 5
  teclas ana q
  restaurado ana 0

  abrir bruno "--api '$API' --dados '$DIR/bruno'"
  esperar bruno "Tab troca de campo" >/dev/null
  texto bruno "bruno@frila.dev"; teclas bruno Tab; texto bruno "frila123"; teclas bruno Enter
  checar "Bruno entra no Acompanhamento" bruno "Check-ins aguardando" 15
  checar "o check-in manual da Ana está lá" bruno "Ana Souza" 15
  guardar bruno acompanhamento
  if selecionar bruno 'Ana Souza'; then
    teclas bruno c
    checar "c confirma o check-in da Ana" bruno "Check-in de Ana Souza confirmado" 15
    sleep 1
    if tela bruno | grep -q '^. Ana Souza'; then erro "o check-in confirmado continua pendente"; else ok "o check-in sai da lista de pendentes"; fi
    guardar bruno acompanhamento-confirmado
  else
    erro "linha da Ana não selecionável"
  fi
  teclas bruno 2
  checar "Vagas do Bruno" bruno "pos." 10
  guardar bruno vagas
  if selecionar bruno 'seleção'; then
    teclas bruno Enter
    checar "candidatos com reputação" bruno "chamariam de novo" 10
    guardar bruno vaga-candidatos
    teclas bruno Escape
  fi
  teclas bruno n
  checar "formulário de nova vaga" bruno "Nova vaga" 5
  teclas bruno Enter
  checar "validar() no formulário" bruno "Escolha a função" 5
  guardar bruno nova-vaga
  teclas bruno Escape 3
  checar "perfil do contratante" bruno "Sincronização" 10
  guardar bruno perfil
  teclas bruno q
  restaurado bruno 0

  # Ana de novo: a sessão sobreviveu ao reinício e o check-in agora está verificado.
  abrir ana2 "--api '$API' --dados '$DIR/ana'"
  checar "sessão guardada: entra sem login" ana2 "1 Feed" 15
  teclas ana2 2
  checar "check-in confirmado pelo contratante" ana2 "confirmado pelo contratante" 15
  # (issue 6) ação que o servidor recusa: check-in offline no turno pego hoje, que só começa
  # amanhã; na volta da rede aparece rejeitado com o motivo do servidor e nada fica pendente.
  if selecionar ana2 "$quando"; then
    teclas ana2 o; esperar ana2 "Modo offline forçado" >/dev/null
    teclas ana2 e; esperar ana2 "Check-in (entrada)" >/dev/null; teclas ana2 Enter
    checar "check-in offline vai para a fila" ana2 "aguardando envio" 10
    teclas ana2 o
    checar "de volta à rede, o servidor recusa: aparece rejeitado" ana2 "rejeitado" 15
    checar "... com o motivo do servidor" ana2 "fora do horário" 5
    checar "... e nada fica pendente" ana2 "fila 0 (1 rejeitada)" 10
    guardar ana2 turnos-rejeitado
  else
    erro "turno pego hoje não encontrado em Turnos"
  fi
  teclas ana2 q
  sleep 0.5
  if tela ana2 | grep -q "esperando envio"; then teclas ana2 s; fi
  restaurado ana2 0

  # (issue 6) RN11 e duas contas no mesmo diretório, na TUI. Um turno de 2 h para a Ana e
  # outro para a Carla, começando há 6 h; o relógio do frila parte de início+5 min
  # (FRILA_AGORA) e anda. Check-in offline nessa hora, enviado só minutos depois e depois
  # de outra conta usar o mesmo diretório: o banco grava a hora do toque.
  source "$RAIZ/scripts/e2e-banco.sh"   # PGBIN, sql, lote
  lote ana@frila.dev 1; lote carla@frila.dev 1
  lote_de() { sql "select t.id from public.turnos t join auth.users u on u.id = t.profissional_id
                   where u.email = '$1' and t.valor_acordado_centavos between 10001 and 10999"; }
  A1="$(lote_de ana@frila.dev)"; C1="$(lote_de carla@frila.dev)"
  IFS='|' read -r T PER HORA_T < <(sql "select to_char((lower(periodo) + interval '5 min') at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'),
      to_char(lower(periodo) at time zone 'America/Sao_Paulo', 'HH24:MI') || '–' || to_char(upper(periodo) at time zone 'America/Sao_Paulo', 'HH24:MI'),
      to_char((lower(periodo) + interval '5 min') at time zone 'America/Sao_Paulo', 'HH24:MI')
      from public.turnos where id = '$A1'")
  checkin_de() { sql "select coalesce(checkin_em::text, 'nenhum') from public.turnos where id = '$1'"; }
  # entrar_tui NOME EMAIL: login pela tela (Ctrl-O antes, se o offline forçado ficou ligado)
  entrar_tui() {
    if tela "$1" | grep -q "Ctrl-O desliga"; then teclas "$1" C-o; esperar "$1" "● online" 10 >/dev/null; fi
    texto "$1" "$2"; teclas "$1" Tab; texto "$1" "frila123"; teclas "$1" Enter
  }
  # checkin_offline NOME: no turno do lote (período $PER), com o offline forçado, sem localização
  checkin_offline() {
    teclas "$1" 2
    esperar "$1" "$PER" 15 >/dev/null && selecionar "$1" "$PER" || return 1
    teclas "$1" o; esperar "$1" "Modo offline forçado" 5 >/dev/null || return 1
    teclas "$1" e; esperar "$1" "Check-in (entrada)" 5 >/dev/null || return 1
    teclas "$1" Enter
  }
  # sair_da_conta NOME TELA: até a tela de login (antes dela, o que se digita vira tecla de comando)
  sair_da_conta() {
    teclas "$1" 3; teclas "$1" L; esperar "$1" "Sair da conta" 5 >/dev/null; guardar "$1" "$2"; teclas "$1" s
    esperar "$1" "Você saiu da conta" 10 >/dev/null || erro "$1: não voltou ao login"
  }

  AMBIENTE_EXTRA="FRILA_AGORA=$T" abrir duas "--api '$API' --dados '$DIR/compartilhado'"
  checar "FRILA_AGORA: a TUI avisa o relógio de teste" duas "Relógio de teste" 10
  entrar_tui duas ana@frila.dev
  checar "Ana entra (diretório compartilhado)" duas "1 Feed" 15
  checkin_offline duas || erro "check-in offline da Ana não foi feito"
  checar "RN11: check-in offline registrado às $HORA_T (o relógio do toque)" duas "Check-in registrado às $HORA_T" 10
  checar "... e fica na fila" duas "fila 1" 5
  guardar duas ana-toque-offline
  if [ "$(checkin_de "$A1")" = nenhum ]; then ok "nada saiu da máquina"; else erro "o check-in offline chegou ao banco"; fi
  sair_da_conta duas ana-sair-com-pendente
  if grep -q "ficam guardadas" "$TELAS/duas-ana-sair-com-pendente.txt"; then ok "sair da conta avisa que a ação pendente fica guardada"; else erro "sair da conta não avisou da ação pendente"; fi
  checar "de volta ao login, com o offline forçado ainda ligado" duas "Ctrl-O desliga" 10

  entrar_tui duas carla@frila.dev
  checar "Carla entra no mesmo diretório" duas "1 Feed" 15
  checar "... online, sem a ação da Ana na fila dela" duas "● online · fila 0" 10
  sleep 2
  if [ "$(checkin_de "$A1")" = nenhum ]; then ok "Carla online não envia a ação da Ana"; else erro "Carla enviou a ação da Ana"; fi
  checkin_offline duas || erro "check-in offline da Carla não foi feito"
  checar "check-in offline da Carla na fila" duas "fila 1" 10
  sair_da_conta duas carla-sair-com-pendente

  entrar_tui duas ana@frila.dev
  checar "Ana entra de novo" duas "1 Feed" 15
  i=0; while [ "$i" -lt 50 ] && [ "$(checkin_de "$A1")" = nenhum ]; do sleep 0.1; i=$((i + 1)); done
  if [ "$(sql "select checkin_em >= '$T'::timestamptz and checkin_em < '$T'::timestamptz + interval '2 min'
                  and now() - checkin_em > interval '5 hours' from public.turnos where id = '$A1'")" = t ]; then
    ok "RN11: a ação da Ana saiu em ≤ 5 s e o banco gravou o toque ($(checkin_de "$A1")), não a hora do envio"
  else
    erro "RN11: check-in da Ana no banco: $(checkin_de "$A1") (toque em $T)"
  fi
  checar "... e a fila dela esvaziou" duas "fila 0" 10
  if [ "$(checkin_de "$C1")" = nenhum ]; then ok "Ana não envia a ação da Carla"; else erro "Ana enviou a ação da Carla"; fi
  sair_da_conta duas ana-sair-sem-pendente
  if grep -q "ficam guardadas" "$TELAS/duas-ana-sair-sem-pendente.txt"; then erro "aviso de pendente sem pendente"; else ok "sem pendente, sair da conta não fala de fila"; fi
  entrar_tui duas carla@frila.dev
  checar "Carla entra de novo" duas "1 Feed" 15
  i=0; while [ "$i" -lt 50 ] && [ "$(checkin_de "$C1")" = nenhum ]; do sleep 0.1; i=$((i + 1)); done
  if [ "$(sql "select checkin_em >= '$T'::timestamptz and checkin_em < '$T'::timestamptz + interval '5 min' from public.turnos where id = '$C1'")" = t ]; then
    ok "a ação da Carla sai quando ela volta, com a hora do toque"
  else
    erro "check-in da Carla no banco: $(checkin_de "$C1")"
  fi
  teclas duas q
  restaurado duas 0
fi

if [ "$FALHAS" -gt 0 ]; then echo "e2e tui: $FALHAS falha(s); telas em $TELAS"; exit 1; fi
echo "e2e tui: tudo verde (telas em $TELAS)"
