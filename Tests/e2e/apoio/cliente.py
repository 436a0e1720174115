"""O binário `frila` nos comandos sem tela, com estado isolado por conta."""
import json
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

from . import filhos

SENHA = "frila123"


@dataclass
class Resultado:
    rc: int
    out: str
    err: str
    args: list

    @property
    def json(self):
        try:
            return json.loads(self.out)
        except ValueError:
            return None

    def __repr__(self):
        return f"frila {' '.join(self.args)} → rc={self.rc}\nstdout: {self.out[-1500:]}\nstderr: {self.err[-1500:]}"


class Frila:
    """`frila("turnos", conta="ana", json=True)` roda `frila --api URL --dados BASE/ana turnos --json`.

    `api` troca o endereço (ex.: o do proxy), `offline=True` põe --offline, `entrada` vai
    para o stdin (senhas), `env` soma ao ambiente (FRILA_AGORA, LANG...)."""

    def __init__(self, binario, api_url, base: Path):
        self.binario, self.api_url, self.base = Path(binario), api_url, Path(base)
        self.base.mkdir(parents=True, exist_ok=True)
        self.saidas = []  # (args, stderr) de cada chamada, para procurar segredos e crashes

    def dados(self, conta):
        return self.base / conta

    def argv(self, *args, conta="padrao", json=False, offline=False, api=None):
        a = [str(self.binario), "--api", api or self.api_url, "--dados", str(self.dados(conta))]
        if offline:
            a.append("--offline")
        a += [str(x) for x in args]
        if json:
            a.append("--json")
        return a

    def ambiente(self, env=None):
        base = {k: v for k, v in os.environ.items() if not k.startswith("FRILA_")}
        return {**base, "LANG": "C.UTF-8", **(env or {})}

    def __call__(self, *args, conta="padrao", json=False, offline=False, api=None, entrada=None, env=None,
                 timeout=90):
        argv = self.argv(*args, conta=conta, json=json, offline=offline, api=api)
        r = subprocess.run(argv, input=entrada, capture_output=True, text=True, timeout=timeout,
                           env=self.ambiente(env), errors="replace")
        res = Resultado(r.returncode, r.stdout, r.stderr, argv[5:])
        self.saidas.append((res.args, r.stderr))
        return res

    def popen(self, *args, conta="padrao", offline=False, api=None, env=None, **kw):
        """Processo em background (dreno longo que vai levar kill -9); o fim do teste o mata se sobrar."""
        argv = self.argv(*args, conta=conta, offline=offline, api=api)
        return filhos.registrar(subprocess.Popen(argv, env=self.ambiente(env), stdin=subprocess.DEVNULL,
                                stdout=kw.pop("stdout", subprocess.DEVNULL),
                                stderr=kw.pop("stderr", subprocess.DEVNULL), **kw))

    def login(self, conta, email, senha=SENHA, **kw):
        r = self("login", "--email", email, conta=conta, entrada=senha + "\n", **kw)
        assert r.rc == 0, f"login de {email}: {r}"
        return r

    def credencial(self, conta):
        return json.loads((self.dados(conta) / "credencial.json").read_text())

    def fila(self, conta):
        """`frila --offline fila --json` da conta (não toca a rede)."""
        r = self("fila", conta=conta, offline=True, json=True)
        assert r.rc == 0 and r.json is not None, r
        return r.json


def enfileirar_lote(frila, conta, lote, posicao):
    """Check-in + check-out (offline forçado) de cada turno do lote, com os toques do lote:
    o check-out sempre depois do check-in do mesmo turno; turnos diferentes 3 por vez (a
    fila aguenta escritores concorrentes)."""
    from concurrent.futures import ThreadPoolExecutor

    def par(t):
        tid, ci, co = t
        r1 = frila("checkin", tid, "--posicao", posicao, "--em", ci, conta=conta, offline=True)
        r2 = frila("checkout", tid, "--posicao", posicao, "--em", co, conta=conta, offline=True)
        return r1.rc == 0 and r2.rc == 0

    with ThreadPoolExecutor(3) as ex:
        return all(ex.map(par, lote))
