"""Ataque: o estabelecimento descobre pelos avisos que uma profissional o bloqueou.

Antes: ao bloquear, a candidatura pendente dela virava `retirada`, mas o aviso
`candidatura_nova` que o estabelecimento já tinha SUMIA de minhas_notificacoes e nenhum
`candidatura_retirada` aparecia (nem tocava a campainha 'aviso') — enquanto a retirada de
verdade mantém `candidatura_nova` e acrescenta `candidatura_retirada`. Agora o aviso só some
para o lado que bloqueou: o estabelecimento vê o bloqueio dela exatamente como a retirada
(os mesmos avisos, a mesma lista, as mesmas campainhas 'dados' e 'aviso')."""
from apoio.gestao import elenco


def _avisos(e, quem):
    return [(x["tipo"]) for x in e.rpc(e.dono, "minhas_notificacoes").json
            if (x.get("profissional") or {}).get("id") == quem.id]


def _toques(backend, conta_id, desde):
    return backend.psql(
        "select coalesce(string_agg(event || ':' || coalesce(payload ->> 'tipo', ''), ',' order by event, payload ->> 'tipo'), '') "
        f"from realtime.messages where topic = 'conta:{conta_id}' and inserted_at > '{desde}'")


def _ultimo(backend):
    return backend.psql("select coalesce(max(inserted_at), '-infinity') from realtime.messages")


def test_bloqueio_dela_se_le_como_retirada(backend, api):
    e = elenco(api, n_profs=2, prefixo="bloqretira")
    retira, bloqueia = e.profs
    va, vb = e.publicar(horas=30, modo="selecao"), e.publicar(horas=31, modo="selecao")
    e.no_feed(retira, va)
    e.no_feed(bloqueia, vb)
    ca = e.rpc(retira, "candidatar", {"vaga_id": va}).json["candidatura_id"]
    e.rpc(bloqueia, "candidatar", {"vaga_id": vb})

    desde = _ultimo(backend)
    e.rpc(retira, "retirar_candidatura", {"candidatura_id": ca})
    toques_retirada = _toques(backend, e.dono.id, desde)
    desde = _ultimo(backend)
    e.rpc(bloqueia, "bloquear", {"conta_id": e.dono.id})
    toques_bloqueio = _toques(backend, e.dono.id, desde)

    diferencas = 0
    diferencas += int(toques_bloqueio != toques_retirada)
    diferencas += int(_avisos(e, bloqueia) != _avisos(e, retira))
    estados = {}
    for v, p in ((va, retira), (vb, bloqueia)):
        d = e.rpc(e.dono, "detalhe_vaga", {"vaga_id": v}).json
        estados[p.id] = [c["estado"] for c in d["candidaturas"] if c["profissional"]["id"] == p.id]
    diferencas += int(estados[retira.id] != estados[bloqueia.id])
    assert toques_retirada and "aviso:candidatura_retirada" in toques_retirada, toques_retirada
    assert _avisos(e, retira) == ["candidatura_nova", "candidatura_retirada"], _avisos(e, retira)
    assert diferencas == 0, (toques_retirada, toques_bloqueio, _avisos(e, bloqueia), estados)
    # Quem bloqueou não recebe nada do estabelecimento que bloqueou.
    assert not [x for x in e.rpc(bloqueia, "minhas_notificacoes").json if x.get("vaga_id") in (va, vb)]
    print(f"bloqueio como retirada: 3 leituras do estabelecimento (campainhas, avisos, detalhe), {diferencas} diferenças "
          f"(antes: avisos [candidatura_nova, candidatura_retirada] contra [] e sem a campainha 'aviso')")
