"""O contratante na TUI é avisado (banner) quando alguém pega uma posição da vaga dele, sem apertar nada."""
import pytest

from apoio.fluxos import entrar
from apoio.gestao import elenco

pytestmark = [pytest.mark.rn23]


def test_tui_banner_quando_o_profissional_pega_a_vaga(backend, api, tela, tmp_path):
    """Com a TUI aberta no Acompanhamento, o profissional pega a urgência e o banner diz quem pegou qual vaga."""
    e = elenco(api, prefixo="tui-aviso")
    p = e.profs[0]
    v = e.publicar(horas=6)
    e.no_feed(p, v)
    t = tela("--api", backend.api_url, "--dados", tmp_path / "c", env={"FRILA_DICA_LOGIN": "e2e"})
    t.wait_for(r"Tab troca de campo")
    entrar(t, e.dono.email)
    t.wait_for(r"Check-ins aguardando", 15)
    e.rpc(p, "candidatar", {"vaga_id": v})
    t.wait_for(r"★ Profissional 0 pegou uma posição de Garçom", 75)  # campainha, ou a sondagem de 60 s sem tempo real
    t.comando("acompanhamento", "sair")
    t.esperar_saida(0)


@pytest.mark.parametrize("pagina", [2, 3])
def test_tui_banner_em_qualquer_pagina(backend, api, tela, tmp_path, pagina):
    """Em Vagas ou Perfil, o aviso de posição tomada também chega (banner), sem voltar ao Acompanhamento."""
    e = elenco(api, prefixo=f"tui-aviso-{pagina}")
    p = e.profs[0]
    v = e.publicar(horas=6)
    e.no_feed(p, v)
    t = tela("--api", backend.api_url, "--dados", tmp_path / "c", env={"FRILA_DICA_LOGIN": "e2e"})
    t.wait_for(r"Tab troca de campo")
    entrar(t, e.dono.email)
    t.wait_for(r"Check-ins aguardando", 15)
    t.ir_para(pagina)
    t.wait_gone(r"Check-ins aguardando", 10)
    e.rpc(p, "candidatar", {"vaga_id": v})
    t.wait_for(r"★ Profissional 0 pegou uma posição de Garçom", 75)  # campainha, ou a sondagem de 60 s sem tempo real
    t.comando("acompanhamento", "sair")
    t.esperar_saida(0)
