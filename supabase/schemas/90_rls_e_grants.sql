-- RLS e grants. Nenhuma tabela é alcançável diretamente pelos papéis da API (RLS ligada, sem
-- políticas, sem grants): todo acesso passa pelas RPCs security definer. Só as RPCs abaixo
-- são executáveis, e só por authenticated; nada de privado é executável pelos papéis da API.
-- Vem por último: os revokes valem para todas as funções já criadas.
do $$
declare t text;
begin
  foreach t in array array['contas','profissionais','estabelecimentos','membros','vagas','posicoes',
    'candidaturas','turnos','avaliacoes','despachos','bloqueios','equipe_confianca','ocorrencias','avisos','convites'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from public, anon, authenticated', t);
  end loop;
end $$;

revoke execute on all functions in schema public from public, anon;
revoke execute on all functions in schema privado from public, anon, authenticated;

grant execute on function public.feed_vagas() to authenticated;
grant execute on function public.candidatar(uuid, text) to authenticated;
grant execute on function public.meus_turnos() to authenticated;
grant execute on function public.turno_por_id(uuid) to authenticated;
grant execute on function public.editar_perfil(text, text, text[], double precision, double precision, boolean),
  public.exportar_meus_dados(), public.previa_excluir_conta(), public.excluir_minha_conta(text)
  to authenticated;
grant execute on function public.fazer_checkin(uuid, double precision, public.instante) to authenticated;
grant execute on function public.fazer_checkout(uuid, double precision, public.instante) to authenticated;
grant execute on function public.avaliar(uuid, boolean, public.instante) to authenticated;
grant execute on function public.cancelar_turno(uuid, text) to authenticated;
grant execute on function public.definir_disponibilidade(boolean) to authenticated;
grant execute on function public.bloquear(uuid) to authenticated;
grant execute on function public.publicar_vaga(text, timestamptz, timestamptz, integer, boolean, boolean, boolean, text, integer, text, double precision, double precision, integer, text, uuid) to authenticated;
grant execute on function public.minhas_vagas() to authenticated;
grant execute on function public.vagas_em_alerta() to authenticated;
grant execute on function public.checkins_pendentes() to authenticated;
grant execute on function public.confirmar_checkin_manual(uuid, public.instante) to authenticated;
grant execute on function public.escolher_candidato(uuid) to authenticated;
grant execute on function public.incluir_na_equipe(uuid) to authenticated;
grant execute on function public.meu_perfil() to authenticated;
grant execute on function public.perfil_publico(uuid) to authenticated;
grant execute on function public.minhas_notificacoes(public.instante) to authenticated;
grant execute on function public.minhas_candidaturas() to authenticated;
grant execute on function public.retirar_candidatura(uuid) to authenticated;
grant execute on function public.historico_turnos(text, integer) to authenticated;
grant execute on function public.meus_bloqueios() to authenticated;
grant execute on function public.desbloquear(uuid) to authenticated;
grant execute on function public.minha_equipe() to authenticated;
grant execute on function public.remover_da_equipe(uuid, uuid) to authenticated;
grant execute on function public.despacho_da_vaga(uuid) to authenticated;
grant execute on function public.detalhe_vaga(uuid) to authenticated;
grant execute on function public.previa_cancelar_vaga(uuid) to authenticated;
grant execute on function public.cancelar_vaga(uuid, text) to authenticated;
grant execute on function public.editar_vaga(uuid, text, timestamptz, timestamptz, integer, boolean, boolean, boolean, text, integer, text, double precision, double precision, integer, text) to authenticated;
grant execute on function public.rascunho_de_vaga(uuid) to authenticated;
grant execute on function public.convidar_membro(text, text, uuid) to authenticated;
grant execute on function public.aceitar_convite(uuid) to authenticated;
grant execute on function public.remover_membro(uuid, text, uuid) to authenticated;
grant execute on function public.membros_do_estabelecimento(uuid) to authenticated;
grant execute on function public.meus_convites() to authenticated;
