# Ponta a ponta em tmux contra o backend local. Donos: issues 5 e 6.
.PHONY: test-e2e
test-e2e:
	@echo "test-e2e: ainda não há cenários"
