import FrilaApresentacao
import CNcursesw

enum TerminalModulo {}
