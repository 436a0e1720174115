"""O roteiro do contratante do README, só com comandos sem tela: publicar → alguém pega → confirmar o check-in → avaliar."""
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from apoio.espera import esperar
from apoio.gestao import elenco

pytestmark = [pytest.mark.rn07, pytest.mark.rn22]


def test_roteiro_do_contratante_de_ponta_a_ponta(banco_novo, api, frila):
    """Publicar pelo comando, o profissional pega (urgência), o contratante é avisado, confirma o check-in manual e avalia."""
    b = banco_novo
    e = elenco(api, n_profs=1, prefixo="roteiro")
    dono, prof = e.dono, e.profs[0]
    frila.login("dono", dono.email)
    frila.login("prof", prof.email)

    # Formulário inválido: cada problema por campo, nada enviado.
    r = frila("publicar", "--funcao", "garcom", "--valor", "abc", conta="dono", json=True)
    assert r.rc == 1 and r.json["estado"] == "invalida" and len(r.json["problemas"]) >= 3, r
    assert any("Valor inválido" in p for p in r.json["problemas"]), r

    # Começa daqui a 20 minutos (dentro da janela de check-in), horário de Brasília (RN18).
    inicio = (datetime.now(ZoneInfo("America/Sao_Paulo")) + timedelta(minutes=20)).replace(second=0, microsecond=0)
    fim = inicio + timedelta(hours=6)
    r = frila("publicar", "--funcao", "garcom", "--data", inicio.strftime("%d/%m/%Y"), "--inicio", inicio.strftime("%H:%M"),
              "--fim", fim.strftime("%H:%M"),
              "--valor", "150,00", "--refeicao", "sim", "--transporte", "nao", "--material", "nao",
              "--endereco", "Rua do Teste, Centro", "--local", f"{e.lat},{e.lng}", conta="dono", json=True)
    assert r.rc == 0 and r.json["estado"] == "enviada", r
    vaga = r.json["vaga_id"]
    assert b.psql(f"select valor_centavos || ' ' || (fim - inicio) from public.vagas where id = '{vaga}'") == "15000 06:00:00"

    v = esperar(lambda: [x for x in (frila("vagas", conta="prof", json=True).json or []) if x["vaga_id"] == vaga],
                30, "a vaga publicada no feed do profissional")[0]
    r = frila("candidatar", v["vaga_id"], conta="prof", json=True)
    assert r.rc == 0 and r.json["resultado"] == "confirmada", r
    turno = r.json["turno"]["turno_id"]

    avisos = esperar(lambda: [n for n in (frila("notificacoes", conta="dono", json=True).json or [])
                              if n["tipo"] == "posicao_tomada" and n["vaga_id"] == vaga], 10, "o aviso de posição tomada")
    assert avisos[0]["turno_id"] == turno, avisos

    r = frila("checkin", turno, "--sem-localizacao", conta="prof", json=True)
    assert r.rc == 0, r
    r = frila("pendentes", conta="dono", json=True)
    assert [p for p in r.json if p["turno_id"] == turno], r
    r = frila("confirmar", turno, conta="dono", json=True)
    assert r.rc == 0 and r.json["estado"] == "enviada", r

    # Alertas, a vaga inteira e a prévia do cancelamento (nada cancela sem --sim).
    assert frila("alertas", conta="dono", json=True).rc == 0
    r = frila("vaga", vaga, conta="dono", json=True)
    assert r.rc == 0, r
    r = frila("cancelar-vaga", vaga, conta="dono", json=True)
    assert r.rc == 0 and r.json["cancelado"] is False, r
    assert "1 profissional confirmado será avisado" in "\n".join(r.json["previa"]["linhas"]), r
    assert b.psql(f"select estado from public.vagas where id = '{vaga}'") != "cancelada"

    # Antes do fim previsto, avaliar é recusado (RN07).
    r = frila("avaliar", turno, "sim", conta="dono", json=True)
    assert r.rc == 1, r
    # O turno acontece: o relógio do banco vai para depois do fim (frila.agora, só deste banco;
    # o mesmo que `make backend-relogio` faz no backend de make backend-up).
    depois = (fim + timedelta(hours=1)).isoformat()
    b.psql(f"alter database postgres set frila.agora = '{depois}'")
    try:
        b.reiniciar_api()
        r = frila("avaliar", turno, "sim", conta="dono", json=True, env={"FRILA_AGORA": depois})
        assert r.rc == 0, r
        assert b.psql(f"select chamaria_de_novo from public.avaliacoes where turno_id = '{turno}' and lado = 'contratante'") == "t"
    finally:
        b.psql("alter database postgres reset frila.agora")
        b.reiniciar_api()
