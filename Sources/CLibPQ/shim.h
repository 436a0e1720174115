#ifndef FRILA_CLIBPQ_SHIM_H
#define FRILA_CLIBPQ_SHIM_H
#include <postgresql/libpq-fe.h>
#endif
