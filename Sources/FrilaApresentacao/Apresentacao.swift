import FrilaDominio

enum ApresentacaoModulo {}
