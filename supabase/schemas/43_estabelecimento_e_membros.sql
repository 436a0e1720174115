-- Membros de um estabelecimento: o administrador convida, a pessoa aceita (no cadastro ou
-- depois), o administrador remove; qualquer membro vê a lista. RF26 já vale para todos os
-- membros (privado.bloqueado olha o estabelecimento).

-- O chamador precisa ser administrador do estabelecimento (o pedido ou o seu primeiro).
-- Regras: membros (administrador gere membros, publica, edita e cancela).
create or replace function privado.exigir_administrador(conta uuid, pedido uuid default null) returns uuid
language plpgsql stable set search_path = '' as $$
declare eid uuid := privado.estabelecimento_do(conta, pedido);
begin
  if not exists (select 1 from public.membros m where m.estabelecimento_id = eid and m.conta_id = conta
                                                  and m.papel = 'administrador') then
    perform privado.recusar('PT403', 'so_administrador', 'Só o administrador do estabelecimento pode fazer isto.');
  end if;
  return eid;
end $$;

-- O SHA-256 de um código de convite: o que a tabela guarda e onde o código é procurado.
-- Regras: membros.
create or replace function privado.hash_do_convite(codigo uuid) returns bytea
language sql immutable set search_path = '' as $$
  select extensions.digest(lower(codigo::text), 'sha256')
$$;

-- Convida um e-mail para o estabelecimento do administrador. A resposta traz o código do
-- convite, um segredo novo a cada convite (convidar de novo troca o código, e o antigo deixa
-- de valer): só quem tem o código E entra com o e-mail convidado vira membro, no cadastro
-- (dado "convite" = código) ou por aceitar_convite. O e-mail sozinho não prova nada (ninguém
-- confirma que a pessoa é dona dele quando a confirmação de e-mail está desligada), e o id do
-- estabelecimento é público.
-- Regras: membros.
create or replace function public.convidar_membro(email text, papel text default 'operador',
                                                  estabelecimento_id uuid default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  eid uuid := privado.exigir_administrador(c.id, convidar_membro.estabelecimento_id);
  e text := lower(trim(normalize(coalesce(email, ''), nfkc)));
  codigo uuid := gen_random_uuid();
begin
  if papel is null or papel not in ('administrador', 'operador') then
    perform privado.recusar('PT422', 'valor_invalido', 'O papel é administrador ou operador.', '{"campo":"papel"}');
  end if;
  if e !~ '^[a-z0-9!#$%&''*+/=?^_`{|}~.-]+@[a-z0-9.-]+\.[a-z]{2,63}$' or char_length(e) > privado.tamanho_max_email() then
    perform privado.recusar('PT422', 'valor_invalido', 'E-mail inválido.', '{"campo":"email"}');
  end if;
  if exists (select 1 from public.membros m join public.contas x on x.id = m.conta_id
              where m.estabelecimento_id = eid and x.email = e) then
    perform privado.recusar('PT409', 'ja_e_membro', 'Esta pessoa já é membro do estabelecimento.');
  end if;
  -- O perfil não muda (RN25): um convite a uma conta de profissional ficaria pendente para sempre.
  if exists (select 1 from public.contas x where x.email = e and x.perfil = 'profissional') then
    perform privado.recusar('PT409', 'email_de_profissional',
      'Este e-mail é de uma conta de profissional, que não vira membro de estabelecimento (o perfil não muda). '
      || 'Convide um e-mail de contratante ou um e-mail ainda sem conta.', '{"campo":"email"}');
  end if;
  insert into public.convites(estabelecimento_id, email, papel, convidado_por, em, codigo_hash)
  values (eid, e, papel::public.papel_membro, c.id, privado.agora(), privado.hash_do_convite(codigo))
  on conflict on constraint convites_pkey do update
    set papel = excluded.papel, convidado_por = excluded.convidado_por, em = excluded.em, codigo_hash = excluded.codigo_hash;
  return jsonb_build_object('estabelecimento_id', eid, 'email', e, 'papel', papel, 'codigo', codigo,
                            'vence_em', privado.agora() + privado.validade_convite());
end $$;

-- O convite deste código para este e-mail (nulo se o código não existe ou é de outro e-mail:
-- a mesma resposta, para o código não dizer a quem foi feito).
-- Regras: membros.
create or replace function privado.convite_do_codigo(codigo uuid, email_da_conta text) returns public.convites
language sql stable set search_path = '' as $$
  select v.* from public.convites v
   where v.codigo_hash = privado.hash_do_convite(codigo) and v.email = email_da_conta
$$;

-- Entra no estabelecimento do convite deste código, feito para o e-mail desta conta. Uma pessoa
-- age por um estabelecimento só: membro de outro sai de lá antes (remover_membro a si mesma).
-- Convite vencido (privado.validade_convite()) não vale; o administrador convida de novo.
-- Devolve {"estabelecimento_id","estabelecimento":{id,nome},"papel"}.
-- Regras: membros.
create or replace function privado.entrar_por_convite(conta uuid, email_da_conta text, codigo uuid) returns jsonb
language plpgsql set search_path = '' as $$
declare
  v public.convites := privado.convite_do_codigo(codigo, email_da_conta);
  outro text;
begin
  if v.estabelecimento_id is null then
    perform privado.recusar('PT404', 'sem_convite',
      'Não há convite com este código para o seu e-mail. Confira o código com quem convidou (convidar de novo troca o código).');
  end if;
  if v.em + privado.validade_convite() <= privado.agora() then
    perform privado.recusar('PT409', 'convite_vencido',
      format('Este convite venceu (vale %s dias). Peça ao administrador um convite novo.',
             extract(day from privado.validade_convite())),
      jsonb_build_object('venceu_em', v.em + privado.validade_convite()));
  end if;
  select e.nome into outro from public.membros m join public.estabelecimentos e on e.id = m.estabelecimento_id
   where m.conta_id = conta and m.estabelecimento_id <> v.estabelecimento_id order by m.papel, e.criado_em limit 1;
  if outro is not null then
    perform privado.recusar('PT409', 'membro_de_outro',
      format('Você já é membro de %s, e uma conta age por um estabelecimento só. Saia de %s antes '
             || '(frila membros remover com o seu id, ou peça ao administrador de lá) e aceite de novo.', outro, outro),
      jsonb_build_object('estabelecimento', outro));
  end if;
  delete from public.convites x where x.estabelecimento_id = v.estabelecimento_id and x.email = email_da_conta;
  insert into public.membros(estabelecimento_id, conta_id, papel) values (v.estabelecimento_id, conta, v.papel)
  on conflict do nothing;
  return (select jsonb_build_object('estabelecimento_id', e.id, 'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome),
                                    'papel', v.papel)
            from public.estabelecimentos e where e.id = v.estabelecimento_id);
end $$;

-- Regras: membros.
create or replace function public.aceitar_convite(codigo uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
begin
  return privado.entrar_por_convite(c.id, c.email, aceitar_convite.codigo);
end $$;

-- Tira um membro (ou desfaz um convite pendente pelo e-mail); o último administrador fica.
-- Qualquer membro tira a si mesmo (sair, para aceitar o convite de outro estabelecimento).
-- Regras: membros.
create or replace function public.remover_membro(conta_id uuid default null, email text default null,
                                                 estabelecimento_id uuid default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  eid uuid := case when remover_membro.conta_id = c.id
                   then privado.estabelecimento_do(c.id, remover_membro.estabelecimento_id)
                   else privado.exigir_administrador(c.id, remover_membro.estabelecimento_id) end;
  n integer;
begin
  if remover_membro.conta_id is not null then
    if (select m.papel from public.membros m where m.estabelecimento_id = eid and m.conta_id = remover_membro.conta_id) = 'administrador'
       and (select count(*) from public.membros m where m.estabelecimento_id = eid and m.papel = 'administrador') = 1 then
      perform privado.recusar('PT409', 'ultimo_administrador', 'O estabelecimento precisa de ao menos um administrador.');
    end if;
    delete from public.membros m where m.estabelecimento_id = eid and m.conta_id = remover_membro.conta_id;
  else
    delete from public.convites v where v.estabelecimento_id = eid
       and v.email = lower(trim(normalize(coalesce(remover_membro.email, ''), nfkc)));
  end if;
  get diagnostics n = row_count;
  if n = 0 then
    perform privado.recusar('PT404', 'nao_encontrado', 'Não há membro nem convite com esse dado neste estabelecimento.');
  end if;
  return jsonb_build_object('removido', true);
end $$;

-- Regras: membros (qualquer membro vê quem mais é).
create or replace function public.membros_do_estabelecimento(estabelecimento_id uuid default null) returns jsonb
language plpgsql security definer stable set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  eid uuid := privado.estabelecimento_do(c.id, membros_do_estabelecimento.estabelecimento_id);
begin
  return jsonb_build_object(
    'estabelecimento_id', eid,
    'membros', coalesce((select jsonb_agg(jsonb_build_object('conta_id', x.id, 'nome', x.nome, 'email', x.email,
                                                             'papel', m.papel) order by m.papel, x.nome)
                           from public.membros m join public.contas x on x.id = m.conta_id
                          where m.estabelecimento_id = eid), '[]'),
    'convites', coalesce((select jsonb_agg(jsonb_build_object('email', v.email, 'papel', v.papel, 'em', v.em,
                                                              'vence_em', v.em + privado.validade_convite(),
                                                              'estado', case when v.em + privado.validade_convite() <= privado.agora()
                                                                             then 'vencido' else 'pendente' end) order by v.em)
                            from public.convites v where v.estabelecimento_id = eid), '[]'));
end $$;

-- Os convites para o e-mail desta conta, que ainda valem: a pessoa vê de onde veio o convite
-- e até quando vale; aceitar pede o código que quem convidou recebeu (o e-mail não basta).
-- Regras: membros.
create or replace function public.meus_convites() returns jsonb
language plpgsql security definer stable set search_path = '' as $$
declare c public.contas := privado.conta_do_chamador('contratante');
begin
  return coalesce((select jsonb_agg(jsonb_build_object(
                     'estabelecimento', jsonb_build_object('id', e.id, 'nome', e.nome),
                     'papel', v.papel, 'em', v.em, 'vence_em', v.em + privado.validade_convite(),
                     'convidado_por', jsonb_build_object('id', q.id, 'nome', q.nome)) order by v.em)
                     from public.convites v
                     join public.estabelecimentos e on e.id = v.estabelecimento_id
                     join public.contas q on q.id = v.convidado_por
                    where v.email = c.email
                      and v.em + privado.validade_convite() > privado.agora()
                      and not privado.eh_membro(v.estabelecimento_id, c.id)), '[]');
end $$;
