#!/usr/bin/env bash
# Ciclo de vida do PostgreSQL local descartável. Estado em /tmp/frila-pg-PORTA.
#   scripts/db.sh up PORTA [--sem-seed]  cria (1ª vez), sobe e aplica migrations pendentes
#                                        (+ seed quando o banco acabou de nascer)
#   scripts/db.sh reset PORTA [--sem-seed] recria o banco `postgres` e reaplica tudo
#   scripts/db.sh down PORTA [--apagar]  para (idempotente); --apagar remove o diretório
#   scripts/db.sh aplicar PORTA BANCO    aplica migrations pendentes no BANCO
# Clusters de teste (FRILA_PG_DESCARTAVEL=1) nascem de uma cópia pronta em /tmp/frila-pg-pronto-*,
# e o reset (de qualquer cluster) recria o `postgres` de um banco modelo no próprio cluster
# (frila_modelo_*): os dois por hash das migrations, então migration nova ou editada faz outros.
# Como root, initdb/postgres rodam como o usuário `postgres`; o psql (cliente) roda como
# quem chamou e lê os .sql por stdin via TCP, então um clone em /root (modo 700) funciona.
set -euo pipefail

RAIZ="$(cd "$(dirname "$0")/.." && pwd)"
MIGRATIONS="$RAIZ/supabase/migrations"
LOCAL="$RAIZ/supabase/local"   # emulação da plataforma (só local), aplicada antes das migrations
SEED="$RAIZ/supabase/seed.sql"

PGBIN="${PGBIN:-}"
if [ -z "$PGBIN" ]; then
  for d in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin; do
    [ -x "$d/initdb" ] && PGBIN="$d" && break
  done
fi
[ -n "$PGBIN" ] || { echo "db: PostgreSQL não encontrado (rode make deps)" >&2; exit 1; }

acao="${1:?uso: db.sh up|reset|down|aplicar PORTA}"; PORTA="${2:?falta a porta}"; shift 2
DIR="/tmp/frila-pg-$PORTA"
DADOS="$DIR/dados"
LOG="$DIR/postgres.log"
export PGCONNECT_TIMEOUT=5 PGOPTIONS="${PGOPTIONS:-} -c client_min_messages=warning"

como_pg() {  # roda um binário do servidor como `postgres` quando somos root
  if [ "$(id -u)" = 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}
psql_em() {  # psql_em BANCO [args...]
  local banco="$1"; shift
  "$PGBIN/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PORTA" -U postgres -d "$banco" "$@"
}
pronto() { "$PGBIN/pg_isready" -q -h 127.0.0.1 -p "$PORTA" -U postgres >/dev/null 2>&1; }

criar_cluster() {
  mkdir -p "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres: "$DIR"
  chmod 700 "$DIR"
  como_pg "$PGBIN/initdb" -D "$DADOS" -U postgres -A trust -E UTF8 --no-locale >"$DIR/initdb.log" 2>&1 \
    || { cat "$DIR/initdb.log" >&2; exit 1; }
  cp -p "$DADOS/postgresql.conf" "$DADOS/postgresql.conf.initdb"  # a cópia pronta parte dele
  configurar
}

configurar() {  # o que este cluster acrescenta ao postgresql.conf do initdb (porta, pg_cron...)
  cat >>"$DADOS/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $PORTA
unix_socket_directories = '$DIR'
max_connections = 200
timezone = 'UTC'
log_timezone = 'UTC'
shared_buffers = 128MB
# RN15: o DETAIL de uma restrição violada traz a linha inteira (e-mail, telefone) e o
# STATEMENT de um erro traz os literais de quem escreveu a SQL à mão; o log do banco fica
# com o erro e a chave dele, sem os dados da pessoa.
log_error_verbosity = terse
log_min_error_statement = panic
CONF
  # pg_cron, como num projeto Supabase: o job do agendador (migration _agendador_pg_cron)
  # roda no banco `postgres`, em background workers (sem precisar de conexão TCP nem senha).
  if [ -f "$("$PGBIN/pg_config" --pkglibdir 2>/dev/null || echo "$PGBIN/../lib")/pg_cron.so" ]; then
    cat >>"$DADOS/postgresql.conf" <<CONF
shared_preload_libraries = 'pg_cron'
cron.database_name = 'postgres'
cron.use_background_workers = on
max_worker_processes = 16
CONF
  fi
  # Durável por padrão (demo, backend-up): um 200 do gateway é um commit que sobrevive a um
  # crash. Só bancos de teste jogados fora no fim (FRILA_PG_DESCARTAVEL=1) trocam isso por velocidade.
  if [ "${FRILA_PG_DESCARTAVEL:-}" = 1 ]; then
    printf 'fsync = off\nsynchronous_commit = off\nfull_page_writes = off\n' >>"$DADOS/postgresql.conf"
  fi
}

# Cópia pronta para bancos de teste (FRILA_PG_DESCARTAVEL=1): um cluster parado logo depois
# das migrations, sem seed, por hash de supabase/local + migrations + este script. Um cluster
# de teste novo copia os arquivos em vez de initdb + migrations (segundos cada; a suíte cria
# uma dezena). A demo e os clusters duráveis não a usam nem a gravam.
COPIA="/tmp/frila-pg-pronto-$(id -u)-$("$PGBIN/pg_config" --version | awk '{print $2}')-$(cat "$LOCAL"/*.sql "$MIGRATIONS"/*.sql "$0" | sha1sum | cut -c1-16)"
usa_copia() { [ "${FRILA_PG_DESCARTAVEL:-}" = 1 ]; }

restaurar_copia() {
  mkdir -p "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres: "$DIR"
  chmod 700 "$DIR"
  cp -a "$COPIA/dados" "$DADOS"
  cp -p "$DADOS/postgresql.conf.initdb" "$DADOS/postgresql.conf"
  configurar
}

# Guarda a cópia (o servidor para e volta): gravada ao lado e renomeada de uma vez, para um
# processo paralelo nunca ver metade; se outro gravou antes, fica a dele.
guardar_copia() {
  [ -f "$DADOS/postgresql.conf.initdb" ] && [ ! -d "$COPIA" ] || return 0
  local tmp="$COPIA.$$"
  como_pg "$PGBIN/pg_ctl" -D "$DADOS" -m fast -w -t 60 stop >/dev/null
  rm -rf "$tmp"; mkdir -p "$tmp"; chmod 700 "$tmp"
  cp -a "$DADOS" "$tmp/dados"
  mv -T "$tmp" "$COPIA" 2>/dev/null || rm -rf "$tmp"
  # As de migrations de outro dia (a de um checkout em uso agora é de hoje) não ficam em /tmp.
  find /tmp -maxdepth 1 -name "frila-pg-pronto-$(id -u)-*" -mmin +1440 -exec rm -rf {} + 2>/dev/null || true
  como_pg "$PGBIN/pg_ctl" -D "$DADOS" -l "$LOG" -w -t 60 start >/dev/null || { tail -20 "$LOG" >&2; exit 1; }
}

subir() {
  if pronto; then
    [ -f "$DADOS/postmaster.pid" ] || { echo "db: porta $PORTA já está em uso por outro servidor" >&2; exit 1; }
    return 0
  fi
  if [ ! -f "$DADOS/PG_VERSION" ]; then
    if usa_copia && [ -d "$COPIA" ]; then restaurar_copia; da_copia=1; else criar_cluster; fi
  fi
  como_pg "$PGBIN/pg_ctl" -D "$DADOS" -l "$LOG" -w -t 60 start >/dev/null \
    || { tail -20 "$LOG" >&2; exit 1; }
}

# Aplica as migrations ainda não registradas, como o Supabase CLI (supabase_migrations).
# Ecoa "novo" quando o banco estava vazio (para decidir se aplica o seed).
aplicar() {
  local banco="$1" f versao feitas novo=""
  psql_em "$banco" -c "create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations(version text primary key, name text, aplicada_em timestamptz default now());" >/dev/null
  feitas="$(psql_em "$banco" -At -c "select version from supabase_migrations.schema_migrations")"
  [ -z "$feitas" ] && novo="novo"
  # Versão registrada sem arquivo (ex.: as migrations antigas, trocadas pela base gerada de
  # supabase/schemas/): aplicar as novas por cima daria um banco misturado. Recomeçar.
  local sumidas=""
  for versao in $feitas; do
    case "$versao" in local-*) continue ;; esac
    compgen -G "$MIGRATIONS/${versao}_*.sql" >/dev/null || sumidas="$sumidas $versao"
  done
  if [ -n "$sumidas" ]; then
    set -- $sumidas
    echo "db: o banco $banco (porta $PORTA) foi montado com $# migration(s) que não existe(m) mais em supabase/migrations ($1${2:+ … ${!#}}); a base foi refeita. Recrie o banco: make demo-novo (ou make db-reset; os dados locais se perdem)" >&2
    exit 1
  fi
  for f in "$LOCAL"/*.sql "$MIGRATIONS"/*.sql; do
    versao="$(basename "$f" | cut -d_ -f1)"
    [ "$(dirname "$f")" = "$LOCAL" ] && versao="local-$versao"
    grep -qx "$versao" <<<"$feitas" && continue
    # A trava do agendador antes de tudo: o job do pg_cron (agendado pela base) pode tocar no
    # meio das migrations seguintes, e a passada dele com o DDL delas dava deadlock. Com a
    # trava, a passada que chega junto sai sem fazer nada; a que já corria termina antes.
    { echo "begin;"; echo "select pg_advisory_xact_lock(hashtext('frila.agendador'));"; cat "$f"; echo; echo "insert into supabase_migrations.schema_migrations(version,name) values ('$versao','$(basename "$f" .sql)');"; echo "commit;"; } \
      | psql_em "$banco" -f - >/dev/null || { echo "db: falhou em $(basename "$f")" >&2; exit 1; }
  done
  echo "$novo"
}

semear() { psql_em "$1" -f - <"$SEED" >/dev/null || { echo "db: seed falhou" >&2; exit 1; }; }

case "$acao" in
  up)
    da_copia=""
    subir
    novo="$(aplicar postgres)"
    if [ "$novo" = novo ] && usa_copia; then guardar_copia; fi
    [ -n "$da_copia" ] && novo=novo  # a cópia é o banco recém-nascido: sem seed ainda
    if [ "$novo" = novo ] && [ "${1:-}" != --sem-seed ]; then semear postgres; fi
    echo "db: pronto em postgresql://postgres@127.0.0.1:$PORTA/postgres"
    ;;
  reset)
    subir
    # Modelo: o banco logo depois das migrations (sem seed, que conta o tempo a partir de
    # agora), guardado neste cluster com o hash de supabase/local + migrations no nome. Recriar
    # dele é copiar arquivos; reaplicar as migrations levava segundos a cada reset (a suíte
    # ponta a ponta faz dezenas). Migration nova ou editada: outro hash, outro modelo.
    modelo="frila_modelo_$(cat "$LOCAL"/*.sql "$MIGRATIONS"/*.sql | sha1sum | cut -c1-16)"
    if [ -n "$(psql_em template1 -At -c "select 1 from pg_database where datname = '$modelo'")" ]; then
      psql_em template1 -c "drop database if exists postgres with (force)" \
        -c "create database postgres template $modelo" >/dev/null
    else
      psql_em template1 -c "drop database if exists postgres with (force)" -c "create database postgres" >/dev/null
      # Antes de reiniciar: sem o pg_cron conectado ao `postgres`, ele serve de modelo.
      aplicar postgres >/dev/null
      for velho in $(psql_em template1 -At -c "select datname from pg_database where datname like 'frila\_modelo\_%'"); do
        psql_em template1 -c "drop database \"$velho\"" >/dev/null
      done
      psql_em template1 -c "create database $modelo template postgres" >/dev/null
    fi
    # O agendador do pg_cron vive conectado ao banco `postgres` e sai de vez quando ele é
    # derrubado (não é reiniciado sozinho): reinicia o servidor para ele voltar.
    if grep -q "^shared_preload_libraries = 'pg_cron'" "$DADOS/postgresql.conf"; then
      como_pg "$PGBIN/pg_ctl" -D "$DADOS" -l "$LOG" -m fast -w -t 60 restart >/dev/null \
        || { tail -20 "$LOG" >&2; exit 1; }
    fi
    aplicar postgres >/dev/null
    [ "${1:-}" = --sem-seed ] || semear postgres
    echo "db: recriado em postgresql://postgres@127.0.0.1:$PORTA/postgres"
    ;;
  down)
    if [ -f "$DADOS/postmaster.pid" ]; then
      como_pg "$PGBIN/pg_ctl" -D "$DADOS" -m fast -w -t 60 stop >/dev/null || true
    fi
    if [ "${1:-}" = --apagar ]; then rm -rf "$DIR"; fi
    ;;
  aplicar)
    banco="${1:?falta o banco}"
    psql_em postgres -At -c "select 1 from pg_database where datname = '$banco'" | grep -q 1 \
      || psql_em postgres -c "create database \"$banco\"" >/dev/null
    aplicar "$banco" >/dev/null
    ;;
  psql)
    psql_em "${1:-postgres}" "${@:2}"
    ;;
  *) echo "db.sh: ação desconhecida $acao" >&2; exit 2 ;;
esac
