"""Ataque: editar a vaga enquanto alguém a pega. `candidatar` lia a vaga antes de travar a
posição; `editar_vaga` mudava horário e valor no meio; o turno nascia com o período e o valor
antigos (16 de 50 rodadas). Agora a posição travada relê os termos: quem leu antes da edição
ouve 409 `vaga_alterada` e o turno, quando nasce, leva os termos em vigor.

Por rodada, pelo gateway, soltos por uma barreira: o contratante muda valor (R$ 120 → R$ 150)
e fim (+1 h) e a profissional se candidata. Respostas do contrato: edição 200 ou 409
`vaga_com_confirmados`; candidatura 200 `confirmada` ou 409 `vaga_alterada`. No fim, 0 turnos
com termos diferentes dos da vaga."""
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta, timezone

RODADAS = 50
LIMITE_TOTAL_S = 240
LAT, LNG = -15.8143, -47.8966
CONTRATO_EDICAO = {(200, None), (409, "vaga_com_confirmados")}
CONTRATO_CANDIDATURA = {(200, "confirmada"), (409, "vaga_alterada")}


def _iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def test_edicao_e_candidatura_juntas_sem_turno_com_termos_velhos(backend, api, contas):
    """50 rodadas de editar_vaga × candidatar ao mesmo tempo: 0 turnos com valor ou período diferentes dos da vaga."""
    dono = contas.contratante(nome="Dono Corrida de Edição")
    pro = contas.profissional(nome="Pro Corrida de Edição", lat=LAT, lng=LNG, prefixo="edicao")
    base = datetime.now(timezone.utc).replace(second=0, microsecond=0) + timedelta(days=2)
    comeco = time.monotonic()
    respostas = Counter()
    vagas = []
    with ThreadPoolExecutor(2) as ex:
        for n in range(RODADAS):
            assert time.monotonic() - comeco < LIMITE_TOTAL_S, f"passou de {LIMITE_TOTAL_S} s na rodada {n}"
            inicio = base + timedelta(hours=8 * n)   # sem sobreposição entre rodadas (RN21)
            r = api.rpc("publicar_vaga", {"funcao": "garcom", "inicio": _iso(inicio), "fim": _iso(inicio + timedelta(hours=4)),
                                          "valor_centavos": 12000, "refeicao": True, "transporte": False,
                                          "exige_material_proprio": False, "modo": "urgencia", "posicoes": 1,
                                          "endereco": "SCLS 405, Asa Sul", "lat": LAT, "lng": LNG}, token=dono.token)
            assert r.status == 200, r
            vaga = r.json["vaga_id"]
            vagas.append(vaga)
            barreira = threading.Barrier(2, timeout=10)

            def editar():
                barreira.wait()
                return api.rpc("editar_vaga", {"vaga_id": vaga, "valor_centavos": 15000,
                                               "fim": _iso(inicio + timedelta(hours=5))}, token=dono.token, timeout=10)

            def candidatar():
                barreira.wait()
                return api.rpc("candidatar", {"vaga_id": vaga}, token=pro.token, timeout=10)

            fe, fc = ex.submit(editar), ex.submit(candidatar)
            re_, rc = fe.result(), fc.result()
            ed = (re_.status, None if re_.status == 200 else re_.json.get("message"))
            ca = (rc.status, rc.json.get("resultado") if rc.status == 200 else rc.json.get("message"))
            assert ed in CONTRATO_EDICAO, (n, re_)
            assert ca in CONTRATO_CANDIDATURA, (n, rc)
            respostas[(ed, ca)] += 1

    lista = ",".join(f"'{v}'" for v in vagas)
    velhos = int(backend.psql(f"""select count(*) from public.turnos t join public.vagas v on v.id = t.vaga_id
        where t.vaga_id in ({lista}) and t.estado <> 'cancelada'
          and (t.periodo <> v.periodo or t.valor_acordado_centavos <> v.valor_centavos)"""))
    turnos = int(backend.psql(f"select count(*) from public.turnos where vaga_id in ({lista}) and estado <> 'cancelada'"))
    editadas = int(backend.psql(f"select count(*) from public.vagas where id in ({lista}) and valor_centavos = 15000"))
    print(f"edição × candidatura: {RODADAS} rodadas, {turnos} turnos, {editadas} vagas editadas, "
          f"{velhos} turnos com termos velhos (antes da correção: 16 de 50); respostas {dict(respostas)}")
    assert velhos == 0
    # Cada rodada termina num dos dois lados: ou a edição passou, ou o turno nasceu antes dela.
    assert turnos + editadas >= RODADAS
