"""RN10 nos dois sentidos: WhatsApp e e-mail só depois da confirmação, no detalhe da vaga e no turno."""
import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rn10]


def test_contato_so_depois_de_escolhido(backend, api):
    """Candidato sem contato no detalhe; escolhido, o contratante vê o do profissional e o profissional o do contratante."""
    e = elenco(api)
    p = e.profs[0]
    s = e.publicar(horas=48, modo="selecao")
    c = e.rpc(p, "candidatar", {"vaga_id": s}).json["candidatura_id"]
    antes = e.rpc(e.dono, "detalhe_vaga", {"vaga_id": s}).json
    assert "whatsapp" not in str(antes) and p.email not in str(antes), "candidato: sem contato"

    turno = e.rpc(e.dono, "escolher_candidato", {"candidatura_id": c}).json["turno_id"]
    depois = e.rpc(e.dono, "detalhe_vaga", {"vaga_id": s}).json
    confirmado = [x["turno"] for x in depois["posicoes"] if x["turno"]][0]
    assert confirmado["profissional"]["contato"] == {"whatsapp": "+55 61 99999-0000", "email": p.email}
    meu = [t for t in e.rpc(p, "meus_turnos").json if t["turno_id"] == turno][0]
    assert meu["estabelecimento"]["contato"] == {"whatsapp": "+55 61 98888-7777", "email": e.dono.email}
