"""Editar a vaga na TUI enquanto ninguém está confirmado: o formulário abre preenchido, valida como publicar e salva pela edição; com confirmado, nem abre e diz por quê."""
from apoio.gestao import elenco


def test_tui_edita_vaga_sem_confirmados_e_recusa_com_confirmado(backend, api, frila, tela):
    """e abre o formulário com a vaga; Valor trocado e Enter salva (a mesma vaga, sem publicar outra); com alguém confirmado, e diz quem e não abre."""
    e = elenco(api, prefixo="editar-tui")
    v = e.publicar(horas=30, valor=13000)
    frila.login("dono", e.dono.email)

    t = tela("--api", backend.api_url, "--dados", frila.dados("dono"))
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"pos\.", 15)
    t.selecionar(r"Garçom", tela="vagas")
    t.comando("vagas", "editarVaga")
    t.wait_for(r"Editar vaga", 5)
    t.wait_for(r"Função\s+‹ Garçom ›", 5)
    for _ in range(4):
        t.comando("formulario", "campoSeguinte")
    t.wait_for(r"Valor \(R\$\)\s+130,00", 5)  # selecionado ao entrar (sem o cursor); ⌫ edita
    for _ in range(6):
        t.comando("formulario", "apagar")
    t.literal("17")
    t.comando("formulario", "publicar")
    t.wait_for(r"Vaga alterada", 10)
    minhas = e.rpc(e.dono, "minhas_vagas").json
    assert [(x["vaga_id"], x["valor_centavos"]) for x in minhas] == [(v, 1700)], "a mesma vaga, com o valor novo"

    e.no_feed(e.profs[0], v)
    e.rpc(e.profs[0], "candidatar", {"vaga_id": v})
    t.comando("vagas", "atualizar")
    t.wait_for(r"1/1 pos\.", 15)
    t.comando("vagas", "editarVaga")
    t.wait_for(r"Não dá para editar", 5)
    assert "Editar vaga" not in t.text()
    t.comando("globais", "mensagens")  # a frase inteira (a linha de status corta)
    t.wait_for(r"Não dá para editar: a vaga já tem confirmação de Profissional 0", 5)
    t.comando("painel", "fecharPainel")
    t.comando("vagas", "sair")
    t.esperar_saida(0)
