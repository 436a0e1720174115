"""`frila perfil editar`: nome, WhatsApp, funções, ponto base (região do DF ou lat,lng) e
disponibilidade, só o que for dito; o perfil lido depois mostra o que mudou."""


def test_profissional_edita_o_perfil(frila, contas, api):
    """Tudo de uma vez; `frila perfil --json` devolve o novo; o WhatsApp novo é o que o contratante verá (RN10)."""
    c = contas.profissional(nome="Antes Nome")
    frila.login("p", c.email)
    r = frila("perfil", "editar", "--nome", "Depois Nome", "--whatsapp", "+55 61 91234-5678",
              "--funcoes", "garcom,bartender", "--base", "Taguatinga", "--disponivel", "nao", conta="p", json=True)
    assert r.rc == 0 and r.json["acao"] == "editar_perfil", r
    p = frila("perfil", conta="p", json=True).json
    assert p["nome"] == "Depois Nome" and p["disponivel"] is False, p
    assert sorted(p["funcoes"]) == ["bartender", "garcom"], p
    assert abs(p["base"]["lat"] - (-15.83)) < 0.05, p  # Taguatinga, não a Asa Sul do cadastro
    exp = api.rpc("exportar_meus_dados", token=c.token).json
    assert exp["conta"]["whatsapp"] == "+55 61 91234-5678"


def test_so_o_que_foi_dito_muda(frila, contas):
    """Só --nome: funções e disponibilidade ficam como estavam."""
    c = contas.profissional(funcoes=("cozinha",))
    frila.login("p", c.email)
    assert frila("perfil", "editar", "--nome", "Só O Nome", conta="p").rc == 0
    p = frila("perfil", conta="p", json=True).json
    assert p["nome"] == "Só O Nome" and p["funcoes"] == ["cozinha"] and p["disponivel"] is True, p


def test_entradas_ruins(frila, contas):
    """Sem campo, função desconhecida, lugar desconhecido: uso (2) com a frase; nome longo: o servidor recusa (1)."""
    c = contas.profissional()
    frila.login("p", c.email)
    assert frila("perfil", "editar", conta="p").rc == 2
    r = frila("perfil", "editar", "--funcoes", "astronauta", conta="p")
    assert r.rc == 2 and "Função desconhecida" in r.err, r
    r = frila("perfil", "editar", "--base", "Atlantida", conta="p")
    assert r.rc == 2 and "Ponto base inválido" in r.err, r
    r = frila("perfil", "editar", "--nome", "x" * 121, conta="p", json=True)
    assert r.rc == 1 and r.json["chave"] == "fora_do_limite", r


def test_contratante_nao_tem_funcoes(frila, contas):
    """RN25: funções são do profissional; o contratante muda o nome."""
    d = contas.contratante()
    frila.login("d", d.email)
    r = frila("perfil", "editar", "--funcoes", "garcom", conta="d", json=True)
    assert r.rc == 1 and r.json["chave"] == "perfil_incorreto", r
    assert frila("perfil", "editar", "--nome", "Dona Renomeada", conta="d").rc == 0
