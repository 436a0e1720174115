"""O profissional bloqueia o contratante de um turno pela TUI (b): o bloqueio vale para a conta de quem publicou."""


def test_tui_profissional_bloqueia_quem_publicou(backend, contas, frila, tela):
    """b num turno → 'Bloquear Bar do Cerrado?' → s: 'Bloqueio feito: Bar do Cerrado. …' (o desfecho diz quem) e o banco tem o bloqueio contra a conta do bruno."""
    p = contas.profissional(prefixo="bloq")
    backend.turnos_passados(p.email, 1)
    frila.login("bloq", p.email)
    s = tela("--api", frila.api_url, "--dados", frila.dados("bloq"))
    s.wait_for(r"Feed")
    s.ir_para(2)
    s.wait_for(r"Garçom")
    s.comando("turnos", "bloquear")
    s.wait_for(r"Bloquear Bar do Cerrado\?")
    s.keys("s")
    s.wait_for(r"Bloqueio feito: Bar do Cerrado\.")
    assert "Conta não encontrada" not in s.text(), s.text()
    assert backend.psql(f"""select count(*) from public.bloqueios b
                             join public.membros m on m.estabelecimento_id = b.estabelecimento_id
                             join auth.users u on u.id = m.conta_id
                             where b.profissional_id = '{p.id}' and b.lado = 'profissional' and u.email = 'bruno@frila.dev'""") == "1"
    s.keys("C-c")
    s.esperar_saida(130)
