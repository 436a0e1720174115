"""Conformidade do /realtime/v1/websocket com o cliente oficial (realtime-py do supabase-py
2.34.1, assíncrono): depois de entrar com supabase-py, a conta entra no próprio canal
privado, é recusada no de outra conta, e recebe o broadcast que o banco manda com
realtime.send."""
import asyncio
import uuid

import pytest

from apoio_supabase import criar_contas
from apoio_supabase_py import cliente  # noqa: F401 — pula o módulo fora do virtualenv
from apoio.realtime import enviar, garantir_politica

from realtime import RealtimeSubscribeStates  # noqa: E402
from supabase import AsyncClientOptions, acreate_client  # noqa: E402


@pytest.fixture(scope="module")
def backend(_backend_da_sessao):
    _backend_da_sessao.garantir_no_ar()
    garantir_politica(_backend_da_sessao)
    return _backend_da_sessao


@pytest.fixture(scope="module")
def duas(backend):
    return criar_contas(backend, f"rt{uuid.uuid4().hex[:6]}", 2)


async def _entrar(backend, email):
    c = await acreate_client(backend.api_url, backend.anon_key,
                             options=AsyncClientOptions(auto_refresh_token=False, persist_session=False))
    r = await c.auth.sign_in_with_password({"email": email, "password": "segredo123"})
    # Como a documentação dos canais privados pede: o token da sessão vai para o realtime antes do join.
    await c.realtime.set_auth(r.session.access_token)
    return c


async def _assinar(c, topico):
    estados = asyncio.Queue()
    canal = c.channel(topico, {"config": {"private": True}})
    recebidos = asyncio.Queue()
    canal.on_broadcast("vaga_nova", lambda p: recebidos.put_nowait(p))
    await canal.subscribe(lambda estado, erro: estados.put_nowait((estado, erro)))
    estado, erro = await asyncio.wait_for(estados.get(), 10)
    return canal, estado, erro, recebidos


def test_proprio_canal_privado_recebe_o_broadcast_do_banco(backend, duas):
    (ana_id, ana), _ = duas

    async def cenario():
        c = await _entrar(backend, ana)
        try:
            _, estado, erro, recebidos = await _assinar(c, f"conta:{ana_id}")
            assert estado == RealtimeSubscribeStates.SUBSCRIBED, erro
            await asyncio.to_thread(enviar, backend, f"conta:{ana_id}", "vaga_nova", {"vaga_id": "v-1"})
            p = await asyncio.wait_for(recebidos.get(), 10)
            assert p["event"] == "vaga_nova"
            assert {k: v for k, v in p["payload"].items() if k != "id"} == {"vaga_id": "v-1"}
            assert len(p["meta"]["id"]) == 36  # o id da linha em realtime.messages
        finally:
            await c.realtime.close()
    asyncio.run(cenario())


def test_canal_de_outra_conta_recusado(backend, duas):
    (ana_id, ana), (bia_id, _) = duas

    async def cenario():
        c = await _entrar(backend, ana)
        try:
            _, estado, erro, _ = await _assinar(c, f"conta:{bia_id}")
            assert estado == RealtimeSubscribeStates.CHANNEL_ERROR
            assert "Unauthorized" in str(erro)
        finally:
            await c.realtime.close()
    asyncio.run(cenario())
