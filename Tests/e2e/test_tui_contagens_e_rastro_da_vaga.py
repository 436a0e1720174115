"""A vaga diz o que os dados dizem: um candidato bloqueado (que não dá para escolher) não conta entre os
candidatos (lista e despacho), o detalhe tem todo o rastro de cancelamentos como o `frila vaga`
(quem, quando, o custo), a lista aberta a 120×40 continua até o detalhe, e as listas do Perfil ficam
lado a lado a partir de 140 colunas."""
import re

import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rn12]


def test_candidato_bloqueado_fora_da_contagem(backend, api, frila, tela):
    e = elenco(api, n_profs=2, prefixo="contagem")
    v = e.publicar(horas=50, modo="selecao", valor=22000)
    for p in e.profs:
        e.no_feed(p, v)
        e.rpc(p, "candidatar", {"vaga_id": v})
    # O estabelecimento bloqueia quem já se candidatou: a candidatura fica, sem poder ser escolhida.
    frila.login("dono", e.dono.email)
    assert frila("bloquear", e.profs[1].id, conta="dono").rc == 0
    texto = frila("vaga", v, conta="dono")
    assert "1 candidato pendente (+1 que não dá para escolher)" in texto.out, texto

    t = tela("--api", backend.api_url, "--dados", frila.dados("dono"))
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"R\$ 220,00", 15)
    assert "1 cand." in t.linha(r"R\$ 220,00"), t.text()
    t.comando("vagas", "abrir")
    t.wait_for(r"1 candidato pendente \(\+1", 10)
    t.wait_for(r"✗ Profissional 1 .*não dá para escolher")
    t.comando("vagas", "sair")
    t.esperar_saida(0)


def test_rastro_inteiro_e_lista_que_continua(backend, api, frila, tela):
    e = elenco(api, n_profs=4, prefixo="rastro4")
    v = e.publicar(horas=6, valor=17000)
    for i, p in enumerate(e.profs):
        e.no_feed(p, v)
        turno = e.rpc(p, "candidatar", {"vaga_id": v}).json["turno"]["turno_id"]
        e.rpc(p, "cancelar_turno", {"turno_id": turno, "motivo": f"motivo {i}"})
    outras = [e.publicar(horas=30 + 10 * i, valor=12000 + 100 * i) for i in range(8)]
    frila.login("dono", e.dono.email)
    r = frila("vaga", v, conta="dono", json=True)
    assert len(r.json["cancelados"]) == 4, r

    t = tela("--api", backend.api_url, "--dados", frila.dados("dono"), largura=80, altura=24)
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"R\$ 170,00", 15)
    t.selecionar(r"R\$ 170,00", tela="vagas")
    t.comando("vagas", "abrir")
    t.wait_for(r"Despacho", 10)
    # Todos os cancelamentos, rolando com J: nenhum "… e mais".
    vistos = set()
    for _ in range(12):
        vistos |= {int(m.group(1)) for m in re.finditer(r"motivo (\d)", t.text())}
        assert "e mais" not in t.text()
        t.comando("vagas", "rolar(1)")
    assert vistos == {0, 1, 2, 3}, t.text()
    assert "contou como falta" in frila("vaga", v, conta="dono").out

    # 120×40 com o detalhe aberto: a lista mostra as 9 vagas (antes, 4 e a caixa em branco).
    t.resize(120, 40)
    t.wait_for(r"R\$ 127,00")
    assert len([l for l in t.linhas() if re.search(r"R\$ 1\d\d,00 .*pos\.", l)]) == len(outras) + 1, t.text()
    t.comando("vagas", "sair")
    t.esperar_saida(0)


def test_listas_do_perfil_lado_a_lado(backend, api, frila, tela):
    e = elenco(api, prefixo="perfillargo")
    p = e.profs[0]
    v = e.publicar(horas=50, modo="selecao", valor=19000)
    e.no_feed(p, v)
    e.rpc(p, "candidatar", {"vaga_id": v})
    frila.login("p", p.email)

    t = tela("--api", backend.api_url, "--dados", frila.dados("p"), largura=160, altura=40)
    t.wait_for(r"R\$ 190,00", 15)
    t.ir_para(3)
    t.comando("perfilProfissional", "abrirCandidaturas")
    t.wait_for(r"┌ Minhas candidaturas", 10)
    linha = t.linha(r"┌ Minhas candidaturas")
    assert "R$ 190,00" in t.selecionada()
    assert linha and linha.index("┌") > 60, t.text()
    t.comando("listaDoPerfil", "sair")
    t.esperar_saida(0)
