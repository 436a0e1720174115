"""Processos em background que a suíte abriu (dreno do frila, psql concorrente): o fim de
cada teste mata os que sobraram, também quando o teste acaba por SIGTERM ou Ctrl-C."""
import subprocess

_abertos = []


def registrar(p):
    _abertos.append(p)
    return p


def encerrar_todos(prazo=5):
    while _abertos:
        p = _abertos.pop()
        if p.poll() is not None:
            continue
        p.terminate()
        try:
            p.wait(timeout=prazo)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait(timeout=prazo)
