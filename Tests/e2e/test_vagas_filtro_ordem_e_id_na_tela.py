"""Da tela ao script: nas Vagas do contratante, `/` filtra, `v` recorta (ativas, encerradas), `S`/`I` ordenam, e `y`
mostra o id inteiro da vaga selecionada, que funciona no `frila vaga`; numa tela larga, o estado e o id são colunas."""
import re

from apoio.gestao import elenco


def test_filtro_recorte_ordem_e_id_da_vaga(backend, api, frila, tela):
    e = elenco(api, prefixo="listatela")
    urgente = e.publicar(horas=30, valor=15000)
    selecao = e.publicar(horas=50, modo="selecao", valor=22000)
    cancelada = e.publicar(horas=70, valor=13000)
    e.rpc(e.dono, "cancelar_vaga", {"vaga_id": cancelada, "motivo": "evento adiado"})
    frila.login("dono", e.dono.email)

    t = tela("--api", backend.api_url, "--dados", frila.dados("dono"))
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"R\$ 130,00", 15)

    # `/`: filtra enquanto digita, sem acento; Enter mantém; o cabeçalho diz quantas de quantas.
    t.comando("vagas", "filtrar")
    t.literal("CANCEL")
    t.wait_for(r"filtro “CANCEL▏” · 1 de 3")
    t.comando("filtroDaLista", "confirmar")
    t.wait_for(r"filtro “CANCEL” · 1 de 3")
    assert "R$ 220,00" not in t.text() and "R$ 130,00" in t.text()
    t.comando("vagas", "filtrar")
    t.comando("filtroDaLista", "desistir")
    t.wait_gone(r"filtro “")
    t.wait_for(r"R\$ 220,00")

    # `v`: ativas (sem a cancelada), encerradas (só ela), todas de novo.
    t.comando("vagas", "trocarRecorte")
    t.wait_for(r"2 de 3 · vendo: ativas")
    assert "R$ 130,00" not in t.text()
    t.comando("vagas", "trocarRecorte")
    t.wait_for(r"1 de 3 · vendo: encerradas")
    assert "R$ 130,00" in t.text() and "R$ 150,00" not in t.text()
    t.comando("vagas", "trocarRecorte")
    t.wait_gone(r"vendo:")

    # `S` até o valor (o maior primeiro), `I` inverte; a seleção fica na vaga de antes. A primeira
    # S pula o início (já era a ordem) e a função (todas garçom): vai ao estado, que muda a lista.
    t.comando("vagas", "trocarOrdem")
    t.wait_for(r"ordem: estado ↑")
    t.comando("vagas", "trocarOrdem")
    t.wait_for(r"ordem: valor ↓")
    assert re.search(r"R\$ 220,00", t.linhas()[2]), t.text()
    t.comando("vagas", "inverterOrdem")
    t.wait_for(r"ordem: valor ↑")
    assert re.search(r"R\$ 130,00", t.linhas()[2]), t.text()

    # `y` na vaga de R$ 220,00: o id inteiro num aviso; o mesmo id serve no script.
    t.selecionar(r"R\$ 220,00", tela="vagas")
    t.comando("vagas", "mostrarId")
    m = t.wait_for(r"Vaga: ([0-9a-f-]{36})")
    assert m.group(1) == selecao
    t.wait_for(rf"frila vaga {selecao} --json")
    r = frila("vaga", m.group(1), conta="dono", json=True)
    assert r.rc == 0 and r.json["vaga_id"] == selecao and r.json["modo"] == "selecao", r
    t.comando("dialogoAviso", "desistir")
    t.wait_gone(r"Id para scripts")
    t.comando("globais", "mensagens")
    t.wait_for(rf"Id vaga: {selecao}")
    t.comando("painel", "fecharPainel")

    # Larga: o estado e o id viram colunas (o id inteiro, para copiar da tela).
    t.resize(135, 30)  # de 140 em diante, a lista e o detalhe lado a lado (outro arranjo)
    t.wait_for(rf"cancelada .*{cancelada[:24]}")  # o id, cortado no fim se não couber (y mostra inteiro)
    assert re.search(rf"R\$ 150,00 +publicada .*{urgente[:24]}", t.text()), t.text()
    t.comando("vagas", "sair")
    t.esperar_saida(0)


def test_turnos_e_historico_filtram_com_as_mesmas_teclas(backend, api, contas, frila, tela):
    """O mesmo `/` nos Turnos do profissional e no Histórico do Perfil: nada casa → a lista diz por quê, Esc no filtro
    volta tudo; `S` ordena o histórico e `y` dá o id do turno."""
    e = elenco(api, prefixo="listaturnos")
    p = e.profs[0]
    v = e.publicar(horas=30)
    e.no_feed(p, v)
    e.rpc(p, "candidatar", {"vaga_id": v})
    frila.login("p", p.email)
    t = tela("--api", backend.api_url, "--dados", frila.dados("p"))
    t.wait_for(r"1 Feed", 15)
    t.ir_para(2)
    t.wait_for(r"› Garçom", 15)
    t.comando("turnos", "filtrar")
    t.literal("xyz")
    t.wait_for(r"Nada casa com “xyz”")
    t.comando("filtroDaLista", "desistir")
    t.wait_for(r"› Garçom")
    t.comando("turnos", "filtrar")
    t.literal("garcom")
    t.comando("filtroDaLista", "confirmar")
    t.wait_for(r"filtro “garcom” · 1 de 1")
    t.comando("turnos", "mostrarId")
    turno = e.rpc(p, "meus_turnos").json[0]["turno_id"]
    t.wait_for(rf"Turno: {turno}")
    t.comando("dialogoAviso", "desistir")
    t.comando("turnos", "sairJa")
    t.esperar_saida(130)

    h = contas.profissional(prefixo="listahist")
    lote = backend.turnos_passados(h.email, 3)
    frila.login("h", h.email)
    t = tela("--api", backend.api_url, "--dados", frila.dados("h"))
    t.wait_for(r"1 Feed", 15)
    t.ir_para(3)
    t.comando("perfilProfissional", "abrirHistorico")
    t.wait_for(r"Histórico de turnos \(3\)", 15)
    t.comando("listaDoPerfil", "filtrar")
    t.literal("nada disso")
    t.wait_for(r"Nada casa com “nada disso”")
    t.comando("filtroDaLista", "desistir")
    t.wait_gone(r"Nada casa")
    # Chegou do mais novo ao mais velho (início ↓): a primeira S não repete essa ordem, vai ao
    # valor (o do mais velho é o maior no lote), e o mais novo, selecionado, vai para o fim.
    t.comando("listaDoPerfil", "trocarOrdem")
    t.wait_for(r"ordem: valor ↓")
    t.comando("listaDoPerfil", "inverterOrdem")
    t.wait_for(r"ordem: valor ↑")
    t.comando("listaDoPerfil", "inverterOrdem")
    t.wait_for(r"ordem: valor ↓")
    t.comando("listaDoPerfil", "mostrarId")
    m = t.wait_for(r"Turno: ([0-9a-f-]{36})")
    assert m.group(1) == lote[0][0], "a seleção segue o mesmo turno (o mais recente), agora no fim"
    t.comando("dialogoAviso", "desistir")
    t.wait_gone(r"Id para scripts")
    t.comando("listaDoPerfil", "primeiro")
    t.comando("listaDoPerfil", "mostrarId")
    m = t.wait_for(r"Turno: ([0-9a-f-]{36})")
    assert m.group(1) == lote[-1][0], "o mais antigo do lote, primeiro na ordem crescente"
    t.comando("dialogoAviso", "desistir")
    t.comando("listaDoPerfil", "voltar")
    t.comando("globais", "sairJa")
    t.esperar_saida(130)
