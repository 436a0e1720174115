"""Nada sensível nos logs: nenhum token, senha, e-mail, telefone ou coordenada no log do frila, do gateway, do PostgreSQL ou no stderr."""
import os
import re

import pytest

from conftest import POSICAO_BAR

pytestmark = [pytest.mark.rn15]

# O telefone não pode ser pedaço de um UUID (…c97929-2509-…, que o log do PostgreSQL tem):
# sem dígito hexadecimal nem hífen colado antes ou depois.
PADROES = {"e-mail": re.compile(r"@frila\.(dev|test)"), "telefone": re.compile(r"\+55 ?61|(?<![0-9a-fA-F-])9[0-9]{4}-[0-9]{4}(?![0-9a-fA-F-])"),
           "coordenada": re.compile(r"-1[0-9]\.[0-9]{3}|-4[0-9]\.[0-9]{3}")}


def test_credencial_0600_num_diretorio_0700(backend, frila):
    """A credencial guardada é 0600 e o diretório de dados 0700."""
    frila.login("ana", "ana@frila.dev")
    assert oct(os.stat(frila.dados("ana") / "credencial.json").st_mode & 0o777) == "0o600"
    assert oct(os.stat(frila.dados("ana")).st_mode & 0o777) == "0o700"


def test_logs_sem_segredos(backend, contas, frila):
    """Depois de logins, consultas, fila, sincronização e erros, nenhum segredo nem dado pessoal aparece em log algum."""
    prof = contas.profissional(prefixo="logs")
    (t1, ci, co), = backend.turnos_passados(prof.email, 1)
    for conta, email in [("ana", "ana@frila.dev"), ("bruno", "bruno@frila.dev"), ("p", prof.email)]:
        frila.login(conta, email)
    frila("turnos", conta="p")
    frila("checkin", t1, "--posicao", POSICAO_BAR, "--em", ci, conta="p", offline=True)
    frila("sincronizar", conta="p")
    frila("perfil", conta="ana")
    frila("vagas", conta="ana")
    frila("pendentes", conta="bruno")
    frila("login", "--email", "ana@frila.dev", conta="errada", entrada="senha-errada-123\n")
    frila("checkout", "00000000-0000-4000-8000-000000000000", "--posicao", POSICAO_BAR, conta="p")

    segredos = []
    for conta in ("ana", "bruno", "p"):
        c = frila.credencial(conta)
        segredos += [c["tokenDeAcesso"]] + ([c["tokenDeRenovacao"]] if c.get("tokenDeRenovacao") else [])
    logs = {str(p): p.read_text(errors="replace") for p in frila.base.glob("*/frila.log")}
    logs[str(backend.log_path)] = backend.log_path.read_text(errors="replace")
    logs[str(backend.pg_log)] = backend.pg_log.read_text(errors="replace")
    for args, err in frila.saidas:
        logs[f"stderr de frila {' '.join(args)[:60]}"] = err
    assert len([t for t in logs.values() if t]) >= 5, "os logs deviam ter conteúdo"

    def achados(onde, texto):
        v = [f"token em {onde}" for s in segredos if s in texto]
        v += [f"senha em {onde}" for s in ("frila123", "senha-errada-123") if s in texto]
        v += [f"{nome} em {onde}: {p.search(texto).group(0)}" for nome, p in PADROES.items() if p.search(texto)]
        return v

    assert achados("controle", "linha de log com " + segredos[0]), "a busca devia achar um token plantado"
    vazou = [v for onde, texto in logs.items() for v in achados(onde, texto)]
    assert not vazou, "\n".join(vazou)
