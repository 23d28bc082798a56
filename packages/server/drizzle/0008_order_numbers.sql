-- A short human order number beside the UUID of every parent order, e.g. SD-4821-7730 (sub-orders have none).
-- Numbers come from a sequence passed through a keyed 4-round Feistel permutation of 0..99,999,999: unique by
-- construction for the first hundred million orders (no retry, no race between concurrent orders), yet consecutive
-- orders get unrelated numbers, so one number says nothing about the next. The unique index is the final guard.
CREATE SEQUENCE order_number_seq MINVALUE 0 START WITH 0;

-- Migrations are split at a semicolon that ends a line, so no line of a function body ends with one.
CREATE FUNCTION sauda_order_number(n bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT AS $$ DECLARE
hi bigint := (n % 100000000) / 10000; lo bigint := n % 10000; next bigint; keys bigint[] := ARRAY[7213, 2861, 9547, 4079]; BEGIN
FOR round IN 1..4 LOOP next := (hi + ((lo * 7919 + keys[round]) * 104729 + (lo # keys[round])) % 10000) % 10000; hi := lo; lo := next; END LOOP; RETURN
'SD-' || lpad(hi::text, 4, '0') || '-' || lpad(lo::text, 4, '0'); END
$$;

ALTER TABLE orders ADD COLUMN order_number text;

-- Orders placed before this migration, oldest first.
WITH parents AS (
  SELECT id, row_number() OVER (ORDER BY created_at, id) AS position FROM orders WHERE parent_order_id IS NULL
)
UPDATE orders SET order_number = sauda_order_number(parents.position - 1) FROM parents WHERE orders.id = parents.id;
SELECT setval('order_number_seq', (SELECT count(*) FROM orders WHERE parent_order_id IS NULL), false);

-- Every new parent order gets the next number at insert, whoever writes it (the order route, the demo seed).
CREATE FUNCTION sauda_number_new_order() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.parent_order_id IS NULL AND NEW.order_number IS NULL THEN NEW.order_number := sauda_order_number(nextval('order_number_seq')); END IF; RETURN NEW; END $$;
CREATE TRIGGER orders_number_on_insert BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION sauda_number_new_order();

CREATE UNIQUE INDEX orders_order_number ON orders (order_number);
ALTER TABLE orders ADD CONSTRAINT orders_number_on_parents CHECK ((parent_order_id IS NULL) = (order_number IS NOT NULL));
