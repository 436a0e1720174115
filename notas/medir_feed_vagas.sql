-- Onde vai o tempo do feed_vagas na base DF (make seed-df), para um profissional com ~70
-- vagas no feed (o que a sexta 17h produz). Tudo numa transação desfeita no fim.
--   scripts/db.sh psql PORTA frila_df -f notas/medir_feed_vagas.sql
\timing off
\set QUIET 1
set client_min_messages = notice;
begin;
-- O garçom disponível do Plano Piloto com mais despachos, e mais 70 vagas abertas em 15 km.
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
\set QUIET 0
\echo '== itens no feed'
select jsonb_array_length(public.feed_vagas());
\echo '== feed_vagas inteiro: 20 chamadas (ms por chamada)'
do $$ declare t0 timestamptz := clock_timestamp(); begin
  for i in 1..20 loop perform public.feed_vagas(); end loop;
  raise notice 'feed_vagas: % ms', round(extract(epoch from clock_timestamp() - t0) * 1000 / 20, 1); end $$;
\echo '== só o plano (as mesmas junções e filtros, devolvendo os ids): 20 chamadas'
do $$ declare t0 timestamptz := clock_timestamp(); c uuid := (select id from alvo); agora timestamptz := now(); n int; begin
  for i in 1..20 loop
    select count(*) into n from (
      select v.id from public.despachos d
        join public.vagas v on v.id = d.vaga_id
        join public.estabelecimentos e on e.id = v.estabelecimento_id
        join public.profissionais p on p.conta_id = c
        left join public.candidaturas ca on ca.vaga_id = v.id and ca.profissional_id = c
        cross join lateral (select count(*)::integer as n from public.posicoes po where po.vaga_id = v.id and po.estado = 'aberta') ab
       where d.profissional_id = c and v.estado = 'publicada' and v.inicio > agora
         and (ab.n > 0 or ca.estado = 'pendente') and privado.alcanca(c, v.id)
         and not exists (select 1 from public.turnos t where t.profissional_id = c and t.estado <> 'cancelada' and t.periodo && v.periodo)
       order by v.inicio, v.id limit privado.itens_max_lista()) x;
  end loop;
  raise notice 'plano (ids): % ms (% itens)', round(extract(epoch from clock_timestamp() - t0) * 1000 / 20, 1), n; end $$;
\echo '== partes do JSON, por item do feed (20 voltas nos mesmos itens)'
create temp table itens as select (j ->> 'vaga_id')::uuid vid, (j -> 'estabelecimento' ->> 'id')::uuid eid
  from jsonb_array_elements(public.feed_vagas()) j;
do $$ declare t0 timestamptz; n int := (select count(*) from itens); x jsonb; b bool; begin
  t0 := clock_timestamp();
  for i in 1..20 loop perform privado.reputacao_do_estabelecimento(eid) from itens; end loop;
  raise notice 'reputacao_do_estabelecimento: % ms por feed (% itens)', round(extract(epoch from clock_timestamp() - t0) * 1000 / 20, 1), n;
  t0 := clock_timestamp();
  for i in 1..20 loop perform privado.alcanca((select id from alvo), vid) from itens; end loop;
  raise notice 'alcanca: % ms por feed', round(extract(epoch from clock_timestamp() - t0) * 1000 / 20, 1);
  t0 := clock_timestamp();
  for i in 1..20 loop
    perform jsonb_build_object('vaga_id', v.id, 'funcao', v.funcao, 'inicio', v.inicio, 'fim', v.fim,
        'valor_centavos', v.valor_centavos, 'inclusos', privado.inclusos_json(v), 'modo', v.modo, 'bairro', v.bairro)
      from itens i join public.vagas v on v.id = i.vid;
  end loop;
  raise notice 'jsonb_build_object dos campos da vaga: % ms por feed', round(extract(epoch from clock_timestamp() - t0) * 1000 / 20, 1);
end $$;
\echo '== EXPLAIN (ANALYZE, BUFFERS) das instruções dentro do feed_vagas (auto_explain)'
load 'auto_explain';
set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; set auto_explain.log_nested_statements = on;
set auto_explain.log_level = notice; set auto_explain.log_buffers = on; set client_min_messages = notice;
select jsonb_array_length(public.feed_vagas());
rollback;
