// The card-capture widget is configured by its uiSchema, not by code: which server operation
// reads the card, which form fields the answer fills, which it sets to fixed values, which are
// locked after a read and which are typed by hand in the details tab. Pure, so it is unit-tested.
import type { UiSchema } from '@rjsf/utils';

export const CARD_CAPTURE_WIDGET = 'card-capture';

/** The widget's value: how the card's details were obtained (sent with the lead upload). */
export type CaptureMethod = 'manual' | 'upload' | 'scan';
const READ_METHODS: ReadonlySet<unknown> = new Set<CaptureMethod>(['upload', 'scan']);

export interface CardCaptureOptions {
  /** Operation id of schemas/catalog/operations.json that reads the pictures (multipart). */
  operation: string;
  /** i18n prefix of the vendor's texts: uploading, success, unreadable, missingData, detailsRead. */
  texts: string;
  /** form field -> field of the operation's answer. */
  fill: Record<string, string>;
  /** form field -> fixed value set by a read (plate type Oman). */
  set: Record<string, string>;
  /** Fields that become read-only once the card was read. */
  lock: string[];
  /** Fields shown in the "Enter Details" tab instead of in the form's flow. */
  details: string[];
  /** Form fields the pictures are kept under, in order (front, back), for the lead upload. */
  images: string[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const record = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

export function captureOptions(options: Record<string, unknown>): CardCaptureOptions {
  return {
    operation: typeof options.operation === 'string' ? options.operation : '',
    texts: typeof options.texts === 'string' ? options.texts : 'ocr',
    fill: record(options.fill),
    set: record(options.set),
    lock: strings(options.lock),
    details: strings(options.details),
    images: strings(options.images),
  };
}

export function isRead(value: unknown): boolean {
  return READ_METHODS.has(value);
}

/**
 * The form values a successful read gives: the widget's own value (the method), the mapped
 * answer fields and the fixed ones; null when a field to fill came back empty (spec section 5:
 * the read must contain every field it fills).
 */
export function valuesFromRead(field: string, method: CaptureMethod, options: CardCaptureOptions, answer: unknown): Record<string, unknown> | null {
  const source = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  const values: Record<string, unknown> = { [field]: method, ...options.set };
  for (const [formField, answerField] of Object.entries(options.fill)) {
    const value = source[answerField];
    if (typeof value !== 'string' || value.trim() === '') return null;
    values[formField] = value.trim();
  }
  return values;
}

/** i18n key of the message for a failed read: the vendor's own texts for 400 and missing data. */
export function failureKey(texts: string, code: string): string {
  if (code === 'OCR_UNREADABLE') return `${texts}.unreadable`;
  if (code === 'OCR_MISSING_DATA') return `${texts}.missingData`;
  if (code === 'UNSUPPORTED_MEDIA_TYPE' || code === 'PAYLOAD_TOO_LARGE' || code === 'RATE_LIMITED') return `errors.${code}`;
  return 'ocr.failed';
}

type FieldUi = { 'ui:widget'?: unknown; 'ui:options'?: Record<string, unknown> };

/** Capture widgets of a (top-level) uiSchema: field name -> its options. */
export function captureFields(uiSchema: UiSchema | undefined): Array<[string, CardCaptureOptions]> {
  return Object.entries(uiSchema ?? {}).flatMap(([name, ui]) => {
    const field = ui as FieldUi | undefined;
    return field && typeof field === 'object' && field['ui:widget'] === CARD_CAPTURE_WIDGET ? [[name, captureOptions(field['ui:options'] ?? {})] as [string, CardCaptureOptions]] : [];
  });
}

/** Fields locked now: those of every capture widget whose card was read. */
export function lockedFields(uiSchema: UiSchema | undefined, formData: Record<string, unknown>): string[] {
  return captureFields(uiSchema).flatMap(([name, options]) => (isRead(formData[name]) ? options.lock : []));
}
