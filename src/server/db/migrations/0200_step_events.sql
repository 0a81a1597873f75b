-- Step events (issue 34): one row per journey step a visit enters, finishes, is refused at or leaves.
-- No personal data: no name, number, plate, address, IP or token; visit_id is random (src/shared/visit.ts).
CREATE TABLE step_events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  visit_id uuid NOT NULL,
  journey text NOT NULL,
  step text NOT NULL,
  step_index smallint NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('entered', 'finished', 'refused', 'left')),
  error_code text,
  config_release integer,
  partner text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'ar')),
  device text NOT NULL CHECK (device IN ('phone', 'desktop'))
);
CREATE INDEX step_events_at ON step_events (at);
CREATE INDEX step_events_release ON step_events (config_release, journey, step_index);
