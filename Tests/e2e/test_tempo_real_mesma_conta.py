"""A mesma conta em dois lugares: o que o contratante faz pelo `frila` (publicar, escolher,
confirmar o check-in), o check-in do profissional, o convidado que entra e a avaliação chegam à
TUI aberta em menos de 1 s, sem `r`. O tempo sai do registro: do COMMIT do fato (a mensagem
'dados' do canal da conta, em realtime.messages) à leitura pintada na tela (`tela: … relida e
pintada t=…` no frila.log da TUI)."""
import re
import time
import uuid
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from apoio.cliente import SENHA
from apoio.espera import esperar
from apoio.gestao import elenco, iso

SP = ZoneInfo("America/Sao_Paulo")


class Medida:
    """O fato e a tela, pelos registros: `fato()` antes de agir; `tela(regex)` espera a tela
    mostrar e devolve os segundos do COMMIT à leitura pintada que mostrou."""

    def __init__(self, backend, t, conta_id, log, pagina):
        self.b, self.t, self.conta, self.log, self.pagina = backend, t, conta_id, log, pagina

    def fato(self):
        self.desde = time.time()

    def tela(self, regex, limite=1.0):
        __tracebackhide__ = True
        self.t.wait_for(regex, 10)
        visto = time.time()
        ev = esperar(lambda: self.b.psql(
            f"select extract(epoch from min(inserted_at)) from realtime.messages where topic = 'conta:{self.conta}' "
            f"and event = 'dados' and inserted_at >= to_timestamp({self.desde - 0.05}) at time zone 'UTC'"),
            5, "a mensagem 'dados' do fato no canal da conta")
        ev = float(ev)
        # A leitura que pôs o fato na tela: a primeira pintada depois do fato e até o instante
        # em que a vimos. O registro da TUI escreve numa fila: a linha pode chegar ao arquivo
        # depois de a tela mudar, então espera por ela (uma pintada antiga não serve). O t= é
        # tomado depois do refresh: com a máquina carregada ele chega a passar do instante em que
        # o tmux já mostrou a tela (23 ms visto), então a janela vai um pouco além de `visto`.
        def pintada():
            ts = [float(x) for x in re.findall(rf"tela: {self.pagina} relida e pintada t=([0-9.]+)", self.log.read_text())]
            return min([x for x in ts if ev <= x <= visto + 0.25], default=None)
        tela = esperar(pintada, 5, f"uma leitura de {self.pagina} pintada entre o fato ({ev}) e a tela ({visto}): "
                                   "sem ela, a tela mudou por outro caminho")
        assert "tempo real: campainha:" in self.log.read_text(), "veio pela campainha do canal"
        assert tela - ev < limite, f"{tela - ev:.3f} s do fato à tela (limite {limite} s)"
        print(f"latência {self.pagina} /{regex}/: {tela - ev:.3f} s")
        return tela - ev


def _abrir(tela, backend, frila, conta, largura=120):
    t = tela("--api", backend.api_url, "--dados", frila.dados(conta), largura=largura, altura=40)
    t.wait_for(r"ao vivo", 20)
    return t


def test_contratante_ve_na_tui_o_que_fez_pelo_comando(backend, api, frila, tela):
    e = elenco(api, n_profs=1, prefixo="mesma-conta")
    p = e.profs[0]
    frila.login("dono", e.dono.email)
    t = _abrir(tela, backend, frila, "dono")
    t.ir_para(2)
    t.wait_for(r"ainda não publicou vagas|pos\.", 15)
    m = Medida(backend, t, e.dono.id, frila.dados("dono") / "frila.log", "vagas")

    # Publicar pelo comando: a linha aparece na TUI da mesma conta.
    dia = (datetime.now(SP) + timedelta(days=3)).strftime("%d/%m/%Y")
    m.fato()
    r = frila("publicar", "--funcao", "garcom", "--data", dia, "--inicio", "18:00", "--fim", "23:00",
              "--valor", "150,00", "--refeicao", "sim", "--transporte", "nao", "--material", "nao", "--modo", "selecao",
              "--endereco", "Rua do Teste, Centro", "--local", f"{e.lat},{e.lng}", conta="dono", json=True)
    assert r.rc == 0, r
    vaga = r.json["vaga_id"]
    m.tela(r"Garçom")

    # Uma candidata chega (o profissional, noutro lugar); abre o detalhe da vaga.
    e.no_feed(p, vaga)
    t.selecionar(r"Garçom", tela="vagas")
    t.comando("vagas", "abrir")
    m.fato()
    cand = e.rpc(p, "candidatar", {"vaga_id": vaga}).json["candidatura_id"]
    m.tela(r"Profissional 0")

    # Escolher pelo comando: o detalhe aberto passa a mostrar a escolhida confirmada.
    m.fato()
    assert frila("escolher", cand, conta="dono").rc == 0
    m.tela(r"(?m)^.*✓ Profissional 0|1/1")
    t.comando("vagas", "sair")
    t.esperar_saida(0)


def test_checkin_do_profissional_e_confirmacao_no_detalhe_aberto(backend, api, frila, tela):
    e = elenco(api, n_profs=1, prefixo="mesma-conta-checkin")
    p = e.profs[0]
    vaga = e.publicar(horas=0.3)
    e.no_feed(p, vaga)
    turno = e.rpc(p, "candidatar", {"vaga_id": vaga}).json["turno"]["turno_id"]
    frila.login("dono", e.dono.email)
    frila.login("prof", p.email)
    t = _abrir(tela, backend, frila, "dono")
    t.ir_para(2)
    t.wait_for(r"pos\.", 15)
    t.selecionar(r"Garçom", tela="vagas")
    t.comando("vagas", "abrir")
    t.wait_for(r"Profissional 0", 10)
    m = Medida(backend, t, e.dono.id, frila.dados("dono") / "frila.log", "vagas")

    m.fato()
    assert frila("checkin", turno, "--sem-localizacao", conta="prof").rc == 0
    m.tela(r"check-in \d\d:\d\d")

    m.fato()
    assert frila("confirmar", turno, conta="dono").rc == 0
    m.tela(r"confirmado pelo contratante|verificad")
    t.comando("vagas", "sair")
    t.esperar_saida(0)


def test_membros_e_perfil_se_atualizam_sozinhos(backend, api, frila, tela):
    e = elenco(api, n_profs=1, prefixo="mesma-conta-membros")
    frila.login("dono", e.dono.email)
    t = _abrir(tela, backend, frila, "dono")
    aba = t.wait_for(r"(\d) Membros")
    t.ir_para(int(aba.group(1)))
    t.wait_for(r"Dona do Teste", 15)
    m = Medida(backend, t, e.dono.id, frila.dados("dono") / "frila.log", "membros")

    # Convidar pelo comando, e o convidado se cadastra: a página Membros mostra os dois passos.
    email = f"convidada.{uuid.uuid4().hex[:8]}@frila.test"
    m.fato()
    convite = frila("convidar", email, conta="dono", json=True)
    assert convite.rc == 0, convite
    m.tela(re.escape(email))
    m.fato()
    r = api.post("/auth/v1/signup", {"email": email, "password": SENHA,
                                     "data": {"perfil": "contratante", "nome": "Gerente Nova", "convite": convite.json["codigo"]}})
    assert r.status == 200, r
    m.tela(r"Gerente Nova")
    t.comando("membros", "sair")
    t.esperar_saida(0)

    # O Perfil do profissional: a avaliação que chega muda a contagem na hora.
    p = e.profs[0]
    vaga = e.publicar(horas=30)
    e.no_feed(p, vaga)
    turno = e.rpc(p, "candidatar", {"vaga_id": vaga}).json["turno"]["turno_id"]
    # O turno aconteceu com presença verificada (o estado que só o relógio alcança; SQL).
    backend.psql(f"""update public.turnos set periodo = tstzrange(now() - interval '5 hours', now() - interval '1 hour'),
                       checkin_em = now() - interval '5 hours', checkin_tipo = 'geolocalizado', checkin_distancia_m = 10,
                       verificacao = 'verificado', estado = 'cumprida' where id = '{turno}'""")
    frila.login("prof", p.email)
    tp = tela("--api", backend.api_url, "--dados", frila.dados("prof"), largura=120, altura=40)
    tp.wait_for(r"ao vivo", 20)
    tp.ir_para(3)
    tp.wait_for(r"Sem histórico", 15)
    mp = Medida(backend, tp, p.id, frila.dados("prof") / "frila.log", "perfil")
    mp.fato()
    backend.psql(f"""insert into public.avaliacoes(turno_id, lado, autor_id, avaliado_id, chamaria_de_novo, em)
                     values ('{turno}', 'contratante', '{e.dono.id}', '{p.id}', true, now())""")
    mp.tela(r"1 de 1 chamaria")
    tp.comando("perfilProfissional", "sair")
    tp.esperar_saida(0)
