"""O agendador tocado pela plataforma: o pg_cron tem o job de privado.executar_agendador(),
ele roda e despacha sozinho, e nunca faz uma passada junto com o laço do frila-api."""
import subprocess
import time

import pytest

from apoio_supabase import LAT0, LNG0, criar_contas, esperar, outro_backend

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


def test_job_do_agendador_existe(backend):
    """A migration deixa um job ativo chamando privado.executar_agendador(), no intervalo da versão."""
    b = backend
    versao = b.psql("select extversion from pg_extension where extname = 'pg_cron'")
    esperado = "1 seconds" if tuple(int(x) for x in versao.split("-")[0].split(".")[:2]) >= (1, 5) else "* * * * *"
    assert b.psql("select schedule, command, active from cron.job where jobname = 'frila-agendador'") \
        == f"{esperado}|select privado.executar_agendador()|t"


def test_pg_cron_despacha_sem_o_laco_do_frila_api(bin_dir):
    """Com o laço do frila-api desligado, o job do pg_cron faz a passada e a primeira leva sai."""
    with outro_backend(bin_dir, {"FRILA_INTERVALO_AGENDADOR_S": "0"}) as b:
        inicio = agora_no_banco(b)
        vaga = publicar_vaga_devida(b)
        assert despachos(b, vaga) == 0
        assert esperar(lambda: despachos(b, vaga) > 0, TIQUE_S), "o pg_cron não despachou a vaga"
        assert execucoes_desde(b, inicio) >= 1


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
