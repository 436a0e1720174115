-- O banco garante o que é irreversível: enums iguais aos do domínio, RN02 em NOT NULL,
-- RN18 em centavos inteiros > 0, RN25 nas FKs de perfil, e o que nunca deve existir.
begin;
\ir ajudantes.psql
select plan(30);

select enum_has_labels('public', 'modo_preenchimento', array['urgencia', 'selecao'], 'enum ModoPreenchimento');
select enum_has_labels('public', 'estado_vaga', array['publicada', 'preenchida', 'encerrada', 'cancelada'], 'enum EstadoVaga');
select enum_has_labels('public', 'estado_posicao', array['aberta', 'confirmada', 'cumprida', 'cancelada'], 'enum EstadoPosicao');
select enum_has_labels('public', 'estado_candidatura', array['pendente', 'aceita', 'recusada', 'retirada', 'expirada', 'encerrada_por_edicao'], 'enum EstadoCandidatura');
select enum_has_labels('public', 'estado_entrega', array['pendente', 'enviada', 'entregue', 'falhou'], 'enum EstadoEntrega');
select enum_has_labels('public', 'perfil_conta', array['profissional', 'contratante'], 'enum PerfilConta');
select enum_has_labels('public', 'papel_membro', array['administrador', 'operador'], 'enum PapelMembro');
select enum_has_labels('public', 'tipo_registro', array['geolocalizado', 'manual'], 'enum TipoRegistro');
select enum_has_labels('public', 'verificacao', array['pendente', 'verificado', 'nao_verificado'], 'enum Verificacao');
select enum_has_labels('public', 'tipo_ocorrencia', array['cancelamento', 'suspensao', 'contestacao', 'suporte', 'denuncia', 'revisao_despacho'], 'enum TipoOcorrencia');
select enum_has_labels('public', 'motivo_denuncia', array['assedio', 'discriminacao', 'risco_seguranca', 'outro'], 'enum MotivoDenuncia');

select is((select count(*) from information_schema.columns where table_schema = 'public' and table_name = 'vagas'
             and column_name in ('estabelecimento_id','funcao','inicio','fim','valor_centavos','refeicao','transporte',
                                 'exige_material_proprio','modo','endereco','ponto','antecedencia_alerta_min')
             and is_nullable = 'NO'), 12::bigint, 'RN02: todo campo obrigatório da vaga é NOT NULL');
select col_type_is('public', 'vagas', 'valor_centavos', 'integer', 'RN18: dinheiro em centavos inteiros');
select col_type_is('public', 'turnos', 'valor_acordado_centavos', 'integer', 'RN18: valor acordado em centavos inteiros');
select col_type_is('public', 'vagas', 'periodo', 'tstzrange', 'período como tstzrange');
select col_default_is('public', 'vagas', 'antecedencia_alerta_min', '180', 'RF20: alerta padrão de 3 h');

select testes.contratante('Dono Treze') as dono \gset
create function pg_temp.vaga_com(campo text, valor text) returns text language sql as $$
  select format($f$insert into public.vagas(estabelecimento_id, publicada_por, funcao, inicio, fim, valor_centavos, refeicao,
    transporte, exige_material_proprio, modo, endereco, bairro, ponto, publicada_em)
    select m.estabelecimento_id, m.conta_id, 'garcom', %s, %s, %s, %s, true, true, 'urgencia', 'x', 'x', privado.ponto(0, 0), '2029-12-01 12:00+00'
      from public.membros m limit 1$f$,
    case when $1 = 'inicio' then $2 else '''2030-01-01 18:00+00''' end,
    case when $1 = 'fim' then $2 else '''2030-01-01 23:00+00''' end,
    case when $1 = 'valor' then $2 else '12000' end,
    case when $1 = 'refeicao' then $2 else 'true' end)
$$;
select lives_ok(pg_temp.vaga_com(null, null), 'vaga completa entra');
select throws_ok(pg_temp.vaga_com('refeicao', 'null'), '23502', null, 'RN02: incluso "não informado" é recusado pelo banco');
select throws_ok(pg_temp.vaga_com('valor', '0'), '23514', null, 'RN18: valor zero é recusado pelo banco');
select throws_ok(pg_temp.vaga_com('fim', '''2030-01-01 18:00+00'''), '23514', null, 'início < fim no banco');

select testes.prof('Pro Treze') as pro \gset
select throws_ok(format($$insert into public.profissionais(conta_id, funcoes, ponto_base) values (%L, '{garcom}', privado.ponto(0, 0))$$, :'dono'),
                 '23503', null, 'RN25: conta de contratante não vira profissional (FK com o perfil)');
select throws_ok(format($$insert into public.membros(estabelecimento_id, conta_id, papel) values (%L, %L, 'operador')$$, testes.estab(:'dono'), :'pro'),
                 '23503', null, 'RN25: conta de profissional não vira membro de estabelecimento');
select throws_ok(format($$insert into public.bloqueios(profissional_id, estabelecimento_id, lado, em) values (%L, %L, 'profissional', now())$$, :'dono', testes.estab(:'dono')),
                 '23503', null, 'RF26: o bloqueio é entre um profissional e um estabelecimento (contratante não faz o papel do profissional)');

select hasnt_table('public', 'pagamentos', 'RN09: não existe pagamento');
select hasnt_table('public', 'carteiras', 'RN09: não existe carteira');
select hasnt_table('public', 'mensagens', 'RN10: não existe mensagem');
select hasnt_table('public', 'notas', 'RN07: não existe nota');
select hasnt_table('public', 'comissoes', 'RN01: não existe comissão');
select is((select count(*) from information_schema.columns where table_schema = 'public'
             and column_name ~ '(media|nota|comissao|taxa_servico|saldo)'), 0::bigint, 'nenhuma coluna de média, nota, comissão ou saldo');
select is((select count(*) from pg_indexes where schemaname = 'public'
             and indexname in ('profissionais_ponto', 'vagas_ponto', 'turnos_uma_por_posicao', 'despachos_prof_enviada')), 4::bigint,
          'índices dos caminhos quentes (GiST nos pontos, RN19, teto)');
select * from finish();
rollback;
