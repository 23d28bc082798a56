-- One counter that every write to what a product listing shows moves on: products, their size and colour variants,
-- review ratings, shop names, items and categories. A cached listing stays valid while the counter is unchanged;
-- the counter commits with the write, so no server process can see new data under an old count.
-- The migration runner splits on a semicolon at the end of a line: a function body stays on one line.
CREATE TABLE catalogue_generation (
  only_row boolean PRIMARY KEY DEFAULT true CONSTRAINT catalogue_generation_one_row CHECK (only_row),
  value bigint NOT NULL DEFAULT 0
);
INSERT INTO catalogue_generation DEFAULT VALUES;

CREATE FUNCTION sauda_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE catalogue_generation SET value = value + 1; RETURN NULL; END $$;

CREATE TRIGGER products_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_catalogue_changed();
CREATE TRIGGER product_variants_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_catalogue_changed();
CREATE TRIGGER product_color_variants_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_color_variants
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_catalogue_changed();
-- Listings show a product's rating; a review's text or its shop's reply is only on the reviews page.
CREATE TRIGGER reviews_catalogue_changed AFTER INSERT OR UPDATE OF product_id, rating OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_catalogue_changed();
-- Following a shop moves its followers count, which no listing shows: only its name and its rows count.
CREATE TRIGGER shops_catalogue_changed AFTER INSERT OR UPDATE OF name OR DELETE OR TRUNCATE ON shops
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_catalogue_changed();
CREATE TRIGGER items_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_catalogue_changed();
CREATE TRIGGER categories_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION sauda_catalogue_changed();
