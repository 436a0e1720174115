"""A vaga mudou depois da candidatura (encerrada pela edição): retirar já não age. O x da lista de
candidaturas na TUI diz por quê antes de perguntar, e o `frila retirar` sai com 1 e a mesma frase,
ambos do núcleo das listas, sem chamar o servidor."""
import re

from apoio.gestao import elenco

RAZAO = "Esta candidatura já foi decidida (encerrada: a vaga mudou): nada a retirar."


def test_encerrada_pela_edicao_nao_se_retira_e_os_dois_dizem_por_que(backend, api, frila, tela):
    e = elenco(api, prefixo="retrazao")
    p = e.profs[0]
    s = e.publicar(horas=50, modo="selecao")
    c = e.rpc(p, "candidatar", {"vaga_id": s}).json["candidatura_id"]
    e.rpc(e.dono, "editar_vaga", {"vaga_id": s, "valor_centavos": 15000})
    assert backend.psql(f"select estado from public.candidaturas where id = '{c}'") == "encerrada_por_edicao"
    frila.login("prof", p.email)

    r = frila("retirar", c, conta="prof", json=True)
    assert r.rc == 1 and r.json["chave"] == "candidatura_encerrada" and r.json["estado"] == "recusada", r
    assert RAZAO in r.err, r

    t = tela("--api", backend.api_url, "--dados", frila.dados("prof"), largura=160, altura=30)
    t.wait_for(r"1 Feed", 15)
    t.ir_para(3)
    t.wait_for(r"Reputação", 15)
    t.comando("perfilProfissional", "abrirCandidaturas")
    t.wait_for(r"Minhas candidaturas \(1\)", 15)
    t.comando("listaDoPerfil", "acionarNaLista")
    t.wait_for(re.escape(RAZAO), 10)
    assert "Retirar candidatura" not in t.text(), t.text()
    assert backend.psql(f"select estado from public.candidaturas where id = '{c}'") == "encerrada_por_edicao"
    t.comando("globais", "sairJa")
    t.esperar_saida(130)
