# Banco local (PostgreSQL 15 + PostGIS) e suíte pgTAP.
# Cluster descartável em /tmp/frila-pg-$(PG_PORT); conexão postgresql://postgres@127.0.0.1:$(PG_PORT)/postgres
.PHONY: db-up db-reset db-down test-sql seed-df

# Base do seed DF (escala Distrito Federal, para benchmarks). Própria por padrão, para não
# misturar com a demo; SEED_DF_DB=postgres gera por cima da base da demo.
SEED_DF_DB ?= frila_df

db-up: deps
	@scripts/db.sh up $(PG_PORT)

db-reset: deps
	@scripts/db.sh reset $(PG_PORT)

db-down:
	@scripts/db.sh down $(PG_PORT)

# Banco NOVO em $(TEST_PG_PORT): migrations + seed, a conferência supabase/schemas/ ×
# migrations (migra, mk/esquema.mk), pg_prove em supabase/tests; derruba o cluster de teste
# mesmo em falha. (Corridas RN19/RN21: Tests/e2e.)
test-sql: deps venv-migra
	@scripts/db-test.sh $(TEST_PG_PORT)

seed-df: deps
	@scripts/db.sh up $(PG_PORT) >/dev/null
	@bench/db-seed-df.sh $(PG_PORT) $(SEED_DF_DB)

# Confirmação de e-mail local (frila-api com FRILA_CONFIRMAR_EMAIL=1): faz o papel do link
# que o Supabase manda por e-mail. `make confirmar-email EMAIL=fulana@exemplo.com`.
.PHONY: confirmar-email
confirmar-email:
	@test -n "$(EMAIL)" || { echo "uso: make confirmar-email EMAIL=fulana@exemplo.com" >&2; exit 2; }
	@r="$$(echo "select auth.confirmar_email(:'email')" | scripts/db.sh psql $(PG_PORT) postgres -At -v email="$(EMAIL)" -f -)"; \
	  if [ "$$r" = t ]; then echo "e-mail confirmado: $(EMAIL)"; else echo "nada a confirmar para $(EMAIL) (não existe ou já confirmado)" >&2; exit 1; fi

# Política de senha do backend local. O padrão é o de um projeto Supabase novo (mínimo 6, sem
# exigência de caracteres: supabase/config.toml), então `123456` passa; para ver a recusa
# weak_password com os motivos do servidor, aperte como no painel (Authentication → Policies):
# `make senha-minima N=12`; `make senha-minima N=` volta aos 6. Vale na hora, sem reiniciar.
.PHONY: senha-minima
senha-minima:
	@n="$(or $(N),6)"; case "$$n" in ''|*[!0-9]*) echo "uso: make senha-minima N=12 (N= volta a 6)" >&2; exit 2;; esac; \
	  [ "$$n" -ge 6 ] && [ "$$n" -le 72 ] || { echo "senha-minima: N entre 6 e 72 (o bcrypt lê 72 bytes)" >&2; exit 2; }; \
	  [ -d /tmp/frila-pg-$(PG_PORT)/dados ] || { echo "senha-minima: não há banco local em /tmp/frila-pg-$(PG_PORT) (PG_PORT=$(PG_PORT))" >&2; exit 2; }; \
	  echo "create or replace function auth.senha_minima() returns int language sql immutable set search_path = '' as \$$\$$ select $$n \$$\$$" \
	    | scripts/db.sh psql $(PG_PORT) postgres -q -f - && echo "senha mínima do backend local: $$n caracteres"
