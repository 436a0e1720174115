import Foundation
import FrilaAPILocal

exit(Principal.rodar(argumentos: CommandLine.arguments, ambiente: ProcessInfo.processInfo.environment))
