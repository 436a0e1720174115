"""Acompanhamento em que se age: check-ins, vagas em alerta e atrasos se selecionam e abrem; o atraso traz o contato do confirmado (RN10); dali se confirma, reabre a posição ou cancela a vaga — na TUI e sem tela."""
import re
import time

import pytest

from apoio.cliente import Frila
from apoio.fluxos import entrar

pytestmark = [pytest.mark.rn10, pytest.mark.rn12, pytest.mark.rn22]

ELISA = {"whatsapp": "+55 61 99404-5566", "email": "elisa@frila.dev"}


def ir_ate(t, regex, passos=12):
    """Desce (j/k da tabela) até a linha selecionada ('› ') casar, também dentro do quadro de alertas."""
    p = re.compile(r"› " + regex)
    for _ in range(10):
        t.comando("acompanhamento", "cima")
    for _ in range(passos):
        time.sleep(0.15)
        if p.search(t.text()):
            return
        t.comando("acompanhamento", "baixo")
    raise AssertionError(f"nenhuma linha selecionada casa com /{regex}/:\n{t.text()}")


def test_sem_tela_atraso_traz_contato_e_candidato_nao(banco_novo, bin_dir, tmp_path):
    """`frila alertas` dá o WhatsApp e o e-mail da atrasada; `frila vaga` mostra o contato do confirmado e nenhum do candidato."""
    b = banco_novo
    frila = Frila(bin_dir / "frila", b.api_url, tmp_path / "dados")
    frila.login("bruno", "bruno@frila.dev")
    r = frila("alertas", conta="bruno", json=True)
    assert r.rc == 0, r
    [elisa] = [a for a in r.json["atrasados"] if a["profissional"]["nome"] == "Elisa Rocha"]
    assert elisa["profissional"]["contato"] == ELISA and elisa["minutos_atraso"] >= 15
    texto = frila("alertas", conta="bruno")
    assert re.search(r"atrasado .*Elisa Rocha .*contato: WhatsApp \+55 61 99404-5566 · elisa@frila\.dev", texto.out), texto

    vaga = frila("vaga", elisa["vaga_id"], conta="bruno", json=True)
    assert vaga.rc == 0, vaga
    turnos = [p["turno"] for p in vaga.json["posicoes"] if p["turno"]]
    assert {t["profissional"]["nome"]: t["profissional"]["contato"] for t in turnos}["Elisa Rocha"] == ELISA
    # A vaga de seleção: candidatos, nunca contato (RN10).
    selecao = b.psql("select v.id from public.vagas v join public.candidaturas c on c.vaga_id = v.id "
                     "where v.modo = 'selecao' and c.estado = 'pendente' "
                     "and v.publicada_por = (select id from public.contas where email = 'bruno@frila.dev') limit 1")
    cand = frila("vaga", selecao, conta="bruno", json=True)
    assert cand.rc == 0 and cand.json["candidaturas"], cand
    assert "whatsapp" not in str(cand.json["candidaturas"]) and "elisa@" not in cand.out


def test_tui_seleciona_abre_e_age_no_acompanhamento(banco_novo, tela, bin_dir, tmp_path):
    """j/k chega ao atraso (contato inteiro na linha de baixo), c diz por que não, Enter abre com o contato, x cancela o turno já começado (sem dizer "reabrir"); a vaga em alerta abre e X pergunta o custo; c confirma o check-in do Diego."""
    b = banco_novo
    turno_elisa = b.psql("select t.id from public.turnos t join public.contas c on c.id = t.profissional_id "
                         "where c.nome = 'Elisa Rocha' and t.estado = 'confirmada' and t.checkin_em is null "
                         "and now() > lower(t.periodo) order by lower(t.periodo) desc limit 1")
    t = tela("--api", b.api_url, "--dados", tmp_path / "bruno", env={"FRILA_DICA_LOGIN": "e2e"})
    t.wait_for(r"Tab troca de campo")
    entrar(t, "bruno@frila.dev")
    t.wait_for(r"⏱ Elisa Rocha", 15)
    ir_ate(t, r"⏱ Elisa Rocha")
    t.wait_for(r"Contato de Elisa Rocha: WhatsApp \+55 61 99404-5566 · elisa@frila\.dev", 5)
    t.comando("acompanhamento", "confirmarCheckin")
    t.wait_for(r"Sem check-in ainda", 5)

    t.comando("acompanhamento", "abrir")
    t.wait_for(r"Atraso de Elisa Rocha", 5)
    t.wait_for(r"Contato: WhatsApp \+55 61 99404-5566 · elisa@frila\.dev", 5)
    t.comando("acompanhamento", "cancelar")
    t.wait_for(r"Cancelar o turno", 5)
    assert "Reabrir" not in t.text() and "x reabrir" not in t.text()
    t.literal("não apareceu")
    t.comando("dialogoTexto", "confirmar")
    t.wait_gone(r"Atraso de Elisa Rocha", 15)
    t.comando("globais", "mensagens")  # a frase inteira (a linha de status corta)
    # O atraso é de turno já começado: a frase diz isso (RN12), não "menos de 24 h do início".
    t.wait_for(r"Turno .*Elisa Rocha cancelado depois do início\.", 5)
    t.wait_for(r"Conta como falta do estabelecimento; a vaga já começou", 5)
    assert "menos de 24 h" not in t.text()
    t.comando("painel", "fecharPainel")
    assert b.psql(f"select t.estado || ' ' || p.estado from public.turnos t join public.posicoes p on p.id = t.posicao_id "
                  f"where t.id = '{turno_elisa}'") == "cancelada aberta"
    t.wait_gone(r"⏱ Elisa Rocha", 10)

    ir_ate(t, r"⚠ Garçom")
    t.comando("acompanhamento", "abrir")
    t.wait_for(r"Vaga em alerta · Garçom", 5)
    t.wait_for(r"Despacho: (leva \d|sem despacho registrado)", 10)
    assert "leva 0 ·" not in t.text(), "sem leva, zeros pareceriam falha"
    t.comando("acompanhamento", "cancelarVaga")
    t.wait_for(r"Cancelar a vaga inteira", 10)
    t.comando("dialogoTexto", "desistir")
    t.wait_gone(r"Cancelar a vaga inteira", 5)
    t.comando("acompanhamento", "voltar")
    t.wait_gone(r"Vaga em alerta ·", 5)
    time.sleep(0.5)  # Esc seguido de letra vira Alt+letra no curses: espera a tecla sozinha

    ir_ate(t, r"Diego Alves")
    t.comando("acompanhamento", "confirmarCheckin")
    t.wait_for(r"Check-in de Diego Alves confirmado", 15)
    t.comando("acompanhamento", "sair")
    t.esperar_saida(0)
