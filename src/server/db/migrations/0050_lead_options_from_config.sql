-- The lead's options are config (schemas/forms/lead.json, checked by the server before the insert):
-- an option added there must not be refused here. Bounded length instead of a fixed list.
ALTER TABLE leads DROP CONSTRAINT IF EXISTS leads_selected_option_check;
ALTER TABLE leads ADD CONSTRAINT leads_selected_option_length CHECK (char_length(selected_option) BETWEEN 1 AND 100);
