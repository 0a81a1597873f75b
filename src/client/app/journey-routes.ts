/**
 * The shell's routes (spec section 2). Each /motor-insurance route is a journey route: the runner
 * renders it when a journey descriptor claims it, so new screens are config, not code.
 */
export const JOURNEY_PATHS = [
  '/motor-insurance',
  '/motor-insurance/buy-policy',
  '/motor-insurance/renew-policy',
  '/motor-insurance/pay-premium',
  '/motor-insurance/get-quote',
  '/motor-insurance/policy-document',
  '/motor-insurance/payment-result',
  '/motor-insurance/payment-successful',
  '/motor-insurance/payment-error',
  '/motor-insurance/payment-unsuccessful',
  '/motor-insurance/request-policy-document',
  '/motor-insurance/rop-resubmission',
] as const;

/** The page text names the payment pages one way and the routes another; both must work. */
const ALIASES: Record<string, string> = {
  '/motor-insurance/payment-successful': '/motor-insurance/payment-result',
  '/motor-insurance/payment-unsuccessful': '/motor-insurance/payment-error',
};

export function canonicalPath(pathname: string): string {
  const normalised = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return ALIASES[normalised] ?? normalised;
}

/** Finds the journey whose descriptor claims the route, whichever spelling of it was used. */
export function journeyForPath(pathname: string, routes: Record<string, string>): string | undefined {
  const wanted = canonicalPath(pathname);
  return Object.entries(routes).find(([, route]) => canonicalPath(route) === wanted)?.[0];
}
