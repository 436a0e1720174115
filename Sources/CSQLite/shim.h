#include <sqlite3.h>

/* Sem a reserva de páginas que cada conexão aloca (e escreve) de uma vez no primeiro uso:
   ~87 KiB por conexão no pico do primeiro quadro; as páginas vêm uma a uma, quando precisa.
   sqlite3_config é variádica (o Swift não a chama) e só vale antes do sqlite3_initialize. */
static inline int frila_sqlite_sem_reserva_de_paginas(void) {
    return sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
}
