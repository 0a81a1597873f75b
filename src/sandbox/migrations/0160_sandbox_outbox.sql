-- The sandbox's message providers (src/sandbox/messaging): every SMS, WhatsApp message and e-mail
-- the portal sent, as the customer would receive it, for /sandbox/outbox(.json) and the tests.
CREATE TABLE sandbox_outbox (
  id           bigserial   PRIMARY KEY,
  channel      text        NOT NULL CHECK (channel IN ('sms', 'whatsapp', 'email')),
  -- International digits for mobiles (96891234567), lower case for e-mail addresses.
  recipient    text        NOT NULL,
  language     text        NOT NULL,
  subject      text,
  text         text        NOT NULL,
  links        jsonb       NOT NULL DEFAULT '[]'::jsonb,
  provider_ref text        NOT NULL UNIQUE,
  -- The sender's own id of the message: a provider takes a repeated request as the same message.
  client_ref   text        NOT NULL,
  sent_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (channel, client_ref)
);
CREATE INDEX sandbox_outbox_recipient ON sandbox_outbox (recipient, id);
