"""RF26 no estabelecimento, pelos comandos sem tela: a profissional bloqueia a operadora do bar
(não quem publica); a vaga que o administrador publica não chega a ela, e ela nem se candidata,
enquanto outra profissional no mesmo lugar recebe a vaga."""
import uuid

from apoio.gestao import elenco

SENHA_NOVA = "operadora-bloqueada-5530"


def test_bloquear_a_operadora_tira_o_estabelecimento_inteiro(banco_novo, api, frila):
    e = elenco(api, n_profs=2, prefixo="rf26-membro")
    bloqueia, controle = e.profs
    frila.login("dono", e.dono.email)
    frila.login("bloqueia", bloqueia.email)
    frila.login("controle", controle.email)
    email = f"operadora.{uuid.uuid4().hex[:8]}@frila.test"
    codigo = frila("convidar", email, conta="dono", json=True).json["codigo"]
    r = frila("cadastro", "--perfil", "contratante", "--nome", "Operadora", "--email", email, "--convite", codigo,
              conta="oper", json=True, entrada=SENHA_NOVA + "\n")
    assert r.rc == 0, r
    oper = next(m for m in frila("membros", conta="dono", json=True).json["membros"] if m["email"] == email)
    assert oper["papel"] == "operador"

    r = frila("bloquear", oper["conta_id"], conta="bloqueia", json=True)
    assert r.rc == 0, r

    vaga = e.publicar(horas=30)
    e.no_feed(controle, vaga)  # o despacho já passou por quem está no mesmo lugar
    ficha = next(v["termos_versao"] for v in frila("vagas", conta="controle", json=True).json if v["vaga_id"] == vaga)
    assert vaga not in [v["vaga_id"] for v in frila("vagas", conta="bloqueia", json=True).json], \
        "a vaga do administrador não chega a quem bloqueou a operadora"
    r = frila("candidatar", vaga, "--termos", ficha, conta="bloqueia", json=True)  # a ficha de quem vê a vaga
    assert r.rc == 1 and r.json["resultado"] == "inelegivel", r
    # O bloqueio fica com o estabelecimento da operadora (é o que a lista mostra e o que se desbloqueia).
    estab = frila("membros", conta="dono", json=True).json["estabelecimento_id"]
    b = frila("bloqueios", conta="bloqueia", json=True).json
    assert [(x["conta_id"], x["estabelecimento"]["id"]) for x in b] == [(estab, estab)], b
