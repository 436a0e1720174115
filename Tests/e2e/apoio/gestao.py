"""Apoio dos cenários de listas e gestão: um contratante e profissionais num ponto só deles
(longe de Brasília, para o seed e os outros cenários não receberem as vagas), publicar e
chamar RPCs conferindo o status."""
import random
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from .cliente import SENHA
from .contas import Conta
from .documento import cnpj_novo
from .espera import esperar


def iso(horas):
    return (datetime.now(timezone.utc) + timedelta(hours=horas)).strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass
class Elenco:
    api: object
    dono: Conta
    profs: list
    lat: float
    lng: float

    def rpc(self, conta, nome, args=None, status=(200, 204)):
        r = self.api.rpc(nome, args or {}, token=conta.token)
        assert r.status in status, f"{nome}: {r}"
        return r

    def publicar(self, horas, modo="urgencia", posicoes=1, duracao=4, valor=13000):
        r = self.rpc(self.dono, "publicar_vaga", {
            "funcao": "garcom", "inicio": iso(horas), "fim": iso(horas + duracao), "valor_centavos": valor,
            "refeicao": True, "transporte": False, "exige_material_proprio": False, "modo": modo,
            "posicoes": posicoes, "endereco": "Rua do Teste, Centro", "lat": self.lat, "lng": self.lng})
        return r.json["vaga_id"]

    def no_feed(self, prof, vaga_id, segundos=30):
        """Espera a vaga aparecer no feed de `prof` (o agendador do gateway despacha)."""
        return esperar(lambda: [v for v in self.rpc(prof, "feed_vagas").json if v["vaga_id"] == vaga_id],
                       segundos, f"a vaga {vaga_id} no feed", ultimo=lambda: self.rpc(prof, "feed_vagas").json)

    def avisos(self, conta, desde=None):
        args = {"desde": desde} if desde else {}
        return [n for n in self.rpc(conta, "minhas_notificacoes", args).json if n.get("tipo") != "vaga"]


def _signup(api, prefixo, dados):
    email = f"{prefixo}.{uuid.uuid4().hex[:10]}@frila.test"
    r = api.post("/auth/v1/signup", {"email": email, "password": SENHA, "data": dados})
    assert r.status == 200, f"signup de {email}: {r}"
    return Conta(email, SENHA, r.json["user"]["id"], r.json)


def elenco(api, n_profs=1, prefixo="gestao"):
    """Um contratante (com WhatsApp) e N profissionais garçons no mesmo ponto, num lugar sorteado
    no interior do Pará (nenhuma outra conta da suíte fica a menos de 15 km)."""
    lat, lng = -3.0 + random.uniform(-1.5, 1.5), -52.0 + random.uniform(-1.5, 1.5)
    dono = _signup(api, f"{prefixo}-dono", {
        "perfil": "contratante", "nome": "Dona do Teste", "whatsapp": "+55 61 98888-7777",
        "estabelecimento": {"nome": f"Bar {uuid.uuid4().hex[:6]}", "endereco": "Rua do Teste, Centro", "lat": lat, "lng": lng,
                            "documento": cnpj_novo()}})
    profs = [_signup(api, f"{prefixo}-prof{i}", {
        "perfil": "profissional", "nome": f"Profissional {i}", "funcoes": ["garcom"], "whatsapp": f"+55 61 99999-000{i}",
        "lat": lat + 0.001 * i, "lng": lng}) for i in range(n_profs)]
    return Elenco(api, dono, profs, lat, lng)
