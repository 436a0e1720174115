# Pacotes Debian de que o build, os testes e a demo precisam. Instala só o que falta.
DEB_PACKAGES = libsqlite3-dev libncurses-dev libmicrohttpd-dev libpq-dev libssl-dev \
  postgresql-15 postgresql-contrib postgresql-15-postgis-3 postgresql-15-pgtap \
  libtap-parser-sourcehandler-pgtap-perl tmux wrk hyperfine sqlite3 curl locales python3 time
# Suíte ponta a ponta (Tests/e2e, pytest); pg_cron agenda o agendador como num projeto Supabase;
# python3-venv cria o virtualenv do cliente oficial supabase-py; pytest-xdist divide a suíte
# em processos (cada um com o seu backend, portas +50), para o `make test` caber no CI.
DEB_PACKAGES += python3-pytest python3-pytest-xdist postgresql-15-cron python3-venv

# Só para refazer a ordem das funções do 1º quadro (scripts/ordem-do-primeiro-quadro.sh).
DEB_PACKAGES_PERFIL = gdb

.PHONY: deps deps-perfil
deps-perfil:
	@$(MAKE) --no-print-directory deps DEB_PACKAGES="$(DEB_PACKAGES_PERFIL)"
deps:
	@falta=""; for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || falta="$$falta $$p"; \
	done; \
	if [ -n "$$falta" ]; then \
	  echo "instalando:$$falta"; \
	  if [ "$$(id -u)" != 0 ]; then SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$falta >/dev/null; \
	fi
