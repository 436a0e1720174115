"""O candidato que o estabelecimento bloqueou aparece como não escolhível, com o motivo, antes
da escolha: na TUI (a linha e o Enter dizem por quê, sem pergunta) e no `frila vaga`. (O bloqueio
que o profissional faz não chega ao estabelecimento: test_ataque_bloqueio_dela_nao_vaza.py.)"""
import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rf26]

MOTIVO = "Há um bloqueio entre este profissional e o seu estabelecimento."


def test_quem_bloqueou_nao_se_escolhe_e_diz_por_que(backend, api, frila, tela):
    """p1 se candidata e depois o contratante o bloqueia: `frila vaga` o marca, a TUI não abre a escolha; p0 segue escolhível."""
    e = elenco(api, n_profs=2, prefixo="bloqueou")
    v = e.publicar(horas=30, modo="selecao")
    for p in e.profs:
        e.no_feed(p, v)
        e.rpc(p, "candidatar", {"vaga_id": v})
    e.rpc(e.dono, "bloquear", {"conta_id": e.profs[1].id})
    frila.login("dono", e.dono.email)

    r = frila("vaga", v, conta="dono", json=True)
    assert r.rc == 0, r
    por_nome = {c["profissional"]["nome"]: c for c in r.json["candidaturas"]}
    assert por_nome["Profissional 1"]["escolhivel"] is False and por_nome["Profissional 1"]["impedimento"] == "bloqueio", r.json
    assert por_nome["Profissional 1"]["motivo"] == MOTIVO
    assert por_nome["Profissional 0"]["escolhivel"] is True and por_nome["Profissional 0"]["impedimento"] is None
    r = frila("vaga", v, conta="dono")
    linha = next(l for l in r.out.splitlines() if "Profissional 1" in l)
    assert "não dá para escolher: " + MOTIVO in linha, r.out
    assert "não dá para escolher" not in next(l for l in r.out.splitlines() if "Profissional 0" in l)

    t = tela("--api", backend.api_url, "--dados", frila.dados("dono"), largura=120)
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"pos\.", 15)
    t.selecionar(r"Garçom", tela="vagas")
    t.comando("vagas", "abrir")
    t.wait_for(r"✗ Profissional 1 · .* não dá para escolher", 15)
    # Abre no escolhível; descer leva ao que não se escolhe, e o Enter diz por quê, sem pergunta.
    t.wait_for(r"› \? Profissional 0", 5)
    t.comando("globais", "baixo")
    t.wait_for(r"› ✗ Profissional 1", 5)
    t.comando("vagas", "abrir")
    t.wait_for(r"Há um bloqueio entre este profissional", 10)
    assert "Escolher" not in t.text()
    assert backend.psql(f"select count(*) from public.turnos where vaga_id = '{v}'") == "0"
    t.comando("vagas", "sair")
    t.esperar_saida(0)
