"""LANG=C, caracteres de controle e textos enormes nos argumentos: recusa limpa, nunca crash nem eco de controle."""
import re
import uuid

LONGO = "x" * 20000
CONTROLE = "a\x01\x1b[2J\x1b]0;titulo\x07\tb\r\n"


def test_lang_c_sai_em_utf8(backend, frila):
    """LANG=C: o perfil sai em pt-BR com acentos íntegros."""
    frila.login("ana", "ana@frila.dev")
    r = frila("perfil", conta="ana", env={"LANG": "C", "LC_ALL": "C"})
    assert r.rc == 0 and "Comparecimento" in r.out and "Disponível" in r.out, r


def test_login_com_email_enorme_e_controle(backend, frila):
    """Login com e-mail de 20 mil caracteres e controle: recusa limpa (1..127), sem ecoar os caracteres de controle."""
    r = frila("login", "--email", CONTROLE + LONGO, conta="lixo", entrada=LONGO + "\n", env={"LANG": "C"})
    assert 1 <= r.rc < 128, r
    assert not re.search(r"[\x1b\x01]", r.err), repr(r.err[:300])


def test_argumentos_enormes_dao_uso_invalido_curto(backend, frila):
    """Motivo enorme, TURNO com controle e resposta enorme: recusas claras (uso inválido = 2), mensagens curtas, sem crash."""
    frila.login("ana", "ana@frila.dev")
    r = frila("cancelar", str(uuid.uuid4()), "--motivo", CONTROLE + LONGO, "--sim", conta="ana")
    assert 1 <= r.rc < 128, r
    r = frila("checkin", CONTROLE + LONGO, conta="ana")
    assert r.rc == 2 and len(r.err) < 300, r
    r = frila("avaliar", "0b9a1c7e-5d1f-4e55-9d1a-2f9a3b9c7d10", LONGO, conta="ana")
    assert r.rc == 2 and len(r.err) < 300, r
