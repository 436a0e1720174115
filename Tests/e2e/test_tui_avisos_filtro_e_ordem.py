"""Aba Avisos como as outras listas: `/` filtra pelo texto inteiro (sem acento), `S` ordena
pelas colunas (recebido, tipo, início...), `I` inverte; e ao entrar na aba o cursor está no
aviso mais novo, não no que ficou selecionado da última vez."""
import re

from apoio.espera import esperar


def _ordem(t):
    """A ordem que o cabeçalho da lista diz ("tipo ↑"); None: a do servidor."""
    m = re.search(r"ordem: (\S+ [↑↓])", t.text())
    return m.group(1) if m else None


def _linhas_da_lista(t):
    return [l for l in t.linhas() if re.match(r"^[› ] [●✓ ] ", l)]


def test_avisos_filtram_ordenam_e_abrem_no_mais_novo(backend, frila, tela):
    frila.login("ana", "ana@frila.dev")
    t = tela("--api", backend.api_url, "--dados", frila.dados("ana"), largura=120, altura=40)
    t.wait_for(r"1 Feed", 15)
    t.ir_para(4)
    t.wait_for(r"não lidos", 15)
    primeira = _linhas_da_lista(t)[0]
    assert t.selecionada() == primeira, t.text()

    # Desce, sai e volta: o cursor recomeça no mais novo (a primeira linha, na ordem de chegada).
    for _ in range(3):
        t.comando("avisosProfissional", "baixo")
    t.wait_for(r"^  [●✓ ].*\n› ", flags=re.M)
    assert t.selecionada() != primeira
    t.ir_para(1)
    t.wait_for(r"Função", 10)
    t.ir_para(4)
    t.wait_for(r"não lidos", 10)
    assert t.selecionada() == _linhas_da_lista(t)[0], t.text()

    # `/` filtra enquanto digita, sem acento nem maiúsculas: só os da Casa Paranoá (as vagas dela
    # e os avisos dos turnos feitos lá, que não dizem o nome na linha mas são de lá).
    t.comando("avisosProfissional", "filtrar")
    t.literal("PARANOA")
    m = t.wait_for(r"filtro “PARANOA▏” · (\d+) de (\d+)")
    assert 0 < int(m.group(1)) < int(m.group(2)), t.text()
    vagas = [l for l in _linhas_da_lista(t) if "Vaga nova" in l]
    assert vagas and all("Casa Par" in l for l in vagas), t.text()
    t.comando("filtroDaLista", "confirmar")
    t.wait_for(r"filtro “PARANOA” · ")
    t.comando("avisosProfissional", "filtrar")
    t.comando("filtroDaLista", "desistir")
    t.wait_gone(r"filtro “")

    # `S` percorre as colunas, pulando a que repetiria a lista: a primeira S já muda o que se vê
    # e diz a ordem (qual coluna depende de como os avisos do seed caíram no relógio); I inverte.
    antes = _linhas_da_lista(t)
    t.comando("avisosProfissional", "trocarOrdem")
    m = t.wait_for(r"Ordem: ([^.↑↓]+?) ([↑↓])")
    esperar(lambda: _linhas_da_lista(t) != antes, 5, "a primeira S mudar a lista")
    coluna, sentido = m.group(1), m.group(2)
    assert _ordem(t) == f"{coluna} {sentido}", t.text()
    t.comando("avisosProfissional", "inverterOrdem")
    t.wait_for(rf"Ordem: {re.escape(coluna)} {'↓' if sentido == '↑' else '↑'}")
    # Cada S seguinte também muda o que se vê.
    for _ in range(3):
        vista = _linhas_da_lista(t)
        t.comando("avisosProfissional", "trocarOrdem")
        esperar(lambda: _linhas_da_lista(t) != vista, 5, "a lista mudar de ordem")
    t.comando("avisosProfissional", "sair")
    t.esperar_saida(0)
