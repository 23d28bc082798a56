-- The deals' own indexes: a deal's newest page and its price bounds read these instead of walking the whole
-- catalogue's index past the products out of the deal. At 1M products 2 % have 50 % off: the bundle deals' first
-- page scanned about 1,250 entries of products_newest (8 ms), and its highest price, read from the top of
-- products_by_price, 10 ms. Both predicates are the listing's own (catalogue/listing/where.ts), so PostgreSQL can prove
-- a deal's condition implies them; the bundle deals (50 % off and more) read the superdeals' price index.
CREATE INDEX products_superdeals_newest ON products (created_at, id) WHERE discount >= 20;
CREATE INDEX products_bundle_deals_newest ON products (created_at, id) WHERE discount >= 50;
CREATE INDEX products_superdeals_by_price ON products (price, id) WHERE discount >= 20;
