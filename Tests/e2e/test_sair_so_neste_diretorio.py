"""`frila sair` encerra só a sessão daquele --dados (logout scope=local, como o diálogo
"Sair da conta neste computador?" diz); a mesma conta em outro diretório continua entrando.
`frila sair --todos` encerra todas (scope=global)."""


def test_sair_nao_derruba_a_outra_sessao_da_conta(api, contas, frila):
    """Duas sessões da mesma conta em dois diretórios: sair de uma deixa a outra responder 0."""
    c = contas.profissional(prefixo="sairlocal")
    frila.login("a", c.email)
    frila.login("b", c.email)
    token_a = frila.credencial("a")["tokenDeAcesso"]
    token_b = frila.credencial("b")["tokenDeAcesso"]
    r = frila("sair", conta="a")
    assert r.rc == 0, r
    assert api.rpc("meu_perfil", token=token_a).status == 401, "a sessão que saiu acabou no servidor"
    assert api.rpc("meu_perfil", token=token_b).status == 200, "a outra sessão segue"
    r = frila("perfil", conta="b")
    assert r.rc == 0, r


def test_sair_todos_encerra_todas_e_diz(api, contas, frila):
    """--todos: as duas sessões acabam e a saída diz que foram todas."""
    c = contas.profissional(prefixo="sairtodos")
    frila.login("a", c.email)
    frila.login("b", c.email)
    token_b = frila.credencial("b")["tokenDeAcesso"]
    r = frila("sair", "--todos", conta="a")
    assert r.rc == 0, r
    assert "Todas as sessões desta conta foram encerradas" in r.err, r
    assert api.rpc("meu_perfil", token=token_b).status == 401
    r = frila("perfil", conta="b")
    assert r.rc == 4, r


def test_ajuda_do_sair_diz_o_alcance(frila):
    """`frila sair --help` diz que só este diretório sai e que --todos encerra todas."""
    r = frila("sair", "--help")
    assert r.rc == 0, r
    assert "--todos" in r.out and "continuam" in r.out, r
