"""Ataque: o bloqueio (RF26) era de uma conta de membro, não do estabelecimento. A profissional
bloqueava a operadora; a operadora saía (ou outro membro publicava) e o bar a alcançava de
novo. E o bar que bloqueava uma profissional pela conta de um operador a perdia quando ele
saía. Agora o bloqueio fica com o estabelecimento: quem sai ou entra não muda nada."""
import uuid

from apoio.cliente import SENHA
from apoio.contas import Conta
from apoio.gestao import Elenco, elenco


def _membro_por_convite(api, frila, dono_conta, papel, nome):
    email = f"membro.{uuid.uuid4().hex[:8]}@frila.test"
    convite = frila("convidar", email, "--papel", papel, conta=dono_conta, json=True).json
    r = api.post("/auth/v1/signup", {"email": email, "password": SENHA,
                                     "data": {"perfil": "contratante", "nome": nome, "convite": convite["codigo"]}})
    assert r.status == 200, r
    return Conta(email, SENHA, r.json["user"]["id"], r.json), convite["estabelecimento_id"]


def test_membro_sai_e_o_bloqueio_fica_com_o_estabelecimento(banco_novo, api, frila):
    e = elenco(api, n_profs=3, prefixo="rf26-sai")
    bloqueia, alvo, controle = e.profs
    for nome, c in (("dono", e.dono), ("bloqueia", bloqueia), ("alvo", alvo), ("controle", controle)):
        frila.login(nome, c.email)
    oper, estab = _membro_por_convite(api, frila, "dono", "operador", "Operadora Sai")
    oper2, _ = _membro_por_convite(api, frila, "dono", "operador", "Operador Bloqueia")
    frila.login("oper2", oper2.email)

    # Os dois sentidos, cada um pela conta de um operador.
    assert frila("bloquear", oper.id, conta="bloqueia").rc == 0
    assert frila("bloquear", alvo.id, conta="oper2").rc == 0

    # Os dois operadores saem; uma administradora nova entra e publica.
    for m in (oper, oper2):
        r = frila("membros", "remover", m.id, conta="dono", json=True)
        assert r.rc == 0, r
    nova, _ = _membro_por_convite(api, frila, "dono", "administrador", "Admin Nova")
    vaga = Elenco(api, nova, e.profs, e.lat, e.lng).publicar(horas=30)

    # O despacho passou por quem está no mesmo lugar; a ficha dos termos é a que ele vê (quem
    # tem bloqueio nunca vê a vaga: manda a ficha de fora para o servidor decidir).
    ficha = e.no_feed(controle, vaga)[0]["termos_versao"]
    for quem in ("bloqueia", "alvo"):
        assert vaga not in [v["vaga_id"] for v in frila("vagas", conta=quem, json=True).json], \
            f"{quem}: a vaga do membro novo não chega a quem tem bloqueio com o estabelecimento"
        r = frila("candidatar", vaga, "--termos", ficha, conta=quem, json=True)
        assert r.rc == 1 and r.json["resultado"] == "inelegivel", r

    # Cada lado ainda vê (e só ele) o seu bloqueio, pelo estabelecimento.
    b = frila("bloqueios", conta="bloqueia", json=True).json
    assert [(x["conta_id"], x["estabelecimento"]["id"]) for x in b] == [(estab, estab)], b
    frila.login("nova", nova.email)
    b = frila("bloqueios", conta="nova", json=True).json
    assert [x["conta_id"] for x in b] == [alvo.id], b
    assert frila("bloqueios", conta="alvo", json=True).json == []

    # Desbloquear pelo id do estabelecimento devolve a vaga a ela.
    assert frila("desbloquear", estab, conta="bloqueia").rc == 0
    assert frila("bloqueios", conta="bloqueia", json=True).json == []
    r = frila("candidatar", vaga, "--termos", ficha, conta="bloqueia", json=True)
    assert r.rc == 0 and r.json["resultado"] == "confirmada", r
