"""Ataque: o limite de falhas de login contava cada grafia do e-mail em separado. O login
normaliza o e-mail (NFKC, minúsculas), mas o contador usava o texto como veio: com letras de
largura cheia (ｖ, Ｖ...) e maiúsculas há milhares de grafias da mesma conta, cada uma com as
suas 10 tentativas. Agora o contador usa a mesma forma que o banco procura. Num frila-api
próprio (porta +20, limites padrão)."""
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


def _grafias(email, n):
    """n grafias distintas do mesmo e-mail: a i-ésima letra em largura cheia, depois em maiúscula."""
    local, dominio = email.split("@")
    letras = [i for i, c in enumerate(local) if c.isascii() and c.isalpha()]
    saida = []
    for i in letras:
        saida.append(local[:i] + chr(ord(local[i]) + 0xFEE0) + local[i + 1:] + "@" + dominio)
        saida.append(local[:i] + local[i].upper() + local[i + 1:] + "@" + dominio)
    assert len(set(saida)) >= n, saida
    return saida[:n]


def test_grafias_do_email_contam_no_mesmo_limite(gateway, contas):
    """12 senhas erradas de 127.0.0.2, cada uma com outra grafia do e-mail: 10 conferidas (400), depois 429; antes, as 12 eram conferidas."""
    vitima = contas.profissional(prefixo="grafias")
    grafias = _grafias(vitima.email, 12)
    # Cada grafia leva à mesma conta: com a senha certa, de um endereço limpo, entra.
    certa = gateway.pedir("POST", LOGIN, {"email": grafias[0], "password": vitima.senha}, origem="127.0.0.3")
    assert certa.status == 200 and certa.json["user"]["email"] == vitima.email, certa

    status = [gateway.pedir("POST", LOGIN, {"email": g, "password": f"errada-{i}"}, origem=ATACANTE).status
              for i, g in enumerate(grafias)]
    conferidas = status.count(400)
    print(f"grafias do e-mail: {conferidas} de {len(grafias)} senhas conferidas (antes da correção: {len(grafias)})")
    assert status == [400] * 10 + [429] * 2, status

    # A vítima, de outro endereço, segue entrando.
    r = gateway.pedir("POST", LOGIN, {"email": vitima.email, "password": vitima.senha}, origem=VITIMA)
    assert r.status == 200, r
