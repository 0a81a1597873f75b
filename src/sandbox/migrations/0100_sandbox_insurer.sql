-- The sandbox insurer's own state: a stand-in for the insurer's core system, used only in sandbox mode.
-- Money is integer baiza. Rows with seeded = true are re-written at every start so that the
-- documented test cases (dates relative to today) stay true.

CREATE TABLE sbx_ins_customers (
  civil_id     text PRIMARY KEY,
  name         text NOT NULL,
  mobile_no    text NOT NULL,
  email        text NOT NULL DEFAULT '',
  birth_date   date NOT NULL,
  seeded       boolean NOT NULL DEFAULT false
);

CREATE TABLE sbx_ins_licences (
  licence_no   text PRIMARY KEY,
  civil_id     text NOT NULL REFERENCES sbx_ins_customers (civil_id),
  expiry_date  date NOT NULL,
  seeded       boolean NOT NULL DEFAULT false
);

CREATE TABLE sbx_ins_vehicles (
  id               serial PRIMARY KEY,
  plate_no         text NOT NULL,
  plate_code       text NOT NULL,
  chassis_no       text NOT NULL,
  make             text NOT NULL,
  model            text NOT NULL,
  model_year       integer NOT NULL,
  body_type        text NOT NULL,
  usage_type       text NOT NULL,
  owner_civil_id   text NOT NULL REFERENCES sbx_ins_customers (civil_id),
  previous_insurer text NOT NULL DEFAULT '',
  seeded           boolean NOT NULL DEFAULT false,
  UNIQUE (plate_no, plate_code)
);

CREATE SEQUENCE sbx_ins_quote_seq START 1;
CREATE SEQUENCE sbx_ins_policy_seq START 1;

CREATE TABLE sbx_ins_quotes (
  quote_no            text PRIMARY KEY,
  vehicle_id          integer NOT NULL REFERENCES sbx_ins_vehicles (id),
  civil_id            text NOT NULL REFERENCES sbx_ins_customers (civil_id),
  mobile_no           text NOT NULL,
  email               text NOT NULL DEFAULT '',
  product             text NOT NULL,
  plan_id             text,
  plan_confirmed      boolean NOT NULL DEFAULT false,
  vehicle_value_baiza bigint NOT NULL DEFAULT 0,
  status              text NOT NULL CHECK (status IN ('Quote', 'Created', 'Policy Converted')),
  cover_from          timestamp NOT NULL,
  cover_to            timestamp NOT NULL,
  previous_policy_no  text NOT NULL DEFAULT '',
  policy_no           text NOT NULL DEFAULT '',
  src_bus_id          text NOT NULL DEFAULT '',
  created_at          timestamp NOT NULL,
  seeded              boolean NOT NULL DEFAULT false
);
CREATE INDEX sbx_ins_quotes_vehicle ON sbx_ins_quotes (vehicle_id, created_at DESC);

CREATE TABLE sbx_ins_policies (
  policy_no           text PRIMARY KEY,
  doc_serial          integer NOT NULL UNIQUE,
  vehicle_id          integer NOT NULL REFERENCES sbx_ins_vehicles (id),
  civil_id            text NOT NULL REFERENCES sbx_ins_customers (civil_id),
  quote_no            text NOT NULL DEFAULT '',
  product             text NOT NULL,
  plan_id             text NOT NULL,
  vehicle_value_baiza bigint NOT NULL DEFAULT 0,
  cover_from          timestamp NOT NULL,
  cover_to            timestamp NOT NULL,
  issued_at           timestamp NOT NULL,
  rop_status          text CHECK (rop_status IN ('ACCEPTED', 'PENDING', 'REJECTED')),
  rop_note            text NOT NULL DEFAULT '',
  seeded              boolean NOT NULL DEFAULT false
);
CREATE INDEX sbx_ins_policies_vehicle ON sbx_ins_policies (vehicle_id, cover_to DESC);

-- A payment reference is applied once: a replayed conversion answers the same policy.
CREATE TABLE sbx_ins_payments (
  payment_ref   text PRIMARY KEY,
  quote_no      text NOT NULL REFERENCES sbx_ins_quotes (quote_no),
  amount_baiza  bigint NOT NULL,
  policy_no     text NOT NULL DEFAULT '',
  applied_at    timestamp NOT NULL
);
