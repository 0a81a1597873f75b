import path from 'node:path';
import { expect, test, type Page } from './fixtures.js';
import { loadConfigTree } from '../../src/config/load.js';
import type { ConfigTree } from '../../src/config/types.js';
import { open } from './lookup-helpers.js';

// Issue 31: customers see each form's fields in the order of its file, on what `npm start` serves
// (config from the database releases). A release that sorted keys (jsonb) showed the renewal's
// first tab as Civil ID, Plate Code, Plate Number; the labels were all there, in the wrong place.
// The order expected here is read from the files on disk, not from the portal.

let tree: ConfigTree;
test.beforeAll(async () => {
  tree = await loadConfigTree(path.resolve(import.meta.dirname, '../..'));
});

interface Schema { properties?: Record<string, Schema & { type?: string }>; type?: string }
interface FormData { schema?: Schema; uiSchema?: Record<string, { 'ui:widget'?: string }>; tabs?: Array<{ id: string; schema: Schema }> }

const form = (id: string) => tree.forms[id]!.data as unknown as FormData;
/** The fields a customer sees, in the file's order (hidden ones aside). */
const fieldsOf = (data: FormData, schema: Schema): string[] =>
  Object.keys(schema.properties ?? {}).filter((name) => data.uiSchema?.[name]?.['ui:widget'] !== 'hidden');

/** The form's field names in the order a person reads them: top to bottom, then along the line. */
async function shownOrder(page: Page, formId: string, names: string[]): Promise<string[]> {
  const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl';
  const found: Array<{ name: string; y: number; x: number }> = [];
  for (const name of names) {
    // rjsf names a field <form>_<name>; the landing's light form <form>-<name>.
    const control = page.locator(`:is(input, select, textarea):is([id$="_${name}"], [id$="-${name}"])`).filter({ visible: true }).first();
    // Every field of the form is shown: one missing is a failure, not a shorter list.
    await expect(control, `${formId}: ${name} shown`).toBeVisible();
    const box = (await control.boundingBox())!;
    found.push({ name, y: Math.round(box.y), x: rtl ? -(box.x + box.width) : box.x });
  }
  return found.sort((a, b) => (Math.abs(a.y - b.y) > 4 ? a.y - b.y : a.x - b.x)).map((f) => f.name);
}

const LOOKUPS = [
  ['/motor-insurance/renew-policy', 'renew-lookup'],
  ['/motor-insurance/pay-premium', 'pay-premium-lookup'],
  ['/motor-insurance/request-policy-document', 'policy-document-lookup'],
  ['/motor-insurance/rop-resubmission', 'rop-lookup'],
] as const;

for (const language of ['en', 'ar'] as const) {
  for (const [route, formId] of LOOKUPS) {
    test(`${route} (${language}): every tab shows its fields in the order of ${formId}'s file`, async ({ page }) => {
      await open(page, route, language);
      const data = form(formId);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(data.tabs!.length);
      for (const [index, tab] of data.tabs!.entries()) {
        await tabs.nth(index).click();
        const expected = fieldsOf(data, tab.schema);
        await expect.poll(() => shownOrder(page, formId, expected), { message: `${formId} tab ${tab.id}` }).toEqual(expected);
      }
    });
  }

  test(`/motor-insurance (${language}): the landing form shows its fields in the order of lead's file`, async ({ page }) => {
    await open(page, '/motor-insurance', language);
    const data = form('lead');
    const expected = fieldsOf(data, data.schema!);
    await expect.poll(() => shownOrder(page, 'lead', expected)).toEqual(expected);
  });
}

test('at 390 px in Arabic the renewal tab still reads Plate Number, Plate Code, Civil ID', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/motor-insurance/renew-policy', 'ar');
  await expect.poll(() => shownOrder(page, 'renew-lookup', ['plateNumber', 'plateCode', 'civilId'])).toEqual(['plateNumber', 'plateCode', 'civilId']);
});
