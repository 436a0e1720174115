-- make bench (issue 7), rajada de sexta 17h: 200 `candidatar` concorrentes em 50 vagas de
-- várias posições deram "deadlock detected" (HTTP 500, não "vaga já preenchida").
-- Causa: cada vencedor insere o turno (a FK turnos.vaga_id põe FOR KEY SHARE na linha da
-- vaga) e só depois trava a mesma linha FOR UPDATE em atualizar_estado_vaga; FOR UPDATE
-- conflita com FOR KEY SHARE, então dois vencedores de posições da mesma vaga esperam um
-- pelo outro. FOR NO KEY UPDATE continua serializando este passo entre eles (conflita
-- consigo mesmo) e não conflita com o FOR KEY SHARE das FKs. Mesmo corpo de 20261130000300.
create or replace function privado.atualizar_estado_vaga(vid uuid) returns void
language plpgsql set search_path = '' as $$
begin
  perform 1 from public.vagas where id = vid for no key update;
  update public.vagas v set estado = 'preenchida'
   where v.id = vid and v.estado = 'publicada'
     and not exists (select 1 from public.posicoes p where p.vaga_id = vid and p.estado = 'aberta');
  update public.vagas v set estado = 'publicada'
   where v.id = vid and v.estado = 'preenchida'
     and exists (select 1 from public.posicoes p where p.vaga_id = vid and p.estado = 'aberta');
end $$;
revoke execute on function privado.atualizar_estado_vaga(uuid) from public;

-- make bench, publicar → 1ª leva: com 500 vagas por passo, uma passada do agendador no meio
-- das próximas levas do DF (5.000 vagas a cada 5 min) leva ~1,9 s (3,8 ms por vaga), numa
-- transação só: a vaga recém-publicada espera a passada em curso e a sua própria, e
-- `candidatar` nessas vagas espera o commit. 50 por passo: passada de ~0,2 s; as 5.000
-- próximas levas ainda cabem com folga nos 5 min (≈ 70 vagas/s com o intervalo de 0,5 s).
create or replace function privado.lote_agendador() returns integer language sql immutable as $$ select 50 $$;
