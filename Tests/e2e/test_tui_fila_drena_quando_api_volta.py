"""A TUI aberta com a API fora do ar drena sozinha a fila quando ela volta, mesmo depois de uma queda longa."""
import time

from apoio.cliente import Frila
from apoio.espera import esperar
from conftest import POSICAO_BAR


def test_tui_drena_a_fila_em_ate_5s_depois_da_volta(backend, contas, tela, bin_dir, tmp_path):
    """Queda de 13 s com a TUI aberta: a sonda nunca espera mais que o teto (4 s), e check-in e check-out saem em ≤ 5 s após a volta."""
    c = contas.profissional(prefixo="tui")
    (t1, ci, co), = backend.turnos_passados(c.email, 1)
    frila = Frila(bin_dir / "frila", backend.api_url, tmp_path / "dados")
    frila.login("t", c.email)
    frila("turnos", conta="t")
    assert frila("checkin", t1, "--posicao", POSICAO_BAR, "--em", ci, conta="t", offline=True).rc == 0
    assert frila("checkout", t1, "--posicao", POSICAO_BAR, "--em", co, conta="t", offline=True).rc == 0
    backend.parar_api()
    try:
        t = tela("--api", backend.api_url, "--dados", frila.dados("t"))
        t.wait_for(r"offline", 10)
        time.sleep(13)  # a queda longa é o cenário: a sonda vai espaçando as tentativas
    finally:
        backend.subir_api()
    volta = time.monotonic()
    esperar(lambda: backend.psql(f"select checkout_em = '{co}'::timestamptz from public.turnos where id = '{t1}'") == "t",
            10, "a TUI drenar check-in e check-out", ultimo=t.text)
    assert time.monotonic() - volta <= 5
    assert backend.psql(f"select checkin_em = '{ci}'::timestamptz from public.turnos where id = '{t1}'") == "t"
    t.comando("globais", "sair")
    time.sleep(0.3)
    if "esperando envio" in t.text():
        t.keys("s")
    t.esperar_saida(0)
