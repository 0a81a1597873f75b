// The renewal reminder as a customer's phone receives it (issue 37): for every customer alike (no
// greeting of one gender), each link ending its line, and short: an Arabic SMS is UCS-2, 67
// characters a part, so every word around the two signed links costs.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfigTree, type ConfigTree } from '../../config/index.js';
import { smsSize } from '../../protocols/messaging/sms-segments.js';
import { renderMessage } from '../messages/render.js';
import { reminderLinks } from './reminder-links.js';
import { displayDate } from './reminder-schedule.js';
import { REMINDER_TEMPLATE } from './renewal-reminders.js';

const repo = path.resolve(import.meta.dirname, '../../..');
let tree: ConfigTree;
beforeAll(async () => {
  tree = await loadConfigTree(repo);
});

// A typical policy of the insurer's, its reminder linking to the public site.
const policy = {
  policyNo: 'P/01/0501/2026/004512', coverTo: '2026-12-31T23:59:59', insuredName: 'Aisha Al Balushi', mobileNo: '91234567',
  plateNumber: '12345', plateCode: 'AB',
};

function reminder(language: 'en' | 'ar') {
  const links = reminderLinks(tree, 'default', 'https://motor.insurer.om', policy, policy.mobileNo, language, 'a-secret-of-the-site')!;
  const params = { name: policy.insuredName, policyNo: policy.policyNo, plate: `${policy.plateNumber} ${policy.plateCode}`, expiryDate: displayDate(policy.coverTo), days: '30', ...links };
  return { text: renderMessage(tree, 'default', language, REMINDER_TEMPLATE, params).text, links };
}

describe('the renewal reminder SMS', () => {
  it.each(['en', 'ar'] as const)('%s: ends each link its line, and greets no one gender', (language) => {
    const { text, links } = reminder(language);
    for (const link of [links.link, links.optOutLink]) {
      const at = text.indexOf(link);
      expect(at).toBeGreaterThan(0);
      expect(['', '\n']).toContain(text.charAt(at + link.length));
    }
    expect(text).not.toMatch(/عزيز|Dear/);
    expect(text).toContain(policy.policyNo);
  });

  it('in Arabic, is one UCS-2 part shorter than before, its words fitting in two parts without the links', () => {
    const { text, links } = reminder('ar');
    const size = smsSize(text);
    expect(size.encoding).toBe('ucs2');
    // The text as it was (issue 37): a greeting, and the opt-out running on after the renewal link.
    const sender = text.slice(0, text.indexOf(':'));
    const before = `${sender}: عزيزنا ${policy.insuredName}، تنتهي وثيقة تأمين مركبتك رقم ${policy.policyNo} (اللوحة 12345 AB) بتاريخ 31-12-2026. جدّدها من هنا: ${links.link} لإيقاف هذه التذكيرات: ${links.optOutLink}`;
    expect(size.segments).toBeLessThan(smsSize(before).segments);
    // The signed links are most of it (over 500 characters: 8 parts by themselves); the words around
    // them, sender, policy, plate and date included, take two parts where they took three.
    const words = (message: string) => smsSize(message.replace(links.link, '').replace(links.optOutLink, ''));
    expect(words(before).segments).toBe(3);
    expect(words(text).segments).toBeLessThanOrEqual(2);
  });

  it('in English, stays in the GSM alphabet', () => {
    expect(smsSize(reminder('en').text).encoding).toBe('gsm7');
  });
});
