-- The portal's own records behind the spec's back-end API (section 7). Field names follow the
-- spec (section 3) in snake_case. Money is integer baiza (1 OMR = 1000 baiza). Every row carries
-- the partner the server resolved from the request origin, never one sent by the browser.

CREATE TABLE leads (
  -- Answered to the browser as `data` (its transId) and carried through the whole journey.
  trans_id                text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  selected_option         text NOT NULL CHECK (selected_option IN ('Buy Policy', 'Renew Policy', 'ROP Resubmission', 'Pay Premium')),
  accept_privacy_policy   boolean NOT NULL,
  name                    text NOT NULL,
  mobile_no               text NOT NULL,
  partner_id              text NOT NULL,
  journey_id              integer NOT NULL DEFAULT 1,
  lead_status             text NOT NULL DEFAULT 'Initiated',
  journey_status          integer NOT NULL DEFAULT 1,
  created_at              timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE lead_uploads (
  id                       serial PRIMARY KEY,
  trans_id                 text NOT NULL REFERENCES leads (trans_id) ON DELETE CASCADE,
  partner_id               text NOT NULL,
  mulkiya_input_type       text,
  plate_number             text,
  plate_code               text,
  plate_type               text,
  dl_input_type            text,
  license_no               text,
  full_name                text,
  selected_product         text,
  vehicle_value_baiza      integer CHECK (vehicle_value_baiza >= 0),
  quote_no                 text,
  -- The ROP page sends a policy number where the other lookups send a quote number.
  policy_no                text,
  -- Paths relative to DATA_DIR/uploads: outside the web root, served to nobody.
  mulkiya_image_front_path text,
  mulkiya_image_back_path  text,
  dl_image_front_path      text,
  dl_image_back_path       text,
  created_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_uploads_trans_id ON lead_uploads (trans_id);

-- "Quote record sent to the back end", kept up to date through payment and policy conversion.
CREATE TABLE quote_records (
  id                          serial PRIMARY KEY,
  quote_no                    text NOT NULL UNIQUE,
  partner_id                  text NOT NULL,
  journey_id                  integer NOT NULL DEFAULT 1,
  trans_id                    text,
  send_sms                    boolean NOT NULL DEFAULT false,
  mobile_no_country_code      text NOT NULL DEFAULT '968',
  mobile_no                   text,
  send_whatsapp               boolean NOT NULL DEFAULT false,
  same_as_mobile_no           boolean NOT NULL DEFAULT false,
  whatsapp_no_country_code    text NOT NULL DEFAULT '968',
  whatsapp_no                 text,
  send_email                  boolean NOT NULL DEFAULT false,
  email                       text,
  selected_plan               text,
  premium_baiza               integer CHECK (premium_baiza >= 0),
  promo_code_applied          boolean NOT NULL DEFAULT false,
  promo_code                  text,
  discount_baiza              integer CHECK (discount_baiza >= 0),
  discounted_premium_baiza    integer CHECK (discounted_premium_baiza >= 0),
  quote_status                text NOT NULL DEFAULT 'Quote' CHECK (quote_status IN ('Quote', 'Created', 'Policy Converted')),
  payment_status              text CHECK (payment_status IN ('Initiated', 'Success', 'Failed')),
  policy_no                   text,
  created_at                  timestamptz NOT NULL DEFAULT now(),
  updated_at                  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE communication_preferences (
  id               serial PRIMARY KEY,
  quote_no         text NOT NULL,
  partner_id       text NOT NULL,
  license_no       text,
  agent_code       text,
  email_yn         boolean NOT NULL DEFAULT false,
  email_id         text,
  sms_yn           boolean NOT NULL DEFAULT false,
  mobile_country   text NOT NULL DEFAULT '968',
  mobile_no        text,
  whatsapp_yn      boolean NOT NULL DEFAULT false,
  whatsapp_country text NOT NULL DEFAULT '968',
  whatsapp_no      text,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX communication_preferences_quote_no ON communication_preferences (quote_no);

-- Log of POST /dic/motor-insurance/request-policy-document (unauthenticated in the spec).
CREATE TABLE policy_document_requests (
  id          serial PRIMARY KEY,
  partner_id  text NOT NULL,
  plate_no    text,
  plate_code  text,
  license_no  text,
  phone_no    text,
  policy_no   text,
  -- The document list (array of "label~~url") or the text "Error fetching documents".
  response    jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
