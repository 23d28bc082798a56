CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  phone text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  image text,
  gender text,
  user_type text NOT NULL DEFAULT 'customer',
  is_verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE verification_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  verified_at timestamptz,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_user_purpose ON verification_codes (user_id, purpose);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  "to" text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_to ON outbox ("to");

CREATE TABLE shops (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  logo text,
  cover_image text,
  city text,
  owner_id uuid NOT NULL REFERENCES users(id),
  followers_count integer NOT NULL DEFAULT 0 CHECK (followers_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  image text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  image text,
  category_id uuid NOT NULL REFERENCES categories(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX items_category ON items (category_id);

CREATE TABLE colors (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE sizes (id serial PRIMARY KEY, name text NOT NULL UNIQUE);

CREATE TABLE brands (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  category_id uuid REFERENCES categories(id),
  shop_id uuid REFERENCES shops(id),
  relationship text NOT NULL DEFAULT 'Authorised Reseller',
  status text NOT NULL DEFAULT 'Approved',
  authorization_start_date timestamptz,
  authorization_end_date timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  shop_id uuid NOT NULL REFERENCES shops(id),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  video text NOT NULL DEFAULT '',
  brand text NOT NULL DEFAULT 'No Brand',
  price integer NOT NULL DEFAULT 0,
  old_price integer NOT NULL DEFAULT 0,
  discount integer NOT NULL DEFAULT 0,
  cat_name text NOT NULL,
  category_id uuid NOT NULL REFERENCES categories(id),
  items_category_id uuid NOT NULL REFERENCES items(id),
  stock integer,
  detail jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_items_category ON products (items_category_id, created_at);
CREATE INDEX products_shop ON products (shop_id, created_at);
CREATE INDEX products_created ON products (created_at);

CREATE TABLE product_variants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  variant_color text NOT NULL,
  variant_image text NOT NULL DEFAULT '',
  sizes jsonb NOT NULL,
  first_price integer NOT NULL,
  first_discount integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_variants_product ON product_variants (product_id, position);

CREATE TABLE product_color_variants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  color text NOT NULL,
  image text NOT NULL DEFAULT '',
  price integer NOT NULL,
  old_price integer NOT NULL,
  discount integer NOT NULL,
  stock integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_color_variants_product ON product_color_variants (product_id, position);

CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id),
  shop_id uuid NOT NULL REFERENCES shops(id),
  rating double precision NOT NULL CHECK (rating >= 0.5 AND rating <= 5),
  comment text NOT NULL DEFAULT '',
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  vendor_reply text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_product ON reviews (product_id, created_at);

CREATE TABLE coupons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  discount_type text NOT NULL,
  discount_value integer NOT NULL,
  minimum_order_value integer NOT NULL DEFAULT 0,
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  usage_limit integer,
  usage_count integer NOT NULL DEFAULT 0,
  vendor_id uuid NOT NULL REFERENCES shops(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE wishlist (
  id serial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  color text,
  size text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT wishlist_entry UNIQUE NULLS NOT DISTINCT (user_id, product_id, color, size)
);

CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  street_address_line1 text NOT NULL,
  street_address_line2 text,
  city text NOT NULL,
  state text NOT NULL,
  zip_code text NOT NULL
);

CREATE TABLE shop_follows (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  shop_id uuid NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, shop_id)
);

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
