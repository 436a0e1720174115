# Frila — ponto de entrada. `make demo` roda o produto; `make test` roda todos os testes.
# Cada área tem o seu arquivo em mk/: deps, db (SQL/pgTAP), api (frila-api), cliente, e2e, bench.
SHELL := /bin/bash
.DEFAULT_GOAL := help

# Portas: demo/dev nos padrões do Supabase CLI; testes em outras, abaixo da faixa efêmera
# (32768–60999), para não colidir com a demo nem com portas de saída de clientes.
PG_PORT       ?= 54322
API_PORT      ?= 54321
TEST_PG_PORT  ?= 25432
TEST_API_PORT ?= 25431

SWIFT       ?= swift
SWIFT_FLAGS ?=
BIN_DIR      = $(shell $(SWIFT) build $(SWIFT_FLAGS) --show-bin-path 2>/dev/null)

include mk/deps.mk
include mk/db.mk
include mk/api.mk
include mk/cliente.mk
include mk/e2e.mk
include mk/bench.mk
include mk/supabase.mk
include mk/esquema.mk

.PHONY: help build test demo demo-novo demo-preparar clean
help:
	@echo "make demo   — instala o que faltar, compila, sobe PostgreSQL + frila-api com dados e abre o frila (backend já no ar: reaproveitado, sem re-seed)"
	@echo "make demo-novo — a demo recomeçando do seed (banco recriado; o mesmo que make demo RESEED=1)"
	@echo "make test   — instala o que faltar, compila e roda todos os testes (pgTAP, Swift, ponta a ponta em pytest)"
	@echo "make bench  — benchmarks com números lado a lado"
	@echo "outros: test-sql test-swift test-e2e [K=expr] [M=rn11] test-supabase esquema-diff db-up db-reset db-down backend-up backend-down backend-relogio seed-df confirmar-email senha-minima"

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

# Ordem: compila tudo, pgTAP em banco novo, testes Swift (unidade + HTTP contra um backend
# de teste novo), cenários ponta a ponta (pytest, Tests/e2e), conformidade com o supabase-py
# (pytest do virtualenv dele). Cada backend de teste é derrubado mesmo em falha. Uma parte
# vermelha não para as outras: no fim, quanto levou cada parte e quais falharam; sai com erro
# se alguma falhou (build vermelho para tudo).
test: deps
	@t0=$$(date +%s); \
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests || { echo "make test: build falhou"; exit 1; }; \
	t1=$$(date +%s); falhas=""; \
	$(MAKE) --no-print-directory test-sql || falhas="$$falhas pgTAP"; t2=$$(date +%s); \
	$(MAKE) --no-print-directory test-swift || falhas="$$falhas Swift"; t3=$$(date +%s); \
	$(MAKE) --no-print-directory test-e2e E2E_PROCESSOS=2 || falhas="$$falhas pytest"; t4=$$(date +%s); \
	$(MAKE) --no-print-directory test-supabase || falhas="$$falhas supabase-py"; t5=$$(date +%s); \
	tempos="build $$((t1 - t0)) s, pgTAP $$((t2 - t1)) s, Swift $$((t3 - t2)) s, pytest $$((t4 - t3)) s, supabase-py $$((t5 - t4)) s; total $$((t5 - t0)) s"; \
	if [ -n "$$falhas" ]; then echo "make test: FALHOU em:$$falhas — $$tempos"; exit 1; fi; \
	echo "make test: tudo verde — $$tempos"

# A demo reaproveita um backend que já esteja no ar nas mesmas portas (make backend-up, o
# roteiro do README): nada de re-seed, dados e sessões ficam (só migrations novas entram).
# Sem backend no ar — ou com `make demo-novo` / `make demo RESEED=1` — recomeça do seed:
# banco recriado (tempos relativos a agora) e estado do cliente limpo.
RESEED ?=
demo: deps
	$(SWIFT) build $(SWIFT_FLAGS)
	@$(MAKE) --no-print-directory demo-preparar
	$(MAKE) --no-print-directory demo-abrir
	@echo "frila fechado. PostgreSQL e frila-api continuam no ar (outro terminal: make demo-abrir); para parar: make backend-down"

demo-novo:
	@$(MAKE) --no-print-directory demo RESEED=1

# O backend da demo, sem abrir o frila (o teste ponta a ponta da demo usa este alvo).
demo-preparar:
	@if [ -z "$(RESEED)" ] && scripts/api.sh vivo $(API_PORT); then \
	  $(MAKE) --no-print-directory backend-up >/dev/null && \
	  echo "demo: backend já no ar em 127.0.0.1:$(API_PORT) (banco $(PG_PORT)): reaproveitado, sem re-seed; dados e sessões ficam. Para recomeçar do seed: make demo-novo"; \
	else \
	  $(MAKE) --no-print-directory backend-down >/dev/null && \
	  $(MAKE) --no-print-directory db-reset >/dev/null && \
	  rm -rf /tmp/frila-demo-$(API_PORT) && \
	  $(MAKE) --no-print-directory backend-up >/dev/null && \
	  echo "demo: banco recriado com o seed em 127.0.0.1:$(API_PORT) (banco $(PG_PORT))"; \
	fi

clean:
	rm -rf .build bench/results.json
