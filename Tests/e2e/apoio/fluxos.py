"""Passos de TUI que vários cenários repetem (login pela tela, sair da conta)."""


def entrar(t, email, senha="frila123"):
    """Login pela tela; desliga antes o offline forçado se ele ficou ligado."""
    if "Ctrl-O desliga" in t.text():
        t.comando("login", "alternarOffline")
        t.wait_for(r"● online")
    t.literal(email)
    t.comando("login", "trocarCampo")
    t.literal(senha)
    t.comando("login", "entrar")


def periodo_local(backend, turno_id):
    """'HH:MM–HH:MM' do turno em Brasília, como a TUI mostra."""
    return backend.psql(f"""select to_char(lower(periodo) at time zone 'America/Sao_Paulo', 'HH24:MI') || '–' ||
        to_char(upper(periodo) at time zone 'America/Sao_Paulo', 'HH24:MI') from public.turnos where id = '{turno_id}'""")


def ir_para_a_conta(t):
    """A aba Conta pelo número que a barra de abas mostra (outras páginas podem vir antes)."""
    import re
    m = t.wait_for(r"(\d) Conta")
    t.ir_para(int(m.group(1)))
    t.wait_for(r"Excluir a conta", 15)
