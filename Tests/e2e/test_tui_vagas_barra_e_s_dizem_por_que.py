"""Nas Vagas do contratante, `/` e `s` (filtro e ordem das outras listas) não ficam calados: a
linha de status diz por que não agem ali, e nada mais muda."""


def test_barra_e_s_nas_vagas_dizem_por_que(contas, frila, tela):
    """`/` e `s` nas Vagas: a frase de cada uma na linha de status; nem formulário nem pergunta se abrem."""
    c = contas.contratante(prefixo="vagasteclas")
    frila.login("c", c.email)
    t = tela("--api", frila.api_url, "--dados", frila.dados("c"))
    t.wait_for(r"Acompanhamento")
    t.ir_para(2)
    t.wait_for(r"Vagas")
    t.comando("vagas", "filtrar")
    t.wait_for(r"As Vagas ainda não filtram")
    t.comando("vagas", "trocarOrdem")
    t.wait_for(r"As Vagas ainda não trocam de ordem")
    assert "Nova vaga" not in t.text(), t.text()
    t.comando("globais", "sair")
    t.esperar_saida(0)
