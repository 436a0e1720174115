"""RN11 e duas contas no mesmo diretório, na TUI com relógio de teste (FRILA_AGORA)."""
import pytest

from apoio.espera import esperar
from apoio.fluxos import entrar, periodo_local

pytestmark = [pytest.mark.rn11]


def test_tui_duas_contas_mesmo_diretorio_hora_do_toque(backend, contas, tela, tmp_path):
    """Ana faz check-in offline às HH:MM do relógio de teste e sai; Carla no mesmo diretório sincroniza a dela e não a da Ana; Ana volta e o banco grava o toque."""
    a, c = contas.profissional(prefixo="ana", nome="Ana Lote"), contas.profissional(prefixo="carla", nome="Carla Lote")
    (a1, toque, _), = backend.turnos_passados(a.email, 1)
    (c1, _, _), = backend.turnos_passados(c.email, 1)
    hora = backend.psql(f"select to_char('{toque}'::timestamptz at time zone 'America/Sao_Paulo', 'HH24:MI')")
    checkin = lambda t: backend.psql(f"select coalesce(checkin_em::text, 'nenhum') from public.turnos where id = '{t}'")

    def checkin_offline(t, turno):
        t.ir_para(2)
        p = periodo_local(backend, turno)
        t.wait_for(p, 15)
        t.selecionar(p, tela="turnos")
        t.comando("turnos", "alternarOffline")
        t.wait_for(r"Modo offline forçado", 5)
        t.comando("turnos", "checkin")
        t.wait_for(r"Check-in \(entrada\)", 5)
        t.comando("dialogoTexto", "confirmar")

    def sair_da_conta(t):
        t.ir_para(3)
        t.comando("perfilProfissional", "sairDaConta")
        t.wait_for(r"Sair da conta", 5)
        aviso = t.text()
        t.comando("dialogoSimNao", "sim")
        t.wait_for(r"Você saiu da conta", 10)
        return aviso

    t = tela("--api", backend.api_url, "--dados", tmp_path / "junto", env={"FRILA_AGORA": toque})
    t.wait_for(r"Relógio de teste")
    entrar(t, a.email)
    t.wait_for(r"1 Feed", 15)
    checkin_offline(t, a1)
    t.wait_for(rf"Check-in às {hora} na fila", 10)
    t.wait_for(r"fila 1", 5)
    assert checkin(a1) == "nenhum", "o check-in offline chegou ao banco"
    assert "fica guardada" in sair_da_conta(t)  # 1 ação: singular
    t.wait_for(r"Ctrl-O desliga", 10)

    # Carla sincroniza de verdade (a ação dela chega ao banco) e a da Ana continua só na fila.
    entrar(t, c.email)
    t.wait_for(r"1 Feed", 15)
    t.wait_for(r"● online · fila 0", 10)
    checkin_offline(t, c1)
    t.wait_for(r"fila 1", 10)
    assert checkin(c1) == "nenhum", "o check-in offline da Carla chegou ao banco"
    t.comando("turnos", "alternarOffline")
    esperar(lambda: checkin(c1) != "nenhum", 30, "a sincronização da Carla enviar a ação dela", ultimo=t.text)
    t.wait_for(r"● online · fila 0", 10)
    assert checkin(a1) == "nenhum", "Carla enviou a ação da Ana"
    assert backend.psql(f"""select checkin_em >= '{toque}'::timestamptz and checkin_em < '{toque}'::timestamptz + interval '5 min'
        from public.turnos where id = '{c1}'""") == "t"
    aviso = sair_da_conta(t)
    assert "fica guardada" not in aviso and "ficam guardadas" not in aviso, "aviso de pendente sem pendente"

    entrar(t, a.email)
    t.wait_for(r"1 Feed", 15)
    esperar(lambda: checkin(a1) != "nenhum", 30, "a ação da Ana sair quando ela entra de novo", ultimo=t.text)
    assert backend.psql(f"""select checkin_em >= '{toque}'::timestamptz and checkin_em < '{toque}'::timestamptz + interval '2 min'
        and now() - checkin_em > interval '5 hours' from public.turnos where id = '{a1}'""") == "t", checkin(a1)
    t.wait_for(r"fila 0", 10)
    t.comando("feed", "sair")
    t.esperar_saida(0)
