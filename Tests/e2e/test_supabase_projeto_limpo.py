"""Um projeto Supabase recém-criado (só o que a plataforma dá) recebe supabase/migrations e o
seed como `supabase db push` / `db reset`, e passa o pgTAP como `supabase test db`."""
import glob
import os
import uuid

import pytest

from apoio_supabase import PORTA_PROJETO_LIMPO, RAIZ, PG_CRON_CONF, Cluster, pg_prove, psql

FORMA = os.path.join(os.path.dirname(__file__), "dados", "projeto_supabase_limpo.sql")


@pytest.fixture(scope="module")
def projeto():
    c = Cluster("supabase-limpo", PORTA_PROJETO_LIMPO, superusuario="supabase_admin", conf=PG_CRON_CONF).subir()
    try:
        psql(c.porta, arquivo=FORMA, usuario="supabase_admin")
        yield c
    finally:
        c.apagar()


@pytest.fixture(scope="module")
def migrado(projeto):
    for f in sorted(glob.glob(os.path.join(RAIZ, "supabase", "migrations", "*.sql"))):
        psql(projeto.porta, arquivo=f, uma_transacao=True)  # como db push: um arquivo, uma transação
    psql(projeto.porta, arquivo=os.path.join(RAIZ, "supabase", "seed.sql"))
    return projeto


def test_migrations_nao_dependem_da_emulacao_local():
    """Nenhuma migration cria roles, mexe nos schemas auth e realtime nem usa meta-comandos do psql."""
    for f in glob.glob(os.path.join(RAIZ, "supabase", "migrations", "*.sql")) + [os.path.join(RAIZ, "supabase", "seed.sql")]:
        texto = open(f).read().lower()
        nome = os.path.basename(f)
        assert "create role" not in texto, nome
        for proibido in ("create table auth.", "create function auth.", "create or replace function auth.",
                         "alter table auth.", "create schema if not exists auth", "create schema auth",
                         # realtime é da plataforma: só política em realtime.messages e realtime.send
                         "create table realtime.", "create function realtime.", "create or replace function realtime.",
                         "alter table realtime.", "alter function realtime.", "create index on realtime.",
                         "create schema if not exists realtime", "create schema realtime"):
            assert proibido not in texto, f"{nome}: {proibido}"
        assert not any(l.lstrip().startswith("\\") for l in texto.splitlines()), f"{nome}: meta-comando do psql"


def test_postgres_nao_e_superusuario_no_projeto(projeto):
    """Como no Supabase, as migrations entram com um postgres que não é superusuário."""
    assert psql(projeto.porta, "select rolsuper from pg_roles where rolname = 'postgres'") == "f"


def test_migrations_e_seed_aplicam_no_projeto_limpo(migrado):
    """As migrations e o seed aplicam só com o que o Supabase oferece; o seed dá contas com perfil."""
    assert psql(migrado.porta, "select count(*) from public.contas where email like '%@frila.dev'") == "9"
    versoes = psql(migrado.porta, "select string_agg(extname, ',' order by extname) from pg_extension")
    assert "postgis" in versoes and "btree_gist" in versoes


def test_conta_nasce_do_gatilho_em_auth_users(migrado):
    """Um usuário gravado pelo GoTrue (papel supabase_auth_admin) ganha conta e perfil pelo gatilho."""
    uid = str(uuid.uuid4())
    psql(migrado.porta, f"""
      set role supabase_auth_admin;
      insert into auth.users(instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
                             raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
                             email_change_token_new, email_change)
      values ('00000000-0000-0000-0000-000000000000', '{uid}', 'authenticated', 'authenticated',
              'nova.gotrue@teste.dev', 'x', '{{"provider":"email"}}',
              '{{"perfil":"profissional","nome":"Nova","funcoes":["garcom"],"lat":-15.79,"lng":-47.88}}',
              now(), now(), '', '', '', '');""", usuario="supabase_admin")
    linha = psql(migrado.porta, f"select c.perfil, p.disponivel, p.push_habilitado from public.contas c "
                                f"join public.profissionais p on p.conta_id = c.id where c.id = '{uid}'")
    assert linha == "profissional|t|t"


def test_realtime_da_plataforma_intocado_e_com_a_politica(migrado):
    """As migrations não criam nada no schema realtime (é da plataforma); só a política de leitura
    em realtime.messages, criada pelo postgres, que não é dono da tabela."""
    assert psql(migrado.porta, "select relowner::regrole from pg_class where oid = 'realtime.messages'::regclass") \
        == "supabase_realtime_admin"
    donos = psql(migrado.porta, """
      select coalesce(string_agg(distinct pg_get_userbyid(o.dono), ','), '') from (
        select relowner as dono from pg_class where relnamespace = 'realtime'::regnamespace
        union all select proowner from pg_proc where pronamespace = 'realtime'::regnamespace
        union all select typowner from pg_type where typnamespace = 'realtime'::regnamespace and typrelid = 0) o""")
    assert donos in ("supabase_realtime_admin", "supabase_admin,supabase_realtime_admin"), donos
    assert psql(migrado.porta, "select roles::text, cmd from pg_policies where schemaname = 'realtime' "
                               "and tablename = 'messages'") == "{authenticated}|SELECT"


def test_campainha_de_um_gatilho_chega_em_realtime_messages(migrado):
    """Um aviso gravado por uma RPC (cancelar o turno de alguém) toca o canal privado do outro lado:
    realtime.send, chamado de um gatilho, grava em realtime.messages; o profissional lê a mensagem
    no próprio tópico como o Realtime autoriza (papel, claims, realtime.topic()), e só nele. Numa
    transação desfeita no fim: o seed fica como estava para os outros cenários."""
    linha = psql(migrado.porta, """
      select t.id, t.profissional_id, m.conta_id from public.turnos t
        join public.vagas v on v.id = t.vaga_id
        join public.membros m on m.estabelecimento_id = v.estabelecimento_id
       where t.estado = 'confirmada' and lower(t.periodo) > now() order by lower(t.periodo) limit 1""")
    turno, prof, dono = linha.split("|")

    def como(quem, topico=""):
        return (f"select set_config('request.jwt.claims', '{{\"sub\":\"{quem}\",\"role\":\"authenticated\"}}', true) is null,"
                f" set_config('realtime.topic', '{topico}', true) is null; set local role authenticated;")
    contar = f"select count(*) from realtime.messages where payload ->> 'turno_id' = '{turno}'; reset role;"
    saida = psql(migrado.porta, f"""
      begin;
      {como(dono)} select public.cancelar_turno('{turno}', 'Evento adiado') is null; reset role;
      select event, private, extension, payload ->> 'tipo', payload ->> 'turno_id', payload ? 'id',
             (select count(*) from jsonb_object_keys(payload) k
               where k not in ('id', 'tipo', 'alerta', 'vaga_id', 'turno_id', 'candidatura_id', 'notificacao_id'))
        from realtime.messages where topic = 'conta:{prof}' and payload ->> 'turno_id' = '{turno}';
      {como(prof, 'conta:' + prof)} {contar}
      {como(dono, 'conta:' + prof)} {contar}
      rollback;""").splitlines()
    linhas = [l for l in saida if l not in ("f|f", "f")]
    assert linhas == [f"aviso|t|broadcast|turno_cancelado|{turno}|t|0", "1", "0"], saida
    assert psql(migrado.porta, f"select estado from public.turnos where id = '{turno}'") == "confirmada"


def test_pgtap_passa_no_projeto_com_seed(migrado):
    """supabase/tests passa no banco já com o seed, conectado como postgres (supabase test db)."""
    r = pg_prove(migrado.porta, ["supabase/tests/"])
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-2000:]
    assert "All tests successful." in r.stdout


def test_agendador_agendado_no_pg_cron_do_projeto(migrado):
    """Com pg_cron ligado no painel, a migration deixa o job do agendador no cron.job."""
    job = psql(migrado.porta, "select schedule, command, username from cron.job where jobname = 'frila-agendador'")
    # pg_cron 1.4 (Debian) só minutos; >= 1.5 (Supabase) a cada segundo.
    versao = psql(migrado.porta, "select extversion from pg_extension where extname = 'pg_cron'")
    esperado = "1 seconds" if tuple(int(x) for x in versao.split("-")[0].split(".")[:2]) >= (1, 5) else "* * * * *"
    assert job == f"{esperado}|select privado.executar_agendador()|postgres"


def test_historico_do_pg_cron_tem_limpeza_diaria(migrado):
    """O job de 1 s enche cron.job_run_details: um job diário apaga o que tem mais de um dia."""
    job = psql(migrado.porta, "select schedule, username from cron.job where jobname = 'frila-limpa-historico-cron'")
    assert job == "17 3 * * *|postgres"
    comando = psql(migrado.porta, "select command from cron.job where jobname = 'frila-limpa-historico-cron'")
    psql(migrado.porta, """
      insert into cron.job_run_details(jobid, job_pid, database, username, command, status, return_message, start_time, end_time)
      select jobid, 1, 'postgres', 'postgres', 'x', 'succeeded', 'velho', now() - interval '2 days', now() - interval '2 days'
        from cron.job where jobname = 'frila-agendador'
      union all
      select jobid, 1, 'postgres', 'postgres', 'x', 'succeeded', 'novo', now() - interval '1 hour', now() - interval '1 hour'
        from cron.job where jobname = 'frila-agendador'""")
    psql(migrado.porta, comando)
    restam = psql(migrado.porta, "select string_agg(return_message, ',') from cron.job_run_details where return_message in ('velho', 'novo')")
    assert restam == "novo"


def test_agendar_no_pg_cron_depois_do_push_e_idempotente(migrado):
    """Sem os jobs (pg_cron ligado depois do push), privado.agendar_no_pg_cron() os cria; de novo, não duplica."""
    psql(migrado.porta, "select cron.unschedule(jobname) from cron.job where jobname like 'frila-%'")
    assert psql(migrado.porta, "select count(*) from cron.job where jobname like 'frila-%'") == "0"
    for _ in range(2):
        psql(migrado.porta, "select privado.agendar_no_pg_cron()")
    assert psql(migrado.porta, "select string_agg(jobname || '=' || n, ',' order by jobname) from "
                               "(select jobname, count(*) n from cron.job where jobname like 'frila-%' group by jobname) j") \
        == "frila-agendador=1,frila-limpa-historico-cron=1"


def test_config_toml_tem_a_forma_do_supabase_init_e_os_nossos_valores():
    """supabase/config.toml existe (link/db push/test db exigem) e [auth] diz o que o frila-api faz."""
    import re
    import tomllib
    with open(os.path.join(RAIZ, "supabase", "config.toml"), "rb") as f:
        cfg = tomllib.load(f)
    assert cfg["project_id"] and cfg["api"]["schemas"] == ["public"] and cfg["db"]["major_version"] == 15
    plataforma = open(os.path.join(RAIZ, "supabase", "local", "00_plataforma.sql")).read()
    minima = re.search(r"function auth\.senha_minima\(\).*?select (\d+)", plataforma, re.S).group(1)
    assert cfg["auth"]["minimum_password_length"] == int(minima)
    gateway = open(os.path.join(RAIZ, "Sources", "FrilaAPILocal", "Configuracao.swift")).read()
    assert cfg["auth"]["jwt_expiry"] == int(re.search(r"validadeTokenS = (\d+)", gateway).group(1))
    assert cfg["auth"]["refresh_token_reuse_interval"] == int(re.search(r"intervaloReusoS = (\d+)", gateway).group(1))
    assert cfg["auth"]["email"]["enable_confirmations"] is False  # FRILA_CONFIRMAR_EMAIL desligado por padrão
    assert cfg["db"]["seed"]["sql_paths"] == ["./seed.sql"]
