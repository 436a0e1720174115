-- Caso 7 (RN24): seleção para vaga que começa em menos de 24 h é recusada; a que chega a
-- 24 h do início sem escolha é fechada e libera os candidatos. E escolher_candidato.
begin;
\ir ajudantes.psql
select plan(20);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Sete') as dono \gset
select testes.contratante('Alheio Sete', 'Bar Alheio') as alheio \gset
select testes.prof('Caio Cand', 0.01) as c1 \gset
select testes.prof('Dora Cand', 0.011) as c2 \gset
select testes.prof('Eva Cand', 0.012) as c3 \gset

select is(testes.erro(:'dono', $$public.publicar_vaga('garcom', '2030-03-02 11:59+00', '2030-03-02 18:00+00', 12000, true, false, false, 'selecao', 1, 'SCLS 405, Asa Sul', -15.81, -47.89)$$),
          'PT422 selecao_com_menos_de_24h', 'caso 7: seleção começando em 23h59 é recusada');
select is(testes.rpc(:'dono', $$public.publicar_vaga('garcom', '2030-03-02 12:00+00', '2030-03-02 18:00+00', 12000, true, false, false, 'selecao', 2, 'SCLS 405, Asa Sul', -15.81, -47.89)$$) ->> 'modo',
          'selecao', 'seleção com 24 h de antecedência é aceita');
select throws_ok(format($$insert into public.vagas(estabelecimento_id, publicada_por, funcao, inicio, fim, valor_centavos, refeicao, transporte,
                          exige_material_proprio, modo, endereco, bairro, ponto, publicada_em)
                          values (%L, %L, 'garcom', '2030-03-02 10:00+00', '2030-03-02 16:00+00', 12000, true, true, true, 'selecao',
                                  'x', 'x', privado.ponto(0, 0), '2030-03-01 12:00+00')$$, testes.estab(:'dono'), :'dono'),
                 '23514', null, 'RN24 também no banco (CHECK selecao_com_24h)');

-- Vaga de seleção (início 2030-03-03 18:00); três candidatos.
select testes.vaga(:'dono', '2030-03-03 18:00+00', modo => 'selecao', posicoes => 2) as v \gset
select (testes.candidatar(:'c1', :'v') ->> 'candidatura_id') as k1 \gset
select (testes.candidatar(:'c2', :'v') ->> 'candidatura_id') as k2 \gset
select (testes.candidatar(:'c3', :'v') ->> 'candidatura_id') as k3 \gset
select is(jsonb_array_length((select x -> 'candidaturas' from jsonb_array_elements(testes.rpc(:'dono', 'public.minhas_vagas()')) x
                               where x ->> 'vaga_id' = :'v')), 3, 'o contratante vê os candidatos');
select is(testes.erro(:'alheio', format('public.escolher_candidato(%L)', :'k1')), 'PT403 nao_autorizado',
          'contratante de outro estabelecimento não escolhe');
select is(testes.erro(:'c1', format('public.escolher_candidato(%L)', :'k1')), 'PT403 perfil_incorreto',
          'profissional não escolhe');
select is(testes.erro(:'dono', format('public.escolher_candidato(%L)', gen_random_uuid())), 'PT404 candidatura_nao_encontrada',
          'candidatura inexistente');
select testes.rpc(:'dono', format('public.escolher_candidato(%L)', :'k1')) as t1 \gset
select is(array[:'t1'::jsonb ->> 'estado', :'t1'::jsonb -> 'profissional' ->> 'id'], array['confirmada', :'c1'],
          'escolher confirma o turno do candidato');
select is(testes.rpc(:'dono', format('public.escolher_candidato(%L)', :'k1')) ->> 'turno_id', :'t1'::jsonb ->> 'turno_id',
          'escolher de novo devolve o mesmo turno');
select is((select estado::text from public.candidaturas where id = :'k1'), 'aceita', 'candidatura escolhida fica aceita');

-- A 24 h do início sem escolha para a segunda posição: fecha e libera os pendentes.
select privado.executar_agendador('2030-03-02 17:59+00') as _ \gset
select is((select estado::text from public.candidaturas where id = :'k2'), 'pendente', 'antes de 24 h nada fecha');
select is(privado.executar_agendador('2030-03-02 18:00+00') ->> 'selecao_fechadas', '1', 'caso 7: a 24 h do início a seleção fecha');
select is((select array_agg(estado::text order by id) from public.candidaturas where id in (:'k2', :'k3')),
          array['expirada', 'expirada'], 'caso 7: os candidatos pendentes são liberados');
select is((select count(*) from public.posicoes where vaga_id = :'v' and estado = 'aberta'), 0::bigint, 'nenhuma posição fica aberta');
select is((select estado::text from public.vagas where id = :'v'), 'preenchida', 'a escolha feita continua valendo');
select is((select estado::text from public.turnos where id = (:'t1'::jsonb ->> 'turno_id')::uuid), 'confirmada', 'o turno escolhido segue');
select testes.relogio('2030-03-02 18:01+00');
select is(testes.erro(:'c2', format('public.candidatar(%L)', :'v')), 'PT410 vaga_encerrada', 'depois de fechada, candidatar é recusado');

select testes.vaga(:'dono', '2030-03-10 18:00+00', modo => 'selecao') as v2 \gset
select (testes.candidatar(:'c2', :'v2') ->> 'candidatura_id') as k4 \gset
select privado.executar_agendador('2030-03-09 18:00+00') as _ \gset
select is((select estado::text from public.vagas where id = :'v2'), 'encerrada', 'caso 7: sem nenhuma escolha, a vaga é encerrada');
select is(testes.erro(:'dono', format('public.escolher_candidato(%L)', :'k4')), 'PT410 vaga_encerrada',
          'escolher depois de fechada é recusado');
select is(testes.erro(:'c2', format('public.candidatar(%L)', :'v2')), 'PT410 vaga_encerrada',
          'candidatar de novo à vaga fechada é recusado');
select * from finish();
rollback;
