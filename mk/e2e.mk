# Ponta a ponta em tmux contra o backend local. Donos: issues 5 e 6.
.PHONY: test-e2e test-e2e-tui
test-e2e: test-e2e-tui

# TUI (issue 5): parte sem rede sempre; parte com backend nas portas de TESTE, banco novo,
# derrubado no fim mesmo em falha. Telas capturadas em /tmp/frila-e2e-$(TEST_API_PORT)/telas.
test-e2e-tui: deps
	@$(SWIFT) build $(SWIFT_FLAGS) --product frila >/dev/null
	@scripts/e2e-tui.sh $(TEST_API_PORT) $(TEST_PG_PORT) "$(BIN_DIR)"

# Kit dos testadores (issue 6): cenários offline, suíte de falhas (kill -9, gateway e
# PostgreSQL reiniciados, disco cheio, SQLite estragado, LANG=C, controle/textos longos) e
# segurança, com os comandos sem tela contra um backend novo nas portas de TESTE.
# Saídas em /tmp/frila-headless-$(TEST_API_PORT)/. Subconjuntos: test-offline, test-falhas,
# test-rede (o binário por um proxy que injeta falhas de rede), test-seguranca.
.PHONY: test-headless test-offline test-falhas test-rede test-seguranca
test-e2e: test-headless
test-headless test-offline test-falhas test-rede test-seguranca: deps
	@$(SWIFT) build $(SWIFT_FLAGS) --product frila >/dev/null
	@$(SWIFT) build $(SWIFT_FLAGS) --product frila-api >/dev/null
	@scripts/e2e-headless.sh $(TEST_API_PORT) $(TEST_PG_PORT) "$(BIN_DIR)" \
	  $(if $(filter test-headless,$@),tudo,$(patsubst test-%,%,$@))
