ALTER TABLE "saved_searches" ADD COLUMN "match_for" text;
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_city" text;
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_cities" text[];
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_price_lo" bigint;
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_price_hi" bigint;
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_beds" integer;
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_projects" boolean;
--> statement-breakpoint
-- custom: the prefilter key of saved searches (server/messaging/alerts/match-key.ts), here for the rows
-- saved before it existed and for bulk-made rows (bench/lib/scale-extras.ts). It reads the stored body as
-- server/catalog/search/catalog/filters.ts does, and where it cannot say for sure (a city outside plain ASCII, a
-- bedroom value it does not know, which sub-types keep projects out) it narrows less, never more:
-- tests/api/alert-match-prefilter.test.ts checks it against the JS key.
CREATE OR REPLACE FUNCTION saved_search_match_key(grp text, body jsonb,
  OUT match_for text, OUT match_city text, OUT match_cities text[], OUT match_price_lo bigint,
  OUT match_price_hi bigint, OUT match_beds integer, OUT match_projects boolean)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  open_price constant bigint := 9007199254740991; -- JavaScript's Number.MAX_SAFE_INTEGER
  cap numeric := CASE WHEN grp = 'pg' THEN 2147483647 ELSE 9007199254740991 END; -- filters.ts rangeOf
  names text[];
  r jsonb;
  v text;
  n integer;
BEGIN
  match_for := CASE WHEN grp = 'pg' OR body->>'post_type' = 'rent' THEN 'rent' ELSE 'sale' END;
  -- Cities: the places' when there are places, else city[] and location.city; none, or one blank, is any city.
  IF jsonb_typeof(body->'places') = 'array' AND jsonb_array_length(body->'places') > 0 THEN
    SELECT array_agg(coalesce(e->>'city', '')) INTO names FROM jsonb_array_elements(body->'places') e;
  ELSE
    SELECT array_agg(c) INTO names FROM (
      SELECT jsonb_array_elements_text(CASE WHEN jsonb_typeof(body->'city') = 'array' THEN body->'city' ELSE '[]'::jsonb END) c
      UNION ALL SELECT body->'location'->>'city') x
    WHERE coalesce(c, '') <> '';
  END IF;
  IF names IS NULL OR EXISTS (SELECT 1 FROM unnest(names) c
      WHERE c !~ '^[A-Za-z0-9 .,''()&/-]*$' OR btrim(c) = '') THEN
    match_city := '*';
    match_cities := '{}';
  ELSE
    SELECT array_agg(DISTINCT lower(regexp_replace(btrim(c), ' +', ' ', 'g'))) INTO match_cities FROM unnest(names) c;
    match_city := CASE WHEN cardinality(match_cities) = 1 THEN match_cities[1] ELSE '+' END;
  END IF;
  -- Budget: listings read budget ?? amount, PGs amount ?? budget; whole bounds inside the column's type.
  r := CASE WHEN grp = 'pg'
    THEN CASE WHEN coalesce(jsonb_typeof(body->'amount'), 'null') <> 'null' THEN body->'amount' ELSE body->'budget' END
    ELSE CASE WHEN coalesce(jsonb_typeof(body->'budget'), 'null') <> 'null' THEN body->'budget' ELSE body->'amount' END END;
  match_price_lo := CASE WHEN jsonb_typeof(r) = 'object' AND jsonb_typeof(r->'min') = 'number'
    THEN greatest(least(ceil((r->>'min')::numeric), cap), -cap) ELSE -open_price END;
  match_price_hi := CASE WHEN jsonb_typeof(r) = 'object' AND jsonb_typeof(r->'max') = 'number'
    THEN greatest(least(floor((r->>'max')::numeric), cap), -cap) ELSE open_price END;
  -- A PG search with room types checks its minimum on the matching room, not on min_rent.
  IF grp = 'pg' AND jsonb_typeof(body->'room_type') = 'array' AND jsonb_array_length(body->'room_type') > 0 THEN
    match_price_lo := -open_price;
  END IF;
  -- Bedrooms: bit n for exactly n, bits n..31 for "n+" and for 5 (the top bucket); commercial has none.
  match_beds := -1;
  IF grp IN ('residential', 'agriculture') AND jsonb_typeof(body->'bedrooms') = 'array' AND jsonb_array_length(body->'bedrooms') > 0 THEN
    match_beds := 0;
    FOR v IN SELECT jsonb_array_elements_text(body->'bedrooms') LOOP
      IF v !~ '^[1-9][0-9]?\+?$' THEN
        match_beds := -1; -- 'all', or a value this does not know: no narrowing
        EXIT;
      END IF;
      n := substring(v from '^[0-9]+')::integer;
      match_beds := match_beds | CASE WHEN v LIKE '%+' OR n = 5 THEN -1 << least(n, 31) ELSE 1 << least(n, 31) END;
    END LOOP;
    IF (match_beds & -2) = -2 THEN match_beds := -1; END IF;
  END IF;
  match_projects := grp = 'residential' AND match_for = 'sale';
END $$;
--> statement-breakpoint
-- custom: every existing row gets its key from its body (1M rows: about 50 s on the 2-core bench machine),
-- then the key is required of every insert.
UPDATE "saved_searches" s SET ("match_for", "match_city", "match_cities", "match_price_lo", "match_price_hi", "match_beds", "match_projects") =
  (SELECT k.match_for, k.match_city, k.match_cities, k.match_price_lo, k.match_price_hi, k.match_beds, k.match_projects
   FROM saved_search_match_key(s.search_group, s.body) k);
--> statement-breakpoint
ALTER TABLE "saved_searches" ALTER COLUMN "match_for" SET NOT NULL, ALTER COLUMN "match_city" SET NOT NULL, ALTER COLUMN "match_cities" SET NOT NULL, ALTER COLUMN "match_price_lo" SET NOT NULL, ALTER COLUMN "match_price_hi" SET NOT NULL, ALTER COLUMN "match_beds" SET NOT NULL, ALTER COLUMN "match_projects" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING btree ("search_group","match_for","match_city","match_price_hi","match_price_lo","match_beds","match_projects","price_drops","id","frequency","match_cities");
