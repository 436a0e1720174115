"""Publicar uma vaga que não alcança ninguém diz isso na hora — não só "Vaga publicada" com o
aviso escondido dentro da vaga: `frila publicar` (texto e `ninguem_alcancado` no JSON, saída 0)
e a linha de status da TUI."""
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from apoio.gestao import elenco

SP = ZoneInfo("America/Sao_Paulo")


def _publicar(frila, e, conta, json):
    inicio = (datetime.now(SP) + timedelta(hours=30)).replace(second=0, microsecond=0)
    return frila("publicar", "--funcao", "garcom", "--data", inicio.strftime("%d/%m/%Y"), "--inicio", inicio.strftime("%H:%M"),
                 "--fim", (inicio + timedelta(hours=5)).strftime("%H:%M"), "--valor", "150,00", "--refeicao", "sim",
                 "--transporte", "nao", "--material", "nao", "--endereco", "Rua do Teste, Centro",
                 "--local", f"{e.lat},{e.lng}", conta=conta, json=json)


def test_publicar_sem_ninguem_no_alcance(backend, api, frila, tela):
    """Ninguém a 15 km: o comando e a TUI dizem "ninguém alcançado"; com um garçom perto, nada disso."""
    sozinho = elenco(api, n_profs=0, prefixo="ninguem")
    frila.login("sozinho", sozinho.dono.email)
    r = _publicar(frila, sozinho, "sozinho", json=True)
    assert r.rc == 0 and r.json["estado"] == "enviada" and r.json["ninguem_alcancado"] is True, r
    r = _publicar(frila, sozinho, "sozinho", json=False)
    assert r.rc == 0 and "Ninguém alcançado: a vaga vai falhar." in r.out, r

    com_gente = elenco(api, n_profs=1, prefixo="alguem")
    frila.login("com", com_gente.dono.email)
    r = _publicar(frila, com_gente, "com", json=True)
    assert r.rc == 0 and r.json["ninguem_alcancado"] is False, r
    assert "alcançado" not in _publicar(frila, com_gente, "com", json=False).out

    # TUI: duplica a vaga (o formulário vem preenchido, sem a data) e publica.
    t = tela("--api", backend.api_url, "--dados", frila.dados("sozinho"))
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"pos\.", 15)
    t.comando("vagas", "duplicarVaga")
    t.wait_for(r"Nova vaga", 10)
    t.literal((datetime.now(SP) + timedelta(hours=30)).strftime("%d/%m/%Y"))
    t.comando("formulario", "publicar")
    # O começo da frase cabe na linha de status de 80 colunas; `m` tem a frase inteira.
    t.wait_for(r"│ Ninguém alcançado: a vaga vai falhar", 15)
    t.comando("globais", "mensagens")
    t.wait_for(r"nem na sua equipe de confiança", 5)
    t.comando("painel", "fecharPainel")
    t.comando("vagas", "sair")
    t.esperar_saida(0)
