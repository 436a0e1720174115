"""Feed vazio diz por quê também sem tela: `frila vagas` de quem está indisponível, num lugar sem
vagas, lista nada (texto e JSON) e diz em stderr os mesmos motivos da aba Feed; disponível de
novo, o motivo da indisponibilidade some."""
import json

import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rn05]


def test_frila_vagas_vazio_diz_os_motivos(api, frila):
    e = elenco(api, prefixo="vazio-sem-tela")
    p = e.profs[0]
    frila.login("p", p.email)
    assert frila("disponibilidade", "nao", conta="p").rc == 0

    r = frila("vagas", conta="p")
    assert r.rc == 0, r.err
    assert "Nenhuma vaga" in r.out
    assert "Por que pode estar vazio:" in r.err
    assert "Você está como indisponível" in r.err
    assert "Só chegam vagas a até 15 km do seu ponto base" in r.err

    j = frila("--json", "vagas", conta="p")
    assert j.rc == 0 and json.loads(j.out) == [], j.out

    assert frila("disponibilidade", "sim", conta="p").rc == 0
    r = frila("vagas", conta="p")
    assert "Você está como indisponível" not in r.err
    assert "Só chegam vagas a até 15 km" in r.err
