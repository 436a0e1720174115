"""Ataque: o endereço de outro escrito de outro jeito. "CLS 405 Bloco B Loja 12, Asa Sul" (o do
Bar do Cerrado do seed) com pontuação, espaços, caixa, acento, abreviações ("Bl.", "Lj") ou a
cidade a mais, e um nome quase igual, passava como outro estabelecimento. Agora o endereço é
comparado na forma canônica e a recusa diz para pedir um convite ao administrador; outro
negócio com outro nome no mesmo endereço continua entrando."""
import uuid

from apoio.cliente import SENHA
from apoio.documento import cnpj_novo

PARECIDOS = [
    ("Bar do Cerrado", "CLS 405 Bl. B, Lj 12, Asa Sul, Brasília"),
    ("BAR DO CERRADO", "cls 405  bloco b   loja 12 - asa sul - brasilia/DF"),
    ("Bar do Cerrado 2", "CLS 405, Bl B, Lj12, Asa Sul"),
    ("Bár do Cerrado", "CLS-405 BL B LJ 12 ASA SUL"),
]


def _cadastro(frila, nome, endereco, conta):
    email = f"sosia.{uuid.uuid4().hex[:8]}@frila.test"
    r = frila("cadastro", "--perfil", "contratante", "--nome", "Sósia", "--email", email, "--estabelecimento", nome,
              "--documento", cnpj_novo(), "--endereco", endereco, "--base", "Asa Sul", conta=conta, json=True,
              entrada=SENHA + "\n")
    return email, r


def test_endereco_escrito_de_outro_jeito_nao_vira_outro_estabelecimento(backend, frila):
    antes = backend.psql("select count(*) from public.estabelecimentos")
    for i, (nome, endereco) in enumerate(PARECIDOS):
        email, r = _cadastro(frila, nome, endereco, f"sosia{i}")
        assert r.rc == 1, (nome, endereco, r)
        assert "Bar do Cerrado" in r.json["mensagem"] and "convite" in r.json["mensagem"], r
        assert backend.psql(f"select count(*) from auth.users where email = '{email}'") == "0"
    assert backend.psql("select count(*) from public.estabelecimentos") == antes, "nenhum estabelecimento novo"

    # Outro negócio (outro nome) na mesma galeria entra.
    _, r = _cadastro(frila, f"Sushi {uuid.uuid4().hex[:5]}", "CLS 405 Bloco B Loja 12, Asa Sul", "vizinho")
    assert r.rc == 0, r
