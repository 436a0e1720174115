"""Ataque (de usabilidade): a operadora via n/X/D/e nas Vagas e só era recusada depois de
preencher o formulário inteiro. Agora o rodapé e a ajuda dela não oferecem essas teclas, e
cada uma, apertada, diz na hora que só o administrador faz — a mesma frase que o comando sem
tela dá antes de chamar o servidor. O administrador continua com todas."""
import uuid

from apoio.cliente import SENHA
from apoio.gestao import elenco

SO_ADMIN = "Só o administrador do estabelecimento pode"
TECLAS = {"novaVaga": "publicar vagas", "editarVaga": "editar vagas", "duplicarVaga": "duplicar vagas",
          "cancelarVaga": "cancelar a vaga inteira"}


def test_operadora_nao_ve_nem_preenche_o_que_nao_pode(banco_novo, api, frila, tela):
    e = elenco(api, n_profs=0, prefixo="oper-teclas")
    frila.login("dono", e.dono.email)
    vaga = e.publicar(horas=30)
    email = f"oper.{uuid.uuid4().hex[:8]}@frila.test"
    codigo = frila("convidar", email, conta="dono", json=True).json["codigo"]
    r = frila("cadastro", "--perfil", "contratante", "--nome", "Operadora", "--email", email, "--convite", codigo,
              conta="oper", json=True, entrada=SENHA + "\n")
    assert r.rc == 0, r
    assert frila("perfil", conta="oper", json=True).json["estabelecimento"]["papel"] == "operador"

    # Sem tela: recusa antes do servidor, com a frase do catálogo e a chave de sempre.
    r = frila("cancelar-vaga", vaga, "--motivo", "teste", "--sim", conta="oper", json=True)
    assert r.rc == 1 and r.json["chave"] == "so_administrador" and SO_ADMIN + " cancelar a vaga inteira" in r.err, r
    r = frila("duplicar-vaga", vaga, conta="oper", json=True)
    assert r.rc == 1 and r.json["chave"] == "so_administrador" and SO_ADMIN + " duplicar vagas" in r.err, r
    assert banco_novo.psql(f"select estado from public.vagas where id = '{vaga}'") == "publicada"

    t = tela("--api", banco_novo.api_url, "--dados", frila.dados("oper"), largura=120, altura=30)
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"pos\.", 15)
    t.wait_gone(r"n nova vaga", 10)  # as vagas podem chegar antes do perfil (o papel): espera o rodapé dele
    rodape = t.text().splitlines()[-2]
    for palavra in ("nova vaga", "editar", "duplicar", "cancelar vaga"):
        assert palavra not in rodape, rodape
    for comando, o_que in TECLAS.items():
        t.comando("vagas", comando)
        t.wait_for(f"{SO_ADMIN} {o_que}", 5)
        assert "Função" not in t.text() and "Cancelar a vaga" not in t.text(), t.text()
    t.comando("globais", "ajuda")
    t.wait_for(r"Ajuda|ajuda", 5)
    ajuda = t.text()
    assert "nova vaga" not in ajuda and "duplicar: a vaga" not in ajuda, ajuda
    t.comando("painel", "fecharPainel")
    t.comando("globais", "sairJa")
    t.esperar_saida(130)

    # O administrador vê e usa.
    t = tela("--api", banco_novo.api_url, "--dados", frila.dados("dono"), largura=120, altura=30)
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"n nova vaga", 15)
    t.comando("globais", "sairJa")
    t.esperar_saida(130)
