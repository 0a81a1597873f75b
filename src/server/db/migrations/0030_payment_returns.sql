-- Issue 9: every return post of the gateway is kept, so that a forged or replayed one posted first
-- cannot hide the genuine one (docs/payments.md, "The return decides nothing"). None of them
-- decides anything by itself: a post that does not decrypt or names another order is ignored,
-- and the money is always the gateway's status look-up. payments.enc_resp is no longer written.
CREATE TABLE payment_returns (
  id          bigserial   PRIMARY KEY,
  order_id    text        NOT NULL REFERENCES payments (order_id),
  enc_resp    text        NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_returns_order ON payment_returns (order_id, id);
INSERT INTO payment_returns (order_id, enc_resp, received_at)
  SELECT order_id, enc_resp, updated_at FROM payments WHERE enc_resp IS NOT NULL;

-- The background settler (routes/payments/settler.ts): when to ask the gateway again about an
-- unsettled order, how often it was asked, and what the last check said (for operators).
ALTER TABLE payments ADD COLUMN check_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN next_check_at timestamptz;
ALTER TABLE payments ADD COLUMN last_check text;
CREATE INDEX payments_unsettled ON payments (next_check_at) WHERE state IN ('initiated', 'returned');
