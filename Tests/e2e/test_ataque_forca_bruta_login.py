"""Força bruta no login esbarra nos limites (padrões do GoTrue no gateway da sessão): 10
falhas por (e-mail, endereço) e 30 por endereço em 5 min, depois 429 com Retry-After, e nem
a senha certa passa do endereço bloqueado (senão o bloqueio diria qual é a certa); de outro
endereço, a senha certa entra. Cadastros: 30 por endereço em 5 min. Cada ataque sai de um
endereço próprio (127.0.0.0/8 é loopback)."""
import time

import pytest

from apoio.origem import GatewayExtra, pedir
from conftest import API_PORT

TENTATIVAS = 400
LOGIN = "/auth/v1/token?grant_type=password"


def _login(backend, email, senha, origem):
    return pedir(backend.api_port, "POST", LOGIN, {"email": email, "password": senha}, origem=origem,
                 anon_key=backend.anon_key)


def _retry_after(r):
    v = {k.lower(): x for k, x in r.headers.items()}.get("retry-after")
    assert v is not None and v.isdigit() and 1 <= int(v) <= 3600, r.headers  # recuo: até 1 h
    return int(v)


def test_senhas_erradas_em_sequencia_param_no_limite_do_email(backend, contas):
    """400 senhas erradas seguidas numa conta: só as 10 primeiras chegam a ser conferidas, o resto é 429 com Retry-After; do endereço do ataque a senha certa também leva 429, de outro entra."""
    c = contas.profissional(prefixo="forca")
    status = [_login(backend, c.email, f"errada-{i}", "127.0.0.41").status for i in range(TENTATIVAS)]
    assert status[:10] == [400] * 10, status[:12]
    assert set(status[10:]) == {429}, sorted(set(status[10:]))
    certa = _login(backend, c.email, c.senha, "127.0.0.41")
    assert certa.status == 429, certa
    assert certa.json["code"] == "over_request_rate_limit"
    _retry_after(certa)
    assert _login(backend, c.email, c.senha, "127.0.0.42").status == 200
    # Outra conta, do mesmo endereço do ataque: ainda entra (o endereço tem folga: 30).
    outra = contas.profissional(prefixo="forca-outra")
    assert _login(backend, outra.email, outra.senha, "127.0.0.41").status == 200


def test_ataque_espalhado_por_contas_para_no_limite_do_endereco(backend, contas):
    """Uma senha errada em cada uma de 40 contas, do mesmo endereço: 30 conferidas, depois 429 (até para a senha certa de outra conta)."""
    t0 = time.monotonic()
    status = [_login(backend, f"nao-existe-{i}@frila.test", "errada1", "127.0.0.43").status for i in range(40)]
    decorrido = time.monotonic() - t0
    assert status[:30] == [400] * 30
    # O balde do endereço devolve 30 fichas a cada 5 min (uma a cada 10 s): numa máquina lenta,
    # as fichas que voltaram durante a rajada deixam passar outras tantas — e não mais.
    voltaram = int(decorrido / 10)
    assert set(status[30:]) <= {400, 429}
    assert status[30:].count(400) <= voltaram, (status[30:], decorrido)
    c = contas.profissional(prefixo="forca-end")
    r = _login(backend, c.email, c.senha, "127.0.0.43")
    assert r.status == 429
    _retry_after(r)
    assert _login(backend, c.email, c.senha, "127.0.0.44").status == 200


def test_login_certo_repetido_nao_conta_como_falha(backend, contas):
    """50 logins certos seguidos do mesmo endereço: todos 200 (só falhas gastam o limite)."""
    c = contas.profissional(prefixo="forca-ok")
    assert {_login(backend, c.email, c.senha, "127.0.0.45").status for _ in range(50)} == {200}


@pytest.fixture
def gateway_com_limite_de_cadastro(backend):
    # O gateway da sessão roda sem limite de cadastros (a suíte cria centenas de contas);
    # este usa o padrão de 30 por endereço, numa janela de 50 min em vez de 5: com 300 s uma
    # ficha volta a cada 10 s, e 35 cadastros (bcrypt cada um) numa máquina carregada passam
    # disso; a conta do limite é a mesma, sem depender do relógio.
    env = {"FRILA_LIMITE_CADASTRO_ENDERECO": "30", "FRILA_JANELA_LIMITE_S": "3000"}
    g = GatewayExtra(backend, API_PORT + 20, env)
    try:
        yield g
    finally:
        g.encerrar()


def test_cadastros_em_massa_param_no_limite_do_endereco(gateway_com_limite_de_cadastro):
    """35 cadastros do mesmo endereço: 30 passam, os outros 5 são 429 com Retry-After; outro endereço segue cadastrando."""
    g = gateway_com_limite_de_cadastro

    def cadastrar(i, origem):
        return g.pedir("POST", "/auth/v1/signup", {"email": f"massa-{origem}-{i}@frila.test", "password": "segredo1",
                                                  "data": {"perfil": "profissional", "nome": "Massa", "funcoes": ["garcom"],
                                                           "lat": -15.8, "lng": -47.9}}, origem=origem)
    rs = [cadastrar(i, "127.0.0.46") for i in range(35)]
    assert [r.status for r in rs[:30]] == [200] * 30, [r for r in rs[:30] if r.status != 200][:2]
    assert {r.status for r in rs[30:]} == {429}
    _retry_after(rs[-1])
    assert cadastrar(0, "127.0.0.47").status == 200
