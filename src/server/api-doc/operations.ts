// What the OpenAPI document says of each operation beyond its route schema: an operationId, a
// summary, and the error statuses its handler can answer that the route's own response schema
// does not list. Kept here, keyed by "METHOD /fastify/url", rather than in every route file, so
// that the document is completed in one place; a route without an entry is a contract problem
// (plugins/api-docs.ts routeContractReport). Statuses every operation of a kind can answer
// (401 without a token, 413/415 for a body or a method that may carry one, 400/408/431/500 for any)
// are added by document.ts.

export interface OperationDoc {
  id: string;
  summary: string;
  /** Error statuses the handler can answer besides those its route schema lists. */
  errors?: number[];
  /** The 200 answer's media type when it is not JSON (a PDF). */
  produces?: string;
  /** The name a trailing wildcard `*` has in the document (OpenAPI has no unnamed parameter). */
  wildcard?: string;
  /** A security scheme of the document this operation needs instead of the bearer token. */
  security?: string;
}

// A body checked against the form a journey sends it from (src/server/forms): a partner whose
// journeys send no such form gets 404 SERVICE_NOT_OFFERED.
const FORM = [404];
// The quote named in the body must be one this browser session obtained (quote-binding.ts).
const BOUND = [403];
// Calls the insurer (src/server/motor/insurer-failure.ts): its refusals, a bad answer, no answer.
const INSURER = [422, 502, 503];

export const OPERATION_DOCS: Record<string, OperationDoc> = {
  'POST /api/v1/auth/token': { id: 'issueToken', summary: 'Get an access token (client credentials)', security: 'clientCredentials' },
  'GET /api/health': { id: 'getHealth', summary: 'Health of the server and its dependencies' },
  'GET /api/health/live': { id: 'getLiveness', summary: 'Liveness: the process answers' },
  'GET /api/health/ready': { id: 'getReadiness', summary: 'Readiness: the database answers' },
  'GET /api/get/partners': { id: 'listPartners', summary: 'The partners and their settings' },
  'GET /api/get/partner/partnerConfig': { id: 'getPartnerConfig', summary: "The calling site's partner settings" },
  'GET /api/v1/config/journeys/:journeyId': { id: 'getJourney', summary: 'A journey as the partner runs it, with its forms and validators' },
  'GET /api/v1/config/routes': { id: 'getJourneyRoutes', summary: 'The routes the journeys claim' },
  'GET /api/v1/config/locales/:lng': { id: 'getLocale', summary: 'The texts of one language, with the partner’s own' },
  'POST /api/v1/motor/renewals/lookup': { id: 'lookupRenewal', summary: 'Find a policy to renew: a handle for its one-time code, the quote comes with the code', errors: [...FORM, ...BOUND] },
  'POST /api/v1/motor/premiums/lookup': { id: 'lookupPremium', summary: 'Find a quote to pay: a handle for its one-time code, the quote comes with the code', errors: [...FORM, ...BOUND] },
  'POST /api/v1/motor/policy-documents/lookup': { id: 'lookupPolicyDocuments', summary: 'Find the documents of a policy', errors: [...FORM, ...BOUND] },
  'POST /api/v1/motor/rop-resubmissions/lookup': { id: 'lookupRopResubmission', summary: 'Status of a Royal Oman Police resubmission', errors: [...FORM, ...BOUND] },
  'POST /api/v1/motor/quotes/new': { id: 'createQuote', summary: 'Ask the insurer for a new quote', errors: [...FORM, ...BOUND, 409, 429, ...INSURER] },
  'POST /api/v1/motor/quotes/confirm-package': { id: 'confirmPackage', summary: 'Choose the plan of a quote', errors: [...FORM, ...BOUND, 409, ...INSURER] },
  'POST /api/v1/motor/quotes/plan-status': { id: 'getPlanStatus', summary: 'Whether a quote’s plan may still change', errors: [...FORM, ...BOUND, 409, ...INSURER] },
  'GET /api/v1/motor/documents/*': { id: 'getPolicyDocument', summary: 'A policy document (PDF) through an expiring link', produces: 'application/pdf', wildcard: 'token' },
  'POST /api/v1/motor/quotes': { id: 'saveQuoteRecord', summary: 'Keep the customer’s quote record', errors: [404, ...INSURER] },
  'PUT /api/v1/motor/quotes': { id: 'updateQuoteRecord', summary: 'Update the customer’s quote record', errors: [422] },
  'POST /api/v1/motor/quotes/communication-preferences': { id: 'setCommunicationPreferences', summary: 'How the customer wants the policy sent', errors: [404, 409, 422, 502, 503] },
  'POST /api/v1/motor/quotes/apply-promo-code': { id: 'applyPromoCode', summary: 'Apply a promotion code to a quote', errors: [404] },
  'POST /api/v1/motor/policy-documents/link': { id: 'openPolicyDocumentsLink', summary: 'The documents of the policy a message\'s signed link names' },
  'POST /api/v1/motor/policy-documents/resend': { id: 'resendPolicyDocuments', summary: 'Send a policy\'s documents again to the contacts on record (after a one-time code)' },
  'POST /api/v1/otp': { id: 'sendOneTimeCode', summary: 'Send a one-time code to the mobile on record of a quote', errors: [...BOUND, ...INSURER] },
  'POST /api/v1/otp/verify': { id: 'verifyOneTimeCode', summary: 'Check a one-time code: this client may do that step for 15 minutes (a lookup\'s code answers its quote)', errors: [...BOUND, ...INSURER] },
  'POST /api/v1/my-data': { id: 'downloadMyData', summary: 'Download the customer’s own data (after a one-time code)', errors: [...BOUND, ...INSURER] },
  'POST /api/v1/events': { id: 'recordStepEvents', summary: 'Record step events of one visit (X-Visit-Id): entered, finished, refused, left; no personal data', errors: [429] },
  'POST /api/v1/links/prefill': { id: 'prefillFromLink', summary: 'The form values a signed link (a renewal reminder\'s) fills a journey\'s step with' },
  'POST /api/v1/reminders/opt-out': { id: 'optOutOfReminders', summary: 'Stop the renewal reminders of a signed opt-out link (its policy and mobile)' },
  'POST /api/v1/payments/start': { id: 'startPayment', summary: 'Open the gateway checkout for a quote' },
  'POST /api/v1/payments/payment-links': { id: 'createPaymentLink', summary: 'A payment link for a quote', errors: [403, 404, 502] },
  'POST /api/v1/payments/skip-payment': { id: 'skipPayment', summary: 'Issue without online payment (partners that collect it)', errors: [404, 502] },
  'POST /api/v1/payments/gateway-response': { id: 'receiveGatewayResponse', summary: 'The gateway’s return of the customer (form post)', errors: [409, 503] },
  'GET /api/v1/payments/payment-responses': { id: 'getPaymentResponse', summary: 'The outcome of a payment, by reference', errors: [403, 409] },
  'POST /api/v1/ocr/mulkiya': { id: 'readMulkiya', summary: 'Read a vehicle registration card (images)', errors: [503] },
  'POST /api/v1/ocr/licence': { id: 'readLicence', summary: 'Read a driving licence (images)', errors: [503] },
  'POST /api/v1/motor/leads': { id: 'createLead', summary: 'Leave contact details (landing page)', errors: [...FORM, 429] },
  'PUT /api/v1/motor/leads': { id: 'uploadLeadDocuments', summary: 'Attach documents to a lead (multipart)' },
  'POST /api/dic/motor-insurance/request-policy-document': { id: 'logDocumentRequest', summary: 'Record that a policy document was asked for' },
  'POST /api/staff/login': { id: 'staffSignIn', summary: 'Staff: sign in with a local account (session cookie and CSRF token)', errors: [401, 429] },
  'POST /api/staff/logout': { id: 'staffSignOut', summary: 'Staff: sign out (ends the session)', errors: [401, 403] },
  'GET /api/staff/me': { id: 'getStaffMe', summary: 'Staff: who is signed in, their roles and CSRF token', errors: [401] },
  'GET /api/staff/session': { id: 'getStaffSession', summary: 'Staff: whether someone is signed in (200 either way) and who' },
  'GET /api/staff/sign-in-options': { id: 'getStaffSignInOptions', summary: 'Staff: how staff can sign in (local accounts, identity provider)' },
  'GET /api/staff/deliveries': { id: 'listPolicyDeliveries', summary: 'Staff: the messages that delivered policies, by policy number, newest first', errors: [401, 403] },
  'GET /api/staff/audit': { id: 'listStaffAudit', summary: 'Staff: the audit trail, filtered and paged', errors: [401, 403] },
  'GET /api/staff/audit/export': { id: 'exportStaffAudit', summary: 'Staff: the audit trail as a CSV or JSON download', errors: [401, 403] },
  'GET /api/staff/funnel': { id: 'getFunnel', summary: "Staff: a journey's funnel per step, filtered, one or two releases side by side", errors: [401, 403] },
  'GET /api/staff/releases': { id: 'listReleases', summary: 'Staff: every config release and the one served' },
  'GET /api/staff/releases/:n/files': { id: 'getReleaseFiles', summary: "Staff: a release's files" },
  'POST /api/staff/releases/:n/rollback': { id: 'rollbackRelease', summary: 'Staff: roll back to an earlier release' },
  'POST /api/staff/releases/:n/cancel': { id: 'cancelRelease', summary: 'Staff: cancel a scheduled release' },
  'POST /api/staff/releases/:n/share': { id: 'changeReleaseShare', summary: "Staff: change a staged release's share of new visits" },
  'GET /api/staff/diff': { id: 'diffReleases', summary: 'Staff: the semantic diff of two releases' },
  'GET /api/staff/drafts/:id/diff': { id: 'diffDraft', summary: 'Staff: the semantic diff of a draft and its base' },
  'GET /api/staff/drafts': { id: 'listDrafts', summary: 'Staff: drafts of the next release' },
  'POST /api/staff/drafts': { id: 'createDraft', summary: 'Staff: start a draft' },
  'GET /api/staff/drafts/:id': { id: 'getDraft', summary: 'Staff: a draft and its findings' },
  'GET /api/staff/drafts/:id/files/*': { id: 'getDraftFile', summary: 'Staff: a file as a draft has it', wildcard: 'path' },
  'PUT /api/staff/drafts/:id/files/*': { id: 'saveDraftFile', summary: 'Staff: save a file of a draft', wildcard: 'path' },
  'DELETE /api/staff/drafts/:id/files/*': { id: 'revertDraftFile', summary: 'Staff: revert or remove a file of a draft', wildcard: 'path' },
  'POST /api/staff/drafts/:id/submit': { id: 'submitDraft', summary: 'Staff: submit a draft for approval' },
  'POST /api/staff/drafts/:id/approve': { id: 'approveDraft', summary: 'Staff: approve a draft' },
  'POST /api/staff/drafts/:id/reject': { id: 'rejectDraft', summary: 'Staff: reject a draft' },
  'POST /api/staff/drafts/:id/reopen': { id: 'reopenDraft', summary: 'Staff: reopen a draft to edit it' },
  'GET /api/staff/drafts/:id/preview': { id: 'previewDraft', summary: 'Staff: a draft (or the release it started from) resolved for a partner, to preview it' },
  'GET /api/staff/drafts/:id/validators/:file': { id: 'getDraftValidator', summary: "Staff: a validator module of a draft's form", produces: 'text/javascript' },
  'GET /api/staff/meta-schemas': { id: 'getMetaSchemas', summary: 'Staff: the meta-schemas of the config kinds' },
  'POST /api/staff/drafts/:id/publish': { id: 'publishDraft', summary: 'Staff: publish an approved draft' },
  'GET /api/staff/oidc/login': { id: 'staffOidcSignIn', summary: "Staff: sign in through the insurer's identity provider (redirect)" },
  'GET /api/staff/oidc/callback': { id: 'staffOidcCallback', summary: "Staff: the identity provider's answer (redirect back to the studio)", errors: [401] },
  'GET /api/studio/tree': { id: 'getStudioTree', summary: 'Studio: the journeys, forms and partners', errors: [401] },
  'GET /api/studio/forms/:formId': { id: 'getStudioForm', summary: 'Studio: a form as a partner resolves it', errors: [401] },
  'GET /api/studio/journeys/:journeyId': { id: 'getStudioJourney', summary: 'Studio: a journey as a partner resolves it', errors: [401] },
  'GET /api/studio/locales/:lng': { id: 'getStudioLocale', summary: 'Studio: the texts of one language for a partner', errors: [401] },
  'GET /api/studio/findings': { id: 'getStudioFindings', summary: 'Studio: the config checker’s findings', errors: [401] },
  'GET /api/studio/extra-fields': { id: 'getStudioExtraFields', summary: 'Studio: the fields staff added that a lead or quote kept', errors: [401] },
  'GET /api/studio/feed': { id: 'getStudioFeed', summary: 'Studio: config changes as server-sent events', errors: [401] },
};
