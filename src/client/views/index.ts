/**
 * The screens that are not forms, by the name a journey step gives in `view`. Each one is its own
 * chunk, loaded only when a step shows it. One line per view; the view lives in its own folder.
 * A view that opens a journey without its frame (the landing page) is named in that route's page
 * by the build, which finds its chunk by the module's name: `<name>-view.tsx` (vite.config.ts,
 * firstScreenCode; the build stops when it is not there).
 */
import { registerView, type ViewWarmer } from '../runtime/views.js';

// A result page's heading waits on the payment's response: its read starts beside the view's code.
const warmPaymentResponse: ViewWarmer = (search) =>
  void import('./payment-result/payment-response.js').then((m) => m.prefetchPaymentResponse(search)).catch(() => {});

export function registerViews(): void {
  // registerView('<name>', () => import('./<name>/<name>-view.js'));
  registerView('landing', () => import('./landing/landing-view.js'));
  registerView('document-list', () => import('./document-list/document-list-view.js'));
  registerView('quote-summary', () => import('./quote-summary/quote-summary-view.js'));
  registerView('one-time-code', () => import('./one-time-code/one-time-code-view.js'));
  registerView('payment-success', () => import('./payment-result/success-view.js'), warmPaymentResponse);
  registerView('payment-failure', () => import('./payment-result/failure-view.js'), warmPaymentResponse);
  registerView('data-download', () => import('./data-download/data-download-view.js'));
  registerView('reminder-opt-out', () => import('./reminder-opt-out/reminder-opt-out-view.js'));
  void registerView;
}
