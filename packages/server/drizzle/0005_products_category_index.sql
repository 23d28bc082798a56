-- The one product listing filter without an index of its own (items category and shop have theirs).
CREATE INDEX products_category ON products (category_id, created_at);
