"""Ataque: corridas de candidatura que viram falha técnica (RN19 nunca é erro).

Muitas rodadas × muitos profissionais × vagas sobrepostas, pelo gateway: em cada rodada cada
profissional dispara `candidatar` em todas as vagas da rodada (que se sobrepõem no horário) ao
mesmo tempo, soltos por uma barreira. Antes, o mesmo profissional em duas vagas sobrepostas
dava `500 deadlock detected`, e uma posição podia acabar sem ninguém enquanto os outros ouviam
`vaga_preenchida`. Por rodada: ≤ 1 turno por posição, ≤ 1 turno por profissional (RN21), toda
posição preenchida (sobram elegíveis), `vaga_preenchida` só para vaga cheia, e nenhuma resposta
fora do contrato (200 confirmada, 409 vaga_preenchida, 403 inelegivel). Tentativas:
RODADAS × PROFISSIONAIS × len(POSICOES) = 40 × 12 × 3 = 1.440 candidaturas."""
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta, timezone

import pytest

from apoio.contas import Contas
from apoio.http import Api

RODADAS = 40
PROFISSIONAIS = 12
POSICOES = (1, 1, 2)          # três vagas sobrepostas por rodada, 4 posições
LIMITE_POR_PEDIDO_S = 10
LIMITE_TOTAL_S = 240
LAT, LNG = -15.8143, -47.8966
CONTRATO = {(200, "confirmada"), (409, "vaga_preenchida"), (403, "inelegivel")}


def _iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


@pytest.fixture(scope="module")
def elenco(_backend_da_sessao):
    b = _backend_da_sessao
    b.garantir_no_ar()
    contas = Contas(Api(b.api_url, b.anon_key))
    dono = contas.contratante(nome="Dono Rodadas")
    with ThreadPoolExecutor(4) as ex:
        profs = list(ex.map(lambda n: contas.profissional(nome=f"Rodada {n}", lat=LAT + n * 0.0002, lng=LNG,
                                                          prefixo="rodadas"), range(PROFISSIONAIS)))
    return dono, profs


def _publicar(api, dono, inicio, posicoes):
    r = api.rpc("publicar_vaga", {"funcao": "garcom", "inicio": _iso(inicio), "fim": _iso(inicio + timedelta(hours=5)),
                                  "valor_centavos": 12000, "refeicao": True, "transporte": False,
                                  "exige_material_proprio": False, "modo": "urgencia", "posicoes": posicoes,
                                  "endereco": "SCLS 405, Asa Sul", "lat": LAT, "lng": LNG}, token=dono.token)
    assert r.status == 200, r
    return r.json["vaga_id"]


def test_rodadas_de_corrida_sem_falha_tecnica(backend, api, elenco):
    """RN19/RN21: em cada rodada, um turno por posição, um por profissional, toda posição com vencedor, só respostas do contrato."""
    dono, profs = elenco
    base = datetime.now(timezone.utc).replace(second=0, microsecond=0) + timedelta(days=2)
    pares_por_rodada = PROFISSIONAIS * len(POSICOES)
    barreira = threading.Barrier(pares_por_rodada, timeout=60)
    fora_do_contrato, lentos, tentativas = [], [], 0
    inicio_total = time.monotonic()

    def candidatar(par):
        pro, vaga = par
        barreira.wait()
        t0 = time.monotonic()
        r = api.rpc("candidatar", {"vaga_id": vaga}, token=pro.token, timeout=60)
        chave = (r.json or {}).get("resultado") if r.status == 200 else (r.json or {}).get("message")
        return pro.id, vaga, r.status, chave, time.monotonic() - t0

    with ThreadPoolExecutor(pares_por_rodada) as ex:
        for rodada in range(RODADAS):
            inicio = base + timedelta(hours=10 * rodada)
            # Sobrepostas: começam com 1 h de diferença e duram 5 h.
            vagas = {_publicar(api, dono, inicio + timedelta(hours=i), n): n for i, n in enumerate(POSICOES)}
            pares = [(p, v) for p in profs for v in vagas]
            respostas = list(ex.map(candidatar, pares))
            tentativas += len(respostas)
            for pid, vaga, status, chave, dt in respostas:
                if (status, chave) not in CONTRATO:
                    fora_do_contrato.append((rodada, status, chave))
                if dt > LIMITE_POR_PEDIDO_S:
                    lentos.append((rodada, round(dt, 1)))

            lista = ",".join(f"'{v}'" for v in vagas)
            por_vaga = dict(l.split("|") for l in backend.psql(
                f"""select v.id, count(t.id) from public.vagas v left join public.turnos t
                      on t.vaga_id = v.id and t.estado <> 'cancelada' where v.id in ({lista}) group by v.id""").splitlines())
            por_posicao = backend.psql(f"""select coalesce(max(n), 0) from (select count(*) n from public.turnos
                where vaga_id in ({lista}) and estado <> 'cancelada' group by posicao_id) x""")
            por_prof = backend.psql(f"""select coalesce(max(n), 0) from (select count(*) n from public.turnos
                where vaga_id in ({lista}) and estado <> 'cancelada' group by profissional_id) x""")
            confirmadas = Counter(v for _, v, s, c, _ in respostas if c == "confirmada")
            preenchida_dita = {v for _, v, s, c, _ in respostas if c == "vaga_preenchida"}

            assert por_posicao in ("0", "1"), f"rodada {rodada}: {por_posicao} turnos numa posição"
            assert por_prof in ("0", "1"), f"rodada {rodada}: profissional com {por_prof} turnos sobrepostos"
            for v, n in vagas.items():
                assert int(por_vaga[v]) == n, f"rodada {rodada}: vaga com {por_vaga[v]} de {n} posições preenchidas"
                assert confirmadas[v] == n, f"rodada {rodada}: {confirmadas[v]} 'confirmada' para {n} posições"
            for v in preenchida_dita:
                assert int(por_vaga[v]) == vagas[v], f"rodada {rodada}: 'vaga_preenchida' numa vaga que não encheu"
            assert time.monotonic() - inicio_total < LIMITE_TOTAL_S, f"passou de {LIMITE_TOTAL_S} s na rodada {rodada}"

    total = time.monotonic() - inicio_total
    print(f"rn19 rodadas: {tentativas} candidaturas em {RODADAS} rodadas ({PROFISSIONAIS} profissionais × "
          f"{len(POSICOES)} vagas sobrepostas), {len(fora_do_contrato)} fora do contrato, {len(lentos)} > "
          f"{LIMITE_POR_PEDIDO_S} s, {total:.1f} s")
    assert tentativas == RODADAS * PROFISSIONAIS * len(POSICOES)
    assert fora_do_contrato == [], fora_do_contrato[:10]
    assert lentos == [], lentos[:10]


SELECAO_RODADAS = 20
CANDIDATOS = 6
CONTRATO_SELECAO = {(200, None), (409, "vaga_preenchida"), (409, "candidatura_indisponivel"), (410, "vaga_encerrada"),
                    (409, "candidatura_escolhida"), (409, "candidatura_encerrada"), (409, "vaga_cancelada")}


def test_selecao_escolhas_retiradas_e_cancelamento_juntos(backend, api, elenco):
    """RN19 na seleção: escolhas, retiradas e cancelar_vaga ao mesmo tempo → sem falha técnica, ≤ 1 turno por posição,
    vaga cancelada sem turno vivo, e sem cancelamento as 2 posições preenchidas. Tentativas: 20 rodadas × (6 escolhas +
    2 retiradas) + 10 ímpares × (cancelar_turno de um escolhido + cancelar_vaga) = 180 pedidos."""
    dono, profs = elenco
    base = datetime.now(timezone.utc).replace(second=0, microsecond=0) + timedelta(days=30)
    fora, tentativas = [], 0
    for rodada in range(SELECAO_RODADAS):
        vaga = _publicar_selecao(api, dono, base + timedelta(hours=10 * rodada))
        cands = profs[:CANDIDATOS]
        ks = {}
        for p in cands:
            r = api.rpc("candidatar", {"vaga_id": vaga}, token=p.token)
            assert r.status == 200 and r.json["resultado"] == "pendente", r
            ks[p.id] = r.json["candidatura_id"]
        pedidos = [("escolher_candidato", {"candidatura_id": ks[p.id]}, dono.token) for p in cands]
        pedidos += [("retirar_candidatura", {"candidatura_id": ks[p.id]}, p.token) for p in cands[:2]]
        cancela = rodada % 2 == 1
        if cancela:
            # Um já escolhido cancela o próprio turno enquanto o contratante cancela a vaga inteira.
            r = api.rpc("escolher_candidato", {"candidatura_id": ks[cands[-1].id]}, token=dono.token)
            assert r.status == 200, r
            pedidos.append(("cancelar_turno", {"turno_id": r.json["turno_id"], "motivo": "imprevisto"}, cands[-1].token))
            pedidos.append(("cancelar_vaga", {"vaga_id": vaga, "motivo": "evento adiado"}, dono.token))
        barreira = threading.Barrier(len(pedidos), timeout=60)

        def pedir(pedido):
            nome, args, token = pedido
            barreira.wait()
            r = api.rpc(nome, args, token=token, timeout=60)
            return nome, r.status, None if r.status == 200 else (r.json or {}).get("message")

        with ThreadPoolExecutor(len(pedidos)) as ex:
            respostas = list(ex.map(pedir, pedidos))
        tentativas += len(respostas)
        fora += [(rodada, n, s, m) for n, s, m in respostas if (s, m) not in CONTRATO_SELECAO]
        vivos = backend.psql(f"select count(*) || ' ' || count(distinct posicao_id) from public.turnos "
                             f"where vaga_id = '{vaga}' and estado <> 'cancelada'")
        n, distintos = vivos.split()
        assert n == distintos, f"rodada {rodada}: {n} turnos em {distintos} posições"
        if cancela and any(nome == "cancelar_vaga" and s == 200 for nome, s, _ in respostas):
            assert n == "0", f"rodada {rodada}: vaga cancelada com {n} turnos vivos"
        elif not cancela:
            assert n == "2", f"rodada {rodada}: {n} de 2 posições preenchidas com 4 candidatos que não retiraram"
    print(f"rn19 seleção: {tentativas} pedidos em {SELECAO_RODADAS} rodadas, {len(fora)} fora do contrato")
    assert tentativas == SELECAO_RODADAS * (CANDIDATOS + 2) + 2 * (SELECAO_RODADAS // 2)
    assert fora == [], fora[:10]


def _publicar_selecao(api, dono, inicio):
    r = api.rpc("publicar_vaga", {"funcao": "garcom", "inicio": _iso(inicio), "fim": _iso(inicio + timedelta(hours=5)),
                                  "valor_centavos": 12000, "refeicao": True, "transporte": False,
                                  "exige_material_proprio": False, "modo": "selecao", "posicoes": 2,
                                  "endereco": "SCLS 405, Asa Sul", "lat": LAT, "lng": LNG}, token=dono.token)
    assert r.status == 200, r
    return r.json["vaga_id"]
