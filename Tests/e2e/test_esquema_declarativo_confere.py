"""supabase/schemas/ é o estado desejado e as migrations o levam até lá: a conferência do
`make test-sql` (scripts/esquema.sh: migra + catálogo) falha quando um esquema e as migrations
discordam, e o diff que ela imprime, salvo como migration nova, a faz passar. Tudo numa cópia
descartável do repositório; os bancos vão para o cluster da sessão."""
import os
import shutil
import subprocess

import pytest

from apoio.backend import RAIZ

MIGRA = os.environ.get("MIGRA") or str(RAIZ / ".venv-migra" / "bin" / "migra")


@pytest.fixture
def copia(tmp_path):
    if not os.access(MIGRA, os.X_OK):
        pytest.fail(f"migra não encontrado em {MIGRA}: rode pelo make (make venv-migra)")
    destino = tmp_path / "repo"
    for d in ("supabase", "scripts"):
        shutil.copytree(RAIZ / d, destino / d)
    return destino


def _esquema(copia, *args):
    return subprocess.run([str(copia / "scripts" / "esquema.sh"), *args], capture_output=True, text=True,
                          timeout=900, env={**os.environ, "MIGRA": MIGRA})


def _trocar(arquivo, velho, novo):
    texto = arquivo.read_text()
    assert velho in texto, f"{arquivo.name} mudou: ajuste o teste"
    arquivo.write_text(texto.replace(velho, novo, 1))


def test_funcao_mudada_no_esquema_sem_migration_falha_e_o_diff_e_a_migration(copia, backend):
    """Mudar uma função em supabase/schemas/ sem migration: a conferência falha com o CREATE OR
    REPLACE que falta; salvo como migration, a conferência passa."""
    _trocar(copia / "supabase" / "schemas" / "01_relogio_e_limites.sql",
            "privado.lote_agendador() returns integer language sql immutable as $$ select 50 $$",
            "privado.lote_agendador() returns integer language sql immutable as $$ select 40 $$")
    r = _esquema(copia, "diff", str(backend.pg_port))
    assert r.returncode == 1, r
    assert "CREATE OR REPLACE FUNCTION privado.lote_agendador()" in r.stdout and "select 40" in r.stdout, r.stdout
    assert "-- schema public: igual" in r.stdout, r.stdout

    (copia / "supabase" / "migrations" / "20991231000000_lote_menor.sql").write_text(r.stdout)
    r = _esquema(copia, "diff", str(backend.pg_port))
    assert r.returncode == 0, r
    assert "-- schema privado: igual" in r.stdout and "catálogo" in r.stdout, r.stdout


def test_grant_numa_migration_que_o_migra_nao_ve_falha_pelo_catalogo(copia, backend):
    """Uma migration que libera uma função de privado para authenticated: o migra não compara
    grants de função; a consulta de catálogo compara e a conferência falha."""
    (copia / "supabase" / "migrations" / "20991231000000_grant.sql").write_text(
        "grant execute on function privado.lote_agendador() to authenticated;\n")
    r = _esquema(copia, "diff", str(backend.pg_port))
    assert r.returncode == 1, r
    assert "< funcao privado.lote_agendador() {postgres=X/postgres,authenticated=X/postgres}" in r.stdout, r.stdout


def test_funcao_definida_duas_vezes_nos_esquemas_e_recusada(copia):
    """Cada função mora num arquivo só: uma segunda definição em outro arquivo é apontada."""
    (copia / "supabase" / "schemas" / "99_outra.sql").write_text(
        "create or replace function public.feed_vagas() returns jsonb language sql as $$ select '[]'::jsonb $$;\n")
    r = _esquema(copia, "unicos")
    assert r.returncode == 1, r
    assert "function public.feed_vagas" in r.stderr, r.stderr


def test_o_que_o_migra_nao_ve_sai_como_comentario_e_a_conferencia_segue_vermelha(copia, backend):
    """Grant de coluna e comentário de tipo numa migration (o migra não os compara): a consulta de
    catálogo os mostra como comentário `-- FAÇA À MÃO` (a saída, salva, ainda aplica como SQL) e a
    conferência continua falhando até a instrução entrar no esquema."""
    (copia / "supabase" / "migrations" / "20991231000000_coluna.sql").write_text(
        "grant select (id) on public.contas to anon;\n"
        "comment on type public.estado_candidatura is 'estados';\n")
    r = _esquema(copia, "diff", str(backend.pg_port))
    assert r.returncode == 1, r
    assert "-- FAÇA À MÃO" in r.stdout, r.stdout
    assert "-- < coluna-grant contas.id {anon=r/postgres}" in r.stdout, r.stdout
    assert "-- < comentario pg_type estado_candidatura 0 estados" in r.stdout, r.stdout
    assert not any(l.startswith(("<", ">")) for l in r.stdout.splitlines()), "a saída tem que continuar SQL"


def test_carimbo_da_proxima_migration_vem_depois_da_ultima(copia):
    """Uma migration com carimbo no futuro (a de outro ramo): a próxima sai um segundo depois dela,
    não com a hora de agora — senão o push a aplicaria antes e um corpo velho voltaria."""
    (copia / "supabase" / "migrations" / "20991231235959_do_futuro.sql").write_text("select 1;\n")
    r = _esquema(copia, "proximo-carimbo")
    assert (r.returncode, r.stdout.strip()) == (0, "21000101000000"), r
    (copia / "supabase" / "migrations" / "20991231235959_do_futuro.sql").unlink()
    r = _esquema(copia, "proximo-carimbo")
    ultimo = max(f.name[:14] for f in (copia / "supabase" / "migrations").glob("*.sql"))
    assert r.returncode == 0 and r.stdout.strip() > ultimo, (r, ultimo)
