"""Ataque: check-out antes do turno começar, para fechar um turno "com presença" sem trabalhar.

Check-in geolocalizado é aceito até 2 h antes do início (RN22); o check-out só vale depois do
check-in e a partir do início, até 6 h depois do fim. Tentativas: 6 check-outs antes do início
(4 pela API com toques diferentes, 1 pelo `frila checkout` e 1 tocado offline antes do início e
enviado depois dele), mais 1 no início exato, que passa."""
from datetime import datetime, timedelta, timezone

# Mesmo ponto da vaga → distância 0 → check-in geolocalizado.
LAT, LNG = -15.8143, -47.8966


def _iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def _como(backend, conta, agora, chamada):
    """Chama a RPC como `conta` (como o gateway faz) com o relógio do banco em `agora`;
    devolve a chave da recusa ou 'sem erro'."""
    return backend.psql(f"""create function pg_temp.tentar(q text) returns text language plpgsql as $f$
        begin execute q; return 'sem erro'; exception when others then return sqlerrm; end $f$;
        begin;
        select set_config('frila.agora', '{_iso(agora)}', true),
               set_config('request.jwt.claims', '{{"sub":"{conta.id}","role":"authenticated"}}', true),
               set_config('role', 'authenticated', true) \\g /dev/null
        select pg_temp.tentar($q$select {chamada}$q$);
        commit;""")


def test_checkout_antes_do_inicio_e_recusado(backend, api, contas, frila):
    """Check-out antes do início é recusado com a regra, mesmo depois de um check-in geolocalizado cedo."""
    dono = contas.contratante(nome="Dono Checkout")
    pro = contas.profissional(nome="Pro Checkout", lat=LAT, lng=LNG, prefixo="checkout")
    agora = datetime.now(timezone.utc).replace(microsecond=0)
    inicio = agora + timedelta(minutes=90)
    r = api.rpc("publicar_vaga", {"funcao": "garcom", "inicio": _iso(inicio), "fim": _iso(inicio + timedelta(hours=5)),
                                  "valor_centavos": 12000, "refeicao": True, "transporte": False,
                                  "exige_material_proprio": False, "modo": "urgencia", "posicoes": 1,
                                  "endereco": "SCLS 405, Asa Sul", "lat": LAT, "lng": LNG}, token=dono.token)
    assert r.status == 200, r
    vaga = r.json["vaga_id"]
    r = api.rpc("candidatar", {"vaga_id": vaga}, token=pro.token)
    assert r.status == 200 and r.json["resultado"] == "confirmada", r
    turno = r.json["turno"]["turno_id"]

    r = api.rpc("fazer_checkin", {"turno_id": turno, "distancia_m": 0, "em": _iso(agora)}, token=pro.token)
    assert r.status == 200 and r.json["verificacao"] == "verificado", r

    tentativas = 0
    for toque in (agora, agora + timedelta(seconds=1), agora - timedelta(seconds=30), None):
        args = {"turno_id": turno, "distancia_m": 0}
        if toque:
            args["em"] = _iso(toque)
        r = api.rpc("fazer_checkout", args, token=pro.token)
        tentativas += 1
        assert r.status == 422, r
        assert r.json["message"] == "horario_invalido", r
        assert r.json["details"] == "O check-out só vale depois que o turno começa.", r

    # Pelo cliente: a pessoa lê a regra em pt-BR e nada é gravado.
    frila.login("pro", pro.email)
    assert frila("turnos", conta="pro").rc == 0
    r = frila("checkout", turno, "--posicao", f"{LAT},{LNG}", conta="pro")
    tentativas += 1
    assert r.rc != 0, r
    assert "O check-out só vale depois que o turno começa." in r.err + r.out, r
    assert backend.psql(f"select checkout_em is null from public.turnos where id = '{turno}'") == "t"

    # Tocado offline antes do início, enviado depois (relógio do banco adiantado para depois
    # do início): vale a hora do toque, e a recusa é a mesma.
    depois = inicio + timedelta(minutes=10)
    saida = _como(backend, pro, depois, f"public.fazer_checkout('{turno}', 0, '{_iso(inicio - timedelta(seconds=1))}')")
    tentativas += 1
    assert saida == "horario_invalido", saida
    assert backend.psql(f"select checkout_em is null from public.turnos where id = '{turno}'") == "t"

    # No início exato, passa.
    saida = _como(backend, pro, depois, f"public.fazer_checkout('{turno}', 0, '{_iso(inicio)}')")
    assert saida == "sem erro", saida
    assert backend.psql(f"select checkout_em = '{_iso(inicio)}' from public.turnos where id = '{turno}'") == "t"
    print(f"check-out antecipado: {tentativas} tentativas antes do início, todas recusadas; 1 no início, aceita")
    assert tentativas == 6
