"""O formulário de vaga recusado com vários problemas, num terminal de 40×12: PgDn/PgUp leem
todos (a última linha diz quais estão à vista), F1 abre a ajuda com o que vai em cada campo
(num campo de texto também), e descartar o formulário tira a recusa da linha de status."""
import re

from apoio.espera import esperar


def test_formulario_recusado_pgdn_f1_e_descartar(contas, frila, tela):
    """Enter no formulário padrão: "problema 1 de N · PgDn mais"; PgDn até "PgUp volta"; F1 mostra os campos; Esc + s descarta e a recusa some da linha de status."""
    c = contas.contratante(prefixo="formulario")
    frila.login("c", c.email)
    t = tela("--api", frila.api_url, "--dados", frila.dados("c"), largura=40, altura=12)
    t.wait_for(r"Acomp")
    t.ir_para(2)
    t.comando("vagas", "novaVaga")
    t.wait_for(r"Nova vaga")
    t.comando("formulario", "campoSeguinte")   # Data: campo de texto
    t.literal("3")                             # preenchido: Esc pergunta antes de descartar
    t.comando("formulario", "publicar")
    t.wait_for(r"problemas? 1(–\d+)? de \d+ · PgDn mais")
    total = int(re.search(r"de (\d+) · PgDn", t.text()).group(1))
    assert total >= 3, t.text()
    t.wait_for(r"Vaga não publicada")
    for _ in range(total * 3):
        if "PgUp volta" in t.text():
            break
        t.keys("PgDn")
    t.wait_for(rf"de {total} · PgUp volta")
    t.keys("F1")
    t.wait_for(r"Ajuda — Nova vaga")
    # Linha a linha (cada j muda a faixa "a–b/N" do pé), juntando o que passou na tela.
    vistos = t.text()
    faixa = t.wait_for(r"(\d+)–(\d+)/(\d+)")
    while faixa.group(2) != faixa.group(3):
        anterior = faixa.group(0)
        t.keys("j")
        esperar(lambda: re.search(r"\d+–\d+/\d+", t.text()) and re.search(r"\d+–\d+/\d+", t.text()).group(0) != anterior,
                5, "a ajuda rolar", ultimo=t.text)
        vistos += t.text()
        faixa = t.wait_for(r"(\d+)–(\d+)/(\d+)")
    assert "O que vai em cada" in vistos and "hh:mm, hora de" in vistos, vistos  # quebrados em 40 colunas
    t.keys("Escape")
    t.wait_for(r"Nova vaga")
    linha_de_status = t.text().rstrip().split("\n")[-1]
    assert "Vaga não publicada" in linha_de_status, t.text()
    t.comando("formulario", "cancelarFormulario")
    t.wait_for(r"Descartar")
    t.comando("dialogoSimNao", "sim")
    esperar(lambda: "Nova vaga" not in t.text(), 5, "o formulário fechar")
    linha_de_status = t.text().rstrip().split("\n")[-1]
    assert "não publicada" not in linha_de_status and "problema" not in linha_de_status, t.text()
    t.comando("globais", "sair")
    t.esperar_saida(0)
