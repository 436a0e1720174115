"""Um banco local montado com migrations que não existem mais (as de antes da base gerada de
supabase/schemas/) não recebe a base por cima: db.sh para, diz por quê e manda recriar."""
import subprocess

from apoio.backend import RAIZ

DB_SH = str(RAIZ / "scripts" / "db.sh")


def _psql(porta, banco, sql):
    r = subprocess.run([DB_SH, "psql", str(porta), banco, "-At", "-c", sql], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    return r.stdout.strip()


def test_banco_com_versao_que_sumiu_manda_recriar_sem_aplicar_nada(backend):
    porta = backend.pg_port
    _psql(porta, "postgres", "drop database if exists banco_de_antes_da_base with (force)")
    _psql(porta, "postgres", "create database banco_de_antes_da_base")
    try:
        _psql(porta, "banco_de_antes_da_base", """
          create schema supabase_migrations;
          create table supabase_migrations.schema_migrations(version text primary key, name text, aplicada_em timestamptz default now());
          insert into supabase_migrations.schema_migrations(version, name) values
            ('local-00', '00_plataforma'), ('20261130000100', '20261130000100_esquema')""")
        r = subprocess.run([DB_SH, "aplicar", str(porta), "banco_de_antes_da_base"], capture_output=True, text=True, timeout=300)
        assert r.returncode == 1, r
        assert "20261130000100" in r.stderr and "make demo-novo" in r.stderr, r.stderr
        assert _psql(porta, "banco_de_antes_da_base", "select to_regclass('public.contas') is null") == "t"
        assert _psql(porta, "banco_de_antes_da_base", "select count(*) from supabase_migrations.schema_migrations") == "2"
    finally:
        _psql(porta, "postgres", "drop database if exists banco_de_antes_da_base with (force)")
