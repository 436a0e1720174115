"""Ctrl-C sai com 130 (`CodigoDeSaida.interrompido`), na TUI e sem tela, sem perder nada: o
terminal volta (eco inclusive, no meio da senha), e o que já foi impresso chega."""
import signal
import time

from apoio.espera import esperar


def test_tui_ctrl_c_sai_com_130_e_q_com_0(tela, contas, frila):
    """Ctrl-C na TUI: 130 e o terminal restaurado; q sem fila: 0."""
    p = contas.profissional(prefixo="ctrlc")
    frila.login("p", p.email)
    t = tela("--api", frila.api_url, "--dados", frila.dados("p"))
    t.wait_for(r"Feed")
    t.keys("C-c")
    t.esperar_saida(130)
    t = tela("--api", frila.api_url, "--dados", frila.dados("p"))
    t.wait_for(r"Feed")
    t.comando("globais", "sair")
    t.esperar_saida(0)


def test_ctrl_c_na_senha_religa_o_eco_e_sai_com_130(tela, backend):
    """`frila login` esperando a senha (eco desligado): Ctrl-C sai com 130 e o terminal volta com eco."""
    t = tela("--api", backend.api_url, "login", "--email", "ana@frila.dev")
    esperar(lambda: t.stderr.exists() and "Senha:" in t.stderr.read_text(), 10, "o prompt da senha (no stderr)")
    t.keys("C-c")
    t.esperar_saida(130)   # confere também "icanon echo" no stty depois da saída


def test_sem_tela_avisos_seguir_ctrl_c_sai_com_130_com_as_linhas_entregues(contas, frila):
    """`frila avisos --seguir --json` num pipe: SIGINT sai com 130 (não morto pelo sinal) e as linhas já impressas chegam."""
    c = contas.contratante(prefixo="seguirctrlc")
    frila.login("c", c.email)
    import subprocess
    proc = frila.popen("avisos", "--seguir", "--json", "--sem-tempo-real", conta="c", stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    # Espera o comando estar de pé (o stderr diz como segue) antes do sinal.
    esperar(lambda: proc.poll() is None and time.sleep(1.5) is None, 5, "o frila seguir")
    proc.send_signal(signal.SIGINT)
    rc = proc.wait(timeout=10)
    assert rc == 130, (rc, proc.stderr.read())
