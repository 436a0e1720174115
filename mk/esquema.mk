# Esquema declarativo (supabase/schemas/) contra as migrations, com o migra (PyPI) — o motor
# que o `supabase db diff` usava. Virtualenv próprio em $(VENV_MIGRA), recriado se as versões
# mudarem. migra 3.0.1663481299 com schemainspect 3.1.1663587362 funciona no PostgreSQL 15;
# o sqlbag (2021) é da série 1.x do SQLAlchemy: fixado no 1.4. O --with-privileges não vê os
# grants de função nem os de schema: esses (e RLS, gatilhos em auth.users,
# comentários) vão pela consulta de scripts/esquema-catalogo.sql.
.PHONY: venv-migra esquema-diff esquema-migration esquema-base
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
# Para salvar como a próxima migration, use esquema-migration (abaixo).
esquema-diff: deps venv-migra
	@scripts/esquema.sh unicos >&2
	@FRILA_PG_DESCARTAVEL=1 scripts/db.sh down $(TEST_PG_PORT) --apagar
	@FRILA_PG_DESCARTAVEL=1 scripts/db.sh up $(TEST_PG_PORT) --sem-seed >/dev/null
	@rc=0; scripts/esquema.sh diff $(TEST_PG_PORT) || rc=$$?; \
	  FRILA_PG_DESCARTAVEL=1 scripts/db.sh down $(TEST_PG_PORT) --apagar; exit $$rc

# A próxima migration num arquivo: supabase/migrations/<carimbo>_$(NOME).sql, com carimbo depois
# do da última (o push aplica em ordem de nome: um carimbo menor voltaria a um corpo velho).
# O que o migra não vê sai como comentário "-- FAÇA À MÃO": escreva a instrução e rode de novo.
esquema-migration: deps venv-migra
	@[ -n "$(NOME)" ] || { echo "uso: make esquema-migration NOME=o_que_muda" >&2; exit 2; }
	@carimbo="$$(scripts/esquema.sh proximo-carimbo)"; \
	  arq="supabase/migrations/$${carimbo}_$(NOME).sql"; rc=0; \
	  $(MAKE) --no-print-directory -s esquema-diff >"$$arq" || rc=$$?; \
	  if [ "$$rc" = 0 ]; then rm -f "$$arq"; echo "esquema-migration: nada a fazer, as migrations já levam a supabase/schemas/"; \
	  elif grep -q '^-- schema .*: o que leva\|^-- catálogo: ' "$$arq"; then \
	    echo "esquema-migration: $$arq"; \
	    if grep -q '^-- FAÇA À MÃO' "$$arq"; then echo "  falta escrever à mão (o migra não vê):"; sed -n '/^-- FAÇA À MÃO/,$$p' "$$arq" | sed 1d; fi; \
	  else rm -f "$$arq"; echo "esquema-migration: o diff falhou (acima)" >&2; exit 1; fi

# Só enquanto nada foi para um projeto real: refaz a migration base a partir de supabase/schemas/.
esquema-base:
	@scripts/esquema-base.sh && echo "supabase/migrations/20261130000000_base.sql refeita de supabase/schemas/"
