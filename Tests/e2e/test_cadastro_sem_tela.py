"""Cadastro pelo comando sem tela: o profissional e o contratante criam a conta e já entram;
e-mail repetido e senha fraca recusados com frase clara; a senha nunca em argv nem na saída."""
import subprocess
import time
import uuid

from apoio.documento import cnpj_novo

SENHA_NOVA = "cadastro-secreta-7391"


def email_novo(prefixo):
    return f"{prefixo}.{uuid.uuid4().hex[:10]}@teste.dev"


def cadastrar_profissional(frila, conta, email, senha=SENHA_NOVA, json=True):
    return frila("cadastro", "--perfil", "profissional", "--nome", "Paula Nova", "--email", email,
                 "--funcoes", "garcom,bartender", "--base", "Asa Sul", conta=conta, json=json, entrada=senha + "\n")


def test_profissional_se_cadastra_e_ja_usa_os_turnos(backend, frila):
    """Cadastro de profissional com sessão: a credencial fica salva e frila turnos/perfil funcionam."""
    email = email_novo("paula")
    r = cadastrar_profissional(frila, "paula", email)
    assert r.rc == 0, r
    assert r.json["cadastrado"] is True and r.json["sessao"] is True and r.json["perfil"] == "profissional", r
    assert frila.credencial("paula")["contaId"].lower() == r.json["conta_id"]
    t = frila("turnos", conta="paula", json=True)
    assert t.rc == 0, t
    p = frila("perfil", conta="paula")
    assert p.rc == 0 and "Paula Nova" in p.out, p
    assert backend.psql(f"select array_to_string(funcoes, ',') from public.profissionais p join auth.users u "
                        f"on u.id = p.conta_id where u.email = '{email}'") == "garcom,bartender"


def test_perfil_mostra_o_ponto_base_do_cadastro(backend, frila):
    """A base escrita no cadastro ("Taguatinga") volta em frila perfil pelo nome; lat,lng fora do centro de um lugar volta com o nome do mais perto e o lat,lng."""
    r = frila("cadastro", "--perfil", "profissional", "--nome", "Tania Base", "--email", email_novo("tania"),
              "--funcoes", "garcom", "--base", "Taguatinga", conta="tania", json=True, entrada=SENHA_NOVA + "\n")
    assert r.rc == 0, r
    p = frila("perfil", conta="tania")
    assert p.rc == 0 and "Ponto base: Taguatinga" in p.out, p
    j = frila("perfil", conta="tania", json=True).json
    assert j["base"]["nome"] == "Taguatinga" and round(j["base"]["lat"], 4) == -15.8333, j
    r = frila("cadastro", "--perfil", "profissional", "--nome", "Ugo Base", "--email", email_novo("ugo"),
              "--funcoes", "garcom", "--base", "-15.79012,-47.88876", conta="ugo", json=True, entrada=SENHA_NOVA + "\n")
    assert r.rc == 0, r
    p = frila("perfil", conta="ugo")
    # Fora do centro de um lugar da tabela: o nome do mais perto vem antes, e o ponto exato junto.
    assert p.rc == 0 and "(-15.79012,-47.88876)" in p.out and "Ponto base: -" not in p.out, p


def test_contratante_se_cadastra_com_estabelecimento(backend, frila):
    """Cadastro de contratante: o estabelecimento é criado e frila perfil mostra a conta de contratante."""
    email = email_novo("carlos")
    r = frila("cadastro", "--perfil", "contratante", "--nome", "Carlos Novo", "--email", email,
              "--estabelecimento", "Bar do Teste", "--endereco", "SCLS 405, Asa Sul", "--documento", cnpj_novo(),
              conta="carlos", json=True, entrada=SENHA_NOVA + "\n")
    assert r.rc == 0 and r.json["perfil"] == "contratante" and r.json["sessao"] is True, r
    p = frila("perfil", conta="carlos", json=True)
    assert p.rc == 0 and p.json["perfil"] == "contratante", p
    assert backend.psql(f"select e.nome from public.estabelecimentos e join public.membros m on m.estabelecimento_id = e.id "
                        f"join auth.users u on u.id = m.conta_id "
                        f"where u.email = '{email}'") == "Bar do Teste"
    # RN25: o perfil não muda, e o comando de profissional continua fechado para esta conta;
    # `frila vagas` de um contratante são as vagas dele (nenhuma ainda).
    assert frila("turnos", conta="carlos").rc == 1
    assert frila("vagas", conta="carlos", json=True).json == []


def test_email_repetido_recusado(backend, frila):
    """Um e-mail já cadastrado: saída 1 e a frase que manda entrar com frila login."""
    email = email_novo("repete")
    assert cadastrar_profissional(frila, "a", email).rc == 0
    r = cadastrar_profissional(frila, "b", email, json=False)
    assert r.rc == 1, r
    assert "Já existe uma conta com este e-mail: entre com ela ou use outro e-mail." in r.err, r
    r = cadastrar_profissional(frila, "c", email)
    assert r.rc == 1 and r.json["chave"] == "user_already_exists" and r.json["cadastrado"] is False, r


def test_senha_curta_recusada_antes_da_rede(backend, frila):
    """Senha abaixo do mínimo: o cliente diz o mínimo por campo (saída 2) e nenhuma conta é criada."""
    email = email_novo("fraca")
    r = cadastrar_profissional(frila, "f", email, senha="abc")
    assert r.rc == 2, r
    assert r.json["problemas"] == [{"campo": "senha", "mensagem": "A senha precisa ter pelo menos 6 caracteres."}], r
    assert backend.psql(f"select count(*) from auth.users where email = '{email}'") == "0"


def test_campos_faltando_por_perfil(backend, frila):
    """Profissional sem funções nem base; contratante sem estabelecimento: um problema por campo, saída 2."""
    r = frila("cadastro", "--perfil", "profissional", "--nome", "X", "--email", email_novo("x"),
              conta="x", json=True, entrada=SENHA_NOVA + "\n")
    assert r.rc == 2 and {p["campo"] for p in r.json["problemas"]} == {"funcoes", "base"}, r
    r = frila("cadastro", "--perfil", "contratante", "--nome", "X", "--email", "sem-arroba",
              conta="x", json=True, entrada=SENHA_NOVA + "\n")
    assert r.rc == 2 and {p["campo"] for p in r.json["problemas"]} == {"email", "estabelecimento", "endereco", "documento"}, r
    r = frila("cadastro", "--nome", "X", conta="x")
    assert r.rc == 2 and "--perfil" in r.err, r
    r = frila("cadastro", "--perfil", "profissional", "--perfil", "contratante", conta="x")
    assert r.rc == 2, r


def test_senha_nunca_em_argv_nem_na_saida(backend, frila):
    """A senha vem só da entrada padrão: não aparece no ps do processo, nem em stdout, stderr ou frila.log."""
    assert frila("cadastro", "--senha", SENHA_NOVA, conta="s").rc == 2
    email = email_novo("segredo")
    argv = frila.argv("cadastro", "--perfil", "profissional", "--nome", "Sigilo", "--email", email,
                      "--funcoes", "garcom", "--base", "-15.79,-47.88", conta="s", json=True)
    p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         env=frila.ambiente())
    try:
        # Espera o processo estar de pé (esperando a senha) antes de olhar o ps; teto de 10 s.
        fim = time.monotonic() + 10
        args = ""
        while time.monotonic() < fim and "cadastro" not in args:
            args = subprocess.run(["ps", "-o", "args=", "-p", str(p.pid)], capture_output=True, text=True).stdout
            time.sleep(0.05)
        assert "cadastro" in args and SENHA_NOVA not in args, args
        out, err = p.communicate(SENHA_NOVA + "\n", timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
    assert p.returncode == 0, (out, err)
    log = (frila.dados("s") / "frila.log").read_text()
    for texto in (out, err, log):
        assert SENHA_NOVA not in texto
    assert email not in log


def test_sem_conexao_sai_com_3(frila):
    """Servidor inalcançável: saída 3 (passageiro, tente de novo) e nenhuma credencial salva."""
    r = frila("cadastro", "--perfil", "profissional", "--nome", "Rede", "--email", email_novo("rede"),
              "--funcoes", "garcom", "--base", "Asa Sul", conta="r", json=True, entrada=SENHA_NOVA + "\n",
              api="http://127.0.0.1:9")
    assert r.rc == 3 and r.json["cadastrado"] is False, r
    assert not (frila.dados("r") / "credencial.json").exists()


def test_senha_fraca_pelo_servidor_mostra_os_motivos(banco_novo, frila):
    """Servidor mais exigente que o cliente: weak_password chega com os motivos em pt-BR, saída 1."""
    b = banco_novo
    minima = "create or replace function auth.senha_minima() returns int language sql immutable " \
             "set search_path = '' as $$ select {} $$"
    b.psql(minima.format(12))
    try:
        r = cadastrar_profissional(frila, "w", email_novo("fraca"), senha="curta-10ch")
    finally:
        b.psql(minima.format(6))
    assert r.rc == 1, r
    assert r.json["chave"] == "weak_password" and r.json["cadastrado"] is False, r
    assert r.json["motivos"] == ["A senha precisa ter pelo menos 12 caracteres."], r
    assert r.json["mensagem"] == "Senha fraca: A senha precisa ter pelo menos 12 caracteres.", r
    assert "curta-10ch" not in r.out + r.err
