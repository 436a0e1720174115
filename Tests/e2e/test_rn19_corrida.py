"""RN19 e RN21 sob concorrência real: sessões psql paralelas, soltas da mesma largada.

Cada sessão faz o que o gateway faz num pedido (papel `authenticated`, claims do JWT numa
transação) e chama `candidatar`. Todas esperam num advisory lock compartilhado que o
cenário segura e solta de uma vez, só quando todas estão esperando."""
import subprocess
from concurrent.futures import ThreadPoolExecutor
import pytest

from apoio.contas import Contas
from apoio.espera import esperar
from apoio.http import Api

pytestmark = [pytest.mark.rn19, pytest.mark.rn21]

TRAVA = 191919
N = 60


@pytest.fixture(scope="module")
def elenco(_backend_da_sessao):
    """Um contratante e N profissionais no raio, todos pelo /auth/v1/signup."""
    b = _backend_da_sessao
    b.garantir_no_ar()
    contas = Contas(Api(b.api_url, b.anon_key))
    dono = contas.contratante(nome="Dono RN19")
    with ThreadPoolExecutor(4) as ex:
        profs = list(ex.map(lambda n: contas.profissional(nome=f"Profissional {n}", lat=-15.8143 + n * 0.0001,
                                                          prefixo="rn19"), range(N)))
    return dono, profs


def _publicar(api, agora, dono, posicoes, inicio_h, fim_h):
    r = api.rpc("publicar_vaga", {"funcao": "garcom", "inicio": agora.iso(hours=inicio_h), "fim": agora.iso(hours=fim_h),
                                  "valor_centavos": 12000, "refeicao": True, "transporte": False,
                                  "exige_material_proprio": False, "modo": "urgencia", "posicoes": posicoes,
                                  "endereco": "SCLS 405, Asa Sul", "lat": -15.8143, "lng": -47.8966},
                token=dono.token)
    assert r.status == 200, r
    return r.json["vaga_id"]


def _corrida(backend, pares):
    """Roda `candidatar(vaga)` como cada (profissional, vaga) ao mesmo tempo; devolve
    (resultados, erros, quantas esperavam juntas a largada)."""
    largada = backend.psql_processo(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    largada.stdin.write(f"select pg_advisory_lock({TRAVA});\n")
    largada.stdin.flush()
    contar = f"select count(*) from pg_locks where locktype = 'advisory' and objid = {TRAVA} and "
    esperar(lambda: backend.psql(contar + "granted") == "1", 10, "a largada segura")
    def candidata(par):
        prof, vaga = par
        p = backend.psql_processo(stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        return p.communicate(f"""select pg_advisory_lock_shared({TRAVA});
begin;
select set_config('role', 'authenticated', true),
       set_config('request.jwt.claims', '{{"sub":"{prof}","role":"authenticated"}}', true);
select 'RESULTADO ' || (public.candidatar('{vaga}') ->> 'resultado');
commit;
""", timeout=120)

    with ThreadPoolExecutor(len(pares)) as ex:
        futuros = [ex.submit(candidata, par) for par in pares]
        try:
            esperando = esperar(lambda: int(backend.psql(contar + "not granted")) >= len(pares) and
                                int(backend.psql(contar + "not granted")), 30, f"{len(pares)} sessões na largada",
                                ultimo=lambda: backend.psql(contar + "not granted"))
        finally:
            largada.stdin.write(f"select pg_advisory_unlock({TRAVA});\n")
            largada.stdin.close()
        saidas = [f.result(timeout=150) for f in futuros]
    largada.wait(timeout=30)
    resultados = [l.split(" ", 1)[1] for out, _ in saidas for l in out.splitlines() if l.startswith("RESULTADO ")]
    erros = [l.split("ERROR:", 1)[1].strip().split()[0] for _, err in saidas for l in err.splitlines() if "ERROR:" in l]
    return resultados, erros, esperando


def test_uma_posicao_um_vencedor(backend, api, elenco, agora):
    """RN19: N candidaturas simultâneas numa vaga de urgência com uma posição → exatamente um turno."""
    dono, profs = elenco
    vaga = _publicar(api, agora, dono, 1, 5, 11)
    resultados, erros, esperando = _corrida(backend, [(p.id, vaga) for p in profs])
    assert esperando >= N
    turnos = backend.psql(f"select count(*) from public.turnos where vaga_id = '{vaga}' and estado <> 'cancelada'")
    assert (turnos, resultados.count("confirmada")) == ("1", 1)
    assert erros.count("vaga_preenchida") == N - 1 and len(erros) == N - 1, erros[:5]
    assert backend.psql(f"select estado from public.vagas where id = '{vaga}'") == "preenchida"


def test_um_profissional_nunca_dois_turnos_sobrepostos(backend, api, elenco, agora):
    """RN21: um profissional dispara candidatar em M vagas do mesmo horário ao mesmo tempo → um turno só."""
    dono, profs = elenco
    m = 20
    vagas = [_publicar(api, agora, dono, 1, 30 + i / 60, 36) for i in range(m)]
    p1 = profs[0]
    resultados, erros, esperando = _corrida(backend, [(p1.id, v) for v in vagas])
    assert esperando >= m
    turnos = backend.psql(f"""select count(*) from public.turnos where profissional_id = '{p1.id}'
        and estado <> 'cancelada' and vaga_id in ({",".join(f"'{v}'" for v in vagas)})""")
    assert (turnos, resultados.count("confirmada")) == ("1", 1)
    assert erros.count("inelegivel") == m - 1, erros[:5]


def test_varias_posicoes_sem_deadlock(backend, api, elenco, agora):
    """RN19 com K posições: N candidaturas simultâneas → exatamente K turnos, sem deadlock nem outra falha."""
    dono, profs = elenco
    k = 20
    vaga = _publicar(api, agora, dono, k, 50, 56)
    resultados, erros, esperando = _corrida(backend, [(p.id, vaga) for p in profs])
    assert esperando >= N
    linha = backend.psql(f"""select count(*) || ' ' || count(distinct posicao_id) from public.turnos
        where vaga_id = '{vaga}' and estado <> 'cancelada'""")
    assert linha == f"{k} {k}"
    assert resultados.count("confirmada") == k
    assert erros.count("vaga_preenchida") == N - k and len(erros) == N - k, erros[:5]
    assert backend.psql(f"select estado from public.vagas where id = '{vaga}'") == "preenchida"
