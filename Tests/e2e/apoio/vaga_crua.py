"""Uma vaga de amanhã como o `publicar_vaga` a recebe, para os ataques que mexem num campo só."""
from datetime import datetime, timedelta, timezone

LAT, LNG = -15.8143, -47.8966


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def vaga_crua(**extra):
    amanha = datetime.now(timezone.utc).replace(microsecond=0) + timedelta(days=1)
    v = {"funcao": "garcom", "inicio": iso(amanha), "fim": iso(amanha + timedelta(hours=6)), "valor_centavos": 12000,
         "refeicao": True, "transporte": False, "exige_material_proprio": False, "modo": "urgencia", "posicoes": 1,
         "endereco": "SCLS 405, Asa Sul", "lat": LAT, "lng": LNG}
    v.update(extra)
    return v
