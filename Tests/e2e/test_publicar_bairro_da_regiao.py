"""Publicar com --local região ou lat,lng: o bairro da vaga é a região (ou a mais perto do ponto), nunca a rua do endereço."""
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo


def _vaga(*extra):
    dia = (datetime.now(ZoneInfo("America/Sao_Paulo")) + timedelta(days=3)).strftime("%d/%m/%Y")
    return ["publicar", "--funcao", "garcom", "--data", dia, "--inicio", "19:00", "--fim", "23:00", "--valor", "120,00",
            "--refeicao", "sim", "--transporte", "nao", "--material", "nao", *extra]


def test_bairro_vem_da_regiao_e_nao_da_rua(backend, contas, frila):
    """`--endereco "Rua 2" --local "Águas Claras"` grava bairro Águas Claras; `--local` lat,lng no centro dela também."""
    c = contas.contratante()
    frila.login("c", c.email)
    r = frila(*_vaga("--endereco", "Rua 2", "--local", "Águas Claras"), conta="c", json=True)
    assert r.rc == 0, r
    assert backend.psql(f"select bairro from public.vagas where id = '{r.json['vaga_id']}'") == "Águas Claras"
    r = frila(*_vaga("--endereco", "Rua 2", "--local", "-15.8394,-48.0275"), conta="c", json=True)
    assert r.rc == 0, r
    assert backend.psql(f"select bairro from public.vagas where id = '{r.json['vaga_id']}'") == "Águas Claras"


def test_lat_lng_fora_do_mapa_e_dito_como_tal(backend, contas, frila):
    """`--local "999,999"` não publica (saída 1) e diz que a coordenada está fora do mapa, não que o nome é desconhecido."""
    c = contas.contratante()
    frila.login("c", c.email)
    r = frila(*_vaga("--endereco", "Rua 2", "--local", "999,999"), conta="c")
    assert r.rc == 1 and "fora do mapa" in r.err and "não conheço" not in r.err, r
