-- A filter's kept count (kept-counts.ts) looks its options up by the key the filter compares: a brand lower-cased, a
-- colour or a size trimmed and lower-cased. The primary key serves (scope, key, facet) only, so the lookup read every
-- option of the facet and lower-cased each: at 1M products a brand filter read the catalogue's 328 brands, one page
-- each, 4.4 ms of every brand listing's statement. This index finds the option itself (4 pages, 0.2 ms).
CREATE FUNCTION sauda_facet_key(facet text, value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT CASE WHEN facet = 'brand' THEN lower(value) ELSE lower(trim(value)) END $$;
CREATE INDEX product_facet_counts_by_key ON product_facet_counts (scope, key, facet, sauda_facet_key(facet, value));
