# Benchmarks: figuras lado a lado com a linha de base medida na mesma execução. Dono: issue 7.
.PHONY: bench
bench:
	@echo "bench: ainda não implementado" >&2; exit 1
