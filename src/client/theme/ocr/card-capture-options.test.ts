import type { UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import {
  CARD_CAPTURE_WIDGET,
  captureFields,
  captureOptions,
  failureKey,
  isRead,
  lockedFields,
  valuesFromRead,
  type CardCaptureOptions,
} from './card-capture-options.js';

// The shape of schemas/forms/buy-policy.json's Mulkiya field.
const mulkiyaOptions = {
  label: false,
  operation: 'ocr-mulkiya',
  texts: 'ocr.mulkiya',
  fill: { plateNo: 'plateNumber', plateCode: 'plateCode', chasisNo: 'chassis' },
  set: { plateRegType: '1' },
  lock: ['plateNo', 'plateCode', 'plateRegType', 'chasisNo'],
  details: ['plateNo', 'plateCode', 'chasisNo'],
  images: ['mulkiyaImageFront', 'mulkiyaImageBack'],
};
const licenceOptions = {
  operation: 'ocr-licence',
  texts: 'ocr.licence',
  fill: { firstName: 'name', civilId: 'licenceNumber' },
  lock: ['firstName', 'civilId'],
  details: ['firstName', 'civilId'],
  images: ['dlImageFront', 'dlImageBack'],
};
const uiSchema: UiSchema = {
  'ui:order': ['mulkiyaInputType', 'dlInputType', '*'],
  mulkiyaInputType: { 'ui:widget': CARD_CAPTURE_WIDGET, 'ui:options': mulkiyaOptions },
  dlInputType: { 'ui:widget': 'card-capture', 'ui:options': licenceOptions },
  plateNo: { 'ui:placeholder': 'fields.plateNo.placeholder' },
  product: { 'ui:widget': 'radio' },
};

describe('captureOptions', () => {
  it('reads every option of a complete uiSchema, ignoring keys it does not know', () => {
    // `label` is rjsf's, not the capture's: everything else comes back as written.
    const { label: _rjsf, ...capture } = mulkiyaOptions;
    expect(captureOptions(mulkiyaOptions)).toEqual(capture satisfies CardCaptureOptions);
  });

  it('gives safe defaults when every option is missing: no operation, the generic "ocr" texts, nothing to fill', () => {
    expect(captureOptions({})).toEqual({ operation: '', texts: 'ocr', fill: {}, set: {}, lock: [], details: [], images: [] });
  });

  it('falls back per option when an option has the wrong type', () => {
    const options = captureOptions({
      operation: 42,
      texts: ['ocr.mulkiya'],
      fill: ['plateNo', 'plateNumber'],
      set: 'plateRegType=1',
      lock: 'plateNo',
      details: { plateNo: true },
      images: null,
    });
    expect(options).toEqual({ operation: '', texts: 'ocr', fill: {}, set: {}, lock: [], details: [], images: [] });
  });

  it('keeps only the string entries of maps and lists', () => {
    const options = captureOptions({
      fill: { plateNo: 'plateNumber', plateCode: 7, chasisNo: null, extra: { nested: 'x' } },
      set: { plateRegType: '1', flag: true },
      lock: ['plateNo', 3, null, 'plateCode', undefined],
      details: [{}, 'plateNo'],
      images: ['front', ['back']],
    });
    expect(options.fill).toEqual({ plateNo: 'plateNumber' });
    expect(options.set).toEqual({ plateRegType: '1' });
    expect(options.lock).toEqual(['plateNo', 'plateCode']);
    expect(options.details).toEqual(['plateNo']);
    expect(options.images).toEqual(['front']);
  });

  it('keeps an empty string operation or texts as given (only the type is checked)', () => {
    expect(captureOptions({ operation: '', texts: '' })).toMatchObject({ operation: '', texts: '' });
  });

  it('returns fresh objects, never the uiSchema\'s own', () => {
    const options = captureOptions(mulkiyaOptions);
    options.lock.push('changed');
    options.fill.changed = 'x';
    expect(mulkiyaOptions.lock).not.toContain('changed');
    expect(mulkiyaOptions.fill).not.toHaveProperty('changed');
  });
});

describe('isRead', () => {
  it('is true only for the methods that read a card', () => {
    expect(isRead('upload')).toBe(true);
    expect(isRead('scan')).toBe(true);
    expect(isRead('manual')).toBe(false);
    expect(isRead(undefined)).toBe(false);
    expect(isRead('')).toBe(false);
    expect(isRead('Upload')).toBe(false);
    expect(isRead(['upload'])).toBe(false);
  });
});

describe('valuesFromRead', () => {
  const options = captureOptions(mulkiyaOptions);

  it('gives the method, the fixed values and the trimmed answer fields under their form names', () => {
    const answer = { plateNumber: ' 2001 ', plateCode: 'H', chassis: 'JTDBR32E900200001', extra: 'ignored' };
    expect(valuesFromRead('mulkiyaInputType', 'upload', options, answer)).toEqual({
      mulkiyaInputType: 'upload',
      plateRegType: '1',
      plateNo: '2001',
      plateCode: 'H',
      chasisNo: 'JTDBR32E900200001',
    });
  });

  it('is null when a field to fill is missing, blank or not a string', () => {
    const complete = { plateNumber: '2001', plateCode: 'H', chassis: 'JTDBR32E900200001' };
    expect(valuesFromRead('m', 'scan', options, { ...complete, chassis: undefined })).toBeNull();
    expect(valuesFromRead('m', 'scan', options, { ...complete, chassis: '   ' })).toBeNull();
    expect(valuesFromRead('m', 'scan', options, { ...complete, plateNumber: 2001 })).toBeNull();
  });

  it('is null for an answer that is not an object, when there is something to fill', () => {
    expect(valuesFromRead('m', 'scan', options, null)).toBeNull();
    expect(valuesFromRead('m', 'scan', options, 'plateNumber')).toBeNull();
    expect(valuesFromRead('m', 'scan', options, undefined)).toBeNull();
  });

  it('with nothing to fill gives just the method and the fixed values', () => {
    const bare = captureOptions({ set: { plateRegType: '1' } });
    expect(valuesFromRead('m', 'upload', bare, null)).toEqual({ m: 'upload', plateRegType: '1' });
  });

  it('lets an answer field override a fixed value of the same form field', () => {
    const both = captureOptions({ set: { plateCode: 'X' }, fill: { plateCode: 'plateCode' } });
    expect(valuesFromRead('m', 'upload', both, { plateCode: 'H' })).toEqual({ m: 'upload', plateCode: 'H' });
  });
});

describe('failureKey', () => {
  it('uses the vendor\'s own texts for an unreadable card and missing data', () => {
    expect(failureKey('ocr.mulkiya', 'OCR_UNREADABLE')).toBe('ocr.mulkiya.unreadable');
    expect(failureKey('ocr.licence', 'OCR_MISSING_DATA')).toBe('ocr.licence.missingData');
  });

  it('uses the catalogue\'s message for a refused picture and for too many reads', () => {
    expect(failureKey('ocr.mulkiya', 'UNSUPPORTED_MEDIA_TYPE')).toBe('errors.UNSUPPORTED_MEDIA_TYPE');
    expect(failureKey('ocr.mulkiya', 'PAYLOAD_TOO_LARGE')).toBe('errors.PAYLOAD_TOO_LARGE');
    expect(failureKey('ocr.mulkiya', 'RATE_LIMITED')).toBe('errors.RATE_LIMITED');
  });

  it('says the read failed for anything else', () => {
    expect(failureKey('ocr.mulkiya', 'OCR_FAILED')).toBe('ocr.failed');
    expect(failureKey('ocr.mulkiya', 'NETWORK_ERROR')).toBe('ocr.failed');
    expect(failureKey('ocr.mulkiya', '')).toBe('ocr.failed');
  });
});

describe('captureFields', () => {
  it('finds every card-capture field of the uiSchema with its parsed options, in uiSchema order', () => {
    const fields = captureFields(uiSchema);
    expect(fields.map(([name]) => name)).toEqual(['mulkiyaInputType', 'dlInputType']);
    expect(fields[0]![1]).toEqual(captureOptions(mulkiyaOptions));
    expect(fields[1]![1]).toMatchObject({ operation: 'ocr-licence', set: {}, lock: ['firstName', 'civilId'] });
  });

  it('parses a capture field without ui:options to the defaults', () => {
    expect(captureFields({ card: { 'ui:widget': CARD_CAPTURE_WIDGET } })).toEqual([['card', captureOptions({})]]);
  });

  it('is empty without a uiSchema or without capture widgets, and skips entries that are not objects', () => {
    expect(captureFields(undefined)).toEqual([]);
    expect(captureFields({})).toEqual([]);
    expect(captureFields({ 'ui:order': ['a'], a: { 'ui:widget': 'text' }, b: null, c: 'card-capture' })).toEqual([]);
  });
});

describe('lockedFields', () => {
  it('locks the fields of each card that was read, and only those', () => {
    expect(lockedFields(uiSchema, {})).toEqual([]);
    expect(lockedFields(uiSchema, { mulkiyaInputType: 'manual', dlInputType: 'manual' })).toEqual([]);
    expect(lockedFields(uiSchema, { mulkiyaInputType: 'upload' })).toEqual(['plateNo', 'plateCode', 'plateRegType', 'chasisNo']);
    expect(lockedFields(uiSchema, { dlInputType: 'scan' })).toEqual(['firstName', 'civilId']);
    expect(lockedFields(uiSchema, { mulkiyaInputType: 'scan', dlInputType: 'upload' })).toEqual([
      'plateNo', 'plateCode', 'plateRegType', 'chasisNo', 'firstName', 'civilId',
    ]);
  });

  it('locks nothing without a uiSchema', () => {
    expect(lockedFields(undefined, { mulkiyaInputType: 'upload' })).toEqual([]);
  });
});
