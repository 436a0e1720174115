"""Na TUI, a aba Conta: exportar os dados grava um JSON válido, só do dono, na pasta em que o frila abriu."""
import json
import stat

from apoio.fluxos import entrar, ir_para_a_conta


def test_tui_exporta_os_dados(backend, contas, tela, tmp_path):
    """O caminho aparece na linha de status e na página; o arquivo é 0600 e tem a conta."""
    c = contas.profissional(nome="Quer Os Dados")
    pasta = tmp_path / "downloads"
    pasta.mkdir()
    t = tela("--api", backend.api_url, "--dados", tmp_path / "p", env={"FRILA_DICA_LOGIN": "e2e"}, largura=240, cwd=pasta)  # o caminho inteiro cabe na linha de status
    t.wait_for(r"Tab troca de campo")
    entrar(t, c.email)
    t.wait_for(r"1 Feed", 15)
    ir_para_a_conta(t)
    t.comando("contaProfissional", "exportarDados")
    t.wait_for(r"Seus dados foram exportados")
    arquivos = list(pasta.glob("frila-meus-dados-*.json"))
    assert len(arquivos) == 1, list(pasta.iterdir())
    arq = arquivos[0]
    assert arq.name in t.text(), t.text()
    assert stat.S_IMODE(arq.stat().st_mode) == 0o600
    dados = json.loads(arq.read_text())
    assert dados["formato"] == "frila.exportacao.v1" and dados["conta"]["nome"] == "Quer Os Dados", dados
    assert dados["conta"]["email"] == c.email
    log = tmp_path / "p" / "frila.log"
    if log.exists():
        assert c.email not in log.read_text(errors="replace"), "o conteúdo exportado nunca vai ao registro"
    t.comando("contaProfissional", "sair")
    t.esperar_saida(0)
