-- A vaga cancelada inteira diz quando, por quem e por quê também em minhas_vagas (a lista
-- que a tela Vagas lê), não só no detalhe_vaga; antes do cancelamento, nada.
begin;
\ir ajudantes.psql
select plan(5);
select testes.relogio('2030-05-01 12:00+00');
select testes.contratante('Dono Lista', 'Bar Lista') as dono \gset
select testes.vaga(:'dono', '2030-05-03 20:00+00') as v \gset

select is((select y -> 'cancelamento' from jsonb_array_elements(testes.rpc(:'dono', 'public.minhas_vagas()')) y
            where y ->> 'vaga_id' = :'v'), 'null'::jsonb, 'publicada: sem cancelamento');

select testes.relogio('2030-05-01 13:15+00');
select testes.rpc(:'dono', format('public.cancelar_vaga(%L, %L)', :'v', 'Evento adiado')) as _ \gset
select (select y -> 'cancelamento' from jsonb_array_elements(testes.rpc(:'dono', 'public.minhas_vagas()')) y
         where y ->> 'vaga_id' = :'v') as c \gset
select is(((:'c'::jsonb) ->> 'em')::timestamptz, '2030-05-01 13:15+00'::timestamptz, 'quando');
select is((:'c'::jsonb) ->> 'motivo', 'Evento adiado', 'por quê');
select is((:'c'::jsonb) -> 'autor' ->> 'nome', 'Dono Lista', 'quem');
select is(testes.rpc(:'dono', format('public.detalhe_vaga(%L)', :'v')) -> 'cancelamento', :'c'::jsonb,
          'o detalhe diz o mesmo');
select * from finish();
rollback;
