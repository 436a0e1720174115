"""Criar conta na TUI: abre o formulário pela tecla do login e preenche campo a campo, com as
teclas de `frila teclas --json` (tabela "cadastro"). A ordem dos campos é a da tela."""
import uuid

SENHA_NOVA = "conta-nova-na-tela-5823"


def email_novo(prefixo):
    return f"{prefixo}.{uuid.uuid4().hex[:10]}@teste.dev"


def abrir_no_login(tela, backend, pasta, env=None):
    t = tela("--api", backend.api_url, "--dados", pasta, env=env or {})
    t.wait_for(r"Tab troca de campo")
    t.comando("login", "abrirCadastro")
    t.wait_for(r"Criar conta no Frila")
    return t


def preencher(t, perfil, nome, email, senha, *campos):
    """perfil "profissional" (→ uma vez) ou "contratante" (→ duas); depois nome, e-mail, senha e
    os campos do perfil (profissional: funções, base; contratante: estabelecimento, CNPJ ou CPF, endereço,
    local, convite)."""
    for _ in range(1 if perfil == "profissional" else 2):
        t.comando("cadastro", "trocarOpcao(1)")
    t.wait_for(rf"‹ {perfil} ›")
    for valor in (nome, email, senha, *campos):
        t.comando("cadastro", "campoSeguinte")
        if valor:
            t.literal(valor)
    assert senha not in t.text(), "senha ecoada na tela"
    return t
