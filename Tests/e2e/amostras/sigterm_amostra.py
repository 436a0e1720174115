"""Cenário de amostra que test_sigterm_limpa_tudo roda numa suíte filha e interrompe com SIGTERM.

Sobe o que um cenário de TUI sobe (PostgreSQL e frila-api do `backend`, servidor tmux com a
TUI, um psql em background), conta os PIDs num arquivo e fica parado esperando o sinal.
Fora de test_*.py: a suíte normal não o coleta."""
import json
import os
import subprocess
import time
from pathlib import Path


def test_amostra_espera_o_sigterm(backend, tela, tmp_path):
    """Amostra: tudo de pé, PIDs anotados, espera o SIGTERM (limitado a 120 s)."""
    t = tela("--api", backend.api_url, "--dados", tmp_path / "d")
    t.wait_for(r"Tab troca de campo", 30)
    psql = backend.psql_processo(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    postmaster = (backend.pg_dir / "dados" / "postmaster.pid").read_text().split("\n", 1)[0]
    pids = {"postgres": int(postmaster), "frila-api": backend.api_pid, "tmux": tela.pid(),
            "frila (TUI)": t.pid_do_frila(), "psql": psql.pid}
    destino = Path(os.environ["FRILA_E2E_AMOSTRA_PRONTA"])
    provisorio = destino.with_suffix(".tmp")
    provisorio.write_text(json.dumps({"pids": pids, "socket": str(tela.socket)}))
    provisorio.rename(destino)
    time.sleep(120)  # a suíte pai manda SIGTERM durante esta espera
