"""Fixtures da suíte ponta a ponta (processos reais: frila, frila-api, PostgreSQL, tmux).

Rode da raiz: `make test-e2e` (ou `/usr/bin/python3 -m pytest Tests/e2e`, com os binários
já compilados por `swift build`). Um cenário: `make test-e2e K=rn19`.

Portas (variáveis de ambiente; o Makefile passa as suas), todas no loopback:
    TEST_API_PORT / TEST_PG_PORT   o backend da sessão (padrão 25431 / 25432); com pytest-xdist
                                   (`make test`: -n 2), +50 por processo (apoio/portas.py)
    +10 em cada uma                `backend_duravel`, para os cenários de crash do PostgreSQL
    +20..+29 em cada uma           livres para cenários que precisem de outro servidor (+20: o
                                   frila-api extra dos ataques, apoio/origem.py; +21: o Supabase
                                   forjado de test_saida_sem_escapes; +22: a suíte filha de
                                   test_sigterm_limpa_tudo)
    o proxy de falhas              uma porta livre qualquer do loopback (bind na porta 0),
                                   nunca fixa: dois proxies ou duas suítes não colidem
Sinais: SIGTERM (o timeout de um CI) vira Ctrl-C, então toda fixture desmonta o que subiu
(PostgreSQL, frila-api, servidor tmux e o socket dele, processos em background); uma
segunda SIGTERM durante a limpeza é ignorada para não interrompê-la.
Estado em /tmp: frila-pg-PORTA (banco), frila-e2e-api-PORTA (log do gateway); o
diretório de cada teste (tmp_path do pytest) guarda --dados e as telas capturadas.

Fixtures (cada uma com um trabalho):
    backend        (sessão) banco novo + frila-api nas portas de teste, derrubado no fim mesmo
                   em falha. api_url, anon_key, pg_port, api_port, banco_url, log_path;
                   psql(sql) → stdout de psql -At; reiniciar_api(), matar_api(), parar_pg(),
                   subir_pg(), reiniciar_pg_imediato(); turnos_passados(email, n) e lote(email).
                   Cada teste que o usa recebe o backend de pé (se um cenário anterior derrubou
                   o gateway ou o banco, ele volta antes).
    banco_novo     (função) o mesmo backend com o banco `postgres` recriado (migrations + seed,
                   horários relativos a agora) e o gateway reiniciado. Use quando o cenário muda
                   linhas do seed que outro cenário lê; cenários que só criam contas próprias
                   (contas, turnos_passados) ficam no `backend` compartilhado.
    backend_duravel (módulo) backend próprio, durável (fsync e commit síncrono), portas +10.
    api            cliente HTTP (urllib): get/post/rpc(nome, args, token=...), login(email, senha)
                   → sessão; respostas com status, headers, json, texto.
    contas         fábrica de contas pelo /auth/v1/signup: profissional(), contratante(),
                   existente(email) (as do seed) → Conta(email, senha, id, token, sessao).
    frila          o binário nos comandos sem tela: frila(*args, conta=, json=, offline=, api=,
                   entrada=, env=) → Resultado(rc, out, err, json); --dados por conta dentro do
                   tmp_path do teste; frila.login(conta, email), frila.fila(conta).
    tela           abre a TUI numa sessão de um servidor tmux próprio: t = tela(*args, env=,
                   largura=, altura=) → keys(), literal(), comando(tela, comando) (a tecla vem
                   de `frila teclas --json`), wait_for(regex), text(), resize(), esperar_saida(rc).
    proxy          proxy de falhas na frente do gateway: proxy.url, proxy.modo("500"|"429"|...,
                   n=, retry=, atraso=, atraso_ms=, alvo=), proxy.injetadas, proxy.ultimas.
    agora          relógio fixo: o início do teste, no minuto; agora.em(minutes=-3) → datetime,
                   agora.iso(hours=23) → texto ISO, agora.env(...) → {"FRILA_AGORA": ...} para o cliente.
Marcas: uma por regra numerada que o cenário protege (pytest.ini); `make test-e2e M=rn11`.
"""
import os
import signal
import subprocess
import threading
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from apoio import filhos
from apoio.backend import RAIZ, Backend
from apoio.cliente import Frila
from apoio.contas import Contas
from apoio.http import Api
from apoio.portas import API_PORT, PG_PORT
from apoio.proxy import ProxyDeFalhas
from apoio.tela import TabelaDeTeclas, Tmux


# Endereço do Bar do Cerrado (seed, do bruno@frila.dev): distância 0 → check-in geolocalizado.
POSICAO_BAR = "-15.8143,-47.8966"


def _sigterm_vira_ctrl_c(signum, frame):
    signal.signal(signal.SIGTERM, lambda *_: None)  # a limpeza não pode ser interrompida
    raise KeyboardInterrupt("SIGTERM")


def pytest_configure(config):
    # Sem isto, SIGTERM mata o pytest sem desmontar as fixtures: PostgreSQL, gateway e tmux
    # ficariam no ar. Ctrl-C (KeyboardInterrupt) o pytest já desmonta.
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _sigterm_vira_ctrl_c)


@pytest.fixture(autouse=True)
def _sem_processos_soltos():
    yield
    filhos.encerrar_todos()


def _bin_dir():
    d = os.environ.get("FRILA_E2E_BIN_DIR")
    if not d:
        d = subprocess.run(["swift", "build", "--show-bin-path"], cwd=RAIZ, capture_output=True, text=True,
                           timeout=120).stdout.strip()
    return Path(d)


@pytest.fixture(scope="session")
def bin_dir():
    d = _bin_dir()
    for b in ("frila", "frila-api"):
        if not (d / b).exists():
            pytest.exit(f"{d / b} não existe: compile antes (swift build)", returncode=2)
    return d


@pytest.fixture(scope="session")
def _backend_da_sessao(bin_dir):
    b = Backend(API_PORT, PG_PORT, bin_dir / "frila-api")
    try:
        b.criar()
        yield b
    finally:
        b.encerrar()


@pytest.fixture
def backend(_backend_da_sessao):
    _backend_da_sessao.garantir_no_ar()
    return _backend_da_sessao


@pytest.fixture
def banco_novo(_backend_da_sessao):
    _backend_da_sessao.garantir_no_ar()
    _backend_da_sessao.banco_novo()
    return _backend_da_sessao


@pytest.fixture(scope="module")
def backend_duravel(bin_dir):
    b = Backend(API_PORT + 10, PG_PORT + 10, bin_dir / "frila-api", descartavel=False)
    try:
        b.criar()
        yield b
    finally:
        b.encerrar()


@pytest.fixture
def api(backend):
    return Api(backend.api_url, backend.anon_key)


@pytest.fixture
def contas(api):
    return Contas(api)


@pytest.fixture
def frila(bin_dir, tmp_path):
    return Frila(bin_dir / "frila", f"http://127.0.0.1:{API_PORT}", tmp_path / "dados")


@pytest.fixture(scope="session")
def tabela_de_teclas(bin_dir):
    return TabelaDeTeclas.do_binario(bin_dir / "frila")


@pytest.fixture
def tela(bin_dir, tabela_de_teclas, tmp_path):
    servidor = Tmux(f"frila-e2e-{API_PORT}-{os.getpid()}", tabela_de_teclas, tmp_path / "telas", bin_dir / "frila")
    try:
        yield servidor
    finally:
        servidor.encerrar()


@pytest.fixture
def proxy(backend):
    p = ProxyDeFalhas(backend.api_port)
    try:
        yield p
    finally:
        p.encerrar()


class Relogio:
    """Um instante fixo (o início do teste, no minuto) e deslocamentos dele."""

    def __init__(self):
        self.base = datetime.now(timezone.utc).replace(second=0, microsecond=0)

    def em(self, **delta):
        return self.base + timedelta(**delta)

    def iso(self, **delta):
        return self.em(**delta).strftime("%Y-%m-%dT%H:%M:%SZ")

    def env(self, **delta):
        return {"FRILA_AGORA": self.iso(**delta)}


@pytest.fixture
def agora():
    return Relogio()
