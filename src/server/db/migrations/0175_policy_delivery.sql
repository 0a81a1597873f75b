-- Delivering an issued policy (issue 24, item 3; docs/customers.md "Policy delivery").
-- The customer's language and the site they paid on are kept with the payment, so the policy's
-- messages, sent when the payment settles (perhaps by the background settler, with no request at
-- hand), are in the customer's language and link back to the customer's site.
ALTER TABLE payments ADD COLUMN language text CHECK (language IN ('en', 'ar'));
ALTER TABLE payments ADD COLUMN site_origin text;
-- What a message is about (a policy number), so staff find a policy's deliveries.
ALTER TABLE messages ADD COLUMN reference text;
CREATE INDEX messages_reference ON messages (reference, created_at DESC) WHERE reference IS NOT NULL;
-- "Send again" finds the contacts kept with the quote that became the policy.
CREATE INDEX quote_records_policy_no ON quote_records (policy_no) WHERE policy_no IS NOT NULL;
