-- Money the server decides (docs/payments.md). Amounts are integer baiza.

-- Quotes as the insurer itself described them to this server (never as a browser did): the
-- premium of a payment is read from here, fetched afresh from the insurer before each payment.
CREATE TABLE seen_quotes (
  quote_no        text PRIMARY KEY,
  partner_id      text NOT NULL,
  prod_id         text,
  product         text,
  insured_name    text,
  quote_status    text NOT NULL,
  -- The one plan the insurer has confirmed, and its total (premium with VAT); null while the
  -- customer has not chosen among several plans yet.
  plan_id         text,
  premium_baiza   integer CHECK (premium_baiza > 0),
  seen_at         timestamptz NOT NULL DEFAULT now()
);

-- One row per payment attempt. order_id is ours, sent to the gateway, and doubles as the
-- unguessable reference `br` of the result page.
CREATE TABLE payments (
  order_id        text PRIMARY KEY CHECK (order_id ~ '^[A-Za-z0-9_-]{1,30}$'),
  quote_no        text NOT NULL,
  partner_id      text NOT NULL,
  -- What the customer is charged: the premium less a promo discount the server verified.
  amount_baiza    integer NOT NULL CHECK (amount_baiza > 0),
  premium_baiza   integer NOT NULL CHECK (premium_baiza >= amount_baiza),
  currency        text NOT NULL,
  skip_payment    boolean NOT NULL DEFAULT false,
  -- initiated -> returned (the gateway posted encResp) -> settling (one request holds the claim)
  -- -> paid | failed. An unverifiable answer releases the claim back to returned.
  state           text NOT NULL DEFAULT 'initiated' CHECK (state IN ('initiated', 'returned', 'settling', 'paid', 'failed')),
  enc_resp        text,
  claimed_at      timestamptz,
  policy_no       text,
  -- The payment response the result page shows (spec section 3), once settled.
  result          jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_quote_no ON payments (quote_no);
-- A quote is paid for, and becomes a policy, at most once, whatever races above this.
CREATE UNIQUE INDEX payments_one_paid_per_quote ON payments (quote_no) WHERE state = 'paid';
