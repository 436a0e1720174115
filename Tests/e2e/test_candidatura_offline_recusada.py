"""Candidatura nunca vai para a fila: offline ela é recusada na hora e nada sai da máquina."""


def test_candidatura_offline_recusada_sem_fila(backend, frila):
    """Candidatar com o offline forçado: saída 3, 'Sem conexão', nada na fila nem no servidor."""
    vaga = backend.psql("""select v.id from public.vagas v join public.despachos d on d.vaga_id = v.id
        join auth.users u on u.id = d.profissional_id join auth.users b on b.id = v.publicada_por
        where u.email = 'ana@frila.dev' and b.email = 'bruno@frila.dev' and v.modo = 'urgencia'
          and v.estado = 'publicada' order by v.inicio limit 1""")
    assert vaga
    frila.login("ana", "ana@frila.dev")
    r = frila("candidatar", vaga, conta="ana", offline=True)
    assert r.rc == 3 and "Sem conexão" in r.err, r
    assert frila.fila("ana")["pendentes"] == 0
    assert backend.psql(f"""select count(*) from public.candidaturas c join auth.users u on u.id = c.profissional_id
        where u.email = 'ana@frila.dev' and c.vaga_id = '{vaga}'""") == "0"
