-- publicar_vaga (RN02, RN18, RF20) e recusas; despacho pelo agendador (RNF03); RN10 (sem
-- contato antes da confirmação); vagas em alerta e atrasados; equipe; disponibilidade.
begin;
\ir ajudantes.psql
select plan(46);
select testes.relogio('2030-03-01 12:00+00');
select testes.so_os_meus_recebem();
select testes.contratante('Dono Doze') as dono \gset
select testes.contratante('Outro Doze', 'Bar Outro') as outro \gset
select testes.prof('Pri Doze', 0.01) as pri \gset
select testes.prof('Quim Doze', 0.011) as quim \gset

create temp table args(campo text, valor text, ordem int);
insert into args values ('funcao', '''garcom''', 1), ('inicio', '''2030-03-03 18:00+00''', 2), ('fim', '''2030-03-04 00:00+00''', 3),
  ('valor_centavos', '12000', 4), ('refeicao', 'true', 5), ('transporte', 'false', 6), ('exige_material_proprio', 'false', 7),
  ('modo', '''selecao''', 8), ('posicoes', '2', 9), ('endereco', '''CLS 405 Bloco B, Asa Sul''', 10), ('lat', '-15.8143', 11),
  ('lng', '-47.8966', 12);
create function pg_temp.chamada(sem text default null, troca text default null, novo text default null) returns text
language sql as $$
  select 'public.publicar_vaga(' || string_agg(a.campo || ' => ' || case when a.campo = $2 then $3 else a.valor end, ', ' order by a.ordem) || ')'
    from args a where a.campo is distinct from $1
$$;

-- RN02: cada campo obrigatório que falta é recusado, com o nome do campo.
select is(testes.erro(:'dono', pg_temp.chamada(sem => a.campo)) || ' ' || (testes.dica(:'dono', pg_temp.chamada(sem => a.campo)) ->> 'campo'),
          'PT422 campo_obrigatorio ' || a.campo, 'RN02: sem ' || a.campo || ' → campo_obrigatorio')
  from args a order by a.ordem;
select is(testes.erro(:'dono', pg_temp.chamada(troca => 'valor_centavos', novo => '0')), 'PT422 valor_invalido', 'RN18: valor zero');
select is(testes.erro(:'dono', pg_temp.chamada(troca => 'valor_centavos', novo => '-100')), 'PT422 valor_invalido', 'valor negativo');
select is(testes.erro(:'dono', pg_temp.chamada(troca => 'posicoes', novo => '0')), 'PT422 valor_invalido', 'zero posições');
select is(testes.erro(:'dono', pg_temp.chamada(troca => 'funcao', novo => '''dj''')), 'PT422 valor_invalido', 'função fora do conjunto');
select is(testes.erro(:'dono', pg_temp.chamada(troca => 'modo', novo => '''leilao''')), 'PT422 valor_invalido', 'modo desconhecido');
select is(testes.erro(:'dono', pg_temp.chamada(troca => 'lat', novo => '95')), 'PT422 valor_invalido', 'latitude impossível');
select is(testes.erro(:'dono', pg_temp.chamada(troca => 'fim', novo => '''2030-03-03 17:00+00''')), 'PT422 periodo_invalido', 'fim antes do início');
select is(testes.erro(:'dono', pg_temp.chamada(troca => 'inicio', novo => '''2030-03-01 11:00+00''')), 'PT422 periodo_invalido', 'início no passado');
select is(testes.erro(:'dono', replace(pg_temp.chamada(), ')', ', antecedencia_alerta_min => 0)')), 'PT422 valor_invalido', 'antecedência zero');

select testes.rpc(:'dono', pg_temp.chamada()) as vaga \gset
select is((select array_agg(k order by k) from jsonb_object_keys(:'vaga'::jsonb) k),
          array['antecedencia_alerta_min','cancelados','cancelamento','candidaturas','estabelecimento','estado','fim','funcao','inclusos','inicio','local','modo',
                'ninguem_alcancado','posicoes','posicoes_abertas','posicoes_preenchidas','posicoes_total','vaga_id','valor_centavos'],
          'publicar devolve a VagaDoContratante do contrato');
select is(array[:'vaga'::jsonb ->> 'estado', :'vaga'::jsonb ->> 'antecedencia_alerta_min', :'vaga'::jsonb ->> 'posicoes_total',
                :'vaga'::jsonb ->> 'valor_centavos'], array['publicada', '180', '2', '12000'],
          'RF20: alerta padrão de 180 min; centavos inteiros; duas posições');
select is((select bairro from public.vagas where id = (:'vaga'::jsonb ->> 'vaga_id')::uuid), 'Asa Sul', 'bairro tirado do endereço');
select is((select count(*) from public.despachos where vaga_id = (:'vaga'::jsonb ->> 'vaga_id')::uuid), 0::bigint,
          'publicar não despacha dentro da requisição (RF04)');
select privado.executar_agendador('2030-03-01 12:00:02+00') as _ \gset
select set_eq(format('select profissional_id from public.despachos where vaga_id = %L and leva = 1',
                     :'vaga'::jsonb ->> 'vaga_id'), array[:'pri', :'quim']::uuid[],
          'RNF03: a próxima passada do agendador manda a primeira leva');

-- RN10: nada de contato antes da confirmação.
select testes.relogio('2030-03-01 12:01+00');
select testes.rpc(:'pri', 'public.feed_vagas()') as feed \gset
select is(jsonb_array_length(:'feed'::jsonb), 1, 'a vaga chegou ao feed');
select is((select array_agg(k order by k) from jsonb_object_keys(:'feed'::jsonb -> 0) k),
          array['bairro','distancia_m','estabelecimento','fim','funcao','inclusos','inicio','meu_turno_cancelado','meu_turno_cancelado_pelo_estabelecimento','minha_candidatura','modo',
                'posicoes_abertas','termos_versao','vaga_id','valor_centavos'], 'RN10: o feed não tem contato');
select ok(:'feed'::text !~ '(whatsapp|@teste\.dev|98888)', 'RN10: nem whatsapp nem e-mail em lugar nenhum do feed');
select (testes.candidatar(:'pri', (:'vaga'::jsonb ->> 'vaga_id')::uuid) ->> 'candidatura_id') as k \gset
select ok(testes.rpc(:'dono', 'public.minhas_vagas()')::text !~ '(whatsapp|90000-0000|pri\.doze@)',
          'RN10: candidato pendente não expõe contato ao contratante');
select ok(testes.rpc(:'pri', 'public.feed_vagas()')::text !~ '(whatsapp|98888)', 'RN10: nem a candidatura pendente ao profissional');
select is(testes.rpc(:'pri', 'public.feed_vagas()') -> 0 ->> 'minha_candidatura', 'pendente', 'o feed mostra minha candidatura');
select testes.rpc(:'dono', format('public.escolher_candidato(%L)', :'k')) as turno \gset
select is(:'turno'::jsonb -> 'profissional' -> 'contato', '{"whatsapp":"+55 61 90000-0000","email":"pri.doze@teste.dev"}'::jsonb,
          'RN10: confirmado, o contratante vê o contato do profissional');
select is(testes.rpc(:'pri', 'public.meus_turnos()') -> 0 -> 'estabelecimento' -> 'contato',
          '{"whatsapp":"+55 61 98888-0000","email":"dono.doze@teste.dev"}'::jsonb, 'RN10: e o profissional vê o do contratante');
select is((select array_agg(k order by k) from jsonb_object_keys(:'turno'::jsonb) k),
          array['cancelamento','checkin','checkout','estabelecimento','estado','minha_avaliacao','pode_avaliar','posicao_id','profissional',
                'turno_id','vaga','vaga_id','valor_acordado_centavos','verificacao'], 'Turno com as chaves do contrato');
select is(jsonb_array_length(testes.rpc(:'outro', 'public.minhas_vagas()')), 0, 'outro contratante não vê as minhas vagas');

-- Alerta (RF20) e atraso (15 min de tolerância).
select testes.relogio('2030-03-01 12:00+00');
select testes.vaga(:'dono', '2030-03-01 14:00+00', posicoes => 2) as alerta \gset
select testes.vaga(:'dono', '2030-03-01 16:00+00') as cedo \gset
select testes.vaga(:'dono', '2030-03-01 11:30+00', horas => 6) as atraso \gset
update public.vagas set antecedencia_alerta_min = 60 where id = :'cedo';
insert into public.posicoes(vaga_id, numero) values (:'atraso', 2);
update public.posicoes set estado = 'confirmada', preenchida_em = '2030-03-01 10:00+00' where vaga_id = :'atraso' and numero = 1;
insert into public.turnos(posicao_id, vaga_id, profissional_id, periodo, valor_acordado_centavos, confirmado_em)
  select p.id, v.id, :'quim', v.periodo, v.valor_centavos, '2030-03-01 10:00+00' from public.vagas v join public.posicoes p on p.vaga_id = v.id
   where v.id = :'atraso' and p.numero = 1;
select testes.rpc(:'dono', 'public.vagas_em_alerta()') as al \gset
select is((select array_agg(x ->> 'vaga_id') from jsonb_array_elements(:'al'::jsonb -> 'vagas') x), array[:'alerta'],
          'vaga com posição aberta dentro da antecedência está em alerta; a de alerta curto ainda não');
select is(:'al'::jsonb -> 'vagas' -> 0 ->> 'alerta_desde', '2030-03-01T11:00:00+00:00', 'alerta desde início − 3 h');
select is(:'al'::jsonb -> 'atrasados' -> 0 ->> 'minutos_atraso', '30', 'turno sem check-in 30 min depois do início: atrasado');
select testes.relogio('2030-03-01 11:44+00');
select is(jsonb_array_length(testes.rpc(:'dono', 'public.vagas_em_alerta()') -> 'atrasados'), 0, 'dentro dos 15 min de tolerância não');

-- Disponibilidade e equipe de confiança.
select is(testes.rpc(:'quim', 'public.definir_disponibilidade(false)') ->> 'disponivel', 'false', 'definir_disponibilidade devolve o perfil');
select testes.vaga(:'dono', '2030-03-09 18:00+00') as v9 \gset
select ok(exists (select 1 from privado.elegiveis(:'v9') where profissional_id = :'pri')
          and not exists (select 1 from privado.elegiveis(:'v9') where profissional_id = :'quim'),
          'indisponível deixa de receber');
select testes.prof('Longe Doze', 0.5) as longe \gset
select testes.conhecida(:'dono', :'longe') as _ \gset
select is(testes.rpc(:'dono', format('public.incluir_na_equipe(%L)', :'longe')), null, 'incluir_na_equipe (204)');
select is(testes.rpc(:'dono', format('public.incluir_na_equipe(%L)', :'longe')), null, 'incluir de novo é inofensivo');
select testes.vaga(:'dono', '2030-03-10 18:00+00') as v10 \gset
select ok(exists (select 1 from privado.elegiveis(:'v10') where profissional_id = :'longe' and na_equipe),
          'incluído na equipe recebe de longe');
select is(testes.erro(:'dono', format('public.incluir_na_equipe(%L)', :'outro')), 'PT404 profissional_nao_encontrado',
          'incluir quem não é profissional');
select * from finish();
rollback;
