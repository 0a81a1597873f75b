-- Which client obtained which quote (issue 9): a later call about a quote (preferences, quote
-- record, promo, plan choice, payment link) is refused unless this client looked the quote up.
-- holder: 'session:' + sha256 of the browser session id of a public-client token, or
-- 'client:' + the id of a confidential partner client. One quote may have several holders (the
-- customer on a phone and a laptop). In the database, not in memory: several processes share it.
CREATE TABLE quote_bindings (
  quote_no  text NOT NULL,
  holder    text NOT NULL,
  bound_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (quote_no, holder)
);
