-- Piso do que uma pessoa manda numa vaga (RULES.md, "Bounds on what people send"): um turno
-- dura pelo menos 1 hora (início = fim não vira 24 h caladas) e vale pelo menos R$ 10,00
-- (R$ 0,01 é engano de digitação). Os números moram aqui e, iguais, em FrilaDominio.Limites
-- (o teste LimitesIguaisAoBanco compara). Vale duas vezes no banco: a recusa em pt-BR antes de
-- gravar (gatilho, o mesmo para publicar_vaga e editar_vaga, que valida por publicar_vaga) e
-- o CHECK na tabela.
create or replace function privado.duracao_min_turno() returns interval language sql immutable as $$ select interval '1 hour' $$;
create or replace function privado.valor_min_centavos() returns integer language sql immutable as $$ select 1000 $$;  -- R$ 10,00

create or replace function privado.conferir_piso_da_vaga() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.valor_centavos > 0 and new.valor_centavos < privado.valor_min_centavos() then
    perform privado.recusar('PT422', 'fora_do_limite',
      format('O valor precisa ser de pelo menos %s por turno.', privado.reais(privado.valor_min_centavos())),
      jsonb_build_object('campo', 'valor_centavos', 'minimo', privado.valor_min_centavos()));
  end if;
  if isfinite(new.inicio) and isfinite(new.fim) and new.fim > new.inicio
     and new.fim - new.inicio < privado.duracao_min_turno() then
    perform privado.recusar('PT422', 'fora_do_limite',
      format('O turno precisa durar pelo menos %s hora.', extract(epoch from privado.duracao_min_turno())::integer / 3600),
      jsonb_build_object('campo', 'fim', 'minimo', new.inicio + privado.duracao_min_turno()));
  end if;
  return new;
end $$;

drop trigger if exists vagas_piso on public.vagas;
create trigger vagas_piso before insert or update of inicio, fim, valor_centavos on public.vagas
  for each row execute function privado.conferir_piso_da_vaga();

-- NOT VALID: uma vaga antiga abaixo do piso fica como foi acordada (é histórico); toda
-- vaga nova ou editada passa pelo CHECK.
alter table public.vagas
  add constraint vagas_valor_no_piso check (valor_centavos >= privado.valor_min_centavos()) not valid,
  -- Instante infinito é assunto de vagas_instantes_finitos; aqui só a duração de verdade.
  add constraint vagas_duracao_no_piso check (
    case when isfinite(inicio) and isfinite(fim) then fim - inicio >= privado.duracao_min_turno() else true end) not valid;

revoke execute on all functions in schema privado from public, anon, authenticated;
