"""PostgreSQL (scripts/db.sh) + frila-api (processo filho) nas portas da suíte."""
import json
import os
import re
import secrets
import signal
import subprocess
import time
import urllib.error
import urllib.request
from datetime import datetime, timezone
from pathlib import Path

from . import filhos
from .espera import esperar

RAIZ = Path(__file__).resolve().parents[3]
CONFIG = RAIZ / "config" / "frila-api.example.json"
DB_SH = RAIZ / "scripts" / "db.sh"
LOTE_SQL = Path(__file__).resolve().parent / "lote.sql"


def pgbin():
    for d in ["/usr/lib/postgresql/15/bin", *sorted(map(str, Path("/usr/lib/postgresql").glob("*/bin")))]:
        if Path(d, "psql").exists():
            return Path(d)
    raise RuntimeError("PostgreSQL não encontrado (rode make deps)")


def config():
    return json.loads(CONFIG.read_text())


# A anon key padrão do cliente (Sources/FrilaDados/Configuracao.swift, anonKeyPadrao).
ANON_KEY_DO_CLIENTE = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9"
                       ".CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0")


class Backend:
    """Um banco novo (migrations + seed) e um frila-api apontando para ele.

    `descartavel=True` troca a durabilidade por velocidade (FRILA_PG_DESCARTAVEL=1); os
    cenários de crash do PostgreSQL pedem um durável. `env_api` vai para o ambiente do
    gateway (ex.: FRILA_TIMEOUT_REQUISICAO_S)."""

    def __init__(self, api_port, pg_port, bin_api, descartavel=True, env_api=None):
        self.api_port, self.pg_port = int(api_port), int(pg_port)
        self.bin_api = Path(bin_api)
        self.descartavel = descartavel
        # A suíte cadastra centenas de contas do mesmo endereço: sem limite de cadastros, a
        # não ser que o cenário peça (env_api sobrepõe).
        self.env_api = {"FRILA_LIMITE_CADASTRO_ENDERECO": "0", **dict(env_api or {})}
        # Segredo próprio deste backend (o gateway recusa os segredos de exemplo públicos);
        # a anon key é a que o cliente traz de fábrica (pública por natureza: só a apikey).
        self.jwt_segredo = secrets.token_urlsafe(48)
        self.anon_key = ANON_KEY_DO_CLIENTE
        self.api_url = f"http://127.0.0.1:{self.api_port}"
        self.banco_url = f"postgresql://postgres@127.0.0.1:{self.pg_port}/postgres"
        self.dir = Path(f"/tmp/frila-e2e-api-{self.api_port}")
        self.log_path = self.dir / "frila-api.log"
        self.pg_dir = Path(f"/tmp/frila-pg-{self.pg_port}")
        self.pg_log = self.pg_dir / "postgres.log"
        self._pgbin = pgbin()
        self._proc = None
        self._log = None

    # ---- PostgreSQL ----
    def _db(self, *args, check=True):
        env = dict(os.environ)
        if self.descartavel:
            env["FRILA_PG_DESCARTAVEL"] = "1"
        else:
            env.pop("FRILA_PG_DESCARTAVEL", None)
        r = subprocess.run([str(DB_SH), *args], env=env, capture_output=True, text=True, timeout=180)
        if check and r.returncode != 0:
            raise RuntimeError(f"db.sh {' '.join(args)} falhou ({r.returncode}): {r.stderr.strip()[-2000:]}")
        return r

    def psql(self, sql, banco="postgres", check=True):
        """stdout de `psql -At` (sem a quebra final); erro vira exceção com o stderr."""
        r = subprocess.run([str(self._pgbin / "psql"), "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1",
                            "-h", "127.0.0.1", "-p", str(self.pg_port), "-U", "postgres", "-d", banco],
                           input=sql, capture_output=True, text=True, timeout=120,
                           env={**os.environ, "PGCONNECT_TIMEOUT": "5"})
        if check and r.returncode != 0:
            raise AssertionError(f"psql falhou: {r.stderr.strip()}\nSQL: {sql[:500]}")
        return r.stdout.rstrip("\n")

    def psql_processo(self, **kw):
        """Um psql interativo (stdin aberto), para sessões concorrentes; o fim do teste o mata se sobrar."""
        return filhos.registrar(subprocess.Popen(
            [str(self._pgbin / "psql"), "-X", "-q", "-At", "-h", "127.0.0.1", "-p", str(self.pg_port),
             "-U", "postgres", "-d", "postgres"], stdin=subprocess.PIPE, text=True, **kw))

    def parar_pg(self):
        self._db("down", str(self.pg_port))

    def subir_pg(self):
        self._db("up", str(self.pg_port), "--sem-seed")

    def reiniciar_pg_imediato(self):
        """pg_ctl restart -m immediate: como um crash do servidor (sem checkpoint)."""
        cmd = [str(self._pgbin / "pg_ctl"), "-D", str(self.pg_dir / "dados"), "-m", "immediate", "-w",
               "restart", "-l", str(self.pg_log)]
        if os.getuid() == 0:
            cmd = ["runuser", "-u", "postgres", "--", *cmd]
        subprocess.run(cmd, cwd="/", check=True, capture_output=True, timeout=120)

    def pg_no_ar(self):
        r = subprocess.run([str(self._pgbin / "pg_isready"), "-q", "-h", "127.0.0.1", "-p", str(self.pg_port)],
                           capture_output=True, timeout=10)
        return r.returncode == 0

    def banco_novo(self):
        """Recria o banco `postgres` (migrations + seed, horários relativos a agora) e
        reinicia o gateway, para ele não guardar conexões do banco antigo."""
        self.parar_api()
        self._db("reset", str(self.pg_port))
        self.subir_api()

    def conhecida(self, contratante_id, profissional_id):
        """A profissional passa a ser conhecida do estabelecimento do contratante pelo trabalho
        (a equipe de confiança é de quem teve turno ou se candidatou lá): uma candidatura
        expirada numa vaga encerrada de 60 dias atrás. SQL porque o cenário fala da equipe, não
        do caminho até a candidatura (que pede uma vaga no raio dela)."""
        self.psql(f"""
            with e as (select estabelecimento_id as id from public.membros where conta_id = '{contratante_id}' limit 1),
            v as (insert into public.vagas(estabelecimento_id, publicada_por, funcao, inicio, fim, valor_centavos,
                    refeicao, transporte, exige_material_proprio, modo, endereco, bairro, ponto, publicada_em, estado)
                  select e.id, '{contratante_id}', 'garcom', now() - interval '60 days', now() - interval '60 days' + interval '4 hours',
                         12000, true, false, false, 'selecao', x.endereco, 'Centro', x.ponto, now() - interval '63 days', 'encerrada'
                    from e join public.estabelecimentos x on x.id = e.id
                  returning id)
            insert into public.candidaturas(vaga_id, profissional_id, estado, em, decidida_em)
            select v.id, '{profissional_id}', 'expirada', now() - interval '62 days', now() - interval '60 days' from v""")
        return profissional_id

    def turnos_passados(self, email, n, duracao_min=120, passo_min=180):
        """N turnos confirmados no passado para EMAIL (cria a conta se faltar).

        SQL porque a API não alcança esse estado: um turno confirmado que já começou exige
        uma vaga publicada no passado. Detalhes em lote.sql. Sem os dois últimos, o i-ésimo
        de 2 h começa 3i+3 h atrás; turnos_recentes os aperta nas últimas 24 h."""
        r = subprocess.run([str(self._pgbin / "psql"), "-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1",
                            "-p", str(self.pg_port), "-U", "postgres", "-d", "postgres",
                            "-v", f"email={email}", "-v", f"n={int(n)}", "-v", f"duracao_min={int(duracao_min)}",
                            "-v", f"passo_min={int(passo_min)}", "-f", str(LOTE_SQL)],
                           capture_output=True, text=True, timeout=120)
        if r.returncode != 0:
            raise AssertionError(f"lote.sql falhou: {r.stderr}")
        return self.lote(email)

    def turnos_recentes(self, email, n):
        """N (≤ 20) turnos de 1 h, o i-ésimo começando i+1 h atrás: todos os toques do lote
        cabem nas 24 h que o servidor aceita (toque_antigo). Um profissional não tem dois
        turnos ao mesmo tempo (RN21): mais turnos recentes pedem mais profissionais."""
        assert 0 < n <= 20, "mais de 20 turnos de 1 h não cabem nas últimas 24 h"
        return self.turnos_passados(email, n, duracao_min=60, passo_min=60)

    def fechar_turnos_terminados(self):
        """A passada do agendador que fecha os turnos terminados (RN22), já, em vez de esperar
        o laço do gateway: o check-in que chega depois é o de turno fechado, sem corrida."""
        return int(self.psql("select privado.finalizar_turnos(privado.agora())"))

    def lote(self, email):
        """Turnos do lote de EMAIL: [(id, toque_checkin, toque_checkout)], do mais recente ao
        mais antigo; os toques (início+5 min, início+115 min) são válidos para o turno."""
        fmt = "'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'"
        linhas = self.psql(f"""
            select t.id || '|' || to_char((lower(t.periodo) + interval '5 min') at time zone 'UTC', {fmt})
                   || '|' || to_char((lower(t.periodo) + interval '115 min') at time zone 'UTC', {fmt})
              from public.turnos t join auth.users u on u.id = t.profissional_id
             where u.email = '{email}' and t.valor_acordado_centavos between 10001 and 10999
             order by lower(t.periodo) desc""")
        return [tuple(l.split("|")) for l in linhas.splitlines() if l]

    def aplicados_do_lote(self, email, checkin_tipo="geolocalizado"):
        """Quantos turnos do lote têm check-in (do tipo dado) e check-out exatamente nos toques.
        Check-in que chega a um turno já fechado pelo agendador é `manual`."""
        return int(self.psql(f"""
            select count(*) from public.turnos t join auth.users u on u.id = t.profissional_id
             where u.email = '{email}' and t.valor_acordado_centavos between 10001 and 10999
               and t.checkin_em = lower(t.periodo) + interval '5 min' and t.checkin_tipo = '{checkin_tipo}'
               and t.checkout_em = lower(t.periodo) + interval '115 min'"""))

    def com_checkin_do_lote(self, email):
        return int(self.psql(f"""
            select count(*) from public.turnos t join auth.users u on u.id = t.profissional_id
             where u.email = '{email}' and t.valor_acordado_centavos between 10001 and 10999
               and t.checkin_em is not null"""))

    # ---- frila-api ----
    def saudavel(self):
        try:
            with urllib.request.urlopen(f"{self.api_url}/auth/v1/health", timeout=2) as r:
                return r.status == 200
        except (urllib.error.URLError, OSError):
            return False

    def api_viva(self):
        return self._proc is not None and self._proc.poll() is None

    def subir_api(self, tentativas=3):
        """Sobe o gateway e espera o /auth/v1/health (a porta pode demorar a ficar livre
        depois de um kill -9: até `tentativas` vezes)."""
        self.dir.mkdir(parents=True, exist_ok=True)
        for i in range(tentativas):
            if self.api_viva() and self.saudavel():
                return
            if not self.api_viva():
                if self.saudavel():
                    raise RuntimeError(f"porta {self.api_port} já está em uso por outro processo")
                self._log = open(self.log_path, "a")
                env = {**os.environ, **self.env_api, "FRILA_API_ESCUTAR": f"127.0.0.1:{self.api_port}",
                       "FRILA_BANCO_URL": self.banco_url, "FRILA_JWT_SEGREDO": self.jwt_segredo,
                       "FRILA_ANON_KEY": self.anon_key}
                self._proc = subprocess.Popen([str(self.bin_api), "--config", str(CONFIG)], env=env,
                                              stdin=subprocess.DEVNULL, stdout=self._log, stderr=self._log,
                                              start_new_session=True)
            try:
                esperar(lambda: self.saudavel() or not self.api_viva(), 30, "o /auth/v1/health do frila-api")
            except AssertionError:
                pass
            if self.saudavel():
                return
            time.sleep(0.5 * (i + 1))
        raise RuntimeError(f"frila-api não subiu em {self.api_url}; fim do log:\n{self.fim_do_log()}")

    def parar_api(self, sinal=signal.SIGTERM):
        p = self._proc
        if p is None:
            return
        if p.poll() is None:
            p.send_signal(sinal)
            try:
                p.wait(timeout=15)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait(timeout=10)
        self._proc = None
        if self._log:
            self._log.close()
            self._log = None

    def matar_api(self):
        """kill -9 no gateway (sem desligamento gracioso)."""
        self.parar_api(signal.SIGKILL)

    def reiniciar_api(self):
        self.parar_api()
        self.subir_api()

    @property
    def api_pid(self):
        return self._proc.pid if self._proc else None

    def fim_do_log(self, n=30):
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-n:])
        except OSError:
            return "(sem log)"

    def linhas_do_log(self):
        try:
            return self.log_path.read_text(errors="replace").splitlines()
        except OSError:
            return []

    def instantes_no_log(self, regex):
        """Instantes (UTC, o relógio do gateway: cada linha começa com ele) das linhas do log
        que casam com `regex`. Medem o que o gateway viu, não quando a suíte olhou."""
        p = re.compile(regex)
        saida = []
        for l in self.linhas_do_log():
            if p.search(l):
                try:
                    saida.append(datetime.strptime(l.split(" ", 1)[0], "%Y-%m-%dT%H:%M:%S.%fZ")
                                 .replace(tzinfo=timezone.utc))
                except ValueError:
                    pass
        return saida

    def subiu_em(self):
        """Quando o gateway no ar começou a escutar (a última subida no log)."""
        return self.instantes_no_log(r" frila-api: escutando em ")[-1]

    def primeiro_pedido(self, rpc, desde):
        """Instante do primeiro POST /rest/v1/rpc/RPC que o gateway registrou a partir de `desde`."""
        return min((t for t in self.instantes_no_log(rf" POST /rest/v1/rpc/{rpc} ") if t >= desde), default=None)

    # ---- ciclo ----
    def criar(self):
        """Cluster novo (apagado antes), migrations, seed e o gateway no ar."""
        self.parar_api()
        self._db("down", str(self.pg_port), "--apagar")
        if self.log_path.exists():
            self.log_path.unlink()
        self._db("up", str(self.pg_port))
        self.subir_api()

    def garantir_no_ar(self):
        """Depois de um cenário que derrubou algo: PostgreSQL e gateway de pé de novo."""
        if not self.pg_no_ar():
            self.subir_pg()
        if not (self.api_viva() and self.saudavel()):
            self.parar_api()
            self.subir_api()

    def encerrar(self):
        try:
            self.parar_api()
        finally:
            self._db("down", str(self.pg_port), "--apagar", check=False)
