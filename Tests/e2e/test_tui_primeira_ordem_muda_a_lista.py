"""A primeira `S` numa lista muda o que se vê: a lista chega na ordem do início, e a tecla caía
em "início ↑" — a mesma ordem, parecendo não fazer nada. Agora ela pula a coluna que repetiria
a lista, e o cabeçalho e a linha de status dizem qual ordem ficou (Turnos e Vagas)."""
import re

from apoio.gestao import elenco


def _linhas_da_lista(t, padrao):
    return [l for l in t.linhas() if re.search(padrao, l)]


def test_primeira_s_nos_turnos_e_nas_vagas(backend, api, frila, tela):
    frila.login("ana", "ana@frila.dev")
    t = tela("--api", backend.api_url, "--dados", frila.dados("ana"))
    t.wait_for(r"1 Feed", 15)
    t.ir_para(2)
    t.wait_for(r"Presença", 15)
    antes = _linhas_da_lista(t, r"\d\d:\d\d")
    assert len(antes) >= 2, t.text()
    t.comando("turnos", "trocarOrdem")
    m = t.wait_for(r"Ordem: (\S+) ([↑↓])\.")
    assert (m.group(1), m.group(2)) != ("início", "↑"), "início ↑ era a ordem que já estava"
    t.wait_for(rf"ordem: {m.group(1)} {m.group(2)}")  # o cabeçalho da lista diz também
    assert _linhas_da_lista(t, r"\d\d:\d\d") != antes, t.text()

    e = elenco(api, prefixo="primeira-ordem")
    for horas, valor in ((30, 15000), (50, 22000), (70, 13000)):
        e.publicar(horas=horas, valor=valor)
    frila.login("dono", e.dono.email)
    v = tela("--api", backend.api_url, "--dados", frila.dados("dono"), nome="vagas")
    v.wait_for(r"1 Acomp", 15)
    v.ir_para(2)
    v.wait_for(r"R\$ 130,00", 15)
    antes = _linhas_da_lista(v, r"R\$ \d")
    v.comando("vagas", "trocarOrdem")
    # Início já era a ordem e todas são de garçom publicadas: a primeira S vai ao valor.
    v.wait_for(r"ordem: valor ↓")
    depois = _linhas_da_lista(v, r"R\$ \d")
    assert depois != antes and "R$ 220,00" in depois[0], v.text()
