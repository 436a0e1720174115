-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.tem_invisivel(t text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select t ~ '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\uffa0\ufeff\ufff0-\ufffb\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e007f\U000e0100-\U000e01ef]'
      or t ~ '[\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u0610-\u061a\u064b-\u065f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]{4,}'
$function$
;

CREATE OR REPLACE FUNCTION privado.tem_sosia(t text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select t ~ '[A-Za-z\u00c0-\u024f]'
     and t ~ '[\u0370-\u03ff\u0400-\u052f\u0530-\u058f\u07c0-\u07ff\u10a0-\u10ff\u13a0-\u13ff\u1400-\u167f\u16a0-\u16ff\u1c80-\u1c8f\u1d00-\u1d7f\u1f00-\u1fff\u2c80-\u2cff\u2d30-\u2d7f\ua4d0-\ua4ff\ua500-\ua63f\ua640-\ua69f\ua6a0-\ua6ff\uab70-\uabbf\ufb13-\ufb17\U00010400-\U0001044f\U000104b0-\U000104ff]'
$function$
;
-- schema public: igual
-- catálogo (grants de funções, schemas e colunas, RLS, políticas, gatilhos da plataforma, extensões, domínios, comentários): igual
