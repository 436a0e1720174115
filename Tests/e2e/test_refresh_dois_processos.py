"""Dois frila no mesmo --dados (a TUI e um comando sem tela) com o token de acesso vencido:
renovam uma vez só, sob a trava do arquivo, e ninguém sai da conta."""
import base64
import hashlib
import hmac
import json
import subprocess
import time

RODADAS = 5


def _b64(dados):
    return base64.urlsafe_b64encode(dados).rstrip(b"=").decode()


def _dec(s):
    return json.loads(base64.urlsafe_b64decode(s + "=" * (-len(s) % 4)))


def _vencer_token(frila, conta, segredo):
    """Troca o token de acesso da credencial pelo mesmo, assinado, vencido há 2 min (além da
    tolerância de 30 s do gateway): o próximo pedido leva 401 e o cliente precisa renovar."""
    arq = frila.dados(conta) / "credencial.json"
    cred = json.loads(arq.read_text())
    cab, claims, _ = cred["tokenDeAcesso"].split(".")
    c = _dec(claims)
    c["iat"], c["exp"] = int(time.time()) - 3720, int(time.time()) - 120
    corpo = _b64(json.dumps(_dec(cab), separators=(",", ":")).encode()) + "." + \
        _b64(json.dumps(c, separators=(",", ":")).encode())
    cred["tokenDeAcesso"] = corpo + "." + _b64(hmac.new(segredo.encode(), corpo.encode(), hashlib.sha256).digest())
    arq.write_text(json.dumps(cred))
    return cred["tokenDeRenovacao"]


def _sessao(frila, conta):
    return _dec(frila.credencial(conta)["tokenDeAcesso"].split(".")[1])["session_id"]


def _tokens(backend, sessao):
    """(emitidos, ativos) da sessão do login em auth.refresh_tokens."""
    l = backend.psql(f"select count(*) || '|' || count(*) filter (where not revoked) from auth.refresh_tokens "
                     f"where session_id = '{sessao}'")
    return tuple(int(x) for x in l.split("|"))


def test_dois_comandos_ao_mesmo_tempo_renovam_uma_vez(backend, contas, frila):
    """Dois comandos sem tela no mesmo --dados, token vencido, 5 rodadas: 5 de 5 ficam na conta, uma renovação por rodada."""
    p = contas.profissional(prefixo="renova")
    frila.login("p", p.email)
    sessao = _sessao(frila, "p")
    emitidos0, _ = _tokens(backend, sessao)
    ficaram = 0
    for rodada in range(RODADAS):
        antigo = _vencer_token(frila, "p", backend.jwt_segredo)
        procs = [subprocess.Popen(frila.argv(cmd, conta="p", json=True), env=frila.ambiente(),
                                  stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for cmd in ("perfil", "turnos")]
        saidas = [pr.communicate(timeout=60) for pr in procs]
        rcs = [pr.returncode for pr in procs]
        assert rcs == [0, 0], f"rodada {rodada + 1}: {rcs} {saidas}"
        assert frila("perfil", conta="p").rc == 0, f"rodada {rodada + 1}: a sessão sobreviveu"
        assert frila.credencial("p")["tokenDeRenovacao"] != antigo
        emitidos, ativos = _tokens(backend, sessao)
        assert (emitidos - emitidos0, ativos) == (rodada + 1, 1), \
            f"rodada {rodada + 1}: o mesmo token de renovação foi apresentado duas vezes"
        ficaram += 1
    assert ficaram == RODADAS


def test_tui_e_comando_sem_tela_ao_mesmo_tempo(backend, contas, frila, tela):
    """A TUI abrindo e um comando sem tela no mesmo --dados, token vencido, 5 rodadas: os dois seguem na conta."""
    p = contas.profissional(prefixo="renovatui")
    frila.login("p", p.email)
    sessao = _sessao(frila, "p")
    emitidos0, _ = _tokens(backend, sessao)
    for rodada in range(RODADAS):
        _vencer_token(frila, "p", backend.jwt_segredo)
        t = tela(*frila.argv(conta="p")[1:])
        r = frila("turnos", conta="p", json=True)
        t.wait_for(r"Função\s+Quando|Nenhuma vaga para você", segundos=20)
        assert r.rc == 0, f"rodada {rodada + 1}: {r}"
        t.comando("globais", "sair")
        t.esperar_saida(0)
        emitidos, ativos = _tokens(backend, sessao)
        assert (emitidos - emitidos0, ativos) == (rodada + 1, 1), f"rodada {rodada + 1}: renovação repetida"
        assert frila("perfil", conta="p").rc == 0
