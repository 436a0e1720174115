#!/usr/bin/env bash
# make seed-df: base em escala Distrito Federal para benchmarks — 30.000 estabelecimentos
# (um contratante administrador cada), 100.000 profissionais, 5.000 vagas abertas — gerada
# em SQL (generate_series), numa base própria (padrão frila_df) recriada a cada execução.
# Logins: df.p<N>@frila.dev (profissionais) e df.c<N>@frila.dev (contratantes), senha frila123.
# SEED_DF_DESPACHAR=0 pula a primeira leva de despacho das 5.000 vagas.
set -euo pipefail
RAIZ="$(cd "$(dirname "$0")/.." && pwd)"
PORTA="${1:?falta a porta}"; BANCO="${2:-frila_df}"
DB="$RAIZ/scripts/db.sh"
inicio=$(date +%s)
if [ "$BANCO" != postgres ]; then
  "$DB" psql "$PORTA" postgres -c "drop database if exists \"$BANCO\" with (force)" >/dev/null
fi
"$DB" aplicar "$PORTA" "$BANCO"
"$DB" psql "$PORTA" "$BANCO" -v despachar="${SEED_DF_DESPACHAR:-1}" <<'SQL'
\set QUIET 1
set client_min_messages = warning;
begin;
-- Carga em massa: gatilhos (cadastro) e FKs desligados; os dados são gerados coerentes.
set local session_replication_role = replica;
create temp table polos(i int, lat float8, lng float8) on commit drop;
insert into polos values (0,-15.790,-47.885),(1,-15.835,-48.050),(2,-15.820,-48.110),(3,-15.875,-48.080),
  (4,-16.015,-48.060),(5,-15.650,-47.790),(6,-15.620,-47.650),(7,-15.840,-48.020),(8,-15.820,-47.975),
  (9,-15.840,-47.870),(10,-15.760,-47.880),(11,-15.800,-47.950);
create temp table senha on commit drop as select extensions.crypt('frila123', extensions.gen_salt('bf', 10)) h;

-- Contratantes + estabelecimentos (um por contratante).
create temp table c on commit drop as
  select n, gen_random_uuid() id, gen_random_uuid() eid, p.lat + (random() - 0.5) * 0.06 lat, p.lng + (random() - 0.5) * 0.06 lng
    from generate_series(1, 30000) n join polos p on p.i = n % 12;
insert into auth.users(id, email, encrypted_password, raw_user_meta_data, email_confirmed_at)
  select id, format('df.c%s@frila.dev', n), (select h from senha),
         jsonb_build_object('perfil', 'contratante', 'nome', format('Contratante %s', n)), now() from c;
insert into public.contas(id, perfil, nome, email, whatsapp)
  select id, 'contratante', format('Contratante %s', n), format('df.c%s@frila.dev', n), format('+55 61 98%s', lpad(n::text, 7, '0')) from c;
insert into public.estabelecimentos(id, nome, endereco, ponto)
  select eid, format('Estabelecimento %s', n), format('Quadra %s Loja %s, Região %s', n % 400, n % 30, n % 12),
         privado.ponto(lat, lng) from c;
insert into public.membros(estabelecimento_id, conta_id, papel) select eid, id, 'administrador' from c;

-- Profissionais.
create temp table p on commit drop as
  select n, gen_random_uuid() id, po.lat + (random() - 0.5) * 0.08 lat, po.lng + (random() - 0.5) * 0.08 lng,
         string_to_array((array['garcom', 'garcom,bartender', 'bartender', 'equipe_evento,garcom',
                'recepcao,equipe_evento', 'cozinha', 'garcom,cozinha'])[1 + n % 7], ',')::public.funcao[] f
    from generate_series(1, 100000) n join polos po on po.i = (n * 7) % 12;
insert into auth.users(id, email, encrypted_password, raw_user_meta_data, email_confirmed_at)
  select id, format('df.p%s@frila.dev', n), (select h from senha),
         jsonb_build_object('perfil', 'profissional', 'nome', format('Profissional %s', n)), now() from p;
insert into public.contas(id, perfil, nome, email, whatsapp)
  select id, 'profissional', format('Profissional %s', n), format('df.p%s@frila.dev', n), format('+55 61 99%s', lpad(n::text, 7, '0')) from p;
insert into public.profissionais(conta_id, funcoes, ponto_base, disponivel, push_habilitado)
  select id, f, privado.ponto(lat, lng), n % 10 <> 0, n % 25 <> 0 from p;

-- 5.000 vagas abertas nos próximos 7 dias (seleção só a partir de 24 h).
create temp table v on commit drop as
  select g.k n, gen_random_uuid() id, c.id dono, c.eid, c.lat, c.lng,
         date_trunc('hour', now()) + make_interval(hours => 2 + (g.k * 37) % 166) ini,
         (array['garcom','bartender','equipe_evento','recepcao','cozinha'])[1 + g.k % 5]::public.funcao f
    from generate_series(1, 5000) g(k) join c on c.n = 1 + (g.k * 6007) % 30000;
insert into public.vagas(id, estabelecimento_id, publicada_por, funcao, inicio, fim, valor_centavos, refeicao, transporte,
                         exige_material_proprio, modo, endereco, bairro, ponto, publicada_em)
  select id, eid, dono, f, ini, ini + make_interval(hours => 4 + n % 6), 9000 + (n % 20) * 500, n % 2 = 0, n % 3 = 0,
         n % 7 = 0, case when ini > now() + interval '25 hours' and n % 3 = 0 then 'selecao' else 'urgencia' end::public.modo_preenchimento,
         format('Quadra %s, Região %s', n % 400, n % 12), format('Região %s', n % 12), privado.ponto(lat, lng), now()
    from v;
insert into public.posicoes(vaga_id, numero) select v.id, k from v, generate_series(1, 1 + v.n % 3) k;
commit;
analyze;
\if :despachar
-- Primeira leva de todas as vagas (o agendador faz o mesmo em lotes, a cada passada).
\timing on
-- Limitado em passadas e em tempo: um despacho que não avança vira erro, nunca laço eterno.
do $$
declare passadas int := 0;
begin
  while exists (select 1 from public.vagas where estado = 'publicada' and leva_atual = 0 and inicio > now()) loop
    passadas := passadas + 1;
    if passadas > 10000 or clock_timestamp() - now() > interval '10 minutes' then
      raise exception 'seed-df: primeira leva incompleta depois de % passadas (%)', passadas, clock_timestamp() - now();
    end if;
    perform privado.despachar_novas(now());
  end loop;
end $$;
\timing off
\endif
select format('seed-df: %s estabelecimentos, %s profissionais, %s vagas abertas, %s despachos',
  (select count(*) from public.estabelecimentos), (select count(*) from public.profissionais),
  (select count(*) from public.vagas where estado = 'publicada'), (select count(*) from public.despachos)) as resumo \gset
\echo :resumo
SQL
echo "seed-df: base $BANCO em postgresql://postgres@127.0.0.1:$PORTA/$BANCO ($(( $(date +%s) - inicio )) s)"
