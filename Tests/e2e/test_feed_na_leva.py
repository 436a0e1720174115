"""A vaga aparece no feed assim que uma leva inclui o profissional; o teto de 30 min (RN23) segura só o aviso."""
import pytest

from apoio.espera import esperar
from apoio.gestao import elenco

pytestmark = [pytest.mark.rn23]


def test_vaga_retida_pelo_teto_ja_esta_no_feed_e_nao_nas_notificacoes(backend, api):
    """RN23 limita o aviso, não a lista: a segunda vaga em menos de 30 min está no feed na hora, sem notificação."""
    e = elenco(api)
    p = e.profs[0]
    a = e.publicar(horas=30)
    e.no_feed(p, a)
    assert [n["vaga_id"] for n in e.rpc(p, "minhas_notificacoes").json] == [a]

    b = e.publicar(horas=40)
    esperar(lambda: backend.psql(f"select estado_entrega from public.despachos where vaga_id = '{b}' "
                                 f"and profissional_id = '{p.id}'") == "pendente", 30, "a segunda vaga retida pelo teto")
    assert [v["vaga_id"] for v in e.rpc(p, "feed_vagas").json] == [a, b], "a retida já aparece no feed"
    assert b not in [n["vaga_id"] for n in e.rpc(p, "minhas_notificacoes").json], "o aviso dela espera o teto"
    r = e.rpc(p, "candidatar", {"vaga_id": b})
    assert r.json["resultado"] == "confirmada", "dá para pegar a vaga vista no feed antes do aviso"
