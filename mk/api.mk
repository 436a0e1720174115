# frila-api (gateway local) e seus testes HTTP.
# Estado do gateway em /tmp/frila-api-$(API_PORT) (pid, log).
.PHONY: backend-up backend-down backend-relogio test-swift bench-api

# `eval "$(make -s backend-up)"`: só as linhas FRILA_API_URL=/FRILA_ANON_KEY= vão para stdout.
backend-up: deps
	@$(MAKE) --no-print-directory db-up PG_PORT=$(PG_PORT) >&2
	@$(SWIFT) build $(SWIFT_FLAGS) --product frila-api >&2
	@scripts/api.sh up $(API_PORT) $(PG_PORT) "$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/frila-api"

backend-down:
	@scripts/api.sh down $(API_PORT)
	@$(MAKE) --no-print-directory db-down PG_PORT=$(PG_PORT)

# Relógio do backend local, para testar o que depende da hora (avaliar depois do fim, RN07):
# `make backend-relogio AGORA=2026-12-25T02:00-03:00`; `make backend-relogio AGORA=` volta ao
# real. Grava frila.agora no banco de PG_PORT e reinicia o frila-api de API_PORT (mesmo
# segredo); recusa se não for o backend de `make backend-up`.
backend-relogio:
	@scripts/relogio.sh $(API_PORT) $(PG_PORT) "$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/frila-api" "$(AGORA)"

# Testes Swift: backend NOVO nas portas de teste (banco recriado), `swift test` com
# FRILA_TEST_* no ambiente, e o backend derrubado mesmo em falha. O teste que mata e
# reinicia o PostgreSQL roda numa segunda passada, sozinho (não derruba testes alheios).
test-swift:
	@scripts/api-test.sh $(TEST_API_PORT) $(TEST_PG_PORT) "$(SWIFT)" $(SWIFT_FLAGS)

# Benchmark do gateway (números, não é teste): wrk em meu_perfil e feed_vagas com 1 e 16
# conexões, lado a lado com a mesma SQL direto por libpq (frila-api --piso). Backend
# próprio (banco novo com o seed, binário de release) nas portas BENCH_*, derrubado no fim:
# não mexe numa demo aberta.
BENCH_API_PORT ?= 25441
BENCH_PG_PORT  ?= 25442
bench-api: deps
	@bench/api-bench.sh $(BENCH_API_PORT) $(BENCH_PG_PORT) "$(SWIFT)"

# `make bench` (mk/bench.mk) chama bench-api e junta os números dele à tabela.
