-- Nome e endereço de estabelecimento só com letras latinas (a a z depois de tirar o acento); o
-- WhatsApp é um telefone do Brasil, gravado numa forma só; e o bloqueio que a profissional faz
-- se lê, do lado do estabelecimento, igual a uma retirada (avisos, listas e campainhas).
begin;
\ir ajudantes.psql
select plan(59);
select testes.relogio('2030-03-01 12:00+00');

-- Letras fonéticas e do latino estendido: fora, sem tabela de sósias.
select ok(privado.fora_do_latim(n), 'fora do latim: ' || n) from unnest(array[
  E'Ba\u027e do Ce\u027e\u027eado', E'B\u0250r do Cerr\u0250do', E'Bar do C\u0258rrado', E'Bar d\u0275 Cerrad\u0275',
  E'Bar \u1d91o Cerra\u1d91o', E'Ba\u0279 do Cerrado', E'Ba\u027a', E'Ba\u027b', E'Ba\u027c', E'Ba\u027d', E'Ba\u1d72',
  E'Ba\ua75b', E'B\u1d8fr', E'B\u1e9ar', E'B\u2c65r', E'B\u0259r', E'B\u025br', E'B\u0247r',
  E'B\u1d11r', E'B\u0254r', E'B\u0430r', E'Bar \u0142']) n;
-- ȯ e ȓ são o e r com acento (NFD): passam aqui e o esqueleto os lê como o e r.
select ok(not privado.fora_do_latim(n), 'latino: ' || n) from unnest(array[
  'Bar do Cerrado', 'Buffet Ipê Amarelo', 'Casa Paranoá', 'Açaí & Cia.', 'Café São João, 1º andar 🍺',
  'CLS 405 Bloco B Loja 12, Asa Sul', 'SHIS QI 11 Bloco F - Lago Sul (térreo) nº 3', 'Bar do Zé – 24h',
  'Sushi 寿司', E'Restaurante \u00c1rabe \u0627\u0644\u0634\u0627\u0645']) n;

-- A frase da recusa de um cadastro (o detail do validation_failed).
create function testes.recusa(email text, dados jsonb) returns text language plpgsql as $$
declare det text;
begin
  perform testes.usuario(email, dados);
  return 'sem erro';
exception when others then
  get stacked diagnostics det = pg_exception_detail;
  return det;
end $$;

-- No cadastro: o nome IPA no endereço do Bar do Cerrado é recusado com a frase do alfabeto latino.
select testes.usuario('real.latim@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Dona Real',
  'estabelecimento', jsonb_build_object('nome', 'Empório Latino', 'endereco', 'CLN 210 Bloco C Loja 5',
                                        'lat', -15.70, 'lng', -47.70, 'documento', testes.cnpj()))) as real \gset
select matches(testes.recusa('ipa.latim@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Sósia',
  'estabelecimento', jsonb_build_object('nome', E'Empó\u027eio Latino', 'endereco', 'CLN 210 Bloco C Loja 5',
                                        'lat', -15.70, 'lng', -47.70, 'documento', testes.cnpj()))),
  'alfabeto latino', 'nome com ɾ: recusado pela régua do alfabeto latino');
select matches(testes.recusa('ipa2.latim@teste.dev', jsonb_build_object('perfil', 'contratante', 'nome', 'Sósia',
  'estabelecimento', jsonb_build_object('nome', 'Outro Nome', 'endereco', E'CLN 211 Bl\u0254co B',
                                        'lat', -15.71, 'lng', -47.71, 'documento', testes.cnpj()))),
  'endereço com letras do alfabeto latino', 'endereço com ɔ: recusado');

-- WhatsApp: uma forma só; o que não é telefone não é número.
select is(privado.whatsapp_normalizado(w), f, w) from (values
  ('+55 61 99101-2233', '+55 61 99101-2233'), ('(61) 99101-2233', '+55 61 99101-2233'),
  ('61991012233', '+55 61 99101-2233'), ('+5561991012233', '+55 61 99101-2233'),
  ('55 61 99101-2233', '+55 61 99101-2233'), ('(61) 3123-4567', '+55 61 3123-4567')) v(w, f);
select is(privado.whatsapp_normalizado(w), null, 'não é telefone: ' || w) from unnest(array[
  'https://bit.ly/x', '<script>', 'ligue p/ gerente', E'+55 61 9\u04301234-5678', E'+55\u168061 91234-5678',
  '+1 202 555 0100', '991012233', '+55 61 99101-22334', '+55 01 99101-2233', '61 8101-2233 ramal 2']) w;
select matches(testes.recusa('zap.latim@teste.dev', '{"perfil":"profissional","nome":"Zap","funcoes":["garcom"],"lat":0,"lng":0,"whatsapp":"https://bit.ly/x"}'::jsonb),
  'telefone do Brasil com DDD', 'cadastro: link no WhatsApp recusado');
select testes.usuario('zap2.latim@teste.dev', '{"perfil":"profissional","nome":"Zap Dois","funcoes":["garcom"],"lat":0,"lng":0,"whatsapp":"(61) 99101-2233"}'::jsonb) as z \gset
select is((select whatsapp from public.contas where id = :'z'), '+55 61 99101-2233', 'cadastro: gravado na forma única');
select is(testes.erro(:'z', $$public.editar_perfil(whatsapp => 'ligue p/ gerente')$$), 'PT422 whatsapp_invalido', 'editar: texto no WhatsApp recusado');
select is(testes.rpc(:'z', $$public.editar_perfil(whatsapp => '61 3123 4567')$$) ->> 'whatsapp', '+55 61 3123-4567', 'editar: forma única');
select throws_ok($$update public.contas set whatsapp = '<script>' where email = 'zap2.latim@teste.dev'$$, '23514', null,
  'a tabela também recusa');

-- Bloqueio = retirada, do lado do estabelecimento.
select testes.so_os_meus_recebem();
select testes.contratante('Dono Bloq Latim', 'Bar Bloq Latim') as dono \gset
select testes.prof('Rita Retira', 0.01) as r \gset
select testes.prof('Bia Bloqueia', 0.01) as b \gset
select testes.vaga(:'dono', '2030-03-05 18:00+00', modo => 'selecao') as s \gset
select testes.vaga(:'dono', '2030-03-06 18:00+00', modo => 'selecao') as s2 \gset
select testes.candidatar(:'r', :'s') ->> 'candidatura_id' as cr \gset
select testes.candidatar(:'b', :'s2') ->> 'candidatura_id' as cb \gset
create table testes.visto as select id from realtime.messages;
create function testes.toques(conta uuid) returns text[] language sql as $$
  select coalesce(array_agg(m.event || ':' || coalesce(m.payload ->> 'tipo', '') order by m.event, m.payload ->> 'tipo'), '{}')
    from realtime.messages m where m.topic = 'conta:' || conta and m.id not in (select id from testes.visto)
$$;
select testes.relogio('2030-03-01 12:05+00');
select testes.rpc(:'r', format('public.retirar_candidatura(%L)', :'cr')) as _ \gset
select testes.toques(:'dono') as toques_retirada \gset
insert into testes.visto select id from realtime.messages on conflict do nothing;
select testes.rpc(:'b', format('public.bloquear(%L)', testes.estab(:'dono'))) as _ \gset
select is(testes.toques(:'dono'), :'toques_retirada'::text[], 'as campainhas do estabelecimento: as mesmas da retirada');
select is((select array_agg(x ->> 'tipo' order by o) from jsonb_array_elements(testes.rpc(:'dono', 'public.minhas_notificacoes()')) with ordinality a(x, o)
            where x -> 'profissional' ->> 'id' = :'b'),
          (select array_agg(x ->> 'tipo' order by o) from jsonb_array_elements(testes.rpc(:'dono', 'public.minhas_notificacoes()')) with ordinality a(x, o)
            where x -> 'profissional' ->> 'id' = :'r'),
          'os avisos de quem bloqueou: os mesmos de quem retirou (nova e retirada)');
select is((select estado::text from public.candidaturas where id = :'cb'), 'retirada', 'a candidatura dela: retirada');
select is(jsonb_array_length(testes.rpc(:'b', 'public.minhas_notificacoes()')), 0, 'e ela não vê avisos do que bloqueou');
select * from finish();
rollback;
