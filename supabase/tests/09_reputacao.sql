-- Caso 9 (RF16, RN08, A11): sem histórico é null/0, nunca "0 de 0" com taxa zero; a taxa de
-- comparecimento conta presença verificada sobre turnos confirmados, e falta.
begin;
\ir ajudantes.psql
select plan(12);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Nove') as dono \gset
select testes.prof('Nova Sem Historico', 0.01) as nova \gset
select testes.prof('Hugo Historico', 0.011) as hugo \gset

select is(testes.rpc(:'nova', 'public.meu_perfil()') -> 'reputacao',
          '{"positivas":0,"total":0,"taxa_comparecimento":null,"turnos_considerados":0}'::jsonb,
          'caso 9: sem histórico: total 0 e taxa null (o cliente diz "Sem histórico"), nunca 0.0');
select is(testes.rpc(:'dono', format('public.perfil_publico(%L)', :'nova')),
          jsonb_build_object('conta_id', :'nova', 'perfil', 'profissional', 'nome', 'Nova Sem Historico',
                             'reputacao', '{"positivas":0,"total":0,"taxa_comparecimento":null,"turnos_considerados":0}'::jsonb),
          'caso 9: perfil público sem histórico, e só nome e reputação (sem contato)');
select is(testes.rpc(:'nova', 'public.meu_perfil()') -> 'reputacao' -> 'taxa_comparecimento', 'null'::jsonb,
          'caso 9: a taxa é null em JSON, não 0');
-- Turno confirmado no futuro não é histórico.
select testes.turno(:'nova', testes.vaga(:'dono', '2030-03-05 18:00+00')) as _ \gset
select is(testes.rpc(:'nova', 'public.meu_perfil()') -> 'reputacao' ->> 'turnos_considerados', '0', 'turno futuro não conta');

-- Hugo: 3 verificados (2 "sim", 1 "não"), 1 sem prova, 1 cancelado por ele com < 24 h.
select testes.turno_passado(:'hugo', :'dono', '2030-02-01 18:00+00', true) as h1 \gset
select testes.turno_passado(:'hugo', :'dono', '2030-02-08 18:00+00', true) as h2 \gset
select testes.turno_passado(:'hugo', :'dono', '2030-02-15 18:00+00', true) as h3 \gset
select testes.turno_passado(:'hugo', :'dono', '2030-02-22 18:00+00', false) as h4 \gset
insert into public.avaliacoes values (:'h1', 'contratante', :'dono', :'hugo', true, now()),
                                     (:'h2', 'contratante', :'dono', :'hugo', true, now()),
                                     (:'h3', 'contratante', :'dono', :'hugo', false, now()),
                                     (:'h1', 'profissional', :'hugo', :'dono', true, now());
select testes.vaga(:'dono', '2030-03-02 08:00+00') as vc \gset
select testes.turno(:'hugo', :'vc') as tc \gset
select testes.rpc(:'hugo', format('public.cancelar_turno(%L, %L)', :'tc', 'imprevisto')) as _ \gset
select testes.rpc(:'hugo', 'public.meu_perfil()') -> 'reputacao' as rep \gset
select is(array[:'rep'::jsonb ->> 'positivas', :'rep'::jsonb ->> 'total'], array['2', '3'], 'RN08: "2 de 3" (positivas e total)');
select is(:'rep'::jsonb ->> 'turnos_considerados', '5', 'A11: 4 turnos terminados + 1 cancelamento com < 24 h');
select is(:'rep'::jsonb -> 'taxa_comparecimento', '0.6'::jsonb, 'A11: 3 verificados / 5 = 0,6');
select ok(not (:'rep'::jsonb ? 'media'), 'não existe média');
-- Cancelamento pelo contratante não é falta do profissional.
select testes.vaga(:'dono', '2030-03-01 20:00+00') as vd \gset
select testes.turno(:'hugo', :'vd') as td \gset
select testes.rpc(:'dono', format('public.cancelar_turno(%L, %L)', :'td', 'evento adiado')) as _ \gset
select is(testes.rpc(:'hugo', 'public.meu_perfil()') -> 'reputacao' ->> 'turnos_considerados', '5',
          'cancelamento feito pelo contratante não conta contra o profissional');
select is(testes.rpc(:'hugo', format('public.perfil_publico(%L)', :'dono')) -> 'reputacao' -> 'positivas', '1'::jsonb,
          'o contratante também tem reputação: "1 de 1"');
select is(testes.erro(:'hugo', format('public.perfil_publico(%L)', gen_random_uuid())), 'PT404 conta_nao_encontrada',
          'perfil público de conta inexistente');
select is(testes.rpc(:'dono', 'public.meu_perfil()') -> 'reputacao' -> 'taxa_comparecimento', 'null'::jsonb,
          'contratante: taxa de comparecimento é só de profissional (null)');
select * from finish();
rollback;
