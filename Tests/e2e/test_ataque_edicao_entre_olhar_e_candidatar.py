"""Ataque: o contratante muda os termos entre a última olhada da profissional e o pedido dela.

Antes: `frila candidatar VAGA` sem --termos lia a vaga logo antes de pedir e mandava a ficha
dos termos que acabara de ler: uma edição (R$ 130 → R$ 60, sem refeição) entre o `frila
vagas` dela e o `frila candidatar` era aceita calada, nos termos novos (3 de 3 rodadas); e
candidatar uma vaga nunca vista confirmava os termos do momento. Agora o cliente guarda a
ficha do que MOSTROU (por vaga, no SQLite local) e manda essa: a edição no meio é recusada
(vaga_alterada, os termos novos e o comando que os aceita); a vaga nunca mostrada sai com os
termos e nada é feito (termos_nao_vistos), e o pedido seguinte vale pelo que saiu."""
from apoio.gestao import elenco

RODADAS = 3


def _turnos(backend, vaga):
    return backend.psql(f"select count(*) from public.turnos where vaga_id = '{vaga}'")


def test_edicao_entre_a_olhada_e_o_pedido_nao_passa(backend, api, frila):
    e = elenco(api, prefixo="olhada")
    pro = e.profs[0]
    frila.login("p", pro.email)
    caladas = 0
    for _ in range(RODADAS):
        vaga = e.publicar(horas=30)
        e.no_feed(pro, vaga)
        vistas = frila("vagas", conta="p", json=True)
        assert vaga in [v["vaga_id"] for v in vistas.json], vistas
        e.rpc(e.dono, "editar_vaga", {"vaga_id": vaga, "valor_centavos": 6000, "refeicao": False})
        r = frila("candidatar", vaga, conta="p", json=True)
        if r.rc == 0:
            caladas += 1
        assert r.rc == 1 and r.json["resultado"] == "vaga_alterada", r
        assert r.json["vaga"]["valor_centavos"] == 6000 and f"--termos {r.json['termos_versao']}" in r.err, r
        assert _turnos(backend, vaga) == "0"
    assert caladas == 0
    # Os termos novos saíram na recusa: o pedido seguinte vale por eles (R$ 60), não pelos de antes.
    r = frila("candidatar", vaga, conta="p", json=True)
    assert r.rc == 0 and r.json["resultado"] == "confirmada", r
    assert backend.psql(f"select valor_acordado_centavos from public.turnos where vaga_id = '{vaga}'") == "6000"

    # Nunca mostrada: os termos saem, nada é feito; o pedido seguinte vale por eles.
    vaga = e.publicar(horas=40)
    e.no_feed(pro, vaga)
    r = frila("candidatar", vaga, conta="p")
    assert r.rc == 1 and "não tinha visto os termos" in r.err and "R$ 130,00" in r.out, r
    assert _turnos(backend, vaga) == "0"
    r = frila("candidatar", vaga, conta="p", json=True)
    assert r.rc == 0 and r.json["resultado"] == "confirmada", r
    assert backend.psql(f"select valor_acordado_centavos from public.turnos where vaga_id = '{vaga}'") == "13000"

    # Nunca mostrada, e editada entre a primeira saída e o pedido: recusada também.
    vaga = e.publicar(horas=50)
    e.no_feed(pro, vaga)
    r = frila("candidatar", vaga, conta="p", json=True)
    assert r.rc == 1 and r.json["chave"] == "termos_nao_vistos" and r.json["vaga"]["valor_centavos"] == 13000, r
    e.rpc(e.dono, "editar_vaga", {"vaga_id": vaga, "valor_centavos": 6000})
    r = frila("candidatar", vaga, conta="p", json=True)
    assert r.rc == 1 and r.json["resultado"] == "vaga_alterada", r
    # Uma vaga que nunca chegou ao feed dela: nada a mandar como visto.
    r = frila("candidatar", "00000000-0000-4000-8000-000000000000", conta="p", json=True)
    assert r.rc == 1 and r.json["chave"] == "termos_nao_vistos", r
    assert _turnos(backend, vaga) == "0"
    print(f"edição entre olhar e candidatar: {RODADAS} rodadas, {caladas} aceitas caladas; "
          f"nunca vista: 2 de 2 recusadas com os termos, 1 confirmada depois de vê-los")
