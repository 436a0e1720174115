"""Uma faixa que chega com a lista já na tela (o aviso de antes de abrir que a primeira leitura da
caixa traz depois do primeiro quadro, ou um aviso novo pelo canal) não empurra as linhas: ela
toma a linha do rodapé. O clique mirado na linha que se via cai nela, sem fechar a faixa antes."""
import re

from apoio.gestao import elenco


def _clique(t, x, y):
    """Aperto e soltura do botão 1 na célula (x, y) contada de 0, no protocolo SGR do xterm."""
    t.literal(f"\x1b[<0;{x + 1};{y + 1}M\x1b[<0;{x + 1};{y + 1}m")


def test_faixa_tardia_nao_move_a_linha_debaixo_do_mouse(backend, api, frila, tela):
    e = elenco(api, n_profs=1, prefixo="faixa-tardia")
    p = e.profs[0]
    vagas = [e.publicar(horas=30 + 24 * i, modo="selecao") for i in range(3)]
    for v in vagas:
        e.no_feed(p, v)
    frila.login("p", p.email)
    # Uma candidatura pendente: a edição dos termos depois a encerra e vira aviso (faixa).
    assert frila("vagas", conta="p").rc == 0  # o comando manda os termos que mostrou
    assert frila("candidatar", vagas[0], conta="p").rc == 0

    t = tela("--api", backend.api_url, "--dados", frila.dados("p"), largura=100, altura=30)
    t.wait_for(r"ao vivo", 20)
    t.wait_for(r"(?m)^› .*Garçom", 15)
    assert "★" not in t.text(), t.text()
    antes = t.linhas()
    linhas_garcom = [i for i, l in enumerate(antes) if "Garçom" in l and "R$" in l]
    assert len(linhas_garcom) == 3, t.text()
    alvo = linhas_garcom[2]
    texto_alvo = antes[alvo][2:40]

    # O aviso chega com a lista na tela.
    e.rpc(e.dono, "editar_vaga", {"vaga_id": vagas[0], "valor_centavos": 17000})
    t.wait_for(r"★", 10)
    depois = t.linhas()
    assert [i for i, l in enumerate(depois) if "Garçom" in l and "R$" in l] == linhas_garcom, \
        f"a faixa empurrou a lista:\nantes:\n{chr(10).join(antes)}\ndepois:\n{t.text()}"
    assert depois[-2].startswith("★"), "a faixa fica na linha do rodapé"

    # O clique na linha que se via (a faixa ainda à vista) seleciona essa linha.
    _clique(t, 4, alvo)
    t.wait_for(rf"(?m)^› {re.escape(texto_alvo.rstrip()[:20])}", 5)
    assert t.linhas()[alvo].startswith("› "), t.text()
    assert "★" in t.text(), "a faixa não precisou sair para o clique acertar"
    t.comando("feed", "sair")
    t.esperar_saida(0)
