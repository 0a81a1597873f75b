-- Config files keep their exact text (issue 31). A release's files and a draft's changes were jsonb
-- objects per file, and jsonb sorts an object's keys (by length, then bytes): a form's fields came
-- back in another order than its file gives, which is the order rjsf draws them in. Each file is now
-- kept as its text, a JSON string in the same jsonb map (path -> text), which keeps every byte.
-- Rows written before keep their meaning: their JSON is written out as text here (the key order
-- they were given in is gone; the seed step re-seeds the shipped files' own text, src/server/releases/seed.ts).
ALTER TABLE config_releases DISABLE TRIGGER config_releases_no_change;
UPDATE config_releases r
   SET files = (SELECT coalesce(jsonb_object_agg(key, to_jsonb(jsonb_pretty(value) || E'\n')), '{}'::jsonb) FROM jsonb_each(r.files))
 WHERE EXISTS (SELECT 1 FROM jsonb_each(r.files) WHERE jsonb_typeof(value) <> 'string');
ALTER TABLE config_releases ENABLE TRIGGER config_releases_no_change;

UPDATE config_drafts d
   SET changes = (SELECT coalesce(jsonb_object_agg(key, CASE WHEN jsonb_typeof(value) = 'null' THEN value ELSE to_jsonb(jsonb_pretty(value) || E'\n') END), '{}'::jsonb)
                    FROM jsonb_each(d.changes))
 WHERE EXISTS (SELECT 1 FROM jsonb_each(d.changes) WHERE jsonb_typeof(value) NOT IN ('string', 'null'));
