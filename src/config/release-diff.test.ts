import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffReleases, type ReleaseFiles } from './release-diff.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RELEASE_DIRS = ['schemas/forms', 'schemas/common', 'schemas/catalog', 'journeys', 'partners', 'locales'];

/** The repository's config as a release holds it: every JSON file under the release's folders. */
function realTree(): ReleaseFiles {
  const files: ReleaseFiles = {};
  for (const dir of RELEASE_DIRS) {
    for (const name of readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.json')).sort()) {
      files[`${dir}/${name}`] = JSON.parse(readFileSync(path.join(ROOT, dir, name), 'utf8'));
    }
  }
  return files;
}

// Typed loosely: the tests edit the parsed JSON the way an editor edits the files.
type Json = Record<string, any>;
const edit = (files: ReleaseFiles, file: string) => files[file] as Json;

describe('diffReleases', () => {
  const before = realTree();

  it('finds nothing between identical trees', () => {
    expect(diffReleases(before, structuredClone(before))).toEqual({ files: [], entries: [] });
  });

  it('reads texts, a form rule, a plan row, a partner override and whole files as a reviewer would', () => {
    const after = structuredClone(before);
    const en = edit(after, 'locales/en.json');
    const ar = edit(after, 'locales/ar.json');
    const enTitle = en.landing.title as string;
    const arTitle = ar.landing.title as string;
    en.landing.title = 'Car insurance in minutes';
    ar.landing.title = 'تأمين السيارات في دقائق';
    const lead = edit(after, 'schemas/forms/lead.json');
    lead.schema.properties.name.minLength = 3;
    lead.messages.name.minLength = 'landing.errors.nameShort';
    en.landing.errors.nameShort = 'Please enter at least 3 characters';
    ar.landing.errors.nameShort = 'يرجى إدخال 3 أحرف على الأقل';
    const plan = { id: '050099', product: '0502', name: 'Basic', label: 'catalog.plans.050099', addOns: [] };
    edit(after, 'schemas/catalog/products.json').plans.push(plan);
    en.catalog.plans['050099'] = 'Basic';
    ar.catalog.plans['050099'] = 'أساسي';
    edit(after, 'partners/demo-partner.json').text.ar.landing = { title: 'تأمين ديمو موتورز' };
    const acme = { ...edit(before, 'partners/default.json'), id: 'acme' };
    after['partners/acme.json'] = acme;
    delete after['journeys/rop-resubmission.json'];

    const diff = diffReleases(before, after);
    expect(diff.files).toEqual([
      { file: 'journeys/rop-resubmission.json', change: 'removed' },
      { file: 'locales/ar.json', change: 'changed' },
      { file: 'locales/en.json', change: 'changed' },
      { file: 'partners/acme.json', change: 'added' },
      { file: 'partners/demo-partner.json', change: 'changed' },
      { file: 'schemas/catalog/products.json', change: 'changed' },
      { file: 'schemas/forms/lead.json', change: 'changed' },
    ]);
    expect(diff.entries).toEqual([
      {
        kind: 'file', file: 'journeys/rop-resubmission.json', pointer: '', change: 'removed', before: before['journeys/rop-resubmission.json'],
        summary: { en: 'File journeys/rop-resubmission.json removed', ar: 'أُزيل الملف journeys/rop-resubmission.json' },
      },
      {
        kind: 'text', file: 'locales/en.json', pointer: '/catalog/plans/050099', change: 'added', key: 'catalog.plans.050099',
        en: { before: null, after: 'Basic' }, ar: { before: null, after: 'أساسي' }, files: ['locales/en.json', 'locales/ar.json'],
        summary: {
          en: 'Text catalog.plans.050099: English added "Basic"; Arabic added "أساسي"',
          ar: 'النص catalog.plans.050099: بالإنجليزية: أُضيف «Basic»؛ بالعربية: أُضيف «أساسي»',
        },
      },
      {
        kind: 'text', file: 'locales/en.json', pointer: '/landing/errors/nameShort', change: 'added', key: 'landing.errors.nameShort',
        en: { before: null, after: 'Please enter at least 3 characters' }, ar: { before: null, after: 'يرجى إدخال 3 أحرف على الأقل' },
        files: ['locales/en.json', 'locales/ar.json'],
        summary: {
          en: 'Text landing.errors.nameShort: English added "Please enter at least 3 characters"; Arabic added "يرجى إدخال 3 أحرف على الأقل"',
          ar: 'النص landing.errors.nameShort: بالإنجليزية: أُضيف «Please enter at least 3 characters»؛ بالعربية: أُضيف «يرجى إدخال 3 أحرف على الأقل»',
        },
      },
      {
        kind: 'text', file: 'locales/en.json', pointer: '/landing/title', change: 'changed', key: 'landing.title',
        en: { before: enTitle, after: 'Car insurance in minutes' }, ar: { before: arTitle, after: 'تأمين السيارات في دقائق' },
        files: ['locales/en.json', 'locales/ar.json'],
        summary: {
          en: `Text landing.title: English "${enTitle}" → "Car insurance in minutes"; Arabic "${arTitle}" → "تأمين السيارات في دقائق"`,
          ar: `النص landing.title: بالإنجليزية: من «${enTitle}» إلى «Car insurance in minutes»؛ بالعربية: من «${arTitle}» إلى «تأمين السيارات في دقائق»`,
        },
      },
      {
        kind: 'file', file: 'partners/acme.json', pointer: '', change: 'added', after: acme,
        summary: { en: 'File partners/acme.json added', ar: 'أُضيف الملف partners/acme.json' },
      },
      {
        kind: 'text', file: 'partners/demo-partner.json', pointer: '/text/ar/landing/title', change: 'added', key: 'landing.title',
        partner: 'demo-partner', en: { before: null, after: null }, ar: { before: null, after: 'تأمين ديمو موتورز' },
        files: ['partners/demo-partner.json'],
        summary: {
          en: 'Text landing.title (partner demo-partner): Arabic added "تأمين ديمو موتورز"',
          ar: 'النص landing.title (الشريك demo-partner): بالعربية: أُضيف «تأمين ديمو موتورز»',
        },
      },
      {
        kind: 'plan', file: 'schemas/catalog/products.json', pointer: '/plans/8', change: 'added', product: '0502', plan: '050099',
        columns: ['addOns', 'id', 'label', 'name', 'product'], after: plan,
        summary: { en: 'Plan 050099 "Basic" (product 0502) added', ar: 'أُضيفت الخطة 050099 «أساسي» (المنتج 0502)' },
      },
      {
        kind: 'rule', file: 'schemas/forms/lead.json', pointer: '/schema/properties/name/minLength', change: 'added',
        form: 'lead', field: 'name', keyword: 'minLength', after: 3,
        label: { en: en.landing.form.name, ar: ar.landing.form.name },
        message: { key: 'landing.errors.nameShort', en: 'Please enter at least 3 characters', ar: 'يرجى إدخال 3 أحرف على الأقل' },
        summary: {
          en: `${en.landing.form.name}: at least 3 characters added (message: "Please enter at least 3 characters")`,
          ar: `${ar.landing.form.name}: أُضيف الشرط «3 أحرف على الأقل» (الرسالة: «يرجى إدخال 3 أحرف على الأقل»)`,
        },
      },
    ]);
  });
});

describe('diffReleases: plans', () => {
  const before = realTree();

  it('says a changed plan\'s columns in staff words with their values before and after', () => {
    const after = structuredClone(before);
    const plan = edit(after, 'schemas/catalog/products.json').plans[0];
    const was = edit(before, 'schemas/catalog/products.json').plans[0];
    plan.name = 'Comprehensive Gold';
    plan.addOns = ['medex', 'uae'];
    const en = edit(before, 'locales/en.json').catalog.plans['050013'];
    const ar = edit(before, 'locales/ar.json').catalog.plans['050013'];
    const diff = diffReleases(before, after);
    expect(diff.entries).toEqual([{
      kind: 'plan', file: 'schemas/catalog/products.json', pointer: '/plans/0', change: 'changed', product: '0501', plan: '050013',
      columns: ['addOns', 'name'], before: was, after: plan,
      summary: {
        en: `Plan 050013 "${en}" (product 0501) changed: add-ons "${was.addOns.join(', ')}" → "medex, uae"; insurer's plan name "${was.name}" → "Comprehensive Gold"`,
        ar: `تغيّرت الخطة 050013 «${ar}» (المنتج 0501): الإضافات من «${was.addOns.join(', ')}» إلى «medex, uae»؛ اسم الخطة لدى شركة التأمين من «${was.name}» إلى «Comprehensive Gold»`,
      },
    }]);
  });

  it('reads a relabelled plan as its text in both languages, before and after', () => {
    const after = structuredClone(before);
    edit(after, 'locales/en.json').catalog.plans['050013'] = 'Comprehensive Plus';
    edit(after, 'locales/ar.json').catalog.plans['050013'] = 'الشامل بلس';
    const diff = diffReleases(before, after);
    expect(diff.entries).toMatchObject([{
      kind: 'text', key: 'catalog.plans.050013', change: 'changed',
      en: { before: edit(before, 'locales/en.json').catalog.plans['050013'], after: 'Comprehensive Plus' },
      ar: { before: edit(before, 'locales/ar.json').catalog.plans['050013'], after: 'الشامل بلس' },
    }]);
  });
});

describe('diffReleases: form rules', () => {
  const before = realTree();

  it('blames a shared fragment for a rule it changes, once for every form and field using it', () => {
    const after = structuredClone(before);
    edit(after, 'schemas/common/fields.json').omanMobile.pattern = '^\\s*(\\+?968)?[79]\\d{7}\\s*$';
    const diff = diffReleases(before, after);
    expect(diff.files).toEqual([{ file: 'schemas/common/fields.json', change: 'changed' }]);
    expect(diff.entries.map((e) => [e.kind, e.file, e.pointer, e.kind === 'rule' ? `${e.form}.${e.field}.${e.keyword}` : ''])).toEqual([
      ['rule', 'schemas/common/fields.json', '/omanMobile/pattern', 'buy-policy.mobileNo.pattern'],
      ['rule', 'schemas/common/fields.json', '/omanMobile/pattern', 'lead.mobileNo.pattern'],
      ['rule', 'schemas/common/fields.json', '/omanMobile/pattern', 'summary-preferences.mobileNo.pattern'],
      ['rule', 'schemas/common/fields.json', '/omanMobile/pattern', 'summary-preferences.whatsappNo.pattern'],
    ]);
    const en = edit(before, 'locales/en.json');
    const lead = diff.entries[1]!;
    expect(lead.summary.en).toBe(
      `lead / ${en.landing.form.mobile}: matching the pattern ${edit(before, 'schemas/common/fields.json').omanMobile.pattern} changed to `
      + `matching the pattern ^\\s*(\\+?968)?[79]\\d{7}\\s*$ (message: "${en.landing.errors.mobileInvalid}")`,
    );
  });

  it('reads a removal with the before texts, a change in both words, and a tab rule written beside a $ref', () => {
    const after = structuredClone(before);
    const lead = edit(after, 'schemas/forms/lead.json');
    lead.schema.properties.name.maxLength = 50;
    lead.schema.required = lead.schema.required.filter((field: string) => field !== 'mobileNo');
    edit(after, 'schemas/forms/renew-lookup.json').tabs[0].schema = { properties: { civilId: { maxLength: 12 } } };
    const diff = diffReleases(before, after);
    const en = edit(before, 'locales/en.json');
    const ar = edit(before, 'locales/ar.json');
    expect(diff.entries.map((e) => [e.file, e.pointer, e.change, e.summary.en, e.summary.ar])).toEqual([
      ['schemas/forms/lead.json', '/schema/properties/name/maxLength', 'changed',
        `${en.landing.form.name}: at most 100 characters changed to at most 50 characters (message: "${en.landing.errors.nameTooLong}")`,
        `${ar.landing.form.name}: تغيّر الشرط من «100 حرفًا على الأكثر» إلى «50 حرفًا على الأكثر» (الرسالة: «${ar.landing.errors.nameTooLong}»)`],
      ['schemas/forms/lead.json', '/schema/required', 'removed',
        `${en.landing.form.mobile}: required removed (message: "${en.landing.errors.mobileRequired}")`,
        `${ar.landing.form.mobile}: أُزيل الشرط «إلزامي» (الرسالة: «${ar.landing.errors.mobileRequired}»)`],
      ['schemas/forms/renew-lookup.json', '/tabs/0/schema/properties/civilId/maxLength', 'added',
        // No message of its own and no generic error.maxLength text: the line says no message.
        `plateCivil / ${en.fields.civilId.label}: at most 12 characters added`,
        `plateCivil / ${ar.fields.civilId.label}: أُضيف الشرط «12 حرفًا على الأكثر»`],
    ]);
  });

  it('keeps a required list whose change a whole new field shares, and matches journey steps by id', () => {
    const after = structuredClone(before);
    const lead = edit(after, 'schemas/forms/lead.json');
    lead.schema.properties.nickname = { type: 'string', title: 'landing.form.name' };
    lead.schema.required = [...lead.schema.required, 'nickname'];
    const journey = edit(after, 'journeys/buy-policy.json');
    const step = { id: 'extra-step', kind: 'view', view: 'landing' };
    journey.steps.splice(1, 0, step);
    const diff = diffReleases(before, after);
    expect(diff.entries.map((e) => [e.kind, e.file, e.pointer, e.change])).toEqual([
      ['value', 'journeys/buy-policy.json', '/steps/1', 'added'],
      ['value', 'schemas/forms/lead.json', '/schema/properties/nickname', 'added'],
      ['value', 'schemas/forms/lead.json', '/schema/required', 'changed'],
    ]);
    expect(diff.entries[0]).toMatchObject({ after: step, summary: { en: `Added /steps/1: ${JSON.stringify(step)}` } });
  });
});
