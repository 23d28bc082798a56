-- One review per user and product. The server has always refused a second one, but demo data seeded before this
-- migration could repeat a pair: keep the first review of each pair, then let the database enforce the rule.
DELETE FROM reviews AS later USING reviews AS earlier
  WHERE later.product_id = earlier.product_id
    AND later.user_id = earlier.user_id
    AND (earlier.created_at, earlier.id) < (later.created_at, later.id);
CREATE UNIQUE INDEX reviews_product_user ON reviews (product_id, user_id);
