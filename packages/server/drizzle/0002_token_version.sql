ALTER TABLE users
  ADD COLUMN token_version integer NOT NULL DEFAULT 0 CONSTRAINT users_token_version CHECK (token_version >= 0);
