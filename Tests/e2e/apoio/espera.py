"""Esperas limitadas: toda espera tem prazo e, se falha, mostra o último estado visto."""
import time


def esperar(condicao, segundos=10.0, o_que="condição", ultimo=None, intervalo=0.05):
    """Chama `condicao()` até dar verdadeiro (devolve o valor) ou até `segundos` passarem.

    Na falha, AssertionError com `o_que` e o que `ultimo()` devolver (a última tela, a
    última saída, a última linha do banco)."""
    __tracebackhide__ = True  # na falha, o pytest mostra o teste e o último estado, não esta função
    limite = time.monotonic() + segundos
    valor = None
    while True:
        valor = condicao()
        if valor:
            return valor
        if time.monotonic() >= limite:
            break
        time.sleep(intervalo)
    detalhe = ""
    if ultimo is not None:
        try:
            detalhe = f"\n--- último estado ---\n{ultimo()}\n---"
        except Exception as e:  # o diagnóstico não pode esconder a falha original
            detalhe = f"\n(sem último estado: {e})"
    raise AssertionError(f"esperei {segundos:g} s por {o_que} e não aconteceu{detalhe}")
