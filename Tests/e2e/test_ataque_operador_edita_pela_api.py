"""Ataque: a operadora é recusada ao editar a vaga na TUI e no `frila` (só o administrador edita),
mas chamava `editar_vaga` pela API crua e o servidor aceitava. Agora o servidor recusa com
so_administrador, como publicar e cancelar, e a vaga não muda; o administrador continua editando."""
import uuid

from apoio.cliente import SENHA
from apoio.gestao import elenco


def test_operadora_nao_edita_a_vaga_pela_api(backend, api):
    e = elenco(api, n_profs=0, prefixo="oper-api")
    vaga = e.publicar(horas=30)
    email = f"oper-api.{uuid.uuid4().hex[:8]}@frila.test"
    convite = e.rpc(e.dono, "convidar_membro", {"email": email}).json
    r = api.post("/auth/v1/signup", {"email": email, "password": SENHA,
                                     "data": {"perfil": "contratante", "nome": "Operadora", "convite": convite["codigo"]}})
    assert r.status == 200, r
    token = r.json["access_token"]
    assert api.rpc("membros_do_estabelecimento", {}, token=token).status == 200

    r = api.rpc("editar_vaga", {"vaga_id": vaga, "valor_centavos": 99900}, token=token)
    assert r.status == 403 and r.json["message"] == "so_administrador", r
    assert backend.psql(f"select valor_centavos from public.vagas where id = '{vaga}'") == "13000"
    assert e.rpc(e.dono, "editar_vaga", {"vaga_id": vaga, "valor_centavos": 14000}).status == 200
    assert backend.psql(f"select valor_centavos from public.vagas where id = '{vaga}'") == "14000"
