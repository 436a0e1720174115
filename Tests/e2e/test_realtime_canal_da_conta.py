"""Realtime: cada conta entra só no próprio canal privado e recebe ali, e só ali, o que o
banco publica com realtime.send (vsn 1.0.0 e 2.0.0); heartbeat respondido."""
import pytest

from apoio.realtime import canal, enviar, garantir_politica, sem_id
from apoio.ws import WS, Recusado


@pytest.fixture
def rt(backend):
    garantir_politica(backend)
    return backend


@pytest.mark.parametrize("vsn", ["1.0.0", "2.0.0"])
def test_entra_no_proprio_canal_e_recebe_so_o_seu(rt, contas, vsn):
    ana, outra = contas.profissional(), contas.profissional()
    wa = WS(rt.api_port, apikey=rt.anon_key, vsn=vsn)
    wo = WS(rt.api_port, apikey=rt.anon_key, vsn=vsn)
    assert wa.heartbeat() == {"status": "ok", "response": {}}
    assert wa.entrar(canal(ana), ana.token) == {"status": "ok", "response": {"postgres_changes": []}}
    assert wo.entrar(canal(outra), outra.token)["status"] == "ok"

    # Contas novas e disponíveis podem receber ao mesmo tempo um despacho de verdade do seed (o
    # pg_cron roda): espera-se a mensagem deste teste pelo conteúdo, e o resto fica em `vistas`.
    def broadcast_de(v):
        return lambda m: m["event"] == "broadcast" and sem_id(m["payload"]["payload"]) == {"vaga": v}

    enviar(rt, canal(ana), "vaga_nova", {"vaga": "v1"})
    m = wa.esperar(broadcast_de("v1"))
    assert m["topic"] == f"realtime:{canal(ana)}"
    p = m["payload"]
    assert (p["type"], p["event"], sem_id(p["payload"])) == ("broadcast", "vaga_nova", {"vaga": "v1"})
    assert len(p["meta"]["id"]) == 36

    # A outra conta não recebeu a da Ana: até o seu próprio aviso chegar, nada dela passou.
    enviar(rt, canal(outra), "vaga_nova", {"vaga": "v2"})
    m = wo.esperar(broadcast_de("v2"))
    assert m["topic"] == f"realtime:{canal(outra)}"
    assert not [x for x in getattr(wo, "vistas", []) if x["event"] == "broadcast" and broadcast_de("v1")(x)], \
        "a mensagem da Ana chegou ao canal da outra conta"
    assert all(x["topic"] == f"realtime:{canal(outra)}" for x in getattr(wo, "vistas", []) if x["event"] == "broadcast")
    wa.fechar(); wo.fechar()


def test_canal_de_outra_conta_recusado(rt, contas):
    ana, bia = contas.profissional(), contas.profissional()
    w = WS(rt.api_port, apikey=rt.anon_key)
    r = w.entrar(canal(bia), ana.token)
    assert r["status"] == "error"
    assert r["response"]["reason"].startswith("Unauthorized")
    # Recusado não recebe: o envio para a Bia não chega; o heartbeat seguinte é a 1ª mensagem.
    enviar(rt, canal(bia))
    assert w.heartbeat()["status"] == "ok"
    assert not [m for m in getattr(w, "vistas", []) if m["event"] == "broadcast"]
    w.fechar()


def test_canal_privado_sem_token_recusado(rt, contas):
    ana = contas.profissional()
    w = WS(rt.api_port, apikey=rt.anon_key)
    assert w.entrar(canal(ana), None)["status"] == "error"
    # A anon key como token (o que o cliente manda sem login) também não lê o canal.
    assert w.entrar(canal(ana), rt.anon_key)["status"] == "error"
    assert w.entrar(canal(ana), "nem-jwt")["status"] == "error"
    w.fechar()


def test_apikey_conferida_como_no_rest(rt):
    for chave in (None, "errada"):
        with pytest.raises(Recusado) as e:
            WS(rt.api_port, apikey=chave)
        assert e.value.status == 401


def test_canal_publico_recebe_o_envio_publico(rt):
    w = WS(rt.api_port, apikey=rt.anon_key, vsn="2.0.0")
    assert w.entrar("mural", None, privado=False)["status"] == "ok"
    enviar(rt, "mural", "aviso", {"n": 1}, privado=True)   # privado: não vai ao canal público
    enviar(rt, "mural", "aviso", {"n": 2}, privado=False)
    m = w.esperar(lambda m: m["event"] == "broadcast")
    assert sem_id(m["payload"]["payload"]) == {"n": 2}
    w.fechar()
