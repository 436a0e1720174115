"""Cliente HTTP mínimo (urllib) do dialeto Supabase que o frila-api fala."""
import json
import urllib.error
import urllib.request
from dataclasses import dataclass, field


@dataclass
class Resposta:
    status: int
    headers: dict = field(default_factory=dict)
    texto: str = ""

    @property
    def json(self):
        try:
            return json.loads(self.texto) if self.texto else None
        except ValueError:
            return None

    def __repr__(self):
        return f"Resposta({self.status}, {self.texto[:300]!r})"


class Api:
    """`api.rpc("meus_turnos", {}, token=t)`; sem token vai só a apikey (papel anon)."""

    def __init__(self, base, anon_key):
        self.base, self.anon_key = base.rstrip("/"), anon_key

    def pedir(self, metodo, caminho, corpo=None, token=None, headers=None, timeout=20):
        cab = {"apikey": self.anon_key, "Content-Type": "application/json"}
        if token:
            cab["Authorization"] = f"Bearer {token}"
        cab.update(headers or {})
        dados = None
        if corpo is not None:
            dados = corpo if isinstance(corpo, bytes) else json.dumps(corpo).encode()
        req = urllib.request.Request(self.base + caminho, data=dados, method=metodo, headers=cab)
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                return Resposta(r.status, dict(r.headers), r.read().decode("utf-8", "replace"))
        except urllib.error.HTTPError as e:
            return Resposta(e.code, dict(e.headers), e.read().decode("utf-8", "replace"))

    def get(self, caminho, token=None, **kw):
        return self.pedir("GET", caminho, token=token, **kw)

    def post(self, caminho, corpo=None, token=None, **kw):
        return self.pedir("POST", caminho, {} if corpo is None else corpo, token=token, **kw)

    def rpc(self, nome, args=None, token=None, **kw):
        return self.post(f"/rest/v1/rpc/{nome}", args or {}, token=token, **kw)

    def login(self, email, senha):
        """Sessão (dict do GoTrue) por e-mail e senha; falha o teste se não for 200."""
        r = self.post("/auth/v1/token?grant_type=password", {"email": email, "password": senha})
        assert r.status == 200, f"login de {email}: {r}"
        return r.json
