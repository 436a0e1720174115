# Cliente frila: abrir a demo, snapshots, benchmark do cliente.
.PHONY: demo-abrir snapshots bench-cliente ordem-do-primeiro-quadro

DEMO_DICA = Contas da demo (senha frila123): ana@frila.dev (profissional), bruno@frila.dev (contratante), carla@frila.dev (sem histórico)

# Abre o frila contra o backend local da demo, com estado próprio por porta.
demo-abrir:
	@eval "$$(scripts/api.sh chave $(API_PORT))" && export FRILA_ANON_KEY && \
	  FRILA_DICA_LOGIN="$(DEMO_DICA)" $(BIN_DIR)/frila --api http://127.0.0.1:$(API_PORT) --dados /tmp/frila-demo-$(API_PORT)

# Regenera os snapshots de texto das telas (revise o diff no git antes de commitar).
# Sai com erro só se um teste que não é de snapshot falhou (os snapshots já foram regravados).
snapshots:
	@FRILA_ATUALIZAR_SNAPSHOTS=1 $(SWIFT) test $(SWIFT_FLAGS) --filter FrilaTerminalTests || \
	  { echo "make snapshots: snapshots regravados, mas um teste que não é de snapshot falhou (veja acima)." >&2; exit 1; }
	@git status --short -- Tests/FrilaTerminalTests/__Snapshots__ | wc -l | xargs -I{} echo "make snapshots: {} snapshots mudaram; revise com git diff Tests/FrilaTerminalTests/__Snapshots__"

# Primeiro quadro a partir do cache (vs. um "hello" Swift, na mesma execução) e render
# de um quadro com 1.000 vagas. Números, não é teste.
bench-cliente: deps
	@bench/bench-cliente.sh "$(SWIFT)" $(API_PORT)

# Refaz config/primeiro-quadro.ordem (as funções que o 1º quadro executa, postas juntas no link
# do release) e liga o frila de novo com ela. docs/BENCH.md, "pico de RSS".
ordem-do-primeiro-quadro: deps deps-perfil
	@scripts/ordem-do-primeiro-quadro.sh "$(SWIFT)"
