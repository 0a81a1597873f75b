// What each config-bound operation takes on the wire, for the checker (which cannot import the
// server) and for the server's route schemas alike: one description, so the checker's word and the
// server's behaviour cannot drift apart. Keyed by "METHOD /path" like SERVED_API: no operation id
// of the config appears here. `insurer: true` marks the fields the insurer adapter maps into its
// XML call (src/server/adapters/insurer: the proposal, the look-ups); every other field is the
// portal's own. A field a form adds that the wire does not know is kept as extra data of the lead
// or quote (table extra_fields, visible to staff in the studio) and never sent to the insurer.

export interface WireField {
  /** text: a string (a number from the form is sent as its decimal text); boolean; any: the server's own shape. */
  type: 'text' | 'boolean' | 'any';
  /** The most characters the far end takes (a number's text counts as well). */
  maxLength?: number;
  /** The insurer adapter maps it into the insurer's call. */
  insurer?: boolean;
  /** The operation cannot do without it: a journey must send it, from a field its form requires. */
  required?: boolean;
  /** A text of a known shape: what it is in words, and real values every form field that fills it must accept. */
  shape?: { words: string; ar: string; examples: readonly string[] };
}

export interface OperationWire {
  /** In words, for findings: what the operation is and where extra fields are kept. */
  label: string;
  /** The same in Arabic: what the operation is (`name`), and where extra fields are kept. */
  ar: { name: string; extras: string };
  fields: Record<string, WireField>;
  /** Fields the wire does not know: kept as extra data (`stored`), or the request is refused. */
  extras: 'stored' | 'refused';
  /** A multipart body: every part travels as text. */
  multipart?: boolean;
}

const text = (maxLength: number, more: Omit<WireField, 'type' | 'maxLength'> = {}): WireField => ({ type: 'text', maxLength, ...more });
const insurer = (maxLength: number, required = false): WireField => text(maxLength, { insurer: true, ...(required ? { required } : {}) });
/** The insurer's plate number: 2 to 5 letters or digits (spec, validation rules). */
const PLATE: WireField['shape'] = { words: 'a plate number (2 to 5 letters or digits)', ar: 'رقم اللوحة (من 2 إلى 5 حروف أو أرقام)', examples: ['12345', 'AB12'] };
const plate = (required = false): WireField => ({ ...insurer(20, required), shape: PLATE });

const LOOKUP_FIELDS = {
  lookupType: text(40, { required: true }),
    plateNumber: plate(),
    plateCode: insurer(40),
    civilId: insurer(20),
    mobileNo: insurer(20),
  // The ROP page's own name for mobileNo (spec section 3).
  mobileNumber: insurer(20),
  quoteNo: insurer(40),
  policyNo: insurer(40),
  transId: { type: 'any' },
} satisfies Record<string, WireField>;

const LOOKUP: OperationWire = {
  label: 'the look-up (extra fields are kept with the lead)',
  ar: { name: 'طلب البحث', extras: 'تُحفظ الحقول الإضافية مع بيانات العميل المحتمل' },
  extras: 'stored',
  fields: LOOKUP_FIELDS,
};

const NEW_QUOTE_FIELDS = {
  mobileNo: insurer(20, true),
  firstName: insurer(100),
  vehicleValue: insurer(20),
  plateNo: plate(true),
  plateCode: insurer(40, true),
  plateRegType: insurer(4),
  civilId: insurer(20, true),
  product: insurer(10, true),
  // A vehicle identification number: 17 letters and digits (older vehicles have shorter ones).
  chasisNo: { ...insurer(30), shape: { words: 'a chassis number (letters and digits, 17 on a modern vehicle)', ar: 'رقم الهيكل (حروف وأرقام، 17 في المركبات الحديثة)', examples: ['JTNB11HK0J3000101'] } },
  emailId: insurer(100),
  riskType: insurer(10),
  transId: { type: 'any' },
} satisfies Record<string, WireField>;

/** A body of these wire fields as it comes, before the check: a text field may come as a number (a form may ask for one). */
export type WireBody<F> = { [K in keyof F]?: F[K] extends { type: 'any' } ? unknown : F[K] extends { type: 'boolean' } ? boolean : string | number };
/** The same body after the server's check (src/server/forms/check-body.ts): each field as its trimmed text. */
export type CheckedBody<F> = { [K in keyof F]?: string };
/** A lookup's body (the four lookups share one wire). */
export type LookupBody = WireBody<typeof LOOKUP_FIELDS>;
/** The new quote's body by the insurer's names, checked; the journey's `request` maps them from the buy form's fields. */
export type NewQuoteBody = CheckedBody<typeof NEW_QUOTE_FIELDS>;

export const OPERATION_WIRE: Readonly<Record<string, OperationWire>> = {
  'POST /api/v1/motor/quotes/new': {
    label: 'the new quote (extra fields are kept with the quote)',
    ar: { name: 'طلب عرض السعر الجديد', extras: 'تُحفظ الحقول الإضافية مع عرض السعر' },
    extras: 'stored',
    fields: NEW_QUOTE_FIELDS,
  },
  'POST /api/v1/motor/renewals/lookup': LOOKUP,
  'POST /api/v1/motor/premiums/lookup': LOOKUP,
  'POST /api/v1/motor/policy-documents/lookup': LOOKUP,
  'POST /api/v1/motor/rop-resubmissions/lookup': LOOKUP,
  'POST /api/v1/motor/leads': {
    label: 'the lead (extra fields are kept with it)',
    ar: { name: 'بيانات العميل المحتمل', extras: 'تُحفظ الحقول الإضافية معها' },
    extras: 'stored',
    fields: {
      selectedOption: text(40, { required: true }),
      acceptPrivacyPolicy: { type: 'boolean' },
      name: text(100, { required: true }),
      mobileNo: text(20, { required: true }),
      // The browser sends the partner it was told at start-up; the server trusts the origin instead.
      partnerId: text(40),
      // Fixed values the spec's lead carries (the route allows only those).
      journeyId: { type: 'any' },
      leadStatus: { type: 'any' },
      journeyStatus: { type: 'any' },
    },
  },
  'PUT /api/v1/motor/leads': {
    label: 'the lead upload (extra fields are kept with the lead)',
    ar: { name: 'رفع بيانات العميل المحتمل', extras: 'تُحفظ الحقول الإضافية مع بيانات العميل المحتمل' },
    extras: 'stored',
    multipart: true,
    fields: {
      transId: text(64, { required: true }),
      mulkiyaInputType: text(20),
      plateNumber: text(10),
      plateCode: text(40),
      plateType: text(10),
      dlInputType: text(20),
      licenseNo: text(20),
      fullName: text(100),
      selectedProduct: text(10),
      vehicleValue: text(20),
      quoteNo: text(40),
      policyNo: text(40),
      mulkiyaImageFront: { type: 'any' },
      mulkiyaImageBack: { type: 'any' },
      dlImageFront: { type: 'any' },
      dlImageBack: { type: 'any' },
    },
  },
  'POST /api/dic/motor-insurance/request-policy-document': {
    label: 'the policy document request log',
    ar: { name: 'سجل طلبات مستندات الوثيقة', extras: 'لا تُقبل الحقول الإضافية' },
    extras: 'refused',
    fields: {
      PLATE_NO: text(20), PLATE_CODE: text(40), LICENSE_NO: text(20), PHONE_NO: text(20), POLICY_NO: text(40), RESPONSE: { type: 'any', required: true },
    },
  },
};

/** The wire of `method path`, if the server describes one. */
export function operationWire(method: string, path: string): OperationWire | undefined {
  return OPERATION_WIRE[`${method.toUpperCase()} ${path}`];
}

/**
 * A number as the text the wire carries: plain decimal digits, never an exponent (String(1e21) is
 * "1e+21", which no insurer field takes), no grouping; 15000 -> "15000", 1500.5 -> "1500.5".
 */
export function numberText(value: number): string {
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}
