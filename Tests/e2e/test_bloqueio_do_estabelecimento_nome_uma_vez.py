"""O profissional bloqueia um estabelecimento pelo id (antes de trabalhar lá): a lista de
bloqueios diz o nome uma vez — "Bar do Cerrado (Bar do Cerrado)" repetia no `frila bloqueios`,
e "Bar do Cerrado · Bar do Cerrado" na lista do Perfil."""
import re

from apoio.gestao import elenco


def test_bloqueio_pelo_estabelecimento_sem_nome_repetido(backend, api, frila, tela):
    e = elenco(api, prefixo="bloq-nome")
    p = e.profs[0]
    vaga = e.publicar(horas=30)
    e.no_feed(p, vaga)
    frila.login("p", p.email)
    feed = frila("vagas", conta="p", json=True)
    assert feed.rc == 0, feed
    [v] = [x for x in feed.json if x["vaga_id"] == vaga]
    est = v["estabelecimento"]
    assert frila("bloquear", est["id"], conta="p").rc == 0
    linhas = [l for l in frila("bloqueios", conta="p").out.splitlines() if l.startswith(est["id"])]
    assert len(linhas) == 1 and linhas[0].count(est["nome"]) == 1, linhas

    t = tela("--api", backend.api_url, "--dados", frila.dados("p"))
    t.wait_for(r"1 Feed", 15)
    t.ir_para(3)
    t.comando("perfilProfissional", "abrirBloqueios")
    t.wait_for(re.escape(est["nome"]), 15)
    assert t.linha(re.escape(est["nome"])).count(est["nome"]) == 1, t.text()
