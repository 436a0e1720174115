-- Ajustes que o make bench (issue 7) mediu na escala do DF.
-- (O deadlock de `candidatar` concorrente que a rajada achou foi corrigido na fonte, em
-- atualizar_estado_vaga de 20261130000300; supabase/tests/14_trava_da_vaga.sql o protege.)

-- publicar → 1ª leva: com 500 vagas por passo, uma passada do agendador no meio das próximas
-- levas do DF (5.000 vagas a cada 5 min) leva ~1,9 s (3,8 ms por vaga), numa transação só:
-- a vaga recém-publicada espera a passada em curso e a sua própria (medido: mediana 2,5 s,
-- pior 6,0 s), e `candidatar` nessas vagas espera o commit. 50 por passo: passada de ~0,2 s
-- (medido: mediana 0,34 s, pior 0,58 s); as 5.000 próximas levas ainda cabem com folga nos
-- 5 min (≈ 70 vagas/s com o agendador a cada 0,5 s).
create or replace function privado.lote_agendador() returns integer language sql immutable as $$ select 50 $$;
