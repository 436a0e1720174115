# Banco local (PostgreSQL 15 + PostGIS) e suíte pgTAP. Dono: issue 3.
.PHONY: db-up db-reset db-down test-sql seed-df
db-up db-reset db-down seed-df:
	@echo "$@: ainda não implementado" >&2; exit 1
test-sql:
	@echo "test-sql: suíte pgTAP ainda não existe"
