-- The daily roll-up of step events (issue 34, src/server/events/roll-up-job.ts): per Oman day and
-- step, the visits that reached it (any outcome), were refused at it and left it. The funnel reads
-- these rows for the days rolled up and step_events only for the rest, so months stay fast after
-- the raw events are deleted (docs/customers.md, "Retention").
CREATE TABLE step_event_days (
  day date NOT NULL,
  journey text NOT NULL,
  step text NOT NULL,
  step_index smallint NOT NULL,
  config_release integer,
  partner text NOT NULL,
  language text NOT NULL,
  device text NOT NULL,
  visits integer NOT NULL,
  refused integer NOT NULL,
  left_visits integer NOT NULL
);
CREATE INDEX step_event_days_day ON step_event_days (journey, day);

-- A day rolled up: its row is the claim (one process per day) and tells the funnel to read the day table.
CREATE TABLE step_event_rollups (
  day date PRIMARY KEY,
  rows_written integer NOT NULL DEFAULT 0,
  raw_deleted integer NOT NULL DEFAULT 0,
  done_at timestamptz NOT NULL DEFAULT now()
);
