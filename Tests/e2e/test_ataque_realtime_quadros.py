"""Ataque ao /realtime/v1/websocket com quadros ruins: lixo, quadro gigante, sem máscara,
binário, UTF-8 inválido. Cada um leva o close com o código do RFC 6455 (sem o gateway ler o
que não precisa) e o gateway segue servindo os outros sockets e o REST."""
import struct

import pytest

from apoio.realtime import canal, enviar, garantir_politica, sem_id
from apoio.ws import WS, Fechado, quadro


def _close(w):
    with pytest.raises(Fechado) as e:
        while True:
            w.ler(10)
    return e.value.codigo


CASOS = [
    ("json_lixo", quadro(0x1, b"{isto nao e json"), 1003),
    ("forma_da_outra_versao", quadro(0x1, b'["1","1","phoenix","heartbeat",{}]'), 1003),
    ("sem_mascara", quadro(0x1, b'{"topic":"phoenix"}', mascarar=False), 1002),
    ("rsv_sem_extensao", quadro(0x1, b"x", rsv=0x40), 1002),
    ("opcode_reservado", quadro(0x3, b"x"), 1002),
    ("binario", quadro(0x2, b"\x03\x00"), 1003),
    ("utf8_invalido", quadro(0x1, b"\xc3\x28"), 1007),
    # Declara 1 GiB: recusado pelo cabeçalho, sem esperar o corpo.
    ("gigante", bytes([0x81, 0xFF]) + struct.pack("!Q", 1 << 30) + b"\x00\x00\x00\x00", 1009),
    ("acima_de_64k", quadro(0x1, b"a" * (65 * 1024)), 1009),
]


@pytest.mark.parametrize("nome,bytes_,codigo", CASOS, ids=[c[0] for c in CASOS])
def test_quadro_ruim_fecha_com_o_codigo(backend, contas, api, nome, bytes_, codigo):
    garantir_politica(backend)
    ana = contas.profissional()
    boa = WS(backend.api_port, apikey=backend.anon_key)
    assert boa.entrar(canal(ana), ana.token)["status"] == "ok"

    ruim = WS(backend.api_port, apikey=backend.anon_key)
    ruim.bruto(bytes_)
    assert _close(ruim) == codigo
    ruim.sock.close()

    # Os outros sockets e o REST seguem.
    enviar(backend, canal(ana))
    assert boa.esperar(lambda m: m["event"] == "broadcast")["payload"]["event"] == "aviso"
    assert boa.heartbeat()["status"] == "ok"
    assert api.get("/auth/v1/health").status == 200
    boa.fechar()


def test_fragmentos_e_ping_sao_do_protocolo(backend):
    w = WS(backend.api_port, apikey=backend.anon_key)
    msg = b'{"topic":"phoenix","event":"heartbeat","payload":{},"ref":"7","join_ref":null}'
    w.bruto(quadro(0x1, msg[:10], fin=False) + quadro(0x9, b"oi") + quadro(0x0, msg[10:]))
    op, dados = w.quadro()
    assert (op, dados) == (0xA, b"oi")
    assert w.ler()["ref"] == "7"
    # Close do cliente: o servidor responde o close com o mesmo código e fecha.
    w.bruto(quadro(0x8, struct.pack("!H", 1000)))
    assert _close(w) == 1000


def test_rajada_de_joins_limitada_por_socket(backend, contas):
    """50 joins seguidos sem esperar resposta: no máximo 8 sondas pendentes por socket; o
    resto é recusado na hora, e o socket (e o canal que acabou valendo) segue funcionando."""
    garantir_politica(backend)
    ana = contas.profissional()
    w = WS(backend.api_port, apikey=backend.anon_key)
    topico = f"realtime:{canal(ana)}"
    payload = {"config": {"private": True}, "access_token": ana.token}
    refs = [w.enviar(topico, "phx_join", payload, join_ref=str(100 + i), ref=str(100 + i)) for i in range(50)]
    # Cada join termina numa resposta ou, substituído pelo seguinte, num phx_close com o join_ref dele.
    respostas, fechados = {}, set()
    while len(set(respostas) | fechados) < 50:
        m = w.ler(20)
        if m["event"] == "phx_reply" and m["ref"] in refs:
            respostas[m["ref"]] = m["payload"]
        elif m["event"] == "phx_close":
            fechados.add(m["join_ref"])
    limitadas = [r for r in respostas.values()
                 if r["status"] == "error" and r["response"]["reason"].startswith("ClientJoinRateLimitReached")]
    assert limitadas, respostas
    # Passada a rajada, um join normal no mesmo socket entra e recebe o envio do banco.
    assert w.entrar(canal(ana), ana.token)["status"] == "ok"
    enviar(backend, canal(ana), "aviso", {"depois": "rajada"})
    assert sem_id(w.esperar(lambda m: m["event"] == "broadcast")["payload"]["payload"]) == {"depois": "rajada"}
    w.fechar()
