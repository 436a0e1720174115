"""Disco cheio (limite de tamanho de arquivo do processo): frase clara, sem crash, a fila fica inteira."""
import resource
import signal
import subprocess

from apoio.cliente import enfileirar_lote
from conftest import POSICAO_BAR


def test_disco_cheio_recusa_com_frase_clara_e_guarda_a_fila(backend, contas, frila):
    """Com RLIMIT_FSIZE no tamanho do SQLite, ações novas são recusadas com 'disco cheio' (nunca crash) e as aceitas continuam na fila."""
    c = contas.profissional(prefixo="disco")
    lote = backend.turnos_passados(c.email, 30)
    frila.login("d", c.email)
    frila("turnos", conta="d")
    assert enfileirar_lote(frila, "d", lote[:20], POSICAO_BAR)
    frila("fila", conta="d", offline=True)  # checkpoint limpo do WAL
    antes = frila.fila("d")["pendentes"]
    limite = (frila.dados("d") / "frila.sqlite").stat().st_size + 8 * 1024

    def limitar():
        resource.setrlimit(resource.RLIMIT_FSIZE, (limite, limite))
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)

    aceitas, recusadas, crashes, msg = 0, 0, 0, ""
    for tid, _, _ in lote:
        p = subprocess.run(frila.argv("avaliar", tid, "sim", conta="d", offline=True), env=frila.ambiente(),
                           preexec_fn=limitar, capture_output=True, text=True, timeout=60)
        if p.returncode == 0:
            aceitas += 1
        elif p.returncode < 0 or p.returncode >= 128:
            crashes += 1
        else:
            recusadas += 1
            msg = p.stderr
        if recusadas >= 3:
            break
    assert crashes == 0 and recusadas >= 1, (aceitas, recusadas, crashes)
    assert "disco cheio" in msg, msg
    assert frila.fila("d")["pendentes"] == antes + aceitas
