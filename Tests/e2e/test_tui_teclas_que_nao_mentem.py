"""Teclas que não mentem: `S` ordena e `I` inverte em toda lista (o Feed incluído), uma letra que a tela
não tem diz isso, a ajuda que cabe inteira fecha com qualquer tecla, o `X` não é oferecido numa vaga
cancelada (e, apertado, diz por quê), o `v` sem faixa diz onde ficam os avisos, e a coluna do estado
das Vagas fica a 80 e a 200 colunas."""
from apoio.gestao import elenco


def test_teclas_do_profissional_no_feed(backend, api, frila, tela):
    e = elenco(api, prefixo="teclas")
    p = e.profs[0]
    barata, cara = e.publicar(horas=30, valor=11000), e.publicar(horas=40, valor=25000)
    e.no_feed(p, barata)
    e.no_feed(p, cara)
    frila.login("p", p.email)

    t = tela("--api", backend.api_url, "--dados", frila.dados("p"))
    t.wait_for(r"R\$ 250,00", 15)
    def acima(a, b):
        return t.linhas().index(t.linha(a)) < t.linhas().index(t.linha(b))

    antes = t.selecionada()
    t.comando("feed", "trocarOrdem")
    t.wait_for(r"ordem: valor ↓")
    assert acima(r"R\$ 250,00", r"R\$ 110,00"), t.text()
    t.comando("feed", "inverterOrdem")
    t.wait_for(r"ordem: valor ↑")
    t.wait_for(r"Ordem: valor ↑\.")
    assert acima(r"R\$ 110,00", r"R\$ 250,00"), t.text()
    assert t.selecionada().split()[-4:] == antes.split()[-4:], "a seleção fica na mesma vaga"

    # s minúsculo não ordena: diz que não faz nada e aponta o S.
    t.keys("s")
    t.wait_for(r"s não faz nada em Feed; S é ordem")
    t.keys("z")
    t.wait_for(r"z não faz nada em Feed\. \? mostra as teclas\.")
    # v sem faixa diz onde ficam os avisos.
    t.comando("globais", "fecharFaixa")
    t.comando("globais", "verFaixa")
    t.wait_for(r"Não há faixa de aviso aberta")

    # A ajuda que cabe inteira: o pé diz "qualquer tecla fecha", e j fecha.
    t.resize(120, 70)
    t.comando("feed", "ajuda")
    t.wait_for(r"qualquer tecla fecha")
    t.keys("j")
    t.wait_gone(r"Ajuda — Feed")
    t.comando("feed", "sair")
    t.esperar_saida(0)


def test_x_e_estado_das_vagas_do_contratante(backend, api, frila, tela):
    e = elenco(api, prefixo="teclasx")
    ativa = e.publicar(horas=30, valor=15000)
    cancelada = e.publicar(horas=70, valor=13000)
    e.rpc(e.dono, "cancelar_vaga", {"vaga_id": cancelada, "motivo": "evento adiado"})
    assert ativa != cancelada
    frila.login("dono", e.dono.email)

    t = tela("--api", backend.api_url, "--dados", frila.dados("dono"))
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"R\$ 130,00", 15)
    # O estado de cada vaga na linha dela, a 80 colunas.
    assert "publicada" in t.linha(r"R\$ 150,00") and "cancelada" in t.linha(r"R\$ 130,00"), t.text()
    t.selecionar(r"R\$ 130,00", tela="vagas")
    t.resize(120, 30)
    t.wait_for(r"v ativas/encerradas")
    rodape = t.linhas()[-2]
    assert "X " not in rodape, f"o X não é oferecido na vaga cancelada: {rodape}"
    t.comando("vagas", "cancelarVaga")
    t.wait_for(r"Esta vaga já está cancelada\.")
    # A 200 colunas (lado a lado), o estado continua.
    t.resize(200, 50)
    t.wait_for(r"Estado")

    def na_lista(valor):
        """A parte da lista (antes da caixa do detalhe ao lado) da linha da vaga de `valor`."""
        return next(l.split("│")[0].split("┌")[0] for l in t.linhas() if valor in l.split("│")[0].split("┌")[0])
    assert "publicada" in na_lista("R$ 150,00") and "cancelada" in na_lista("R$ 130,00"), t.text()
    t.comando("vagas", "sair")
    t.esperar_saida(0)
