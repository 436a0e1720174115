"""CNPJ e CPF de teste: todo estabelecimento novo precisa de um documento válido e único."""
import random
import uuid


def _dv(digitos, cnpj):
    n = len(digitos)
    if cnpj:
        s = sum(int(d) * ((n - 1 - i) % 8 + 2) for i, d in enumerate(digitos))
    else:
        s = sum(int(d) * (n + 1 - i) for i, d in enumerate(digitos))
    return "0" if s % 11 < 2 else str(11 - s % 11)


def cnpj_novo():
    """14 dígitos com os verificadores certos, outro a cada chamada (a raiz é sorteada)."""
    base = f"{random.SystemRandom().randrange(10**8):08d}0001"
    base += _dv(base, True)
    return base + _dv(base, True)


def cpf_novo():
    base = f"{random.SystemRandom().randrange(10**9):09d}"
    base += _dv(base, False)
    return base + _dv(base, False)


def com_digito_errado(doc):
    """O mesmo documento com o último verificador trocado: inválido."""
    return doc[:-1] + str((int(doc[-1]) + 1) % 10)


def cadastro_de_sosia(api, nome, endereco, lat, lng, prefixo="sosia"):
    """Um contratante novo que tenta o estabelecimento `nome` em `endereco` (CNPJ válido e novo):
    devolve o e-mail e a resposta do signup."""
    email = f"{prefixo}.{uuid.uuid4().hex[:10]}@frila.test"
    r = api.post("/auth/v1/signup", {"email": email, "password": "frila123", "data": {
        "perfil": "contratante", "nome": "Sósia", "estabelecimento": {
            "nome": nome, "endereco": endereco, "lat": lat, "lng": lng, "documento": cnpj_novo()}}})
    return email, r
