"""Uma segunda pessoa do estabelecimento: o administrador a convida como operadora pelo comando
sem tela, ela cria a conta com o código do convite, confirma o check-in manual de um turno do
estabelecimento, mas não publica, não cancela a vaga nem convida ninguém — recusado com a frase
e a chave so_administrador, pelo comando e na TUI (na hora, sem formulário). Outra conta de contratante aceita um convite
pelo código (frila convites → frila aceitar-convite) só depois de sair do seu."""
import uuid
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from apoio.gestao import elenco

SENHA_NOVA = "operadora-do-bar-4821"
SO_ADMIN = "Só o administrador do estabelecimento"
SO_MEMBROS = "Só o administrador convida e remove membros."  # a mesma razão da tecla i nos Membros


def test_operadora_convidada_confirma_o_checkin_mas_nao_publica(banco_novo, api, frila, tela):
    """convidar → cadastro --convite → membros (operador) → confirmar (0) → publicar/cancelar-vaga/convidar (1, so_administrador)."""
    e = elenco(api, n_profs=1, prefixo="membros")
    frila.login("dono", e.dono.email)
    frila.login("prof", e.profs[0].email)
    email = f"gerente.{uuid.uuid4().hex[:8]}@frila.test"

    r = frila("convidar", email, "--papel", "chefe", conta="dono")
    assert r.rc == 2 and "operador ou administrador" in r.err, r
    r = frila("convidar", email.upper(), conta="dono", json=True)
    assert r.rc == 0 and r.json["papel"] == "operador" and r.json["email"] == email, r
    codigo, estab = r.json["codigo"], r.json["estabelecimento_id"]
    assert codigo != estab, "o código é segredo, não o id (público) do estabelecimento"
    lista = frila("membros", conta="dono", json=True).json
    assert lista["meu_papel"] == "administrador" and [c["email"] for c in lista["convites"]] == [email], lista

    # Sem o convite certo, nada: código que não é código e outro e-mail recusados.
    r = frila("cadastro", "--perfil", "contratante", "--nome", "Intrusa", "--email", f"intrusa.{uuid.uuid4().hex[:6]}@frila.test",
              "--convite", codigo, conta="intrusa", json=True, entrada=SENHA_NOVA + "\n")
    assert r.rc == 1 and "convite" in r.json["mensagem"], r
    r = frila("cadastro", "--perfil", "contratante", "--nome", "Gerente", "--email", email, "--convite", "abc",
              conta="gerente", json=True, entrada=SENHA_NOVA + "\n")
    assert r.rc == 2 and [p["campo"] for p in r.json["problemas"]] == ["convite"], r
    r = frila("cadastro", "--perfil", "contratante", "--nome", "Gerente", "--email", email, "--convite", codigo,
              conta="gerente", json=True, entrada=SENHA_NOVA + "\n")
    assert r.rc == 0 and r.json["sessao"] is True, r
    m = frila("membros", conta="gerente", json=True)
    assert m.rc == 0 and m.json["meu_papel"] == "operador" and m.json["estabelecimento_id"] == estab, m
    assert sorted(x["papel"] for x in m.json["membros"]) == ["administrador", "operador"] and m.json["convites"] == [], m
    assert "Gerente (você) · operador" in frila("membros", conta="gerente").out

    # O administrador publica para daqui a 20 minutos; a profissional pega e faz o check-in manual.
    inicio = (datetime.now(ZoneInfo("America/Sao_Paulo")) + timedelta(minutes=20)).replace(second=0, microsecond=0)
    fim = inicio + timedelta(hours=6)
    vaga_args = ["--funcao", "garcom", "--data", inicio.strftime("%d/%m/%Y"), "--inicio", inicio.strftime("%H:%M"),
                 "--fim", fim.strftime("%H:%M"), "--valor", "150,00", "--refeicao", "sim", "--transporte", "nao",
                 "--material", "nao", "--endereco", "Rua do Teste, Centro", "--local", f"{e.lat},{e.lng}"]
    r = frila("publicar", *vaga_args, conta="dono", json=True)
    assert r.rc == 0, r
    vaga = r.json["vaga_id"]
    e.no_feed(e.profs[0], vaga)
    assert frila("vagas", conta="prof").rc == 0  # candidatar vale pelos termos vistos
    r = frila("candidatar", vaga, conta="prof", json=True)
    assert r.rc == 0 and r.json["resultado"] == "confirmada", r
    turno = r.json["turno"]["turno_id"]
    assert frila("checkin", turno, "--sem-localizacao", conta="prof", json=True).rc == 0

    # A operadora acompanha e confirma.
    r = frila("pendentes", conta="gerente", json=True)
    assert [p for p in r.json if p["turno_id"] == turno], r
    r = frila("confirmar", turno, conta="gerente", json=True)
    assert r.rc == 0 and r.json["estado"] == "enviada", r
    assert banco_novo.psql(f"select verificacao from public.turnos where id = '{turno}'") == "verificado"

    # Mas não publica, não cancela a vaga e não convida: 1, com a chave e a frase.
    antes = banco_novo.psql(f"select count(*) from public.vagas v join public.membros m on m.estabelecimento_id = v.estabelecimento_id "
                            f"join public.contas c on c.id = m.conta_id where c.email = '{email}'")
    for args, razao in ((["publicar", *vaga_args], SO_ADMIN), (["cancelar-vaga", vaga, "--motivo", "teste", "--sim"], SO_ADMIN),
                        (["convidar", "outra@frila.test"], SO_MEMBROS), (["membros", "remover", e.dono.id], SO_MEMBROS)):
        r = frila(*args, conta="gerente", json=True)
        assert r.rc == 1, (args, r)
        assert r.json["chave"] == "so_administrador" and razao in r.err, (args, r)
    assert banco_novo.psql(f"select count(*) from public.vagas v join public.membros m on m.estabelecimento_id = v.estabelecimento_id "
                           f"join public.contas c on c.id = m.conta_id where c.email = '{email}'") == antes
    assert banco_novo.psql(f"select estado from public.vagas where id = '{vaga}'") != "cancelada"

    # Na TUI: a página Membros diz o papel e só lê; duplicar e publicar a vaga é recusado com a frase.
    t = tela("--api", banco_novo.api_url, "--dados", frila.dados("gerente"), largura=120, altura=30)
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(5)
    t.wait_for(r"Você é operador", 15)
    t.wait_for(r"Só o administrador convida e remove membros", 5)
    t.comando("membros", "convidarOperador")
    t.wait_for(r"Só o administrador convida", 5)
    assert "Convidar operador" not in t.text()
    t.ir_para(2)
    t.wait_for(r"pos\.", 15)
    t.selecionar(r"Garçom", tela="vagas")
    # Duplicar (publicar outra) diz na hora que não, sem abrir o formulário.
    t.comando("vagas", "duplicarVaga")
    t.wait_for(SO_ADMIN + " pode duplicar", 5)
    assert "Função" not in t.text(), t.text()
    t.guardar("operadora-nao-publica")
    t.comando("globais", "sairJa")
    t.esperar_saida(130)
    assert banco_novo.psql(f"select count(*) from public.vagas v join public.membros m on m.estabelecimento_id = v.estabelecimento_id "
                           f"join public.contas c on c.id = m.conta_id where c.email = '{email}'") == antes


def test_outra_conta_aceita_o_convite_pelo_codigo(banco_novo, api, frila, contas):
    """Uma contratante que já tem conta (e o seu bar) vê o convite em frila convites; aceitar é recusado (saia do seu
    antes: uma conta age por um estabelecimento só); sem convite, sem_convite."""
    e = elenco(api, n_profs=0, prefixo="aceitar")
    outra = contas.contratante(nome="Dona de Outro Bar")
    frila.login("dono", e.dono.email)
    frila.login("outra", outra.email)
    r = frila("aceitar-convite", str(uuid.uuid4()), conta="outra", json=True)
    assert r.rc == 1 and r.json["chave"] == "sem_convite", r
    r = frila("aceitar-convite", "nao-e-codigo", conta="outra", json=True)
    assert r.rc == 1 and r.json["estado"] == "invalida", r
    codigo = frila("convidar", outra.email, "--papel", "administrador", conta="dono", json=True).json["codigo"]
    c = frila("convites", conta="outra", json=True)
    casa = frila("membros", conta="dono", json=True).json["estabelecimento_id"]
    assert c.rc == 0 and [(x["estabelecimento"]["id"], x["papel"]) for x in c.json] == [(casa, "administrador")], c
    assert codigo not in c.out, "a lista de convites não mostra o código (o e-mail sozinho não basta)"
    # Uma conta age por um estabelecimento só: a dona do outro bar sai de lá antes (e é a única
    # administradora dele, então não sai); o convite continua esperando.
    r = frila("aceitar-convite", codigo, conta="outra", json=True)
    assert r.rc == 1 and r.json["chave"] == "membro_de_outro" and "Dona de Outro Bar" not in r.err, r
    assert [x["papel"] for x in frila("convites", conta="outra", json=True).json] == ["administrador"]
    papeis = {x["email"]: x["papel"] for x in frila("membros", conta="dono", json=True).json["membros"]}
    assert papeis == {e.dono.email: "administrador"}, papeis
