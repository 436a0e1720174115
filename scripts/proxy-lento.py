#!/usr/bin/env python3
"""Proxy TCP só em loopback que atrasa cada pedido (suíte de falhas, issue 6).

    proxy-lento.py PORTA_DESTINO ATRASO_MS ARQUIVO_DA_PORTA

Escuta numa porta efêmera de 127.0.0.1 (escrita em ARQUIVO_DA_PORTA) e repassa para
127.0.0.1:PORTA_DESTINO, segurando cada pedaço vindo do cliente por ATRASO_MS. Assim o
dreno de centenas de ações dura segundos e dá para matar processos no meio dele. Destino
fora do ar: a conexão do cliente é fechada, como numa rede cortada.
"""
import asyncio
import sys

DESTINO = int(sys.argv[1])
ATRASO = int(sys.argv[2]) / 1000.0
ARQUIVO = sys.argv[3]


async def copiar(origem, destino, atraso):
    try:
        while True:
            dados = await origem.read(65536)
            if not dados:
                break
            if atraso:
                await asyncio.sleep(atraso)
            destino.write(dados)
            await destino.drain()
    except (ConnectionError, asyncio.CancelledError):
        pass
    finally:
        try:
            destino.close()
        except Exception:
            pass


async def atender(cli_r, cli_w):
    try:
        srv_r, srv_w = await asyncio.open_connection("127.0.0.1", DESTINO)
    except OSError:
        cli_w.close()
        return
    # Com o destino fora do ar, o Linux pode "conectar" a porta a ela mesma (self-connect),
    # e aí o gateway não consegue voltar a escutar nela: trata como recusada.
    if srv_w.get_extra_info("sockname")[1] == DESTINO:
        srv_w.close()
        cli_w.close()
        return
    await asyncio.gather(copiar(cli_r, srv_w, ATRASO), copiar(srv_r, cli_w, 0))


async def principal():
    servidor = await asyncio.start_server(atender, "127.0.0.1", 0)
    porta = servidor.sockets[0].getsockname()[1]
    with open(ARQUIVO + ".tmp", "w") as f:
        f.write(str(porta))
    import os
    os.replace(ARQUIVO + ".tmp", ARQUIVO)
    async with servidor:
        await servidor.serve_forever()


asyncio.run(principal())
