"""Conformidade do /rest/v1/rpc com o cliente oficial supabase-py: cada RPC dos dois perfis
responde e recusa com o code/message do contrato; função desconhecida, argumento com nome
ou tipo errado."""
import datetime
import json
import uuid

import pytest

from apoio_supabase import criar_contas, http
from apoio_supabase_py import agora, cliente, publicar, recusa


@pytest.fixture(scope="module")
def backend(_backend_da_sessao):
    """O backend da sessão (conftest), de pé, para as fixtures deste módulo."""
    _backend_da_sessao.garantir_no_ar()
    return _backend_da_sessao


@pytest.fixture(scope="module")
def mundo(backend):
    """Uma contratante e três profissionais perto; uma vaga que começa em 1 h com turno da Pri."""
    (dona_id, dona), = criar_contas(backend, "rpcdona", 1, "contratante")
    profs = criar_contas(backend, "rpcpro", 3)
    m = {"dona_id": dona_id, "dona": cliente(backend, dona)}
    for i, (pid, email) in enumerate(profs):
        m[f"p{i}_id"], m[f"p{i}"] = pid, cliente(backend, email)
    m["vaga"] = publicar(m["dona"], inicio_min=60, posicoes=1)
    m["turno"] = m["p0"].rpc("candidatar", {"vaga_id": m["vaga"]["vaga_id"]}).execute().data["turno"]
    return m


def test_publicar_vaga(mundo):
    """publicar_vaga devolve a vaga publicada com as posições pedidas."""
    v = publicar(mundo["dona"], inicio_min=300, posicoes=2)
    assert v["estado"] == "publicada" and len(v["posicoes"]) == 2 and v["valor_centavos"] == 15000


def test_publicar_vaga_recusa_valor_invalido(mundo):
    """publicar_vaga com valor 0: 422 valor_invalido com frase em details."""
    e = recusa(lambda: publicar(mundo["dona"], valor=0))
    assert (e.code, e.message) == ("PT422", "valor_invalido") and e.details


def test_candidatar_confirma(mundo):
    """candidatar numa vaga de urgência confirma o turno."""
    assert mundo["turno"]["turno_id"]


def test_candidatar_recusa_vaga_preenchida(mundo):
    """Segunda candidatura na vaga de uma posição: 409 vaga_preenchida com preenchida_em na dica."""
    e = recusa(lambda: mundo["p1"].rpc("candidatar", {"vaga_id": mundo["vaga"]["vaga_id"]}).execute())
    assert (e.code, e.message) == ("PT409", "vaga_preenchida") and "preenchida_em" in e.hint


def test_feed_vagas(backend, mundo):
    """feed_vagas devolve uma lista (o que o despacho entregou)."""
    assert isinstance(mundo["p2"].rpc("feed_vagas").execute().data, list)


def test_feed_vagas_recusa_contratante(mundo):
    """feed_vagas é do profissional: contratante recebe 403 perfil_incorreto."""
    e = recusa(lambda: mundo["dona"].rpc("feed_vagas").execute())
    assert (e.code, e.message) == ("PT403", "perfil_incorreto")


def test_meus_turnos(mundo):
    """meus_turnos lista o turno confirmado."""
    ids = [t["turno_id"] for t in mundo["p0"].rpc("meus_turnos").execute().data]
    assert mundo["turno"]["turno_id"] in ids


def test_meus_turnos_recusa_contratante(mundo):
    """meus_turnos por contratante: 403 perfil_incorreto."""
    assert recusa(lambda: mundo["dona"].rpc("meus_turnos").execute()).message == "perfil_incorreto"


def test_fazer_checkout_recusa_sem_checkin(mundo):
    """Check-out antes do check-in: 409 sem_checkin."""
    e = recusa(lambda: mundo["p0"].rpc("fazer_checkout", {"turno_id": mundo["turno"]["turno_id"], "distancia_m": 10,
                                                          "em": agora().isoformat()}).execute())
    assert (e.code, e.message) == ("PT409", "sem_checkin")


def test_fazer_checkin_recusa_horario_no_futuro(mundo):
    """Check-in com `em` uma hora no futuro: 422 horario_invalido."""
    futuro = agora() + datetime.timedelta(hours=1)
    e = recusa(lambda: mundo["p0"].rpc("fazer_checkin", {"turno_id": mundo["turno"]["turno_id"], "distancia_m": 10,
                                                         "em": futuro.isoformat()}).execute())
    assert (e.code, e.message) == ("PT422", "horario_invalido")


def test_checkins_pendentes_recusa_profissional(mundo):
    """checkins_pendentes é do contratante: profissional recebe perfil_incorreto."""
    assert recusa(lambda: mundo["p0"].rpc("checkins_pendentes").execute()).message == "perfil_incorreto"


def test_confirmar_checkin_manual_recusa_sem_checkin(mundo):
    """Confirmar check-in de turno sem check-in: 409 sem_checkin."""
    e = recusa(lambda: mundo["dona"].rpc("confirmar_checkin_manual", {"turno_id": mundo["turno"]["turno_id"],
                                                                      "em": agora().isoformat()}).execute())
    assert (e.code, e.message) == ("PT409", "sem_checkin")


def test_checkin_manual_e_confirmacao(mundo):
    """Check-in a 500 m vira manual; aparece em checkins_pendentes; confirmar verifica; check-out antes do início é recusado."""
    t = mundo["turno"]["turno_id"]
    r = mundo["p0"].rpc("fazer_checkin", {"turno_id": t, "distancia_m": 500, "em": agora().isoformat()}).execute().data
    assert r["checkin"]["tipo"] == "manual"
    assert t in [x["turno_id"] for x in mundo["dona"].rpc("checkins_pendentes").execute().data]
    r = mundo["dona"].rpc("confirmar_checkin_manual", {"turno_id": t, "em": agora().isoformat()}).execute().data
    assert r["verificacao"] == "verificado"
    # O turno começa em 1 h: o check-out ainda não vale (só depois do início).
    e = recusa(lambda: mundo["p0"].rpc("fazer_checkout", {"turno_id": t, "distancia_m": 10,
                                                          "em": agora().isoformat()}).execute())
    assert (e.code, e.message) == ("PT422", "horario_invalido")


def test_avaliar_recusa_antes_do_fim(mundo):
    """Avaliar um turno que não terminou: 422 antes_do_fim."""
    e = recusa(lambda: mundo["p0"].rpc("avaliar", {"turno_id": mundo["turno"]["turno_id"], "chamaria_de_novo": True,
                                                   "em": agora().isoformat()}).execute())
    assert (e.code, e.message) == ("PT422", "antes_do_fim")


def test_cancelar_turno_recusa_sem_motivo_e_cancela(mundo):
    """cancelar_turno sem motivo: 422 campo_obrigatorio; com motivo, devolve conta_como_falta."""
    v = publicar(mundo["dona"], inicio_min=72 * 60)  # com folga: não conta como falta (RN12)
    t = mundo["p1"].rpc("candidatar", {"vaga_id": v["vaga_id"]}).execute().data["turno"]["turno_id"]
    e = recusa(lambda: mundo["p1"].rpc("cancelar_turno", {"turno_id": t}).execute())
    assert (e.code, e.message) == ("PT422", "campo_obrigatorio")
    r = mundo["p1"].rpc("cancelar_turno", {"turno_id": t, "motivo": "imprevisto"}).execute().data
    assert r["conta_como_falta"] is False


def test_definir_disponibilidade(mundo):
    """definir_disponibilidade grava; sem o argumento, 422 campo_obrigatorio."""
    assert mundo["p2"].rpc("definir_disponibilidade", {"disponivel": False}).execute().data["disponivel"] is False
    assert mundo["p2"].rpc("definir_disponibilidade", {"disponivel": True}).execute().data["disponivel"] is True
    assert recusa(lambda: mundo["p2"].rpc("definir_disponibilidade", {}).execute()).message == "campo_obrigatorio"


def test_bloquear(backend, mundo):
    """bloquear responde sem corpo; conta inexistente dá 404 conta_nao_encontrada."""
    p = cliente(backend, criar_contas(backend, "rpcbloq", 1)[0][1])
    p.rpc("bloquear", {"conta_id": mundo["dona_id"]}).execute()
    e = recusa(lambda: p.rpc("bloquear", {"conta_id": str(uuid.uuid4())}).execute())
    assert (e.code, e.message) == ("PT404", "conta_nao_encontrada")


def test_minhas_vagas(mundo):
    """minhas_vagas lista a vaga da contratante; para profissional, perfil_incorreto."""
    ids = [v["vaga_id"] for v in mundo["dona"].rpc("minhas_vagas").execute().data]
    assert mundo["vaga"]["vaga_id"] in ids
    assert recusa(lambda: mundo["p0"].rpc("minhas_vagas").execute()).message == "perfil_incorreto"


def test_vagas_em_alerta(mundo):
    """vagas_em_alerta devolve vagas e atrasados; para profissional, perfil_incorreto."""
    r = mundo["dona"].rpc("vagas_em_alerta").execute().data
    assert set(r) >= {"vagas", "atrasados"}
    assert recusa(lambda: mundo["p0"].rpc("vagas_em_alerta").execute()).message == "perfil_incorreto"


def test_escolher_candidato(mundo):
    """Na seleção, a contratante escolhe a candidatura pendente; candidatura inexistente dá 404."""
    v = publicar(mundo["dona"], inicio_min=48 * 60, modo="selecao")
    k = mundo["p2"].rpc("candidatar", {"vaga_id": v["vaga_id"]}).execute().data
    assert k["resultado"] == "pendente"
    t = mundo["dona"].rpc("escolher_candidato", {"candidatura_id": k["candidatura_id"]}).execute().data
    assert t["turno_id"]
    e = recusa(lambda: mundo["dona"].rpc("escolher_candidato", {"candidatura_id": str(uuid.uuid4())}).execute())
    assert (e.code, e.message) == ("PT404", "candidatura_nao_encontrada")


def test_incluir_na_equipe(backend, mundo):
    """incluir_na_equipe responde sem corpo para quem tem turno lá; id inexistente, ou de quem nunca
    trabalhou nem se candidatou lá, dá o mesmo 404."""
    mundo["dona"].rpc("incluir_na_equipe", {"profissional_id": mundo["p0_id"]}).execute()
    # Uma profissional nova: as do módulo se candidatam lá em outros testes (e passam a ser conhecidas).
    (nunca_id, _), = criar_contas(backend, "rpcnunca", 1)
    for pid in (str(uuid.uuid4()), nunca_id):
        e = recusa(lambda: mundo["dona"].rpc("incluir_na_equipe", {"profissional_id": pid}).execute())
        assert (e.code, e.message) == ("PT404", "profissional_nao_encontrado")


def test_meu_perfil_e_anonimo(backend, mundo):
    """meu_perfil dos dois perfis; sem sessão, recusado (401 42501 só com a apikey)."""
    assert mundo["p0"].rpc("meu_perfil").execute().data["perfil"] == "profissional"
    assert mundo["dona"].rpc("meu_perfil").execute().data["perfil"] == "contratante"
    # O cliente sem sessão manda a anon key também como Bearer; o backend da suíte usa um
    # segredo próprio que não assina essa chave, daí PGRST301 em vez do 42501 do Supabase.
    assert recusa(lambda: cliente(backend).rpc("meu_perfil").execute()).code in ("42501", "PGRST301")
    st, _, corpo = http(backend, "POST", "/rest/v1/rpc/meu_perfil", corpo={},
                        cabecalhos={"apikey": backend.anon_key, "Content-Type": "application/json"})
    assert st == 401 and json.loads(corpo)["code"] == "42501"


def test_perfil_publico(mundo):
    """perfil_publico dá nome e reputação, sem contato; conta inexistente dá 404."""
    r = mundo["p0"].rpc("perfil_publico", {"conta_id": mundo["dona_id"]}).execute().data
    assert set(r) == {"conta_id", "nome", "perfil", "reputacao"}
    e = recusa(lambda: mundo["p0"].rpc("perfil_publico", {"conta_id": str(uuid.uuid4())}).execute())
    assert (e.code, e.message) == ("PT404", "conta_nao_encontrada")


def test_minhas_notificacoes(mundo):
    """minhas_notificacoes dos dois perfis; `desde` que não é data: 400 22007."""
    assert isinstance(mundo["p0"].rpc("minhas_notificacoes").execute().data, list)
    assert isinstance(mundo["dona"].rpc("minhas_notificacoes", {"desde": agora().isoformat()}).execute().data, list)
    assert recusa(lambda: mundo["p0"].rpc("minhas_notificacoes", {"desde": "ontem"}).execute()).code == "22007"


def test_funcao_desconhecida(mundo):
    """RPC que não existe: PGRST202."""
    assert recusa(lambda: mundo["p0"].rpc("nao_existe").execute()).code == "PGRST202"


def test_argumento_com_nome_errado(mundo):
    """Argumento com nome que a função não tem: PGRST202 (não chama outra coisa)."""
    assert recusa(lambda: mundo["p0"].rpc("candidatar", {"vaga": mundo["vaga"]["vaga_id"]}).execute()).code == "PGRST202"


def test_argumento_com_tipo_errado(mundo):
    """Argumento com tipo errado (uuid inválido): 400 22P02."""
    assert recusa(lambda: mundo["p0"].rpc("candidatar", {"vaga_id": "abc"}).execute()).code == "22P02"
