"""Editar a vaga parte da vaga como está: mudar só o valor nunca a move de dia (o rascunho de duplicar empurra a data)."""
import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rn24]


def test_editar_so_o_valor_nao_move_a_vaga_de_dia(backend, api, frila):
    """Seleção a menos de 24 h: `editar-vaga --valor` é recusado pela regra de publicar e a data fica onde estava."""
    e = elenco(api, prefixo="semtela-data")
    frila.login("dono", e.dono.email)
    v = e.publicar(horas=30, modo="selecao")
    # SQL: publicada há 20 h, a vaga está a 10 h do início (sem esperar o relógio andar 20 h).
    backend.psql(f"update public.vagas set publicada_em = now() - interval '20 hours', "
                 f"inicio = now() + interval '10 hours', fim = now() + interval '14 hours' where id = '{v}'")
    antes = backend.psql(f"select inicio from public.vagas where id = '{v}'")
    r = frila("editar-vaga", v, "--valor", "180,00", conta="dono", json=True)
    assert r.rc != 0 and r.json["estado"] in ("invalida", "recusada"), r
    assert backend.psql(f"select inicio || ' ' || valor_centavos from public.vagas where id = '{v}'") == f"{antes} 13000"

    # Com folga (urgência, 30 h), a mesma edição muda o valor e só ele (o formulário tem minutos,
    # e a vaga do elenco foi publicada com segundos: compara no minuto).
    u = e.publicar(horas=30)
    antes = backend.psql(f"select date_trunc('minute', inicio) from public.vagas where id = '{u}'")
    r = frila("editar-vaga", u, "--valor", "180,00", conta="dono", json=True)
    assert r.rc == 0, r
    assert backend.psql(f"select date_trunc('minute', inicio) || ' ' || valor_centavos from public.vagas "
                        f"where id = '{u}'") == f"{antes} 18000"
