"""A operadora de um estabelecimento tenta o que só o administrador faz: publicar, editar,
duplicar e cancelar a vaga, convidar e remover membros. O `frila` sai com 1 e a chave
so_administrador, e a razão que ele dá é a mesma que a linha de status da TUI diz na tecla (n, e,
D, X nas Vagas, X no Acompanhamento, i nos Membros): um impedimento só, do núcleo, antes do servidor."""
import uuid

from apoio.cliente import SENHA
from apoio.gestao import elenco

VOCE_E = " Você é operador: acompanha, confirma check-ins, escolhe e avalia."
RAZAO = {
    "publicar": "Só o administrador do estabelecimento pode publicar vagas." + VOCE_E,
    "editar": "Só o administrador do estabelecimento pode editar vagas." + VOCE_E,
    "duplicar": "Só o administrador do estabelecimento pode duplicar vagas (duplicar publica outra)." + VOCE_E,
    "cancelarVaga": "Só o administrador do estabelecimento pode cancelar a vaga inteira." + VOCE_E,
    "membros": "Só o administrador convida e remove membros.",
}


def test_operadora_recebe_a_mesma_razao_na_tui_e_no_frila(banco_novo, api, frila, tela):
    e = elenco(api, n_profs=0, prefixo="oper-razao")
    frila.login("dono", e.dono.email)
    vaga = e.publicar(horas=30)
    email = f"oper.{uuid.uuid4().hex[:8]}@frila.test"
    codigo = frila("convidar", email, conta="dono", json=True).json["codigo"]
    r = frila("cadastro", "--perfil", "contratante", "--nome", "Operadora", "--email", email, "--convite", codigo,
              conta="oper", json=True, entrada=SENHA + "\n")
    assert r.rc == 0, r

    vaga_args = ["--funcao", "garcom", "--data", "31/12/2026", "--inicio", "18:00", "--fim", "23:00", "--valor", "150,00",
                 "--refeicao", "sim", "--transporte", "nao", "--material", "nao", "--endereco", "Rua do Teste, Centro",
                 "--local", f"{e.lat},{e.lng}"]
    pelo_frila = [
        (["publicar", *vaga_args], "publicar"),
        (["editar-vaga", vaga, "--valor", "160,00"], "editar"),
        (["duplicar-vaga", vaga], "duplicar"),
        (["cancelar-vaga", vaga], "cancelarVaga"),
        (["cancelar-vaga", vaga, "--motivo", "teste", "--sim"], "cancelarVaga"),
        (["convidar", "outra@frila.test"], "membros"),
        (["membros", "remover", e.dono.id], "membros"),
    ]
    for args, acao in pelo_frila:
        r = frila(*args, conta="oper", json=True)
        assert r.rc == 1 and r.json["chave"] == "so_administrador", (args, r)
        assert RAZAO[acao] in r.err, (args, r.err)
    assert banco_novo.psql(f"select estado from public.vagas where id = '{vaga}'") == "publicada"
    assert banco_novo.psql(f"select valor_centavos from public.vagas where id = '{vaga}'") == "13000"
    assert banco_novo.psql(f"select count(*) from public.convites where email = 'outra@frila.test'") == "0"

    t = tela("--api", banco_novo.api_url, "--dados", frila.dados("oper"), largura=200, altura=30)
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"pos\.", 15)
    t.wait_gone(r"n nova vaga", 10)  # o perfil lido diz o papel
    for comando, acao in (("novaVaga", "publicar"), ("editarVaga", "editar"), ("duplicarVaga", "duplicar"),
                          ("cancelarVaga", "cancelarVaga")):
        t.comando("vagas", comando)
        t.wait_for(RAZAO[acao].replace("(", r"\(").replace(")", r"\)"), 5)
        t.wait_for(r"Quando\s+Valor", 2)  # a lista continua: nem formulário nem pergunta abriu
    # No Acompanhamento, o X também (sem linha selecionada: o papel vem antes).
    t.ir_para(1)
    t.comando("acompanhamento", "cancelarVaga")
    t.wait_for(RAZAO["cancelarVaga"].replace("(", r"\(").replace(")", r"\)"), 5)
    t.ir_para(5)
    t.wait_for(r"Você é operador", 15)
    t.comando("membros", "convidarOperador")
    t.wait_for(r"Só o administrador convida e remove membros\.", 5)
    assert "Convidar operador" not in t.text()
    t.comando("globais", "sairJa")
    t.esperar_saida(130)
