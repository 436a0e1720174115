# Cliente frila: abrir a demo. Dono: issue 5.
.PHONY: demo-abrir
demo-abrir:
	$(BIN_DIR)/frila --help
