"""Um e-mail no campo do nome ("ana@frila.dev") é recusado: no `frila cadastro` e no `frila
perfil editar` antes da rede, e no banco (criar_conta_do_usuario, editar_perfil) para quem
chama a API direto."""
import uuid

from apoio.cadastro import SENHA_NOVA
from apoio.cliente import SENHA

FRASE = "não o e-mail"


def test_cadastro_e_edicao_recusam_email_como_nome(api, contas, frila):
    """cadastro --nome e-mail: saída 2, nada criado; perfil editar --nome e-mail: recusado; a API direto: 4xx com a mesma frase."""
    email = f"nomeemail-{uuid.uuid4().hex[:8]}@exemplo.com"
    r = frila("cadastro", "--perfil", "profissional", "--nome", email, "--email", email, "--funcoes", "garcom",
              "--base", "Asa Sul", conta="n", entrada=SENHA_NOVA + "\n")
    assert r.rc == 2 and FRASE in r.err, r
    r = api.post("/auth/v1/token?grant_type=password", {"email": email, "password": SENHA_NOVA})
    assert r.status != 200, "nada foi criado"

    # Direto na API (sem o cliente): o gatilho do cadastro recusa.
    r = api.post("/auth/v1/signup", {"email": f"x{email}", "password": SENHA,
                                     "data": {"perfil": "profissional", "nome": "ana@frila.dev", "funcoes": ["garcom"],
                                              "lat": -15.81, "lng": -47.89}})
    assert r.status >= 400 and FRASE in str(r.json), r

    p = contas.profissional(prefixo="nomeemail")
    frila.login("p", p.email)
    r = frila("perfil", "editar", "--nome", "ana@frila.dev", conta="p")
    assert r.rc != 0 and FRASE in r.err, r
    r = api.rpc("editar_perfil", {"nome": "ana@frila.dev"}, token=p.token)
    assert r.status == 422 and r.json["message"] == "nome_e_email", r
    r = api.rpc("editar_perfil", {"nome": "Ana Souza"}, token=p.token)
    assert r.status == 200, "um nome de verdade passa"
