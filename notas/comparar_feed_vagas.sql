-- Antes e depois do corpo de notas/feed_vagas.sql, na mesma transação (desfeita): o mesmo
-- JSON, e o tempo por chamada de cada um, em rodadas alternadas.
--   scripts/db.sh psql PORTA frila_df -f notas/comparar_feed_vagas.sql
\set QUIET 1
set client_min_messages = notice;
begin;
create temp table alvo as
  select p.conta_id id from public.profissionais p
   where 'garcom' = any (p.funcoes) and p.disponivel
   order by p.ponto_base operator(extensions.<->) privado.ponto(-15.790, -47.885) limit 1;
insert into public.despachos(vaga_id, profissional_id, leva, criado_em, agendada_para, estado_entrega, enviada_em)
  select v.id, a.id, 1, now(), now(), 'enviada', now()
    from alvo a, lateral (select v.id from public.vagas v join public.profissionais p on p.conta_id = a.id
                           where v.estado = 'publicada' and v.inicio > now()
                             and extensions.st_dwithin(p.ponto_base, v.ponto, 15000)
                             and not exists (select 1 from public.despachos d where d.vaga_id = v.id and d.profissional_id = a.id)
                           order by v.inicio limit 70) v;
select set_config('request.jwt.claims', json_build_object('sub', (select id from alvo), 'role', 'authenticated')::text, true) \gset
create temp table antes as select public.feed_vagas() j;
create temp table tempos(versao text, ms numeric);
do $$ declare t0 timestamptz; begin
  for r in 1..3 loop
    t0 := clock_timestamp();
    for i in 1..10 loop perform public.feed_vagas(); end loop;
    insert into tempos values ('antes', extract(epoch from clock_timestamp() - t0) * 100);
  end loop; end $$;
\ir feed_vagas.sql
do $$ declare t0 timestamptz; begin
  for r in 1..3 loop
    t0 := clock_timestamp();
    for i in 1..10 loop perform public.feed_vagas(); end loop;
    insert into tempos values ('depois', extract(epoch from clock_timestamp() - t0) * 100);
  end loop; end $$;
\set QUIET 0
select jsonb_array_length((select j from antes)) as itens, (select j from antes) = public.feed_vagas() as mesmo_json;
select versao, round(min(ms), 1) as melhor_ms, round(avg(ms), 1) as media_ms from tempos group by 1 order by 1 desc;
rollback;
