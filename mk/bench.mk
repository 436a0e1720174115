# Benchmarks: figuras lado a lado com a linha de base medida na mesma execução. Dono: issue 7.
# Cada área acrescenta a sua seção como pré-requisito de `bench`.
.PHONY: bench
bench: bench-cliente
