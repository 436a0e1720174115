"""Ataque: uma pessoa administrava dois estabelecimentos aceitando um convite, sem escolha e
sem saber por qual agia. Regra: uma conta age por um estabelecimento só; aceitar o convite de
outro sendo membro de um é recusado com o nome de onde sair; quem sai (sozinho) aceita. O
perfil diz o estabelecimento e o papel."""
from apoio.gestao import elenco


def test_aceitar_convite_sendo_membro_de_outro(banco_novo, api, frila):
    a = elenco(api, n_profs=0, prefixo="dois-a")
    b = elenco(api, n_profs=0, prefixo="dois-b")
    frila.login("a", a.dono.email)
    frila.login("b", b.dono.email)
    nome_b = frila("perfil", conta="b", json=True).json["estabelecimento"]["nome"]
    codigo = frila("convidar", b.dono.email, "--papel", "administrador", conta="a", json=True).json["codigo"]

    r = frila("aceitar-convite", codigo, conta="b", json=True)
    assert r.rc == 1 and r.json["chave"] == "membro_de_outro", r
    assert f"Você já é membro de {nome_b}" in r.err and f"Saia de {nome_b}" in r.err, r
    assert banco_novo.psql(f"select count(*) from public.membros where conta_id = '{b.dono.id}'") == "1"
    p = frila("perfil", conta="b")
    assert f"Estabelecimento: {nome_b} · você é administrador" in p.out, p

    # O único administrador não sai (o estabelecimento ficaria sem ninguém para gerir).
    r = frila("membros", "remover", b.dono.id, conta="b", json=True)
    assert r.rc == 1 and r.json["chave"] == "ultimo_administrador", r
    assert "Você é o único administrador: convide outro administrador antes de sair." in r.err, r
    # Um operador de B sai sozinho e aí aceita o convite de A.
    import uuid
    from apoio.cliente import SENHA
    email = f"op.{uuid.uuid4().hex[:8]}@frila.test"
    cod_b = frila("convidar", email, conta="b", json=True).json["codigo"]
    assert frila("cadastro", "--perfil", "contratante", "--nome", "Op", "--email", email, "--convite", cod_b,
                 conta="op", json=True, entrada=SENHA + "\n").rc == 0
    conv_a = frila("convidar", email, conta="a", json=True).json
    r = frila("aceitar-convite", conv_a["codigo"], conta="op", json=True)
    assert r.rc == 1 and r.json["chave"] == "membro_de_outro", r
    eu = frila("perfil", conta="op", json=True).json["conta_id"]
    r = frila("membros", "remover", eu, conta="op", json=True)
    assert r.rc == 0, r
    r = frila("aceitar-convite", conv_a["codigo"], conta="op", json=True)
    assert r.rc == 0, r
    est = frila("perfil", conta="op", json=True).json["estabelecimento"]
    assert est["id"] == conv_a["estabelecimento_id"] and est["papel"] == "operador", est
