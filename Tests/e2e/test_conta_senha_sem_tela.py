"""`frila senha`: a senha nova vem da entrada padrão (nunca da linha de comando), com a política
do cadastro; vale já, a antiga não entra mais, e as outras sessões da conta são encerradas."""
from apoio.cliente import SENHA


def test_troca_a_senha_e_encerra_as_outras_sessoes(frila, api, contas):
    """Senha nova pela entrada: saída 0; a antiga é recusada, a nova entra; a outra sessão sai (4), esta continua."""
    c = contas.profissional(nome="Senha Nova")
    frila.login("aqui", c.email)
    frila.login("ali", c.email)
    r = frila("senha", conta="aqui", entrada="senha-trocada-9\n", json=True)
    assert r.rc == 0 and r.json["acao"] == "trocar_senha" and r.json["estado"] == "enviada", r
    assert "senha-trocada-9" not in r.out + r.err
    assert api.post("/auth/v1/token?grant_type=password", {"email": c.email, "password": SENHA}).status == 400
    assert api.post("/auth/v1/token?grant_type=password", {"email": c.email, "password": "senha-trocada-9"}).status == 200
    assert frila("perfil", conta="aqui").rc == 0, "quem trocou continua dentro"
    assert frila("perfil", conta="ali").rc == 4, "a outra sessão foi encerrada: frila login de novo"


def test_senha_fraca_vazia_ou_na_linha_de_comando(frila, contas):
    """Curta ou vazia: recusada antes da rede (saída 1, `invalida`); --senha na linha: uso (2), nada muda."""
    c = contas.profissional()
    frila.login("p", c.email)
    curta = frila("senha", conta="p", entrada="123\n", json=True)
    assert curta.rc == 1 and curta.json["estado"] == "invalida" and "pelo menos 6" in curta.err, curta
    vazia = frila("senha", conta="p", entrada="\n")
    assert vazia.rc == 1 and "Informe a senha nova." in vazia.err, vazia
    na_linha = frila("senha", "--senha", "outra-senha-1", conta="p")
    assert na_linha.rc == 2, na_linha
    assert frila("senha", conta="sem-sessao", entrada="senha-boa-1\n").rc == 4


def test_igual_a_atual_e_a_recusa_do_servidor(frila, contas):
    """A mesma senha: o GoTrue recusa (same_password); saída 1 com a frase do servidor."""
    c = contas.profissional()
    frila.login("p", c.email)
    r = frila("senha", conta="p", entrada=SENHA + "\n", json=True)
    assert r.rc == 1 and r.json["chave"] == "same_password" and "diferente da atual" in r.err, r
