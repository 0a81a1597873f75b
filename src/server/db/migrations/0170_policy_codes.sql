-- One-time codes for a policy (issue 24): the insurer's policy number a code was sent for, kept
-- beside the code's reference (the policy as the customer designated it: by its number, or by
-- plate and civil ID or mobile), so that "verified for this policy" holds whichever way they
-- looked it up. Null for a quote's code and for a code nobody was sent (an unknown policy).
ALTER TABLE one_time_codes ADD COLUMN policy_no text;
CREATE INDEX one_time_codes_policy ON one_time_codes (holder, purpose, policy_no) WHERE policy_no IS NOT NULL;
