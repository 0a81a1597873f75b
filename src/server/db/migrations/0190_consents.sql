-- Consent kept as proof (issue 24, item 6; Oman's personal data protection law, RD 6/2022): one row
-- per box the customer answered (privacy, marketing, terms), accepted or not, with what they were
-- shown: the config release and version the page was served under, the texts in their language
-- and a SHA-256 of them, the time, the partner, the channel (the web page or a partner's API
-- client) and an HMAC of the client's address (never the address itself).
CREATE TABLE consents (
  id              bigserial   PRIMARY KEY,
  kind            text        NOT NULL CHECK (kind IN ('privacy', 'marketing', 'terms')),
  accepted        boolean     NOT NULL,
  trans_id        text,
  quote_no        text,
  partner_id      text        NOT NULL,
  channel         text        NOT NULL CHECK (channel IN ('web', 'api')),
  client_id       text,
  form_id         text        NOT NULL,
  field           text        NOT NULL,
  language        text        NOT NULL,
  text_keys       jsonb       NOT NULL,
  text_shown      text        NOT NULL,
  text_hash       text        NOT NULL,
  config_version  text        NOT NULL,
  config_release  integer,
  address_hash    text,
  accepted_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consents_trans_id ON consents (trans_id);
CREATE INDEX consents_quote_no ON consents (quote_no);

-- The daily retention run (retention/retention-job.ts): one row per Oman day, written by the run
-- that does the work, so however many processes offer a run, a day's deletions happen once.
CREATE TABLE retention_runs (
  day             date        PRIMARY KEY,
  leads_deleted   integer     NOT NULL DEFAULT 0,
  records_deleted integer     NOT NULL DEFAULT 0,
  ran_at          timestamptz NOT NULL DEFAULT now()
);

-- Retention looks leads up by age, and records by age.
CREATE INDEX leads_created_at ON leads (created_at);
CREATE INDEX quote_records_trans_id ON quote_records (trans_id);

-- The quote a lead led to (the buy journey's new quote names its lead): such a lead is kept with
-- the quote's records (ten years) instead of being deleted as a lead without a quote.
ALTER TABLE leads ADD COLUMN quote_no text;
