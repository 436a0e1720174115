"""A TUI ao vivo: a campainha do canal da conta recarrega a tela visível na hora (sem `r`, bem
antes da sondagem de 60 s), e a linha de status diz "ao vivo". Realtime falso de apoio até o
servidor do gateway chegar."""
import time

from apoio.cliente import Frila
from apoio.espera import esperar
from apoio.fluxos import entrar
from apoio.realtime_falso import RealtimeFalso


def test_tui_ao_vivo_recarrega_pela_campainha(banco_novo, tela, bin_dir, tmp_path):
    b = banco_novo
    rt = RealtimeFalso(b.api_url)
    try:
        frila = Frila(bin_dir / "frila", rt.url, tmp_path / "dados")
        frila.login("ana", "ana@frila.dev")
        turnos = frila("turnos", conta="ana", json=True).json["turnos"]
        x = sorted([t for t in turnos if t["estado"] == "confirmada" and t["checkin"] is None and t.get("endereco")],
                   key=lambda t: t["inicio"])[-1]["turno_id"]

        t = tela("--api", rt.url, "--dados", tmp_path / "bruno", env={"FRILA_DICA_LOGIN": "e2e"})
        t.wait_for(r"Tab troca de campo")
        entrar(t, "bruno@frila.dev")
        t.wait_for(r"Check-ins aguardando", 15)
        t.wait_for(r"ao vivo", 15)
        topico = next(tp for tp, _ in rt.entradas)
        # Fora da faixa (um aviso de antes de abrir vira faixa), a Ana ainda não aparece.
        assert not any("Ana Souza" in linha for linha in t.text().split("\n") if "★" not in linha), t.text()

        assert frila("checkin", x, "--sem-localizacao", conta="ana").rc == 0
        antes = time.monotonic()
        assert rt.tocar(topico, {"tipo": "checkin_manual", "turno_id": x}) == 1
        t.wait_for(r"Ana Souza", 10)
        assert time.monotonic() - antes < 10, "veio pela campainha, não pela sondagem de 60 s"
        t.comando("acompanhamento", "sair")
        t.esperar_saida(0)
    finally:
        rt.encerrar()
