"""A TUI do frila numa sessão tmux de um servidor tmux próprio da suíte.

As teclas vêm de `frila teclas --json` (as mesmas tabelas que geram a ajuda e o rodapé);
o texto da tela é lido por conteúdo (regex), nunca por coluna."""
import json
import os
import re
import shlex
import subprocess
import time
from pathlib import Path

from .espera import esperar

# Nome da tecla na tabela (Tecla.description) → nome no tmux send-keys.
TMUX = {"Enter": "Enter", "Esc": "Escape", "Tab": "Tab", "Shift-Tab": "BTab", "Espaço": "Space",
        "↑": "Up", "↓": "Down", "←": "Left", "→": "Right", "PgUp": "PPage", "PgDn": "NPage",
        "Home": "Home", "End": "End", "⌫": "BSpace", "Del": "DC"}

MARCA_SAIDA = "FRILA_SAIU"


class TabelaDeTeclas:
    """Linhas de `frila teclas --json`: (tela, tecla, comando, descricao)."""

    def __init__(self, linhas):
        self.linhas = linhas

    @classmethod
    def do_binario(cls, binario):
        r = subprocess.run([str(binario), "teclas", "--json"], capture_output=True, text=True, timeout=30, check=True)
        return cls(json.loads(r.stdout))

    def tecla(self, tela, comando):
        """Primeira tecla (na ordem da tabela) que faz `comando` em `tela`, no formato do tmux."""
        for l in self.linhas:
            if l["tela"] == tela and l["comando"] == comando:
                t = l["tecla"]
                if t in TMUX:
                    return TMUX[t]
                if t.startswith("Ctrl-"):
                    return "C-" + t[5:].lower()
                if len(t) == 1:
                    return t
                raise KeyError(f"tecla {t!r} sem nome no tmux")
        telas = sorted({l["tela"] for l in self.linhas})
        raise KeyError(f"nenhuma tecla faz {comando!r} na tela {tela!r} (telas: {telas})")


class Tela:
    def __init__(self, servidor, nome, tabela, pasta):
        self.servidor, self.nome, self.teclas, self.pasta = servidor, nome, tabela, Path(pasta)
        self.stderr = self.pasta / f"{nome}.err"
        self.pid_arquivo = self.pasta / f"{nome}.pid"

    def _tmux(self, *args, check=True):
        return subprocess.run(["tmux", "-L", self.servidor, *args], capture_output=True, text=True,
                              timeout=15, check=check)

    def abrir(self, argv, env=None, largura=80, altura=24, cwd=None):
        """Roda argv (em `cwd`, se dado); ao sair, a pane mostra 'FRILA_SAIU rc=N' e o estado do tty."""
        amb = " ".join(f"{k}={shlex.quote(v)}" for k, v in {"LANG": "C.UTF-8", "TERM": "xterm-256color",
                                                             **(env or {})}.items())
        cmd = (f"{'cd ' + shlex.quote(str(cwd)) + '; ' if cwd else ''}echo $$ > {shlex.quote(str(self.pid_arquivo))}; env {amb} "
               f"{' '.join(shlex.quote(str(a)) for a in argv)} 2>>{shlex.quote(str(self.stderr))}; "
               f"echo {MARCA_SAIDA} rc=$?; stty -a | tr ' ;' '\\n\\n' | grep -x -e echo -e -echo -e icanon -e -icanon "
               f"| tr '\\n' ' '; echo; sleep 600")
        self._tmux("new-session", "-d", "-s", self.nome, "-x", str(largura), "-y", str(altura), cmd)
        return self

    # ---- entrada ----
    def keys(self, *teclas):
        """Teclas pelo nome do tmux (Enter, Escape, C-c, Tab, 'q')."""
        for t in teclas:
            self._tmux("send-keys", "-t", self.nome, t)
        return self

    def literal(self, texto):
        """Texto colado como está (send-keys -l)."""
        self._tmux("send-keys", "-t", self.nome, "-l", "--", texto)
        return self

    def comando(self, tela, comando):
        """Aperta a tecla que a tabela `tela` liga a `comando` (ex.: 'turnos', 'checkin')."""
        return self.keys(self.teclas.tecla(tela, comando))

    def ir_para(self, pagina):
        """Aba `pagina` (1 = a primeira) pelas teclas globais; cada perfil tem 3 abas."""
        return self.comando("globais", f"irPara({pagina - 1})")

    # ---- saída ----
    def text(self, cores=False):
        args = ["capture-pane", "-p", "-t", self.nome] + (["-e"] if cores else [])
        r = self._tmux(*args, check=False)
        return r.stdout

    def linhas(self):
        return self.text().splitlines()

    def wait_for(self, regex, segundos=10, flags=0):
        """Espera `regex` (re.search) aparecer na tela; devolve o match. Na falha, a última tela."""
        __tracebackhide__ = True
        padrao = re.compile(regex, flags)
        m = esperar(lambda: padrao.search(self.text()), segundos, f"/{regex}/ na tela {self.nome}",
                    ultimo=self.text)
        return m

    def wait_gone(self, regex, segundos=5):
        __tracebackhide__ = True
        padrao = re.compile(regex)
        esperar(lambda: not padrao.search(self.text()), segundos, f"/{regex}/ sumir da tela {self.nome}",
                ultimo=self.text)

    def linha(self, regex):
        """A primeira linha da tela que casa com `regex` (ou None)."""
        p = re.compile(regex)
        return next((l for l in self.linhas() if p.search(l)), None)

    def selecionada(self):
        """A linha selecionada: a que começa com '›'."""
        return self.linha(r"^› ")

    def selecionar(self, regex, tela="globais", passos=25):
        """Sobe até o topo e desce até a linha selecionada casar com `regex` (limitado)."""
        __tracebackhide__ = True
        p = re.compile(regex)
        for _ in range(15):
            self.comando(tela, "cima")
        for _ in range(passos):
            time.sleep(0.15)
            s = self.selecionada()
            if s and p.search(s):
                return s
            self.comando(tela, "baixo")
        raise AssertionError(f"nenhuma linha selecionável casa com /{regex}/; tela:\n{self.text()}")

    def resize(self, largura, altura):
        self._tmux("resize-window", "-t", self.nome, "-x", str(largura), "-y", str(altura))
        return self

    def alternate_on(self):
        return self._tmux("display", "-p", "-t", self.nome, "#{alternate_on}").stdout.strip() == "1"

    def pid_do_frila(self):
        """PID do frila (filho do shell da pane)."""
        shell = self.pid_arquivo.read_text().strip()
        r = subprocess.run(["pgrep", "-P", shell], capture_output=True, text=True)
        return int(r.stdout.split()[0])

    def esperar_saida(self, rc, segundos=5):
        """O frila saiu com `rc` e o terminal voltou: echo, icanon e tela principal."""
        __tracebackhide__ = True
        self.wait_for(rf"{MARCA_SAIDA} rc={rc}\b", segundos)
        self.wait_for(r"icanon echo", 3)
        assert not self.alternate_on(), f"o frila saiu mas a tela alternativa ficou ligada:\n{self.text()}"

    def saiu(self):
        return MARCA_SAIDA in self.text()

    def guardar(self, rotulo):
        (self.pasta / f"{self.nome}-{rotulo}.txt").write_text(self.text())


def socket_do_tmux(nome):
    """Onde `tmux -L nome` põe o socket (o tmux não o apaga ao sair)."""
    return Path(os.environ.get("TMUX_TMPDIR") or "/tmp", f"tmux-{os.getuid()}", nome)


class Tmux:
    """Servidor tmux próprio (socket -L), derrubado no fim com o socket."""

    def __init__(self, nome, tabela, pasta, binario):
        self.nome, self.tabela, self.pasta, self.binario = nome, tabela, Path(pasta), binario
        self.pasta.mkdir(parents=True, exist_ok=True)
        self.n = 0

    def __call__(self, *args, nome=None, env=None, largura=80, altura=24, cwd=None):
        """Abre `frila ARGS` numa sessão nova (na pasta `cwd`, se dada) e devolve a Tela."""
        self.n += 1
        t = Tela(self.nome, nome or f"t{self.n}", self.tabela, self.pasta)
        return t.abrir([str(self.binario), *map(str, args)], env=env, largura=largura, altura=altura, cwd=cwd)

    @property
    def socket(self):
        return socket_do_tmux(self.nome)

    def pid(self):
        """PID do servidor tmux (None se não está no ar)."""
        r = subprocess.run(["tmux", "-L", self.nome, "display", "-p", "#{pid}"], capture_output=True, text=True,
                           timeout=15)
        return int(r.stdout) if r.returncode == 0 and r.stdout.strip().isdigit() else None

    def encerrar(self):
        try:
            subprocess.run(["tmux", "-L", self.nome, "kill-server"], capture_output=True, timeout=15)
        finally:
            self.socket.unlink(missing_ok=True)
