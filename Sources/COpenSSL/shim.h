#include <openssl/ssl.h>
#include <openssl/err.h>
#include <openssl/x509v3.h>
#include <openssl/sha.h>
#include <openssl/rand.h>

/* Macros do OpenSSL que o Swift não importa, como funções. */
static inline int frila_ssl_nome_do_servidor(SSL *s, const char *nome) {
    return (int)SSL_set_tlsext_host_name(s, nome);
}
static inline int frila_ssl_ctx_tls12_no_minimo(SSL_CTX *c) {
    return (int)SSL_CTX_set_min_proto_version(c, TLS1_2_VERSION);
}
