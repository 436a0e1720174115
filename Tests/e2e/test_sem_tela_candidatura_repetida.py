"""Candidatar de novo a uma vaga de seleção já candidatada: `frila candidatar` não diz
"enviada" outra vez; sai com 1, chave `ja_candidatado`, e aponta o comando que retira (`frila retirar`)."""
from apoio.gestao import elenco


def test_candidatar_de_novo_sai_com_1_e_chave_ja_candidatado(api, frila):
    """A 1ª candidatura fica pendente (saída 0); a 2ª sai 1 com estado recusada, chave ja_candidatado e a frase que diz onde retirar; continua uma candidatura só."""
    e = elenco(api, prefixo="repetida")
    p = e.profs[0]
    vaga = e.publicar(horas=40, modo="selecao")
    e.no_feed(p, vaga)
    frila.login("p", p.email)
    assert frila("vagas", conta="p").rc == 0  # candidatar vale pelos termos vistos
    r = frila("candidatar", vaga, conta="p", json=True)
    assert r.rc == 0 and r.json["resultado"] == "pendente", r
    r = frila("candidatar", vaga, conta="p", json=True)
    assert r.rc == 1, r
    assert r.json["estado"] == "recusada" and r.json["chave"] == "ja_candidatado", r
    # Sem tela, o caminho é o comando (frila retirar), não o Perfil da TUI.
    assert "já se candidatou" in r.json["erro"] and "frila retirar" in r.err and "Perfil" not in r.err, r
    texto = frila("candidatar", vaga, conta="p")
    assert texto.rc == 1 and "Candidatura enviada" not in texto.out + texto.err, texto
    assert len(e.rpc(p, "minhas_candidaturas").json) == 1
