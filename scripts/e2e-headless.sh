#!/usr/bin/env bash
# Kit dos testadores (issue 6): cenários offline ponta a ponta com os comandos sem tela,
# suíte de falhas com processos reais (kill -9, gateway e PostgreSQL reiniciados, disco
# cheio, SQLite estragado, LANG=C, controle e textos longos), rede com falhas injetadas por
# um proxy (lento, 500, 429, HTML, truncado, JSON inválido, 2 MiB, conexão derrubada) e
# checagens de segurança.
#   scripts/e2e-headless.sh API_PORT PG_PORT BIN_DIR [offline|falhas|rede|tui|seguranca|tudo]
# Backend NOVO nas portas dadas (db-reset + backend-up), derrubado no fim mesmo em falha.
# Estado e saídas em /tmp/frila-headless-API_PORT/ (dados/ por conta, saidas/ por comando).
set -euo pipefail
API_PORT="${1:?API_PORT}"; PG_PORT="${2:?PG_PORT}"; BIN_DIR="${3:?BIN_DIR}"; SECOES="${4:-tudo}"
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"
F="$BIN_DIR/frila"
API_BIN="${FRILA_E2E_API_BIN:-$BIN_DIR/frila-api}"
API_SH="${FRILA_E2E_API_SH:-$RAIZ/scripts/api.sh}"
DIR="/tmp/frila-headless-$API_PORT"
DADOS="$DIR/dados"; SAIDAS="$DIR/saidas"
API="http://127.0.0.1:$API_PORT"
PG_DIR="/tmp/frila-pg-$PG_PORT"
POSICAO_BAR="-15.8143,-47.8966"   # endereço do Bar do Cerrado (seed): distância 0 → geolocalizado
FALHAS=0; BACKEND_NO_AR=0; INICIO=$(date +%s)
export LANG=C.UTF-8

rm -rf "$DIR"; mkdir -p "$DADOS" "$SAIDAS"
[ -x "$F" ] || { echo "headless: $F não existe (compile antes)" >&2; exit 1; }

source "$RAIZ/scripts/e2e-banco.sh"   # PGBIN, sql, lote

PROXY=""
limpar() {
  tmux -L "frila-headless-$API_PORT" kill-server 2>/dev/null || true
  for p in $(jobs -p) $PROXY; do kill -9 "$p" 2>/dev/null || true; done
  if [ "$BACKEND_NO_AR" = 1 ]; then
    make -s -C "$RAIZ" --no-print-directory backend-down PG_PORT="$PG_PORT" API_PORT="$API_PORT" >/dev/null 2>&1 || true
  fi
}
trap limpar EXIT

ok()   { echo "  ok   $*"; }
erro() { echo "  FALHOU $*"; FALHAS=$((FALHAS + 1)); }
checar() { local d="$1"; shift; if "$@"; then ok "$d"; else erro "$d"; fi; }
secao() { [ "$SECOES" = tudo ] || [ "$SECOES" = "$1" ]; }


# fr CONTA ARGS...: frila com estado isolado por conta; stdout/stderr guardados em saidas/.
N=0
fr() {
  local conta="$1"; shift
  N=$((N + 1))
  local base="$SAIDAS/$(printf %04d $N)-$conta-${1//[^a-z_-]/}"
  set +e
  "$F" --api "$API" --dados "$DADOS/$conta" "$@" >"$base.out" 2>"$base.err"
  RC=$?
  set -e
  OUT="$(cat "$base.out")"; ERR="$(cat "$base.err")"
  return 0
}
entrar() { echo frila123 | "$F" --api "$API" --dados "$DADOS/$1" login --email "$2" >/dev/null 2>"$SAIDAS/login-$1.err"; }
# turnos de uma conta no banco: "id inicio+5min inicio+115min", em ordem de início
turnos_do_lote() {
  sql "select t.id || ' ' || to_char((lower(t.periodo) + interval '5 min') at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')
              || ' ' || to_char((lower(t.periodo) + interval '115 min') at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')
         from public.turnos t join auth.users u on u.id = t.profissional_id
        where u.email = '$1' and t.valor_acordado_centavos between 10001 and 10999 order by lower(t.periodo) desc"
}
# quantos turnos do lote da conta têm check-in e check-out exatamente nos horários do toque
aplicados_do_lote() {
  sql "select count(*) from public.turnos t join auth.users u on u.id = t.profissional_id
        where u.email = '$1' and t.valor_acordado_centavos between 10001 and 10999
          and t.checkin_em = lower(t.periodo) + interval '5 min' and t.checkin_tipo = 'geolocalizado'
          and t.checkout_em = lower(t.periodo) + interval '115 min'"
}
com_checkin_do_lote() {
  sql "select count(*) from public.turnos t join auth.users u on u.id = t.profissional_id
        where u.email = '$1' and t.valor_acordado_centavos between 10001 and 10999 and t.checkin_em is not null"
}
pendentes() { "$F" --api "$API" --dados "$DADOS/$1" --offline fila --json 2>/dev/null | jq -r .pendentes; }
rejeitadas() { "$F" --api "$API" --dados "$DADOS/$1" --offline fila --json 2>/dev/null | jq -r .rejeitadas; }

# Enfileira check-in + check-out (offline forçado) de cada turno do lote: 2 ações por turno,
# o check-out sempre depois do check-in do mesmo turno; turnos diferentes em paralelo (3 por
# vez: cada processo é curto e a fila aguenta escritores concorrentes).
enfileirar_par() {  # enfileirar_par CONTA ID INICIO FIM
  "$F" --api "$API" --dados "$DADOS/$1" --offline checkin "$2" --posicao "$POSICAO_BAR" --em "$3" >/dev/null \
    && "$F" --api "$API" --dados "$DADOS/$1" --offline checkout "$2" --posicao "$POSICAO_BAR" --em "$4" >/dev/null
}
export -f enfileirar_par; export F API DADOS POSICAO_BAR
enfileirar_lote() {
  turnos_do_lote "$2" | xargs -P 3 -L 1 bash -c 'enfileirar_par "$0" "$1" "$2" "$3"' "$1" 2>>"$SAIDAS/lote-$1.err"
}

api_pid() { cat "/tmp/frila-api-$API_PORT/frila-api.pid" 2>/dev/null || true; }
# Sobe de novo o gateway; até 3 tentativas (a porta pode levar um instante para ficar livre).
api_subir() {
  local i
  for i in 1 2 3; do
    "$API_SH" up "$API_PORT" "$PG_PORT" "$API_BIN" >/dev/null 2>>"$SAIDAS/api-subir.err" && return 0
    echo "api_subir: tentativa $i falhou; porta $API_PORT: $(ss -Htanp "sport = :$API_PORT" 2>/dev/null | head -3 | tr '\n' ' ')" >>"$SAIDAS/api-subir.err"
    sleep 1
  done
  return 1
}
como_pg() { if [ "$(id -u)" = 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi; }
esperar_ate() {  # esperar_ate SEGUNDOS 'COMANDO': até o comando (reavaliado a cada volta) dar certo
  local lim=$(( $1 * 20 )) i=0
  while [ $i -lt $lim ]; do eval "$2" && return 0; sleep 0.05; i=$((i + 1)); done
  return 1
}

if [ -z "${FRILA_E2E_API_BIN:-}" ] && grep -q 'ainda não implementado' "$RAIZ/mk/api.mk" "$RAIZ/mk/db.mk" 2>/dev/null; then
  echo "headless — PULADO: o backend local (make backend-up) ainda não existe nesta árvore."
  exit 0
fi

# ------------------------------------------------------------------------------------------
echo "headless — backend novo (banco em $PG_PORT, API em $API_PORT)"
make -s -C "$RAIZ" --no-print-directory db-reset PG_PORT="$PG_PORT" >/dev/null
BACKEND_NO_AR=1
# O cluster de teste desliga a durabilidade por velocidade; o reinício "immediate" do
# PostgreSQL no meio do dreno só é um teste honesto com commit síncrono (como num Supabase
# de verdade): senão o banco perde commits que já confirmou ao cliente.
sql "alter database postgres set synchronous_commit = on" >/dev/null
if [ -n "${FRILA_E2E_API_BIN:-}" ]; then api_subir; else
  make -s -C "$RAIZ" --no-print-directory backend-up PG_PORT="$PG_PORT" API_PORT="$API_PORT" >/dev/null 2>&1
fi
# Segredo e anon key do backend: gerados por scripts/api.sh no diretório de estado dele.
SEGREDOS_API="/tmp/frila-api-$API_PORT/segredos.env"
export FRILA_ANON_KEY="$(sed -n 's/^FRILA_ANON_KEY=//p' "$SEGREDOS_API")"
lote ana@frila.dev 2; lote carla@frila.dev 2
lote kill@frila.test 100; lote gateway@frila.test 50; lote postgres@frila.test 50; lote tui@frila.test 1; lote token@frila.test 80
lote rede@frila.test 10

# ------------------------------------------------------------------------------------------
if secao offline; then
echo "headless — cenários offline (item 2)"
entrar ana ana@frila.dev; entrar bruno bruno@frila.dev; entrar carla carla@frila.dev
checar "credencial 0600 num diretório 0700" test "$(stat -c %a "$DADOS/ana/credencial.json")" = 600 -a "$(stat -c %a "$DADOS/ana")" = 700
fr ana turnos --json
X="$(jq -r '[.turnos[] | select(.estado == "confirmada" and .checkin == null and .endereco != null)] | sort_by(.inicio) | last | .turno_id' <<<"$OUT")"
checar "turnos da Ana (online) com o turno que começa em < 1 h" test -n "$X" -a "$X" != null

# RN11: check-in offline às HH:MM, sincronizado depois, grava HH:MM (o toque), não a hora do envio.
TOQUE="$(date -u -d '-3 min' +%Y-%m-%dT%H:%M:00Z)"
fr ana --offline checkin "$X" --sem-localizacao --em "$TOQUE" --json
checar "check-in offline vai para a fila (saída 0, estado na_fila)" test "$RC" = 0 -a "$(jq -r .estado <<<"$OUT")" = na_fila
checar "nada saiu da máquina: o banco não tem o check-in" test "$(sql "select count(*) from public.turnos where id = '$X' and checkin_em is not null")" = 0

# Reinício offline: o cache de 24 h e a fila continuam lá (processo novo).
fr ana --offline turnos --json
checar "reinício offline: turnos do cache, com a ação pendente" \
  test "$(jq -r --arg x "$X" '.do_cache and ([.turnos[] | select(.turno_id == $x) | .acoes[0].estado] == ["pendente"])' <<<"$OUT")" = true
fr ana --offline fila --json
checar "reinício offline: frila fila mostra tipo, turno, toque, estado, tentativas" \
  test "$(jq -r --arg x "$X" --arg t "$TOQUE" '.itens[0] | .tipo == "registrarCheckin" and .turno_id == $x and (.tocado_em | startswith($t[0:19])) and .estado == "pendente" and .tentativas == 0' <<<"$OUT")" = true
cp -a "$DADOS/ana" "$DADOS/ana-relogio"
DAQUI_23H="$(date -u -d '+23 hours' +%Y-%m-%dT%H:%M:%SZ)"; DAQUI_25H="$(date -u -d '+25 hours' +%Y-%m-%dT%H:%M:%SZ)"
FRILA_AGORA="$DAQUI_23H" fr ana-relogio --offline turnos --json
checar "relógio fixo +23 h: cache ainda vale" test "$(jq -r '.turnos | length > 0' <<<"$OUT")" = true
FRILA_AGORA="$DAQUI_25H" fr ana-relogio --offline turnos --json
checar "relógio fixo +25 h: cache velho não aparece" test "$(jq -r '.turnos | length' <<<"$OUT")" = 0 -a "$RC" = 0
checar "... e a mensagem diz por quê" grep -q "últimas 24 horas" <<<"$OUT"

# Sair do offline forçado: a fila drena sozinha na partida, em ≤ 5 s, e grava o toque.
sleep 1
t0=$(date +%s%N)
fr ana turnos --json
esperar_ate 5 "test \"\$(sql \"select count(*) from public.turnos where id = '$X' and checkin_em is not null\")\" = 1" || true
t1=$(date +%s%N)
checar "sem --offline a fila drena sozinha em $(( (t1 - t0) / 1000000 )) ms (≤ 5 s)" test $(( (t1 - t0) / 1000000 )) -le 5000
checar "RN11: o banco gravou o horário do toque ($TOQUE), não o do envio" \
  test "$(sql "select checkin_em = '$TOQUE'::timestamptz and checkin_tipo = 'manual' from public.turnos where id = '$X'")" = t
checar "fila da Ana vazia depois do dreno" test "$(pendentes ana)" = 0

# Contratante pelos comandos sem tela: pendentes, confirmar offline (pela fila), alertas;
# avaliação dos dois lados (RN07: sim/não, uma por lado).
fr bruno pendentes --json
checar "frila pendentes: Bruno vê o check-in manual da Ana" test "$RC" = 0 -a "$(jq -r --arg x "$X" '[.[] | select(.turno_id == $x)] | length' <<<"$OUT")" = 1
fr bruno --offline confirmar "$X" --json
checar "frila confirmar offline: vai para a fila" test "$RC" = 0 -a "$(jq -r .estado <<<"$OUT")" = na_fila
fr bruno sincronizar
checar "... e sai ao sincronizar: presença verificada no banco" \
  test "$RC" = 0 -a "$(sql "select checkin_confirmado_em is not null and verificacao = 'verificado' from public.turnos where id = '$X'")" = t
fr bruno alertas --json
checar "frila alertas: a vaga em alerta do seed" test "$RC" = 0 -a "$(jq '.vagas | length >= 1' <<<"$OUT")" = true
Y="$(sql "select t.id from public.turnos t join auth.users u on u.id = t.profissional_id where u.email = 'ana@frila.dev'
           and t.verificacao = 'verificado' and upper(t.periodo) < now()
           and not exists (select 1 from public.avaliacoes a where a.turno_id = t.id) limit 1")"
fr ana avaliar "$Y" sim --json; rc_ana=$RC
fr bruno avaliar "$Y" nao --json
checar "frila avaliar pelos dois lados: uma avaliação por lado no banco" \
  test "$rc_ana" = 0 -a "$RC" = 0 -a "$(sql "select string_agg(lado || '=' || chamaria_de_novo, ',' order by lado::text) from public.avaliacoes where turno_id = '$Y'")" = "contratante=false,profissional=true"
fr ana avaliar "$Y" nao
checar "... e a segunda avaliação do mesmo lado é recusada na hora (saída 1)" test "$RC" = 1
fr carla perfil --json
checar "frila perfil sem avaliações: 'Sem histórico', nunca 0 de 0" test "$(jq -r .reputacao.descricao <<<"$OUT")" = "Sem histórico"

# Backend de volta: com a API fora do ar de verdade (sem --offline), o check-in e o
# check-out vão para a fila; a API volta e a fila esvazia sozinha em ≤ 5 s, em ordem, uma vez.
read -r C1 C1IN C1OUT < <(turnos_do_lote carla@frila.dev | head -1)
fr carla turnos >/dev/null
"$API_SH" down "$API_PORT"
fr carla checkin "$C1" --posicao "$POSICAO_BAR" --em "$C1IN" --json
checar "API fora do ar: check-in vai para a fila (saída 0)" test "$RC" = 0 -a "$(jq -r .estado <<<"$OUT")" = na_fila
fr carla checkout "$C1" --posicao "$POSICAO_BAR" --em "$C1OUT" --json
checar "... e o check-out atrás dele" test "$RC" = 0 -a "$(jq -r .estado <<<"$OUT")" = na_fila
fr carla candidatar "$(sql "select id from public.vagas where modo = 'urgencia' and estado = 'publicada' and inicio > now() + interval '1 day' limit 1")"
checar "candidatura com a API fora do ar: recusada na hora com a mensagem de sem conexão (saída 3)" \
  test "$RC" = 3 -a -n "$(grep -F 'candidatura não fica na fila' <<<"$ERR")"
"$F" --api "$API" --dados "$DADOS/carla" sincronizar --ate-esvaziar --timeout 30 >"$SAIDAS/carla-dreno.out" 2>&1 &
DRENO=$!
sleep 2
api_subir
t_up=$(date +%s%N)
wait "$DRENO" && rc_dreno=0 || rc_dreno=$?
t_fim=$(date +%s%N)
checar "API de volta: a fila esvaziou sozinha em $(( (t_fim - t_up) / 1000000 )) ms (≤ 5 s)" test "$rc_dreno" = 0 -a $(( (t_fim - t_up) / 1000000 )) -le 5000
checar "em ordem e uma vez: check-in e check-out gravados com os horários do toque" \
  test "$(sql "select checkin_em = '$C1IN'::timestamptz and checkout_em = '$C1OUT'::timestamptz from public.turnos where id = '$C1'")" = t
checar "nenhuma recusada" test "$(rejeitadas carla)" = 0

# Candidatura com offline forçado: recusada localmente, nada na fila nem no banco.
VU="$(sql "select v.id from public.vagas v join public.despachos d on d.vaga_id = v.id join auth.users u on u.id = d.profissional_id
            join auth.users b on b.id = v.publicada_por
            where u.email = 'ana@frila.dev' and b.email = 'bruno@frila.dev' and v.modo = 'urgencia' and v.estado = 'publicada'
            order by v.inicio limit 1")"
fr ana --offline candidatar "$VU"
checar "candidatura offline: saída 3 e 'sem conexão' em stderr" test "$RC" = 3 -a -n "$(grep -F 'Sem conexão' <<<"$ERR")"
checar "... nada foi para a fila nem para o servidor" \
  test "$(pendentes ana)" = 0 -a "$(sql "select count(*) from public.candidaturas c join auth.users u on u.id = c.profissional_id where u.email = 'ana@frila.dev' and c.vaga_id = '$VU'")" = 0

# Recusa no meio da fila: o turno foi cancelado enquanto o check-in esperava; aparece como
# recusada com o motivo do servidor e a ação de trás sai mesmo assim.
fr ana candidatar "$VU" --json
Z="$(jq -r '.turno.turno_id // empty' <<<"$OUT")"
checar "Ana pega uma vaga de urgência (turno novo)" test "$RC" = 0 -a -n "$Z"
fr ana turnos >/dev/null
read -r A1 A1IN A1OUT < <(turnos_do_lote ana@frila.dev | head -1)
fr ana --offline checkin "$Z" --sem-localizacao
fr ana --offline checkin "$A1" --posicao "$POSICAO_BAR" --em "$A1IN"
fr bruno cancelar "$Z" --motivo "Evento remarcado pelo cliente"
checar "Bruno cancela o turno (contratante, saída 0)" test "$RC" = 0
fr ana sincronizar --json
checar "sincronizar: uma recusada, nada pendente (saída 0)" test "$RC" = 0 -a "$(jq -r '.pendentes == 0 and .rejeitadas == 1' <<<"$OUT")" = true
fr ana fila --json
checar "a recusada traz o motivo do servidor" test "$(jq -r --arg z "$Z" '.itens[] | select(.turno_id == $z) | .estado + ": " + .ultimo_erro' <<<"$OUT")" = "rejeitada: Este turno foi cancelado."
checar "a ação de trás saiu mesmo assim" test "$(sql "select checkin_em = '$A1IN'::timestamptz from public.turnos where id = '$A1'")" = t

# Duas contas no mesmo diretório: nenhuma envia as ações da outra.
read -r A2 A2IN A2OUT < <(turnos_do_lote ana@frila.dev | sed -n 2p)
read -r C2 C2IN C2OUT < <(turnos_do_lote carla@frila.dev | sed -n 2p)
entrar compartilhado ana@frila.dev
fr compartilhado turnos >/dev/null
fr compartilhado --offline checkin "$A2" --posicao "$POSICAO_BAR" --em "$A2IN"
fr compartilhado --offline sair
checar "sair offline guarda a ação pendente da Ana" grep -q "continuam na fila" <<<"$ERR"
entrar compartilhado carla@frila.dev
fr compartilhado turnos >/dev/null
fr compartilhado --offline checkin "$C2" --posicao "$POSICAO_BAR" --em "$C2IN"
fr compartilhado sincronizar --json
checar "Carla sincroniza só a dela" test "$(sql "select (select checkin_em is not null from public.turnos where id = '$C2')::text || (select checkin_em is null from public.turnos where id = '$A2')::text")" = truetrue
fr compartilhado fila --json
checar "a fila da Carla não mostra a ação da Ana" test "$(jq -r '.itens | length' <<<"$OUT")" = 0
entrar compartilhado ana@frila.dev
checar "Ana entra de novo e a ação dela sai" esperar_ate 5 "test \"\$(sql \"select checkin_em = '$A2IN'::timestamptz from public.turnos where id = '$A2'\")\" = t"
fi

# ------------------------------------------------------------------------------------------
if secao falhas; then
echo "headless — suíte de falhas com processos reais (item 3)"
[ -f "$DADOS/ana/credencial.json" ] || entrar ana ana@frila.dev
# Proxy que atrasa cada pedido em 15 ms: o dreno dura segundos e as mortes caem no meio dele.
python3 "$RAIZ/scripts/proxy-lento.py" "$API_PORT" 15 "$DIR/proxy.porta" 2>"$SAIDAS/proxy.err" &
PROXY=$!; disown "$PROXY"
esperar_ate 5 'test -s "$DIR/proxy.porta"'
LENTA="http://127.0.0.1:$(cat "$DIR/proxy.porta")"
entrar kill kill@frila.test
fr kill turnos >/dev/null
t0=$(date +%s)
checar "200 ações na fila (100 turnos × check-in + check-out, offline forçado)" enfileirar_lote kill kill@frila.test
checar "... são 200 pendentes ($(( $(date +%s) - t0 )) s para enfileirar)" test "$(pendentes kill)" = 200
cp -a "$DADOS/kill" "$DADOS/kill-disco"; cp -a "$DADOS/kill" "$DADOS/kill-estragado"
mortes=0
for i in $(seq 1 60); do
  [ "$(com_checkin_do_lote kill@frila.test)" = 100 ] && [ "$(pendentes kill)" = 0 ] && break
  "$F" --api "$LENTA" --dados "$DADOS/kill" sincronizar --ate-esvaziar --timeout 30 >/dev/null 2>>"$SAIDAS/kill.err" &
  p=$!
  sleep "0.$(( RANDOM % 5 + 1 ))$(( RANDOM % 10 ))"
  if kill -9 "$p" 2>/dev/null; then mortes=$((mortes + 1)); fi
  wait "$p" 2>/dev/null || true
done
fr kill sincronizar --ate-esvaziar --timeout 30
checar "kill -9 em pontos aleatórios ($mortes mortes): a fila terminou vazia" test "$RC" = 0 -a "$(pendentes kill)" = 0 -a "$(rejeitadas kill)" = 0
checar "... houve mortes de verdade no meio do dreno" test "$mortes" -ge 3
checar "cada uma das 200 ações aplicada exatamente uma vez, com o horário do toque (banco)" test "$(aplicados_do_lote kill@frila.test)" = 100

# Gateway morto (kill -9) e reerguido no meio do dreno.
entrar gateway gateway@frila.test; fr gateway turnos >/dev/null
enfileirar_lote gateway gateway@frila.test || true
"$F" --api "$LENTA" --dados "$DADOS/gateway" sincronizar --ate-esvaziar --timeout 60 >"$SAIDAS/gateway-dreno.out" 2>&1 &
DRENO=$!
esperar_ate 20 'test "$(com_checkin_do_lote gateway@frila.test)" -ge 3' || true
kill -9 "$(api_pid)"; meio="$(com_checkin_do_lote gateway@frila.test)"
sleep 1.5
api_subir
wait "$DRENO" && rc_dreno=0 || rc_dreno=$?
checar "gateway morto (kill -9) com $meio/50 turnos aplicados e reerguido: o dreno terminou (saída 0)" test "$rc_dreno" = 0 -a "$meio" -lt 50
checar "... 100 ações aplicadas uma vez, em ordem (banco)" test "$(aplicados_do_lote gateway@frila.test)" = 50

# PostgreSQL reiniciado no meio do dreno.
entrar postgres postgres@frila.test; fr postgres turnos >/dev/null
enfileirar_lote postgres postgres@frila.test || true
"$F" --api "$LENTA" --dados "$DADOS/postgres" sincronizar --ate-esvaziar --timeout 60 >"$SAIDAS/postgres-dreno.out" 2>&1 &
DRENO=$!
esperar_ate 20 'test "$(com_checkin_do_lote postgres@frila.test)" -ge 3' || true
meio="$(com_checkin_do_lote postgres@frila.test)"
como_pg "$PGBIN/pg_ctl" -D "$PG_DIR/dados" -m immediate -w restart -l "$PG_DIR/postgres.log" >/dev/null
wait "$DRENO" && rc_dreno=0 || rc_dreno=$?
checar "PostgreSQL reiniciado (immediate) com $meio/50 turnos aplicados: o dreno terminou (saída 0)" test "$rc_dreno" = 0 -a "$meio" -lt 50
checar "... 100 ações aplicadas uma vez (banco)" test "$(aplicados_do_lote postgres@frila.test)" = 50
# Conexões velhas do gateway podem responder 503 logo depois do reinício: o cliente diz
# isso com frase clara e o pedido seguinte funciona.
for _ in 1 2 3 4 5 6 7 8 9 10; do fr ana perfil; [ "$RC" = 0 ] && break; grep -q "Tente de novo" <<<"$ERR" || break; sleep 0.2; done
checar "depois do reinício do PostgreSQL o cliente volta a funcionar" test "$RC" = 0

# Token de acesso vencendo no meio do dreno, com o gateway de verdade: a credencial ganha
# um token assinado com o segredo local que vence em ~1 s (o gateway tolera 30 s); o
# dreno de 160 ações (≥ 2,4 s pelo proxy) leva um 401, renova uma vez e segue em ordem.
entrar token token@frila.test; fr token turnos >/dev/null
enfileirar_lote token token@frila.test || true
python3 - "$DADOS/token/credencial.json" "$SEGREDOS_API" <<'PY'
import base64, hashlib, hmac, json, sys, time
arq = sys.argv[1]
segredo = [l.split("=", 1)[1].strip() for l in open(sys.argv[2]) if l.startswith("FRILA_JWT_SEGREDO=")][0].encode()
c = json.load(open(arq))
h, p, _ = c["tokenDeAcesso"].split(".")
def dec(s): return json.loads(base64.urlsafe_b64decode(s + "=" * (-len(s) % 4)))
def enc(o): return base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).rstrip(b"=").decode()
claims = dec(p); claims["exp"] = int(time.time()) - 28
corpo = enc(dec(h)) + "." + enc(claims)
sig = base64.urlsafe_b64encode(hmac.new(segredo, corpo.encode(), hashlib.sha256).digest()).rstrip(b"=").decode()
c["tokenDeAcesso"] = corpo + "." + sig
with open(arq, "w") as f: json.dump(c, f)
PY
LOG_API="/tmp/frila-api-$API_PORT/frila-api.log"
ja=$(wc -l < "$LOG_API")
set +e; "$F" --api "$LENTA" --dados "$DADOS/token" sincronizar --ate-esvaziar --timeout 60 >"$SAIDAS/token-dreno.out" 2>&1; rc_dreno=$?; set -e
novo="$(tail -n +$((ja + 1)) "$LOG_API")"
renov=$(grep -c "POST /auth/v1/token 200" <<<"$novo" || true)
n401=$(grep -cE "rpc/fazer_[a-z]+ 401" <<<"$novo" || true)
antes=$(awk '/rpc\/fazer_[a-z]+ 401/{exit} /rpc\/fazer_[a-z]+ 200/{n++} END{print n+0}' <<<"$novo")
checar "token vencido no dreno ($antes ações aceitas antes do 401): um 401, uma renovação, dreno até o fim" \
  test "$rc_dreno" = 0 -a "$renov" = 1 -a "$n401" = 1
checar "... 160 ações aplicadas uma vez, em ordem (banco)" test "$(aplicados_do_lote token@frila.test)" = 80
checar "... a credencial renovada continua 0600" test "$(stat -c %a "$DADOS/token/credencial.json")" = 600

# Disco cheio (limite de tamanho de arquivo do processo): frase clara, sem crash, e tudo
# o que foi aceito continua na fila.
"$F" --api "$API" --dados "$DADOS/kill-disco" --offline fila >/dev/null 2>&1   # checkpoint limpo
antes="$(pendentes kill-disco)"
aceitas=0; recusadas=0; crash=0; msg=""
tam_kb=$(( $(stat -c %s "$DADOS/kill-disco/frila.sqlite") / 1024 + 8 ))
while read -r id ci co; do
  set +e
  ( ulimit -f "$tam_kb"; trap '' XFSZ; exec "$F" --api "$API" --dados "$DADOS/kill-disco" --offline avaliar "$id" sim ) \
    >/dev/null 2>"$SAIDAS/disco.err"
  rc=$?
  set -e
  if [ $rc = 0 ]; then aceitas=$((aceitas + 1)); elif [ $rc -ge 128 ]; then crash=$((crash + 1)); else recusadas=$((recusadas + 1)); msg="$(cat "$SAIDAS/disco.err")"; fi
  [ $recusadas -ge 3 ] && break
done < <(turnos_do_lote kill@frila.test)
checar "disco cheio: nenhum crash ($aceitas aceitas antes de encher, $recusadas recusadas)" test $crash = 0 -a $recusadas -ge 1
checar "... com frase clara" grep -q "disco cheio" <<<"$msg"
depois="$(pendentes kill-disco)"
checar "... a fila não foi esvaziada: $antes + $aceitas = $depois pendentes" test "$depois" = $((antes + aceitas))

# SQLite estragado: movido de lado com aviso claro, não apagado; o app segue.
head -c 65536 /dev/urandom > "$DADOS/kill-estragado/frila.sqlite"
fr kill-estragado --offline fila
checar "SQLite estragado: aviso claro em stderr, saída 0" test "$RC" = 0 -a -n "$(grep -F 'movidos para frila.sqlite.corrompido-' <<<"$ERR")"
checar "... o arquivo estragado foi guardado, não apagado" compgen -G "$DADOS/kill-estragado/frila.sqlite.corrompido-*" >/dev/null

# LANG=C, caracteres de controle e textos enormes em cada campo.
LONGO="$(printf 'x%.0s' $(seq 1 20000))"
CONTROLE="$(printf 'a\001\033[2J\033]0;titulo\007\tb\r\n')"
LANG=C LC_ALL=C fr ana perfil
checar "LANG=C: perfil sai em pt-BR com acentos íntegros (UTF-8)" test "$RC" = 0 -a -n "$(grep -F 'Comparecimento' <<<"$OUT")" -a -n "$(grep -F 'Disponível' <<<"$OUT")"
set +e
printf '%s\n' "$LONGO" | LANG=C "$F" --api "$API" --dados "$DADOS/lixo" login --email "$CONTROLE$LONGO" >"$SAIDAS/lixo.out" 2>"$SAIDAS/lixo.err"; rc=$?
set -e
checar "login com e-mail de 20 mil caracteres e controle: recusa limpa (saída $rc)" test $rc -ge 1 -a $rc -lt 128
checar "... sem ecoar os caracteres de controle" test -z "$(grep -P '\x1b|\x01' "$SAIDAS/lixo.err" || true)"
fr ana cancelar "$(uuidgen 2>/dev/null || cat /proc/sys/kernel/random/uuid)" --motivo "$CONTROLE$LONGO"
checar "cancelar turno inexistente com motivo enorme: recusa clara, sem crash (saída $RC)" test "$RC" -ge 1 -a "$RC" -lt 128
fr ana checkin "$CONTROLE$LONGO"
checar "TURNO com controle e 20 mil caracteres: uso inválido (2), mensagem curta" test "$RC" = 2 -a "${#ERR}" -lt 300
fr ana avaliar 0b9a1c7e-5d1f-4e55-9d1a-2f9a3b9c7d10 "$LONGO"
checar "resposta da avaliação enorme: uso inválido (2), mensagem curta" test "$RC" = 2 -a "${#ERR}" -lt 300
fi

# ------------------------------------------------------------------------------------------
if secao rede; then
echo "headless — rede com falhas injetadas, pelo binário (item 3)"
# Proxy HTTP em loopback na frente do gateway de verdade (scripts/proxy-falhas.py): o modo
# troca por GET /__falha/MODO, sem reiniciar. Só /rest/v1 falha (a sonda de saúde passa),
# como um gateway de pé com o banco ou a função quebrada. Tempo-limite do cliente em 2 s
# (FRILA_TEMPO_LIMITE_S; o padrão é 15 s) para o "lento" caber na suíte.
python3 "$RAIZ/scripts/proxy-falhas.py" "$API_PORT" "$DIR/falhas.porta" 2>"$SAIDAS/proxy-falhas.err" &
PROXY="$PROXY $!"; disown $!
esperar_ate 5 'test -s "$DIR/falhas.porta"'
PX="http://127.0.0.1:$(cat "$DIR/falhas.porta")"
falha() { curl -sS "$PX/__falha/$1" >/dev/null; }
injetadas() { curl -sS "$PX/__falha" | jq -r .injetadas; }
frx() { FRILA_TEMPO_LIMITE_S=2 fr rede --api "$PX" "$@"; }
fila_rede() { "$F" --api "$API" --dados "$DADOS/rede" --offline fila --json 2>/dev/null; }
entrar rede rede@frila.test
fr rede turnos >/dev/null   # guarda o cache de 24 h
TOKEN_REDE="$(jq -r .tokenDeAcesso "$DADOS/rede/credencial.json")"
sem_vazar() {  # nada do corpo injetado, HTML, JSON cru, token nem crash
  ! grep -qE 'VAZOU-CORPO|<|\{|nginx|Fatal error|Illegal instruction|Segmentation' <<<"$1" && ! grep -qF -- "$TOKEN_REDE" <<<"$1"
}
frase() { [ -n "$1" ] && sem_vazar "$1" && grep -qF -- "$2" <<<"$1"; }
todas() { local c; for c; do eval "$c" || { echo "       não valeu: $c" >&2; return 1; }; done; }
sqlite_ok() { test "$(sqlite3 "$DADOS/rede/frila.sqlite" 'pragma integrity_check' 2>&1)" = ok; }
# Frase esperada na tela (perfil: o view model resume "sem rede") e na fila (o erro cru).
declare -A NA_TELA=([lento]="Sem conexão" [500]="erro 500" [html]="erro 502" [truncado]="Sem conexão"
  [json-invalido]="respondeu algo inesperado" [enorme]="respondeu algo inesperado" [derruba]="Sem conexão" [429]="Tente de novo em 4 s")
declare -A NA_FILA=([lento]="demorou demais" [500]="erro 500" [html]="erro 502" [truncado]="Sem conexão"
  [json-invalido]="respondeu algo inesperado" [enorme]="respondeu algo inesperado" [derruba]="Sem conexão" [429]="Tente de novo em")
mapfile -t LOTE_REDE < <(turnos_do_lote rede@frila.test)
read -r LID LIN LOUT <<<"${LOTE_REDE[0]}"
n=0; total=0; tent_antes=0
# O 429 por último: o prazo do Retry-After seguraria as tentativas dos modos seguintes.
for modo in lento 500 html truncado json-invalido enorme derruba 429; do
  read -r id tin _ <<<"${LOTE_REDE[$n]}"; n=$((n + 1))
  if [ "$modo" = 429 ]; then falha "429?retry=4"; else falha "$modo"; fi
  t0=$(date +%s%N)
  frx perfil; rc_p=$RC; err_p=$ERR
  frx vagas; rc_v=$RC; err_v=$ERR
  frx turnos --json; rc_t=$RC; err_t=$ERR; cache_t="$(jq -r '.do_cache and (.turnos | length > 0)' <<<"$OUT" 2>/dev/null)"
  checar "$modo: perfil e vagas saem com 3 e frase clara (perfil: '$(head -c 70 <<<"$err_p")'), sem corpo/HTML/token" \
    todas '[ "$rc_p" = 3 ] && [ "$rc_v" = 3 ]' 'frase "$err_p" "${NA_TELA[$modo]}"' 'frase "$err_v" "frila: "'
  checar "... turnos mostra o cache de 24 h com aviso (saída $rc_t)" \
    todas '[ "$rc_t" = 0 ] && [ "$cache_t" = true ]' 'frase "$err_t" "turnos do cache de 24 h"'
  # Ação no meio da falha: vai para a fila (nada se perde); o dreno tenta e conta a tentativa.
  frx checkin "$id" --posicao "$POSICAO_BAR" --em "$tin" --json; rc_c=$RC; est_c="$(jq -r .estado <<<"$OUT" 2>/dev/null)"; err_c=$ERR
  extra=0
  if [ "$modo" = 500 ]; then  # o check-out do turno do "lento" entra atrás do check-in dele
    frx checkout "$LID" --posicao "$POSICAO_BAR" --em "$LOUT" --json; extra=1
    [ "$RC" = 0 ] && [ "$(jq -r .estado <<<"$OUT")" = na_fila ] || rc_c="checkout:$RC"
  fi
  frx sincronizar --json; rc_s=$RC; err_s=$ERR
  FJ="$(fila_rede)"
  tent="$(jq '[.itens[].tentativas] | add // 0' <<<"$FJ")"; erro_f="$(jq -r '.ultimo_erro // .itens[0].ultimo_erro // ""' <<<"$FJ")"
  total=$(( total + 1 + extra ))
  checar "... checkin vai para a fila (saída $rc_c, $est_c); sincronizar sai com $rc_s e frase clara" \
    todas '[ "$rc_c" = 0 ] && [ "$est_c" = na_fila ] && [ "$rc_s" = 3 ]' 'sem_vazar "$err_c"' 'frase "$err_s" "pendente"'
  checar "... fila: $total pendentes, nenhuma recusada, $tent tentativas (> $tent_antes), erro '$(head -c 60 <<<"$erro_f")'" \
    todas '[ "$(jq -r .pendentes <<<"$FJ")" = "$total" ] && [ "$(jq -r .rejeitadas <<<"$FJ")" = 0 ]' \
          '[ "$tent" -gt "$tent_antes" ]' 'frase "$erro_f" "${NA_FILA[$modo]}"'
  checar "... o proxy injetou $(injetadas) falhas; SQLite íntegro; $(( ($(date +%s%N) - t0) / 1000000 )) ms" \
    todas '[ "$(injetadas)" -ge 3 ]' sqlite_ok
  tent_antes=$tent
done

# Só o próximo pedido leva 429 com Retry-After: 3, depois tudo normal: o dreno espera o
# prazo (medido no proxy, entre o 429 e o pedido seguinte) e esvazia a fila uma vez só.
falha "429?n=1&retry=3"
t0=$(date +%s%N)
frx sincronizar --ate-esvaziar --timeout 20 --json; rc_d=$RC
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
gap="$(curl -sS "$PX/__falha" | jq -r '.ultimas | map(select(.caminho | startswith("/rest/v1/rpc/"))) as $r
  | ($r | map(.modo) | index("429")) as $i | if $i == null or $i + 1 >= ($r | length) then -1 else (($r[$i + 1].t - $r[$i].t) * 1000 | floor) end')"
checar "429 com Retry-After: 3: a fila esperou $gap ms antes de tentar de novo (≥ 3 s, < 15 s)" test "$gap" -ge 3000 -a "$gap" -lt 15000
checar "... e com o proxy normal o dreno esvaziou a fila em $ms ms (saída $rc_d)" \
  todas '[ "$rc_d" = 0 ]' '[ "$(pendentes rede)" = 0 ] && [ "$(rejeitadas rede)" = 0 ]' sqlite_ok
aplicados="$(sql "select count(*) from public.turnos t join auth.users u on u.id = t.profissional_id
  where u.email = 'rede@frila.test' and t.valor_acordado_centavos between 10001 and 10999
    and t.checkin_em = lower(t.periodo) + interval '5 min' and t.checkin_tipo = 'geolocalizado'")"
checar "banco: os 8 check-ins aplicados com o horário do toque, mesmo o que o servidor já tinha aplicado no 'lento'" test "$aplicados" = 8
checar "... e o check-out do 'lento' também, uma vez, com o toque" \
  test "$(sql "select checkout_em = '$LOUT'::timestamptz from public.turnos where id = '$LID'")" = t
checar "... nenhum crash em $(ls "$SAIDAS"/*-rede-* | wc -l) saídas" \
  test -z "$(grep -lE 'Fatal error|Illegal instruction|Segmentation|Trace/breakpoint' "$SAIDAS"/*-rede-*.err 2>/dev/null || true)"

# TUI pela página HTML de erro: a tela diz o que houve em pt-BR, sem HTML.
falha html
TMR="frila-headless-$API_PORT"
tmux -L "$TMR" new-session -d -s rede -x 80 -y 24 \
  "env TERM=xterm-256color FRILA_TEMPO_LIMITE_S=2 '$F' --api '$PX' --dados '$DADOS/rede' 2>>'$SAIDAS/tui-rede.err'; echo FRILA_SAIU rc=\$?; sleep 600"
tela_rede() { tmux -L "$TMR" capture-pane -p -t rede; }
checar "TUI pelo proxy em 'html': o feed diz 'erro 502' em pt-BR" esperar_ate 10 'tela_rede | grep -qF "erro 502"'
tmux -L "$TMR" send-keys -t rede 2
checar "... Turnos: do cache, com 'Frila com problema'" esperar_ate 10 'tela_rede | grep -qF "Frila com problema: turnos do cache"'
tela_rede > "$SAIDAS/tela-rede-html.txt"
checar "... nada de HTML nem do corpo na tela" test -z "$(grep -E '<|nginx|VAZOU-CORPO|html' "$SAIDAS/tela-rede-html.txt" || true)"
tmux -L "$TMR" send-keys -t rede q
checar "... e sai limpo com q (rc=0)" esperar_ate 5 'tela_rede | grep -qF "FRILA_SAIU rc=0"'
falha normal
fi

# ------------------------------------------------------------------------------------------
if secao tui; then
echo "headless — a mesma fila na TUI (tmux)"
TMS="frila-headless-$API_PORT"
tm() { tmux -L "$TMS" "$@"; }
abrir_tui() {  # abrir_tui NOME LARGURA ALTURA 'AMBIENTE' ARGS...
  local n="$1" x="$2" y="$3" amb="$4"; shift 4
  tm new-session -d -s "$n" -x "$x" -y "$y" \
    "env TERM=xterm-256color $amb '$F' --api '$API' --dados '$DADOS/$n' $* 2>>'$SAIDAS/tui-$n.err'; echo FRILA_SAIU rc=\$?; sleep 600"
}
tela() { tm capture-pane -p -t "$1"; }
na_tela() {  # na_tela NOME TEXTO [SEGUNDOS]
  local n="$1" t="$2" lim="${3:-10}" i=0
  while [ $i -lt $((lim * 10)) ]; do tela "$n" | grep -qF -- "$t" && return 0; sleep 0.1; i=$((i + 1)); done
  tela "$n" > "$SAIDAS/tela-$n-esperava.txt"; return 1
}

# A TUI aberta com a API fora do ar drena sozinha a fila (feita pelos comandos sem tela)
# assim que a API volta: em ≤ 5 s, em ordem, uma vez.
read -r T1 T1IN T1OUT < <(turnos_do_lote tui@frila.test)
entrar tui tui@frila.test; fr tui turnos >/dev/null
fr tui --offline checkin "$T1" --posicao "$POSICAO_BAR" --em "$T1IN"
fr tui --offline checkout "$T1" --posicao "$POSICAO_BAR" --em "$T1OUT"
"$API_SH" down "$API_PORT"
abrir_tui tui 80 24 ""
checar "TUI abre offline (API fora do ar) com a sessão guardada" na_tela tui "offline" 10
# Queda longa (13 s): a sonda espera cada vez mais, mas nunca mais que
# Regras.tetoDaSondaDeConexao (4 s), então a volta é notada em até 5 s.
sleep 13
api_subir
t_up=$(date +%s%N)
esperar_ate 10 "test \"\$(sql \"select checkout_em = '$T1OUT'::timestamptz from public.turnos where id = '$T1'\")\" = t" || true
t_fim=$(date +%s%N)
checar "API de volta: a TUI drenou sozinha check-in e check-out em $(( (t_fim - t_up) / 1000000 )) ms (≤ 5 s)" \
  test "$(sql "select checkin_em = '$T1IN'::timestamptz and checkout_em = '$T1OUT'::timestamptz from public.turnos where id = '$T1'")" = t -a $(( (t_fim - t_up) / 1000000 )) -le 5000
tm send-keys -t tui q; sleep 0.3; tm send-keys -t tui s 2>/dev/null || true
checar "TUI sai com q" na_tela tui "FRILA_SAIU rc=0" 5

# LANG=C, 20×10, caracteres de controle e textos enormes nos campos do login: nada quebra.
abrir_tui lixo 20 10 "LANG=C LC_ALL=C"
sleep 1
checar "LANG=C a 20×10: pede terminal maior, sem quebrar" na_tela lixo "pequeno" 10
tm resize-window -t lixo -x 80 -y 24
checar "LANG=C a 80×24: tela de login" na_tela lixo "Entrar" 10
# 5000 caracteres colados por campo (muito além da largura e do teto do campo): o laço
# aplica o que já está no buffer antes de repintar, então a colagem custa poucos quadros.
tm send-keys -t lixo -l -- "$(printf 'z%.0s' $(seq 1 5000))"
tm send-keys -t lixo C-a C-b C-e C-k C-u C-w Escape '[' '2' 'J' BSpace
tm send-keys -t lixo -l -- "ação→🙂$(printf 'w%.0s' $(seq 1 60))"
tm send-keys -t lixo Tab
tm send-keys -t lixo -l -- "$(printf 's%.0s' $(seq 1 5000))"
tm send-keys -t lixo Enter
checar "texto longo com controle e UTF-8 sob LANG=C no login: recusa com mensagem clara" na_tela lixo "E-mail ou senha incorretos" 20
checar "... e o frila continua aberto" bash -c "! tmux -L '$TMS' capture-pane -p -t lixo | grep -q FRILA_SAIU"
tm resize-window -t lixo -x 20 -y 10; sleep 0.3; tm resize-window -t lixo -x 40 -y 12; sleep 0.3
tm send-keys -t lixo C-c
checar "Ctrl-C sai limpo depois de tudo isso (rc=0)" na_tela lixo "FRILA_SAIU rc=0" 5
checar "nenhum crash registrado" test -z "$(grep -il 'fatal error\|segmentation\|Illegal instruction' "$SAIDAS"/tui-*.err 2>/dev/null || true)"
fi

# ------------------------------------------------------------------------------------------
if secao seguranca; then
echo "headless — segurança (item 4)"
[ -f "$DADOS/ana/credencial.json" ] || entrar ana ana@frila.dev
[ -f "$DADOS/carla/credencial.json" ] || entrar carla carla@frila.dev
[ -f "$DADOS/bruno/credencial.json" ] || entrar bruno bruno@frila.dev
entrar marina marina@frila.dev
ANON="$FRILA_ANON_KEY"
token() { jq -r .tokenDeAcesso "$DADOS/$1/credencial.json"; }
rpc() {  # rpc CONTA NOME JSON → "STATUS CORPO" (corpo em saidas/http-*)
  local f="$SAIDAS/http-$1-$2-$RANDOM.json"
  local st; st="$(curl -sS -o "$f" -w '%{http_code}' -X POST "$API/rest/v1/rpc/$2" -H "apikey: $ANON" \
    -H "Authorization: Bearer $(token "$1")" -H 'Content-Type: application/json' -d "$3")"
  echo "$st $f"
}
for c in ana carla bruno marina; do
  checar "credencial de $c: arquivo 0600" test "$(stat -c %a "$DADOS/$c/credencial.json")" = 600
done
XA="$(sql "select t.id from public.turnos t join auth.users u on u.id = t.profissional_id where u.email = 'ana@frila.dev' and t.estado = 'confirmada' and upper(t.periodo) > now() order by lower(t.periodo) limit 1")"
antes="$(sql "select md5(row(t.*)::text) from public.turnos t where id = '$XA'")"
for chamada in "fazer_checkin:{\"turno_id\":\"$XA\",\"distancia_m\":5}" "fazer_checkout:{\"turno_id\":\"$XA\",\"distancia_m\":5}" \
               "avaliar:{\"turno_id\":\"$XA\",\"chamaria_de_novo\":false}" "cancelar_turno:{\"turno_id\":\"$XA\",\"motivo\":\"x\"}"; do
  read -r st f < <(rpc carla "${chamada%%:*}" "${chamada#*:}")
  checar "Carla (outra profissional) não age no turno da Ana por ${chamada%%:*} (HTTP $st)" test "${st:0:1}" = 4 -a "$st" != 401
done
read -r st f < <(rpc marina confirmar_checkin_manual "{\"turno_id\":\"$XA\"}")
checar "Marina (outro estabelecimento) não confirma check-in em turno do Bruno (HTTP $st)" test "${st:0:1}" = 4
checar "... e o turno da Ana não mudou" test "$(sql "select md5(row(t.*)::text) from public.turnos t where id = '$XA'")" = "$antes"
read -r st f < <(rpc marina cancelar_turno "{\"turno_id\":\"$XA\",\"motivo\":\"x\"}")
checar "Marina (outro estabelecimento) não cancela turno do Bruno (HTTP $st)" test "${st:0:1}" = 4 -a "$st" != 401
CAND="$(sql "select c.id from public.candidaturas c join public.vagas v on v.id = c.vaga_id join auth.users b on b.id = v.publicada_por
              where b.email = 'bruno@frila.dev' and c.estado = 'pendente' limit 1")"
read -r st f < <(rpc marina escolher_candidato "{\"candidatura_id\":\"$CAND\"}")
checar "Marina não escolhe candidato numa vaga do Bruno (HTTP $st)" test "${st:0:1}" = 4 -a "$st" != 401 -a "$(sql "select estado from public.candidaturas where id = '$CAND'")" = pendente
read -r st f < <(rpc ana confirmar_checkin_manual "{\"turno_id\":\"$XA\"}")
checar "a profissional não confirma o próprio check-in manual (HTTP $st)" test "${st:0:1}" = 4 -a "$st" != 401
read -r st f < <(rpc marina minhas_vagas '{}')
checar "Marina não lê as vagas do Bruno em minhas_vagas" test "$st" = 200 -a -z "$(grep -F 'Bar do Cerrado' "$f" || true)" -a -z "$(grep -F "$CAND" "$f" || true)"
read -r st f < <(rpc carla meus_turnos '{}')
checar "Carla não lê o turno da Ana em meus_turnos" test "$st" = 200 -a -z "$(grep -F "$XA" "$f" || true)"
read -r st f < <(rpc marina checkins_pendentes '{}')
checar "Marina não lê check-ins pendentes do Bruno" test "$st" = 200 -a "$(jq '[.[] | select(.estabelecimento.nome == "Bar do Cerrado")] | length' "$f")" = 0

# Equipe de confiança e bloqueio: cada um só mexe no que é seu.
id_de() { sql "select id from auth.users where email = '$1'"; }
equipe_de() { sql "select count(*) from public.equipe_confianca e join public.membros m on m.estabelecimento_id = e.estabelecimento_id
                    join auth.users u on u.id = m.conta_id where u.email = '$1' and e.profissional_id = '$2'"; }
CARLA_ID="$(id_de carla@frila.dev)"; BRUNO_ID="$(id_de bruno@frila.dev)"; ANA_ID="$(id_de ana@frila.dev)"
equipe_antes="$(sql "select count(*) from public.equipe_confianca")"
read -r st f < <(rpc ana incluir_na_equipe "{\"profissional_id\":\"$CARLA_ID\"}")
checar "profissional não inclui ninguém em equipe de confiança (HTTP $st)" test "$st" = 403 -a "$(sql "select count(*) from public.equipe_confianca")" = "$equipe_antes"
read -r st f < <(rpc marina incluir_na_equipe "{\"profissional_id\":\"$CARLA_ID\"}")
checar "Marina inclui a Carla na equipe do estabelecimento dela (HTTP $st)" test "$st" = 204 -a "$(equipe_de marina@frila.dev "$CARLA_ID")" = 1
checar "... e a equipe do Bruno não muda" test "$(equipe_de bruno@frila.dev "$CARLA_ID")" = 0
read -r st f < <(rpc marina incluir_na_equipe "{\"profissional_id\":\"$BRUNO_ID\"}")
checar "contratante não entra em equipe como profissional (HTTP $st)" test "$st" = 404 -a "$(equipe_de marina@frila.dev "$BRUNO_ID")" = 0
bloqueios_antes="$(sql "select count(*) from public.bloqueios")"
read -r st f < <(rpc carla bloquear "{\"conta_id\":\"$BRUNO_ID\"}")
checar "Carla bloqueia o Bruno (HTTP $st): um bloqueio, de autoria dela" test "$st" = 204 -a \
  "$(sql "select count(*) || ':' || bool_and(autor_id = '$CARLA_ID' and bloqueado_id = '$BRUNO_ID') from public.bloqueios where em > now() - interval '1 minute'")" = "1:true"
read -r st f < <(rpc carla bloquear "{\"conta_id\":\"$CARLA_ID\"}")
checar "ninguém bloqueia a si mesmo (HTTP $st)" test "$st" = 422
read -r st f < <(rpc carla bloquear "{\"conta_id\":\"$(cat /proc/sys/kernel/random/uuid)\"}")
checar "bloquear conta que não existe: 404 (HTTP $st)" test "$st" = 404
checar "... e nenhum bloqueio a mais além do dela" test "$(sql "select count(*) from public.bloqueios")" = "$((bloqueios_antes + 1))"
# Sem sessão (só a apikey) ou com token adulterado: nada.
for chamada in "bloquear:{\"conta_id\":\"$ANA_ID\"}" "incluir_na_equipe:{\"profissional_id\":\"$CARLA_ID\"}" "meus_turnos:{}" \
               "fazer_checkin:{\"turno_id\":\"$XA\",\"distancia_m\":5}"; do
  st="$(curl -sS -o /dev/null -w '%{http_code}' -X POST "$API/rest/v1/rpc/${chamada%%:*}" -H "apikey: $ANON" -H 'Content-Type: application/json' -d "${chamada#*:}")"
  st2="$(curl -sS -o /dev/null -w '%{http_code}' -X POST "$API/rest/v1/rpc/${chamada%%:*}" -H "apikey: $ANON" \
         -H "Authorization: Bearer $(token carla | sed 's/\.[^.]*$/.assinaturafalsa/')" -H 'Content-Type: application/json' -d "${chamada#*:}")"
  checar "${chamada%%:*} sem sessão ($st) e com token adulterado ($st2): 401" test "$st" = 401 -a "$st2" = 401
done
checar "... e nada mudou no banco" test "$(sql "select count(*) from public.bloqueios")" = "$((bloqueios_antes + 1))" \
  -a "$(sql "select md5(row(t.*)::text) from public.turnos t where id = '$XA'")" = "$antes"
# Só as RPCs públicas: tabelas e funções internas (privado.*) não são alcançáveis.
for alvo in "GET /rest/v1/turnos" "GET /rest/v1/contas?select=*" "POST /rest/v1/rpc/executar_agendador" "POST /rest/v1/rpc/elegiveis"; do
  st="$(curl -sS -o "$SAIDAS/interno.json" -w '%{http_code}' -X "${alvo%% *}" "$API${alvo#* }" -H "apikey: $ANON" \
        -H "Authorization: Bearer $(token ana)" -H 'Content-Type: application/json' -d '{}')"
  checar "$alvo com a sessão da Ana: não alcança (HTTP $st)" test "${st:0:1}" = 4 -a -z "$(grep -F "$XA" "$SAIDAS/interno.json" || true)"
done

# RN10: contato só depois da confirmação, em nenhuma resposta da API nem tela.
CONTATOS='\+55 61|@frila\.dev|9[0-9]{4}-[0-9]{4}'
read -r st f < <(rpc ana feed_vagas '{}')
checar "feed_vagas (antes da confirmação) sem contato" test "$st" = 200 -a -z "$(grep -E "$CONTATOS" "$f" || true)" -a "$(jq 'length > 0' "$f")" = true
VS="$(sql "select v.id from public.vagas v join public.despachos d on d.vaga_id = v.id join auth.users u on u.id = d.profissional_id
            where u.email = 'ana@frila.dev' and v.modo = 'selecao' and v.estado = 'publicada'
              and not exists (select 1 from public.candidaturas c where c.vaga_id = v.id and c.profissional_id = u.id) limit 1")"
read -r st f < <(rpc ana candidatar "{\"vaga_id\":\"$VS\"}")
checar "candidatura pendente (seleção): resposta sem contato" test "$st" = 200 -a "$(jq -r .resultado "$f")" = pendente -a -z "$(grep -E "$CONTATOS" "$f" || true)"
read -r st f < <(rpc bruno minhas_vagas '{}')
checar "minhas_vagas: candidatos pendentes sem contato" test "$st" = 200 -a \
  "$(jq '[.[].candidaturas[]? | select(.estado == "pendente") | tostring | test("\\+55|@frila")] | any' "$f")" = false
read -r st f < <(rpc bruno perfil_publico "{\"conta_id\":\"$(sql "select id from auth.users where email = 'carla@frila.dev'")\"}")
checar "perfil_publico sem contato" test "$st" = 200 -a -z "$(grep -E "$CONTATOS" "$f" || true)"
read -r st f < <(rpc ana meus_turnos '{}')
checar "controle: depois da confirmação o contato do Bar do Cerrado aparece (meus_turnos)" test "$st" = 200 -a -n "$(grep -F '+55 61 98111-0001' "$f" || true)"
fr ana vagas --json
checar "tela (frila vagas) sem contato" test "$RC" = 0 -a -z "$(grep -E "$CONTATOS" <<<"$OUT" || true)"

# Nada sensível nos logs e nas saídas de erro que a suíte produziu.
LOGS=("$DIR"/dados/*/frila.log "/tmp/frila-api-$API_PORT/frila-api.log" "$PG_DIR/postgres.log" "$SAIDAS"/*.err)
SEGREDOS=()
for c in "$DADOS"/*/credencial.json; do
  SEGREDOS+=("$(jq -r .tokenDeAcesso "$c")"); t="$(jq -r '.tokenDeRenovacao // empty' "$c")"; [ -n "$t" ] && SEGREDOS+=("$t")
done
vazou=""
for s in "${SEGREDOS[@]}"; do grep -qF -- "$s" "${LOGS[@]}" 2>/dev/null && vazou="$vazou token"; done
grep -qF frila123 "${LOGS[@]}" 2>/dev/null && vazou="$vazou senha"
grep -qE '@frila\.(dev|test)' "${LOGS[@]}" 2>/dev/null && vazou="$vazou e-mail"
grep -qE '\+55 ?61|9[0-9]{4}-[0-9]{4}' "${LOGS[@]}" 2>/dev/null && vazou="$vazou telefone"
grep -qE -- '-1[0-9]\.[0-9]{3}|-4[0-9]\.[0-9]{3}' "${LOGS[@]}" 2>/dev/null && vazou="$vazou coordenada"
cp "$DADOS/ana/frila.log" "$SAIDAS/controle.log"; echo "${SEGREDOS[0]}" >>"$SAIDAS/controle.log"
checar "controle: a busca acha um token plantado num log" grep -qF -- "${SEGREDOS[0]}" "$SAIDAS/controle.log"
rm -f "$SAIDAS/controle.log"
checar "nenhum token, senha, e-mail, telefone ou coordenada em ${#LOGS[@]} logs/saídas de erro (${#SEGREDOS[@]} tokens procurados)" test -z "$vazou"
[ -n "$vazou" ] && echo "       vazou:$vazou"
fi

echo "headless: $(( $(date +%s) - INICIO )) s"
if [ "$FALHAS" -gt 0 ]; then echo "headless: $FALHAS falha(s); saídas em $SAIDAS"; exit 1; fi
echo "headless: tudo verde (saídas em $SAIDAS)"
