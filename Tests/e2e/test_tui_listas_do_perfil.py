"""Na TUI, pelo Perfil: minhas candidaturas com retirar, bloqueados com desbloquear; o contratante vê e edita a equipe de confiança."""
import pytest

from apoio.fluxos import entrar
from apoio.gestao import elenco

pytestmark = [pytest.mark.rf26, pytest.mark.rn05]


def test_tui_candidaturas_e_bloqueados_do_profissional(backend, api, tela, tmp_path):
    """A candidatura pendente aparece com a vaga; x + s a retira (some da lista e do servidor); o bloqueado some com x + s."""
    e = elenco(api, prefixo="tui-listas")
    p = e.profs[0]
    s = e.publicar(horas=50, modo="selecao")
    c = e.rpc(p, "candidatar", {"vaga_id": s}).json["candidatura_id"]

    t = tela("--api", backend.api_url, "--dados", tmp_path / "p", env={"FRILA_DICA_LOGIN": "e2e"})
    t.wait_for(r"Tab troca de campo")
    entrar(t, p.email)
    t.wait_for(r"1 Feed", 15)
    t.ir_para(3)
    t.wait_for(r"Reputação")
    t.comando("perfilProfissional", "abrirCandidaturas")
    t.wait_for(r"Minhas candidaturas \(1\)")
    t.wait_for(r"› Garçom .*R\$ 130,00")
    t.comando("listaDoPerfil", "acionarNaLista")
    t.wait_for(r"Retirar candidatura")
    t.comando("dialogoSimNao", "sim")
    t.wait_for(r"Candidatura a Garçom")  # o desfecho diz de qual vaga
    t.wait_for(r"Nenhuma candidatura esperando escolha")
    assert backend.psql(f"select estado from public.candidaturas where id = '{c}'") == "retirada"

    t.comando("listaDoPerfil", "voltar")
    e.rpc(p, "bloquear", {"conta_id": e.dono.id})  # (bloquear também esconde as candidaturas: por isso depois)
    t.comando("perfilProfissional", "abrirBloqueios")
    t.wait_for(r"Bloqueados \(1\)")
    t.comando("listaDoPerfil", "acionarNaLista")
    t.wait_for(r"Desbloquear")
    t.comando("dialogoSimNao", "sim")
    t.wait_for(r"Você não bloqueou ninguém")
    assert e.rpc(p, "meus_bloqueios").json == []
    t.comando("listaDoPerfil", "voltar")
    t.comando("perfilProfissional", "abrirHistorico")
    t.wait_for(r"Histórico de turnos")
    t.wait_for(r"Nenhum turno no histórico ainda")
    t.comando("listaDoPerfil", "sair")
    t.esperar_saida(0)


def test_tui_equipe_do_contratante(backend, api, tela, tmp_path):
    """O contratante abre a equipe (e), vê o profissional incluído e o remove com x + s."""
    e = elenco(api, prefixo="tui-equipe")
    p = e.profs[0]
    backend.conhecida(e.dono.id, p.id)
    e.rpc(e.dono, "incluir_na_equipe", {"profissional_id": p.id})
    t = tela("--api", backend.api_url, "--dados", tmp_path / "c", env={"FRILA_DICA_LOGIN": "e2e"})
    t.wait_for(r"Tab troca de campo")
    entrar(t, e.dono.email)
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(3)
    t.comando("perfilContratante", "abrirEquipe")
    t.wait_for(r"Equipe de confiança \(1\)")
    t.wait_for(r"› Profissional 0 · Garçom")
    t.comando("listaDoPerfil", "acionarNaLista")
    t.wait_for(r"Remover da equipe")
    t.comando("dialogoSimNao", "sim")
    t.wait_for(r"Sua equipe de confiança está vazia")
    assert e.rpc(e.dono, "minha_equipe").json == []
