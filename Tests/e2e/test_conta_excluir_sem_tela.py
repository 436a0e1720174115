"""`frila excluir-conta` (LGPD, eliminação): sem --sim só a prévia; com --sim, os dados pessoais
e o login saem, as sessões acabam, e o que outra pessoa usa (turnos, avaliações) fica sem nome."""
from apoio.gestao import elenco


def test_previa_nao_muda_nada_e_sim_exclui(frila, api, contas):
    """Conta sem histórico: a prévia diz "apaga a conta inteira" (0, nada muda); --sim apaga; o login some."""
    c = contas.profissional(nome="Vai Embora")
    frila.login("p", c.email)
    p = frila("excluir-conta", conta="p", json=True)
    assert p.rc == 0 and p.json["pode_excluir"] is True and p.json["modo"] == "apagada", p
    assert frila("perfil", conta="p").rc == 0, "a prévia não excluiu"
    r = frila("excluir-conta", "--sim", conta="p", json=True)
    assert r.rc == 0 and r.json["excluida"] is True and r.json["modo"] == "apagada", r
    assert api.post("/auth/v1/token?grant_type=password", {"email": c.email, "password": c.senha}).status == 400
    assert api.rpc("meu_perfil", token=c.token).status == 401, "a sessão do servidor acabou"
    assert not (frila.dados("p") / "credencial.json").exists(), "a sessão deste computador também"
    assert frila("turnos", conta="p").rc == 4


def test_historico_fica_anonimizado(frila, backend, api, contas):
    """Com turnos no passado: anonimizada — os turnos ficam, sem nome; o e-mail fica livre para um cadastro novo."""
    c = contas.profissional(nome="Tem Historico")
    backend.turnos_passados(c.email, 1)
    frila.login("p", c.email)
    prev = frila("excluir-conta", conta="p")
    assert prev.rc == 0 and "Fica, sem seu nome" in prev.out and "1 turno" in prev.out, prev
    r = frila("excluir-conta", "--sim", conta="p", json=True)
    assert r.rc == 0 and r.json["modo"] == "anonimizada" and r.json["mantidos"]["turnos"] == 1, r
    linha = backend.psql(f"select nome || '|' || coalesce(email, '-') from public.contas where id = '{c.id}'").strip()
    assert linha == "Conta excluída|-", linha
    assert backend.psql(f"select count(*) from public.turnos where profissional_id = '{c.id}'").strip() == "1"
    de_novo = api.post("/auth/v1/signup", {"email": c.email, "password": "outra-senha-1",
                                           "data": {"perfil": "profissional", "nome": "Outra Pessoa", "funcoes": ["garcom"],
                                                    "lat": -15.8, "lng": -47.9}})
    assert de_novo.status == 200, de_novo


def test_turno_por_acontecer_impede(frila, api):
    """Turno confirmado por acontecer: a prévia lista o turno; --sim recusa (1), nada sai."""
    e = elenco(api, 1, prefixo="excluir")
    prof = e.profs[0]
    vaga = e.publicar(48)
    e.no_feed(prof, vaga)
    turno = e.rpc(prof, "candidatar", {"vaga_id": vaga}).json["turno"]["turno_id"]
    frila.login("p", prof.email)
    p = frila("excluir-conta", conta="p", json=True)
    assert p.rc == 0 and p.json["pode_excluir"] is False and p.json["impedimentos"]["turnos"] == [turno], p
    r = frila("excluir-conta", "--sim", conta="p", json=True)
    assert r.rc == 1 and r.json["chave"] == "conta_com_compromissos", r
    assert frila("perfil", conta="p").rc == 0, "nada foi excluído"
