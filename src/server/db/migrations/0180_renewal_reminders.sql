-- Renewal reminders (issue 24, item 5; docs/customers.md). A customer who follows a reminder's
-- opt-out link stops the reminders of that policy and to that mobile (8 digits, Oman).
CREATE TABLE reminder_opt_outs (
  policy_no  text        NOT NULL,
  mobile     text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (policy_no, mobile)
);
CREATE INDEX reminder_opt_outs_mobile ON reminder_opt_outs (mobile);

-- The daily scan, one row per Oman day: claimed by the one process that runs it (a claim older
-- than the scan's expiry, its process dead, may be taken over), finished when done. A process
-- that comes by later that day runs none. (A scan run twice would still be harmless: each reminder
-- is one message per event; but it costs an insurer call.)
CREATE TABLE reminder_scans (
  scan_day    date        PRIMARY KEY,
  runs        integer     NOT NULL DEFAULT 1,
  claimed_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  queued      integer     NOT NULL DEFAULT 0
);
