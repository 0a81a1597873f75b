// @vitest-environment jsdom
// Onboarding asks for the insurer's source business id and says why Add is not available (issue 32
// part 5): an id like ../../etc/passwd names the id rule, the insurer's own or another partner's
// source business id is refused with the reason, in English and Arabic.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../../../../locales/ar.json' with { type: 'json' };
import en from '../../../../locales/en.json' with { type: 'json' };
import { knownPartners } from '../../../config/partner-ids.js';
import { PartnerEditor } from './partner-editor.js';

const files = {
  'partners/default.json': { id: 'default', name: 'Insurer', srcBusId: 'CP' },
  'partners/demo-partner.json': { id: 'demo-partner', name: 'Demo Motors', srcBusId: 'DMO' },
  'locales/en.json': {},
};
const known = knownPartners(files);
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const add = () => screen.getByRole('button', { name: /Add the partner|أضف الشريك/ });
const reason = () => {
  const id = add().getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent ?? '' : '';
};

describe('PartnerEditor: source business id and why Add is disabled', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en }, ar: { translation: ar } }, interpolation: { escapeValue: false } });
  });
  afterEach(async () => { cleanup(); await i18next.changeLanguage('en'); });

  it('reads the known partners of a draft from its partner files', () => {
    expect(known).toEqual([{ id: 'default', name: 'Insurer', srcBusId: 'CP' }, { id: 'demo-partner', name: 'Demo Motors', srcBusId: 'DMO' }]);
  });

  it('an id like ../../etc/passwd keeps Add disabled and says the id rule, next to the button', () => {
    render(<PartnerEditor known={known} onCreate={vi.fn()} />);
    type('Partner id', '../../etc/passwd');
    type("Insurer's source business id", 'GMO');
    expect((add() as HTMLButtonElement).disabled).toBe(true);
    expect(reason()).toContain('lower-case letters, digits and hyphens only');
    expect(screen.getByLabelText('Partner id').getAttribute('aria-invalid')).toBe('true');
  });

  it("refuses the insurer's own source business id, another partner's, and a malformed one, each with its reason", () => {
    render(<PartnerEditor known={known} onCreate={vi.fn()} />);
    type('Partner id', 'gulf-motors');
    expect(reason()).toContain("Enter the insurer's source business id");
    type("Insurer's source business id", 'cp');
    expect((screen.getByLabelText("Insurer's source business id") as HTMLInputElement).value).toBe('CP');
    expect(reason()).toContain("CP is the insurer's own site's source business id");
    type("Insurer's source business id", 'DMO');
    expect(reason()).toContain('DMO is already the source business id of Demo Motors');
    expect(screen.getByLabelText("Insurer's source business id").getAttribute('aria-invalid')).toBe('true');
    type("Insurer's source business id", 'G-M');
    expect(reason()).toContain('capital letters and digits only');
    expect((add() as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses an id that is already a partner', () => {
    render(<PartnerEditor known={known} onCreate={vi.fn()} />);
    type('Partner id', 'demo-partner');
    type("Insurer's source business id", 'GMO');
    expect(reason()).toContain('The partner demo-partner already exists');
  });

  it('with a valid id and its own source business id, Add is enabled, has no reason, and writes srcBusId', () => {
    const onCreate = vi.fn();
    render(<PartnerEditor known={known} onCreate={onCreate} />);
    type('Partner id', 'gulf-motors');
    type("Insurer's source business id", 'GMO');
    expect((add() as HTMLButtonElement).disabled).toBe(false);
    expect(add().getAttribute('aria-describedby')).toBeNull();
    fireEvent.submit(add().closest('form')!);
    expect(onCreate).toHaveBeenCalledWith('partners/gulf-motors.json', expect.objectContaining({ id: 'gulf-motors', srcBusId: 'GMO' }));
  });

  it('says the reason in Arabic for staff working in Arabic', async () => {
    await i18next.changeLanguage('ar');
    render(<PartnerEditor known={known} onCreate={vi.fn()} />);
    type('رمز الشريك', '../../etc/passwd');
    type('رمز مصدر الأعمال لدى شركة التأمين', 'DMO');
    expect(reason()).toContain('رمز الشريك أحرف إنجليزية صغيرة');
    expect(reason()).toContain('هو رمز مصدر الأعمال للشريك Demo Motors');
  });
});
