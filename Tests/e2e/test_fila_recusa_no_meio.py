"""Uma ação que o servidor recusa não trava a fila: aparece recusada com o motivo e a de trás sai."""
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from apoio.gestao import elenco
from conftest import POSICAO_BAR


def test_turno_cancelado_enquanto_o_checkin_esperava(banco_novo, api, frila):
    """Check-in na fila de um turno que o contratante cancelou: recusado com 'Este turno foi cancelado.', e a ação de trás é aplicada."""
    b = banco_novo
    # Um turno que começa daqui a 20 min (dentro da janela do check-in, que o aparelho confere)
    # e não sobrepõe nenhum outro da profissional: contratante e profissional só deste cenário,
    # a vaga publicada pelo comando, como o contratante faria.
    e = elenco(api, n_profs=1, prefixo="fila-recusa")
    dono, prof = e.dono, e.profs[0]
    (a1, a1_in, _), = b.turnos_passados(prof.email, 1)
    frila.login("prof", prof.email)
    frila.login("dono", dono.email)
    inicio = (datetime.now(ZoneInfo("America/Sao_Paulo")) + timedelta(minutes=20)).replace(second=0, microsecond=0)
    fim = inicio + timedelta(hours=2)
    r = frila("publicar", "--funcao", "garcom", "--data", inicio.strftime("%d/%m/%Y"), "--inicio", inicio.strftime("%H:%M"),
              "--fim", fim.strftime("%H:%M"), "--valor", "120,00", "--refeicao", "sim", "--transporte", "nao",
              "--material", "nao", "--endereco", "Rua do Teste, Centro", "--local", f"{e.lat},{e.lng}",
              conta="dono", json=True)
    assert r.rc == 0 and r.json["estado"] == "enviada", r
    e.no_feed(prof, r.json["vaga_id"])
    assert frila("vagas", conta="prof").rc == 0  # candidatar vale pelos termos vistos
    r = frila("candidatar", r.json["vaga_id"], conta="prof", json=True)
    assert r.rc == 0 and r.json["resultado"] == "confirmada", r
    z = r.json["turno"]["turno_id"]
    frila("turnos", conta="prof")
    r = frila("checkin", z, "--sem-localizacao", conta="prof", offline=True)
    assert r.rc == 0, r
    assert frila("checkin", a1, "--posicao", POSICAO_BAR, "--em", a1_in, conta="prof", offline=True).rc == 0
    r = frila("cancelar", z, "--motivo", "Evento remarcado pelo cliente", "--sim", conta="dono")
    assert r.rc == 0, r

    r = frila("sincronizar", conta="prof", json=True)
    # Recusa no dreno é falha para o script: saída 1, o item recusado no JSON.
    assert r.rc == 1 and (r.json["pendentes"], r.json["recusadas"]) == (0, 1), r
    assert [i["turno_id"] for i in r.json["recusadas_itens"]] == [z], r
    assert [i["chave_do_erro"] for i in r.json["recusadas_itens"]] == ["turno_cancelado"], "a chave do servidor, não só a frase"
    itens = [i for i in frila.fila("prof")["itens"] if i["turno_id"] == z]
    assert [(i["estado"], i["ultimo_erro"], i["chave_do_erro"]) for i in itens] == [
        ("recusada", "Este turno foi cancelado.", "turno_cancelado")]
    assert b.psql(f"select checkin_em = '{a1_in}'::timestamptz from public.turnos where id = '{a1}'") == "t"
