-- Staged releases (issue 34): a release published to a share (1-99) of new visits is served next to
-- the release served before it (its base), to the visits whose bucket (src/shared/visit.ts) is below
-- the share. config_releases is immutable (0090), so the share, which staff and the guardrail change
-- later, lives here; every change is in the audit trail. A release published to everyone has no row.
-- share 100: promoted (served to everyone, final); 0: stopped (served to nobody new).
CREATE TABLE release_shares (
  release     integer PRIMARY KEY REFERENCES config_releases (number),
  base        integer NOT NULL REFERENCES config_releases (number),
  share       smallint NOT NULL CHECK (share BETWEEN 0 AND 100),
  staged_at   timestamptz NOT NULL DEFAULT now(),
  changed_at  timestamptz NOT NULL DEFAULT now(),
  changed_by  text NOT NULL,
  -- The numbers that made the guardrail stop it (src/server/releases/guardrail.ts), else null.
  guardrail   jsonb,
  CHECK (base < release)
);
