"""O contratante cancela o turno de urgência que a profissional tinha pegado: a posição reabre
para os outros (RN12), mas a linha dela no feed conta o que houve — "turno cancelado pelo
contratante", não "você se candidatou / não escolhida" — e a vaga não é oferecida de novo a
ela: `c` e `frila candidatar` dizem por quê, e nenhum turno novo nasce."""
import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rn12]


def test_feed_diz_que_o_contratante_cancelou_e_nao_reoferece(backend, api, frila, tela):
    e = elenco(api, n_profs=1, prefixo="cancelado-pelo-contratante")
    p = e.profs[0]
    v = e.publicar(horas=30, posicoes=2)
    e.no_feed(p, v)
    frila.login("p", p.email)
    frila.login("dono", e.dono.email)
    assert frila("vagas", conta="p").rc == 0  # o comando manda os termos que mostrou
    r = frila("candidatar", v, conta="p", json=True)
    assert r.rc == 0 and r.json["resultado"] == "confirmada", r
    turno = r.json["turno"]["turno_id"]
    r = frila("cancelar", turno, "--motivo", "Mudou a escala", "--sim", conta="dono")
    assert r.rc == 0, r

    # Sem tela: a linha e o JSON dizem quem cancelou.
    r = frila("vagas", conta="p")
    linha = [l for l in r.out.splitlines() if v in l]
    assert r.rc == 0 and linha, r
    assert "turno cancelado pelo contratante" in linha[0] and "não escolhida" not in linha[0], linha
    j = frila("vagas", conta="p", json=True).json
    item = [x for x in (j["vagas"] if isinstance(j, dict) else j) if x["vaga_id"] == v][0]
    assert item["turno_cancelado_pelo_estabelecimento"] is True and item["turno_cancelado_por_mim"] is False, item

    # Pegar de novo: recusado com o porquê; a posição continua aberta para os outros.
    r = frila("candidatar", v, conta="p", json=True)
    assert r.rc == 1 and "não é oferecida de novo a você" in (r.out + r.err), r
    assert backend.psql(f"select count(*) from public.turnos where vaga_id = '{v}' and profissional_id = '{p.id}' "
                        "and estado <> 'cancelada'") == "0"
    assert backend.psql(f"select count(*) from public.posicoes where vaga_id = '{v}' and estado = 'aberta'") == "2"

    # Na TUI: a marca "×" com a legenda, o detalhe conta o que houve e `c` diz por que não age.
    t = tela("--api", backend.api_url, "--dados", frila.dados("p"), largura=100, altura=30)
    t.wait_for(r"ao vivo|sem tempo real", 20)
    if "★" in t.text():
        t.comando("globais", "voltar")
    t.wait_for(r"× turno cancelado pelo contratante", 10)
    sel = t.selecionar(r"Garçom", tela="feed")
    assert sel, t.text()
    t.comando("feed", "abrir")
    # O detalhe diz uma vez (na dica de baixo), não na linha das posições também.
    t.wait_for(r"turno cancelado pelo contratante · Esc fecha", 10)
    posicoes = [l for l in t.linhas() if "Posições" in l]
    assert posicoes and "2 abertas" in posicoes[0] and "cancelado" not in posicoes[0], t.text()
    assert "candidatura não escolhida" not in t.text() and "você se candidatou" not in t.text(), t.text()
    t.comando("feed", "candidatar")
    t.wait_for(r"O contratante cancelou o seu turno nesta vaga", 10)
    t.comando("feed", "sair")
    t.esperar_saida(0)
