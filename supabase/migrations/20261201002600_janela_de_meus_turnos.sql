-- A janela de dias para trás de meus_turnos vira função, como os outros limites: o teste
-- LimitesIguaisAoBanco a compara com Limites.diasDeTurnosPassadosNaLista (o cache offline
-- do cliente lê a mesma janela), e o pgTAP 32 prova que meus_turnos corta nela.
create or replace function privado.dias_turnos_passados_na_lista() returns integer language sql immutable as $$ select 30 $$;

-- Os atuais e futuros primeiro; dos passados, os mais recentes.
create or replace function public.meus_turnos() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  c public.contas := privado.conta_do_chamador('profissional');
  agora timestamptz := privado.agora();
begin
  return coalesce((
    select jsonb_agg(privado.turno_json(x.id, c.id, agora) order by x.ini, x.id)
      from (select t.id, lower(t.periodo) as ini from public.turnos t
             where t.profissional_id = c.id
               and upper(t.periodo) > agora - make_interval(days => privado.dias_turnos_passados_na_lista())
               and (t.estado <> 'cancelada' or t.cancelado_em > agora - interval '7 days')
             order by (upper(t.periodo) <= agora),
                      case when upper(t.periodo) > agora then lower(t.periodo) end,
                      lower(t.periodo) desc, t.id
             limit privado.itens_max_lista()) x), '[]'::jsonb);
end $$;

revoke execute on function privado.dias_turnos_passados_na_lista() from public, anon, authenticated;
