#!/usr/bin/env python3
"""Proxy HTTP só em loopback que injeta falhas por pedido (suíte `rede`, issue 6).

    proxy-falhas.py PORTA_DESTINO ARQUIVO_DA_PORTA

Escuta numa porta efêmera de 127.0.0.1 (escrita em ARQUIVO_DA_PORTA) e repassa cada pedido
para o gateway de verdade em 127.0.0.1:PORTA_DESTINO — ou responde no lugar dele com uma
falha. Uma conexão atende um pedido só (resposta com `Connection: close`): assim cada pedido
decide a falha sozinho, sem depender de conexão reaproveitada.

Controle sem reiniciar (o proxy intercepta estes caminhos, nunca os repassa):

    GET /__falha/MODO[?n=K&retry=S&atraso=S&alvo=rpc|tudo]   troca o modo; devolve o estado
    GET /__falha                                             só o estado (JSON)

O estado tem `modo`, `restantes` (K; null = sem fim), `injetadas` (falhas já servidas),
`repassados` e `ultimas` (os 30 últimos pedidos: `t` em segundos Unix, `metodo`, `caminho`,
`modo` servido — para medir, por exemplo, quanto a fila esperou depois de um 429). Com `n=K` só os próximos K
pedidos do alvo falham; depois o modo volta a `normal` sozinho. `alvo=rpc` (padrão) falha só
`/rest/v1/...`: a sonda `/auth/v1/health` e a renovação do token seguem boas, como um gateway
de pé com o banco ou uma função quebrada; `alvo=tudo` falha todos os pedidos, como um nginx
na frente de um gateway caído.

Modos (todo corpo injetado leva a marca VAZOU-CORPO, para a suíte ver se algo dele chegou
à pessoa):
    normal         repassa
    lento          repassa ao gateway na hora (ele aplica), mas segura a resposta `atraso` s
                   (padrão 8) — mais que o tempo-limite do cliente (FRILA_TEMPO_LIMITE_S)
    500            500 com corpo JSON de erro do PostgREST
    429            429 com `Retry-After: retry` (padrão 3)
    html           502 com uma página HTML de erro do nginx
    truncado       200 com Content-Length maior que o corpo; fecha no meio
    json-invalido  200 com JSON malformado
    enorme         200 com 2 MiB de JSON válido, mas de outra forma
    derruba        fecha a conexão sem responder
"""
import asyncio
import json
import os
import sys
import time
from urllib.parse import parse_qs, urlsplit

DESTINO = int(sys.argv[1])
ARQUIVO = sys.argv[2]
MARCA = "VAZOU-CORPO"
MODOS = {"normal", "lento", "500", "429", "html", "truncado", "json-invalido", "enorme", "derruba"}

estado = {"modo": "normal", "restantes": None, "retry": 3, "atraso": 8.0, "alvo": "rpc",
          "injetadas": 0, "repassados": 0, "ultimas": []}

HTML = ("<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
        "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n"
        f"<!-- {MARCA} -->\r\n</body>\r\n</html>\r\n")


def resposta(status, motivo, corpo, tipo="application/json", extra=(), tamanho=None):
    cab = [f"HTTP/1.1 {status} {motivo}", f"Content-Type: {tipo}",
           f"Content-Length: {len(corpo) if tamanho is None else tamanho}", "Connection: close", *extra]
    return ("\r\n".join(cab) + "\r\n\r\n").encode() + corpo


def enorme():
    # 2 MiB de JSON válido (uma lista de textos), que não é a forma que o cliente espera.
    item = json.dumps(f"{MARCA} " + "x" * 1000) + ","
    n = (2 * 1024 * 1024) // len(item)
    corpo = ("[" + item * n + json.dumps(MARCA) + "]").encode()
    return corpo + b" " * max(0, 2 * 1024 * 1024 - len(corpo))


async def ler_pedido(r):
    cabeca = await r.readuntil(b"\r\n\r\n")
    linhas = cabeca.decode("latin-1").split("\r\n")
    metodo, caminho, _ = linhas[0].split(" ", 2)
    tamanho = 0
    for l in linhas[1:]:
        if l.lower().startswith("content-length:"):
            tamanho = int(l.split(":", 1)[1])
    corpo = await r.readexactly(tamanho) if tamanho else b""
    return metodo, caminho, linhas, corpo


def pedido_para_o_gateway(linhas, corpo):
    # Sem keep-alive com o gateway: ele fecha ao fim da resposta e o proxy só copia.
    cab = [l for l in linhas[:-2] if not l.lower().startswith("connection:")] + ["Connection: close"]
    return ("\r\n".join(cab) + "\r\n\r\n").encode("latin-1") + corpo


async def gateway(linhas, corpo):
    """Resposta inteira do gateway (bytes), ou None se ele estiver fora do ar."""
    try:
        r, w = await asyncio.open_connection("127.0.0.1", DESTINO)
    except OSError:
        return None
    # Gateway fora do ar: o Linux pode "conectar" a porta a ela mesma (self-connect).
    if w.get_extra_info("sockname")[1] == DESTINO:
        w.close()
        return None
    try:
        w.write(pedido_para_o_gateway(linhas, corpo))
        await w.drain()
        return await r.read()
    except OSError:
        return None
    finally:
        w.close()


def controlar(caminho):
    u = urlsplit(caminho)
    partes = u.path.strip("/").split("/")
    if len(partes) >= 2:
        modo = partes[1]
        if modo not in MODOS:
            return resposta(400, "Bad Request", json.dumps({"erro": f"modo desconhecido: {modo}"}).encode())
        q = {k: v[-1] for k, v in parse_qs(u.query).items()}
        estado["modo"] = modo
        estado["restantes"] = int(q["n"]) if "n" in q else None
        estado["retry"] = int(q.get("retry", 3))
        estado["atraso"] = float(q.get("atraso", 8))
        estado["alvo"] = q.get("alvo", "rpc")
        estado["injetadas"] = 0
        estado["ultimas"] = []
    return resposta(200, "OK", json.dumps(estado).encode())


def modo_para(caminho):
    m = estado["modo"]
    if m == "normal" or (estado["alvo"] == "rpc" and not caminho.startswith("/rest/v1/")):
        return "normal"
    if estado["restantes"] is not None:
        if estado["restantes"] <= 0:
            estado["modo"], estado["restantes"] = "normal", None
            return "normal"
        estado["restantes"] -= 1
    return m


async def atender(cli_r, cli_w):
    try:
        metodo, caminho, linhas, corpo = await ler_pedido(cli_r)
    except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, ValueError, ConnectionError):
        cli_w.close()
        return
    try:
        if caminho.startswith("/__falha"):
            cli_w.write(controlar(caminho))
            return
        modo = modo_para(caminho)
        if modo == "normal":
            estado["repassados"] += 1
        else:
            estado["injetadas"] += 1
        estado["ultimas"] = (estado["ultimas"] + [{"t": round(time.time(), 3), "metodo": metodo,
                                                   "caminho": urlsplit(caminho).path, "modo": modo}])[-30:]
        if modo in ("normal", "lento"):
            dados = await gateway(linhas, corpo)
            if dados is None:
                return  # gateway fora do ar: fecha, como rede cortada
            if modo == "lento":
                await asyncio.sleep(estado["atraso"])
            cli_w.write(dados)
        elif modo == "500":
            cli_w.write(resposta(500, "Internal Server Error", json.dumps(
                {"code": "XX000", "message": f"{MARCA} erro interno", "details": None, "hint": None}).encode()))
        elif modo == "429":
            cli_w.write(resposta(429, "Too Many Requests", json.dumps({"message": f"{MARCA} slow down"}).encode(),
                                 extra=[f"Retry-After: {estado['retry']}"]))
        elif modo == "html":
            cli_w.write(resposta(502, "Bad Gateway", HTML.encode(), tipo="text/html"))
        elif modo == "truncado":
            pedaco = ('[{"turno_id":"aaaaaaaa-0000-4000-8000-000000000000","estado":"confirmada","' + MARCA).encode()
            cli_w.write(resposta(200, "OK", pedaco, tamanho=5000))
        elif modo == "json-invalido":
            cli_w.write(resposta(200, "OK", ('{"turno_id": "aaaaaaaa-0000-, ' + MARCA + ' ]').encode()))
        elif modo == "enorme":
            cli_w.write(resposta(200, "OK", enorme()))
        elif modo == "derruba":
            cli_w.transport.abort()  # RST, sem resposta nenhuma
            return
        await cli_w.drain()
    except (ConnectionError, OSError):
        pass
    finally:
        try:
            cli_w.close()
        except Exception:
            pass


async def principal():
    servidor = await asyncio.start_server(atender, "127.0.0.1", 0, limit=1 << 20)
    porta = servidor.sockets[0].getsockname()[1]
    with open(ARQUIVO + ".tmp", "w") as f:
        f.write(str(porta))
    os.replace(ARQUIVO + ".tmp", ARQUIVO)
    async with servidor:
        await servidor.serve_forever()


asyncio.run(principal())
