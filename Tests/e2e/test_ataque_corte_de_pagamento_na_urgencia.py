"""Ataque: o pagamento de uma urgência cortado entre o alerta e o toque. A profissional vê no
feed R$ 130, refeição, 4 h daqui a 2 h; o contratante edita para R$ 60, sem refeição, 10 h
mais tarde; ela toca "candidatar" e ficava confirmada nos termos novos (e cancelar virava falta
dela). Agora `candidatar` leva a ficha dos termos vistos (`termos_versao` do feed): termos
diferentes → 409 `vaga_alterada` com os termos atuais, nenhum turno; o `frila candidatar`
sai com 1, mostra os termos novos e o comando que os aceita (`--termos NOVA`)."""
from datetime import datetime, timedelta, timezone

from apoio.gestao import elenco


def _iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def test_corte_entre_o_alerta_e_o_toque_nao_confirma_nos_termos_novos(backend, api, frila):
    e = elenco(api, n_profs=1, prefixo="corte")
    pro = e.profs[0]
    vaga = e.publicar(horas=2, duracao=4, valor=13000)
    (visto,) = e.no_feed(pro, vaga)
    ficha = visto["termos_versao"]
    assert visto["valor_centavos"] == 13000 and visto["inclusos"]["refeicao"] is True and ficha, visto

    inicio = datetime.fromisoformat(visto["inicio"].replace("Z", "+00:00")) + timedelta(hours=10)
    e.rpc(e.dono, "editar_vaga", {"vaga_id": vaga, "valor_centavos": 6000, "refeicao": False,
                                  "inicio": _iso(inicio), "fim": _iso(inicio + timedelta(hours=4))})

    r = api.rpc("candidatar", {"vaga_id": vaga, "termos_versao": ficha}, token=pro.token)
    confirmadas = int(r.status == 200)
    assert (r.status, r.json["message"]) == (409, "vaga_alterada"), r
    import json
    dica = json.loads(r.json["hint"])
    assert (dica["vaga"]["valor_centavos"], dica["vaga"]["inclusos"]["refeicao"]) == (6000, False), dica
    assert dica["termos_versao"] != ficha
    assert backend.psql(f"select count(*) from public.turnos where vaga_id = '{vaga}'") == "0"
    print(f"corte de pagamento entre o alerta e o toque: {confirmadas} de 1 candidatura confirmada nos termos novos "
          f"(antes da correção: 1 de 1)")

    # Pelo frila: a ficha velha sai com 1, os termos novos e o comando que os aceita.
    frila.login("p", pro.email)
    r = frila("candidatar", vaga, "--termos", ficha, conta="p", json=True)
    assert r.rc == 1, r
    assert (r.json["resultado"], r.json["chave"], r.json["termos_versao"]) == ("vaga_alterada", "vaga_alterada", dica["termos_versao"]), r
    assert r.json["vaga"]["valor_centavos"] == 6000, r
    r = frila("candidatar", vaga, "--termos", ficha, conta="p")
    assert r.rc == 1, r
    assert "Os termos desta vaga mudaram" in r.out + r.err and "R$ 60,00" in r.out + r.err, r
    assert f"frila candidatar {vaga} --termos {dica['termos_versao']}" in r.out + r.err, r
    assert backend.psql(f"select count(*) from public.turnos where vaga_id = '{vaga}'") == "0"

    # Aceitando os termos novos (a ficha que a recusa trouxe): confirmada, nos termos que ela viu.
    r = frila("candidatar", vaga, "--termos", dica["termos_versao"], conta="p", json=True)
    assert r.rc == 0 and r.json["resultado"] == "confirmada", r
    assert backend.psql(f"select valor_acordado_centavos from public.turnos where vaga_id = '{vaga}'") == "6000"


def test_sem_ficha_o_cliente_antigo_segue_funcionando(api):
    """Cliente antigo (sem `termos_versao`): candidatar como antes."""
    e = elenco(api, n_profs=1, prefixo="semficha")
    vaga = e.publicar(horas=3)
    r = api.rpc("candidatar", {"vaga_id": vaga}, token=e.profs[0].token)
    assert r.status == 200 and r.json["resultado"] == "confirmada", r


def test_tui_mostra_os_termos_novos_e_pergunta_de_novo(backend, api, tela, tmp_path):
    """TUI: o feed mostra R$ 130; o contratante corta para R$ 60; `c` não confirma, abre "Termos novos" com R$ 60 e pergunta; "sim" confirma nos termos que ela acabou de ver."""
    e = elenco(api, n_profs=1, prefixo="cortetui")
    pro = e.profs[0]
    vaga = e.publicar(horas=2, duracao=4, valor=13000)
    e.no_feed(pro, vaga)
    nome = backend.psql(f"select x.nome from public.vagas v join public.estabelecimentos x on x.id = v.estabelecimento_id "
                        f"where v.id = '{vaga}'")
    # Sem o canal: ela toca antes de a tela dela saber da edição (com ele, a edição podia chegar
    # primeiro e o feed se refazer antes do c — uma corrida que este cenário não mede).
    t = tela("--api", backend.api_url, "--dados", tmp_path / "p",
             env={"FRILA_DICA_LOGIN": "e2e", "FRILA_SEM_TEMPO_REAL": "1"})
    t.wait_for(r"Tab troca de campo")
    t.literal(pro.email)
    t.comando("login", "trocarCampo")
    t.literal(pro.senha)
    t.comando("login", "entrar")
    t.wait_for(r"1 Feed", 15)
    t.wait_for(nome, 15)   # a única vaga do feed dela, já selecionada
    t.wait_for(r"R\$ 130,00", 5)

    e.rpc(e.dono, "editar_vaga", {"vaga_id": vaga, "valor_centavos": 6000, "refeicao": False})
    t.comando("feed", "candidatar")
    t.wait_for(r"Termos novos", 15)
    t.wait_for(r"R\$ 60,00", 5)
    assert backend.psql(f"select count(*) from public.turnos where vaga_id = '{vaga}'") == "0"
    t.comando("dialogoSimNao", "sim")
    t.wait_for(r"Confirmada!", 15)
    assert backend.psql(f"select valor_acordado_centavos from public.turnos where vaga_id = '{vaga}'") == "6000"
