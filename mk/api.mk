# frila-api (gateway local) e seus testes HTTP. Dono: issue 4.
.PHONY: backend-up backend-down test-swift
backend-up backend-down:
	@echo "$@: ainda não implementado" >&2; exit 1
# Testes Swift (unidade). Os de integração HTTP leem FRILA_TEST_API_URL.
test-swift:
	$(SWIFT) test $(SWIFT_FLAGS)
