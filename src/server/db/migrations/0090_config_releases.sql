-- Config releases (issue 22): every config tree the portal has served, immutable and numbered, and
-- the drafts staff edit towards the next one. docs/releases.md explains the rules.

-- A release is a whole tree (files: path -> JSON), with who proposed it, who approved it and from when
-- it is served. Only a scheduled release's cancellation may be written later (the trigger below).
CREATE TABLE config_releases (
  number        integer PRIMARY KEY CHECK (number > 0),
  content_hash  text NOT NULL,
  files         jsonb NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('seed', 'change', 'rollback')),
  message       text NOT NULL,
  author        text NOT NULL,
  approver      text,
  rollback_of   integer REFERENCES config_releases (number),
  draft_id      uuid,
  created_at    timestamptz NOT NULL,
  approved_at   timestamptz,
  published_at  timestamptz NOT NULL DEFAULT now(),
  effective_at  timestamptz NOT NULL,
  cancelled_at  timestamptz,
  cancelled_by  text
);
CREATE INDEX config_releases_effective ON config_releases (effective_at, number) WHERE cancelled_at IS NULL;

CREATE FUNCTION config_releases_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.cancelled_at IS NULL AND NEW.cancelled_at IS NOT NULL AND NEW.cancelled_by IS NOT NULL
     AND OLD.effective_at > now()
     AND (to_jsonb(NEW) - 'cancelled_at' - 'cancelled_by') = (to_jsonb(OLD) - 'cancelled_at' - 'cancelled_by') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'config_releases is immutable: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER config_releases_no_change BEFORE UPDATE OR DELETE ON config_releases
  FOR EACH ROW EXECUTE FUNCTION config_releases_immutable();
CREATE TRIGGER config_releases_no_truncate BEFORE TRUNCATE ON config_releases
  FOR EACH STATEMENT EXECUTE FUNCTION config_releases_immutable();

-- A draft: a base release plus changed files (path -> JSON, or null for a file removed). revision
-- counts saves, so two people saving the same draft are told instead of overwriting each other.
CREATE TABLE config_drafts (
  id              uuid PRIMARY KEY,
  base            integer NOT NULL REFERENCES config_releases (number),
  kind            text NOT NULL DEFAULT 'change' CHECK (kind IN ('change', 'rollback')),
  rollback_of     integer REFERENCES config_releases (number),
  message         text NOT NULL,
  author          text NOT NULL,
  partner_scope   text,
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'submitted', 'approved', 'rejected', 'published', 'withdrawn')),
  revision        integer NOT NULL DEFAULT 1,
  changes         jsonb NOT NULL DEFAULT '{}'::jsonb,
  findings        jsonb NOT NULL DEFAULT '[]'::jsonb,
  submitted_at    timestamptz,
  reviewer        text,
  review_comment  text,
  reviewed_at     timestamptz,
  release         integer REFERENCES config_releases (number),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX config_drafts_status ON config_drafts (status, updated_at);

-- Records say which config they were made under: the tree's content hash always, its release number
-- when releases come from the database.
ALTER TABLE leads ADD COLUMN config_version text, ADD COLUMN config_release integer;
ALTER TABLE quote_records ADD COLUMN config_version text, ADD COLUMN config_release integer;
ALTER TABLE payments ADD COLUMN config_version text, ADD COLUMN config_release integer;
ALTER TABLE extra_fields ADD COLUMN config_version text, ADD COLUMN config_release integer;
