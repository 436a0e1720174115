"""Terminal largo e mouse: a 200×50 o Feed põe lista e detalhe lado a lado (com estabelecimento e bairro na lista);
um clique (sequência SGR do xterm, como o terminal manda) seleciona a linha, outro na aba troca de tela;
a 20×10 pede um terminal maior sem cair, e volta inteiro; --sem-mouse deixa o mouse com o terminal."""
import re

from apoio.espera import esperar
from apoio.fluxos import entrar


def _clique(t, x, y, botao=0):
    """Aperto e soltura do botão na célula (x, y) contada de 0, no protocolo SGR (1006) que o xterm-256color
    anuncia, como um terminal manda (a roda, 64/65, não solta)."""
    t.literal(f"\x1b[<{botao};{x + 1};{y + 1}M" + ("" if botao >= 64 else f"\x1b[<{botao};{x + 1};{y + 1}m"))


def test_tui_largo_lado_a_lado_e_clique(banco_novo, frila, tela, tmp_path):
    """80×24 → 200×50: detalhe ao lado da lista; clique numa linha a seleciona; a roda desce; clique na aba 2 abre os Turnos."""
    b = banco_novo
    frila.login("ana", "ana@frila.dev")
    feed = frila("vagas", conta="ana", json=True).json
    assert feed and len(feed) >= 3, "o seed devia dar à Ana três vagas ou mais"

    t = tela("--api", b.api_url, "--dados", tmp_path / "ana", env={"FRILA_DICA_LOGIN": "e2e"})
    t.wait_for(r"Tab troca de campo")
    entrar(t, "ana@frila.dev")
    t.wait_for(r" km ", 15)
    assert "Estabelecimento" not in t.text(), "a 80 colunas, as colunas de sempre"

    t.resize(200, 50)
    t.wait_for(r"Estabelecimento +Bairro")

    # Lado a lado: a caixa do detalhe começa na mesma linha do cabeçalho da lista, à direita dele
    # (espera a repintura terminar: a captura no meio dela pode ainda não ter a caixa).
    def lado_a_lado():
        linhas = t.linhas()
        cab = next((i for i, l in enumerate(linhas) if "Estabelecimento" in l), None)
        return cab is not None and "┌ " in linhas[cab] and linhas[cab].index("┌ ") > linhas[cab].index("Bairro")
    esperar(lado_a_lado, 5, "o detalhe ao lado do cabeçalho da lista a 200×50", ultimo=t.text)
    assert feed[0]["estabelecimento"]["nome"][:10] in t.text()

    # A faixa de vaga nova (seed, tempo real) empurra a lista uma linha: fora, antes de mirar.
    t.wait_for(r"ao vivo|sem tempo real", 15)
    if "★" in t.text():
        t.comando("globais", "voltar")
        t.wait_gone(r"★")
    linhas = t.linhas()
    cab = next(i for i, l in enumerate(linhas) if "Estabelecimento" in l)
    primeira, terceira = linhas[cab + 1][2:60].rstrip(), linhas[cab + 3][2:60].rstrip()
    assert terceira and not linhas[cab + 3].startswith("› "), t.text()

    # Clique na terceira linha da lista (a selecionada é a primeira), na linha em que ela está agora.
    # Uma faixa de aviso de antes de abrir pode chegar depois e empurrar a lista entre a leitura
    # da linha e o clique: então fecha a faixa e clica de novo onde a linha está agora.
    for tentativa in range(3):
        _clique(t, 4, _linha_com(t, terceira))
        try:
            t.wait_for(rf"(?m)^› {re.escape(terceira)}", 4)
            break
        except AssertionError:
            if tentativa == 2:
                raise
            if "★" in t.text():
                t.comando("globais", "voltar")
                t.wait_gone(r"★")

    # A roda para cima (botão 64) volta à primeira.
    _clique(t, 4, _linha_com(t, terceira), botao=64)
    t.wait_for(rf"(?m)^› {re.escape(primeira)}")

    # Clique na aba 2: os Turnos.
    aba = t.linhas()[0].index(" 2 Turnos")
    _clique(t, aba + 3, 0)
    t.wait_for(r"Onde +Situação", 5)  # o cabeçalho largo dos Turnos

    # Pequeno demais: a frase, sem cair; de volta, a tela inteira.
    t.resize(20, 10)
    t.wait_for(r"pequeno")
    t.resize(200, 50)
    t.wait_for(r"1 Feed +2 Turnos")
    assert not t.saiu(), t.text()
    assert _mouse_ligado(t), "com o mouse, o frila pede ao terminal os cliques (modo SGR)"
    t.comando("globais", "sair")
    t.esperar_saida(0)

    # --sem-mouse: o terminal não é posto em modo de mouse (a seleção de texto é dele).
    s = tela("--sem-mouse", "--api", b.api_url, "--dados", tmp_path / "ana")
    s.wait_for(r"1 Feed", 15)
    assert not _mouse_ligado(s), s.text()
    s.comando("globais", "sair")
    s.esperar_saida(0)


def _linha_com(t, texto):
    return next(i for i, l in enumerate(t.linhas()) if texto in l)


def _mouse_ligado(t):
    return t._tmux("display", "-p", "-t", t.nome, "#{mouse_any_flag}").stdout.strip() == "1"
