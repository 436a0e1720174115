"""Dois refreshes simultâneos do mesmo token (a TUI e um comando sem tela no mesmo
--dados) não derrubam a sessão: como no GoTrue, quem chega depois recebe o filho ativo
em vez de a família inteira ser revogada. Reuso fora disso continua revogando."""
from concurrent.futures import ThreadPoolExecutor

RODADAS = 20
SIMULTANEOS = 4


def _refresh(api, rt):
    return api.post("/auth/v1/token?grant_type=refresh_token", {"refresh_token": rt})


def test_refreshes_simultaneos_recebem_o_mesmo_filho(api, contas):
    """20 rodadas × 4 refreshes simultâneos do mesmo token: todos 200 com o mesmo refresh token novo, e a sessão segue viva."""
    c = contas.profissional(prefixo="refresh")
    rt = c.sessao["refresh_token"]
    with ThreadPoolExecutor(SIMULTANEOS) as ex:
        for rodada in range(RODADAS):
            rs = list(ex.map(lambda _: _refresh(api, rt), range(SIMULTANEOS)))
            assert [r.status for r in rs] == [200] * SIMULTANEOS, (rodada, rs)
            filhos = {r.json["refresh_token"] for r in rs}
            assert len(filhos) == 1, (rodada, filhos)
            for r in rs:
                assert api.rpc("meu_perfil", token=r.json["access_token"]).status == 200
            rt = filhos.pop()
    assert _refresh(api, rt).status == 200


def test_dois_processos_frila_no_mesmo_dados_nao_perdem_a_sessao(api, contas, frila):
    """5 vezes: dois `frila` no mesmo --dados renovando ao mesmo tempo (token vencido na credencial); os dois seguem logados."""
    import json as j

    c = contas.profissional(prefixo="refresh-frila")
    frila.login("d", c.email)
    arq = frila.dados("d") / "credencial.json"
    for vez in range(5):
        cred = j.loads(arq.read_text())
        cred["tokenDeAcesso"] = "x.y.z"  # inválido: o próximo pedido leva 401 e renova
        arq.write_text(j.dumps(cred))
        with ThreadPoolExecutor(2) as ex:
            rs = list(ex.map(lambda _: frila("perfil", conta="d"), range(2)))
        assert [r.rc for r in rs] == [0, 0], (vez, rs)
    assert frila("perfil", conta="d").rc == 0
