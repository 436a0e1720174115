"""Ataque: presença retroativa. Um turno que o agendador fechou como `nao_verificado` dias
atrás virava `verificado` com dois toques (check-in em início+1 min a 0 m e check-out em
fim-1 min), pela API ou pela fila do cliente com a hora do toque trocada. Agora: toque com
mais de 24 h (a vida do cache offline) é recusado com `toque_antigo`; dentro das 24 h, num
turno já fechado, o registro fica manual e espera o contratante (que é avisado); e as
palavras especiais do PostgreSQL ('now', 'epoch', 'infinity'...) nunca valem como instante."""
import json
import sqlite3
from datetime import datetime, timezone

from conftest import POSICAO_BAR

FRASE_ANTIGO = "Toque de mais de 24 h atrás: o servidor não aceita presença tão antiga."
ESPECIAIS = ("now", "today", "tomorrow", "yesterday", "epoch", "infinity", "-infinity", "allballs", " NOW ", "Today 18:00")
FMT = "'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'"


def _turno_fechado_da_ana(b):
    """O turno passado da Ana que o seed fechou sem prova (nao_verificado): id, início+1 min, fim-1 min, início em epoch."""
    linha = b.psql(f"""select t.id, to_char((lower(t.periodo) + interval '1 min') at time zone 'UTC', {FMT}),
                              to_char((upper(t.periodo) - interval '1 min') at time zone 'UTC', {FMT}),
                              extract(epoch from lower(t.periodo))::bigint, extract(epoch from upper(t.periodo))::bigint
                         from public.turnos t join auth.users u on u.id = t.profissional_id
                        where u.email = 'ana@frila.dev' and t.estado = 'cumprida' and t.verificacao = 'nao_verificado'
                        order by lower(t.periodo) desc limit 1""")
    assert linha, "o seed devia dar à Ana um turno fechado como nao_verificado"
    tid, ci, co, ini, fim = linha.split("|")
    return tid, ci, co, int(ini), int(fim)


def _estado(b, tid):
    return b.psql(f"select coalesce(checkin_em::text, '-') || ' ' || coalesce(checkout_em::text, '-') || ' ' || verificacao "
                  f"from public.turnos where id = '{tid}'")


def _com_relogio(b, conta_id, agora_epoch, chamadas, depois=""):
    """As chamadas como a conta (papel authenticated, como o gateway), com o relógio do banco
    em `agora_epoch`, numa transação desfeita no fim; devolve o erro (ou o resultado) de cada
    uma e, como postgres, o de `depois`."""
    blocos = "\n".join(f"select pg_temp.tentar($q${c}$q$);" for c in chamadas)
    saida = b.psql(f"""create function pg_temp.tentar(q text) returns text language plpgsql as $f$
        declare r text;
        begin execute 'select (' || q || ')::text' into r; return r;
        exception when others then return sqlerrm; end $f$;
        begin;
        select set_config('frila.agora', to_timestamp({agora_epoch})::text, true),
               set_config('request.jwt.claims', '{{"sub":"{conta_id}","role":"authenticated"}}', true),
               set_config('role', 'authenticated', true) \\g /dev/null
        {blocos}
        reset role;
        {depois}
        rollback;""")
    return saida.splitlines()


def test_presenca_de_60_dias_atras_pela_api_e_recusada(banco_novo, api, contas):
    """O ataque reproduzido: check-in e check-out com a hora dentro de um turno de 60 dias atrás; antes, 2 respostas 200; agora, 0."""
    b = banco_novo
    ana = contas.existente("ana@frila.dev")
    tid, ci, co, _, _ = _turno_fechado_da_ana(b)
    antes = _estado(b, tid)
    assert antes.endswith("nao_verificado"), antes

    aceitas = 0
    r = api.rpc("fazer_checkin", {"turno_id": tid, "distancia_m": 0, "em": ci}, token=ana.token)
    aceitas += r.status == 200
    assert (r.status, r.json["code"], r.json["message"], r.json["details"]) == (422, "PT422", "toque_antigo", FRASE_ANTIGO), r
    r = api.rpc("fazer_checkout", {"turno_id": tid, "distancia_m": 0, "em": co}, token=ana.token)
    aceitas += r.status == 200
    assert (r.status, r.json["message"]) == (409, "sem_checkin"), r
    assert _estado(b, tid) == antes, "nada gravado"
    print(f"presença retroativa pela API: {aceitas} de 2 toques aceitos (antes da correção: 2 de 2)")
    assert aceitas == 0


def test_presenca_retroativa_em_varias_idades(banco_novo, contas):
    """Com o relógio do banco 3, 20, 29, 60 e 90 dias depois do turno (e 24 h + 1 min): toda tentativa recusada."""
    b = banco_novo
    ana = contas.existente("ana@frila.dev")
    tid, ci, co, ini, fim = _turno_fechado_da_ana(b)
    recusas = 0
    # Idade do toque (início+1 min): 24 h e 1 s, 3, 20, 29, 60 e 90 dias.
    idades_s = [24 * 3600 + 1] + [d * 86400 for d in (3, 20, 29, 60, 90)]
    for idade in idades_s:
        saida = _com_relogio(b, ana.id, ini + 60 + idade, [
            f"public.fazer_checkin('{tid}', 0, '{ci}')",
            f"public.fazer_checkout('{tid}', 0, '{co}')"])
        assert saida == ["toque_antigo", "sem_checkin"], (idade, saida)
        recusas += 2
    assert _estado(b, tid).endswith("nao_verificado")
    print(f"presença retroativa em {len(idades_s)} idades: {recusas} de {recusas} toques recusados")


def test_turno_fechado_nao_vira_presenca_sozinho(banco_novo, contas):
    """Dentro das 24 h mas com o turno já fechado pelo agendador: check-in a 0 m vira manual, o contratante é avisado e nada fica verificado."""
    b = banco_novo
    ana = contas.existente("ana@frila.dev")
    tid, ci, co, ini, fim = _turno_fechado_da_ana(b)
    saida = _com_relogio(b, ana.id, fim + 3600, [
        f"public.fazer_checkin('{tid}', 0, '{ci}') -> 'checkin' ->> 'tipo'",
        f"public.fazer_checkout('{tid}', 0, '{co}') ->> 'verificacao'"],
        depois=f"select count(*) from public.avisos a where a.turno_id = '{tid}' and a.tipo = 'checkin_manual';")
    assert saida == ["manual", "nao_verificado", "1"], saida
    assert _estado(b, tid).endswith("nao_verificado"), "a transação foi desfeita"


def test_instantes_especiais_do_postgresql_sao_recusados(banco_novo, api, contas):
    """'now', 'today', 'epoch', 'infinity'... como hora do toque: 422 instante_especial em toda RPC que recebe um instante."""
    b = banco_novo
    ana = contas.existente("ana@frila.dev")
    tid, _, _, _, _ = _turno_fechado_da_ana(b)
    recusadas = 0
    for w in ESPECIAIS:
        r = api.rpc("fazer_checkin", {"turno_id": tid, "distancia_m": 0, "em": w}, token=ana.token)
        assert (r.status, r.json["message"]) == (422, "instante_especial"), (w, r)
        recusadas += 1
    for nome, args in (("fazer_checkout", {"turno_id": tid, "distancia_m": 0, "em": "now"}),
                       ("avaliar", {"turno_id": tid, "chamaria_de_novo": True, "em": "epoch"}),
                       ("minhas_notificacoes", {"desde": "yesterday"})):
        r = api.rpc(nome, args, token=ana.token)
        assert (r.status, r.json["message"]) == (422, "instante_especial"), (nome, r)
        recusadas += 1
    assert _estado(b, tid).endswith("nao_verificado")
    print(f"instantes especiais: {recusadas} de {recusadas} recusados")


def test_fila_do_cliente_com_toque_antigo_diz_por_que(banco_novo, frila):
    """O toque da fila editado no SQLite do cliente (turno trocado pelo de 60 dias atrás, hora
    dentro dele): o dreno o recusa e a fila mostra a frase do servidor, sem gravar nada."""
    b = banco_novo
    tid, ci, _, _, _ = _turno_fechado_da_ana(b)
    (recente, recente_ci, _), = b.turnos_passados("ana@frila.dev", 1)
    frila.login("ana", "ana@frila.dev")
    assert frila("turnos", conta="ana").rc == 0
    assert frila("checkin", recente, "--posicao", POSICAO_BAR, "--em", recente_ci, conta="ana", offline=True).rc == 0

    # A edição do atacante: o mesmo item da fila, agora no turno fechado e com a hora dele.
    toque = datetime.strptime(ci, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)
    desde_2001 = (toque - datetime(2001, 1, 1, tzinfo=timezone.utc)).total_seconds()   # Date do Swift
    db = sqlite3.connect(frila.dados("ana") / "frila.sqlite")
    (seq, acao), = db.execute("select seq, acao from fila_acoes where estado = 'pendente'").fetchall()
    j = json.loads(acao)
    j["registrarCheckin"]["turno"] = tid.upper()
    j["registrarCheckin"]["em"] = desde_2001
    db.execute("update fila_acoes set acao = ?, tocado_em = ? where seq = ?", (json.dumps(j).encode(), toque.timestamp(), seq))
    db.commit()
    db.close()

    r = frila("sincronizar", conta="ana", json=True)
    assert r.rc == 1 and r.json["recusadas"] == 1, r
    assert [(i["turno_id"], i["chave_do_erro"]) for i in r.json["recusadas_itens"]] == [(tid, "toque_antigo")], r
    itens = [i for i in frila.fila("ana")["itens"] if i["turno_id"] == tid]
    assert [(i["estado"], i["ultimo_erro"]) for i in itens] == [("recusada", FRASE_ANTIGO)], itens
    assert _estado(b, tid).endswith("nao_verificado")
    assert b.psql(f"select checkin_em is null from public.turnos where id = '{recente}'") == "t"
    print("fila editada no SQLite: 1 de 1 toque retroativo recusado, com a frase na fila")
