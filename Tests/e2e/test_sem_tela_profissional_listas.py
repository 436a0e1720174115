"""O profissional pelos comandos sem tela: candidaturas e retirar, histórico paginado, bloquear/desbloquear, disponibilidade."""
import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rf26]


def test_candidaturas_retirar_e_escolhida_nao_se_retira(backend, api, frila):
    """Lista as pendentes com a vaga; retirar some da lista; escolhida pelo `frila escolher` não se retira (saída 1)."""
    e = elenco(api, prefixo="semtela-cand")
    p = e.profs[0]
    frila.login("p", p.email)
    frila.login("dono", e.dono.email)
    s1, s2 = e.publicar(horas=50, modo="selecao"), e.publicar(horas=30, modo="selecao")
    c1 = e.rpc(p, "candidatar", {"vaga_id": s1}).json["candidatura_id"]
    c2 = e.rpc(p, "candidatar", {"vaga_id": s2}).json["candidatura_id"]

    r = frila("candidaturas", conta="p", json=True)
    assert r.rc == 0 and [c["id"] for c in r.json] == [c2, c1], r
    assert r.json[0]["vaga"]["vaga_id"] == s2
    r = frila("candidaturas", conta="p")
    assert c1 in r.out and "Garçom" in r.out, r

    r = frila("retirar", c1, conta="p", json=True)
    assert r.rc == 0 and r.json["acao"] == "retirar_candidatura" and r.json["resultado"] == "retirada", r
    assert [c["id"] for c in frila("candidaturas", conta="p", json=True).json] == [c2]

    r = frila("escolher", c2, conta="dono", json=True)
    assert r.rc == 0 and r.json["resultado"] == "confirmada", r
    r = frila("retirar", c2, conta="p", json=True)
    assert r.rc == 1 and r.json["resultado"] == "ja_escolhida" and "cancele o turno" in r.json["mensagem"], r
    r = frila("candidaturas", conta="p")
    assert r.rc == 0 and "Nenhuma candidatura" in r.out, r


def test_historico_em_paginas_pelo_cursor(backend, api, contas, frila):
    """`historico --limite 3` e o `--cursor` que a saída dá percorrem os 7 turnos antigos uma vez cada, e a última página diz null."""
    p = contas.profissional(prefixo="semtela-hist")
    lote = backend.turnos_passados(p.email, 7)
    backend.psql(f"update public.turnos set periodo = tstzrange(lower(periodo) - interval '60 days', "
                 f"upper(periodo) - interval '60 days', '[)') where profissional_id = '{p.id}'")
    frila.login("p", p.email)
    vistos, cursor = [], None
    for _ in range(5):
        r = frila("historico", "--limite", "3", *(["--cursor", cursor] if cursor else []), conta="p", json=True)
        assert r.rc == 0, r
        vistos += [t["id"] for t in r.json["itens"]]
        cursor = r.json["proximo_cursor"]
        if not cursor:
            break
    assert vistos == [t[0] for t in lote]
    r = frila("historico", "--limite", "3", conta="p")
    assert "frila historico --cursor" in r.err and "R$" in r.out, r
    assert frila("historico", "--limite", "500", conta="p").rc == 2


def test_bloquear_desbloquear_e_disponibilidade(backend, api, frila):
    """Bloquear o estabelecimento tira a vaga do feed; `bloqueios` lista; `desbloquear` a devolve na hora; indisponível some do feed."""
    e = elenco(api, prefixo="semtela-bloq")
    p = e.profs[0]
    frila.login("p", p.email)
    v = e.publicar(horas=6)
    e.no_feed(p, v)
    r = frila("bloquear", e.dono.id, conta="p", json=True)
    assert r.rc == 0, r
    assert v not in [x["vaga_id"] for x in frila("vagas", conta="p", json=True).json]
    r = frila("bloqueios", conta="p", json=True)
    assert r.rc == 0 and [b["estabelecimento"]["id"] for b in r.json] == [b["conta_id"] for b in r.json], r
    assert [b["conta_id"] for b in r.json] == [e.rpc(e.dono, "membros_do_estabelecimento").json["estabelecimento_id"]], r
    r = frila("desbloquear", e.dono.id, conta="p", json=True)
    assert r.rc == 0 and r.json["acao"] == "desbloquear", r
    assert v in [x["vaga_id"] for x in frila("vagas", conta="p", json=True).json]
    assert frila("bloqueios", conta="p", json=True).json == []

    r = frila("disponibilidade", "nao", conta="p", json=True)
    assert r.rc == 0 and r.json["disponivel"] is False, r
    assert frila("perfil", conta="p", json=True).json["disponivel"] is False
    r = frila("disponibilidade", "sim", conta="p", json=True)
    assert r.rc == 0 and r.json["disponivel"] is True, r
    r = frila("disponibilidade", "sim", conta="p", offline=True)
    assert r.rc == 3, r
