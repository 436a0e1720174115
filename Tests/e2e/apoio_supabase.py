"""Apoio dos cenários de Supabase, sobre a infraestrutura da suíte (conftest, apoio/).

Portas: as da suíte (TEST_API_PORT/TEST_PG_PORT); um backend extra em +20 (confirmação de
e-mail, agendador só pelo pg_cron) e o cluster com a forma de um projeto Supabase em PG +21.
"""
import contextlib
import json
import os
import shutil
import subprocess
import time
import urllib.error
import urllib.request

from apoio.backend import RAIZ as _RAIZ, Backend as BackendE2E, pgbin
from apoio.documento import cnpj_novo
from apoio.portas import API_PORT, PG_PORT

RAIZ = str(_RAIZ)
PGBIN = str(pgbin())
PORTA_PROJETO_LIMPO = PG_PORT + 21


def como_pg(args, **kw):
    """Binários do servidor rodam como o usuário `postgres` quando somos root."""
    if os.getuid() == 0:
        args = ["runuser", "-u", "postgres", "--"] + args
    return subprocess.run(args, cwd="/", check=True, capture_output=True, text=True, **kw)


def psql(porta, sql=None, arquivo=None, usuario="postgres", banco="postgres", uma_transacao=False, timeout=120):
    """Roda SQL (texto ou arquivo, lido por stdin) e devolve a saída sem alinhamento (-At)."""
    args = [PGBIN + "/psql", "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", str(porta),
            "-U", usuario, "-d", banco]
    if uma_transacao:
        args.append("-1")
    entrada = open(arquivo).read() if arquivo else sql
    r = subprocess.run(args + ["-f", "-"], input=entrada, capture_output=True, text=True, timeout=timeout,
                       env={**os.environ, "PGOPTIONS": "-c client_min_messages=warning"})
    if r.returncode != 0:
        raise AssertionError(f"psql falhou ({arquivo or sql[:80]!r}): {r.stderr.strip()}")
    return r.stdout.strip()


class Cluster:
    """Cluster descartável em /tmp/frila-<nome>-PORTA com o superusuário dado."""

    def __init__(self, nome, porta, superusuario="postgres", conf=""):
        self.porta, self.superusuario = porta, superusuario
        self.dir = f"/tmp/frila-{nome}-{porta}"
        self.conf = conf

    def subir(self):
        self.derrubar()
        shutil.rmtree(self.dir, ignore_errors=True)
        os.makedirs(self.dir, mode=0o700)
        if os.getuid() == 0:
            shutil.chown(self.dir, "postgres", "postgres")
        como_pg([PGBIN + "/initdb", "-D", self.dir + "/dados", "-U", self.superusuario, "-A", "trust",
                 "-E", "UTF8", "--no-locale"])
        with open(self.dir + "/dados/postgresql.conf", "a") as f:
            f.write(f"listen_addresses = '127.0.0.1'\nport = {self.porta}\nunix_socket_directories = '{self.dir}'\n"
                    "timezone = 'UTC'\nfsync = off\nsynchronous_commit = off\n" + self.conf)
        como_pg([PGBIN + "/pg_ctl", "-D", self.dir + "/dados", "-l", self.dir + "/postgres.log", "-w", "-t", "60",
                 "start"])
        return self

    def derrubar(self):
        if os.path.exists(self.dir + "/dados/postmaster.pid"):
            with contextlib.suppress(subprocess.CalledProcessError):
                como_pg([PGBIN + "/pg_ctl", "-D", self.dir + "/dados", "-m", "fast", "-w", "-t", "60", "stop"])

    def apagar(self):
        self.derrubar()
        shutil.rmtree(self.dir, ignore_errors=True)


PG_CRON_CONF = ("shared_preload_libraries = 'pg_cron'\ncron.database_name = 'postgres'\n"
                "cron.use_background_workers = on\nmax_worker_processes = 16\n")


def pg_prove(porta, caminhos, usuario="postgres"):
    return subprocess.run(["pg_prove", "-h", "127.0.0.1", "-p", str(porta), "-U", usuario, "-d", "postgres",
                           "--ext", ".sql"] + caminhos, cwd=RAIZ, capture_output=True, text=True, timeout=600)


def bin_frila_api():
    d = subprocess.run(["swift", "build", "--show-bin-path"], cwd=RAIZ, capture_output=True, text=True,
                       check=True).stdout.strip()
    return d + "/frila-api"


@contextlib.contextmanager
def outro_backend(bin_dir, env_api):
    """Um backend próprio (banco novo com o seed + frila-api com env_api), nas portas +20 que
    a suíte deixa livres; derrubado no fim."""
    b = BackendE2E(API_PORT + 20, PG_PORT + 20, bin_dir / "frila-api", env_api=env_api)
    try:
        b.criar()
        yield b
    finally:
        b.encerrar()


def http(backend, metodo, caminho, corpo=None, cabecalhos=None):
    """(status, cabeçalhos em minúsculas, corpo) de um pedido cru ao gateway."""
    req = urllib.request.Request(backend.api_url + caminho, method=metodo,
                                 data=None if corpo is None else json.dumps(corpo).encode())
    for k, v in (cabecalhos or {}).items():
        req.add_header(k, v)
    try:
        with urllib.request.urlopen(req, timeout=15) as r:
            return r.status, {k.lower(): v for k, v in r.headers.items()}, r.read()
    except urllib.error.HTTPError as e:
        return e.code, {k.lower(): v for k, v in e.headers.items()}, e.read()


def esperar(condicao, limite_s, passo_s=0.5):
    """Espera uma condição externa (um worker do pg_cron) por no máximo limite_s."""
    fim = time.monotonic() + limite_s
    while time.monotonic() < fim:
        v = condicao()
        if v:
            return v
        time.sleep(passo_s)
    return condicao()


LAT0, LNG0 = -15.7939, -47.8828  # Esplanada, Brasília


def criar_contas(backend, prefixo, n, perfil="profissional"):
    """n contas gravadas direto em auth.users (como o GoTrue grava), senha `segredo123`; o
    gatilho cria os perfis. Sem passar pelo /signup, que tem limite por endereço."""
    if perfil == "profissional":
        dados = f"""jsonb_build_object('perfil','profissional','nome','{prefixo} '||n,'funcoes',jsonb_build_array('garcom'),
                      'lat',{LAT0}+0.001*(n % 10),'lng',{LNG0},'whatsapp','+55 61 90000-0000')"""
    else:
        docs = ",".join(f"'{cnpj_novo()}'" for _ in range(n))
        dados = f"""jsonb_build_object('perfil','contratante','nome','{prefixo} '||n,'whatsapp','+55 61 98888-0000',
                      'estabelecimento',jsonb_build_object('nome','Bar {prefixo} '||n,'endereco','SCLS 405, Asa Sul',
                                                           'lat',{LAT0},'lng',{LNG0},
                                                           'documento',(array[{docs}])[n]))"""
    linhas = backend.psql(f"""
      with u as (
        insert into auth.users(id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
                               email_confirmed_at, created_at, updated_at)
        select gen_random_uuid(), 'authenticated', 'authenticated', '{prefixo}.'||n||'@teste.dev',
               extensions.crypt('segredo123', extensions.gen_salt('bf', 4)), '{{"provider":"email"}}', {dados},
               now(), now(), now()
          from generate_series(1, {n}) n
        returning id, email)
      select id||' '||email from u order by email""")
    return [tuple(l.split(" ")) for l in linhas.splitlines()]


# pg_cron 1.4 (Debian) só agenda de minuto em minuto: as esperas cobrem um tique e folga.
TIQUE_S = 75


def publicar_vaga_devida(backend):
    """Uma vaga de urgência para daqui a 3 h, publicada agora, com um profissional elegível perto."""
    criar_contas(backend, f"cron{int(time.time() * 1000)}", 1)
    (dona, _), = criar_contas(backend, f"crondona{int(time.time() * 1000)}", 1, "contratante")
    return backend.psql(f"""
      begin;
      select set_config('request.jwt.claims', '{{"sub":"{dona}","role":"authenticated"}}', true) is null;
      select public.publicar_vaga(funcao => 'garcom', inicio => now() + interval '3 hours',
        fim => now() + interval '7 hours', valor_centavos => 15000, refeicao => true, transporte => false,
        exige_material_proprio => false, modo => 'urgencia', posicoes => 1, endereco => 'SCLS 405 Bloco C, Asa Sul',
        lat => {LAT0}, lng => {LNG0}) ->> 'vaga_id';
      commit;""").splitlines()[-1]


def despachos(backend, vaga):
    return int(backend.psql(f"select count(*) from public.despachos where vaga_id = '{vaga}'"))


def execucoes_desde(backend, instante):
    return int(backend.psql(f"""select count(*) from cron.job_run_details d join cron.job j using (jobid)
                               where j.jobname = 'frila-agendador' and d.status = 'succeeded'
                                 and d.start_time > '{instante}'"""))


def agora_no_banco(backend):
    return backend.psql("select clock_timestamp()")
