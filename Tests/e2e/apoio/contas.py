"""Fábrica de contas: signup pelo /auth/v1/signup, ou login nas do seed."""
import uuid
from dataclasses import dataclass, field

from .cliente import SENHA
from .documento import cnpj_novo


@dataclass
class Conta:
    email: str
    senha: str
    id: str
    sessao: dict = field(repr=False)

    @property
    def token(self):
        return self.sessao["access_token"]


class Contas:
    """Contas novas pelo /auth/v1/signup (e-mail único por chamada) ou as do seed por login."""

    def __init__(self, api):
        self.api = api

    def _email(self, prefixo):
        return f"{prefixo}.{uuid.uuid4().hex[:10]}@frila.test"

    def _criar(self, prefixo, dados, senha):
        email = self._email(prefixo)
        r = self.api.post("/auth/v1/signup", {"email": email, "password": senha, "data": dados})
        assert r.status == 200, f"signup de {email}: {r}"
        s = r.json
        return Conta(email, senha, s["user"]["id"], s)

    def profissional(self, nome="Profissional de Teste", funcoes=("garcom",), lat=-15.8143, lng=-47.8966,
                     prefixo="prof", senha=SENHA):
        return self._criar(prefixo, {"perfil": "profissional", "nome": nome, "funcoes": list(funcoes),
                                     "lat": lat, "lng": lng}, senha)

    def contratante(self, nome="Contratante de Teste", estabelecimento=None, prefixo="contr", senha=SENHA):
        est = estabelecimento or {"nome": f"Bar {uuid.uuid4().hex[:6]}", "endereco": "SCLS 405, Asa Sul",
                                  "lat": -15.8143, "lng": -47.8966, "documento": cnpj_novo()}
        return self._criar(prefixo, {"perfil": "contratante", "nome": nome, "estabelecimento": est}, senha)

    def existente(self, email, senha=SENHA):
        s = self.api.login(email, senha)
        return Conta(email, senha, s["user"]["id"], s)
