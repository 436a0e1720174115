"""Ataque: um estabelecimento sem identidade. Antes: um contratante novo se cadastrava sem CNPJ
(ou com um número qualquer) e o estabelecimento dele não tinha documento. Agora: sem documento,
com dígito verificador errado ou com o CNPJ de outro, o cadastro é recusado com o motivo — pelo
comando sem tela (antes da rede, campo a campo, saída 2), pela API direto (o SQL recusa, 400) e
na TUI (o campo CNPJ ou CPF marcado, com a frase); as contas de antes continuam entrando."""
import uuid

import pytest

from apoio.cadastro import SENHA_NOVA, abrir_no_login, email_novo, preencher
from apoio.documento import cnpj_novo, com_digito_errado, cpf_novo

pytestmark = [pytest.mark.rn25]


def _cadastro(frila, conta, documento=None, **kw):
    args = ["cadastro", "--perfil", "contratante", "--nome", "Dona Nova", "--email", email_novo(conta),
            "--estabelecimento", kw.get("estabelecimento", f"Bar {uuid.uuid4().hex[:6]}"), "--endereco", "SCLS 405, Asa Sul"]
    if documento is not None:
        args += ["--documento", documento]
    return frila(*args, conta=conta, json=True, entrada=SENHA_NOVA + "\n")


def test_sem_documento_ou_com_documento_ruim_recusado_no_comando(backend, frila):
    """Sem --documento, com 13 dígitos, com o verificador errado: saída 2 com a frase do campo, nada no banco."""
    antes = backend.psql("select count(*) from public.estabelecimentos")
    casos = [(None, "Informe o CNPJ"), ("1234567800019", "14 dígitos"),
             (com_digito_errado(cnpj_novo()), "CNPJ inválido: os dígitos verificadores"),
             (com_digito_errado(cpf_novo()), "CPF inválido: os dígitos verificadores")]
    for doc, frase in casos:
        r = _cadastro(frila, "ruim", doc)
        assert r.rc == 2, (doc, r)
        assert [p["campo"] for p in r.json["problemas"]] == ["documento"] and frase in r.json["problemas"][0]["mensagem"], (doc, r)
        assert f"--documento: " in r.err and frase in r.err, (doc, r)
    assert backend.psql("select count(*) from public.estabelecimentos") == antes
    # O válido entra (com pontuação ou CPF), e o banco guarda só os dígitos.
    doc = cnpj_novo()
    r = _cadastro(frila, "boa", f"{doc[:2]}.{doc[2:5]}.{doc[5:8]}/{doc[8:12]}-{doc[12:]}")
    assert r.rc == 0, r
    assert backend.psql(f"select count(*) from public.estabelecimentos where documento = '{doc}'") == "1"
    assert _cadastro(frila, "cpf", cpf_novo()).rc == 0
    # O CNPJ de outro: o servidor recusa com a frase (1), sem criar a conta.
    r = _cadastro(frila, "copia", doc)
    assert r.rc == 1 and "Já existe um estabelecimento com este CNPJ/CPF" in r.json["mensagem"], r


def test_api_direto_sem_documento_recusada_pelo_sql(backend, api, contas):
    """Quem pula o cliente e chama /auth/v1/signup sem documento (ou com um inválido) recebe 400 com a frase; as contas antigas entram."""
    for est_extra, frase in (({}, "Informe o CNPJ do estabelecimento"), ({"documento": "   "}, "Informe o CNPJ"),
                             ({"documento": "11.222.333/0001-82"}, "inválido")):
        email = f"semdoc.{uuid.uuid4().hex[:8]}@frila.test"
        est = {"nome": f"Bar {uuid.uuid4().hex[:6]}", "endereco": "SCLS 405, Asa Sul", "lat": -15.81, "lng": -47.89, **est_extra}
        r = api.post("/auth/v1/signup", {"email": email, "password": "frila123",
                                         "data": {"perfil": "contratante", "nome": "Sem Doc", "estabelecimento": est}})
        assert r.status == 400 and r.json["code"] == "validation_failed" and frase in r.json["message"], (est_extra, r)
        assert backend.psql(f"select count(*) from auth.users where email = '{email}'") == "0"
    # Um estabelecimento de antes, sem documento, continua funcionando: a conta entra e lê o perfil.
    dono = contas.contratante()
    backend.psql(f"update public.estabelecimentos e set documento = null from public.membros m "
                 f"where m.estabelecimento_id = e.id and m.conta_id = '{dono.id}'")
    antigo = contas.existente(dono.email)
    assert api.rpc("meu_perfil", {}, token=antigo.token).status == 200


def test_tui_documento_invalido_marca_o_campo(backend, tela, tmp_path):
    """Na TUI: CNPJ com o verificador errado não sai para a rede; o campo fica marcado com a frase; corrigido, a conta é criada."""
    email = email_novo("doc.tui")
    doc = cnpj_novo()
    t = abrir_no_login(tela, backend, tmp_path / "doc")
    preencher(t, "contratante", "Dona da Tela", email, SENHA_NOVA, "Bar do CNPJ", com_digito_errado(doc), "SCLS 405, Asa Sul")
    t.comando("cadastro", "criarConta")
    t.wait_for(r"CNPJ inválido: os dígitos verificadores não conferem", 10)
    t.wait_for(r"! CNPJ ou CPF", 5)
    t.guardar("cadastro-cnpj-invalido")
    assert backend.psql(f"select count(*) from auth.users where email = '{email}'") == "0"
    t.comando("cadastro", "apagar")
    t.literal(doc[-1])
    t.comando("cadastro", "criarConta")
    t.wait_for(r"1 Acomp", 15)
    assert backend.psql(f"select e.documento from public.estabelecimentos e join public.membros m on m.estabelecimento_id = e.id "
                        f"join auth.users u on u.id = m.conta_id where u.email = '{email}'") == doc
    t.comando("acompanhamento", "sair")
    t.esperar_saida(0)
