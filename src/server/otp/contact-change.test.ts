// What counts as changing contact details (issue 24): a contact the insurer's record of the quote does not hold.
import { describe, expect, it } from 'vitest';
import { changesRecordedContacts } from './contact-change.js';

const record = { mobileNo: '+96891000001', whatsappNo: 'N/A', eMailId: 'Ahmed@Example.om' };

describe('changesRecordedContacts', () => {
  it('keeps the recorded mobile, as WhatsApp too, and the recorded e-mail in any case', () => {
    expect(changesRecordedContacts(record, { mobileNo: '91000001', whatsappNo: '968 9100 0001', email: ' ahmed@example.OM ' })).toBe(false);
    expect(changesRecordedContacts(record, {})).toBe(false);
    expect(changesRecordedContacts(record, { mobileNo: '', whatsappNo: '', email: '' })).toBe(false);
  });

  it('a mobile, WhatsApp number or e-mail the record does not hold is a change', () => {
    expect(changesRecordedContacts(record, { mobileNo: '92345678' })).toBe(true);
    expect(changesRecordedContacts(record, { mobileNo: '91000001', whatsappNo: '92345678' })).toBe(true);
    expect(changesRecordedContacts(record, { email: 'someone@example.om' })).toBe(true);
    // A record without an e-mail: adding one redirects the documents too.
    expect(changesRecordedContacts({ ...record, eMailId: '' }, { email: 'ahmed@example.om' })).toBe(true);
  });

  it('a recorded WhatsApp number other than the mobile may be kept', () => {
    expect(changesRecordedContacts({ ...record, whatsappNo: '92000002' }, { mobileNo: '91000001', whatsappNo: '92000002' })).toBe(false);
  });
});
