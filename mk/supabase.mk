# Conformidade com o cliente oficial supabase-py (pytest, Tests/e2e/test_supabase_py_*.py).
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

# Os cenários com o supabase-py (Tests/e2e/test_supabase_py_*.py) rodam com o pytest deste
# virtualenv, sobre o mesmo conftest da suíte; no `make test-e2e` (pytest do Debian) eles
# aparecem como pulados. O projeto limpo e o pg_cron não precisam do supabase-py: rodam lá.
test-supabase: deps venv-supabase
	@$(SWIFT) build $(SWIFT_FLAGS) --product frila >/dev/null
	@$(SWIFT) build $(SWIFT_FLAGS) --product frila-api >/dev/null
	@echo "== supabase-py $(SUPABASE_PY_VERSAO): conformidade (Tests/e2e/test_supabase_py_*.py)"
	@TEST_API_PORT=$(TEST_API_PORT) TEST_PG_PORT=$(TEST_PG_PORT) FRILA_E2E_BIN_DIR="$(BIN_DIR)" \
	  "$(VENV_SUPABASE)/bin/python" -m pytest -W ignore::DeprecationWarning -rxXs \
	  $(sort $(wildcard Tests/e2e/test_supabase_py_*.py))
