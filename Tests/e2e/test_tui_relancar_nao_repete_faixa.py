"""Reabrir a TUI da profissional não repete faixa nem campainha: o que já virou faixa fica
guardado por conta no aparelho (o mesmo SQLite do `frila avisos`). Com o frila aberto, a vaga
urgente (RN23 a deixa sair na hora) vira faixa e toca; fecha, o estabelecimento cancela a
vaga, reabre: nada de "Vaga nova" velha, nada de campainha. Em 20×10 a tela pede um terminal
maior e, de volta a 40×12, a aba Avisos aparece pelo número."""
import re

import pytest

from apoio.fluxos import entrar
from apoio.gestao import elenco

pytestmark = [pytest.mark.rn23]


def tocou(t):
    """O tmux marca a janela que recebeu BEL (a sessão fica sem cliente: a marca não se apaga)."""
    return t._tmux("display", "-p", "-t", t.nome, "#{window_bell_flag}").stdout.strip() == "1"


def test_reabrir_nao_repete_faixa_nem_campainha(backend, api, tela, tmp_path):
    e = elenco(api, prefixo="tui-reabrir")
    p = e.profs[0]
    dados = tmp_path / "p"
    t = tela("--api", backend.api_url, "--dados", dados, env={"FRILA_DICA_LOGIN": "e2e"})
    t.wait_for(r"Tab troca de campo")
    entrar(t, p.email)
    t.wait_for(r"ao vivo", 20)
    assert not tocou(t)

    v = e.publicar(horas=1.5)  # urgente (< 2 h): o alerta sai na hora (RN23)
    t.wait_for(r"★ Vaga nova: Garçom", 15)
    assert tocou(t), "a vaga urgente toca a campainha"
    e.rpc(e.dono, "cancelar_vaga", {"vaga_id": v, "motivo": "Evento cancelado"})
    t.comando("feed", "sair")
    t.esperar_saida(0)

    t2 = tela("--api", backend.api_url, "--dados", dados, nome="reaberta", env={"FRILA_DICA_LOGIN": "e2e"})
    t2.wait_for(r"ao vivo", 20)
    t2.ir_para(4)
    # A caixa já foi lida (a vaga está na lista, lida ou não): a faixa teria saído junto.
    t2.wait_for(r"Vaga nova: Garçom", 15)
    assert not re.search(r"★ ", t2.text()), f"reabrir repetiu a faixa:\n{t2.text()}"
    t2.comando("avisosProfissional", "atualizar")
    t2.wait_for(r"ao vivo", 10)
    assert not re.search(r"★ ", t2.text()), t2.text()
    assert not tocou(t2), "reabrir tocou a campainha de novo"

    t2.resize(20, 10)
    t2.wait_for(r"(?s)pequeno\s+demais", 5)
    t2.resize(40, 12)
    t2.wait_for(r" 1 +2 +3 +4 Avisos +5\b", 5)  # estreita: toda aba com a tecla; só a atual com o título
    t2.comando("avisosProfissional", "sair")
    t2.esperar_saida(0)
