# Projeto Supabase: cenários com a forma de um projeto recém-criado, o pg_cron tocando o
# agendador e a conformidade com o cliente oficial supabase-py (pytest, Tests/e2e/).
# supabase-py e o pytest dele vêm do PyPI num virtualenv próprio, criado (ou recriado, se
# sumir ou se as versões mudarem) em $(VENV_SUPABASE); fica entre execuções.
.PHONY: test-supabase venv-supabase
SUPABASE_PY_VERSAO = 2.34.1
PYTEST_VENV_VERSAO = 8.3.5
VENV_SUPABASE ?= $(CURDIR)/.venv-supabase
VENV_SUPABASE_PRONTO = $(VENV_SUPABASE)/.pronto-$(SUPABASE_PY_VERSAO)-$(PYTEST_VENV_VERSAO)

venv-supabase: $(VENV_SUPABASE_PRONTO)
$(VENV_SUPABASE_PRONTO):
	@echo "virtualenv do supabase-py $(SUPABASE_PY_VERSAO) em $(VENV_SUPABASE)"
	@rm -rf "$(VENV_SUPABASE)"
	@/usr/bin/python3 -m venv "$(VENV_SUPABASE)"
	@"$(VENV_SUPABASE)/bin/pip" install -q --disable-pip-version-check \
	  "supabase==$(SUPABASE_PY_VERSAO)" "pytest==$(PYTEST_VENV_VERSAO)"
	@touch "$@"

# Um pytest só, o do virtualenv: os cenários que não usam o supabase-py rodam nele também.
# Backend e clusters nas portas de TESTE (o projeto limpo em TEST_PG_PORT+2), derrubados no fim.
SUPABASE_CENARIOS = Tests/e2e/test_supabase_projeto_limpo.py Tests/e2e/test_pg_cron_agendador.py \
  $(sort $(wildcard Tests/e2e/test_supabase_py_*.py))
test-supabase: deps venv-supabase
	@$(SWIFT) build $(SWIFT_FLAGS) --product frila-api >/dev/null
	@echo "== Supabase: projeto limpo, pg_cron, supabase-py $(SUPABASE_PY_VERSAO)"
	@FRILA_TEST_API_PORT=$(TEST_API_PORT) FRILA_TEST_PG_PORT=$(TEST_PG_PORT) \
	  "$(VENV_SUPABASE)/bin/python" -m pytest -q -p no:cacheprovider -W ignore::DeprecationWarning \
	  -rxXs $(SUPABASE_CENARIOS)
