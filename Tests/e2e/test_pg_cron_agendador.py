"""O agendador tocado pela plataforma: o pg_cron tem o job de privado.executar_agendador() e
nunca faz uma passada junto com o laço do frila-api. (Que ele despacha sozinho, sem o laço:
test_agendador_so_pelo_pg_cron.py: cada espera de tique num arquivo, e os dois longe na ordem
da coleta, para o mesmo processo não pegar um logo depois do tique que o outro esperou.)"""
import subprocess

from apoio_supabase import TIQUE_S, agora_no_banco, despachos, esperar, execucoes_desde, publicar_vaga_devida


def test_job_do_agendador_existe(backend):
    """A migration deixa um job ativo chamando privado.executar_agendador(), no intervalo da versão."""
    b = backend
    versao = b.psql("select extversion from pg_extension where extname = 'pg_cron'")
    esperado = "1 seconds" if tuple(int(x) for x in versao.split("-")[0].split(".")[:2]) >= (1, 5) else "* * * * *"
    assert b.psql("select schedule, command, active from cron.job where jobname = 'frila-agendador'") \
        == f"{esperado}|select privado.executar_agendador()|t"


def test_nunca_duas_passadas_ao_mesmo_tempo(backend):
    """Com uma passada em curso (a trava tomada), nem o pg_cron nem o laço do frila-api despacham;
    solta a trava, a vaga sai em segundos."""
    b = backend
    vaga = None
    trava = b.psql_processo(stdout=subprocess.DEVNULL)
    try:
        trava.stdin.write("set application_name = 'frila-teste-trava';\n"
                          "begin; select pg_advisory_xact_lock(hashtext('frila.agendador'));\n")
        trava.stdin.flush()
        assert esperar(lambda: b.psql("select count(*) from pg_locks l join pg_stat_activity a using (pid) "
                                     "where l.locktype = 'advisory' and l.granted "
                                     "and a.application_name = 'frila-teste-trava'") == "1", 10)
        inicio = agora_no_banco(b)
        vaga = publicar_vaga_devida(b)
        assert esperar(lambda: execucoes_desde(b, inicio) >= 1, TIQUE_S), "nenhum tique do pg_cron"
        assert despachos(b, vaga) == 0, "uma passada rodou com a trava tomada"
    finally:
        trava.stdin.write("commit;\n")
        trava.stdin.close()
        trava.wait(timeout=10)
    assert esperar(lambda: despachos(b, vaga) > 0, 5), "solta a trava, a vaga não saiu"
