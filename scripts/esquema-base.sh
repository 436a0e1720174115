#!/usr/bin/env bash
# Gera supabase/migrations/20261130000000_base.sql: os arquivos de supabase/schemas/ em ordem.
# Só serve enquanto nada foi para um projeto real (a base ainda pode mudar); depois do primeiro
# `supabase db push`, mudança de esquema é migration nova com o diff (make esquema-diff).
set -euo pipefail
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"
{
  echo "-- Base: o estado de supabase/schemas/ (gerada por scripts/esquema-base.sh; não edite)."
  echo "-- Mudanças depois dela: edite supabase/schemas/ e salve o diff como migration nova"
  echo "-- (supabase/README.md, \"Como mudar uma função\")."
  for f in "$RAIZ"/supabase/schemas/*.sql; do
    echo
    echo "-- ======== supabase/schemas/$(basename "$f") ========"
    cat "$f"
  done
} >"$RAIZ/supabase/migrations/20261130000000_base.sql"
