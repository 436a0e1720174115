"""A profissional na TUI: entra, pega uma vaga de urgência em um toque, acha em Turnos, faz check-in sem localização."""
import pytest

from apoio.fluxos import periodo_local

pytestmark = [pytest.mark.rn22]


def test_tui_profissional_pega_vaga_e_faz_checkin(banco_novo, tela, tmp_path):
    """Ana entra (a senha nunca aparece), candidata numa urgência (Confirmada!), vê o turno, faz check-in manual; offline a candidatura é recusada, e voltar online a substitui."""
    b = banco_novo
    t = tela("--api", b.api_url, "--dados", tmp_path / "ana", env={"FRILA_DICA_LOGIN": "e2e"})
    t.wait_for(r"Tab troca de campo")
    t.literal("ana@frila.dev")
    t.comando("login", "trocarCampo")
    t.literal("frila123")
    assert "frila123" not in t.text(), "senha ecoada na tela"
    t.comando("login", "entrar")
    t.wait_for(r"1 Feed", 15)
    t.wait_for(r"│ Entrou como Ana Souza \(Profissional\)\.", 5)
    t.wait_for(r" km ", 15)
    t.selecionar(r"urgência")
    t.comando("feed", "candidatar")
    t.wait_for(r"Confirmada!", 15)
    novo = b.psql("""select t.id from public.turnos t join auth.users u on u.id = t.profissional_id
                      where u.email = 'ana@frila.dev' order by t.confirmado_em desc limit 1""")
    t.ir_para(2)
    t.wait_for(periodo_local(b, novo), 15)

    # Check-in sem localização no turno do seed que começa em < 1 h (Bar do Cerrado).
    t.selecionar(r"Garçom .* confirmado", tela="turnos")
    t.comando("turnos", "checkin")
    t.wait_for(r"Check-in \(entrada\)")
    t.comando("dialogoTexto", "confirmar")
    t.wait_for(r"aguardando confirmação do contratante", 15)
    t.ir_para(3)
    t.wait_for(r"chamariam de novo")

    # Candidatar com o offline do testador ligado: recusado na hora, nada na fila.
    t.ir_para(1)
    t.comando("feed", "alternarOffline")
    t.wait_for(r"offline \(forçado\)")
    t.wait_for(r"Modo offline forçado")
    t.comando("feed", "candidatar")
    # O desfecho da candidatura, não a faixa "Sem conexão" que o feed já mostra offline.
    t.wait_for(r"Sem conexão: a candidatura", 15)
    assert "fila 0" in t.linhas()[-1], t.text()
    t.comando("feed", "alternarOffline")
    t.wait_for(r"● online")
    # Trocar o modo é um gesto novo da pessoa: a frase dele toma o lugar da recusa velha,
    # que continua inteira no registro (m).
    t.wait_for(r"● online · fila 0 │ Modo offline desligado\.", 5)
    assert "Sem conexão: a candidatura" not in t.linhas()[-1], t.text()
    t.comando("globais", "mensagens")
    t.wait_for(r"Sem conexão: a candidatura não fica na fila")
    t.comando("painel", "fecharPainel")
    t.comando("feed", "sair")
    t.esperar_saida(0)
