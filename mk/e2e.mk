# Ponta a ponta: cenários pytest em Tests/e2e (um arquivo por história ou ataque), com
# processos reais: frila, frila-api, PostgreSQL, tmux, proxy de falhas. Backend próprio nas
# portas de TESTE (e +10/+20 para backends extras; o proxy de falhas numa porta livre
# qualquer do loopback), derrubado no fim mesmo em falha.
#   make test-e2e            todos (sem -x: roda tudo e resume as contagens)
#   make test-e2e K=rn19     só os que casam com a expressão (pytest -k: nome do arquivo/teste)
#   make test-e2e M=rn11     só os marcados com a regra (pytest -m; marcas em Tests/e2e/pytest.ini)
#   make test-e2e E2E_PROCESSOS=2   em 2 processos (pytest-xdist, um arquivo inteiro por vez em
#                            cada um; cada processo com o seu backend, portas +50): o `make test`
# Relatório JUnit em /tmp/frila-e2e-$(TEST_API_PORT).xml; telas e --dados de cada teste no
# tmp_path do pytest (/tmp/pytest-of-$$USER/).
PYTEST     ?= /usr/bin/python3 -m pytest
K          ?=
M          ?=
E2E_JUNIT  ?= /tmp/frila-e2e-$(TEST_API_PORT).xml
E2E_FLAGS  ?=
E2E_PROCESSOS ?= 1

.PHONY: test-e2e
test-e2e: deps venv-migra
	@$(SWIFT) build $(SWIFT_FLAGS) --product frila >/dev/null
	@$(SWIFT) build $(SWIFT_FLAGS) --product frila-api >/dev/null
	@TEST_API_PORT=$(TEST_API_PORT) TEST_PG_PORT=$(TEST_PG_PORT) FRILA_E2E_BIN_DIR="$(BIN_DIR)" \
	  $(PYTEST) Tests/e2e --junitxml=$(E2E_JUNIT) $(if $(K),-k '$(K)') $(if $(M),-m '$(M)') \
	  $(if $(filter-out 1,$(E2E_PROCESSOS)),-n $(E2E_PROCESSOS) --dist loadfile) $(E2E_FLAGS)

