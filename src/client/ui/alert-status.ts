import { createStore } from '../lib/store.js';

/**
 * The status an answer shown in the alert dialog carries (ROP: accepted, under review, rejected).
 * A form names its rules in its root `ui:options.alertStatus`; while it is on screen they apply
 * to every alert, so an answer text of the insurer is recognised without code knowing the form.
 */
export type AlertStatus = 'success' | 'pending' | 'error' | 'info';

export interface AlertStatusRule {
  status: AlertStatus;
  /** Case-insensitive regular expression tried on the shown text. */
  pattern: string;
  /** i18n key of the dialog title for this status. */
  title: string;
}

export const alertStatusRules = createStore<AlertStatusRule[]>([]);

export function readAlertStatusRules(options: unknown): AlertStatusRule[] {
  const rules = (options as { alertStatus?: unknown } | undefined)?.alertStatus;
  if (!Array.isArray(rules)) return [];
  return rules.filter(
    (rule): rule is AlertStatusRule =>
      typeof rule === 'object' && rule !== null && typeof rule.pattern === 'string' && typeof rule.title === 'string' &&
      ['success', 'pending', 'error', 'info'].includes(String(rule.status)),
  );
}

/** The first rule whose pattern the text matches; none gives the neutral message dialog. */
export function matchAlertStatus(text: string, rules: AlertStatusRule[]): AlertStatusRule | undefined {
  return rules.find((rule) => {
    try {
      return new RegExp(rule.pattern, 'i').test(text);
    } catch {
      return false;
    }
  });
}

export const STATUS_ICON: Record<AlertStatus, string> = { success: '✓', pending: '…', error: '!', info: 'i' };
