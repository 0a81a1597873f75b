-- Four eyes counts every person who changed a draft (issue 36): `authors` lists, in order, whoever
-- started, saved, reverted, removed, re-worded or reopened it; none of them may approve it. `author`
-- stays the one who started it. A release names every author of the draft it came from.
ALTER TABLE config_drafts ADD COLUMN authors text[] NOT NULL DEFAULT '{}';
-- Older drafts: whoever changed them, as the audit trail tells it (it has recorded every save since
-- drafts exist), after the one who started them.
UPDATE config_drafts d SET authors = ARRAY[d.author] || coalesce((
  SELECT array_agg(a.actor ORDER BY a.first) FROM (
    SELECT actor, min(id) AS first FROM staff_audit
    WHERE target = 'draft:' || d.id::text
      AND action IN ('draft-saved', 'draft-file-reverted', 'draft-file-removed', 'draft-reopened')
      AND actor <> d.author
    GROUP BY actor
  ) a
), '{}');

-- Releases are immutable (0090): the column is filled once here, from the draft each came from (or
-- the one author a seed or a release manager's rollback names), with the trigger held for this
-- statement only; it refuses any later change to it like to every other column.
ALTER TABLE config_releases ADD COLUMN authors text[];
ALTER TABLE config_releases DISABLE TRIGGER config_releases_no_change;
UPDATE config_releases r SET authors = coalesce((SELECT d.authors FROM config_drafts d WHERE d.id = r.draft_id), ARRAY[r.author]);
ALTER TABLE config_releases ENABLE TRIGGER config_releases_no_change;
ALTER TABLE config_releases ALTER COLUMN authors SET NOT NULL;
