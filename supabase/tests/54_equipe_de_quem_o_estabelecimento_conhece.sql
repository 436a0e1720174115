-- RN05/RF26: a equipe de confiança é de quem o estabelecimento conhece pelo trabalho (teve
-- turno ou se candidatou numa vaga dele); um id qualquer não entra. A recusa é a mesma para
-- id inexistente e para quem não tem relação, e o bloqueio que ELA fez não muda nenhuma
-- resposta de incluir_na_equipe (o estabelecimento não descobre que foi bloqueado).
begin;
\ir ajudantes.psql
select plan(12);
select testes.relogio('2030-03-01 12:00+00');
select testes.contratante('Dono Conhece', 'Bar Conhece') as dono \gset
select testes.contratante('Dono Vizinho', 'Bar Vizinho') as viz \gset

-- A recusa inteira (código, chave e frase), para comparar respostas.
create function testes.recusa_inteira(conta uuid, chamada text) returns text language plpgsql as $$
declare cod text; msg text; det text; h text;
begin
  perform testes.rpc(conta, chamada);
  return 'sem erro';
exception when others then
  get stacked diagnostics cod = returned_sqlstate, msg = message_text, det = pg_exception_detail, h = pg_exception_hint;
  return concat_ws(' | ', cod, msg, det, h);
end $$;
grant execute on function testes.recusa_inteira(uuid, text) to authenticated;

select testes.prof('Estranha Conhece', 0.3) as estranha \gset
select testes.prof('Vizinha Conhece', 0.3) as vizinha \gset
select testes.prof('Candidata Conhece', 0.3) as candidata \gset
select testes.prof('Turno Conhece', 0.01) as trabalhou \gset
select testes.prof('Bloqueou Conhece', 0.3) as bloqueou \gset
select testes.prof('Igual Conhece', 0.3) as igual \gset

-- Sem relação: a mesma recusa que um id que não existe.
select is(testes.erro(:'dono', format('public.incluir_na_equipe(%L)', :'estranha')), 'PT404 profissional_nao_encontrado',
          'profissional sem turno nem candidatura aqui: recusada');
select is(testes.recusa_inteira(:'dono', format('public.incluir_na_equipe(%L)', :'estranha')),
          testes.recusa_inteira(:'dono', format('public.incluir_na_equipe(%L)', gen_random_uuid())),
          'a recusa é a mesma de um id inexistente (não confirma que o id existe)');
select is((select count(*)::int from public.equipe_confianca where profissional_id = :'estranha'), 0, 'e não entrou');

-- Quem se candidatou ou trabalhou noutro estabelecimento não conta aqui.
select testes.vaga(:'viz', '2030-03-05 18:00+00', modo => 'selecao', dlat => 0.3) as vviz \gset
select testes.candidatar(:'vizinha', :'vviz') as _ \gset
select is(testes.erro(:'dono', format('public.incluir_na_equipe(%L)', :'vizinha')), 'PT404 profissional_nao_encontrado',
          'candidata de outro estabelecimento: recusada');

-- Candidatou-se (seleção, pendente) ou teve turno aqui: entra.
select testes.vaga(:'dono', '2030-03-06 18:00+00', modo => 'selecao', dlat => 0.3) as vsel \gset
select testes.candidatar(:'candidata', :'vsel') as _ \gset
select is(testes.erro(:'dono', format('public.incluir_na_equipe(%L)', :'candidata')), 'sem erro', 'candidata daqui: entra');
select testes.vaga(:'dono', '2030-03-07 18:00+00') as vurg \gset
select testes.turno(:'trabalhou', :'vurg') as _ \gset
select is(testes.erro(:'dono', format('public.incluir_na_equipe(%L)', :'trabalhou')), 'sem erro', 'com turno aqui: entra');

-- As duas se candidatam; uma bloqueia o estabelecimento (a candidatura dela acaba retirada,
-- como uma desistência). Incluir as duas: a mesma resposta, e as duas na lista.
select testes.candidatar(:'bloqueou', :'vsel') as _ \gset
select testes.candidatar(:'igual', :'vsel') as _ \gset
select testes.rpc(:'bloqueou', format('public.bloquear(%L)', testes.estab(:'dono'))) as _ \gset
select testes.rpc(:'igual', format('public.retirar_candidatura(%L)',
                  (select id from public.candidaturas where profissional_id = :'igual'))) as _ \gset
select is(testes.recusa_inteira(:'dono', format('public.incluir_na_equipe(%L)', :'bloqueou')),
          testes.recusa_inteira(:'dono', format('public.incluir_na_equipe(%L)', :'igual')),
          'quem bloqueou e quem não bloqueou: a mesma resposta');
select is(testes.recusa_inteira(:'dono', format('public.incluir_na_equipe(%L)', :'bloqueou')), 'sem erro',
          'e é um 204, não um 409 bloqueado');
select ok(exists (select 1 from jsonb_array_elements(testes.rpc(:'dono', 'public.minha_equipe()')) x
                   where x -> 'profissional' ->> 'id' = :'bloqueou'),
          'ela aparece na equipe como qualquer outra');

-- O bloqueio dela vence a equipe: a vaga a 33 km chega à outra, não a ela.
select testes.so_os_meus_recebem();
select testes.vaga(:'dono', '2030-03-08 18:00+00') as vlonge \gset
select is((select array_agg(profissional_id order by profissional_id) from privado.elegiveis(:'vlonge')
            where profissional_id in (:'bloqueou', :'igual')), array[:'igual'::uuid],
          'elegível: só a que não bloqueou (a equipe não passa por cima do bloqueio)');
select ok(not privado.alcanca(:'bloqueou', :'vlonge') and privado.alcanca(:'igual', :'vlonge'),
          'o feed dela não a alcança; o da outra sim');

-- O perfil: profissional não inclui ninguém.
select is(testes.erro(:'candidata', format('public.incluir_na_equipe(%L)', :'igual')), 'PT403 perfil_incorreto',
          'incluir é do contratante');
select * from finish();
rollback;
