-- Staff of the insurer and its partners (studio, config releases): sessions and the audit trail.

-- Signed-in staff. The cookie holds a random token; only its SHA-256 is stored, so a copy of the
-- table signs nobody in. In the database so that every server process knows every session.
CREATE TABLE staff_sessions (
  token_hash     text PRIMARY KEY,
  username       text NOT NULL,
  roles          text[] NOT NULL,
  partner_scope  text,
  provider       text NOT NULL CHECK (provider IN ('local', 'oidc')),
  csrf_token     text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL
);
CREATE INDEX staff_sessions_expires_at ON staff_sessions (expires_at);

-- Who did what, when and from where: sign-ins (failed ones too), sign-outs, saves, approvals.
-- Append-only: the triggers below refuse UPDATE, DELETE and TRUNCATE whoever asks, so neither a bug
-- nor a stolen session can rewrite history through the application. (Only a deliberate
-- ALTER TABLE ... DISABLE TRIGGER by the table's owner could; production should run the portal
-- under a role that does not own its tables.)
CREATE TABLE staff_audit (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at              timestamptz NOT NULL DEFAULT now(),
  actor           text NOT NULL,
  client_address  text,
  action          text NOT NULL,
  target          text,
  details         jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX staff_audit_at ON staff_audit (at, id);
CREATE INDEX staff_audit_actor ON staff_audit (actor, at);
CREATE INDEX staff_audit_action ON staff_audit (action, at);

CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();
