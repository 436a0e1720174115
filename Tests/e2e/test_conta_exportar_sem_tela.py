"""`frila exportar` (LGPD, acesso): tudo o que o Frila guarda da pessoa num JSON — conta,
perfil, turnos, candidaturas, avaliações, bloqueios, avisos, sessões — num arquivo 0600."""
import json
import stat


def test_exporta_para_arquivo_so_dela(frila, backend, contas, tmp_path):
    """--saida: arquivo 0600 com o e-mail, os turnos (os do lote) e as sessões; a frase diz o tamanho."""
    c = contas.profissional(nome="Exporta Eu")
    backend.turnos_passados(c.email, 2)
    frila.login("p", c.email)
    arq = tmp_path / "meus-dados.json"
    r = frila("exportar", "--saida", str(arq), conta="p")
    assert r.rc == 0 and "exportados" in r.out, r
    assert stat.S_IMODE(arq.stat().st_mode) == 0o600
    d = json.loads(arq.read_text())
    assert d["formato"] == "frila.exportacao.v1" and d["conta"]["email"] == c.email, d["conta"]
    assert len(d["turnos"]) == 2 and all(t["estabelecimento"]["nome"] for t in d["turnos"])
    assert d["sessoes"] and {"candidaturas", "avaliacoes", "bloqueios", "avisos", "vagas_recebidas"} <= set(d)


def test_sem_saida_o_json_vai_para_stdout(frila, contas):
    """Sem --saida: o próprio JSON na saída padrão (para encadear com jq)."""
    c = contas.contratante()
    frila.login("d", c.email)
    r = frila("exportar", conta="d")
    assert r.rc == 0 and json.loads(r.out)["conta"]["perfil"] == "contratante", r


def test_sem_sessao_e_arquivo_impossivel(frila, contas, tmp_path):
    """Sem sessão: 4. Diretório que não existe: 5 (dados locais), nada escrito."""
    assert frila("exportar", conta="ninguem").rc == 4
    c = contas.profissional()
    frila.login("p", c.email)
    r = frila("exportar", "--saida", str(tmp_path / "nao" / "existe.json"), conta="p")
    assert r.rc == 5, r
