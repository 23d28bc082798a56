CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  parent_order_id uuid REFERENCES orders(id) ON DELETE CASCADE,
  order_group_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id),
  shop_id uuid REFERENCES shops(id),
  full_name text NOT NULL,
  country text NOT NULL,
  street_address_line1 text NOT NULL,
  street_address_line2 text NOT NULL DEFAULT '',
  province text NOT NULL,
  city text NOT NULL,
  zip_code text NOT NULL,
  phone_number text NOT NULL,
  email text NOT NULL,
  total_amount numeric(12, 2) NOT NULL,
  discount numeric(12, 2) NOT NULL DEFAULT 0,
  amount numeric(12, 2) NOT NULL,
  shipping_fee numeric(12, 2) NOT NULL DEFAULT 0,
  coupon_id uuid REFERENCES coupons(id),
  status text NOT NULL DEFAULT 'Pending',
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT orders_amounts CHECK (discount >= 0 AND amount >= 0 AND amount = total_amount - discount),
  CONSTRAINT orders_status CHECK (status IN ('Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered', 'Cancelled'))
);
CREATE INDEX orders_user_parents ON orders (user_id, created_at) WHERE parent_order_id IS NULL;
CREATE UNIQUE INDEX orders_group_parent ON orders (order_group_id) WHERE parent_order_id IS NULL;
CREATE INDEX orders_parent ON orders (parent_order_id);

CREATE TABLE order_products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  order_group_id uuid NOT NULL,
  product_id uuid NOT NULL REFERENCES products(id),
  shop_id uuid NOT NULL REFERENCES shops(id),
  quantity integer NOT NULL,
  price numeric(12, 2) NOT NULL,
  selected_size text,
  selected_color text,
  selected_image text,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT order_products_quantity CHECK (quantity BETWEEN 1 AND 3),
  CONSTRAINT order_products_price CHECK (price >= 0)
);
CREATE INDEX order_products_group ON order_products (order_group_id, position);
CREATE INDEX order_products_order ON order_products (order_id);

CREATE TABLE order_idempotency_keys (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  parent_order_id uuid REFERENCES orders(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

CREATE TABLE order_cancellations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'Pending',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT order_cancellations_status CHECK (status IN ('Pending', 'Approved', 'Declined'))
);
CREATE INDEX order_cancellations_user ON order_cancellations (user_id, created_at);

CREATE TABLE order_returns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id),
  reason text NOT NULL,
  other_reason text,
  status text NOT NULL DEFAULT 'Pending',
  vendor_comments text,
  requested_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT order_returns_status CHECK (status IN ('Pending', 'Approved', 'Declined'))
);
CREATE INDEX order_returns_user ON order_returns (user_id, requested_at);

CREATE INDEX coupons_code_upper ON coupons (upper(code));
