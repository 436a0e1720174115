"""Nas Vagas do contratante, `v` separa ativas de encerradas, e "encerradas" diz a verdade: a
vaga cancelada que ainda nem começou está lá (não é "passada"), com "cancelada" na coluna do
estado; a que terminou, com "encerrada". O `frila vagas --encerradas` traz as mesmas (o nome
antigo, `--passadas`, também)."""
from apoio.gestao import elenco


def _ids(r):
    assert r.rc == 0, r
    return {v["vaga_id"] for v in r.json}


def test_encerradas_na_tela_e_sem_tela(backend, api, frila, tela):
    e = elenco(api, prefixo="encerradas")
    ativa = e.publicar(horas=30, valor=15000)
    cancelada_futura = e.publicar(horas=70, valor=13000)
    e.rpc(e.dono, "cancelar_vaga", {"vaga_id": cancelada_futura, "motivo": "evento adiado"})
    terminou = e.publicar(horas=50, valor=17000)
    # Esta vaga já acabou: levada para ontem no banco (publicar não aceita o passado).
    backend.psql(f"update public.vagas set inicio = inicio - interval '3 days', fim = fim - interval '3 days', "
                 f"publicada_em = publicada_em - interval '3 days' where id = '{terminou}'")
    frila.login("dono", e.dono.email)

    # Sem tela: o mesmo recorte, e o estado de cada uma.
    todas = frila("vagas", conta="dono", json=True)
    situacao = {v["vaga_id"]: (v["situacao"], v["ativa"]) for v in todas.json}
    assert situacao[cancelada_futura] == ("cancelada", False) and situacao[terminou] == ("encerrada", False), situacao
    assert situacao[ativa] == ("publicada", True), situacao
    assert _ids(frila("vagas", "--encerradas", conta="dono", json=True)) == {cancelada_futura, terminou}
    assert _ids(frila("vagas", "--passadas", conta="dono", json=True)) == {cancelada_futura, terminou}, "o nome antigo"
    assert _ids(frila("vagas", "--ativas", conta="dono", json=True)) == {ativa}
    ajuda = frila("vagas", "--help")
    assert "--encerradas" in ajuda.out and "terminadas ou canceladas" in ajuda.out, ajuda

    t = tela("--api", backend.api_url, "--dados", frila.dados("dono"))
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"R\$ 130,00", 15)
    t.comando("vagas", "trocarRecorte")
    t.wait_for(r"1 de 3 · vendo: ativas")
    assert "R$ 130,00" not in t.text() and "R$ 170,00" not in t.text()
    t.comando("vagas", "trocarRecorte")
    t.wait_for(r"2 de 3 · vendo: encerradas")
    t.wait_for(r"Vendo: encerradas\.")
    assert "cancelada" in t.linha(r"R\$ 130,00") and "encerrada" in t.linha(r"R\$ 170,00"), t.text()
    assert "R$ 150,00" not in t.text() and "passadas" not in t.text()
