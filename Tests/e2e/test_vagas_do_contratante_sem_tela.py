"""`frila vagas` do contratante: as vagas dele, uma por linha, com id, estado, data, função e contagens; --json, recorte e filtro."""
import re

from apoio.gestao import elenco


def test_contratante_lista_as_proprias_vagas_para_scripts(backend, api, frila):
    """Três vagas (uma cancelada, uma com candidato): o texto e o --json trazem id, estado e contagens; --ativas e --encerradas
    separam; --filtro procura sem acento; o id de uma linha serve direto no `frila vaga`."""
    e = elenco(api, prefixo="minhasvagas")
    p = e.profs[0]
    urgente = e.publicar(horas=30, valor=15000)
    selecao = e.publicar(horas=50, modo="selecao", posicoes=2, valor=22000)
    cancelada = e.publicar(horas=70, valor=13000)
    e.rpc(e.dono, "cancelar_vaga", {"vaga_id": cancelada, "motivo": "evento adiado"})
    e.no_feed(p, selecao)
    e.rpc(p, "candidatar", {"vaga_id": selecao})

    frila.login("dono", e.dono.email)
    r = frila("vagas", conta="dono", json=True)
    assert r.rc == 0, r
    por_id = {v["vaga_id"]: v for v in r.json}
    assert set(por_id) == {urgente, selecao, cancelada}, r.json
    s = por_id[selecao]
    assert (s["situacao"], s["ativa"], s["funcao"], s["posicoes_total"], s["posicoes_preenchidas"], s["candidatos_pendentes"],
            s["valor_centavos"]) == ("publicada", True, "garcom", 2, 0, 1, 22000)
    c = por_id[cancelada]
    assert (c["situacao"], c["estado"], c["ativa"]) == ("cancelada", "cancelada", False)
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT.*", s["inicio"]), s

    texto = frila("vagas", conta="dono")
    assert texto.rc == 0, texto
    linha = next(l for l in texto.out.splitlines() if l.startswith(selecao))
    assert "publicada" in linha and "Garçom" in linha and "0/2 preenchidas" in linha and "1 candidato" in linha, linha
    assert any(l.startswith(cancelada) and "cancelada" in l for l in texto.out.splitlines()), texto

    ativas = frila("vagas", "--ativas", conta="dono", json=True)
    encerradas = frila("vagas", "--encerradas", conta="dono", json=True)
    assert {v["vaga_id"] for v in ativas.json} == {urgente, selecao}, ativas
    assert [v["vaga_id"] for v in encerradas.json] == [cancelada], encerradas
    filtrada = frila("vagas", "--filtro", "SELEÇÃO", conta="dono", json=True)
    assert [v["vaga_id"] for v in filtrada.json] == [selecao], "sem acento nem maiúsculas, como o / da tela"

    por_valor = frila("vagas", "--ordem", "valor", conta="dono", json=True)
    assert [v["valor_centavos"] for v in por_valor.json] == [22000, 15000, 13000], "o S da tela: o maior primeiro"
    invertida = frila("vagas", "--ordem", "valor", "--inverter", conta="dono", json=True)
    assert [v["vaga_id"] for v in invertida.json] == [v["vaga_id"] for v in reversed(por_valor.json)]

    # Da lista ao script: o id da primeira coluna vai direto para `frila vaga`.
    primeiro_id = texto.out.splitlines()[0].split()[0]
    detalhe = frila("vaga", primeiro_id, conta="dono", json=True)
    assert detalhe.rc == 0 and detalhe.json["vaga_id"] == primeiro_id, detalhe


def test_opcoes_invalidas_dizem_por_que(backend, api, frila, contas):
    """--ativas com --encerradas é uso inválido (2); o recorte no feed do profissional também, com a frase dizendo por quê."""
    e = elenco(api, prefixo="minhasvagas-uso")
    frila.login("dono", e.dono.email)
    r = frila("vagas", "--ativas", "--encerradas", conta="dono")
    assert r.rc == 2 and "--ativas ou --encerradas" in r.err, r
    frila.login("p", e.profs[0].email)
    r = frila("vagas", "--encerradas", conta="p", json=True)
    assert r.rc == 2 and "do contratante" in r.json["erro"], r
    r = frila("vagas", "--filtro", conta="p")
    assert r.rc == 2, r
    r = frila("vagas", "--ordem", "preço", conta="dono")
    assert r.rc == 2 and "inicio, funcao, estado, valor" in r.err, r
    assert frila("vagas", "--inverter", conta="dono").rc == 2
