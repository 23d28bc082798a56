-- A catalogue of a million products (issue 27): everything a listing filters, sorts or shows per row is kept on the
-- product row, so a listing reads one index range and the page's rows, never every match.
-- * price / old_price / discount: the displayed price (first colour variant, else the first size of the first size
--   variant), colors / sizes: the product's colour and size names as shown, and color_keys / size_keys: the same
--   lower-cased and trimmed, which the filters match through GIN indexes; all refreshed from the variant tables;
-- * rating_average (rounded to 0.1 like the wire) / rating_count are refreshed from the reviews;
-- each by a statement trigger, in the transaction of the write that changes them.
-- * search_vector: the name, brand, items category and category, for full-text search (weights A, B, C); every
--   word of them is kept once in search_words, whose trigram index finds the words near a misspelt one.
-- The migration runner splits on a semicolon at the end of a line: a function body stays on one line.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
ALTER TABLE catalogue_generation ADD COLUMN ratings bigint NOT NULL DEFAULT 0;

ALTER TABLE products
  ADD COLUMN rating_average double precision NOT NULL DEFAULT 0,
  ADD COLUMN rating_count integer NOT NULL DEFAULT 0,
  ADD COLUMN colors text[] NOT NULL DEFAULT '{}',
  ADD COLUMN sizes text[] NOT NULL DEFAULT '{}',
  ADD COLUMN color_keys text[] NOT NULL DEFAULT '{}',
  ADD COLUMN size_keys text[] NOT NULL DEFAULT '{}',
  ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector;

CREATE FUNCTION sauda_refresh_product_variants(ids uuid[]) RETURNS void LANGUAGE sql AS $$ UPDATE products p SET price = coalesce(d.price, 0), old_price = coalesce(d.old_price, 0), discount = coalesce(d.discount, 0), colors = d.colors, sizes = d.sizes, color_keys = ARRAY(SELECT lower(trim(c)) FROM unnest(d.colors) c), size_keys = ARRAY(SELECT lower(trim(z)) FROM unnest(d.sizes) z) FROM (SELECT t.id, coalesce(cv.price, round((sv.sizes -> 0 ->> 'price')::numeric)::int) AS price, coalesce(cv.old_price, round((sv.sizes -> 0 ->> 'oldprice')::numeric)::int) AS old_price, coalesce(cv.discount, round((sv.sizes -> 0 ->> 'discount')::numeric)::int) AS discount, CASE WHEN cv.price IS NOT NULL THEN ARRAY(SELECT min(c.color) FROM product_color_variants c WHERE c.product_id = t.id GROUP BY lower(trim(c.color)) ORDER BY 1) ELSE ARRAY(SELECT min(v.variant_color) FROM product_variants v WHERE v.product_id = t.id GROUP BY lower(trim(v.variant_color)) ORDER BY 1) END AS colors, ARRAY(SELECT min(s.value ->> 'size') FROM product_variants v, jsonb_array_elements(v.sizes) s WHERE v.product_id = t.id GROUP BY lower(trim(s.value ->> 'size')) ORDER BY 1) AS sizes FROM unnest(ids) AS t(id) LEFT JOIN LATERAL (SELECT c.price, c.old_price, c.discount FROM product_color_variants c WHERE c.product_id = t.id ORDER BY c.position LIMIT 1) cv ON true LEFT JOIN LATERAL (SELECT v.sizes FROM product_variants v WHERE v.product_id = t.id ORDER BY v.position LIMIT 1) sv ON true) d WHERE p.id = d.id $$;

CREATE FUNCTION sauda_refresh_product_ratings(ids uuid[]) RETURNS void LANGUAGE sql AS $$ WITH moved AS (UPDATE products p SET rating_average = r.average, rating_count = r.count FROM (SELECT t.id, coalesce(round(avg(rv.rating)::numeric, 1), 0)::float8 AS average, count(rv.id)::int AS count FROM unnest(ids) AS t(id) LEFT JOIN reviews rv ON rv.product_id = t.id GROUP BY t.id) r WHERE p.id = r.id AND (p.rating_average, p.rating_count) IS DISTINCT FROM (r.average, r.count) RETURNING p.id) UPDATE catalogue_generation SET ratings = ratings + 1 WHERE EXISTS (SELECT 1 FROM moved) $$;

-- Statement triggers name their transition table `changed` (and `old_rows` on update); TG_ARGV[0] is the refresh.
CREATE FUNCTION sauda_products_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN EXECUTE format('SELECT %I($1)', TG_ARGV[0]) USING ARRAY(SELECT DISTINCT product_id FROM changed); RETURN NULL; END $$;
CREATE FUNCTION sauda_products_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN EXECUTE format('SELECT %I($1)', TG_ARGV[0]) USING ARRAY(SELECT product_id FROM changed UNION SELECT product_id FROM old_rows); RETURN NULL; END $$;

CREATE TRIGGER product_variants_inserted AFTER INSERT ON product_variants REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_products_rows_changed('sauda_refresh_product_variants');
CREATE TRIGGER product_variants_deleted AFTER DELETE ON product_variants REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_products_rows_changed('sauda_refresh_product_variants');
CREATE TRIGGER product_variants_updated AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_products_rows_updated('sauda_refresh_product_variants');
CREATE TRIGGER product_color_variants_inserted AFTER INSERT ON product_color_variants REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_products_rows_changed('sauda_refresh_product_variants');
CREATE TRIGGER product_color_variants_deleted AFTER DELETE ON product_color_variants REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_products_rows_changed('sauda_refresh_product_variants');
CREATE TRIGGER product_color_variants_updated AFTER UPDATE ON product_color_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_products_rows_updated('sauda_refresh_product_variants');
CREATE TRIGGER reviews_inserted AFTER INSERT ON reviews REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_products_rows_changed('sauda_refresh_product_ratings');
CREATE TRIGGER reviews_deleted AFTER DELETE ON reviews REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_products_rows_changed('sauda_refresh_product_ratings');
CREATE TRIGGER reviews_updated AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_products_rows_updated('sauda_refresh_product_ratings');

CREATE FUNCTION sauda_product_search() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE item_name text; category_name text; BEGIN SELECT name INTO item_name FROM items WHERE id = NEW.items_category_id; SELECT name INTO category_name FROM categories WHERE id = NEW.category_id; NEW.search_vector := setweight(to_tsvector('simple', NEW.name), 'A') || setweight(to_tsvector('simple', NEW.brand), 'B') || setweight(to_tsvector('simple', concat_ws(' ', item_name, category_name)), 'C'); RETURN NEW; END $$;
CREATE TABLE search_words (word text PRIMARY KEY);
CREATE FUNCTION sauda_search_words_added() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO search_words (word) SELECT DISTINCT w FROM changed, unnest(tsvector_to_array(changed.search_vector)) AS w WHERE length(w) >= 3 ON CONFLICT DO NOTHING; RETURN NULL; END $$;
CREATE TRIGGER products_search_words_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_search_words_added();
CREATE TRIGGER products_search_words_updated AFTER UPDATE ON products REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_search_words_added();
CREATE TRIGGER products_search BEFORE INSERT OR UPDATE OF name, brand, items_category_id, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION sauda_product_search();
-- A renamed items category or category renames what its products are found by.
CREATE FUNCTION sauda_taxonomy_renamed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_TABLE_NAME = 'items' THEN UPDATE products SET name = name WHERE items_category_id = NEW.id; ELSE UPDATE products SET name = name WHERE category_id = NEW.id; END IF; RETURN NULL; END $$;
CREATE TRIGGER items_renamed AFTER UPDATE OF name ON items FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION sauda_taxonomy_renamed();
CREATE TRIGGER categories_renamed AFTER UPDATE OF name ON categories FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION sauda_taxonomy_renamed();

-- Ratings move on their own counter, which sauda_refresh_product_ratings moves when a rating really changed (an edited
-- comment changes none): a review changes one product's rating, not what every listing holds, so cached listings are
-- not thrown away by it (see catalogue/cached-answer.ts).
DROP TRIGGER reviews_catalogue_changed ON reviews;
DROP TRIGGER products_catalogue_changed ON products;
CREATE TRIGGER products_catalogue_changed AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_catalogue_changed();
CREATE TRIGGER products_catalogue_updated AFTER UPDATE OF shop_id, name, description, images, video, brand, price,
  old_price, discount, cat_name, category_id, items_category_id, stock, detail, status, created_at, updated_at, colors,
  sizes, color_keys, size_keys, search_vector ON products FOR EACH STATEMENT EXECUTE FUNCTION sauda_catalogue_changed();

UPDATE products SET name = name;
SELECT sauda_refresh_product_variants(ARRAY(SELECT id FROM products));
SELECT sauda_refresh_product_ratings(ARRAY(SELECT id FROM products));

-- Exact counts of the listings a shopper opens without a filter, kept as products come, go and change: the whole
-- catalogue, each items category, category, shop (and shop by status, the legacy shop call), and each deal list.
CREATE TABLE product_counts (
  scope text NOT NULL,
  key text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE FUNCTION sauda_product_scopes(p products) RETURNS TABLE (scope text, key text) LANGUAGE sql IMMUTABLE AS $$ SELECT * FROM (VALUES ('all', ''), ('items', p.items_category_id::text), ('category', p.category_id::text), ('shop', p.shop_id::text), ('shop_status', p.shop_id::text || ':' || p.status), ('under-1500', CASE WHEN p.price < 1500 THEN '' END), ('superdeals', CASE WHEN p.discount >= 20 THEN '' END), ('bundle-deals', CASE WHEN p.discount >= 50 THEN '' END)) AS s(scope, key) WHERE s.key IS NOT NULL $$;
CREATE FUNCTION sauda_count_products(rows products[], delta int) RETURNS void LANGUAGE sql AS $$ INSERT INTO product_counts AS pc (scope, key, count) SELECT s.scope, s.key, delta * count(*) FROM unnest(rows) AS r, sauda_product_scopes(r) AS s GROUP BY 1, 2 ON CONFLICT (scope, key) DO UPDATE SET count = pc.count + excluded.count $$;
CREATE FUNCTION sauda_product_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM sauda_count_products(ARRAY(SELECT o::products FROM old_rows o), -1); END IF; IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM sauda_count_products(ARRAY(SELECT n::products FROM changed n), 1); END IF; RETURN NULL; END $$;
CREATE FUNCTION sauda_recount_products() RETURNS void LANGUAGE sql AS $$ DELETE FROM product_counts; INSERT INTO product_counts (scope, key, count) SELECT s.scope, s.key, count(*) FROM products p, sauda_product_scopes(p) AS s GROUP BY 1, 2 $$;
CREATE FUNCTION sauda_products_truncated() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM product_counts; RETURN NULL; END $$;
CREATE TRIGGER products_counted_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_product_counts_changed();
CREATE TRIGGER products_counted_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_product_counts_changed();
CREATE TRIGGER products_counted_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_product_counts_changed();
CREATE TRIGGER products_counted_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_products_truncated();
SELECT sauda_recount_products();

-- One index per sort, alone and under each common filter; the id last makes the order total (keyset paging).
DROP INDEX products_items_category;
DROP INDEX products_shop;
DROP INDEX products_created;
DROP INDEX products_category;
CREATE INDEX products_newest ON products (created_at, id);
CREATE INDEX products_by_price ON products (price, id);
CREATE INDEX products_by_discount ON products (discount, id);
CREATE INDEX products_by_rating ON products (rating_average, rating_count, id);
CREATE INDEX products_items_newest ON products (items_category_id, created_at, id);
CREATE INDEX products_items_by_price ON products (items_category_id, price, id);
CREATE INDEX products_items_by_discount ON products (items_category_id, discount, id);
CREATE INDEX products_items_by_rating ON products (items_category_id, rating_average, rating_count, id);
CREATE INDEX products_category_newest ON products (category_id, created_at, id);
CREATE INDEX products_category_by_price ON products (category_id, price, id);
CREATE INDEX products_category_by_discount ON products (category_id, discount, id);
CREATE INDEX products_category_by_rating ON products (category_id, rating_average, rating_count, id);
CREATE INDEX products_shop_newest ON products (shop_id, created_at, id);
CREATE INDEX products_brand_newest ON products (lower(brand), created_at, id);
CREATE INDEX products_search ON products USING gin (search_vector);
CREATE INDEX products_color_keys ON products USING gin (color_keys);
CREATE INDEX products_size_keys ON products USING gin (size_keys);
CREATE INDEX search_words_trigram ON search_words USING gist (word gist_trgm_ops);

-- Spellings a shopper may type for the same thing (romanised Urdu has several): words of one group find each other.
CREATE TABLE search_synonyms (
  word text PRIMARY KEY CHECK (word = lower(word) AND word !~ '\s'),
  group_name text NOT NULL
);
INSERT INTO search_synonyms (word, group_name) VALUES
  ('shalwar', 'shalwar'), ('salwar', 'shalwar'), ('shalwaar', 'shalwar'),
  ('kurta', 'kurta'), ('kurtha', 'kurta'), ('kurtaa', 'kurta'),
  ('kameez', 'kameez'), ('qameez', 'kameez'), ('kamees', 'kameez'), ('kamiz', 'kameez'),
  ('dupatta', 'dupatta'), ('duppata', 'dupatta'), ('dopatta', 'dupatta'), ('dupata', 'dupatta'),
  ('khussa', 'khussa'), ('khusa', 'khussa'), ('khussay', 'khussa'),
  ('chappal', 'chappal'), ('chappals', 'chappal'), ('chapal', 'chappal'),
  ('lehenga', 'lehenga'), ('lehnga', 'lehenga'), ('lengha', 'lehenga'),
  ('sherwani', 'sherwani'), ('sherwaani', 'sherwani'),
  ('mobile', 'phone'), ('phone', 'phone'), ('cellphone', 'phone'), ('smartphone', 'phone'),
  ('earbuds', 'earphones'), ('earphones', 'earphones'), ('handsfree', 'earphones'),
  ('jewelry', 'jewellery'), ('jewellery', 'jewellery'),
  ('color', 'colour'), ('colour', 'colour'),
  ('tshirt', 'tshirt'), ('tee', 'tshirt');
