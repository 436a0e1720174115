"""Request smuggling: um pedido com tamanho de corpo ambíguo (RFC 9112 §6.1/§6.3) recebe
400 e a conexão fecha; os bytes que sobram nunca viram um segundo pedido respondido."""
import socket
import time

import pytest

from conftest import API_PORT

CONTRABANDO = b"GET /auth/v1/health HTTP/1.1\r\nHost: x\r\n\r\n"
TENTATIVAS = 3


def _corpo_chunked():
    # Um chunk "0" terminal seguido do pedido contrabandeado.
    return b"0\r\n\r\n" + CONTRABANDO


CASOS = {
    "cl_depois_te": b"POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: x\r\n"
                    b"Transfer-Encoding: chunked\r\nContent-Length: 45\r\n\r\n" + _corpo_chunked(),
    "cl_antes_te": b"POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: x\r\n"
                   b"Content-Length: 45\r\nTransfer-Encoding: chunked\r\n\r\n" + _corpo_chunked(),
    "dois_cl": b"POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: x\r\n"
               b"Content-Length: 2\r\nContent-Length: 45\r\n\r\n{}" + CONTRABANDO,
    "espaco_antes_dos_dois_pontos": b"POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: x\r\n"
                                    b"Content-Length : 45\r\n\r\n" + CONTRABANDO,
    "te_xchunked": b"POST /rest/v1/rpc/feed_vagas HTTP/1.1\r\nHost: x\r\n"
                   b"Transfer-Encoding: xchunked\r\n\r\n" + _corpo_chunked(),
    "te_chunked_identity": b"POST /rest/v1/rpc/feed_vagas HTTP/1.1\r\nHost: x\r\n"
                           b"Transfer-Encoding: chunked, identity\r\n\r\n" + _corpo_chunked(),
}


def _trocar(dados, prazo=3.0):
    """Manda tudo de uma vez e lê até o servidor fechar (ou o prazo vencer)."""
    s = socket.create_connection(("127.0.0.1", API_PORT), timeout=prazo)
    try:
        s.sendall(dados)
        recebido = b""
        limite = time.monotonic() + prazo
        fechou = False
        while time.monotonic() < limite:
            try:
                pedaco = s.recv(65536)
            except socket.timeout:
                break
            except ConnectionResetError:
                fechou = True
                break
            if not pedaco:
                fechou = True
                break
            recebido += pedaco
        return recebido, fechou
    finally:
        s.close()


@pytest.mark.parametrize("caso", sorted(CASOS))
def test_enquadramento_ambiguo_recebe_400_e_fecha(backend, caso):
    """Corpo de tamanho ambíguo: exatamente uma resposta (400), a conexão fecha e o pedido contrabandeado não é respondido (3 tentativas)."""
    for _ in range(TENTATIVAS):
        inicio = time.monotonic()
        recebido, fechou = _trocar(CASOS[caso])
        assert recebido.startswith(b"HTTP/1.1 400"), (caso, recebido[:200])
        assert b"Tamanho do corpo" in recebido, (caso, recebido[:400])
        assert recebido.count(b"HTTP/1.1 ") == 1, (caso, recebido)
        assert fechou, (caso, "conexão seguiu aberta")
        assert time.monotonic() - inicio < 2.0, caso


def test_pedidos_bem_formados_seguem_atendidos(backend):
    """Content-Length único e chunked puro seguem aceitos: cada um recebe a resposta da rota, não o 400 de enquadramento."""
    corpo = b'{"email":"ninguem@frila.test","password":"x"}'
    topo = b"POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
    cl = topo + b"Content-Length: " + str(len(corpo)).encode() + b"\r\n\r\n" + corpo
    chunked = (topo + b"Transfer-Encoding: chunked\r\n\r\n" + f"{len(corpo):x}".encode() + b"\r\n"
               + corpo + b"\r\n0\r\n\r\n")
    for pedido in (cl, chunked):
        recebido, _ = _trocar(pedido)
        assert recebido.startswith(b"HTTP/1.1 "), recebido[:200]
        assert b"Tamanho do corpo" not in recebido, recebido[:400]
