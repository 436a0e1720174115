"""Recusa do servidor aparece como recusa: na linha de status (estilo de erro), no turno e no registro de mensagens."""
from datetime import datetime, timedelta, timezone

from conftest import POSICAO_BAR


def _inicio(toque_checkin):
    """O lote marca o toque de check-in em início+5 min."""
    return datetime.strptime(toque_checkin, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc) - timedelta(minutes=5)


def test_sem_tela_checkin_cedo_demais_sai_recusado(backend, contas, frila):
    """Check-in 26 h antes do início: saída 1, estado 'recusada' com a frase do servidor, nada de 'registrado'."""
    p = contas.profissional(prefixo="cedo")
    (t, toque, _), = backend.turnos_passados(p.email, 1)
    cedo = (_inicio(toque) - timedelta(hours=26)).strftime("%Y-%m-%dT%H:%M:%SZ")
    frila.login("cedo", p.email)
    r = frila("checkin", t, "--posicao", POSICAO_BAR, "--em", cedo, conta="cedo", json=True)
    assert r.rc == 1, r
    assert (r.json["acao"], r.json["estado"], r.json["turno_id"]) == ("checkin", "recusada", t), r
    assert "abre 2 h antes do início" in r.json["mensagem"] and "registrado" not in r.json["mensagem"], r
    assert backend.psql(f"select count(*) from public.turnos where id = '{t}' and checkin_em is not null") == "0"


def test_tui_checkin_cedo_demais_mostra_recusa(backend, contas, frila, tela):
    """TUI com o relógio 26 h antes do turno: o check-in é recusado já no aparelho, com a hora em que abre; nada vai à fila, e m guarda a frase."""
    p = contas.profissional(prefixo="cedotui")
    (t, toque, _), = backend.turnos_passados(p.email, 1)
    agora = (_inicio(toque) - timedelta(hours=26)).strftime("%Y-%m-%dT%H:%M:%SZ")
    frila.login("cedotui", p.email)
    s = tela("--api", frila.api_url, "--dados", frila.dados("cedotui"), env={"FRILA_AGORA": agora})
    s.wait_for(r"Feed")
    s.ir_para(2)
    s.wait_for(r"Garçom")
    s.comando("turnos", "checkin")
    s.wait_for(r"O check-in abre 2 h antes do início")
    assert "registrado às" not in s.text() and "Posição" not in s.text(), s.text()
    s.comando("globais", "mensagens")
    s.wait_for(r"Mensagens \(")
    assert "O check-in abre 2 h antes do início: a partir de" in s.text(), "a frase inteira, não cortada"
    s.keys("Escape")
    s.keys("C-c")
    s.esperar_saida(130)
