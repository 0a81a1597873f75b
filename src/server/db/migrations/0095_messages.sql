-- Messages to customers (issue 24): one row per event, whatever the number of processes or tries.
-- The row is written in the same transaction as its sending job (pg-boss, schema JOBS_SCHEMA), so
-- a message is queued exactly when its row exists; event_key is the idempotency key (e.g.
-- "otp:<id>", "policy-issued:<policyNo>:whatsapp"), and a second send with it is a no-op.
CREATE TABLE messages (
  id           uuid PRIMARY KEY,
  event_key    text NOT NULL UNIQUE,
  channel      text NOT NULL CHECK (channel IN ('sms', 'whatsapp', 'email')),
  recipient    text NOT NULL,
  language     text NOT NULL CHECK (language IN ('en', 'ar')),
  template     text NOT NULL,
  params       jsonb NOT NULL DEFAULT '{}'::jsonb,
  partner_id   text,
  -- A one-time code and the like: its params are emptied once the message is sent or failed.
  sensitive    boolean NOT NULL DEFAULT false,
  -- queued: waiting or being retried; sent: the provider took it; failed: out of tries (dead letter).
  state        text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed')),
  attempts     integer NOT NULL DEFAULT 0,
  last_error   text,
  provider_ref text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  sent_at      timestamptz
);
CREATE INDEX messages_recipient ON messages (recipient, created_at);
CREATE INDEX messages_state ON messages (state) WHERE state <> 'sent';
