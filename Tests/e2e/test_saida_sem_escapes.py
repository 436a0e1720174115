"""Texto que vem do servidor (endereço, nomes, bairro, contato, frases de recusa) nunca chega
ao terminal como sequência de escape: todo comando sem tela, em texto e em --json.

O servidor aqui é forjado (um Supabase de mentira em TEST_API_PORT+21, só loopback): o
cliente precisa se defender de qualquer servidor, não só do que valida o que guarda."""
import json
import re
import subprocess
import threading
import uuid
from datetime import datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from conftest import API_PORT

PORTA_FORJADA = API_PORT + 21   # a faixa +20 do conftest é livre para cenários
# OSC (título da janela), CSI de 7 bits (limpa a tela, cor), CSI e OSC de 8 bits (C1),
# hiperlink OSC 8, BEL, DEL, CR (reescreve a linha) e uma quebra de linha (linha forjada).
VENENO = "\x1b]0;titulo\x07\x1b[2J\x1b[31m\x9b31m\x9d0;t\x9c\x1b]8;;http://x\x1b\\\x7f\rlinha\nforjada"
CONTROLES = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f]")


def _iso(d):
    return d.strftime("%Y-%m-%dT%H:%M:%S+00:00")


AGORA = datetime.now(timezone.utc).replace(microsecond=0)
ID = {n: str(uuid.UUID(int=i + 1)) for i, n in enumerate(
    ["prof", "contr", "est", "vaga", "turno_agora", "turno_passado", "turno_pendente", "posicao", "cand"])}


def _parte(nome):
    return {"id": ID["est"], "nome": nome + VENENO, "contato": {"whatsapp": "+55 61 9" + VENENO, "email": "a@b" + VENENO}}


def _turno(tid, inicio, fim, **extra):
    t = {"turno_id": ID[tid], "vaga_id": ID["vaga"], "posicao_id": ID["posicao"], "estado": "confirmada",
         "vaga": {"funcao": "garcom", "inicio": _iso(inicio), "fim": _iso(fim),
                  "local": {"endereco": "SCLS 405" + VENENO, "lat": -15.8143, "lng": -47.8966},
                  "inclusos": {"refeicao": True, "transporte": False, "exige_material_proprio": False},
                  "modo": "urgencia"},
         "valor_acordado_centavos": 15000, "estabelecimento": _parte("Bar"), "profissional": _parte("Ana"),
         "checkin": None, "checkout": None, "verificacao": "pendente", "pode_avaliar": False, "minha_avaliacao": None}
    t.update(extra)
    return t


TURNO_AGORA = _turno("turno_agora", AGORA - timedelta(minutes=10), AGORA + timedelta(hours=2))
REG = {"tipo": "geolocalizado", "distancia_m": 10, "confirmado_em": None}
TURNO_PASSADO = _turno("turno_passado", AGORA - timedelta(hours=6), AGORA - timedelta(hours=2),
                       checkin={**REG, "em": _iso(AGORA - timedelta(hours=6))},
                       checkout={**REG, "em": _iso(AGORA - timedelta(hours=2))},
                       verificacao="verificado", pode_avaliar=True)
TURNO_PENDENTE = _turno("turno_pendente", AGORA - timedelta(minutes=30), AGORA + timedelta(hours=3),
                        checkin={"tipo": "manual", "distancia_m": None, "confirmado_em": None,
                                 "em": _iso(AGORA - timedelta(minutes=25))}, minutos_atraso=12)
VAGA_FEED = {"vaga_id": ID["vaga"], "funcao": "garcom", "inicio": _iso(AGORA + timedelta(hours=3)),
             "fim": _iso(AGORA + timedelta(hours=8)), "valor_centavos": 15000,
             "inclusos": {"refeicao": True, "transporte": False, "exige_material_proprio": False}, "modo": "urgencia",
             "estabelecimento": {"id": ID["est"], "nome": "Bar" + VENENO}, "bairro": "Asa Sul" + VENENO,
             "distancia_m": 900, "posicoes_abertas": 1, "minha_candidatura": None}
VAGA_CONTR = {"vaga_id": ID["vaga"], "funcao": "garcom", "inicio": TURNO_PASSADO["vaga"]["inicio"],
              "fim": TURNO_PASSADO["vaga"]["fim"], "valor_centavos": 15000, "inclusos": VAGA_FEED["inclusos"],
              "modo": "urgencia", "estado": "preenchida", "local": TURNO_PASSADO["vaga"]["local"],
              "antecedencia_alerta_min": 180, "posicoes_total": 1, "posicoes_abertas": 0,
              "posicoes": [{"posicao_id": ID["posicao"], "estado": "confirmada", "turno": TURNO_PASSADO}],
              "candidaturas": [{"candidatura_id": ID["cand"], "estado": "pendente", "em": _iso(AGORA),
                                "profissional": {"id": ID["prof"], "nome": "Ana" + VENENO,
                                                 "reputacao": {"positivas": 1, "total": 1, "taxa_comparecimento": 1,
                                                               "turnos_considerados": 1}}}]}
RECUSA = {"code": "PT422", "message": "recusa_forjada", "details": "Recusado" + VENENO, "hint": None}


def _sessao(perfil):
    conta = ID["prof"] if perfil == "profissional" else ID["contr"]
    return {"access_token": "tok-" + perfil, "token_type": "bearer", "expires_in": 3600,
            "expires_at": int(AGORA.timestamp()) + 3600, "refresh_token": "ren-" + perfil,
            "user": {"id": conta, "email": perfil + "@forjado.test",
                     "user_metadata": {"perfil": perfil, "nome": "Nome" + VENENO}}}


def _perfil(token):
    if token == "tok-contratante":
        return {"conta_id": ID["contr"], "perfil": "contratante", "nome": "Bruno" + VENENO,
                "reputacao": {"positivas": 0, "total": 0, "taxa_comparecimento": None, "turnos_considerados": 0},
                "funcoes": None, "disponivel": None,
                "estabelecimento": {"id": ID["est"], "nome": "Bar" + VENENO, "endereco": "SCLS" + VENENO,
                                    "lat": -15.8, "lng": -47.9}}
    return {"conta_id": ID["prof"], "perfil": "profissional", "nome": "Ana" + VENENO,
            "reputacao": {"positivas": 0, "total": 0, "taxa_comparecimento": None, "turnos_considerados": 0},
            "funcoes": ["garcom"], "disponivel": True, "estabelecimento": None}


RESPOSTAS = {
    "feed_vagas": lambda t: (200, [VAGA_FEED]),
    "minhas_notificacoes": lambda t: (200, []),
    "meus_turnos": lambda t: (200, [TURNO_AGORA, TURNO_PASSADO]),
    "meu_perfil": lambda t: (200, _perfil(t)),
    "checkins_pendentes": lambda t: (200, [TURNO_PENDENTE]),
    "vagas_em_alerta": lambda t: (200, {"vagas": [{"vaga_id": ID["vaga"], "funcao": "garcom",
                                                   "inicio": VAGA_FEED["inicio"], "fim": VAGA_FEED["fim"],
                                                   "posicoes_abertas": 1, "alerta_desde": _iso(AGORA)}],
                                        "atrasados": [TURNO_PENDENTE]}),
    "minhas_vagas": lambda t: (200, [VAGA_CONTR]),
}


class _Forjado(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def _responder(self, status, corpo=None):
        dados = b"" if corpo is None else json.dumps(corpo).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(dados)))
        self.end_headers()
        self.wfile.write(dados)

    def do_GET(self):
        self._responder(200, {"ok": True})

    def do_POST(self):
        n = int(self.headers.get("Content-Length") or 0)
        corpo = json.loads(self.rfile.read(n) or b"{}")
        caminho = self.path.split("?")[0]
        token = (self.headers.get("Authorization") or "").removeprefix("Bearer ")
        if caminho == "/auth/v1/token":
            perfil = "contratante" if corpo.get("email", "").startswith("contr") else "profissional"
            return self._responder(200, _sessao(perfil))
        if caminho == "/auth/v1/logout":
            return self._responder(204)
        nome = caminho.removeprefix("/rest/v1/rpc/")
        if nome in RESPOSTAS:
            return self._responder(*RESPOSTAS[nome](token))
        return self._responder(422, RECUSA)   # toda ação: recusa com a frase envenenada


@pytest.fixture
def forjado():
    s = ThreadingHTTPServer(("127.0.0.1", PORTA_FORJADA), _Forjado)
    th = threading.Thread(target=s.serve_forever, daemon=True)
    th.start()
    try:
        yield f"http://127.0.0.1:{PORTA_FORJADA}"
    finally:
        s.shutdown()
        s.server_close()


def _rodar(frila, api, conta, args, json_):
    """Bytes crus de stdout e stderr (o que o terminal receberia)."""
    argv = frila.argv(*args, conta=conta, json=json_, api=api)
    r = subprocess.run(argv, input=b"frila123\n", capture_output=True, timeout=60, env=frila.ambiente())
    return r.returncode, r.stdout, r.stderr


def _problemas(saida):
    texto = saida.decode("utf-8", errors="replace")
    achados = sorted({hex(ord(c)) for c in CONTROLES.findall(texto.replace("\n", ""))})
    if re.search(r"(^|\n)forjada", texto):
        achados.append("quebra de linha do servidor virou linha da saída")
    return achados


def _strings(v):
    if isinstance(v, str):
        yield v
    elif isinstance(v, dict):
        for x in v.values():
            yield from _strings(x)
    elif isinstance(v, list):
        for x in v:
            yield from _strings(x)


COMANDOS = {
    "profissional": [["vagas"], ["candidatar", ID["vaga"]], ["turnos"], ["perfil"],
                     ["checkin", ID["turno_agora"], "--sem-localizacao"], ["checkout", ID["turno_agora"]],
                     ["avaliar", ID["turno_passado"], "sim"], ["cancelar", ID["turno_agora"], "--motivo", "x", "--sim"], ["cancelar", ID["turno_agora"]],
                     ["sincronizar"], ["fila"], ["sair"]],
    "contratante": [["pendentes"], ["alertas"], ["perfil"], ["confirmar", ID["turno_pendente"]],
                    ["avaliar", ID["turno_passado"], "nao"], ["cancelar", ID["turno_passado"], "--motivo", "x", "--sim"],
                    ["sincronizar"], ["fila"], ["sair"]],
}


@pytest.mark.parametrize("modo_json", [False, True], ids=["texto", "json"])
def test_nenhum_comando_sem_tela_repassa_escape_do_servidor(forjado, frila, modo_json):
    """Cada comando sem tela dos dois perfis, servidor com OSC/CSI/C1 em todo texto: 0 bytes de controle em stdout e stderr."""
    tentados, limpos, sujos = 0, 0, []
    for perfil, comandos in COMANDOS.items():
        conta = perfil + ("-json" if modo_json else "-texto")
        email = "contr@forjado.test" if perfil == "contratante" else "prof@forjado.test"
        for args in [["login", "--email", email]] + comandos:
            rc, out, err = _rodar(frila, forjado, conta, args, modo_json)
            tentados += 1
            p = _problemas(out) + _problemas(err)
            if modo_json and out.strip():
                for linha in out.decode().splitlines():
                    p += [f"json:{s!r}" for s in _strings(json.loads(linha)) if CONTROLES.search(s)]
            if p:
                sujos.append((perfil, args, rc, p))
            else:
                limpos += 1
    assert tentados == 2 + sum(len(c) for c in COMANDOS.values())
    assert sujos == [], f"{limpos} de {tentados} limpos; com controles: {sujos}"


def test_vagas_pipe_cat_v_sem_escape(forjado, frila):
    """`frila vagas | cat -v` com um endereço forjado: nenhum ^[ nem ^G, e o texto legível continua lá."""
    _rodar(frila, forjado, "p", ["login", "--email", "prof@forjado.test"], False)
    argv = frila.argv("vagas", conta="p", api=forjado)
    r = subprocess.run(f"{subprocess.list2cmdline(argv)} | cat -v", shell=True, capture_output=True, text=True,
                       timeout=60, env=frila.ambiente())
    assert r.returncode == 0, r
    assert "Asa Sul" in r.stdout and "Bar" in r.stdout, r.stdout
    for marca in ("^[", "^G", "M-^[", "M-^\\", "M-^]", "^?", "^M"):
        assert marca not in r.stdout, f"{marca} em: {r.stdout!r}"
