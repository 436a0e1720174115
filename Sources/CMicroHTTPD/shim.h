#ifndef FRILA_CMICROHTTPD_SHIM_H
#define FRILA_CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <strings.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <fcntl.h>
#include <unistd.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <microhttpd.h>

/* MHD_start_daemon é variádico (Swift não chama): este invólucro fixa as opções que o
   frila-api usa. Escuta só no endereço IPv4 dado (ex.: 127.0.0.1), uma thread por
   conexão (o atendimento bloqueia no banco), ITC para MHD_quiesce_daemon. Limite total e
   por endereço de origem; `notificar` vê cada conexão abrir e fechar (prazo de leitura). */
static inline struct MHD_Daemon *frila_mhd_iniciar(const char *ipv4, uint16_t porta,
    MHD_AccessHandlerCallback atender, void *atender_cls,
    MHD_RequestCompletedCallback concluir, void *concluir_cls,
    MHD_NotifyConnectionCallback notificar, void *notificar_cls,
    unsigned int limite_conexoes, unsigned int limite_por_endereco,
    unsigned int timeout_ocioso_s) {
  struct sockaddr_in endereco;
  memset(&endereco, 0, sizeof endereco);
  endereco.sin_family = AF_INET;
  endereco.sin_port = htons(porta);
  if (inet_pton(AF_INET, ipv4, &endereco.sin_addr) != 1) return NULL;
  unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION |
                       MHD_USE_ITC | MHD_USE_POLL | MHD_ALLOW_UPGRADE;
  /* Sem MHD_USE_ERROR_LOG: cada conexão recusada pelo limite viraria uma linha no log
     (um atacante o encheria); a falha de escutar o frila-api já relata. */
  return MHD_start_daemon(flags, porta, NULL, NULL, atender, atender_cls,
                          MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&endereco,
                          MHD_OPTION_NOTIFY_COMPLETED, concluir, concluir_cls,
                          MHD_OPTION_NOTIFY_CONNECTION, notificar, notificar_cls,
                          MHD_OPTION_CONNECTION_LIMIT, limite_conexoes,
                          MHD_OPTION_PER_IP_CONNECTION_LIMIT, limite_por_endereco,
                          MHD_OPTION_LISTEN_BACKLOG_SIZE, (unsigned int)4096,
                          MHD_OPTION_CONNECTION_TIMEOUT, timeout_ocioso_s,
                          MHD_OPTION_LISTENING_ADDRESS_REUSE, (unsigned int)1,
                          MHD_OPTION_END);
}

/* Socket de uma conexão (para o vigia do prazo de leitura derrubá-la com shutdown). */
static inline int frila_mhd_socket(struct MHD_Connection *c) {
  const union MHD_ConnectionInfo *i = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
  return i == NULL ? -1 : i->connect_fd;
}
/* Endereço IPv4 de origem em texto (limites por endereço); "" se não der. */
static inline void frila_mhd_endereco(struct MHD_Connection *c, char *saida, size_t n) {
  saida[0] = 0;
  const union MHD_ConnectionInfo *i = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (i == NULL || i->client_addr == NULL) return;
  if (i->client_addr->sa_family == AF_INET)
    inet_ntop(AF_INET, &((const struct sockaddr_in *)i->client_addr)->sin_addr, saida, (socklen_t)n);
}
static inline int frila_mhd_abriu(enum MHD_ConnectionNotificationCode c) { return c == MHD_CONNECTION_NOTIFY_STARTED; }

/* Enums que o Swift não importa como constantes simples. */
static inline const char *frila_mhd_cabecalho(struct MHD_Connection *c, const char *nome) {
  return MHD_lookup_connection_value(c, MHD_HEADER_KIND, nome);
}
static inline int frila_mhd_argumentos(struct MHD_Connection *c, MHD_KeyValueIterator it, void *cls) {
  return MHD_get_connection_values(c, MHD_GET_ARGUMENT_KIND, it, cls);
}
static inline enum MHD_Result frila_mhd_responder(struct MHD_Connection *c, unsigned int status,
    const void *corpo, size_t n, const char *const *cabecalhos, size_t ncab) {
  struct MHD_Response *r = MHD_create_response_from_buffer(n, (void *)corpo, MHD_RESPMEM_MUST_COPY);
  if (r == NULL) return MHD_NO;
  for (size_t i = 0; i + 1 < ncab * 2; i += 2) MHD_add_response_header(r, cabecalhos[i], cabecalhos[i + 1]);
  enum MHD_Result ok = MHD_queue_response(c, status, r);
  MHD_destroy_response(r);
  return ok;
}
/* Enquadramento ambíguo do corpo (RFC 9112 §6.1/§6.3), que abre caminho para request
   smuggling: Content-Length junto de Transfer-Encoding, mais de um Content-Length,
   Transfer-Encoding diferente de exatamente "chunked", ou nome de cabeçalho com espaço
   (ex.: "Content-Length : 45", que o MHD guardaria com o espaço e ninguém leria).
   MHD_get_connection_values entrega cada cabeçalho repetido em separado. */
struct frila_enquadramento { int cl, te, ruim; };
static enum MHD_Result frila_mhd_ver_cabecalho(void *cls, enum MHD_ValueKind tipo,
                                               const char *chave, const char *valor) {
  (void)tipo;
  struct frila_enquadramento *e = (struct frila_enquadramento *)cls;
  if (chave == NULL) return MHD_YES;
  for (const char *p = chave; *p; p++)
    if (*p == ' ' || *p == '\t') e->ruim = 1;
  if (strcasecmp(chave, MHD_HTTP_HEADER_CONTENT_LENGTH) == 0) e->cl++;
  if (strcasecmp(chave, MHD_HTTP_HEADER_TRANSFER_ENCODING) == 0) {
    e->te++;
    if (valor == NULL || strcasecmp(valor, "chunked") != 0) e->ruim = 1;
  }
  return MHD_YES;
}
static inline int frila_mhd_enquadramento_ambiguo(struct MHD_Connection *c) {
  struct frila_enquadramento e = {0, 0, 0};
  MHD_get_connection_values(c, MHD_HEADER_KIND, frila_mhd_ver_cabecalho, &e);
  return e.ruim || e.cl > 1 || e.te > 1 || (e.cl > 0 && e.te > 0);
}
/* Porta de fato escutada (útil com porta 0 = o kernel escolhe). */
static inline uint16_t frila_mhd_porta(struct MHD_Daemon *d) {
  const union MHD_DaemonInfo *i = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
  return i == NULL ? 0 : i->port;
}
/* Resposta 101 do WebSocket: o MHD põe "Connection: Upgrade"; `Upgrade` e o aceite são nossos. */
static inline enum MHD_Result frila_mhd_responder_upgrade(struct MHD_Connection *c, const char *aceite,
    MHD_UpgradeHandler quando, void *cls) {
  struct MHD_Response *r = MHD_create_response_for_upgrade(quando, cls);
  if (r == NULL) return MHD_NO;
  MHD_add_response_header(r, MHD_HTTP_HEADER_UPGRADE, "websocket");
  MHD_add_response_header(r, "Sec-WebSocket-Accept", aceite);
  enum MHD_Result ok = MHD_queue_response(c, MHD_HTTP_SWITCHING_PROTOCOLS, r);
  MHD_destroy_response(r);
  return ok;
}
/* Tira o socket promovido do MHD: uma cópia (dup) fica com o laço do realtime, e o MHD
   fecha a dele e esquece a conexão (não conta mais nos limites dele). Devolve a cópia
   (não bloqueante, TCP_NODELAY) ou -1. */
static inline int frila_mhd_soltar_upgrade(MHD_socket sock, struct MHD_UpgradeResponseHandle *urh) {
  int fd = fcntl(sock, F_DUPFD_CLOEXEC, 0);
  MHD_upgrade_action(urh, MHD_UPGRADE_ACTION_CLOSE);
  if (fd < 0) return -1;
  int fl = fcntl(fd, F_GETFL, 0);
  fcntl(fd, F_SETFL, fl | O_NONBLOCK);
  int um = 1;
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &um, sizeof um);
  return fd;
}

/* epoll sem a struct empacotada no Swift: o dado de cada evento é um u64 (o id do socket). */
static inline int frila_epoll_ctl(int ep, int op, int fd, uint32_t eventos, uint64_t dado) {
  struct epoll_event e;
  memset(&e, 0, sizeof e);
  e.events = eventos;
  e.data.u64 = dado;
  return epoll_ctl(ep, op, fd, &e);
}
static inline int frila_epoll_esperar(int ep, uint64_t *dados, uint32_t *eventos, int max, int timeout_ms) {
  struct epoll_event es[256];
  if (max > 256) max = 256;
  int n = epoll_wait(ep, es, max, timeout_ms);
  for (int i = 0; i < n; i++) { dados[i] = es[i].data.u64; eventos[i] = es[i].events; }
  return n;
}
static inline uint32_t frila_epoll_in(void) { return EPOLLIN | EPOLLRDHUP; }
static inline uint32_t frila_epoll_out(void) { return EPOLLOUT; }
static inline uint32_t frila_epoll_fim(void) { return EPOLLHUP | EPOLLERR | EPOLLRDHUP; }
static inline int frila_eventfd(void) { return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC); }

static inline enum MHD_Result frila_mhd_sim(void) { return MHD_YES; }
static inline enum MHD_Result frila_mhd_nao(void) { return MHD_NO; }
#endif
