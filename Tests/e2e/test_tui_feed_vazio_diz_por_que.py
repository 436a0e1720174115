"""Feed vazio diz por quê: a profissional indisponível, num lugar sem vagas, lê na TUI os motivos que se
aplicam a ela (indisponível, as funções dela, o raio de 15 km do ponto base) e, de volta a disponível, o
motivo some."""
import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rn05]


def test_feed_vazio_diz_os_motivos_que_se_aplicam(backend, api, frila, tela):
    e = elenco(api, prefixo="vazio")
    p = e.profs[0]
    frila.login("p", p.email)
    assert frila("disponibilidade", "nao", conta="p").rc == 0

    t = tela("--api", backend.api_url, "--dados", frila.dados("p"))
    t.wait_for(r"Por que pode estar vazio:", 15)
    t.wait_for(r"Você está como indisponível")
    t.wait_for(r"Só chegam vagas das suas funções \(garçom\)")
    t.wait_for(r"Só chegam vagas a até 15 km do seu ponto base")
    assert "Enter detalhes" not in t.linhas()[-2], "sem vaga, o rodapé não oferece Enter"

    assert frila("disponibilidade", "sim", conta="p").rc == 0
    t.comando("feed", "atualizar")
    t.wait_gone(r"Você está como indisponível", 15)
    t.wait_for(r"Só chegam vagas a até 15 km")
    t.comando("feed", "sair")
    t.esperar_saida(0)
