"""A profissional com a TUI aberta é avisada do que pede que ela aja: o estabelecimento cancela
o turno dela, ela é escolhida numa seleção. A faixa chega ao vivo (a campainha do canal, bem
antes da sondagem de 60 s), com o dia do turno, vai ao registro `m`, os Turnos se buscam de
novo sozinhos, e a aba Avisos lista tudo com lido/novo — o mesmo lido do `frila avisos`."""
import re
import time

import pytest

from apoio.cliente import Frila
from apoio.fluxos import entrar
from apoio.gestao import elenco

pytestmark = [pytest.mark.rn23]

DIA = r"\w{3} \d\d/\d\d \d\d:\d\d"  # "sex 04/12 19:00": o turno não é de hoje


def test_profissional_ve_cancelamento_e_escolha_na_tui(backend, api, tela, bin_dir, tmp_path):
    e = elenco(api, n_profs=2, prefixo="tui-prof-avisos")
    p, outra = e.profs
    v = e.publicar(horas=30)  # urgência de amanhã: o texto leva o dia
    e.no_feed(p, v)
    turno = e.rpc(p, "candidatar", {"vaga_id": v}).json["turno"]["turno_id"]

    dados = tmp_path / "p"
    t = tela("--api", backend.api_url, "--dados", dados, env={"FRILA_DICA_LOGIN": "e2e"})
    t.wait_for(r"Tab troca de campo")
    entrar(t, p.email)
    t.wait_for(r"ao vivo", 20)
    t.ir_para(2)
    t.wait_for(r"Garçom", 15)

    # 1. O estabelecimento cancela o turno dela.
    antes = time.monotonic()
    e.rpc(e.dono, "cancelar_turno", {"turno_id": turno, "motivo": "Evento adiado"})
    t.wait_for(r"★ .*cancel", 10)
    assert time.monotonic() - antes < 10, "veio pela campainha, não pela sondagem de 60 s"
    assert re.search(r"★ .*" + DIA, t.text()), f"a faixa diz o dia do turno:\n{t.text()}"
    t.wait_for(r"cancelad", 10)  # os Turnos se buscaram de novo, sem r

    # 2. Escolhida numa seleção (a outra candidata recebe o "não escolhida", fora desta tela).
    s = e.publicar(horas=50, modo="selecao")
    e.no_feed(p, s)
    c = e.rpc(p, "candidatar", {"vaga_id": s}).json["candidatura_id"]
    e.no_feed(outra, s)
    e.rpc(outra, "candidatar", {"vaga_id": s})
    antes = time.monotonic()
    e.rpc(e.dono, "escolher_candidato", {"candidatura_id": c})
    t.wait_for(r"★ Sua candidatura a Garçom de " + DIA + r".*escolhida", 10)
    assert time.monotonic() - antes < 10

    # v abre a faixa inteira; Esc fecha; f tira a faixa.
    t.comando("globais", "verFaixa")
    t.wait_for(r"turno é seu", 5)
    t.keys("Escape")
    t.comando("globais", "fecharFaixa")
    t.wait_gone(r"★ ", 5)

    # Tudo no registro m, com o texto inteiro.
    t.comando("globais", "mensagens")
    t.wait_for(r"foi escolhida", 5)
    assert re.search(r"cancel", t.text())
    t.keys("Escape")

    # A aba Avisos: os dois, não lidos (e as vagas novas); Enter abre o escolhido e o marca como lido.
    t.ir_para(4)
    n = int(t.wait_for(r"(\d+) não lidos?", 10).group(1))
    assert n >= 2, t.text()
    assert t.linha(r"● .*Escolhida") and t.linha(r"● .*Turno cancelado"), t.text()
    t.selecionar(r"Escolhida", tela="avisosProfissional")
    t.comando("avisosProfissional", "abrirAviso")
    t.wait_for(r"turno é seu", 5)
    t.keys("Enter")
    t.wait_for(rf"\b{n - 1} não lidos?", 5)
    assert not t.linha(r"● .*Escolhida"), t.text()
    t.comando("avisosProfissional", "sair")
    t.esperar_saida(0)

    # O lido da TUI é o mesmo do `frila avisos` (mesmo diretório de dados).
    frila = Frila(bin_dir / "frila", backend.api_url, tmp_path)
    lista = frila("avisos", conta="p", json=True).json
    por_tipo = {a["tipo"]: a for a in lista if a.get("tipo") != "vaga"}
    assert por_tipo["candidatura_escolhida"]["lido"] is True
    assert por_tipo["turno_cancelado"]["lido"] is False
