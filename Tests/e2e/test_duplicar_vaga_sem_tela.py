"""`frila duplicar-vaga VAGA --data …` publica uma cópia pela mesma validação de publicar, com o que for passado por cima."""
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from apoio.gestao import elenco


def _dia(dias):
    return (datetime.now(ZoneInfo("America/Sao_Paulo")) + timedelta(days=dias)).strftime("%d/%m/%Y")


def test_duplica_com_a_data_e_o_valor_novos(backend, api, frila):
    """A cópia traz função, horário, inclusos e endereço da original; data e valor são os passados; a original fica."""
    e = elenco(api, prefixo="dupl")
    v = e.publicar(horas=30, valor=13000)
    frila.login("c", e.dono.email)
    r = frila("duplicar-vaga", v, "--data", _dia(6), "--valor", "150,00", conta="c", json=True)
    assert r.rc == 0 and r.json["estado"] == "enviada" and r.json["vaga_id"] != v, r
    nova = r.json["vaga_id"]
    linha = backend.psql(f"select funcao || ',' || valor_centavos || ',' || endereco || ',' || refeicao || ',' "
                         f"|| to_char(inicio at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') from public.vagas where id = '{nova}'")
    assert linha == f"garcom,15000,Rua do Teste, Centro,true,{_dia(6)}", linha
    assert backend.psql(f"select valor_centavos from public.vagas where id = '{v}'") == "13000", "a original não muda"


def test_duplicar_valida_como_publicar(backend, api, frila):
    """Sem data, valor abaixo do piso ou vaga alheia: saída 1 com o problema, nada publicado; --help explica."""
    e = elenco(api, prefixo="dupl2")
    v = e.publicar(horas=30)
    frila.login("c", e.dono.email)
    antes = backend.psql("select count(*) from public.vagas")
    r = frila("duplicar-vaga", v, conta="c")
    assert r.rc == 1 and "Informe a data" in r.err, r
    r = frila("duplicar-vaga", v, "--data", _dia(6), "--valor", "0,01", conta="c")
    assert r.rc == 1 and "pelo menos R$ 10,00" in r.err, r
    outro = elenco(api, prefixo="dupl3")
    frila.login("o", outro.dono.email)
    r = frila("duplicar-vaga", v, "--data", _dia(6), conta="o")
    assert r.rc == 1, r
    assert backend.psql("select count(*) from public.vagas") == antes
    r = frila("duplicar-vaga", "--help")
    assert r.rc == 0 and "duplicar-vaga VAGA" in r.out, r
