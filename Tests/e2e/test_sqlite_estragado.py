"""SQLite local estragado: é movido de lado (não apagado) com aviso claro, e o frila segue."""
import os
import subprocess
import time


def _estragar(dados):
    for extra in ("frila.sqlite-wal", "frila.sqlite-shm"):
        (dados / extra).unlink(missing_ok=True)
    (dados / "frila.sqlite").write_bytes(os.urandom(65536))


def test_sem_tela_sqlite_estragado_vai_para_o_lado(backend, frila):
    """frila fila com o SQLite estragado: saída 0, aviso 'movidos para frila.sqlite.corrompido-' e o arquivo guardado."""
    frila.login("e", "ana@frila.dev")
    frila("turnos", conta="e")
    _estragar(frila.dados("e"))
    r = frila("fila", conta="e", offline=True)
    assert r.rc == 0 and "movidos para frila.sqlite.corrompido-" in r.err, r
    assert list(frila.dados("e").glob("frila.sqlite.corrompido-*"))


def test_tui_sqlite_estragado_avisa_numa_janela(bin_dir, tmp_path, tela):
    """TUI com o SQLite estragado: janela em pt-BR que diz que a fila recomeçou vazia, fecha só com Enter; arquivo guardado."""
    d = tmp_path / "estragado"
    subprocess.run([str(bin_dir / "frila"), "__bench-preparar", "--dados", str(d), "--offline"],
                   check=True, capture_output=True, timeout=60)
    _estragar(d)
    t = tela("--dados", d, "--offline")
    t.wait_for(r"ilegíveis \(não é um arquivo SQLite\)")
    t.wait_for(r"recomeçam vazios")
    t.ir_para(2)
    time.sleep(0.3)  # dá à TUI o tempo de reagir à tecla (não é relógio de regra)
    assert "recomeçam vazios" in t.text(), "a janela do aviso fechou com uma tecla de página"
    t.comando("dialogoAviso", "desistir")
    t.wait_gone(r"recomeçam vazios")
    assert list(d.glob("frila.sqlite.corrompido-*"))
    t.comando("globais", "sairJa")
    t.esperar_saida(130)
