-- Urgência com o pagamento cortado entre o alerta e o toque: o feed dá a ficha dos termos
-- (termos_versao); candidatar com a ficha velha é recusado com vaga_alterada e os termos
-- atuais (nenhum turno, nenhuma falta depois); com a ficha nova, confirma. Sem a ficha
-- (clientes antigos), como antes.
begin;
\ir ajudantes.psql
select plan(12);
select testes.relogio('2030-06-01 12:00+00');
select testes.contratante('Dono Corte', 'Bar Corte') as dono \gset
select testes.prof('Ana Viu', 0.01) as ana \gset
select testes.prof('Bia Antiga', 0.011) as bia \gset
select testes.so_os_meus_recebem();
select testes.vaga(:'dono', '2030-06-01 20:00+00', horas => 4) as v \gset
select privado.executar_agendador('2030-06-01 12:00+00') as _ \gset

select (x ->> 'termos_versao') as ficha from jsonb_array_elements(testes.rpc(:'ana', 'public.feed_vagas()')) x
 where x ->> 'vaga_id' = :'v' \gset
select is(:'ficha', (select privado.versao_dos_termos(x) from public.vagas x where x.id = :'v'), 'o feed dá a ficha dos termos');

-- O corte: valor menor, sem refeição, 10 h mais tarde.
select is(testes.erro(:'dono', format('public.editar_vaga(%L, valor_centavos => 5000, refeicao => false, inicio => %L, fim => %L)',
          :'v', '2030-06-02 06:00+00', '2030-06-02 10:00+00')), 'sem erro', 'o contratante corta valor, refeição e horário');
select is(testes.erro(:'ana', format('public.candidatar(%L, %L)', :'v', :'ficha')), 'PT409 vaga_alterada',
          'candidatar com a ficha que viu: vaga_alterada');
select is(testes.dica(:'ana', format('public.candidatar(%L, %L)', :'v', :'ficha')) #>> '{vaga,valor_centavos}', '5000',
          'a recusa traz os termos atuais');
select isnt(testes.dica(:'ana', format('public.candidatar(%L, %L)', :'v', :'ficha')) ->> 'termos_versao', :'ficha',
            'e a ficha nova');
select is((select count(*) from public.turnos where vaga_id = :'v'), 0::bigint, 'nenhum turno nos termos novos sem ela ver');

-- Ela vê os termos novos e confirma com a ficha nova.
select testes.dica(:'ana', format('public.candidatar(%L, %L)', :'v', :'ficha')) ->> 'termos_versao' as nova \gset
select is(testes.rpc(:'ana', format('public.candidatar(%L, %L)', :'v', :'nova')) ->> 'resultado', 'confirmada',
          'com a ficha nova: confirmada');
select is((select valor_acordado_centavos from public.turnos where vaga_id = :'v'), 5000, 'nos termos que ela viu');

-- Mudança que não é de termos (alerta do contratante) não muda a ficha.
select testes.vaga(:'dono', '2030-06-01 22:00+00', horas => 2, posicoes => 2) as v2 \gset
select privado.versao_dos_termos(x) as f2 from public.vagas x where x.id = :'v2' \gset
update public.vagas set antecedencia_alerta_min = 60 where id = :'v2';
select is((select privado.versao_dos_termos(x) from public.vagas x where x.id = :'v2'), :'f2', 'mudar o alerta não muda a ficha');

-- Cliente antigo, sem a ficha: como antes.
select is(testes.rpc(:'bia', format('public.candidatar(%L)', :'v2')) ->> 'resultado', 'confirmada', 'sem ficha: confirma como antes');

-- Seleção: a mesma recusa, e nenhuma candidatura pendente nos termos velhos.
select testes.vaga(:'dono', '2030-06-05 20:00+00', modo => 'selecao') as v3 \gset
select privado.versao_dos_termos(x) as f3 from public.vagas x where x.id = :'v3' \gset
select is(testes.erro(:'dono', format('public.editar_vaga(%L, valor_centavos => 6000)', :'v3')), 'sem erro', 'seleção editada');
select is(testes.erro(:'bia', format('public.candidatar(%L, %L)', :'v3', :'f3')), 'PT409 vaga_alterada',
          'seleção com a ficha velha: vaga_alterada, sem candidatura');
select * from finish();
rollback;
