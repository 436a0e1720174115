"""Ataque: o convite ao e-mail de uma conta de profissional ficava pendente para sempre (o
perfil não muda), e `frila cadastro --perfil profissional --convite X` ignorava o convite
calado. Agora o convite é recusado na hora, o cadastro é recusado com o motivo, e todo convite
diz o estado e vence em 7 dias (aqui o tempo passa mudando a data do convite no banco; o
relógio fixo está no pgTAP)."""
import uuid

from apoio.cliente import SENHA
from apoio.gestao import elenco


def test_convite_a_profissional_e_convite_vencido(banco_novo, api, frila):
    e = elenco(api, n_profs=1, prefixo="convite-prof")
    prof = e.profs[0]
    frila.login("dono", e.dono.email)

    # Convidar o e-mail de uma profissional: recusado na hora, nada pendente.
    r = frila("convidar", prof.email, conta="dono", json=True)
    assert r.rc == 1 and r.json["chave"] == "email_de_profissional" and "profissional" in r.err, r
    assert frila("membros", conta="dono", json=True).json["convites"] == []

    # Cadastro de profissional com convite: recusado antes de pedir a senha, nenhuma conta criada.
    email = f"nova.{uuid.uuid4().hex[:8]}@frila.test"
    codigo = frila("convidar", email, conta="dono", json=True).json["codigo"]
    r = frila("cadastro", "--perfil", "profissional", "--nome", "Nova Pro", "--email", email, "--funcoes", "garcom",
              "--base", "Asa Sul", "--convite", codigo, conta="nova", json=True, entrada=SENHA + "\n")
    assert r.rc == 2 and [p["campo"] for p in r.json["problemas"]] == ["convite"], r
    assert "contratante" in r.err, r
    assert banco_novo.psql(f"select count(*) from auth.users where email = '{email}'") == "0"

    # O convite diz o estado e até quando vale; oito dias depois, venceu.
    c = frila("membros", conta="dono", json=True).json["convites"]
    assert [(x["email"], x["estado"]) for x in c] == [(email, "pendente")] and c[0]["vence_em"], c
    assert "vale até" in frila("membros", conta="dono").out
    banco_novo.psql(f"update public.convites set em = em - interval '8 days' where email = '{email}'")
    c = frila("membros", conta="dono", json=True).json["convites"]
    assert [x["estado"] for x in c] == ["vencido"], c
    assert "convite vencido" in frila("membros", conta="dono").out
    r = frila("cadastro", "--perfil", "contratante", "--nome", "Nova", "--email", email, "--convite", codigo,
              conta="nova", json=True, entrada=SENHA + "\n")
    assert r.rc == 1 and "venceu" in r.json["mensagem"], r
    # Convidar de novo renova, com outro código: o antigo não vale mais.
    novo = frila("convidar", email, conta="dono", json=True)
    assert novo.rc == 0 and novo.json["codigo"] != codigo, novo
    r = frila("cadastro", "--perfil", "contratante", "--nome", "Nova", "--email", email, "--convite", codigo,
              conta="nova", json=True, entrada=SENHA + "\n")
    assert r.rc == 1 and "código" in r.json["mensagem"], r
    r = frila("cadastro", "--perfil", "contratante", "--nome", "Nova", "--email", email, "--convite", novo.json["codigo"],
              conta="nova", json=True, entrada=SENHA + "\n")
    assert r.rc == 0, r
