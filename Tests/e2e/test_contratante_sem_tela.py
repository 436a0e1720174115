"""O contratante pelos comandos sem tela: pendentes, confirmar pela fila, alertas; avaliação dos dois lados."""
import pytest

pytestmark = [pytest.mark.rn07, pytest.mark.rn22]


def test_contratante_confirma_pela_fila_e_avaliacao_dos_dois_lados(banco_novo, frila):
    """RN07: Bruno vê e confirma (offline, pela fila) o check-in manual da Ana; uma avaliação por lado, a segunda recusada."""
    b = banco_novo
    frila.login("ana", "ana@frila.dev")
    frila.login("bruno", "bruno@frila.dev")
    frila.login("carla", "carla@frila.dev")
    turnos = frila("turnos", conta="ana", json=True).json["turnos"]
    x = sorted([t for t in turnos if t["estado"] == "confirmada" and t["checkin"] is None and t.get("endereco")],
               key=lambda t: t["inicio"])[-1]["turno_id"]
    r = frila("checkin", x, "--sem-localizacao", conta="ana", json=True)
    assert r.rc == 0, r

    r = frila("pendentes", conta="bruno", json=True)
    assert r.rc == 0 and [p for p in r.json if p["turno_id"] == x], r
    r = frila("confirmar", x, conta="bruno", offline=True, json=True)
    assert r.rc == 0 and r.json["estado"] == "na_fila", r
    r = frila("sincronizar", conta="bruno")
    assert r.rc == 0, r
    assert b.psql(f"select checkin_confirmado_em is not null and verificacao = 'verificado' "
                  f"from public.turnos where id = '{x}'") == "t"

    r = frila("alertas", conta="bruno", json=True)
    assert r.rc == 0 and len(r.json["vagas"]) >= 1, r

    y = b.psql("""select t.id from public.turnos t join auth.users u on u.id = t.profissional_id
                   where u.email = 'ana@frila.dev' and t.verificacao = 'verificado' and upper(t.periodo) < now()
                     and not exists (select 1 from public.avaliacoes a where a.turno_id = t.id) limit 1""")
    assert y, "o seed devia ter um turno verificado e terminado da Ana, sem avaliação"
    assert frila("avaliar", y, "sim", conta="ana", json=True).rc == 0
    assert frila("avaliar", y, "nao", conta="bruno", json=True).rc == 0
    assert b.psql(f"select string_agg(lado || '=' || chamaria_de_novo, ',' order by lado::text) "
                  f"from public.avaliacoes where turno_id = '{y}'") == "contratante=false,profissional=true"
    r = frila("avaliar", y, "nao", conta="ana")
    assert r.rc == 1, r

    r = frila("perfil", conta="carla", json=True)
    assert r.json["reputacao"]["descricao"] == "Sem histórico", r
