"""Publicar pelo nome de uma região do DF: o ponto sai da tabela do projeto; lat,lng ainda vale; nome desconhecido diz os parecidos."""
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo


def _vaga(*extra):
    dia = (datetime.now(ZoneInfo("America/Sao_Paulo")) + timedelta(days=3)).strftime("%d/%m/%Y")
    return ["publicar", "--funcao", "garcom", "--data", dia, "--inicio", "19:00", "--fim", "23:00", "--valor", "120,00",
            "--refeicao", "sim", "--transporte", "nao", "--material", "nao", *extra]


def _ponto(b, vaga):
    return b.psql(f"select round(extensions.st_y(ponto::extensions.geometry)::numeric, 4) || ',' || round(extensions.st_x(ponto::extensions.geometry)::numeric, 4) "
                  f"from public.vagas where id = '{vaga}'")


def test_endereco_com_nome_da_regiao_da_o_ponto(banco_novo, contas, frila):
    """`--endereco "SCLS 405, Asa Sul"` publica no ponto da Asa Sul; `--local Taguatinga` e `--local lat,lng` também."""
    b = banco_novo
    c = contas.contratante()
    frila.login("c", c.email)
    r = frila(*_vaga("--endereco", "SCLS 405, Asa Sul"), conta="c", json=True)
    assert r.rc == 0 and r.json["estado"] == "enviada", r
    assert _ponto(b, r.json["vaga_id"]) == "-15.8150,-47.8990"

    r = frila(*_vaga("--endereco", "QNA 12", "--local", "taguatinga"), conta="c", json=True)
    assert r.rc == 0, r
    assert _ponto(b, r.json["vaga_id"]) == "-15.8333,-48.0564"

    r = frila(*_vaga("--endereco", "QNA 12", "--local", "-15.8,-47.9"), conta="c", json=True)
    assert r.rc == 0, r
    assert _ponto(b, r.json["vaga_id"]) == "-15.8000,-47.9000"


def test_nome_desconhecido_e_recusado_com_sugestoes(banco_novo, contas, frila):
    """Um nome que não está na tabela não publica nada (saída 1) e a mensagem sugere os parecidos em pt-BR."""
    b = banco_novo
    c = contas.contratante()
    frila.login("c", c.email)
    antes = b.psql("select count(*) from public.vagas")
    r = frila(*_vaga("--endereco", "Rua X", "--local", "Asa Sl"), conta="c", json=True)
    assert r.rc == 1 and r.json["estado"] == "invalida", r
    assert "Asa Sul" in r.json["mensagem"] and "lat,lng" in r.json["mensagem"], r
    assert b.psql("select count(*) from public.vagas") == antes
