"""Sessão que o servidor encerrou (logout global em outro lugar): todo comando sem tela sai
com 4, o mesmo código de quem nunca entrou, e diz para rodar `frila login`."""
from apoio.cliente import SENHA


def test_sessao_encerrada_no_servidor_sai_com_4_e_pede_login(api, contas, frila):
    """Depois do logout global feito por outra sessão, perfil, turnos e vagas saem com 4 (JSON "saida":4) e pedem frila login; sem sessão nenhuma, também 4."""
    c = contas.profissional(prefixo="vencida")
    frila.login("v", c.email)
    assert frila("perfil", conta="v", json=True).rc == 0
    outra = api.login(c.email, SENHA)["access_token"]
    assert api.post("/auth/v1/logout", token=outra).status == 204  # global: a do frila também acaba
    for comando in (["perfil"], ["turnos"], ["vagas"]):
        r = frila(*comando, conta="v", json=True)
        assert r.rc == 4, r
        assert r.json is not None and r.json["saida"] == 4, r
        assert "frila login" in r.json["erro"] and "frila login" in r.err, r
    nunca = frila("turnos", conta="ninguem", json=True)
    assert nunca.rc == 4 and nunca.json["saida"] == 4, nunca
