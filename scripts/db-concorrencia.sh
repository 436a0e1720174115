#!/usr/bin/env bash
# RN19 (e RN21) sob concorrência real: N sessões psql (um profissional diferente cada) chamam
# `candidatar` ao mesmo tempo numa vaga de urgência com UMA posição. Todas esperam num
# advisory lock compartilhado que o orquestrador solta de uma vez. Passa se nasce
# exatamente um turno, um "confirmada" e N-1 "vaga_preenchida" (nenhuma outra falha).
set -euo pipefail
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"
PORTA="${1:?falta a porta}"; N="${2:-60}"
DB="$RAIZ/scripts/db.sh"
TMP="$(mktemp -d /tmp/frila-rn19-XXXXXX)"; trap 'rm -rf "$TMP"' EXIT
q() { "$DB" psql "$PORTA" postgres -At "$@"; }
TRAVA=191919
PSQL=(psql -X -q -At -h 127.0.0.1 -p "$PORTA" -U postgres -d postgres)

# Largada: uma sessão segura o advisory lock; cada candidata espera nele (lock
# compartilhado) e só é solta quando todas estão esperando (ou após 30 s).
segurar_largada() {
  rm -f "$TMP/largada"; mkfifo "$TMP/largada"
  "${PSQL[@]}" <"$TMP/largada" >/dev/null &
  exec 3>"$TMP/largada"
  echo "select pg_advisory_lock($TRAVA);" >&3
  until [ "$(q -c "select count(*) from pg_locks where locktype = 'advisory' and objid = $TRAVA and granted")" = 1 ]; do sleep 0.1; done
}
soltar_largada() {  # soltar_largada N → ESPERANDO = quantas esperavam juntas (sem subshell: fecha o fd 3)
  local n="$1" esperando=0 t
  for t in $(seq 1 300); do
    esperando="$(q -c "select count(*) from pg_locks where locktype = 'advisory' and objid = $TRAVA and not granted")"
    [ "$esperando" -ge "$n" ] && break
    sleep 0.1
  done
  echo "select pg_advisory_unlock($TRAVA);" >&3
  exec 3>&-
  ESPERANDO="$esperando"
}
candidata() {  # candidata ARQ PROFISSIONAL VAGA  (uma sessão, como o gateway faz)
  "${PSQL[@]}" -v ON_ERROR_STOP=0 >"$TMP/$1.out" 2>"$TMP/$1.err" <<SQL
select pg_advisory_lock_shared($TRAVA);
begin;
select set_config('role', 'authenticated', true),
       set_config('request.jwt.claims', '{"sub":"$2","role":"authenticated"}', true);
select 'RESULTADO ' || (public.candidatar('$3') ->> 'resultado');
commit;
SQL
}

# Cenário (commitado, o banco de teste é descartável): 1 contratante, N profissionais no raio.
q -c "select 1" >/dev/null
VAGA="$(q <<SQL | tail -1
create temp table ids(id uuid);
with c as (
  insert into auth.users(email, encrypted_password, raw_user_meta_data)
  values ('rn19.dono.$$@teste.dev', 'x', '{"perfil":"contratante","nome":"Dono RN19","estabelecimento":{"nome":"Bar RN19","endereco":"SCLS 405, Asa Sul","lat":-15.8143,"lng":-47.8966}}')
  returning id)
insert into ids select id from c;
insert into auth.users(email, encrypted_password, raw_user_meta_data)
select format('rn19.$$.p%s@teste.dev', n), 'x',
       jsonb_build_object('perfil','profissional','nome',format('Profissional %s', n),'funcoes',array['garcom'],
                          'lat', -15.8143 + n * 0.0001, 'lng', -47.8966)
  from generate_series(1, $N) n;
insert into public.vagas(estabelecimento_id, publicada_por, funcao, inicio, fim, valor_centavos, refeicao, transporte,
                         exige_material_proprio, modo, endereco, bairro, ponto, publicada_em)
select m.estabelecimento_id, m.conta_id, 'garcom', now() + interval '5 hours', now() + interval '11 hours', 12000,
       true, false, false, 'urgencia', 'SCLS 405, Asa Sul', 'Asa Sul', privado.ponto(-15.8143, -47.8966), now()
  from public.membros m where m.conta_id = (select id from ids)
returning id \gset
insert into public.posicoes(vaga_id, numero) values (:'id', 1);
select :'id';
SQL
)"
mapfile -t PROFS < <(q -c "select id from auth.users where email like 'rn19.$$.p%' order by email")

segurar_largada
for i in "${!PROFS[@]}"; do candidata "$i" "${PROFS[$i]}" "$VAGA" & done
soltar_largada "$N"
wait

CONF=$(grep -l '^RESULTADO confirmada' "$TMP"/*.out | wc -l)
PREE=$(grep -l '^ERROR:  vaga_preenchida' "$TMP"/*.err | wc -l)
OUTRAS=$(grep -L '^ERROR:  vaga_preenchida' "$TMP"/*.err | { xargs -r grep -l 'ERROR' || true; } | wc -l)
TURNOS="$(q -c "select count(*) from public.turnos where vaga_id = '$VAGA' and estado <> 'cancelada'")"
ESTADO="$(q -c "select estado from public.vagas where id = '$VAGA'")"
echo "RN19: $N candidaturas paralelas ($ESPERANDO esperando a mesma largada) numa posição →" \
     "$TURNOS turno, $CONF confirmada, $PREE vaga_preenchida, $OUTRAS outras falhas; vaga $ESTADO"
if [ "$TURNOS" = 1 ] && [ "$CONF" = 1 ] && [ "$PREE" = $((N - 1)) ] && [ "$OUTRAS" = 0 ] && [ "$ESTADO" = preenchida ]; then
  echo "ok - RN19 sob concorrência: exatamente um vencedor"
else
  echo "not ok - RN19 sob concorrência" >&2
  cat "$TMP"/*.err | grep -v vaga_preenchida | head -5 >&2
  exit 1
fi

# RN21: UM profissional dispara candidatar em M vagas do mesmo horário ao mesmo tempo →
# exatamente um turno (a exclusão GiST decide), os outros recebem inelegivel.
M=20
rm -f "$TMP"/*
mapfile -t VAGAS < <(q <<SQL
with novas as (
  insert into public.vagas(estabelecimento_id, publicada_por, funcao, inicio, fim, valor_centavos, refeicao, transporte,
                           exige_material_proprio, modo, endereco, bairro, ponto, publicada_em)
  select m.estabelecimento_id, m.conta_id, 'garcom', now() + interval '30 hours' + n * interval '1 minute',
         now() + interval '36 hours', 12000, true, false, false, 'urgencia', 'SCLS 405, Asa Sul', 'Asa Sul',
         privado.ponto(-15.8143, -47.8966), now()
    from public.membros m join auth.users u on u.id = m.conta_id, generate_series(1, $M) n
   where u.email = 'rn19.dono.$$@teste.dev'
  returning id)
insert into public.posicoes(vaga_id, numero) select id, 1 from novas returning vaga_id;
SQL
)
P1="${PROFS[0]}"
segurar_largada
for i in "${!VAGAS[@]}"; do candidata "$i" "$P1" "${VAGAS[$i]}" & done
soltar_largada "$M"
wait
CONF=$(grep -l '^RESULTADO confirmada' "$TMP"/*.out | wc -l)
INEL=$(grep -l '^ERROR:  inelegivel' "$TMP"/*.err | wc -l)
TURNOS="$(q -c "select count(*) from public.turnos where profissional_id = '$P1' and estado <> 'cancelada'
                  and periodo && tstzrange(now() + interval '30 hours', now() + interval '36 hours')")"
echo "RN21: um profissional, $M candidaturas paralelas ($ESPERANDO esperando a mesma largada) em vagas do mesmo horário →" \
     "$TURNOS turno, $CONF confirmada, $INEL inelegivel"
if [ "$TURNOS" = 1 ] && [ "$CONF" = 1 ] && [ "$INEL" = $((M - 1)) ]; then
  echo "ok - RN21 sob concorrência: nunca dois turnos sobrepostos"
else
  echo "not ok - RN21 sob concorrência" >&2
  cat "$TMP"/*.err | grep -v inelegivel | head -5 >&2
  exit 1
fi

# RN19 com várias posições: as mesmas N sessões numa vaga de K=20 posições → exatamente K
# turnos, N-K "vaga_preenchida" e nenhuma outra falha (deadlock apareceria aqui).
K=20
rm -f "$TMP"/*.out "$TMP"/*.err
VAGA5="$(q <<SQL | tail -1
with nova as (
  insert into public.vagas(estabelecimento_id, publicada_por, funcao, inicio, fim, valor_centavos, refeicao, transporte,
                           exige_material_proprio, modo, endereco, bairro, ponto, publicada_em)
  select m.estabelecimento_id, m.conta_id, 'garcom', now() + interval '50 hours', now() + interval '56 hours', 12000,
         true, false, false, 'urgencia', 'SCLS 405, Asa Sul', 'Asa Sul', privado.ponto(-15.8143, -47.8966), now()
    from public.membros m join auth.users u on u.id = m.conta_id where u.email = 'rn19.dono.$$@teste.dev'
  returning id)
insert into public.posicoes(vaga_id, numero) select id, n from nova, generate_series(1, $K) n returning vaga_id;
SQL
)"
segurar_largada
for i in "${!PROFS[@]}"; do candidata "$i" "${PROFS[$i]}" "$VAGA5" & done
soltar_largada "$N"
wait
CONF=$(grep -l '^RESULTADO confirmada' "$TMP"/*.out | wc -l)
PREE=$(grep -l '^ERROR:  vaga_preenchida' "$TMP"/*.err | wc -l)
OUTRAS=$(grep -L '^ERROR:  vaga_preenchida' "$TMP"/*.err | { xargs -r grep -l 'ERROR' || true; } | wc -l)
TURNOS="$(q -c "select count(*) from public.turnos where vaga_id = '$VAGA5' and estado <> 'cancelada'")"
POS="$(q -c "select count(distinct posicao_id) from public.turnos where vaga_id = '$VAGA5' and estado <> 'cancelada'")"
ESTADO="$(q -c "select estado from public.vagas where id = '$VAGA5'")"
echo "RN19: $N candidaturas paralelas ($ESPERANDO esperando a mesma largada) em $K posições →" \
     "$TURNOS turnos em $POS posições, $CONF confirmadas, $PREE vaga_preenchida, $OUTRAS outras falhas; vaga $ESTADO"
if [ "$TURNOS" = "$K" ] && [ "$POS" = "$K" ] && [ "$CONF" = "$K" ] && [ "$PREE" = $((N - K)) ] && [ "$OUTRAS" = 0 ] && [ "$ESTADO" = preenchida ]; then
  echo "ok - RN19 com $K posições: $K vencedores, sem deadlock"
else
  echo "not ok - RN19 com $K posições" >&2
  cat "$TMP"/*.err | grep -v vaga_preenchida | head -5 >&2
  exit 1
fi
