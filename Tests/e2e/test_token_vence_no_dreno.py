"""O token de acesso vence no meio do dreno: um 401, uma renovação, e o dreno segue em ordem."""
import base64
import hashlib
import hmac
import json
import os
import time

from apoio.cliente import enfileirar_lote
from conftest import POSICAO_BAR


def _b64(dados):
    return base64.urlsafe_b64encode(dados).rstrip(b"=").decode()


def _dec(s):
    return json.loads(base64.urlsafe_b64decode(s + "=" * (-len(s) % 4)))


def _token_que_vence_ja(token, segredo):
    """O mesmo token, assinado com o segredo local, vencendo em ~2 s (o gateway tolera 30 s)."""
    cab, claims, _ = token.split(".")
    c = _dec(claims)
    c["exp"] = int(time.time()) - 28
    corpo = _b64(json.dumps(_dec(cab), separators=(",", ":")).encode()) + "." + \
        _b64(json.dumps(c, separators=(",", ":")).encode())
    return corpo + "." + _b64(hmac.new(segredo.encode(), corpo.encode(), hashlib.sha256).digest())


def test_token_vencido_no_dreno_renova_uma_vez(backend, contas, frila, proxy):
    """40 ações, token vencendo no meio: exatamente um 401 e uma renovação no log do gateway; tudo aplicado uma vez; credencial 0600."""
    c = contas.profissional(prefixo="token")
    # Nas últimas 24 h (toque mais antigo é recusado); já terminados e fechados: check-in manual.
    lote = backend.turnos_recentes(c.email, 20)
    backend.fechar_turnos_terminados()
    frila.login("t", c.email)
    frila("turnos", conta="t")
    assert enfileirar_lote(frila, "t", lote, POSICAO_BAR)
    arq = frila.dados("t") / "credencial.json"
    cred = json.loads(arq.read_text())
    cred["tokenDeAcesso"] = _token_que_vence_ja(cred["tokenDeAcesso"], backend.jwt_segredo)
    arq.write_text(json.dumps(cred))

    proxy.modo("atraso", atraso_ms=100)  # 40 ações ≥ 4 s: o token vence no meio
    ja = len(backend.linhas_do_log())
    r = frila("sincronizar", "--ate-esvaziar", "--timeout", "60", conta="t", api=proxy.url)
    novo = backend.linhas_do_log()[ja:]
    renovacoes = [l for l in novo if "POST /auth/v1/token 200" in l]
    recusas = [l for l in novo if "rpc/fazer_" in l and " 401" in l]
    assert r.rc == 0, r
    assert (len(renovacoes), len(recusas)) == (1, 1), "\n".join(novo[-20:])
    assert backend.aplicados_do_lote(c.email, "manual") == 20
    assert oct(os.stat(arq).st_mode & 0o777) == "0o600"
