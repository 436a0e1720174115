"""Na TUI, do login: uma profissional cria a conta (perfil, nome, e-mail, senha sem eco, funções,
região do DF) e cai direto no Feed, com a conta e as funções gravadas no banco."""
import pytest

from apoio.cadastro import SENHA_NOVA, abrir_no_login, email_novo, preencher

pytestmark = [pytest.mark.rn25, pytest.mark.rn15]


def test_tui_profissional_cria_a_conta_e_entra_no_feed(backend, tela, tmp_path):
    """Ctrl-N no login abre o cadastro; Enter cria a conta de profissional e a TUI entra no Feed (RN25: perfil fixo)."""
    email = email_novo("paula.tui")
    t = abrir_no_login(tela, backend, tmp_path / "paula")
    preencher(t, "profissional", "Paula da Tela", email, SENHA_NOVA, "garcom,bartender", "Taguatinga")
    t.comando("cadastro", "criarConta")
    t.wait_for(r"1 Feed", 15)
    t.wait_for(r"\[profissional\] .*│ Conta criada\. Entrou como Paula", 10)
    # A frase inteira (a linha de status corta na largura) está no registro de mensagens.
    t.comando("feed", "mensagens")
    t.wait_for(r"Conta criada\. Entrou como Paula da Tela \(Profissional\)\.")
    t.comando("painel", "fecharPainel")
    assert SENHA_NOVA not in t.text()
    assert backend.psql(f"select array_to_string(p.funcoes, ',') from public.profissionais p join auth.users u "
                        f"on u.id = p.conta_id where u.email = '{email}'") == "garcom,bartender"
    assert SENHA_NOVA not in (tmp_path / "paula" / "frila.log").read_text(errors="replace")
    t.comando("feed", "sair")
    t.esperar_saida(0)
