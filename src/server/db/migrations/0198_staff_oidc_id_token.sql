-- Signing out of the studio signs out at the insurer's identity provider too (RP-initiated logout):
-- the provider is sent the ID token it issued at sign-in (id_token_hint), kept with the session and
-- deleted with it. Local sign-ins have none.
ALTER TABLE staff_sessions ADD COLUMN id_token text;
