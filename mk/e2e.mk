# Ponta a ponta em tmux contra o backend local. Donos: issues 5 e 6.
.PHONY: test-e2e test-e2e-tui
test-e2e: test-e2e-tui

# TUI (issue 5): parte sem rede sempre; parte com backend nas portas de TESTE, banco novo,
# derrubado no fim mesmo em falha. Telas capturadas em /tmp/frila-e2e-$(TEST_API_PORT)/telas.
test-e2e-tui: deps
	@$(SWIFT) build $(SWIFT_FLAGS) --product frila >/dev/null
	@scripts/e2e-tui.sh $(TEST_API_PORT) $(TEST_PG_PORT) "$(BIN_DIR)"
