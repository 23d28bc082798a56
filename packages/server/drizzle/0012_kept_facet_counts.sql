-- The facets of a listing a shopper opens without a filter or search (the whole catalogue, an items category, a
-- category, a shop, a deal), kept exact as products come, go and change, like their counts in product_counts
-- (migration 0006): how many of the listing's products have each brand, colour and size. Before, a first page
-- counted the options of a sample of its first 300 matches: most of the database's time per request (2.6 of 3.3 ms
-- at 1,500 products), and only a sample's counts in a big category. A filtered or searched listing still samples
-- (catalogue/listing/facets.ts). The price bounds need no table: min and max read the ends of a price index.
-- The migration runner splits on a semicolon at the end of a line: a function body stays on one line.
CREATE TABLE product_facet_counts (
  scope text NOT NULL,
  key text NOT NULL,
  facet text NOT NULL CHECK (facet IN ('brand', 'color', 'size')),
  value text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (scope, key, facet, value)
);
-- The options a product counts for: its brand, each colour and each size (each once: colors and sizes hold distinct names).
CREATE FUNCTION sauda_product_facets(p products) RETURNS TABLE (facet text, value text) LANGUAGE sql IMMUTABLE AS $$ SELECT o.facet, x.value FROM (VALUES ('brand', ARRAY[p.brand]), ('color', p.colors), ('size', p.sizes)) AS o(facet, options), unnest(o.options) AS x(value) $$;
-- Moves the counts by what changed: the old rows' options out, the new rows' in, netted per option first, so an
-- update that changes no option (a new rating, a new description) writes nothing. The legacy shop-by-status scope
-- has no facets.
CREATE FUNCTION sauda_count_facets(old_rows products[], new_rows products[]) RETURNS void LANGUAGE sql AS $$ INSERT INTO product_facet_counts AS fc (scope, key, facet, value, count) SELECT s.scope, s.key, f.facet, f.value, sum(r.delta) FROM (SELECT o AS p, -1 AS delta FROM unnest(old_rows) AS o UNION ALL SELECT n, 1 FROM unnest(new_rows) AS n) AS r, sauda_product_scopes(r.p) AS s, sauda_product_facets(r.p) AS f WHERE s.scope <> 'shop_status' GROUP BY 1, 2, 3, 4 HAVING sum(r.delta) <> 0 ON CONFLICT (scope, key, facet, value) DO UPDATE SET count = fc.count + excluded.count $$;
CREATE OR REPLACE FUNCTION sauda_product_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE gone products[] := '{}'; came products[] := '{}'; BEGIN IF TG_OP IN ('DELETE', 'UPDATE') THEN gone := ARRAY(SELECT o::products FROM old_rows o); PERFORM sauda_count_products(gone, -1); END IF; IF TG_OP IN ('INSERT', 'UPDATE') THEN came := ARRAY(SELECT n::products FROM changed n); PERFORM sauda_count_products(came, 1); END IF; PERFORM sauda_count_facets(gone, came); RETURN NULL; END $$;
CREATE OR REPLACE FUNCTION sauda_recount_products() RETURNS void LANGUAGE sql AS $$ DELETE FROM product_counts; INSERT INTO product_counts (scope, key, count) SELECT s.scope, s.key, count(*) FROM products p, sauda_product_scopes(p) AS s GROUP BY 1, 2; DELETE FROM product_facet_counts; INSERT INTO product_facet_counts (scope, key, facet, value, count) SELECT s.scope, s.key, f.facet, f.value, count(*) FROM products p, sauda_product_scopes(p) AS s, sauda_product_facets(p) AS f WHERE s.scope <> 'shop_status' GROUP BY 1, 2, 3, 4 $$;
CREATE OR REPLACE FUNCTION sauda_products_truncated() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM product_counts; DELETE FROM product_facet_counts; RETURN NULL; END $$;
SELECT sauda_recount_products();

-- A shop's price bounds (and its listing sorted by price) read the ends of this index, as the catalogue's, a
-- category's and an items category's read theirs (migration 0006).
CREATE INDEX products_shop_by_price ON products (shop_id, price, id);
