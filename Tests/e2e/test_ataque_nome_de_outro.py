"""Ataque: o nome de outro estabelecimento.

Antes: um contratante novo se cadastrava como "Bar do Cerrado" no endereço exato do Bar do
Cerrado do seed (também com largura zero, "о" cirílico ou inversão de direção) e era aceito;
as vagas dele saíam como "Bar do Cerrado" no feed. Agora: nome no mesmo endereço, comparado
sem acento, caixa e pontuação, é recusado no cadastro (400 validation_failed com a frase),
assim como CNPJ com dígito errado ou já usado; uma segunda pessoa do Bar do Cerrado entra como
membro convidada pelo administrador, e o operador não convida ninguém."""
import random
import uuid

from apoio.documento import cnpj_novo

LAT, LNG = -15.8143, -47.8966
ENDERECO_REAL = "CLS 405 Bloco B Loja 12, Asa Sul"


def _signup(api, dados):
    email = f"sosia.{uuid.uuid4().hex[:10]}@frila.test"
    return email, api.post("/auth/v1/signup", {"email": email, "password": "frila123", "data": dados})


def _contratante(nome_estab, endereco=ENDERECO_REAL, **extra):
    # Com um CNPJ válido e novo: a recusa é pelo nome, não pela falta do documento.
    est = {"nome": nome_estab, "endereco": endereco, "lat": LAT, "lng": LNG, "documento": cnpj_novo()}
    est.update(extra)
    return {"perfil": "contratante", "nome": "Sósia", "estabelecimento": est}


def test_ninguem_se_cadastra_com_o_nome_de_outro_no_mesmo_endereco(backend, api):
    """Sete variações do "Bar do Cerrado" no endereço dele e dois CNPJs ruins: nove recusas, nenhuma conta nova."""
    antes = backend.psql("select count(*) from public.estabelecimentos")
    tentativas = [
        _contratante("Bar do Cerrado"),
        _contratante("BAR DO CERRADO", "cls 405 bloco b, loja 12 - asa sul"),
        _contratante("Bár dó Cérrado"),
        _contratante("Bar do\u200b Cerrado"),
        _contratante("Bar d\u043e Cerrado"),
        _contratante("\u202eBar do Cerrado"),
        _contratante("Ｂａｒ ｄｏ Ｃｅｒｒａｄｏ"),
        _contratante("Bar Novo do Lago", "SHIS QI 5, Lago Sul", documento="11.222.333/0001-82"),
        _contratante("Bar Novo do Lago", "SHIS QI 5, Lago Sul", documento="12345678000195"),  # o do Bar do Cerrado
    ]
    frases = set()
    for dados in tentativas:
        email, r = _signup(api, dados)
        assert r.status == 400 and r.json["code"] == "validation_failed", (dados, r)
        frases.add(r.json["message"])
        assert backend.psql(f"select count(*) from auth.users where email = '{email}'") == "0"
    assert backend.psql("select count(*) from public.estabelecimentos") == antes
    assert "Já existe um estabelecimento com este nome neste endereço; peça ao administrador dele um convite." in frases
    # O legítimo: o mesmo nome noutro endereço (filial) e um CNPJ válido novo entram.
    dados = _contratante("Bar do Cerrado", f"CLN 210 Bloco {uuid.uuid4().hex[:6]}, Asa Norte", documento=cnpj_novo())
    # A filial fica na Asa Norte (num ponto sorteado: outra rodada não fica a menos de 100 m), não no mesmo ponto.
    dados["estabelecimento"].update(lat=-15.7765 + random.uniform(-0.02, 0.02), lng=-47.8832 + random.uniform(-0.02, 0.02))
    _, r = _signup(api, dados)
    assert r.status == 200, r
    print(f"nome de outro: {len(tentativas)} tentativas, {len(tentativas)} recusas, 0 estabelecimentos novos")


def test_segunda_pessoa_entra_como_membro_convidada(backend, api, contas):
    """O administrador do Bar do Cerrado convida; a gerente entra como operadora no cadastro; operador não convida."""
    bruno = contas.existente("bruno@frila.dev")
    email = f"gerente.{uuid.uuid4().hex[:8]}@frila.test"
    r = api.rpc("convidar_membro", {"email": email.upper(), "papel": "operador"}, token=bruno.token)
    assert r.status == 200 and r.json["email"] == email, r
    codigo = r.json["codigo"]
    # Sem convite para o e-mail: recusado.
    _, r = _signup(api, {"perfil": "contratante", "nome": "Intrusa", "convite": codigo})
    assert r.status == 400 and r.json["code"] == "validation_failed", r
    r = api.post("/auth/v1/signup", {"email": email, "password": "frila123",
                                     "data": {"perfil": "contratante", "nome": "Gerente", "convite": codigo}})
    assert r.status == 200, r
    gerente = r.json["access_token"]
    lista = api.rpc("membros_do_estabelecimento", {}, token=gerente)
    assert lista.status == 200, lista
    assert sorted(m["papel"] for m in lista.json["membros"]) == ["administrador", "operador"], lista
    r = api.rpc("convidar_membro", {"email": "outro@frila.test"}, token=gerente)
    assert r.status == 403 and r.json["message"] == "so_administrador", r
    assert backend.psql(f"select count(*) from public.estabelecimentos e join public.membros m on m.estabelecimento_id = e.id "
                        f"join public.contas c on c.id = m.conta_id where c.email = '{email}'") == "1"
    print("membros: 1 convite, 1 cadastro por convite, 1 intrusa recusada, 1 convite de operador recusado")
