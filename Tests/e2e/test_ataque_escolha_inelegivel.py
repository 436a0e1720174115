"""Ataque: ser escolhido (e ver o contato do outro lado) depois de virar inelegível.

RF26/RN05/RN21 valem quando a posição é preenchida, não só no despacho: bloqueio (nos dois
sentidos), suspensão ou turno sobreposto que chega entre candidatar e ser escolhido vence, por
qualquer caminho — escolha na seleção, posição reaberta por cancelamento — e nenhum contato é
liberado a um par bloqueado (RN10). O bloqueio que a profissional faz não chega ao
estabelecimento: a candidatura dela acaba como retirada, e a escolha responde como a de quem
desistiu (409 candidatura_indisponivel), nunca "bloqueio". Tentativas: 5 escolhas de candidatos inelegíveis (4 na
vaga, 1 na posição reaberta) e 1 escolha elegível de controle."""
from datetime import datetime, timedelta, timezone

LAT, LNG = -15.8143, -47.8966
RESPOSTA_DO_CONTRATO = {"bloqueio": "Há um bloqueio entre este profissional e o seu estabelecimento.",
                        "suspensao": "A conta deste profissional está suspensa no momento.",
                        "sobreposicao": "Este profissional já tem um turno nesse horário."}


def _iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def _publicar(api, dono, inicio, modo, posicoes=1, horas=6):
    r = api.rpc("publicar_vaga", {"funcao": "garcom", "inicio": _iso(inicio), "fim": _iso(inicio + timedelta(hours=horas)),
                                  "valor_centavos": 15000, "refeicao": True, "transporte": False,
                                  "exige_material_proprio": False, "modo": modo, "posicoes": posicoes,
                                  "endereco": "SCLS 405, Asa Sul", "lat": LAT, "lng": LNG}, token=dono.token)
    assert r.status == 200, r
    return r.json["vaga_id"]


def _candidatar(api, pro, vaga):
    r = api.rpc("candidatar", {"vaga_id": vaga}, token=pro.token)
    assert r.status == 200, r
    return r.json


def _sem_contato(api, conta, vaga):
    """Nenhum turno desta vaga chega a `conta` com contato do outro lado."""
    r = api.rpc("meus_turnos", token=conta.token)
    assert r.status == 200, r
    return all(t["estabelecimento"]["contato"] is None for t in r.json if t["vaga_id"] == vaga)


def test_escolha_de_inelegivel_e_recusada_com_o_motivo(backend, api, contas):
    """Bloqueio nos dois sentidos, suspensão e turno sobreposto depois da candidatura vencem a escolha."""
    dono = contas.contratante(nome="Dono Escolha")
    bloqueia, bloqueado, suspensa, ocupado, ok = (
        contas.profissional(nome=n, lat=LAT + i * 0.0005, lng=LNG, prefixo="escolha")
        for i, n in enumerate(["Bia Bloqueia", "Caio Bloqueado", "Duda Suspensa", "Enzo Ocupado", "Fabi Elegivel"]))
    inicio = (datetime.now(timezone.utc) + timedelta(days=3)).replace(second=0, microsecond=0)
    vaga = _publicar(api, dono, inicio, "selecao", posicoes=2)
    cand = {p.id: _candidatar(api, p, vaga)["candidatura_id"] for p in (bloqueia, bloqueado, suspensa, ocupado, ok)}

    assert api.rpc("bloquear", {"conta_id": dono.id}, token=bloqueia.token).status == 204
    assert api.rpc("bloquear", {"conta_id": bloqueado.id}, token=dono.token).status == 204
    backend.psql(f"update public.profissionais set suspenso_ate = now() + interval '30 days' where conta_id = '{suspensa.id}'")
    sobreposta = _publicar(api, dono, inicio + timedelta(hours=2), "urgencia")
    assert _candidatar(api, ocupado, sobreposta)["resultado"] == "confirmada"

    tentativas = 0
    r = api.rpc("escolher_candidato", {"candidatura_id": cand[bloqueia.id]}, token=dono.token)
    tentativas += 1
    assert (r.status, r.json["message"]) == (409, "candidatura_indisponivel") and "bloqueio" not in str(r.json), r
    assert _sem_contato(api, bloqueia, vaga)
    for pro, regra in ((bloqueado, "bloqueio"), (suspensa, "suspensao"), (ocupado, "sobreposicao")):
        r = api.rpc("escolher_candidato", {"candidatura_id": cand[pro.id]}, token=dono.token)
        tentativas += 1
        assert r.status == 403, (pro.email, r)
        assert (r.json["message"], r.json["details"]) == ("inelegivel", RESPOSTA_DO_CONTRATO[regra]), r
        assert _sem_contato(api, pro, vaga)
    assert backend.psql(f"select count(*) from public.turnos where vaga_id = '{vaga}'") == "0"

    r = api.rpc("escolher_candidato", {"candidatura_id": cand[ok.id]}, token=dono.token)
    assert r.status == 200 and r.json["profissional"]["contato"] is not None, r

    # Posição reaberta por cancelamento: quem se candidatou a ela e depois bloqueou não é escolhido.
    vaga2 = _publicar(api, dono, inicio + timedelta(days=1), "selecao")
    k = _candidatar(api, ok, vaga2)["candidatura_id"]
    turno = api.rpc("escolher_candidato", {"candidatura_id": k}, token=dono.token).json["turno_id"]
    assert api.rpc("cancelar_turno", {"turno_id": turno, "motivo": "imprevisto"}, token=ok.token).status == 200
    gil = contas.profissional(nome="Gil Depois", lat=LAT, lng=LNG, prefixo="escolha")
    k2 = _candidatar(api, gil, vaga2)["candidatura_id"]
    assert api.rpc("bloquear", {"conta_id": dono.id}, token=gil.token).status == 204
    r = api.rpc("escolher_candidato", {"candidatura_id": k2}, token=dono.token)
    tentativas += 1
    assert (r.status, r.json["message"]) == (409, "candidatura_indisponivel") and "bloqueio" not in str(r.json), r
    assert backend.psql(f"select count(*) from public.turnos where vaga_id = '{vaga2}' and estado <> 'cancelada'") == "0"
    print(f"escolha de inelegível: {tentativas} tentativas, {tentativas} recusas (3 403 inelegivel; 2 de quem bloqueou, "
          f"409 como desistência), 0 turnos, 0 contatos")
    assert tentativas == 5


def test_bloqueio_depois_da_confirmacao_esconde_o_contato(backend, api, contas):
    """RN10: depois de um bloqueio, nenhum dos dois lados vê o contato do outro no turno confirmado."""
    dono = contas.contratante(nome="Dono Contato")
    pro = contas.profissional(nome="Pro Contato", lat=LAT, lng=LNG, prefixo="contato")
    vaga = _publicar(api, dono, datetime.now(timezone.utc) + timedelta(days=2), "urgencia")
    assert _candidatar(api, pro, vaga)["resultado"] == "confirmada"
    assert not _sem_contato(api, pro, vaga), "confirmado e sem bloqueio: o contato aparece"
    assert api.rpc("bloquear", {"conta_id": pro.id}, token=dono.token).status == 204
    assert _sem_contato(api, pro, vaga)
    r = api.rpc("minhas_vagas", token=dono.token)
    posicoes = [p for v in r.json if v["vaga_id"] == vaga for p in v["posicoes"] if p["turno"]]
    assert posicoes and all(p["turno"]["profissional"]["contato"] is None for p in posicoes), posicoes
