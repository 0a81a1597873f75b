-- Fields staff add to a form and map in a journey (issue 21): the insurer's wire has no place for
-- them, so they are kept here with the lead (trans_id) and, when there is one, the quote. Staff
-- read them in the studio (GET /api/studio/extra-fields). operation is "METHOD /path".
CREATE TABLE extra_fields (
  id          serial PRIMARY KEY,
  trans_id    text,
  quote_no    text,
  partner_id  text NOT NULL,
  journey_id  text NOT NULL,
  operation   text NOT NULL,
  fields      jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX extra_fields_trans_id ON extra_fields (trans_id);
CREATE INDEX extra_fields_quote_no ON extra_fields (quote_no);
