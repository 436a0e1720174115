"""Formulário de vaga na TUI: entrar por Tab em Posições (que vem com "1") e digitar 2 dá 2
posições, não 12; Ctrl-U esvazia o campo; ⌫ edita em vez de trocar."""
import re

from apoio.espera import esperar


def _valor_de_posicoes(t):
    m = re.search(r"›Posições\s+(\S*)", t.text())
    return m and m.group(1)


def test_tab_seleciona_e_a_letra_troca(contas, frila, tela):
    """Tab até Posições, 2 → "2"; 0 → "20"; Ctrl-U → vazio; 5 → "5"; Esc + s descarta."""
    c = contas.contratante(prefixo="selecionado")
    frila.login("c", c.email)
    t = tela("--api", frila.api_url, "--dados", frila.dados("c"), largura=100, altura=30)
    t.wait_for(r"Acomp")
    t.ir_para(2)
    t.comando("vagas", "novaVaga")
    t.wait_for(r"Nova vaga")
    for _ in range(5):  # Função → Data → Início → Fim → Valor → Posições
        t.keys("Tab")
    esperar(lambda: _valor_de_posicoes(t) == "1", 5, "o foco em Posições com 1", ultimo=t.text)
    t.literal("2")
    esperar(lambda: _valor_de_posicoes(t) == "2▏", 5, "o 2 trocar o 1", ultimo=t.text)
    t.literal("0")
    esperar(lambda: _valor_de_posicoes(t) == "20▏", 5, "o 0 ir ao fim", ultimo=t.text)
    t.keys("C-u")
    esperar(lambda: _valor_de_posicoes(t) == "▏", 5, "Ctrl-U esvaziar", ultimo=t.text)
    t.literal("5")
    esperar(lambda: _valor_de_posicoes(t) == "5▏", 5, "o 5 no campo vazio", ultimo=t.text)
    t.comando("formulario", "cancelarFormulario")
    t.wait_for(r"Descartar")
    t.comando("dialogoSimNao", "sim")
    esperar(lambda: "Nova vaga" not in t.text(), 5, "o formulário fechar")
    t.comando("globais", "sair")
    t.esperar_saida(0)
