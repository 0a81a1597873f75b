-- One-time codes (issue 24): a 6-digit code sent to the mobile on record before a payment (and
-- other steps), for one client (the quote binding's holder), purpose and quote or policy number.
-- Only an HMAC of the code is kept. A verified code lets that client do that step for 15 minutes.
CREATE TABLE one_time_codes (
  id           uuid        PRIMARY KEY,
  holder       text        NOT NULL,
  purpose      text        NOT NULL,
  reference    text        NOT NULL,
  mobile       text        NOT NULL,
  code_hash    text        NOT NULL,
  sends        integer     NOT NULL DEFAULT 1,
  tries        integer     NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  verified_at  timestamptz
);
CREATE INDEX one_time_codes_holder ON one_time_codes (holder, purpose, reference, created_at DESC);
