import FrilaDominio
import CSQLite

enum DadosModulo {}
