-- Shoppers' questions about a product and the shop's answers (the legacy Questions / QuestionReplies tables).
-- A product page lists its questions newest first, each with its answers oldest first.
CREATE TABLE product_questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id),
  shop_id uuid NOT NULL REFERENCES shops(id),
  question text NOT NULL CHECK (length(btrim(question)) > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_questions_product ON product_questions (product_id, created_at DESC, id DESC);

CREATE TABLE question_replies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  question_id uuid NOT NULL REFERENCES product_questions(id) ON DELETE CASCADE,
  shop_id uuid NOT NULL REFERENCES shops(id),
  reply text NOT NULL CHECK (length(btrim(reply)) > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX question_replies_question ON question_replies (question_id, created_at);
