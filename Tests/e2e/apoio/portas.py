"""As portas da suíte: TEST_API_PORT / TEST_PG_PORT (padrão 25431 / 25432) e, com pytest-xdist
(`make test` roda em 2 processos), +50 por processo — cada um sobe o seu backend, e os cenários
usam até +27 acima da base dele."""
import os

PASSO_POR_PROCESSO = 50
# gw0, gw1, ... só existe num processo do xdist; sem ele (make test-e2e), processo 0.
PROCESSO = int(os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw") or 0)
API_PORT = int(os.environ.get("TEST_API_PORT", "25431")) + PASSO_POR_PROCESSO * PROCESSO
PG_PORT = int(os.environ.get("TEST_PG_PORT", "25432")) + PASSO_POR_PROCESSO * PROCESSO


def ambiente_de_suite_filha(api_port, pg_port):
    """Ambiente de uma suíte pytest filha nas portas dadas, já absolutas (sem o passo do xdist)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_XDIST_")}
    env.update(TEST_API_PORT=str(api_port), TEST_PG_PORT=str(pg_port))
    return env
