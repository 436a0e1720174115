"""Senha errada trava quem erra, nunca o dono: as falhas contam por (e-mail, endereço) e por
endereço, com recuo que dobra a cada insistência. Um atacante em 127.0.0.2 erra a senha da
vítima 30 vezes; a vítima, de 127.0.0.1 (nunca errou), entra na primeira; o atacante segue
em 429 `over_request_rate_limit`, com Retry-After crescente. Num frila-api próprio (porta +20,
limites padrão, sem as falhas de outros cenários em 127.0.0.1)."""
import pytest

from apoio.origem import GatewayExtra
from conftest import API_PORT

LOGIN = "/auth/v1/token?grant_type=password"
ATACANTE, VITIMA = "127.0.0.2", "127.0.0.1"


@pytest.fixture
def gateway(backend):
    g = GatewayExtra(backend, API_PORT + 20, {})
    try:
        yield g
    finally:
        g.encerrar()


def _login(g, email, senha, origem):
    return g.pedir("POST", LOGIN, {"email": email, "password": senha}, origem=origem)


def _retry_after(r):
    v = {k.lower(): x for k, x in r.headers.items()}.get("retry-after")
    assert v is not None and v.isdigit(), r.headers
    return int(v)


def test_trinta_falhas_de_um_endereco_nao_trancam_a_vitima(gateway, contas):
    """30 senhas erradas de 127.0.0.2: 10 conferidas (400), 20 recusadas (429) com espera que dobra; a senha certa de 127.0.0.1 entra na primeira; o atacante, nem com a senha certa."""
    vitima = contas.profissional(prefixo="dono")
    rs = [_login(gateway, vitima.email, f"errada-{i}", ATACANTE) for i in range(30)]
    status = [r.status for r in rs]
    assert status.count(400) == 10 and status[:10] == [400] * 10, status
    assert status.count(429) == 20 and set(status[10:]) == {429}, status
    for r in rs[10:]:
        assert r.json["code"] == "over_request_rate_limit", r
    esperas = [_retry_after(r) for r in rs[10:]]
    # Recuo: começa no tempo de uma ficha (300 s / 10 = 30 s), dobra a cada insistência, teto 1 h.
    assert esperas[0] >= 30, esperas
    assert all(b >= a for a, b in zip(esperas, esperas[1:])), esperas
    assert esperas[:7] == sorted(set(esperas[:7])), esperas  # estritamente crescente até o teto
    assert esperas[-1] == 3600, esperas

    certa = _login(gateway, vitima.email, vitima.senha, VITIMA)
    assert certa.status == 200, certa
    assert certa.json["access_token"] and certa.json["user"]["email"] == vitima.email

    # O atacante, mesmo acertando a senha, segue no bloqueio (senão ele descobriria a certa).
    depois = _login(gateway, vitima.email, vitima.senha, ATACANTE)
    assert depois.status == 429 and depois.json["code"] == "over_request_rate_limit", depois
    assert _retry_after(depois) == 3600


def test_ataque_espalhado_ganha_uma_tentativa_por_endereco_novo(gateway, contas):
    """Depois das 10 falhas de 127.0.0.2, cada endereço novo que erra a senha da vítima tem uma conferida e fica em 429 (o e-mail está sob ataque); a vítima, de um endereço limpo, entra."""
    vitima = contas.profissional(prefixo="dono-espalhado")
    assert [_login(gateway, vitima.email, "errada", ATACANTE).status for _ in range(10)] == [400] * 10
    por_endereco = {}
    for n in range(3, 9):
        origem = f"127.0.0.{n}"
        por_endereco[origem] = [_login(gateway, vitima.email, "errada", origem).status for _ in range(3)]
    assert set(map(tuple, por_endereco.values())) == {(400, 429, 429)}, por_endereco
    assert _login(gateway, vitima.email, vitima.senha, VITIMA).status == 200


def test_ataque_espalhado_nao_trava_a_dona_que_erra_uma_vez_de_casa(gateway, contas):
    """A dona já entrou de casa (127.0.0.1); um ataque de 7 endereços põe o e-mail sob ataque;
    ela erra a senha uma vez de casa e, com a certa, entra (antes: 429 com espera que dobrava).
    Um endereço que erra e de onde ela nunca entrou segue com uma conferida só."""
    vitima = contas.profissional(prefixo="dona-de-casa")
    assert _login(gateway, vitima.email, vitima.senha, VITIMA).status == 200
    assert [_login(gateway, vitima.email, "errada", ATACANTE).status for _ in range(10)] == [400] * 10
    for n in range(3, 9):
        assert [_login(gateway, vitima.email, "errada", f"127.0.0.{n}").status for _ in range(2)] == [400, 429]
    assert _login(gateway, vitima.email, "typo", VITIMA).status == 400
    assert _login(gateway, vitima.email, vitima.senha, VITIMA).status == 200
    estranho = "127.0.0.40"
    assert [_login(gateway, vitima.email, s, estranho).status for s in ("errada", vitima.senha)] == [400, 429]
