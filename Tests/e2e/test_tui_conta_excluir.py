"""Na TUI, a aba Conta: excluir a conta mostra a prévia, pede o e-mail, sai da conta e este
computador esquece tudo dela — e só dela: outra conta no mesmo --dados fica como estava."""
import sqlite3

from apoio.espera import esperar
from apoio.fluxos import ir_para_a_conta
from conftest import POSICAO_BAR

TABELAS = ("fila_acoes", "turnos_cache", "cache_contas", "avisos_vistos")


def linhas(banco, conta):
    with sqlite3.connect(banco) as db:
        db.execute("CREATE TABLE IF NOT EXISTS avisos_vistos (conta TEXT NOT NULL, aviso_id TEXT NOT NULL, "
                   "visto_em REAL NOT NULL, PRIMARY KEY (conta, aviso_id)) WITHOUT ROWID")
        return {t: db.execute(f"select count(*) from {t} where conta = ?", (conta.upper(),)).fetchone()[0] for t in TABELAS}


def test_tui_exclui_a_conta_e_so_ela_some_do_computador(backend, api, contas, frila, tela):
    """Ana (com histórico: anonimizada) sai inteira do frila.sqlite e da credencial; a ação na fila da Bia, no mesmo diretório, fica."""
    a, b = contas.profissional(prefixo="vai-embora", nome="Vai Embora"), contas.profissional(prefixo="fica", nome="Fica Aqui")
    backend.turnos_passados(a.email, 1)
    (b1, b1_in, _), = backend.turnos_passados(b.email, 1)

    frila.login("junto", b.email)
    frila("turnos", conta="junto")
    assert frila("checkin", b1, "--posicao", POSICAO_BAR, "--em", b1_in, conta="junto", offline=True).rc == 0
    assert frila("sair", conta="junto", offline=True).rc == 0  # a ação da Bia fica na fila
    frila.login("junto", a.email)
    assert frila("turnos", conta="junto").rc == 0  # cache da Ana
    banco = frila.dados("junto") / "frila.sqlite"
    with sqlite3.connect(banco) as db:
        # Uma recusa antiga e um aviso visto da Ana: tudo o que é dela tem de sair.
        db.execute("insert into fila_acoes (conta, chave, tipo, acao, tocado_em, enfileirado_em, estado, ultimo_erro) "
                   "values (?, 'chave-da-ana', 'avaliar', x'7b7d', 0, 0, 'rejeitada', 'recusada')", (a.id.upper(),))
        db.execute("CREATE TABLE IF NOT EXISTS avisos_vistos (conta TEXT NOT NULL, aviso_id TEXT NOT NULL, "
                   "visto_em REAL NOT NULL, PRIMARY KEY (conta, aviso_id)) WITHOUT ROWID")
        db.execute("insert into avisos_vistos values (?, 'aviso-1', 0)", (a.id.upper(),))
    antes_a, antes_b = linhas(banco, a.id), linhas(banco, b.id)
    assert all(antes_a[t] > 0 for t in TABELAS), antes_a
    assert antes_b["fila_acoes"] == 1 and antes_b["turnos_cache"] > 0, antes_b

    t = tela("--api", backend.api_url, "--dados", frila.dados("junto"), env={"FRILA_DICA_LOGIN": "e2e"}, largura=100, altura=30)
    t.wait_for(r"1 Feed", 15)
    ir_para_a_conta(t)
    t.wait_for(r"Fica, sem seu nome")
    t.comando("contaProfissional", "excluirConta")
    t.wait_for(r"Para excluir, digite o e-mail")
    t.literal("outra@pessoa.dev")
    t.comando("dialogoTexto", "confirmar")
    t.wait_for(r"Não é o e-mail desta conta")
    assert api.post("/auth/v1/token?grant_type=password", {"email": a.email, "password": a.senha}).status == 200
    for _ in range(len("outra@pessoa.dev")):
        t.comando("dialogoTexto", "apagar")
    t.literal(a.email)
    t.comando("dialogoTexto", "confirmar")
    t.wait_for(r"Conta excluída", 15)
    t.wait_for(r"Tab troca de campo")  # voltou ao login

    assert api.post("/auth/v1/token?grant_type=password", {"email": a.email, "password": a.senha}).status == 400
    assert backend.psql(f"select nome from public.contas where id = '{a.id}'").strip() == "Conta excluída"
    assert not (frila.dados("junto") / "credencial.json").exists()
    assert linhas(banco, a.id) == {t: 0 for t in TABELAS}, "nada da Ana fica neste computador"
    assert linhas(banco, b.id) == antes_b, "a Bia fica como estava"
    t.comando("login", "sairJa")
    t.esperar_saida(130)

    # A Bia volta no mesmo diretório e a ação dela sai.
    frila.login("junto", b.email)
    esperar(lambda: backend.psql(f"select checkin_em is not null from public.turnos where id = '{b1}'").strip() == "t",
            5, "a ação da Bia sair quando ela entra de novo")
