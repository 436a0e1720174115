"""A tela visível do contratante se atualiza sozinha: o check-in manual feito depois aparece sem `r`."""
from apoio.cliente import Frila
from apoio.fluxos import entrar


def test_tui_acompanhamento_mostra_checkin_novo_sem_atualizar(banco_novo, tela, bin_dir, tmp_path):
    """Bruno abre o Acompanhamento vazio de check-ins; a Ana faz check-in manual; ele aparece, sem tecla.

    Com o tempo real do gateway, pela campainha, na hora; sem ele (servidor sem
    /realtime/v1/websocket), pela sondagem de 60 s: o prazo cobre a sondagem."""
    b = banco_novo
    frila = Frila(bin_dir / "frila", b.api_url, tmp_path / "dados")
    frila.login("ana", "ana@frila.dev")
    turnos = frila("turnos", conta="ana", json=True).json["turnos"]
    x = sorted([t for t in turnos if t["estado"] == "confirmada" and t["checkin"] is None and t.get("endereco")],
               key=lambda t: t["inicio"])[-1]["turno_id"]

    t = tela("--api", b.api_url, "--dados", tmp_path / "bruno", env={"FRILA_DICA_LOGIN": "e2e"}, largura=100)  # 6 abas e a idade
    t.wait_for(r"Tab troca de campo")
    entrar(t, "bruno@frila.dev")
    t.wait_for(r"Check-ins aguardando", 15)
    t.wait_for(r"dados agora há pouco", 10)
    assert not any("Ana Souza" in l for l in t.text().split("\n") if "★" not in l), "a Ana ainda não fez check-in (fora da faixa de avisos de antes)"

    assert frila("checkin", x, "--sem-localizacao", conta="ana").rc == 0
    t.wait_for(r"Ana Souza", 75)  # sem r: a campainha, ou a sondagem de 60 s, trouxe
    t.comando("acompanhamento", "sair")
    t.esperar_saida(0)
