"""O contratante gere a vaga sem tela: cancelar mostra o custo antes (--sim confirma), editar valida como publicar, equipe com remover."""
import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rn12, pytest.mark.rn05]


def test_cancelar_vaga_mostra_o_custo_e_so_cancela_com_sim(backend, api, frila):
    """Sem --sim nada muda e a prévia diz quem é avisado e que conta falta; com --motivo --sim cancela e o profissional é avisado."""
    e = elenco(api, prefixo="semtela-canc")
    p = e.profs[0]
    frila.login("dono", e.dono.email)
    v = e.publicar(horas=5)
    e.no_feed(p, v)
    turno = e.rpc(p, "candidatar", {"vaga_id": v}).json["turno"]["turno_id"]

    r = frila("cancelar-vaga", v, conta="dono", json=True)
    assert r.rc == 0 and r.json["cancelado"] is False, r
    assert r.json["previa"]["turnos_confirmados"] == 1 and r.json["previa"]["conta_como_falta"] is True, r
    assert backend.psql(f"select estado from public.vagas where id = '{v}'") == "preenchida", "sem --sim nada muda"
    r = frila("cancelar-vaga", v, conta="dono")
    assert "Profissional 0" in r.out and "--sim" in r.out, r

    r = frila("cancelar-vaga", v, "--motivo", "evento adiado", "--sim", conta="dono", json=True)
    assert r.rc == 0 and r.json["cancelado"] is True and r.json["turnos_cancelados"] == 1, r
    assert backend.psql(f"select estado from public.turnos where id = '{turno}'") == "cancelada"
    assert [a for a in e.avisos(p) if a["tipo"] == "turno_cancelado"], "o profissional confirmado é avisado"


def test_editar_vaga_valida_como_publicar(backend, api, frila):
    """`editar-vaga --valor abc` não envia nada; `--valor 180,00` muda só o valor; com confirmado, recusa (saída 1) com a
    razão que `frila vaga` dá, antes do servidor."""
    e = elenco(api, prefixo="semtela-edit")
    frila.login("dono", e.dono.email)
    v = e.publicar(horas=30)
    r = frila("editar-vaga", v, "--valor", "abc", conta="dono", json=True)
    assert r.rc == 1 and r.json["estado"] == "invalida", r
    r = frila("editar-vaga", v, "--valor", "180,00", conta="dono", json=True)
    assert r.rc == 0 and r.json["acao"] == "editar_vaga", r
    assert backend.psql(f"select valor_centavos || ' ' || refeicao from public.vagas where id = '{v}'") == "18000 true"

    e.no_feed(e.profs[0], v)
    e.rpc(e.profs[0], "candidatar", {"vaga_id": v})
    r = frila("editar-vaga", v, "--valor", "190,00", conta="dono", json=True)
    assert r.rc == 1 and r.json["estado"] == "recusada" and r.json["chave"] == "vaga_com_confirmados", r
    razao = frila("vaga", v, conta="dono", json=True).json["motivo_de_edicao"]
    assert razao.startswith("Não dá para editar: a vaga já tem confirmação de Profissional 0.") and razao in r.err, (razao, r)
    assert frila("vaga", v, conta="dono", json=True).json["impedimento_de_edicao"] == "tem_confirmados"
    assert razao in frila("vaga", v, conta="dono").out
    assert backend.psql(f"select valor_centavos from public.vagas where id = '{v}'") == "18000"


def test_equipe_incluir_listar_remover(backend, api, frila):
    """`equipe incluir` põe o profissional na lista de `equipe`; `equipe remover` tira; o profissional não tem este comando."""
    e = elenco(api, prefixo="semtela-eq")
    p = e.profs[0]
    backend.conhecida(e.dono.id, p.id)
    frila.login("dono", e.dono.email)
    frila.login("p", p.email)
    assert frila("equipe", "incluir", p.id, conta="dono", json=True).rc == 0
    r = frila("equipe", conta="dono", json=True)
    assert r.rc == 0 and [m["profissional_id"] for m in r.json] == [p.id], r
    assert frila("equipe", "remover", p.id, conta="dono", json=True).rc == 0
    assert frila("equipe", conta="dono", json=True).json == []
    r = frila("equipe", conta="p")
    assert r.rc == 1 and "contratante" in r.err, r
