"""A vaga editada continua no feed de quem foi alertado, com os termos novos: a de urgência que
ele só tinha visto e a de seleção a que se candidatou (a edição dos termos encerra a
candidatura, que diz por quê). Na TUI aberta, sem `r`, e no `frila vagas`."""
from apoio.gestao import elenco


def test_vaga_editada_fica_no_feed_com_os_termos_novos(backend, api, frila, tela):
    e = elenco(api, n_profs=1, prefixo="editada-continua")
    p = e.profs[0]
    urg = e.publicar(horas=30, valor=13000)
    sel = e.publicar(horas=60, modo="selecao", valor=14000)
    e.no_feed(p, urg)
    e.no_feed(p, sel)
    frila.login("p", p.email)
    assert frila("vagas", conta="p").rc == 0  # o comando manda os termos que mostrou
    assert frila("candidatar", sel, conta="p").rc == 0

    t = tela("--api", backend.api_url, "--dados", frila.dados("p"), largura=100, altura=30)
    t.wait_for(r"ao vivo", 20)
    t.wait_for(r"R\$ 130,00", 15)
    t.wait_for(r"R\$ 140,00", 5)

    # Termos novos nas duas (valor e horário): a candidatura da seleção acaba por edição.
    e.rpc(e.dono, "editar_vaga", {"vaga_id": urg, "valor_centavos": 17500})
    e.rpc(e.dono, "editar_vaga", {"vaga_id": sel, "valor_centavos": 18500})
    t.wait_for(r"R\$ 175,00", 10)
    t.wait_for(r"R\$ 185,00", 10)
    assert "R$ 130,00" not in t.text() and "R$ 140,00" not in t.text(), t.text()

    r = frila("vagas", conta="p", json=True)
    vagas = {x["vaga_id"]: x for x in (r.json["vagas"] if isinstance(r.json, dict) else r.json)}
    assert vagas[urg]["valor_centavos"] == 17500, r
    assert vagas[sel]["valor_centavos"] == 18500 and vagas[sel]["minha_candidatura"] == "encerrada_por_edicao", r

    # E dá para pegar a de urgência nos termos novos, pela própria TUI.
    t.selecionar(r"R\$ 175,00", tela="feed")
    t.comando("feed", "candidatar")
    t.wait_for(r"Confirmada!", 10)
    assert backend.psql(f"select valor_acordado_centavos from public.turnos where vaga_id = '{urg}'") == "17500"
    t.comando("feed", "sair")
    t.esperar_saida(0)
