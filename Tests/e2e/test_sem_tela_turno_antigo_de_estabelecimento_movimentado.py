"""Agir num turno pelo id lê aquele turno (turno_por_id), não a página de minhas_vagas: um
contratante com 250 vagas (a lista traz as 200 primeiras, as futuras antes) avalia o turno
mais antigo dele, que a lista não traz; outro contratante, com o mesmo id, ouve que o turno
não está entre os seus."""
import pytest

pytestmark = [pytest.mark.rn07]

VAGAS_FUTURAS = 249  # + a do turno antigo = 250 vagas; minhas_vagas traz 200


def test_contratante_com_250_vagas_avalia_o_turno_mais_antigo(backend, api, contas, frila):
    """250 vagas; o turno de anteontem fica fora das 200 de minhas_vagas; frila avaliar TURNO sim entra e grava a avaliação; outro contratante não acha o turno."""
    dono, prof, alheio = contas.contratante(prefixo="movimentado"), contas.profissional(prefixo="mov-prof"), \
        contas.contratante(prefixo="mov-alheio")
    turno = backend.psql(f"""
        with e as (select x.* from public.estabelecimentos x join public.membros m on m.estabelecimento_id = x.id
                    where m.conta_id = '{dono.id}'),
             futuras as (
               insert into public.vagas(estabelecimento_id, publicada_por, funcao, inicio, fim, valor_centavos, refeicao,
                                        transporte, exige_material_proprio, modo, endereco, bairro, ponto, publicada_em, estado)
               select e.id, '{dono.id}', 'garcom', date_trunc('minute', now()) + make_interval(hours => 24 + 6 * g),
                      date_trunc('minute', now()) + make_interval(hours => 28 + 6 * g), 12000, true, false, false, 'urgencia',
                      e.endereco, 'Asa Sul', e.ponto, now() - interval '1 day', 'preenchida'
                 from e, generate_series(1, {VAGAS_FUTURAS}) g returning id),
             pf as (insert into public.posicoes(vaga_id, numero, estado, preenchida_em)
                    select id, 1, 'confirmada', now() - interval '1 day' from futuras returning id),
             antiga as (
               insert into public.vagas(estabelecimento_id, publicada_por, funcao, inicio, fim, valor_centavos, refeicao,
                                        transporte, exige_material_proprio, modo, endereco, bairro, ponto, publicada_em, estado)
               select e.id, '{dono.id}', 'garcom', date_trunc('minute', now()) - interval '50 hours',
                      date_trunc('minute', now()) - interval '46 hours', 12000, true, false, false, 'urgencia',
                      e.endereco, 'Asa Sul', e.ponto, now() - interval '5 days', 'preenchida' from e returning *),
             pa as (insert into public.posicoes(vaga_id, numero, estado, preenchida_em)
                    select id, 1, 'cumprida', now() - interval '4 days' from antiga returning *)
        insert into public.turnos(posicao_id, vaga_id, profissional_id, periodo, valor_acordado_centavos, confirmado_em,
                                  estado, checkin_em, checkin_tipo, checkin_distancia_m, verificacao)
        select pa.id, antiga.id, '{prof.id}', tstzrange(antiga.inicio, antiga.fim, '[)'), 12000, now() - interval '4 days',
               'cumprida', antiga.inicio, 'geolocalizado', 10, 'verificado'
          from pa, antiga
        returning id""")

    # A lista do contratante tem 200 vagas, e a do turno antigo não está entre elas.
    lista = api.rpc("minhas_vagas", {}, token=dono.token)
    assert lista.status == 200, lista
    vaga_antiga = backend.psql(f"select vaga_id from public.turnos where id = '{turno}'")
    assert len(lista.json) == 200, len(lista.json)
    assert vaga_antiga not in {v["vaga_id"] for v in lista.json}
    assert int(backend.psql(f"select count(*) from public.vagas v join public.membros m on m.estabelecimento_id = "
                            f"v.estabelecimento_id where m.conta_id = '{dono.id}'")) == VAGAS_FUTURAS + 1

    frila.login("dono", dono.email)
    r = frila("avaliar", turno, "sim", conta="dono", json=True)
    assert r.rc == 0, r
    assert backend.psql(f"select chamaria_de_novo from public.avaliacoes where turno_id = '{turno}' "
                        "and lado = 'contratante'") == "t"

    # Outro contratante, o mesmo id: não está entre os dele (o servidor não confirma que existe).
    frila.login("alheio", alheio.email)
    r = frila("avaliar", turno, "sim", conta="alheio", json=True)
    assert r.rc == 1 and "não está entre os seus turnos" in r.json["erro"], r
    assert backend.psql(f"select count(*) from public.avaliacoes where turno_id = '{turno}'") == "1"
