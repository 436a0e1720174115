"""Ataque: o estabelecimento puxa qualquer profissional para a sua equipe de confiança.

Antes: `incluir_na_equipe` aceitava o id de qualquer profissional (204) — um estabelecimento
punha na equipe quem nunca trabalhou nem se candidatou lá e passava a alcançá-la além dos
15 km (RN05), e a diferença entre 204 e 404 dizia se um id era de uma conta de profissional.
Agora só entra quem teve turno ou se candidatou numa vaga do estabelecimento; para o resto —
id inexistente, profissional desconhecida, candidata de outro estabelecimento, conta de
contratante — a mesma recusa, byte a byte, e nada na equipe."""
import uuid

from apoio.gestao import elenco, iso

N = 8


def test_so_entra_na_equipe_quem_o_estabelecimento_conhece(backend, api, contas):
    e = elenco(api, n_profs=1, prefixo="eqqualquer")
    vizinho = elenco(api, n_profs=1, prefixo="eqqualquer-viz")
    longe = e.lat + 0.3
    estranhas = [contas.profissional(nome=f"Estranha {i}", lat=longe, lng=e.lng, prefixo="eqqualquer") for i in range(N)]
    # A candidata do vizinho se candidatou lá, não aqui.
    vsel = vizinho.publicar(horas=30, modo="selecao")
    vizinho.no_feed(vizinho.profs[0], vsel)
    vizinho.rpc(vizinho.profs[0], "candidatar", {"vaga_id": vsel})

    alvos = ([p.id for p in estranhas] + [str(uuid.uuid4()) for _ in range(N)]
             + [vizinho.profs[0].id, vizinho.dono.id, e.dono.id])
    respostas = [api.rpc("incluir_na_equipe", {"profissional_id": a}, token=e.dono.token) for a in alvos]
    formas = {(r.status, r.texto) for r in respostas}
    aceitas = sum(r.status == 204 for r in respostas)
    na_equipe = int(backend.psql(f"""select count(*) from public.equipe_confianca q join public.membros m
                                    on m.estabelecimento_id = q.estabelecimento_id where m.conta_id = '{e.dono.id}'"""))
    assert aceitas == 0 and na_equipe == 0, respostas
    assert len(formas) == 1 and respostas[0].status == 404 and respostas[0].json["message"] == "profissional_nao_encontrado", formas

    # Quem se candidatou aqui entra.
    conhecida = e.profs[0]
    v = e.publicar(horas=30, modo="selecao")
    e.no_feed(conhecida, v)
    e.rpc(conhecida, "candidatar", {"vaga_id": v})
    assert api.rpc("incluir_na_equipe", {"profissional_id": conhecida.id}, token=e.dono.token).status == 204
    assert [m["profissional"]["id"] for m in e.rpc(e.dono, "minha_equipe").json] == [conhecida.id]
    print(f"equipe: {len(alvos)} ids sem relação (profissionais, inexistentes, candidata do vizinho, contratantes): "
          f"{aceitas} aceitos, {len(formas)} forma de recusa, {na_equipe} na equipe; a candidata daqui entra")
