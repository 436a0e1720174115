"""Ataque: entrar num estabelecimento com o e-mail que o administrador convidou, sem ser dona dele.

Antes: o "código" do convite era o id do estabelecimento (público) e o que decidia era o e-mail
da conta — que ninguém confirma com a confirmação de e-mail desligada (o padrão). Quem soubesse
o e-mail convidado criava a conta com ele e `data.convite` = id do estabelecimento, e entrava
como membro (administradora, se o convite fosse para isso). Agora o código é um segredo por
convite, que só quem convidou vê: com o id do estabelecimento, com códigos chutados, ou com o
código certo e outro e-mail, ninguém entra; com o código e o e-mail, entra."""
import uuid

from apoio.gestao import elenco

CHUTES = 20


def _cadastro(api, email, convite):
    return api.post("/auth/v1/signup", {"email": email, "password": "intrusa-4821",
                                        "data": {"perfil": "contratante", "nome": "Intrusa", "convite": convite}})


def test_email_convidado_sem_o_codigo_nao_entra(backend, api, contas):
    e = elenco(api, n_profs=0, prefixo="convsegredo")
    email = f"gerente.{uuid.uuid4().hex[:8]}@frila.test"
    r = api.rpc("convidar_membro", {"email": email, "papel": "administrador"}, token=e.dono.token)
    assert r.status == 200, r
    casa, codigo = r.json["estabelecimento_id"], r.json["codigo"]
    assert codigo != casa
    membros = lambda: int(backend.psql(f"select count(*) from public.membros where estabelecimento_id = '{casa}'"))

    entradas = 0
    # O ataque de antes: o e-mail convidado e o id público do estabelecimento.
    r = _cadastro(api, email, casa)
    entradas += r.status == 200
    assert r.status == 400 and r.json["code"] == "validation_failed", r
    # Códigos chutados (limitados): nenhum.
    for _ in range(CHUTES):
        r = _cadastro(api, email, str(uuid.uuid4()))
        entradas += r.status == 200
    # O código certo com outro e-mail (o código vazou): não.
    r = _cadastro(api, f"outra.{uuid.uuid4().hex[:8]}@frila.test", codigo)
    entradas += r.status == 200
    assert entradas == 0 and membros() == 1, entradas

    # A pessoa de verdade, com o código que recebeu e o e-mail convidado: entra como administradora.
    r = api.post("/auth/v1/signup", {"email": email, "password": "gerente-4821",
                                     "data": {"perfil": "contratante", "nome": "Gerente", "convite": codigo}})
    assert r.status == 200, r
    papel = backend.psql(f"select m.papel from public.membros m join public.contas c on c.id = m.conta_id where c.email = '{email}'")
    assert papel == "administrador" and membros() == 2
    print(f"convite: {2 + CHUTES} cadastros sem o código certo (id do estabelecimento, {CHUTES} chutes, código com outro e-mail), "
          f"{entradas} entraram; com o código e o e-mail, 1 entrou")


def test_conta_existente_nao_aceita_pelo_id_do_estabelecimento(backend, api, contas):
    e = elenco(api, n_profs=0, prefixo="convsegredo2")
    # Uma conta de contratante que saiu do seu estabelecimento (sem nenhum) e tem o e-mail convidado.
    outra = contas.contratante(nome="Conta Velha")
    backend.psql(f"delete from public.membros where conta_id = '{outra.id}'")
    r = api.rpc("convidar_membro", {"email": outra.email}, token=e.dono.token)
    casa, codigo = r.json["estabelecimento_id"], r.json["codigo"]
    r = api.rpc("aceitar_convite", {"codigo": casa}, token=outra.token)
    assert r.status == 404 and r.json["message"] == "sem_convite", r
    assert api.rpc("meus_convites", token=outra.token).json and codigo not in api.rpc("meus_convites", token=outra.token).texto
    r = api.rpc("aceitar_convite", {"codigo": codigo}, token=outra.token)
    assert r.status == 200 and r.json["papel"] == "operador" and r.json["estabelecimento"]["id"] == casa, r
    print("convite: conta com o e-mail convidado — pelo id do estabelecimento 404 sem_convite; com o código, entra")
