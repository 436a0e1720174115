"""Um JWT sem `exp` numérico nunca venceria: é recusado em toda rota, mesmo assinado com
o segredo do backend (o gateway só aceita tokens com validade)."""
import base64
import hashlib
import hmac
import json


def _b64(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def _assinar(claims, segredo):
    corpo = _b64(b'{"alg":"HS256","typ":"JWT"}') + "." + _b64(json.dumps(claims).encode())
    return corpo + "." + _b64(hmac.new(segredo.encode(), corpo.encode(), hashlib.sha256).digest())


def test_token_sem_exp_e_recusado(backend, api, contas):
    """Sem exp, exp em texto, exp nulo: 403 bad_jwt no /auth/v1/user (como o GoTrue) e 401 nas RPCs (3 tokens × 2 rotas); com exp numérico, passa."""
    c = contas.profissional(prefixo="semexp")
    base = {"sub": c.id, "role": "authenticated", "aud": "authenticated", "email": c.email}
    for claims in (base, {**base, "exp": "4000000000"}, {**base, "exp": None}):
        t = _assinar(claims, backend.jwt_segredo)
        assert api.get("/auth/v1/user", token=t).status == 403, claims
        assert api.rpc("meu_perfil", token=t).status == 401, claims
    valido = _assinar({**base, "exp": 4_000_000_000}, backend.jwt_segredo)
    assert api.rpc("meu_perfil", token=valido).status == 200
