"""Realtime: o canal fecha quando o token vence (sem o cliente fazer nada) e quando um
access_token novo é de uma sessão encerrada; um token válido novo mantém o canal."""
import time

from apoio.realtime import canal, enviar, garantir_politica, token_com_exp, sem_id
from apoio.ws import WS


def _fechamento(w, timeout):
    """system de erro seguido de phx_close, como o Realtime derruba um canal."""
    s = w.esperar(lambda m: m["event"] == "system", timeout)
    c = w.esperar(lambda m: m["event"] == "phx_close", 5)
    return s, c


def test_token_vencendo_fecha_o_canal(backend, contas):
    garantir_politica(backend)
    ana = contas.profissional()
    curto = token_com_exp(backend, ana.token, time.time() + 3)
    w = WS(backend.api_port, apikey=backend.anon_key)
    assert w.entrar(canal(ana), curto)["status"] == "ok"
    s, c = _fechamento(w, 15)
    assert s["payload"] == {"extension": "system", "status": "error", "message": "Token has expired",
                            "channel": canal(ana)}
    assert c["topic"] == f"realtime:{canal(ana)}"
    # Fechado, não recebe mais; o socket continua servindo (heartbeat).
    enviar(backend, canal(ana))
    assert w.heartbeat()["status"] == "ok"
    assert not [m for m in w.vistas if m["event"] == "broadcast"]
    w.fechar()


def test_token_ja_vencido_recusado_no_join(backend, contas):
    garantir_politica(backend)
    ana = contas.profissional()
    w = WS(backend.api_port, apikey=backend.anon_key)
    r = w.entrar(canal(ana), token_com_exp(backend, ana.token, time.time() - 120))  # além dos 30 s de tolerância
    assert r == {"status": "error", "response": {"reason": "Token has expired"}}
    w.fechar()


def test_access_token_novo_renova_e_de_sessao_encerrada_fecha(backend, contas, api):
    garantir_politica(backend)
    ana = contas.profissional()
    w = WS(backend.api_port, apikey=backend.anon_key)
    assert w.entrar(canal(ana), ana.token)["status"] == "ok"
    topico = f"realtime:{canal(ana)}"
    # Token novo e válido (mesma sessão, exp mais longe): o canal segue recebendo.
    w.enviar(topico, "access_token", {"access_token": token_com_exp(backend, ana.token, time.time() + 600)},
             join_ref="1")
    enviar(backend, canal(ana), "aviso", {"n": 1})
    assert sem_id(w.esperar(lambda m: m["event"] == "broadcast")["payload"]["payload"]) == {"n": 1}
    # Logout encerra a sessão; o próximo access_token (da mesma sessão) fecha o canal.
    r = api.post("/auth/v1/logout", {}, token=ana.token)
    assert r.status == 204, r
    w.enviar(topico, "access_token", {"access_token": token_com_exp(backend, ana.token, time.time() + 900)},
             join_ref="1")
    s, _ = _fechamento(w, 10)
    assert s["payload"]["status"] == "error"
    assert "session" in s["payload"]["message"]
    w.fechar()
