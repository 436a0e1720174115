"""Histórico além dos 30 dias, em páginas: do mais recente ao mais antigo, sem repetir nem pular."""


def test_paginas_cobrem_o_lote_inteiro_com_valor_e_situacao(backend, api, contas):
    """Com 7 turnos de dois meses atrás (fora de meus_turnos), páginas de 3 trazem os 7 uma vez cada, em ordem, e a última não aponta mais nada."""
    p = contas.profissional(prefixo="hist")
    lote = backend.turnos_passados(p.email, 7)
    assert len(lote) == 7
    backend.psql(f"update public.turnos set periodo = tstzrange(lower(periodo) - interval '60 days', "
                 f"upper(periodo) - interval '60 days', '[)') where profissional_id = '{p.id}'")
    meus = api.rpc("meus_turnos", {}, token=p.token).json
    assert not [t for t in meus if t["turno_id"] in {x[0] for x in lote}], "fora da janela de 30 dias"
    vistos, cursor, paginas = [], None, 0
    while True:
        args = {"limite": 3, **({"cursor": cursor} if cursor else {})}
        r = api.rpc("historico_turnos", args, token=p.token)
        assert r.status == 200, r
        vistos += r.json["itens"]
        cursor = r.json["proximo_cursor"]
        paginas += 1
        if not cursor:
            break
        assert paginas < 10, "o cursor não avança"
    assert paginas == 3
    assert [t["turno_id"] for t in vistos] == [t[0] for t in lote], "todos, uma vez, do mais recente ao mais antigo"
    assert all(t["valor_acordado_centavos"] > 0 and t["situacao"] in ("cumprido", "nao_verificado") for t in vistos)
    assert all(set(t["avaliacoes"]) == {"do_profissional", "do_contratante"} for t in vistos)

    r = api.rpc("historico_turnos", {"limite": 500}, token=p.token)
    assert r.status == 422 and r.json["message"] == "valor_invalido", "página sem teto é recusada"
