"""O profissional bloqueia um estabelecimento antes de trabalhar lá: `b` no Feed (com pergunta) e
`frila bloquear <id do estabelecimento>` sem tela; a vaga some do feed na hora (RF26)."""
import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rf26]


def test_b_no_feed_pergunta_e_bloqueia_o_estabelecimento(backend, api, frila, tela):
    """`n` na pergunta não muda nada; `s` bloqueia: a linha de status diz o nome, a vaga sai do feed e o
    estabelecimento aparece em `frila bloqueios`."""
    e = elenco(api, prefixo="bloqfeed")
    p = e.profs[0]
    v = e.publicar(horas=30)
    e.no_feed(p, v)
    nome = e.rpc(p, "feed_vagas").json[0]["estabelecimento"]["nome"]
    frila.login("p", p.email)

    t = tela("--api", backend.api_url, "--dados", frila.dados("p"))
    t.wait_for(r"1 Feed", 15)
    t.wait_for(r"› Garçom", 15)
    t.comando("feed", "bloquear")
    t.wait_for(rf"Bloquear {nome}\?", 5)
    t.comando("dialogoSimNao", "nao")
    t.wait_gone(rf"Bloquear {nome}\?")
    assert e.rpc(p, "meus_bloqueios").json == [], "não: nada bloqueado"

    t.comando("feed", "bloquear")
    t.wait_for(rf"Bloquear {nome}\?", 5)
    t.comando("dialogoSimNao", "sim")
    t.wait_for(rf"Bloqueio feito: {nome}", 10)
    t.wait_gone(r"› Garçom", 10)
    # O bloqueio fica com o estabelecimento (o id que desbloquear recebe), não com a conta de quem publicou.
    assert [b["conta_id"] for b in e.rpc(p, "meus_bloqueios").json] == [e.rpc(e.dono, "membros_do_estabelecimento").json["estabelecimento_id"]]
    r = frila("bloqueios", conta="p")
    assert r.rc == 0 and nome in r.out, r
    assert frila("vagas", conta="p", json=True).json == []
    t.comando("feed", "sairJa")
    t.esperar_saida(130)


def test_b_sem_rede_diz_por_que_antes_de_perguntar(backend, api, frila, tela):
    """Offline forçado: o bloqueio não vai para a fila, então `b` diz por quê e não abre a pergunta."""
    e = elenco(api, prefixo="bloqfeed-off")
    p = e.profs[0]
    v = e.publicar(horas=30)
    e.no_feed(p, v)
    frila.login("p", p.email)
    t = tela("--api", backend.api_url, "--dados", frila.dados("p"))
    t.wait_for(r"› Garçom", 15)
    t.comando("feed", "alternarOffline")
    t.wait_for(r"Modo offline forçado")
    t.comando("feed", "bloquear")
    t.wait_for(r"Sem conexão: o bloqueio", 5)
    assert "Bloquear Bar" not in t.text()
    t.comando("feed", "sairJa")
    t.esperar_saida(130)


def test_frila_bloquear_aceita_o_id_do_estabelecimento(backend, api, frila):
    """O id do estabelecimento de `frila vagas --json` bloqueia (saída 0, a vaga some); o contratante que tenta o mesmo
    com o id de outro estabelecimento ouve "Profissional não encontrado" (saída 1), e nada muda."""
    e = elenco(api, prefixo="bloqcli")
    p = e.profs[0]
    v = e.publicar(horas=30)
    e.no_feed(p, v)
    frila.login("p", p.email)
    estab = frila("vagas", conta="p", json=True).json[0]["estabelecimento"]
    r = frila("bloquear", estab["id"], conta="p")
    assert r.rc == 0 and estab["nome"] in r.out + r.err, r
    assert frila("vagas", conta="p", json=True).json == []
    bloqueios = frila("bloqueios", conta="p", json=True).json
    assert [(b["conta_id"], b["estabelecimento"]["id"]) for b in bloqueios] == [(estab["id"], estab["id"])]

    outro = elenco(api, prefixo="bloqcli-outro")
    frila.login("outro", outro.dono.email)
    r = frila("bloquear", estab["id"], conta="outro", json=True)
    assert r.rc == 1 and r.json["estado"] == "recusada" and r.json["chave"] == "profissional_nao_encontrado", r
    assert "Profissional não encontrado" in r.json["mensagem"], r
    assert e.rpc(outro.dono, "meus_bloqueios").json == []
