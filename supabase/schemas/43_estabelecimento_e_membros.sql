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

-- Convida um e-mail para o estabelecimento do administrador; o convite é aceito no cadastro
-- (dado "convite" = id do estabelecimento) ou por aceitar_convite de uma conta de contratante.
-- Regras: membros.
create or replace function public.convidar_membro(email text, papel text default 'operador',
                                                  estabelecimento_id uuid default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  eid uuid := privado.exigir_administrador(c.id, convidar_membro.estabelecimento_id);
  e text := lower(trim(normalize(coalesce(email, ''), nfkc)));
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
  insert into public.convites(estabelecimento_id, email, papel, convidado_por, em)
  values (eid, e, papel::public.papel_membro, c.id, privado.agora())
  on conflict on constraint convites_pkey do update set papel = excluded.papel, convidado_por = excluded.convidado_por, em = excluded.em;
  return jsonb_build_object('estabelecimento_id', eid, 'email', e, 'papel', papel,
                            'vence_em', privado.agora() + privado.validade_convite());
end $$;

-- Entra no estabelecimento que convidou o e-mail desta conta. Uma pessoa age por um
-- estabelecimento só: membro de outro sai de lá antes (remover_membro a si mesma). Convite
-- vencido (privado.validade_convite()) não vale; o administrador convida de novo.
-- Regras: membros.
create or replace function privado.entrar_por_convite(conta uuid, email_da_conta text, estab uuid) returns text
language plpgsql set search_path = '' as $$
declare
  p public.papel_membro;
  em_convite timestamptz;
  outro text;
begin
  select v.papel, v.em into p, em_convite from public.convites v
   where v.estabelecimento_id = estab and v.email = email_da_conta;
  if p is null then
    perform privado.recusar('PT404', 'sem_convite', 'Não há convite deste estabelecimento para o seu e-mail.');
  end if;
  if em_convite + privado.validade_convite() <= privado.agora() then
    perform privado.recusar('PT409', 'convite_vencido',
      format('Este convite venceu (vale %s dias). Peça ao administrador um convite novo.',
             extract(day from privado.validade_convite())),
      jsonb_build_object('venceu_em', em_convite + privado.validade_convite()));
  end if;
  select e.nome into outro from public.membros m join public.estabelecimentos e on e.id = m.estabelecimento_id
   where m.conta_id = conta and m.estabelecimento_id <> estab order by m.papel, e.criado_em limit 1;
  if outro is not null then
    perform privado.recusar('PT409', 'membro_de_outro',
      format('Você já é membro de %s, e uma conta age por um estabelecimento só. Saia de %s antes '
             || '(frila membros remover com o seu id, ou peça ao administrador de lá) e aceite de novo.', outro, outro),
      jsonb_build_object('estabelecimento', outro));
  end if;
  delete from public.convites v where v.estabelecimento_id = estab and v.email = email_da_conta;
  insert into public.membros(estabelecimento_id, conta_id, papel) values (estab, conta, p)
  on conflict do nothing;
  return p::text;
end $$;

-- Regras: membros.
create or replace function public.aceitar_convite(estabelecimento_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('contratante');
  p text := privado.entrar_por_convite(c.id, c.email, aceitar_convite.estabelecimento_id);
begin
  return jsonb_build_object('estabelecimento_id', aceitar_convite.estabelecimento_id, 'papel', p);
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
-- e até quando vale, e o aceita (aceitar_convite) sem precisar do código.
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
