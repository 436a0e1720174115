"""`frila avisos --seguir`: a campainha do canal da conta traz o aviso na hora, pela RPC; sem o
canal (--sem-tempo-real), o mesmo comando diz que está na sondagem lenta. O Realtime aqui é o
falso de apoio/realtime_falso.py (na frente do frila-api) até o do gateway chegar."""
import json
import subprocess

from apoio.cliente import Frila
from apoio.espera import esperar
from apoio.realtime_falso import RealtimeFalso


def test_campainha_traz_o_aviso_novo_e_relancar_nao_repete(banco_novo, bin_dir, tmp_path):
    b = banco_novo
    rt = RealtimeFalso(b.api_url)
    try:
        frila = Frila(bin_dir / "frila", rt.url, tmp_path / "dados")
        frila.login("ana", "ana@frila.dev")
        frila.login("bruno", "bruno@frila.dev")
        bruno = frila.credencial("bruno")["contaId"].lower()
        assert frila("avisos", conta="bruno").rc == 0  # os de antes ficam lidos
        turnos = frila("turnos", conta="ana", json=True).json["turnos"]
        x = sorted([t for t in turnos if t["estado"] == "confirmada" and t["checkin"] is None and t.get("endereco")],
                   key=lambda t: t["inicio"])[-1]["turno_id"]

        p = subprocess.Popen(frila.argv("avisos", "--seguir", "--json", "--timeout", "40", conta="bruno"),
                             env=frila.ambiente(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        topico = f"realtime:conta:{bruno}"
        esperar(lambda: rt.juntos(topico) == 1, 20, "o frila entrar no canal da conta")
        topicos, payload = rt.entradas[0]
        assert payload["config"]["private"] is True and payload["access_token"]
        assert all("access_token" not in a and payload["access_token"] not in a for a in rt.alvos), "o JWT nunca vai na URL"

        assert frila("checkin", x, "--sem-localizacao", conta="ana").rc == 0
        assert rt.tocar(topico, {"tipo": "checkin_manual", "turno_id": x}) == 1
        linha = json.loads(p.stdout.readline())
        assert linha["tipo"] == "checkin_manual" and linha["turno_id"] == x and linha["lido"] is False
        p.terminate()
        _, err = p.communicate(timeout=10)
        assert "ao vivo" in err

        # Relançar: o que já saiu não sai de novo.
        r = frila("avisos", "--seguir", "--json", "--timeout", "3", conta="bruno")
        assert r.rc == 0 and r.out.strip() == "", r
        lista = frila("avisos", conta="bruno", json=True).json
        assert next(a for a in lista if a.get("turno_id") == x)["lido"] is True
    finally:
        rt.encerrar()


def test_sem_tempo_real_cai_na_sondagem_e_diz(banco_novo, bin_dir, tmp_path):
    b = banco_novo
    rt = RealtimeFalso(b.api_url)
    try:
        frila = Frila(bin_dir / "frila", rt.url, tmp_path / "dados")
        frila.login("bruno", "bruno@frila.dev")
        r = frila("avisos", "--seguir", "--sem-tempo-real", "--timeout", "2", conta="bruno")
        assert r.rc == 0, r
        assert "sem tempo real: atualizando a cada 60 s" in r.err
        assert rt.entradas == [], "só o canal foi cortado: nenhum join"
        r = frila("avisos", "--seguir", "--timeout", "2", conta="bruno", env={"FRILA_SEM_TEMPO_REAL": "1"})
        assert "sem tempo real" in r.err and rt.entradas == []
    finally:
        rt.encerrar()
