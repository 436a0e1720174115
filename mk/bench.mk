# Benchmarks: figuras lado a lado com a linha de base medida na mesma execução.
# bench/bench.py chama as seções das outras áreas (bench-cliente, bench-api) e as da
# escala DF (seed-df), e grava bench/results.json. Não faz parte de `make test`. docs/BENCH.md.
# BENCH_SO=df,publicar roda só essas seções (cliente gateway df publicar rajada dreno sexta realtime tui).
# BENCH_SO=realtime roda só a do Realtime (1.000 sockets recebendo, 5.000 ociosos; bench/realtime.py).
# BENCH_SO=tui roda só a da TUI real num pty (tmux): publicar → vaga pintada, CPU ociosa no Feed.
# BENCH_DEBUG=1 usa os binários de debug (compilar release na máquina carregada demora);
# os números saem marcados "(debug)" no título e não se comparam com os de release.
.PHONY: bench bench-limpar
BENCH_SO ?= cliente,gateway,df,publicar,rajada,dreno,sexta,realtime,tui
BENCH_DEBUG ?=

# Portas: por padrão as próprias do bench (BENCH_*_PORT, de mk/api.mk), para não derrubar
# uma demo aberta nas portas padrão; o banco do bench é parado no fim. PG_PORT/API_PORT
# dados na linha de comando (ou no ambiente) valem no lugar delas, e o banco fica de pé.
BENCH_PORTA_PG  = $(if $(filter command line environment,$(origin PG_PORT)),$(PG_PORT),$(BENCH_PG_PORT))
BENCH_PORTA_API = $(if $(filter command line environment,$(origin API_PORT)),$(API_PORT),$(BENCH_API_PORT))
bench: deps
	@/usr/bin/python3 bench/bench.py --pg $(BENCH_PORTA_PG) --api $(BENCH_PORTA_API) --swift "$(SWIFT)" --so $(BENCH_SO) \
	  $(if $(BENCH_DEBUG),--debug,) \
	  $(if $(filter command line environment,$(origin PG_PORT)),,--parar-banco)

# Apaga o que o bench deixa em /tmp para reaproveitar (a base do DF, ~0,5 GB; os logs e os
# clientes do bench), parando antes o banco e o gateway dessas portas.
bench-limpar:
	@scripts/api.sh down $(BENCH_PORTA_API)
	@$(MAKE) --no-print-directory db-down PG_PORT=$(BENCH_PORTA_PG) >/dev/null 2>&1 || true
	@rm -rf /tmp/frila-pg-$(BENCH_PORTA_PG) /tmp/frila-bench-$(BENCH_PORTA_API) /tmp/frila-api-$(BENCH_PORTA_API) \
	  /tmp/frila-bench-cliente-$(BENCH_PORTA_API)
	@echo "bench-limpar: /tmp/frila-{pg-$(BENCH_PORTA_PG),bench-$(BENCH_PORTA_API),api-$(BENCH_PORTA_API),bench-cliente-$(BENCH_PORTA_API)} apagados"
