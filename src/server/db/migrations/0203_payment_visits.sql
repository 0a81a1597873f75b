-- Money steps of the funnel (issue 34): the visit a payment was started in, the journey that
-- started it and the device class, so settling records "paid" and "issued" from the server's own
-- records (src/server/events/money-steps.ts). Null for orders from before, or without a visit id.
ALTER TABLE payments ADD COLUMN visit_id uuid, ADD COLUMN journey text, ADD COLUMN device text CHECK (device IN ('phone', 'desktop'));
