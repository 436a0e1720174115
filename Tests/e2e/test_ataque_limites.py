"""Ataque: valores sem limite que quebram o feed dos outros (instantes infinitos, anos absurdos,
turno de 10 anos, milhões de reais, antecedência de 2^31 min, textos de 1 MB, caracteres de controle).

Cada valor que uma pessoa manda tem teto (constantes `privado.*` = `FrilaDominio.Limites`):
recusa 422/400 com `details` em pt-BR e nada gravado; e nenhuma lista que o cliente decodifica
cresce sem fim pelo que outra conta digitou (o feed tem teto de itens). Tentativas: 14 em
`publicar_vaga`, 4 no cadastro, 3 em `cancelar_turno`/`fazer_checkin`; depois o feed de um
profissional com 250 vagas despachadas devolve 200 e o `frila vagas` lê."""
import json
import re
from datetime import datetime, timedelta, timezone

LAT, LNG = -15.8143, -47.8966
MEGA = 1_000_000
ESC = "Rua A\x1b]0;titulo\x07"


def _iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def _vaga(inicio, fim, **extra):
    v = {"funcao": "garcom", "inicio": inicio, "fim": fim, "valor_centavos": 12000, "refeicao": True,
         "transporte": False, "exige_material_proprio": False, "modo": "urgencia", "posicoes": 1,
         "endereco": "SCLS 405, Asa Sul", "lat": LAT, "lng": LNG}
    v.update(extra)
    return v


def _recusa_clara(r, status, chaves):
    assert r.status == status, r
    corpo = r.json
    assert corpo["message"] in chaves, r
    detalhe = corpo.get("details") or corpo.get("msg") or ""
    assert detalhe and not re.search(r"[\x00-\x1f]", detalhe) and len(detalhe) < 200, r
    return detalhe


def test_publicar_fora_dos_limites_e_recusado(backend, api, contas):
    """Instantes, duração, valor, antecedência, posições e textos fora do limite: 422 com a regra em pt-BR, nada gravado."""
    dono = contas.contratante(nome="Dono Limites")
    amanha = datetime.now(timezone.utc).replace(microsecond=0) + timedelta(days=1)
    i, f = _iso(amanha), _iso(amanha + timedelta(hours=6))
    ataques = [
        (_vaga(i, "infinity"), {"periodo_invalido"}),
        (_vaga("-infinity", f), {"periodo_invalido"}),
        (_vaga("infinity", "infinity"), {"periodo_invalido"}),
        (_vaga("9999-01-01T18:00:00Z", "9999-01-01T23:00:00Z"), {"fora_do_limite"}),
        (_vaga("20000-01-01T18:00:00Z", "20000-01-01T23:00:00Z"), {"fora_do_limite"}),
        (_vaga(i, _iso(amanha + timedelta(days=3650))), {"fora_do_limite"}),
        (_vaga(i, f, valor_centavos=2_100_000_000), {"fora_do_limite"}),
        (_vaga(i, f, antecedencia_alerta_min=2**31 - 1), {"fora_do_limite"}),
        (_vaga(i, f, posicoes=101), {"valor_invalido"}),
        (_vaga(i, f, endereco="x" * MEGA), {"fora_do_limite"}),
        (_vaga(i, f, endereco=ESC), {"texto_invalido"}),
        (_vaga(i, f, endereco="Rua A\nRua B"), {"texto_invalido"}),
        (_vaga(i, f, bairro="b" * 100_000), {"fora_do_limite"}),
        (_vaga(i, f, bairro="Asa\x9bSul"), {"texto_invalido"}),
    ]
    detalhes = []
    for corpo, chaves in ataques:
        r = api.rpc("publicar_vaga", corpo, token=dono.token, timeout=60)
        detalhes.append(_recusa_clara(r, 422, chaves))
    assert "O turno pode durar no máximo 24 horas." in detalhes
    assert "O valor pode ser no máximo R$ 10.000,00 por turno." in detalhes
    assert "O endereço pode ter no máximo 200 caracteres." in detalhes
    assert backend.psql(f"select count(*) from public.vagas where publicada_por = '{dono.id}'") == "0"
    # O limite não barra o normal: a vaga comum entra.
    assert api.rpc("publicar_vaga", _vaga(i, f), token=dono.token).status == 200
    print(f"limites/publicar_vaga: {len(ataques)} tentativas, {len(ataques)} recusas 422")
    assert len(ataques) == 14


def test_cadastro_e_acoes_fora_dos_limites(backend, api, contas):
    """Cadastro com nome/endereço de 1 MB ou ESC, motivo de 1 MB, distância absurda: recusa clara, nada gravado."""
    tentativas = 0
    for dados in ({"perfil": "profissional", "nome": "n" * MEGA, "funcoes": ["garcom"], "lat": LAT, "lng": LNG},
                  {"perfil": "profissional", "nome": "Ana\x1b[2J", "funcoes": ["garcom"], "lat": LAT, "lng": LNG},
                  {"perfil": "profissional", "nome": "Ana", "whatsapp": "9" * 10_000, "funcoes": ["garcom"], "lat": LAT, "lng": LNG},
                  {"perfil": "contratante", "nome": "Bar", "estabelecimento": {"nome": "Bar", "endereco": "e" * MEGA,
                                                                               "lat": LAT, "lng": LNG}}):
        email = f"limite.{tentativas}.{datetime.now().timestamp()}@frila.test"
        r = api.post("/auth/v1/signup", {"email": email, "password": "frila123", "data": dados}, timeout=60)
        tentativas += 1
        assert r.status in (400, 422), r
        assert backend.psql(f"select count(*) from auth.users where email = '{email}'") == "0"

    dono = contas.contratante(nome="Dono Motivo")
    pro = contas.profissional(nome="Pro Motivo", lat=LAT, lng=LNG, prefixo="limites")
    amanha = datetime.now(timezone.utc) + timedelta(days=1)
    vaga = api.rpc("publicar_vaga", _vaga(_iso(amanha), _iso(amanha + timedelta(hours=6))), token=dono.token).json["vaga_id"]
    turno = api.rpc("candidatar", {"vaga_id": vaga}, token=pro.token).json["turno"]["turno_id"]
    for motivo, chave in (("m" * MEGA, "fora_do_limite"), ("doente\x1b[31m", "texto_invalido")):
        r = api.rpc("cancelar_turno", {"turno_id": turno, "motivo": motivo}, token=pro.token, timeout=60)
        tentativas += 1
        _recusa_clara(r, 422, {chave})
    r = api.rpc("fazer_checkin", {"turno_id": turno, "distancia_m": 1e300}, token=pro.token)
    tentativas += 1
    _recusa_clara(r, 422, {"valor_invalido"})
    assert backend.psql(f"select estado || ' ' || (checkin_em is null) from public.turnos where id = '{turno}'") == "confirmada true"
    print(f"limites/cadastro e ações: {tentativas} tentativas, {tentativas} recusas")
    assert tentativas == 7


def test_feed_tem_teto_e_continua_legivel(backend, api, contas, frila):
    """Nenhuma lista cresce sem fim: 250 vagas despachadas a um profissional → o feed devolve o teto (200), e o frila lê."""
    dono = contas.contratante(nome="Dono Teto")
    pro = contas.profissional(nome="Pro Teto", lat=LAT, lng=LNG, prefixo="limites")
    backend.psql(f"""
      with v as (
        insert into public.vagas(estabelecimento_id, publicada_por, funcao, inicio, fim, valor_centavos, refeicao,
                                 transporte, exige_material_proprio, modo, endereco, bairro, ponto, publicada_em)
        select m.estabelecimento_id, m.conta_id, 'garcom', now() + make_interval(days => 2, hours => n),
               now() + make_interval(days => 2, hours => n + 1), 12000, true, false, false, 'urgencia',
               repeat('e', 200), repeat('b', 80), privado.ponto({LAT}, {LNG}), now()
          from public.membros m, generate_series(1, 250) n where m.conta_id = '{dono.id}'
        returning id),
      p as (insert into public.posicoes(vaga_id, numero) select id, 1 from v)
      insert into public.despachos(vaga_id, profissional_id, leva, criado_em, agendada_para, estado_entrega, enviada_em)
      select id, '{pro.id}', 1, now(), now(), 'enviada', now() from v;""")
    r = api.rpc("feed_vagas", token=pro.token)
    assert r.status == 200, r
    teto = int(backend.psql("select privado.itens_max_lista()"))
    assert len(r.json) == teto == 200, len(r.json)
    assert len(r.texto) < 1 << 20, len(r.texto)
    frila.login("pro", pro.email)
    v = frila("vagas", conta="pro", json=True)
    assert v.rc == 0, v
    print(f"limites/feed: 250 vagas despachadas, feed com {len(r.json)} ({len(r.texto)} bytes), frila vagas rc={v.rc}")
