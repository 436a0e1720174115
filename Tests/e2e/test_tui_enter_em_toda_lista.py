"""Enter numa lista sempre faz algo que se vê: nos Turnos em 80×24 o detalhe do selecionado já
aparece embaixo da lista, e abrir quase não mudava a tela; agora a linha de status diz que
abriu (e como rolar e voltar), o segundo Enter diz que já está aberto, e sem turno diz por quê."""
from apoio.fluxos import entrar


def test_enter_nos_turnos_em_80x24(backend, frila, tela):
    frila.login("ana", "ana@frila.dev")
    t = tela("--api", backend.api_url, "--dados", frila.dados("ana"))
    t.wait_for(r"1 Feed", 15)
    t.ir_para(2)
    t.wait_for(r"Presença", 15)  # o detalhe do selecionado, embaixo da lista
    antes = t.text()
    t.comando("turnos", "abrir")
    t.wait_for(r"Detalhe aberto: J/K rolam, Esc volta à lista\.")
    assert t.text() != antes
    t.comando("turnos", "abrir")
    t.wait_for(r"O detalhe já está aberto")
    t.comando("globais", "voltar")
    # A 200 colunas (lado a lado) também diz.
    t.resize(200, 50)
    t.comando("turnos", "abrir")
    t.wait_for(r"Detalhe aberto: J/K rolam, Esc volta à lista\.")
    t.comando("globais", "voltar")
    # No Feed, o mesmo; nas listas do Perfil (o detalhe da linha sempre embaixo), diz isso.
    t.ir_para(1)
    t.wait_for(r"Quando", 15)
    t.wait_gone(r"Detalhe aberto", 15)  # a frase dos Turnos já saiu: a do Feed é nova
    t.comando("feed", "abrir")
    t.wait_for(r"Detalhe aberto: J/K rolam, Esc volta à lista\.")
    t.ir_para(3)
    t.comando("perfilProfissional", "abrirHistorico")
    t.wait_for(r"Histórico de turnos \(", 15)
    t.keys("Enter")
    t.wait_for(r"Enter não abre nada em Histórico de turnos: o detalhe da linha selecionada já está embaixo")


def test_enter_sem_turno_diz_por_que(backend, contas, frila, tela):
    c = contas.profissional(nome="Sem Turno", prefixo="enter-vazio")
    frila.login("p", c.email)
    t = tela("--api", backend.api_url, "--dados", frila.dados("p"))
    t.wait_for(r"1 Feed", 15)
    t.ir_para(2)
    t.wait_for(r"2 Turnos", 15)
    t.comando("turnos", "abrir")
    t.wait_for(r"Selecione um turno\.")


def test_enter_nos_membros_diz_que_nao_abre(backend, frila, tela):
    """Membros (uma lista sem detalhe): Enter não abria nada e não dizia nada."""
    frila.login("bruno", "bruno@frila.dev")
    t = tela("--api", backend.api_url, "--dados", frila.dados("bruno"), largura=120, altura=30)
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(5)
    t.wait_for(r"Bruno Carvalho \(você\)", 15)
    t.keys("Enter")
    t.wait_for(r"Enter não abre nada em Membros")
