"""Duas contas no mesmo --dados: nenhuma envia as ações da outra; cada uma sai quando a dona volta."""
from apoio.espera import esperar
from conftest import POSICAO_BAR


def test_duas_contas_no_mesmo_diretorio_sem_comandos_de_tela(backend, contas, frila):
    """Ana sai offline com uma ação pendente, Carla entra no mesmo diretório e sincroniza só a dela; Ana volta e a dela sai."""
    a, c = contas.profissional(prefixo="ana"), contas.profissional(prefixo="carla")
    (a2, a2_in, _), = backend.turnos_passados(a.email, 1)
    (c2, c2_in, _), = backend.turnos_passados(c.email, 1)
    checkin = lambda t: backend.psql(f"select coalesce(checkin_em::text, 'nenhum') from public.turnos where id = '{t}'")

    frila.login("junto", a.email)
    frila("turnos", conta="junto")
    assert frila("checkin", a2, "--posicao", POSICAO_BAR, "--em", a2_in, conta="junto", offline=True).rc == 0
    r = frila("sair", conta="junto", offline=True)
    assert "continua na fila" in r.err, r  # 1 ação: singular

    frila.login("junto", c.email)
    frila("turnos", conta="junto")
    assert frila("checkin", c2, "--posicao", POSICAO_BAR, "--em", c2_in, conta="junto", offline=True).rc == 0
    frila("sincronizar", conta="junto", json=True)
    assert checkin(c2) != "nenhum" and checkin(a2) == "nenhum"
    assert frila.fila("junto")["itens"] == []

    frila.login("junto", a.email)
    esperar(lambda: backend.psql(f"select checkin_em = '{a2_in}'::timestamptz from public.turnos where id = '{a2}'") == "t",
            5, "a ação da Ana sair quando ela entra de novo", ultimo=lambda: checkin(a2))
