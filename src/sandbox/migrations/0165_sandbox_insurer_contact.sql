-- What the sandbox insurer knows of a customer's contact preferences, answered by the assumed
-- getExpiringPolicies operation (renewal reminders, docs/customers.md): the language of their
-- messages ('en', 'ar' or '' for unknown) and a WhatsApp number ('' for none).
ALTER TABLE sbx_ins_customers ADD COLUMN language text NOT NULL DEFAULT '';
ALTER TABLE sbx_ins_customers ADD COLUMN whatsapp_no text NOT NULL DEFAULT '';
