"""O contratante na TUI confirma o check-in manual da profissional, e ela vê o turno verificado."""
import pytest

from apoio.cliente import Frila
from apoio.fluxos import entrar

pytestmark = [pytest.mark.rn22]


def test_tui_contratante_confirma_checkin_manual(banco_novo, tela, bin_dir, tmp_path):
    """Bruno vê o check-in manual da Ana no Acompanhamento, confirma com a tecla da tabela; vagas, candidatos e nova vaga validam; Ana vê 'confirmado pelo contratante'."""
    b = banco_novo
    frila = Frila(bin_dir / "frila", b.api_url, tmp_path / "dados")
    frila.login("ana", "ana@frila.dev")
    turnos = frila("turnos", conta="ana", json=True).json["turnos"]
    x = sorted([t for t in turnos if t["estado"] == "confirmada" and t["checkin"] is None and t.get("endereco")],
               key=lambda t: t["inicio"])[-1]["turno_id"]
    assert frila("checkin", x, "--sem-localizacao", conta="ana").rc == 0
    assert frila.fila("ana")["pendentes"] == 0, "o check-in online devia sair na hora"

    t = tela("--api", b.api_url, "--dados", tmp_path / "bruno", env={"FRILA_DICA_LOGIN": "e2e"})
    t.wait_for(r"Tab troca de campo")
    entrar(t, "bruno@frila.dev")
    t.wait_for(r"Check-ins aguardando", 15)
    t.wait_for(r"Ana Souza", 15)
    t.selecionar(r"Ana Souza", tela="acompanhamento")
    t.comando("acompanhamento", "confirmarCheckin")
    t.wait_for(r"Check-in de Ana Souza confirmado", 15)
    t.wait_gone(r"^. Ana Souza", 5)
    assert b.psql(f"select verificacao from public.turnos where id = '{x}'") == "verificado"

    t.ir_para(2)
    t.wait_for(r"pos\.")
    # A 80 colunas, a vaga de seleção com candidatos mostra a contagem deles no lugar do modo.
    t.selecionar(r"seleção|\d cand\.", tela="vagas")
    t.comando("vagas", "abrir")
    t.wait_for(r"chamariam de novo")
    t.comando("vagas", "voltar")
    t.comando("vagas", "novaVaga")
    t.wait_for(r"Nova vaga", 5)
    t.comando("formulario", "publicar")
    t.wait_for(r"Escolha a função", 5)
    t.comando("formulario", "cancelarFormulario")
    t.ir_para(3)
    t.wait_for(r"Sincronização")
    t.comando("perfilContratante", "sair")
    t.esperar_saida(0)

    # Ana de novo, mesma sessão guardada: entra sem login e vê o check-in confirmado.
    t = tela("--api", b.api_url, "--dados", frila.dados("ana"))
    t.wait_for(r"1 Feed", 15)
    t.ir_para(2)
    t.wait_for(r"confirmado pelo contratante", 15)
    # Nada na fila da Ana: sair não pergunta nada.
    t.wait_for(r"fila 0", 5)
    t.comando("turnos", "sair")
    t.esperar_saida(0)
