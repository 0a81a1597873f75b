// Every "METHOD /path" the portal server serves under /api, so that the config checker (which
// cannot import the server) can tell that an operation of operations.json would reach nothing.
// src/server/served-api.test.ts keeps this list equal to the server's OpenAPI document: a new
// route is added here in the same change.
export const SERVED_API: readonly string[] = [
  'DELETE /api/staff/drafts/{id}/files/{path}',
  'GET /api/get/partner/partnerConfig',
  'GET /api/get/partners',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/staff/audit',
  'GET /api/staff/audit/export',
  'GET /api/staff/deliveries',
  'GET /api/staff/diff',
  'GET /api/staff/drafts',
  'GET /api/staff/drafts/{id}',
  'GET /api/staff/drafts/{id}/diff',
  'GET /api/staff/drafts/{id}/files/{path}',
  'GET /api/staff/drafts/{id}/preview',
  'GET /api/staff/drafts/{id}/validators/{file}',
  'GET /api/staff/funnel',
  'GET /api/staff/me',
  'GET /api/staff/meta-schemas',
  'GET /api/staff/releases',
  'GET /api/staff/releases/{n}/files',
  'GET /api/staff/session',
  'GET /api/staff/sign-in-options',
  'GET /api/studio/extra-fields',
  'GET /api/studio/feed',
  'GET /api/studio/findings',
  'GET /api/studio/forms/{formId}',
  'GET /api/studio/journeys/{journeyId}',
  'GET /api/studio/locales/{lng}',
  'GET /api/studio/tree',
  'GET /api/v1/config/journeys/{journeyId}',
  'GET /api/v1/config/locales/{lng}',
  'GET /api/v1/config/routes',
  'GET /api/v1/motor/documents/{token}',
  'GET /api/v1/payments/payment-responses',
  'POST /api/dic/motor-insurance/request-policy-document',
  'POST /api/staff/drafts',
  'POST /api/staff/drafts/{id}/approve',
  'POST /api/staff/drafts/{id}/publish',
  'POST /api/staff/drafts/{id}/reject',
  'POST /api/staff/drafts/{id}/reopen',
  'POST /api/staff/drafts/{id}/submit',
  'POST /api/staff/login',
  'POST /api/staff/logout',
  'POST /api/staff/releases/{n}/cancel',
  'POST /api/staff/releases/{n}/rollback',
  'POST /api/staff/releases/{n}/share',
  'POST /api/v1/auth/token',
  'POST /api/v1/events',
  'POST /api/v1/links/prefill',
  'POST /api/v1/motor/leads',
  'POST /api/v1/motor/policy-documents/link',
  'POST /api/v1/motor/policy-documents/lookup',
  'POST /api/v1/motor/policy-documents/resend',
  'POST /api/v1/motor/premiums/lookup',
  'POST /api/v1/motor/quotes',
  'POST /api/v1/motor/quotes/apply-promo-code',
  'POST /api/v1/motor/quotes/communication-preferences',
  'POST /api/v1/motor/quotes/confirm-package',
  'POST /api/v1/motor/quotes/new',
  'POST /api/v1/motor/quotes/plan-status',
  'POST /api/v1/motor/renewals/lookup',
  'POST /api/v1/motor/rop-resubmissions/lookup',
  'POST /api/v1/ocr/licence',
  'POST /api/v1/ocr/mulkiya',
  'POST /api/v1/otp',
  'POST /api/v1/otp/verify',
  'POST /api/v1/my-data',
  'POST /api/v1/payments/gateway-response',
  'POST /api/v1/payments/payment-links',
  'POST /api/v1/payments/skip-payment',
  'POST /api/v1/payments/start',
  'POST /api/v1/reminders/opt-out',
  'PUT /api/staff/drafts/{id}/files/{path}',
  'PUT /api/v1/motor/leads',
  'PUT /api/v1/motor/quotes',
];

/** `{name}` matches one path segment, `{*}` the rest of the path. */
function matches(template: string, path: string): boolean {
  const pattern = template.split('/').map((part) => (part === '{*}' ? '.+' : /^\{.+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${pattern}$`).test(path);
}

/** Whether the server answers `method path`. */
export function isServed(method: string, path: string): boolean {
  return SERVED_API.some((route) => {
    const [m = '', template = ''] = route.split(' ');
    return m === method.toUpperCase() && matches(template, path);
  });
}

/** The served paths of one method, for a "did you mean". */
export function servedPaths(method: string): string[] {
  return SERVED_API.filter((r) => r.startsWith(`${method.toUpperCase()} `)).map((r) => r.slice(r.indexOf(' ') + 1));
}
