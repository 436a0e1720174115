"""Convenções do PostgREST e do gateway do Supabase que o cliente oficial usa: parâmetros
reservados e filtros, contagem, HEAD, perfis de schema, CORS; e a corrida RN19 com 30
clientes com sessão."""
import concurrent.futures

import pytest

from apoio_supabase import criar_contas
from apoio_supabase_py import cliente, publicar, recusa

import httpx  # noqa: E402 — dependência do supabase-py, do mesmo virtualenv


@pytest.fixture(scope="module")
def backend(_backend_da_sessao):
    """O backend da sessão (conftest), de pé, para as fixtures deste módulo."""
    _backend_da_sessao.garantir_no_ar()
    return _backend_da_sessao


@pytest.fixture(scope="module")
def pro(backend):
    (pid, email), = criar_contas(backend, "pgrst", 1)
    return pid, cliente(backend, email)


def test_select_limit_order_nao_viram_argumentos(pro):
    """select/limit/order/offset no POST de uma RPC sem argumentos não a transformam em outra chamada."""
    _, c = pro
    r = c.rpc("meu_perfil").select("*").limit(1).offset(0).order("nome").execute()
    assert r.data["perfil"] == "profissional"


def test_get_com_argumento_e_reservados(pro):
    """GET (get=True): o argumento da função vai como argumento; select e limit, não."""
    pid, c = pro
    r = c.rpc("perfil_publico", {"conta_id": pid}, get=True).select("nome").limit(1).execute()
    assert r.data["conta_id"] == pid


def test_get_com_filtros_nao_viram_argumentos(pro):
    """GET com filtros (eq, in, or) sobre o resultado: nenhum vira argumento da função."""
    _, c = pro
    r = c.rpc("feed_vagas", get=True).eq("funcao", "garcom").in_("modo", ["urgencia"]).or_("valor_centavos.gt.0").execute()
    assert isinstance(r.data, list)


def test_prefer_count_exact_da_content_range(backend, pro):
    """count='exact' numa RPC: como o PostgREST, uma função que devolve um jsonb é UMA linha
    (Content-Range 0-0/1), mesmo quando o jsonb é uma lista (PostgREST Response.hs, rangeStatusHeader)."""
    _, c = pro
    dona = cliente(backend, criar_contas(backend, "pgrstdona", 1, "contratante")[0][1])
    publicar(dona, inicio_min=600)
    publicar(dona, inicio_min=700)
    r = dona.rpc("minhas_vagas", count="exact").execute()
    assert len(r.data) == 2 and r.count == 1


def test_head_conta_sem_corpo(backend):
    """head=True: HEAD como um GET só de leitura, sem corpo, com a contagem."""
    dona = cliente(backend, criar_contas(backend, "pgrsthead", 1, "contratante")[0][1])
    publicar(dona, inicio_min=800)
    r = dona.rpc("minhas_vagas", head=True, count="exact").execute()
    assert r.count == 1 and not r.data


def test_head_nao_escreve(backend):
    """HEAD numa RPC que escreve roda só de leitura: recusada, nada muda."""
    (pid, email), = criar_contas(backend, "pgrstro", 1)
    c = cliente(backend, email)
    e = recusa(lambda: c.rpc("definir_disponibilidade", {"disponivel": False}, head=True).execute())
    assert e is not None
    assert c.rpc("meu_perfil").execute().data["disponivel"] is True


def test_schema_nao_exposto_da_pgrst106(pro):
    """schema('privado'): Content-Profile/Accept-Profile de schema não exposto é 406 PGRST106."""
    _, c = pro
    assert recusa(lambda: c.schema("privado").rpc("executar_agendador", {}).execute()).code == "PGRST106"
    assert recusa(lambda: c.schema("privado").rpc("executar_agendador", {}, get=True).execute()).code == "PGRST106"


def test_schema_public_explicito(pro):
    """schema('public') explícito funciona como o padrão."""
    _, c = pro
    assert c.schema("public").rpc("meu_perfil", {}).execute().data["perfil"] == "profissional"


def test_preflight_cors_sem_apikey(backend):
    """OPTIONS como o navegador manda (sem apikey): 200 com Allow-Origin/Methods/Headers."""
    r = httpx.options(backend.api_url + "/rest/v1/rpc/meu_perfil", headers={
        "Origin": "http://localhost:3000", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "apikey, authorization, content-type, x-client-info"})
    assert r.status_code == 200
    assert r.headers["access-control-allow-origin"] == "*"
    assert "POST" in r.headers["access-control-allow-methods"]
    assert "apikey" in r.headers["access-control-allow-headers"]
    r = httpx.options(backend.api_url + "/auth/v1/token?grant_type=password", headers={"Origin": "http://localhost:3000"})
    assert r.status_code == 200 and "authorization" in r.headers["access-control-allow-headers"]


def test_toda_resposta_tem_allow_origin(backend):
    """Acerto, recusa e 401 sem apikey: todos com Access-Control-Allow-Origin."""
    for metodo, caminho, cab in [("GET", "/auth/v1/health", {}), ("POST", "/rest/v1/rpc/meu_perfil", {}),
                                 ("POST", "/rest/v1/rpc/nao_existe", {"apikey": backend.anon_key})]:
        r = httpx.request(metodo, backend.api_url + caminho, headers={"Origin": "http://localhost:3000", **cab})
        assert r.headers.get("access-control-allow-origin") == "*", (caminho, r.status_code)


def test_corrida_rn19_com_30_clientes(backend):
    """RN19: 30 profissionais com sessão própria candidatam-se juntos a uma posição: um turno só."""
    dona = cliente(backend, criar_contas(backend, "corridadona", 1, "contratante")[0][1])
    vaga = publicar(dona, inicio_min=900, posicoes=1)
    clientes = [cliente(backend, email) for _, email in criar_contas(backend, "corrida", 30)]

    def candidatar(c):
        try:
            return c.rpc("candidatar", {"vaga_id": vaga["vaga_id"]}).execute().data["resultado"]
        except Exception as e:  # noqa: BLE001 — a recusa é o resultado esperado de 29
            return getattr(e, "message", repr(e))

    with concurrent.futures.ThreadPoolExecutor(max_workers=30) as ex:
        resultados = list(ex.map(candidatar, clientes, timeout=120))
    assert sorted(set(resultados)) == ["confirmada", "vaga_preenchida"], resultados
    assert resultados.count("confirmada") == 1
    assert backend.psql(f"select count(*) from public.turnos where vaga_id = '{vaga['vaga_id']}'") == "1"
