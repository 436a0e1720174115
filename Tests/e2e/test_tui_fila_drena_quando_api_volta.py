"""A TUI aberta com a API fora do ar drena sozinha a fila quando ela volta, mesmo depois de uma queda longa."""
import time

import pytest

from apoio.cliente import Frila
from apoio.espera import esperar
from conftest import POSICAO_BAR

pytestmark = [pytest.mark.rn11]


# A sonda de conexão nunca espera mais que isto entre tentativas (Regras.tetoDaSondaDeConexao).
TETO_DA_SONDA_S = 4
# Folga sobre o teto, medida no relógio do gateway: o que a sonda ainda faz depois de achar a API.
FOLGA_S = 2


def test_tui_drena_a_fila_sozinha_logo_que_a_api_volta(backend, contas, tela, bin_dir, tmp_path):
    """Queda de 13 s com a TUI aberta: a sonda nunca espera mais que o teto (4 s), então check-in e check-out saem sozinhos logo depois da volta."""
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
        t.wait_for(r"fila 2", 10)
        time.sleep(13)  # a duração da queda é o cenário: a sonda vai espaçando as tentativas
    finally:
        backend.subir_api()
    esperar(lambda: backend.psql(f"select checkout_em = '{co}'::timestamptz from public.turnos where id = '{t1}'") == "t",
            30, "a TUI drenar check-in e check-out", ultimo=t.text)
    assert backend.psql(f"select checkin_em = '{ci}'::timestamptz from public.turnos where id = '{t1}'") == "t"
    # Quão logo: no relógio do gateway (quando ele voltou a escutar → quando recebeu o check-in),
    # não no da suíte, que sob carga olha atrasada.
    volta = backend.subiu_em()
    envio = backend.primeiro_pedido("fazer_checkin", volta)
    assert envio is not None, backend.fim_do_log()
    assert (envio - volta).total_seconds() <= TETO_DA_SONDA_S + FOLGA_S, (volta, envio)
    # Fila vazia: sair não pergunta nada.
    t.wait_for(r"fila 0", 10)
    # O envio sozinho não é calado: o registro (m) diz que as ações da fila saíram.
    t.comando("globais", "mensagens")
    t.wait_for(r"ações? da fila enviadas?\.", 5)
    t.comando("painel", "fecharPainel")
    t.comando("globais", "sair")
    t.esperar_saida(0)
