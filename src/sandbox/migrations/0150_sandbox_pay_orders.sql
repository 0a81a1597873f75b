-- The sandbox payment gateway's own orders (src/sandbox/pay), kept in the database so a
-- checkout survives a restart and the status look-up answers from what the gateway saw.
-- Status words are the status API's: Initiated, Successful, Shipped, Unsuccessful, Aborted.
CREATE TABLE sandbox_pay_orders (
  merchant_id     text        NOT NULL,
  order_id        text        NOT NULL,
  tracking_id     text        NOT NULL UNIQUE,
  amount_baiza    bigint      NOT NULL CHECK (amount_baiza > 0),
  currency        text        NOT NULL,
  status          text        NOT NULL DEFAULT 'Initiated',
  quote_no        text        NOT NULL DEFAULT '',
  language        text        NOT NULL DEFAULT 'EN',
  redirect_url    text        NOT NULL,
  cancel_url      text        NOT NULL,
  -- The decrypted request, so the response can echo the merchant params and billing fields.
  request_fields  jsonb       NOT NULL,
  card_name       text,
  card_last4      text,
  bank_ref_no     text,
  failure_message text,
  -- What a fault test card makes the status look-up do (see docs/sandbox-payments.md).
  status_fault    text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, order_id)
);
