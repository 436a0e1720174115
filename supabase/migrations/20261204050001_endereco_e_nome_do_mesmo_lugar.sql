-- schema privado: o que leva as migrations ao estado de supabase/schemas/
set check_function_bodies = off;

CREATE OR REPLACE FUNCTION privado.chave_de_endereco(t text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  x text := lower(translate(normalize(coalesce(t, ''), nfkc),
             'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿºª°',
             'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyyooo'));
  trecho text;
  achou_numero boolean := false;
  guardado text := '';
  w text;
  asa text;
  ultimo text := '';
  numeros integer := 0;
  chave text[] := '{}';
begin
  x := regexp_replace(x, 'cep[^0-9]*[0-9]{2}[. ]?[0-9]{3}[- .]?[0-9]{3}', ' ', 'g');
  x := regexp_replace(x, '(^|[^0-9])[0-9]{5}-[0-9]{3}([^0-9]|$)', '\1 \2', 'g');
  x := regexp_replace(x, '[.''`´]', '', 'g');
  x := regexp_replace(x, '\mcomercio\s+local\s+sul\M', 'cls', 'g');
  x := regexp_replace(x, '\mcomercio\s+local\s+norte\M', 'cln', 'g');
  x := regexp_replace(x, '\mcomercio\s+residencial\s+sul\M', 'crs', 'g');
  x := regexp_replace(x, '\mcomercio\s+residencial\s+norte\M', 'crn', 'g');
  x := regexp_replace(x, '\msuper\s*quadra\s+sul\M', 'sqs', 'g');
  x := regexp_replace(x, '\msuper\s*quadra\s+norte\M', 'sqn', 'g');
  x := regexp_replace(x, '[0-9]+ *o? *(andar|piso|pavimento)', ' ', 'g');
  foreach trecho in array regexp_split_to_array(x, '(,|;|\||/| - | – )') loop
    if trecho ~ '[0-9]' then
      achou_numero := true;
      guardado := guardado || ' ' || trecho;
    elsif not achou_numero
          or trim(trecho) ~ '^(bl|blc|blco|bloco|qd|qda|quadra|cj|conj|cnj|conjunto|cs|casa|lt|lote|lj|loja|sala|sl|ed|edf|edif|edificio|torre)([^a-z]|$)' then
      guardado := guardado || ' ' || trecho;
    end if;
  end loop;
  guardado := regexp_replace(regexp_replace(regexp_replace(guardado, '[^a-z0-9]+', ' ', 'g'),
                '([a-z])([0-9])', '\1 \2', 'g'), '([0-9])([a-z])', '\1 \2', 'g');
  foreach w in array regexp_split_to_array(trim(guardado), ' +') loop
    w := case w when 'scls' then 'cls' when 'scln' then 'cln' when 'scrs' then 'crs' when 'scrn' then 'crn'
                else w end;
    -- "BlB", "LjA": a palavra de tipo colada na letra.
    if w ~ '^(bl|lj|qd|cj)[a-z]$' and w not in ('blc', 'qda', 'lja') then
      w := right(w, 1);
    end if;
    if w ~ '^[0-9]+$' then
      w := coalesce(nullif(ltrim(w, '0'), ''), '0');
    end if;
    if w in ('cls', 'crs', 'sqs', 'cln', 'crn', 'sqn') then
      asa := case when right(w, 1) = 's' then 'sul' else 'norte' end;
      continue;
    end if;
    -- "Quadra 405 Sul": a asa logo depois do primeiro número fica; noutro lugar é o bairro e sai.
    if w in ('sul', 'norte') then
      if ultimo ~ '^[0-9]+$' and numeros = 1 then
        chave := chave || w;
        ultimo := w;
      end if;
      continue;
    end if;
    continue when w = '' or w in (
      'bloco', 'bl', 'blc', 'blco', 'loja', 'lojas', 'lj', 'lja', 'sala', 'salas', 'sl', 'terreo', 'subsolo', 'ss',
      'sobreloja', 'mezanino', 'andar', 'piso', 'pavimento', 'cobertura', 'box', 'quiosque', 'quadra', 'qd', 'qda',
      'conjunto', 'cj', 'conj', 'cnj', 'casa', 'cs', 'lote', 'lt', 'n', 'no', 'nr', 'num', 'numero', 'o',
      'edificio', 'ed', 'edf', 'edif', 'cep', 'asa', 'brasilia', 'df', 'distrito', 'federal',
      'shcs', 'shcn', 'shcgn', 'shcgs');
    chave := chave || w;
    ultimo := w;
    if w ~ '^[0-9]+$' then
      numeros := numeros + 1;
    end if;
    if asa is not null and w ~ '^[0-9]+$' then
      chave := chave || asa;
      ultimo := asa;
      asa := null;
    end if;
  end loop;
  return array_to_string(chave, ' ');
end $function$
;

CREATE OR REPLACE FUNCTION privado.esqueleto(t text, fonetico boolean DEFAULT false)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
         translate(regexp_replace(regexp_replace(lower(regexp_replace(
           normalize(translate(translate(normalize(coalesce(t, ''), nfkc), 'ɖƉɗƊɔƆꝛꝚəƏǝƎɛƐᴀꞯ', 'ddddocrreeeeeeaq'),
             case when fonetico then 'абвгдеёжзийклмнопрстуфхцчшщыэюяѕіїјԁԛԝӏһүѵєґɡαβγδεζηθικλμνξοπρσςτυφχψωϲϳօսցհոազլյքđðłøħŧƀɨƚɇȼɍɏƶǥßæœıȷɑŀʀɴʏʙᴄᴅᴇɪᴊᴋʟᴍᴏᴘꜱᴛᴜᴠᴡᴢɢʜç013457@$|𐌀𐌁𐌂𐌃𐌄𐌅𐌆𐌇𐌈𐌉𐌊𐌋𐌌𐌍𐌎𐌏𐌐𐌑𐌒𐌓𐌔𐌕𐌖𐌗𐌘𐌙𐌚𐌛𐌜𐌝𐌞𐌟𐌰𐌱𐌲𐌳𐌴𐌵𐌶𐌷𐌸𐌹𐌺𐌻𐌼𐌽𐌾𐌿𐍀𐍂𐍃𐍄𐍅𐍆𐍇𐍈𐍉АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЫЭЮЯЅІЇЈԀԚԜӀҺҮѴЄҐꞬΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩϹͿՕՍՑՀՈԱԶԼՅՔĐÐŁØĦŦɃƗȽɆȻɌɎƵǤÆŒⱭĿƦꞮÇъьЪЬ' else 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяѕіїјԁԛԝӏһүѵєґɡαβγδεζηθικλμνξοπρσςτυφχψωϲϳօսցհոազլյքđðłøħŧƀɨƚɇȼɍɏƶǥßæœıȷɑŀʀɴʏʙᴄᴅᴇɪᴊᴋʟᴍᴏᴘꜱᴛᴜᴠᴡᴢɢʜç013457@$|𐌀𐌁𐌂𐌃𐌄𐌅𐌆𐌇𐌈𐌉𐌊𐌋𐌌𐌍𐌎𐌏𐌐𐌑𐌒𐌓𐌔𐌕𐌖𐌗𐌘𐌙𐌚𐌛𐌜𐌝𐌞𐌟𐌰𐌱𐌲𐌳𐌴𐌵𐌶𐌷𐌸𐌹𐌺𐌻𐌼𐌽𐌾𐌿𐍀𐍂𐍃𐍄𐍅𐍆𐍇𐍈𐍉АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЅІЇЈԀԚԜӀҺҮѴЄҐꞬΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩϹͿՕՍՑՀՈԱԶԼՅՔĐÐŁØĦŦɃƗȽɆȻɌɎƵǤÆŒⱭĿƦꞮÇ' end,
             case when fonetico then 'abvgdeejziiklmnoprstufhccssieuasiijdqwlhyveggabgdezitiklmnxoprsstifcpocjoughnwqljfddlohtbilecryzgsaoijalrnybcdeijklmopstuvwzghsoleastaslabcdevzhtiklmnsopsqrstuxfxfrciusabgdeqzhtiklmnjuprstwfxhoabvgdeejziiklmnoprstufhccssieuasiijdqwlhyveggabgdezitiklmnxoprstifcpocjoughnwqljfddlohtbilecryzgaoalris' else 'abbrdeexeuuknmhonpctyfxuywwbbbeorsiijdqwlhyvergabydeznoikluveonpoctufxwwcjoughnwqljfddlohtbilecryzgsaoijalrnybcdeijklmopstuvwzghsoleastaslabcdevzhtiklmnsopsqrstuxfxfrciusabgdeqzhtiklmnjuprstwfxhoabbrdeexeuuknmhonpctyfxuywwbbbeorsiijdqwlhyvergabydeznoikluveonpotufxwwcjoughnwqljfddlohtbilecryzgaoalris' end), nfd),
           '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')),
           'u(?=[^[:alnum:]]|$)', 'o', 'g'),
           '(^|[^[:alnum:]])(de|da|do|das|dos|d|e)(?=[^[:alnum:]]|$)', '\1', 'g'),
           'kq', 'cc'),
           '(^|[^cnls])h', '\1', 'g'),
           '[\u0001-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u00bf\u00d7\u00f7\u2000-\u2bff\u2e00-\u2e7f\u3000-\u303f\U0001f000-\U0001faff]', '', 'g'),
           'c([eiy])', 's\1', 'g'), '([a-z])\1+', '\1', 'g'), 'y', 'i', 'g')
$function$
;

CREATE OR REPLACE FUNCTION privado.nomes_parecidos(a text, b text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from (values (privado.esqueleto(a), privado.esqueleto(b)),
                          (privado.esqueleto(a, true), privado.esqueleto(b, true))) p(ka, kb)
     where ka = kb or (least(length(ka), length(kb)) >= 4 and (strpos(ka, kb) > 0 or strpos(kb, ka) > 0))
        -- Uma letra trocada por uma fora do Latin-1 ("Bał" por "Bar"): quem escreve assim imita.
        or ((a ~ '[^\u0001-\u00ff]' or b ~ '[^\u0001-\u00ff]') and length(ka) = length(kb) and length(ka) >= 6
            and (select count(*) from generate_series(1, length(ka)) i where substr(ka, i, 1) <> substr(kb, i, 1)) = 1))
$function$
;

CREATE OR REPLACE FUNCTION privado.sosia_no_lugar(eid uuid, nome_novo text, endereco_novo text, lat double precision, lng double precision)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  chave text := privado.chave_de_endereco(endereco_novo);
  p text[] := string_to_array(chave, ' ');
  -- A quadra e o bloco ("405 sul b"), sem o número da loja: a loja vizinha com o mesmo nome.
  bloco text := case when cardinality(p) >= 4 and p[3] ~ '^[a-z]$' then array_to_string(p[1:3], ' ') end;
  outro text;
begin
  select e.nome into outro from public.estabelecimentos e
   where e.id in (
           select x.id from public.estabelecimentos x
            where (privado.chave_de_endereco(x.endereco) collate "C") = any (privado.comecos_do_endereco(endereco_novo))
           union all
           select x.id from public.estabelecimentos x
            where cardinality(string_to_array(chave, ' ')) >= 2
              and (privado.chave_de_endereco(x.endereco) collate "C") >= (chave || ' ')
              and (privado.chave_de_endereco(x.endereco) collate "C") < (chave || '!')
           union all
           select x.id from public.estabelecimentos x
            where bloco is not null
              and (privado.chave_de_endereco(x.endereco) collate "C") >= (bloco || ' ')
              and (privado.chave_de_endereco(x.endereco) collate "C") < (bloco || '!')
           union all
           select x.id from public.estabelecimentos x
            where extensions.st_dwithin(x.ponto, privado.ponto(lat, lng), privado.raio_do_mesmo_lugar_m()))
     and e.id is distinct from eid
     and privado.nomes_parecidos(e.nome, nome_novo)
   order by e.criado_em
   limit 1;
  return outro;
end $function$
;
-- schema public: igual
-- catálogo (grants de funções, schemas e colunas, RLS, políticas, gatilhos da plataforma, extensões, domínios, comentários): igual
-- FAÇA À MÃO: o índice guarda a chave antiga de cada endereço; com a função nova, refaz.
reindex index public.estabelecimentos_chave_de_endereco;
