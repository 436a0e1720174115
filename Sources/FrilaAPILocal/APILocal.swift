import CMicroHTTPD
import CLibPQ

enum APILocalModulo {}
