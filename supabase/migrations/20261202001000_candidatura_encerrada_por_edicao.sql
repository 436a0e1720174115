-- Candidatura encerrada porque o contratante mudou os termos da vaga. Sozinha num arquivo:
-- um valor novo de enum só pode ser usado depois do commit que o criou (o migra recriaria o
-- tipo inteiro, o que as funções que o usam não aguentam).
alter type public.estado_candidatura add value if not exists 'encerrada_por_edicao';
