"""O estabelecimento bloqueou uma profissional que tem turno na vaga e tenta pô-la na equipe de
confiança: a TUI (t no detalhe da vaga, sem passar pelo Perfil) e o `frila equipe incluir` dizem a
mesma razão, do núcleo, sem ir ao servidor; o rodapé não oferece o t. A razão vem só da lista de
bloqueados do próprio estabelecimento (o bloqueio que ela fizesse não chega a ele)."""
import re

import pytest

from apoio.espera import esperar
from apoio.gestao import elenco

pytestmark = [pytest.mark.rf26]

RAZAO = "Você bloqueou Profissional 0: quem está bloqueado não entra na equipe."


def test_bloqueada_pelo_estabelecimento_nao_entra_na_equipe_e_os_dois_dizem_por_que(backend, api, frila, tela):
    e = elenco(api, n_profs=1, prefixo="eqrazao")
    p = e.profs[0]
    v = e.publicar(horas=30)
    e.no_feed(p, v)
    assert e.rpc(p, "candidatar", {"vaga_id": v}).json["resultado"] == "confirmada"
    frila.login("dono", e.dono.email)
    r = frila("bloquear", p.id, conta="dono")
    assert r.rc == 0 and "Bloqueio feito: Profissional 0." in r.out + r.err, r  # o nome dela, não o do próprio bar

    r = frila("equipe", "incluir", p.id, conta="dono", json=True)
    assert r.rc == 1 and r.json["chave"] == "bloqueado", r
    assert RAZAO in r.err and f"frila desbloquear {p.id}" in r.err, r
    assert frila("equipe", conta="dono", json=True).json == []

    t = tela("--api", backend.api_url, "--dados", frila.dados("dono"), largura=200, altura=30)
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"pos\.", 15)
    t.selecionar(r"Garçom", tela="vagas")
    t.comando("vagas", "abrir")
    t.wait_for(r"Profissional 0", 15)
    t.wait_for(r"b bloquear", 10)  # o rodapé do profissional selecionado
    # A lista dos bloqueados chega logo depois da vaga (outra leitura): com ela, o rodapé deixa
    # de oferecer o t, e a tecla diz por quê (antes dela, o servidor recusaria igual).
    esperar(lambda: not re.search(r"\bt equipe\b", t.linhas()[-2]), 10, "o rodapé sem o t equipe",
            ultimo=lambda: t.linhas()[-2])
    t.comando("vagas", "incluirNaEquipe")
    t.wait_for(re.escape(RAZAO) + r" Desbloqueie em Perfil › bloqueados antes\.", 10)
    assert "na equipe de confiança?" not in t.text(), t.text()
    assert backend.psql(f"select count(*) from public.equipe_confianca where profissional_id = '{p.id}'") == "0"
    t.comando("vagas", "sair")
    t.esperar_saida(0)
