"""FRILA_ANON_KEY faltando ou errada: a frase fala da chave e de como defini-la, nunca de sessão
expirada; a sessão guardada sobrevive (o token de renovação não é gasto na recusa do gateway)."""
import json


def _sem_sessao(texto):
    return "sessão expirou" in texto.lower() or "entre de novo" in texto.lower()


def test_chave_errada_ou_vazia_nos_comandos_sem_tela(backend, frila):
    """Login e comando com a chave errada ou vazia: saída 2, a frase da chave; com a certa, tudo segue."""
    r = frila("login", "--email", "ana@frila.dev", conta="ana", entrada="frila123\n", env={"FRILA_ANON_KEY": "errada"})
    assert r.rc == 2, r
    assert "recusou a chave anon de FRILA_ANON_KEY" in r.err and "Project Settings" in r.err, r
    assert not _sem_sessao(r.err), r

    frila.login("ana", "ana@frila.dev")
    # Token de acesso estragado: o pedido levaria 401 e a renovação; com a chave errada, o
    # gateway barra antes e o token de renovação fica intacto.
    arq = frila.dados("ana") / "credencial.json"
    cred = json.loads(arq.read_text())
    renovacao = cred["tokenDeRenovacao"]
    cred["tokenDeAcesso"] = "estragado"
    arq.write_text(json.dumps(cred))

    r = frila("turnos", conta="ana", json=True, env={"FRILA_ANON_KEY": "errada"})
    assert r.rc == 2 and r.json["chave"] == "chave_anon_recusada", r
    assert "FRILA_ANON_KEY" in r.json["erro"] and not _sem_sessao(r.json["erro"]), r
    r = frila("turnos", conta="ana", json=True, env={"FRILA_ANON_KEY": ""})
    assert r.rc == 2 and r.json["erro"].startswith("Falta a chave anon"), r
    assert json.loads(arq.read_text()).get("tokenDeRenovacao") == renovacao, "o token de renovação não foi gasto"

    # A chave certa de volta: a mesma sessão renova e o comando funciona.
    r = frila("turnos", conta="ana", json=True)
    assert r.rc == 0, r


def test_chave_errada_no_login_da_tui(backend, tela, tmp_path):
    """Na TUI, entrar com a chave errada diz o que falta e como defini-la, com o formulário aberto."""
    t = tela("--api", backend.api_url, "--dados", tmp_path / "tui", env={"FRILA_ANON_KEY": "errada"}, largura=100)
    t.wait_for(r"Entrar", 10)
    t.literal("ana@frila.dev")
    t.comando("login", "trocarCampo")
    t.literal("frila123")
    t.comando("login", "entrar")
    t.wait_for(r"chave anon", 20)
    assert "FRILA_ANON_KEY" in t.text(), t.text()
    assert not _sem_sessao(t.text()), t.text()
    assert not t.saiu()
