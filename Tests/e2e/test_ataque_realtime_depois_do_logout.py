"""Ataque: Realtime depois do logout. Um canal já aberto seguia recebendo os eventos da conta
até o token vencer (até 1 h), mesmo depois de um logout global (ex.: a pessoa sai de tudo
porque perdeu o celular). Agora o logout fecha na hora os canais das sessões encerradas
(`system` com o erro, `phx_close`), e nada mais chega por eles; o socket segue servindo; o
escopo `others` poupa a sessão de quem pediu."""
from apoio.realtime import canal, enviar, garantir_politica, sem_id
from apoio.ws import WS


def _fechamento(w, timeout=10):
    s = w.esperar(lambda m: m["event"] == "system", timeout)
    c = w.esperar(lambda m: m["event"] == "phx_close", 5)
    return s, c


def _broadcasts(w):
    return [m for m in w.vistas if m["event"] == "broadcast"]


def test_logout_global_fecha_o_canal_ja_aberto(backend, contas, api):
    """Canal aberto com o token da sessão; logout global (por outro aparelho, outra sessão): o canal fecha e o evento seguinte não chega."""
    garantir_politica(backend)
    ana = contas.profissional(prefixo="rtlogout")
    outro_aparelho = contas.existente(ana.email)   # outra sessão da mesma conta
    w = WS(backend.api_port, apikey=backend.anon_key)
    assert w.entrar(canal(ana), ana.token)["status"] == "ok"
    enviar(backend, canal(ana), "aviso", {"n": 1})
    assert sem_id(w.esperar(lambda m: m["event"] == "broadcast")["payload"]["payload"]) == {"n": 1}

    r = api.post("/auth/v1/logout?scope=global", {}, token=outro_aparelho.token)
    assert r.status == 204, r
    s, c = _fechamento(w)
    assert s["payload"] == {"extension": "system", "status": "error", "message": "Invalid token: session not found",
                            "channel": canal(ana)}
    assert c["topic"] == f"realtime:{canal(ana)}"

    antes = len(_broadcasts(w))
    enviar(backend, canal(ana), "aviso", {"n": 2})
    assert w.heartbeat()["status"] == "ok"   # o socket segue; o evento não veio antes do heartbeat
    depois = len(_broadcasts(w)) - antes
    print(f"realtime depois do logout global: {depois} de 1 evento entregue (antes da correção: 1)")
    assert depois == 0
    # Reentrar com o token da sessão encerrada também não vale.
    assert w.entrar(canal(ana), ana.token)["status"] == "error"
    w.fechar()


def test_logout_others_poupa_a_propria_sessao(backend, contas, api):
    """Logout `others` de um aparelho: o canal desse aparelho segue recebendo; o do outro fecha."""
    garantir_politica(backend)
    ana = contas.profissional(prefixo="rtothers")
    segundo = contas.existente(ana.email)
    w1 = WS(backend.api_port, apikey=backend.anon_key)
    w2 = WS(backend.api_port, apikey=backend.anon_key)
    assert w1.entrar(canal(ana), ana.token)["status"] == "ok"
    assert w2.entrar(canal(ana), segundo.token)["status"] == "ok"

    r = api.post("/auth/v1/logout?scope=others", {}, token=ana.token)
    assert r.status == 204, r
    s, _ = _fechamento(w2)
    assert s["payload"]["message"] == "Invalid token: session not found"
    enviar(backend, canal(ana), "aviso", {"n": 3})
    assert sem_id(w1.esperar(lambda m: m["event"] == "broadcast")["payload"]["payload"]) == {"n": 3}
    assert w2.heartbeat()["status"] == "ok"
    assert not [m for m in _broadcasts(w2) if m["payload"]["payload"].get("n") == 3]
    w1.fechar(); w2.fechar()
