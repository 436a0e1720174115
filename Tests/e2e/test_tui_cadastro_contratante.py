"""Na TUI, do login: um contratante cria a conta com o estabelecimento (o local sai da região
escrita no endereço) e entra no Acompanhamento; o estabelecimento fica no banco."""
import pytest

from apoio.cadastro import SENHA_NOVA, abrir_no_login, email_novo, preencher
from apoio.documento import cnpj_novo

pytestmark = [pytest.mark.rn25]


def test_tui_contratante_cria_a_conta_com_estabelecimento(backend, tela, tmp_path):
    """Contratante: estabelecimento, CNPJ e endereço ("SCLS 405, Asa Sul") bastam; entra nas telas de contratante."""
    email = email_novo("carlos.tui")
    t = abrir_no_login(tela, backend, tmp_path / "carlos")
    preencher(t, "contratante", "Carlos da Tela", email, SENHA_NOVA, "Bar da Tela", cnpj_novo(), "SCLS 405, Asa Sul")
    t.comando("cadastro", "criarConta")
    t.wait_for(r"1 Acomp", 15)
    t.wait_for(r"\[contratante\] .*│ Conta criada\. Entrou como Carlos", 10)
    assert backend.psql(f"select e.nome from public.estabelecimentos e join public.membros m on m.estabelecimento_id = e.id "
                        f"join auth.users u on u.id = m.conta_id where u.email = '{email}'") == "Bar da Tela"
    t.comando("acompanhamento", "sair")
    t.esperar_saida(0)
