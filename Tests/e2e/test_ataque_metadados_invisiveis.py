"""Ataque: texto invisível e de controle guardado pelo user_metadata.

Antes: `PUT /auth/v1/user` com `{"data":{"nome":"Rita\\u001b[2J\\u202eatiR"}}` respondia 200 (em
qualquer chave de `data`), e no cadastro o NOME das chaves de `data` não era conferido
(`{"x\\u202e\\u001b":"v"}` → 200): ESC e inversão de direção ficavam no metadata que a sessão
devolve. Agora a régua do texto vale para chaves e valores de `data`, em qualquer
profundidade, no cadastro e no PUT /auth/v1/user: 400 validation_failed e nada muda."""
import uuid

from apoio.documento import cnpj_novo

RUINS = [
    {"nome": "Rita\u001b[2J\u202eatiR"},
    {"apelido": "Rita\u202eatiR"},
    {"x\u202e\u001b": "v"},
    {"preferencias": {"tema\u200b": "escuro"}},
    {"preferencias": [{"cor": "azul\u2028"}]},
]


def test_metadata_com_invisivel_e_recusado_no_put_e_no_cadastro(backend, api, contas):
    conta = contas.profissional(nome="Rita Metadados", prefixo="meta")
    antes = backend.psql(f"select raw_user_meta_data::text from auth.users where id = '{conta.id}'")
    recusas = 0
    for dados in RUINS:
        r = api.pedir("PUT", "/auth/v1/user", {"data": dados}, token=conta.token)
        assert r.status == 400 and r.json["code"] == "validation_failed", (dados, r)
        recusas += 1
    assert backend.psql(f"select raw_user_meta_data::text from auth.users where id = '{conta.id}'") == antes
    # Texto limpo continua passando.
    r = api.pedir("PUT", "/auth/v1/user", {"data": {"apelido": "Rita"}}, token=conta.token)
    assert r.status == 200, r

    for dados in RUINS[2:]:
        email = f"meta.{uuid.uuid4().hex[:10]}@frila.test"
        corpo = {"perfil": "contratante", "nome": "Dona Meta", "estabelecimento": {
            "nome": f"Bar {uuid.uuid4().hex[:6]}", "endereco": "SCLS 405, Asa Sul", "lat": -15.8143, "lng": -47.8966,
            "documento": cnpj_novo()}}
        corpo.update(dados)
        r = api.post("/auth/v1/signup", {"email": email, "password": "frila123", "data": corpo})
        assert r.status == 400 and r.json["code"] == "validation_failed", (dados, r)
        assert backend.psql(f"select count(*) from auth.users where email = '{email}'") == "0"
        recusas += 1
    print(f"metadata invisível: {recusas} tentativas, {recusas} recusas, 0 gravadas")


def test_login_cumprimenta_pelo_nome_do_perfil_nao_pelo_metadata(api, contas, frila):
    """Antes: `PUT /auth/v1/user {"data":{"nome":"Bruno Carvalho"}}` (limpo, aceito) e `frila
    login` dizia "Entrou como Bruno Carvalho". Agora o cumprimento é o nome do perfil."""
    conta = contas.profissional(nome="Rita Verdadeira", prefixo="meta.login")
    r = api.pedir("PUT", "/auth/v1/user", {"data": {"nome": "Bruno Carvalho"}}, token=conta.token)
    assert r.status == 200, r
    saida = frila.login("r", conta.email)
    assert "Rita Verdadeira" in saida.out and "Bruno Carvalho" not in saida.out, saida
    assert frila.credencial("r")["nome"] == "Rita Verdadeira"


def test_sem_o_gateway_o_banco_recusa_o_metadata(backend, contas):
    """Num projeto Supabase o GoTrue grava auth.users direto, sem o frila-api: o mesmo UPDATE que ele
    faz no PUT /auth/v1/user (e o INSERT do cadastro) é recusado pelo gatilho do banco."""
    conta = contas.profissional(nome="Rita Sem Gateway", prefixo="meta")
    antes = backend.psql(f"select raw_user_meta_data::text from auth.users where id = '{conta.id}'")
    recusas = 0
    for dados in RUINS:
        lit = __import__("json").dumps(dados).replace("'", "''")
        r = backend.psql(f"update auth.users set raw_user_meta_data = raw_user_meta_data || '{lit}'::jsonb "
                         f"where id = '{conta.id}' returning 1", check=False)
        recusas += r != "1"
    limpo = backend.psql(f"""update auth.users set raw_user_meta_data = raw_user_meta_data || '{{"apelido":"Rita"}}'::jsonb
                             where id = '{conta.id}' returning 1""")
    assert limpo == "1", "texto limpo passa"
    backend.psql(f"update auth.users set raw_user_meta_data = '{antes.replace(chr(39), chr(39) * 2)}'::jsonb where id = '{conta.id}'")
    assert backend.psql(f"select raw_user_meta_data::text from auth.users where id = '{conta.id}'") == antes
    email = f"meta.{uuid.uuid4().hex[:8]}@frila.test"
    backend.psql(f"""insert into auth.users(id, aud, role, email, encrypted_password, raw_user_meta_data, created_at, updated_at)
        values (gen_random_uuid(), 'authenticated', 'authenticated', '{email}', 'x',
                jsonb_build_object('perfil', 'profissional', 'nome', 'Rita', 'funcoes', '["garcom"]'::jsonb, 'lat', -15.8,
                                   'lng', -47.9, 'apelido', E'Rita\\u200bAtiR'), now(), now())""", check=False)
    criadas = int(backend.psql(f"select count(*) from auth.users where email = '{email}'"))
    assert recusas == len(RUINS) and criadas == 0
    print(f"metadata sem o gateway: {len(RUINS)} UPDATEs e 1 INSERT em auth.users, {recusas + 1 - criadas} recusados pelo banco")
