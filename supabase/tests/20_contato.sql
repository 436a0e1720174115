-- RN10 nos dois sentidos: o WhatsApp e o e-mail do profissional confirmado aparecem no
-- detalhe da vaga e no alerta de atraso; antes da confirmação (candidato, feed) nunca.
begin;
\ir ajudantes.psql
select plan(10);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Contato', 'Bar Contato') as dono \gset
select testes.prof('Cora Contato', 0.01) as p \gset
select testes.prof('Davi Contato', 0.01) as q \gset
select testes.vaga(:'dono', '2030-03-05 18:00+00', modo => 'selecao', posicoes => 1) as s \gset
select privado.despachar_vaga(:'s', '2030-03-01 12:00+00') as _ \gset
select testes.candidatar(:'p', :'s') ->> 'candidatura_id' as c \gset
select testes.candidatar(:'q', :'s') as _ \gset

select ok(not (testes.rpc(:'dono', format('public.detalhe_vaga(%L)', :'s'))::text like '%whatsapp%'),
          'candidatos sem contato no detalhe (RN10)');
select ok(not (testes.rpc(:'p', 'public.feed_vagas()')::text like '%whatsapp%')
          and not (testes.rpc(:'p', 'public.minhas_candidaturas()')::text like '%whatsapp%'),
          'nem o profissional vê o contato do contratante antes');
select testes.rpc(:'dono', format('public.escolher_candidato(%L)', :'c')) ->> 'turno_id' as t \gset
select testes.rpc(:'dono', format('public.detalhe_vaga(%L)', :'s')) as d \gset
select is((select x -> 'turno' -> 'profissional' -> 'contato' from jsonb_array_elements((:'d'::jsonb) -> 'posicoes') x where x -> 'turno' is not null and x -> 'turno' <> 'null'),
          jsonb_build_object('whatsapp', '+55 61 90000-0000', 'email', 'cora.contato@teste.dev'),
          'confirmado: WhatsApp e e-mail do profissional no detalhe da vaga');
select ok(not exists (select 1 from jsonb_array_elements((:'d'::jsonb) -> 'candidaturas') x where x::text like '%whatsapp%'),
          'o candidato recusado continua sem contato');
select is((select x -> 'estabelecimento' -> 'contato' ->> 'email' from jsonb_array_elements(testes.rpc(:'p', 'public.meus_turnos()')) x
            where x ->> 'turno_id' = :'t'), 'dono.contato@teste.dev', 'e o profissional vê o do contratante (nos dois sentidos)');
-- Alerta de atraso: 15 min depois do início sem check-in, com o contato.
select testes.relogio('2030-03-05 18:20+00');
select is((select x -> 'profissional' -> 'contato' ->> 'whatsapp' from jsonb_array_elements(testes.rpc(:'dono', 'public.vagas_em_alerta()') -> 'atrasados') x
            where x ->> 'turno_id' = :'t'), '+55 61 90000-0000', 'atrasado: o alerta traz o WhatsApp para ligar');
select is((select x -> 'profissional' -> 'contato' ->> 'email' from jsonb_array_elements(testes.rpc(:'dono', 'public.vagas_em_alerta()') -> 'atrasados') x
            where x ->> 'turno_id' = :'t'), 'cora.contato@teste.dev', 'e o e-mail (RN10: os dois contatos)');
select is((select (x ->> 'minutos_atraso')::int from jsonb_array_elements(testes.rpc(:'dono', 'public.vagas_em_alerta()') -> 'atrasados') x
            where x ->> 'turno_id' = :'t'), 20, 'e quantos minutos de atraso');
-- Cancelado: o contato some.
select testes.relogio('2030-03-02 12:00+00');
select testes.rpc(:'p', format('public.cancelar_turno(%L, %L)', :'t', 'Imprevisto')) as _ \gset
select ok(not (testes.rpc(:'dono', format('public.detalhe_vaga(%L)', :'s'))::text like '%whatsapp%'), 'turno cancelado: sem contato no detalhe');
select is((select x -> 'estabelecimento' -> 'contato' from jsonb_array_elements(testes.rpc(:'p', 'public.meus_turnos()')) x
            where x ->> 'turno_id' = :'t'), 'null'::jsonb, 'nem para o profissional');
select * from finish();
rollback;
