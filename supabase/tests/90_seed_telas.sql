-- O seed (supabase/seed.sql) dá conteúdo a cada tela. Roda depois do seed, como `supabase test db`.
begin;
\ir ajudantes.psql
select plan(18);
select id as ana from auth.users where email = 'ana@frila.dev' \gset
select id as bruno from auth.users where email = 'bruno@frila.dev' \gset
select id as carla from auth.users where email = 'carla@frila.dev' \gset

select ok(auth.users.encrypted_password = extensions.crypt('frila123', auth.users.encrypted_password),
          'senha frila123: ' || email)
  from auth.users where email in ('ana@frila.dev', 'bruno@frila.dev', 'carla@frila.dev') order by email;

select cmp_ok(jsonb_array_length(testes.rpc(:'ana', 'public.feed_vagas()')), '>=', 3, 'Ana: ≥ 3 vagas no feed');
select is((select count(distinct x ->> 'modo') from jsonb_array_elements(testes.rpc(:'ana', 'public.feed_vagas()')) x),
          2::bigint, 'Ana: feed com vagas de urgência e de seleção');
select is((select count(*) from jsonb_array_elements(testes.rpc(:'ana', 'public.meus_turnos()')) x
            where x ->> 'estado' = 'confirmada' and (x -> 'vaga' ->> 'inicio')::timestamptz > now()
              and (x -> 'vaga' ->> 'inicio')::timestamptz < now() + interval '1 hour'),
          1::bigint, 'Ana: um turno confirmado começando em menos de 1 h');
select is((select count(*) from jsonb_array_elements(testes.rpc(:'ana', 'public.meus_turnos()')) x
            where (x ->> 'pode_avaliar')::boolean and x ->> 'verificacao' = 'verificado'),
          1::bigint, 'Ana: um turno terminado e verificado para avaliar');
select is(testes.rpc(:'ana', 'public.meu_perfil()') -> 'reputacao' ->> 'positivas', '6', 'Ana: 6 ...');
select is(testes.rpc(:'ana', 'public.meu_perfil()') -> 'reputacao' ->> 'total', '7', '... de 7');
select is(testes.rpc(:'ana', 'public.meu_perfil()') -> 'funcoes', '["garcom", "bartender"]'::jsonb, 'Ana: garçom e bartender');
select cmp_ok(jsonb_array_length(testes.rpc(:'bruno', 'public.vagas_em_alerta()') -> 'vagas'), '>=', 1, 'Bruno: vaga em alerta');
select cmp_ok(jsonb_array_length(testes.rpc(:'bruno', 'public.checkins_pendentes()')), '>=', 1, 'Bruno: check-in manual esperando');
select is(testes.rpc(:'bruno', 'public.meu_perfil()') -> 'estabelecimento' ->> 'nome', 'Bar do Cerrado', 'Bruno: Bar do Cerrado');
select is(testes.rpc(:'carla', 'public.meu_perfil()') -> 'reputacao',
          '{"total":0,"positivas":0,"taxa_comparecimento":null,"turnos_considerados":0}'::jsonb, 'Carla: sem histórico');
select cmp_ok(jsonb_array_length(testes.rpc(:'ana', 'public.minhas_notificacoes()')), '>=', 3, 'Ana: notificações entregues');
select ok(exists (select 1 from jsonb_array_elements(testes.rpc(:'bruno', 'public.minhas_vagas()')) x
                   where x ->> 'modo' = 'selecao' and jsonb_array_length(x -> 'candidaturas') >= 2),
          'Bruno: vaga de seleção com candidatos para escolher');
select cmp_ok(jsonb_array_length(testes.rpc(:'bruno', 'public.vagas_em_alerta()') -> 'atrasados'), '>=', 1, 'Bruno: turno atrasado');
-- Um candidato do seed que a tela oferece com "Enter escolhe" precisa poder ser escolhido.
select is((select count(*) from public.candidaturas c join public.vagas v on v.id = c.vaga_id
            join public.profissionais p on p.conta_id = c.profissional_id
            where c.estado = 'pendente' and not (v.funcao = any (p.funcoes))),
          0::bigint, 'seed: todo candidato pendente tem a função da vaga');
select * from finish();
rollback;
