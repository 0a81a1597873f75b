-- Bindings older than the retention (quote-binding.ts) are deleted now and then; this index lets
-- that delete find them without reading the whole table.
CREATE INDEX quote_bindings_bound_at ON quote_bindings (bound_at);
