# Benchmarks: figuras lado a lado com a linha de base medida na mesma execução. Dono: issue 7.
# scripts/bench.py chama as seções das outras áreas (bench-cliente, bench-api) e as da
# escala DF (seed-df), e grava bench/results.json. Não faz parte de `make test`.
# BENCH_SO=df,publicar roda só essas seções (cliente gateway df publicar rajada dreno).
.PHONY: bench
BENCH_SO ?= cliente,gateway,df,publicar,rajada,dreno
bench: deps
	@python3 scripts/bench.py --pg $(PG_PORT) --api $(API_PORT) --swift "$(SWIFT)" --so $(BENCH_SO)
