"""A dica de paginação do `frila historico` se cola num shell como saiu e traz a página seguinte."""
import re
import shlex
import subprocess


def test_dica_de_mais_antigos_roda_no_shell_e_traz_a_proxima_pagina(backend, contas, frila):
    """`Mais antigos: frila historico --cursor '…'` rodado por sh -c dá saída 0 e os turnos seguintes, sem repetir."""
    p = contas.profissional(prefixo="histsh")
    lote = backend.turnos_passados(p.email, 5)
    frila.login("p", p.email)
    r = frila("historico", "--limite", "3", conta="p")
    assert r.rc == 0, r
    m = re.search(r"Mais antigos: (frila historico .+)$", r.err, re.M)
    assert m, r
    linha = m.group(1)
    assert "'" in linha, "o cursor vai entre aspas"
    # `frila` do shell = o binário com o mesmo --api/--dados; a linha vai como foi impressa.
    base = " ".join(shlex.quote(a) for a in frila.argv(conta="p"))
    s = subprocess.run(["sh", "-c", f'frila() {{ {base} "$@"; }}; {linha} --json'], capture_output=True, text=True,
                       timeout=60, env=frila.ambiente())
    assert s.returncode == 0, (linha, s.stderr)
    import json
    pagina2 = json.loads(s.stdout)["itens"]
    primeira = frila("historico", "--limite", "3", conta="p", json=True).json["itens"]
    ids1, ids2 = [t["id"] for t in primeira], [t["id"] for t in pagina2]
    assert len(ids2) == 2 and not set(ids1) & set(ids2), (ids1, ids2)
    assert ids1 + ids2 == [t[0] for t in lote], "as duas páginas cobrem o lote, do mais recente ao mais antigo"
