"""A TUI sem rede: cache de 24 h, redimensionar até 20×10, ajuda da tabela, check-in na fila, saída que restaura o terminal."""
import re
import subprocess
import time

import pytest

from apoio.espera import esperar

pytestmark = [pytest.mark.rnf06]

COR = re.compile(r"\x1b\[([0-9;]*;)?(3[0-7]|38;5;[0-9]+)[;m]")
INVERSO = re.compile(r"\x1b\[([0-9;]*;)?7[;m]")


@pytest.fixture
def dados_offline(bin_dir, tmp_path):
    """Uma sessão guardada com cache de turnos, sem servidor (o preparo do benchmark do cliente)."""
    d = tmp_path / "offline"
    subprocess.run([str(bin_dir / "frila"), "__bench-preparar", "--dados", str(d), "--offline"],
                   check=True, capture_output=True, timeout=60)
    return d


def test_tui_offline_cache_resize_ajuda_e_fila(tela, dados_offline):
    """Offline: feed diz que precisa de rede, Turnos do cache com cor, status na última linha a 40×12, 'pequeno' a 20×10, ajuda, check-in na fila, q pergunta."""
    t = tela("--dados", dados_offline, "--offline", env={"FRILA_DICA_LOGIN": "e2e"})
    t.wait_for(r"offline \(forçado\)")
    t.wait_for(r"Sem conexão")
    t.ir_para(2)
    t.wait_for(r"turnos do cache de 24 h")
    t.guardar("turnos-cache-80x24")
    assert COR.search(t.text(cores=True)), "sem cor mesmo sem NO_COLOR"

    t.resize(40, 12)
    t.wait_for(r"2 Turnos")

    # "2 Turnos" já estava na tela larga: espera a repintura em 40×12 terminar (a captura no
    # meio dela mistura linhas das duas larguras) e então a status é a última linha.
    def status_embaixo():
        linhas = t.text().rstrip("\n").split("\n")
        return len(linhas) <= 12 and linhas[-1].startswith(("[profissional]", "○"))
    esperar(status_embaixo, 5, "a linha de status na última linha a 40×12", ultimo=t.text)
    t.resize(20, 10)
    t.wait_for(r"pequeno")
    t.resize(80, 24)
    t.wait_for(r"turnos do cache de 24 h")

    t.comando("turnos", "ajuda")
    t.wait_for(r"Ajuda — Turnos")
    t.keys("x")  # literal de propósito: com a ajuda aberta, qualquer tecla só a fecha (x, que cancela turno, não roda)
    t.wait_gone(r"Ajuda —")

    t.comando("turnos", "checkin")
    t.wait_for(r"Check-in \(entrada\)")
    t.comando("dialogoTexto", "confirmar")
    t.wait_for(r"aguardando envio")
    t.guardar("turnos-fila-80x24")
    t.comando("turnos", "sair")
    t.wait_for(r"esperando envio")
    t.comando("dialogoSimNao", "sim")
    t.esperar_saida(0)

    # NO_COLOR, processo novo: sem cor, seleção em vídeo inverso, e o check-in continua na fila.
    t = tela("--dados", dados_offline, "--offline", env={"NO_COLOR": "1"})
    t.wait_for(r"offline \(forçado\)")
    t.wait_for(r"fila 1")
    t.ir_para(2)
    t.wait_for(r"turnos do cache")
    time.sleep(0.2)  # um quadro completo antes de ler os atributos
    tela_com_atributos = t.text(cores=True)
    assert not COR.search(tela_com_atributos), "NO_COLOR: ainda há cor na tela"
    assert INVERSO.search(tela_com_atributos), "NO_COLOR: seleção sem vídeo inverso"
    t.comando("globais", "sairJa")
    t.esperar_saida(130)


def test_tui_lang_c_mostra_utf8(tela, dados_offline):
    """LANG=C: o frila troca para C.UTF-8 e os acentos aparecem (Garçom)."""
    t = tela("--dados", dados_offline, "--offline", env={"LANG": "C", "LC_ALL": "C"})
    t.wait_for(r"offline \(forçado\)")
    t.ir_para(2)
    t.wait_for(r"Garçom")
    t.comando("globais", "sairJa")
    t.esperar_saida(130)


def test_tui_ctrl_c_e_sigterm_restauram_o_terminal(tela, dados_offline):
    """Ctrl-C sai com 0 e SIGTERM com 143; nos dois o terminal volta (echo, icanon, tela principal)."""
    t = tela("--dados", dados_offline, "--offline")
    t.wait_for(r"offline \(forçado\)")
    t.comando("globais", "sairJa")
    t.esperar_saida(130)

    t = tela("--dados", dados_offline, "--offline")
    t.wait_for(r"offline \(forçado\)")
    subprocess.run(["kill", "-TERM", str(t.pid_do_frila())], check=True)
    t.esperar_saida(143)
