-- State every server process must see (docs/lookups.md, README "Several processes").

-- Rate-limit counters, one row per bucket (counter name + client or plate): hits in the window
-- that started with the bucket's first hit and ends at expires_at. One
-- `insert ... on conflict do update` counts or restarts the window atomically, so the count stays
-- exact however many processes hit it at once; expired rows are swept now and then.
CREATE TABLE rate_limit_counters (
  bucket      text PRIMARY KEY,
  hits        integer NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_expires_at ON rate_limit_counters (expires_at);

-- Sandbox only: keys the operator did not configure (access tokens, document links), made once
-- by whichever process starts first, so every process and every restart uses the same ones.
CREATE TABLE server_keys (
  name        text PRIMARY KEY,
  secret      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Lead upload images, at most one per kind (the spec's four) per lead: a new upload of a kind
-- replaces the old one. In the database so that any process can read what another stored.
CREATE TABLE lead_upload_images (
  trans_id    text NOT NULL REFERENCES leads (trans_id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('mulkiyaImageFront', 'mulkiyaImageBack', 'dlImageFront', 'dlImageBack')),
  extension   text NOT NULL,
  size_bytes  integer NOT NULL CHECK (size_bytes >= 0),
  bytes       bytea NOT NULL,
  stored_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (trans_id, kind)
);
