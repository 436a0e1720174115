"""SIGTERM no meio de um cenário (o timeout de um CI): a suíte desmonta tudo o que subiu, como no Ctrl-C."""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from apoio.backend import RAIZ
from apoio.espera import esperar
from apoio.portas import ambiente_de_suite_filha
from conftest import API_PORT, PG_PORT

pytestmark = [pytest.mark.sinais]

AMOSTRA = Path(__file__).resolve().parent / "amostras" / "sigterm_amostra.py"
# A suíte filha fica na faixa +20 do conftest (+22), longe do backend desta.
PORTA_API_FILHA, PORTA_PG_FILHA = API_PORT + 22, PG_PORT + 22


def _vivo(pid):
    try:
        estado = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return estado != "Z"


def _processos_com(texto):
    """PIDs cujo argv contém `texto` (fora este pytest)."""
    achados = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit() and int(d.name) != os.getpid():
            try:
                argv = (d / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            except OSError:
                continue
            if texto in argv:
                achados.append((int(d.name), argv.strip()))
    return achados


def test_sigterm_na_suite_nao_deixa_processo_nem_socket(bin_dir, tmp_path):
    """SIGTERM na suíte filha com PostgreSQL, frila-api, tmux, TUI e psql de pé: ela sai em ≤ 60 s e nada disso sobra, nem o socket do tmux."""
    pronta = tmp_path / "pronta.json"
    env = {**ambiente_de_suite_filha(PORTA_API_FILHA, PORTA_PG_FILHA),
           "FRILA_E2E_BIN_DIR": str(bin_dir), "FRILA_E2E_AMOSTRA_PRONTA": str(pronta)}
    filha = subprocess.Popen([sys.executable, "-m", "pytest", str(AMOSTRA), "-q", "-p", "no:cacheprovider",
                              "--basetemp", str(tmp_path / "filha")],
                             cwd=RAIZ, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True, start_new_session=True)
    saida = ""
    try:
        esperar(lambda: pronta.exists() or filha.poll() is not None, 180, "a suíte filha ficar de pé")
        assert filha.poll() is None, filha.communicate(timeout=30)[0]
        anotado = json.loads(pronta.read_text())
        pids, socket = anotado["pids"], Path(anotado["socket"])
        assert all(_vivo(p) for p in pids.values()), pids
        assert socket.exists()
        inicio = time.monotonic()
        filha.send_signal(signal.SIGTERM)
        saida, _ = filha.communicate(timeout=60)
        assert time.monotonic() - inicio <= 60
    finally:
        if filha.poll() is None:  # esta suíte também está saindo: a filha limpa antes de morrer
            filha.send_signal(signal.SIGTERM)
            try:
                filha.communicate(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(filha.pid, signal.SIGKILL)
                filha.wait(timeout=10)
    assert filha.returncode != 0, saida  # interrompida, não verde
    esperar(lambda: not [n for n, p in pids.items() if _vivo(p)], 10, "os processos da suíte filha sumirem",
            ultimo=lambda: {n: p for n, p in pids.items() if _vivo(p)})
    assert not socket.exists(), f"o socket do tmux ficou: {socket}"
    sobras = _processos_com(f"frila-pg-{PORTA_PG_FILHA}") + _processos_com(f"frila-e2e-{PORTA_API_FILHA}-")
    assert not sobras, sobras
    assert not Path(f"/tmp/frila-pg-{PORTA_PG_FILHA}").exists(), "o cluster da suíte filha ficou em /tmp"
