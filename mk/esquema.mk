# Esquema declarativo (supabase/schemas/) contra as migrations, com o migra (PyPI) — o motor
# que o `supabase db diff` usava. Virtualenv próprio em $(VENV_MIGRA), recriado se as versões
# mudarem. migra 3.0.1663481299 com schemainspect 3.1.1663587362 funciona no PostgreSQL 15;
# o sqlbag (2021) é da série 1.x do SQLAlchemy: fixado no 1.4. O --with-privileges não vê os
# grants de função nem os de schema: esses (e RLS, gatilhos em auth.users,
# comentários) vão pela consulta de scripts/esquema-catalogo.sql.
.PHONY: venv-migra esquema-diff esquema-base
MIGRA_VERSAO = 3.0.1663481299
SCHEMAINSPECT_VERSAO = 3.1.1663587362
SQLBAG_VERSAO = 0.1.1617247075
SQLALCHEMY_MIGRA_VERSAO = 1.4.54
PSYCOPG2_VERSAO = 2.9.10
VENV_MIGRA ?= $(CURDIR)/.venv-migra
VENV_MIGRA_PRONTO = $(VENV_MIGRA)/.pronto-$(MIGRA_VERSAO)-$(SCHEMAINSPECT_VERSAO)-$(SQLALCHEMY_MIGRA_VERSAO)-$(PSYCOPG2_VERSAO)
MIGRA = $(VENV_MIGRA)/bin/migra
export MIGRA

venv-migra: $(VENV_MIGRA_PRONTO)
$(VENV_MIGRA_PRONTO):
	@echo "virtualenv do migra $(MIGRA_VERSAO) em $(VENV_MIGRA)" >&2
	@rm -rf "$(VENV_MIGRA)"
	@/usr/bin/python3 -m venv "$(VENV_MIGRA)"
	@"$(VENV_MIGRA)/bin/pip" install -q --disable-pip-version-check \
	  "migra==$(MIGRA_VERSAO)" "schemainspect==$(SCHEMAINSPECT_VERSAO)" "sqlbag==$(SQLBAG_VERSAO)" \
	  "SQLAlchemy==$(SQLALCHEMY_MIGRA_VERSAO)" "psycopg2-binary==$(PSYCOPG2_VERSAO)"
	@touch "$@"

# A próxima migration: banco novo em TEST_PG_PORT com supabase/local + migrations e outro com
# supabase/local + schemas; imprime o diff do migra por schema (com privilégios) e o da
# consulta de catálogo. Vazio = as migrations já levam ao estado de supabase/schemas/.
# Salve a saída (sem as linhas "-- schema ...") como supabase/migrations/<agora>_<nome>.sql.
esquema-diff: deps venv-migra
	@scripts/esquema.sh unicos >&2
	@FRILA_PG_DESCARTAVEL=1 scripts/db.sh down $(TEST_PG_PORT) --apagar
	@FRILA_PG_DESCARTAVEL=1 scripts/db.sh up $(TEST_PG_PORT) --sem-seed >/dev/null
	@rc=0; scripts/esquema.sh diff $(TEST_PG_PORT) || rc=$$?; \
	  FRILA_PG_DESCARTAVEL=1 scripts/db.sh down $(TEST_PG_PORT) --apagar; exit $$rc

# Só enquanto nada foi para um projeto real: refaz a migration base a partir de supabase/schemas/.
esquema-base:
	@scripts/esquema-base.sh && echo "supabase/migrations/20261130000000_base.sql refeita de supabase/schemas/"
