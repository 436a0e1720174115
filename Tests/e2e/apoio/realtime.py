"""Apoio dos cenários do Realtime: a política de realtime.messages e o disparo pelo banco."""
import json

# A mesma política que a migration do outro lado cria (cada conta lê só o próprio canal).
# Criada só se o banco ainda não tem nenhuma política de leitura em realtime.messages.
POLITICA = """
do $$ begin
  if not exists (select 1 from pg_policies where schemaname = 'realtime' and tablename = 'messages'
                 and cmd in ('SELECT', 'ALL')) then
    create policy conta_le_o_proprio_canal on realtime.messages for select to authenticated
      using (realtime.topic() = 'conta:' || (select auth.uid())::text and extension = 'broadcast');
  end if;
end $$;
"""


def garantir_politica(backend):
    backend.psql(POLITICA)


def enviar(backend, topico, evento="aviso", payload=None, privado=True):
    """`select realtime.send(...)` como postgres (o caminho dos gatilhos security definer)."""
    p = json.dumps(payload if payload is not None else {"id": "1", "tipo": "teste"}).replace("'", "''")
    backend.psql(f"select realtime.send('{p}'::jsonb, '{evento}', '{topico}', {'true' if privado else 'false'})")


def canal(conta):
    return f"conta:{conta.id}"


def _b64(b):
    import base64
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def token_com_exp(backend, token, exp):
    """O mesmo token (mesma conta e sessão) com outro `exp`, assinado com o segredo do backend."""
    import base64
    import hashlib
    import hmac
    corpo = token.split(".")[1]
    claims = json.loads(base64.urlsafe_b64decode(corpo + "=" * (-len(corpo) % 4)))
    claims["exp"] = int(exp)
    cab = _b64(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    meio = _b64(json.dumps(claims, separators=(",", ":")).encode())
    assinatura = hmac.new(backend.jwt_segredo.encode(), f"{cab}.{meio}".encode(), hashlib.sha256).digest()
    return f"{cab}.{meio}.{_b64(assinatura)}"


def sem_id(corpo):
    """O corpo de um broadcast sem o `id` que o realtime.send põe (como o de um projeto real)."""
    assert isinstance(corpo.get("id"), str) and len(corpo["id"]) == 36, corpo
    return {k: v for k, v in corpo.items() if k != "id"}
