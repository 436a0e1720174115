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

# Banco NOVO em $(TEST_PG_PORT): migrations, pg_prove em supabase/tests, seed + conferência
# do seed; derruba o cluster de teste mesmo em falha. (Corridas RN19/RN21: Tests/e2e.)
test-sql: deps
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
