-- What every server instance must see alike: uploaded images (the default media store) and abuse-limit counters.
CREATE TABLE media (
  key text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per limit, key (an IP or an account) and time bucket; a limit sums the buckets of its window.
CREATE TABLE abuse_counters (
  limit_name text NOT NULL,
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (limit_name, key, window_start)
);
CREATE INDEX abuse_counters_expires_at ON abuse_counters (expires_at);
