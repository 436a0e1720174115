"""O cache de turnos vale 24 h no relógio do cliente (FRILA_AGORA), nos comandos sem tela e na TUI."""
import shutil
import pytest

pytestmark = [pytest.mark.rnf06]


def test_cache_vale_23h_e_some_com_25h(backend, frila, agora):
    """Cache de 24 h: com o relógio a +23 h os turnos guardados aparecem; a +25 h somem e a saída diz por quê."""
    frila.login("ana", "ana@frila.dev")
    assert frila("turnos", conta="ana").rc == 0
    shutil.copytree(frila.dados("ana"), frila.dados("ana25"))

    r = frila("turnos", conta="ana", offline=True, json=True, env=agora.env(hours=23))
    assert r.rc == 0 and len(r.json["turnos"]) > 0, r
    r = frila("turnos", conta="ana25", offline=True, json=True, env=agora.env(hours=25))
    assert r.rc == 0 and r.json["turnos"] == [], r
    assert "últimas 24 horas" in r.out, r


def test_tui_cache_vale_23h_e_some_com_25h(bin_dir, tmp_path, tela, agora):
    """Cache de 24 h na TUI: +23 h mostra Turnos do cache; +25 h não mostra turno velho e diz por quê."""
    import subprocess
    base = tmp_path / "offline"
    subprocess.run([str(bin_dir / "frila"), "__bench-preparar", "--dados", str(base), "--offline"],
                   check=True, capture_output=True, timeout=60)
    shutil.copytree(base, tmp_path / "d23")
    shutil.copytree(base, tmp_path / "d25")

    t = tela("--dados", tmp_path / "d23", "--offline", env=agora.env(hours=23))
    t.wait_for(r"offline \(forçado\)")
    t.ir_para(2)
    t.wait_for(r"turnos do cache de 24 h")
    t.comando("globais", "sairJa")

    t = tela("--dados", tmp_path / "d25", "--offline", env=agora.env(hours=25))
    t.wait_for(r"offline \(forçado\)")
    t.ir_para(2)
    t.wait_for(r"sem turnos guardados nas últimas 24 horas")
    assert "Garçom" not in t.text(), t.text()
    t.comando("globais", "sairJa")
