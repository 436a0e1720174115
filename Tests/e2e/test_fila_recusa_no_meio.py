"""Uma ação que o servidor recusa não trava a fila: aparece recusada com o motivo e a de trás sai."""
import pytest

from conftest import POSICAO_BAR


@pytest.mark.skip(reason="o check-in fora da janela (2 h antes do início) agora é recusado já no aparelho; "
                         "falta um turno do seed que comece nas próximas 2 h sem sobrepor os da Ana")
def test_turno_cancelado_enquanto_o_checkin_esperava(banco_novo, frila):
    """Check-in na fila de um turno que o contratante cancelou: recusado com 'Este turno foi cancelado.', e a ação de trás é aplicada."""
    b = banco_novo
    (a1, a1_in, _), = b.turnos_passados("ana@frila.dev", 1)
    vaga = b.psql("""select v.id from public.vagas v join public.despachos d on d.vaga_id = v.id
        join auth.users u on u.id = d.profissional_id join auth.users bb on bb.id = v.publicada_por
        where u.email = 'ana@frila.dev' and bb.email = 'bruno@frila.dev' and v.modo = 'urgencia'
          and v.estado = 'publicada' order by v.inicio limit 1""")
    frila.login("ana", "ana@frila.dev")
    frila.login("bruno", "bruno@frila.dev")
    r = frila("candidatar", vaga, conta="ana", json=True)
    assert r.rc == 0, r
    z = r.json["turno"]["turno_id"]
    frila("turnos", conta="ana")
    assert frila("checkin", z, "--sem-localizacao", conta="ana", offline=True).rc == 0
    assert frila("checkin", a1, "--posicao", POSICAO_BAR, "--em", a1_in, conta="ana", offline=True).rc == 0
    r = frila("cancelar", z, "--motivo", "Evento remarcado pelo cliente", "--sim", conta="bruno")
    assert r.rc == 0, r

    r = frila("sincronizar", conta="ana", json=True)
    # Recusa no dreno é falha para o script: saída 1, o item recusado no JSON.
    assert r.rc == 1 and (r.json["pendentes"], r.json["recusadas"]) == (0, 1), r
    assert [i["turno_id"] for i in r.json["recusadas_itens"]] == [z], r
    assert [i["chave_do_erro"] for i in r.json["recusadas_itens"]] == ["turno_cancelado"], "a chave do servidor, não só a frase"
    itens = [i for i in frila.fila("ana")["itens"] if i["turno_id"] == z]
    assert [(i["estado"], i["ultimo_erro"], i["chave_do_erro"]) for i in itens] == [
        ("recusada", "Este turno foi cancelado.", "turno_cancelado")]
    assert b.psql(f"select checkin_em = '{a1_in}'::timestamptz from public.turnos where id = '{a1}'") == "t"
