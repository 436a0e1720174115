"""Realtime: o PostgreSQL reinicia; a escuta do gateway reconecta sozinha, avisa cada canal
aberto (`system` ok "reconnected": buscar o estado de novo) e a entrega volta."""
from apoio.espera import esperar
from apoio.realtime import canal, enviar, garantir_politica, sem_id
from apoio.ws import WS


def test_banco_reinicia_e_o_canal_recebe_reconnected(backend, contas):
    garantir_politica(backend)
    ana = contas.profissional()
    w = WS(backend.api_port, apikey=backend.anon_key, timeout=30)
    assert w.entrar(canal(ana), ana.token)["status"] == "ok"

    backend.reiniciar_pg_imediato()
    m = w.esperar(lambda m: m["event"] == "system", 30)
    assert m["topic"] == f"realtime:{canal(ana)}"
    assert m["payload"] == {"extension": "system", "status": "ok", "message": "reconnected", "channel": canal(ana)}

    # A entrega voltou (o gatilho do banco novo notifica a nova escuta).
    def entregue():
        enviar(backend, canal(ana), "aviso", {"depois": True})
        try:
            return w.esperar(lambda m: m["event"] == "broadcast", 2)
        except TimeoutError:
            return None
    assert sem_id(esperar(entregue, 20, "broadcast depois do reinício")["payload"]["payload"]) == {"depois": True}
    assert w.heartbeat()["status"] == "ok"
    # E o REST continua servindo.
    assert backend.api_viva()
    w.fechar()
