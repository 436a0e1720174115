"""Retirar e escolher a mesma candidatura no mesmo instante: um só vence, e o estado fica coerente."""
import subprocess
from concurrent.futures import ThreadPoolExecutor

from apoio.espera import esperar
from apoio.gestao import elenco

TRAVA = 151515
RODADAS = 8


def _sessao(backend, conta, chamada):
    p = backend.psql_processo(stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return p.communicate(f"""select pg_advisory_lock_shared({TRAVA});
begin;
select set_config('role', 'authenticated', true),
       set_config('request.jwt.claims', '{{"sub":"{conta}","role":"authenticated"}}', true);
select 'OK ' || ({chamada})::text;
commit;
""", timeout=60)


def test_retirada_e_escolha_simultaneas_tem_um_vencedor(backend, api):
    """Em cada rodada, retirar e escolher largam juntos: ou retirada sem turno, ou aceita com um turno e a retirada recusada."""
    e = elenco(api, prefixo="corrida-ret")
    p = e.profs[0]
    contar = f"select count(*) from pg_locks where locktype = 'advisory' and objid = {TRAVA} and "
    vencedores = {"retirada": 0, "aceita": 0}
    for i in range(RODADAS):
        s = e.publicar(horas=48 + i * 10, modo="selecao")
        c = e.rpc(p, "candidatar", {"vaga_id": s}).json["candidatura_id"]
        largada = backend.psql_processo(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        largada.stdin.write(f"select pg_advisory_lock({TRAVA});\n")
        largada.stdin.flush()
        esperar(lambda: backend.psql(contar + "granted") == "1", 10, "a largada segura")
        with ThreadPoolExecutor(2) as ex:
            ret = ex.submit(_sessao, backend, p.id, f"public.retirar_candidatura('{c}')")
            esc = ex.submit(_sessao, backend, e.dono.id, f"public.escolher_candidato('{c}')")
            try:
                esperar(lambda: backend.psql(contar + "not granted") == "2", 20, "as duas sessões na largada")
            finally:
                largada.stdin.write(f"select pg_advisory_unlock({TRAVA});\n")
                largada.stdin.close()
            (r_out, r_err), (e_out, e_err) = ret.result(timeout=60), esc.result(timeout=60)
        largada.wait(timeout=30)
        estado = backend.psql(f"select estado from public.candidaturas where id = '{c}'")
        turnos = backend.psql(f"select count(*) from public.turnos where vaga_id = '{s}' and estado <> 'cancelada'")
        assert "deadlock" not in r_err + e_err
        if estado == "retirada":
            assert turnos == "0" and "OK " in r_out and "candidatura_indisponivel" in e_err, (r_err, e_err)
        else:
            assert (estado, turnos) == ("aceita", "1"), (estado, turnos)
            assert "OK " in e_out and "candidatura_escolhida" in r_err, (r_err, e_err)
        vencedores[estado] += 1
    assert sum(vencedores.values()) == RODADAS
