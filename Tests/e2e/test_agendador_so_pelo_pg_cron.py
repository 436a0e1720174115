"""O pg_cron despacha sozinho: com o laço do frila-api desligado, o job do agendador faz a
passada e a primeira leva de uma vaga de urgência sai (num backend próprio)."""
from apoio_supabase import (TIQUE_S, agora_no_banco, despachos, esperar, execucoes_desde, outro_backend,
                            publicar_vaga_devida)


def test_pg_cron_despacha_sem_o_laco_do_frila_api(bin_dir):
    """Com o laço do frila-api desligado, o job do pg_cron faz a passada e a primeira leva sai."""
    with outro_backend(bin_dir, {"FRILA_INTERVALO_AGENDADOR_S": "0"}) as b:
        inicio = agora_no_banco(b)
        vaga = publicar_vaga_devida(b)
        assert despachos(b, vaga) == 0
        assert esperar(lambda: despachos(b, vaga) > 0, TIQUE_S), "o pg_cron não despachou a vaga"
        assert execucoes_desde(b, inicio) >= 1
