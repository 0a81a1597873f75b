// The studio's generated editors in a real browser against the releases server: a plan edited
// through the form made from the products meta-schema (its product a picker), a partner's
// colour through the partner form, the checker's finding shown beside the field it concerns, a
// JSON error made and fixed in the CodeMirror editor, the preview following an edit (measured),
// and axe clean in English and Arabic.
import { expect, test, type Page } from './fixtures.js';
import { describeViolations, seriousViolations } from './axe.js';

// axe is injected as a script: the page's CSP (script-src 'self') would refuse it.

const EDITOR = { username: 'editor', password: 'editor-sandbox-2026' };
const saved = (page: Page) => expect(page.locator('.studio-edit__save')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
const openFile = (page: Page, file: string) => page.getByRole('navigation', { name: 'Files' }).getByRole('button', { name: new RegExp(`^${file.replace(/[.*/]/g, '\\$&')}`) }).click();
const expectAxeClean = async (page: Page) => {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations).join('\n')).toEqual([]);
};

test('plans and partners edited through generated forms, findings beside the field, JSON fixed in CodeMirror', async ({ page }) => {
  test.setTimeout(150_000);
  expect((await page.request.post('/api/staff/login', { data: EDITOR })).status()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/studio/edit');
  await page.getByLabel('What the new draft changes').fill(`Generated forms ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Start a draft' }).click();
  await expect(page.getByRole('navigation', { name: 'Files' })).toBeVisible();

  // The products form: the first plan's product is a picker of the draft's product ids.
  await openFile(page, 'schemas/catalog/products.json');
  const products = page.locator('.studio-form[data-kind="products"]');
  await expect(products).toBeVisible();
  const product = products.locator('select[id$="plans_0_product"]');
  const offered = await product.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(offered.length).toBeGreaterThan(1);
  const before = await product.inputValue();
  const other = offered.find((id) => id !== before)!;
  await product.selectOption(other);
  const name = products.locator('input[id$="plans_0_name"]');
  // The preview follows an edit: from the last keystroke to the preview of the saved revision.
  await name.fill('Edited in the generated form');
  const typed = Date.now();
  await saved(page);
  const revision = await page.locator('.studio-edit__save').getAttribute('data-revision');
  await expect(page.locator('.studio-draft-preview')).toHaveAttribute('data-revision', revision!, { timeout: 10_000 });
  const followMs = Date.now() - typed;
  test.info().annotations.push({ type: 'preview-follows-edit-ms', description: String(followMs) });
  console.log(`preview followed the edit in ${followMs} ms`);

  // A finding of the checker sits beside the field it concerns, and goes when it is fixed.
  const planId = products.locator('input[id$="plans_0_id"]');
  const id = await planId.inputValue();
  await planId.fill('12');
  await saved(page);
  const finding = products.locator('[data-field$="plans_0_id"] .field__error');
  await expect(finding).toBeVisible();
  await expect(planId).toHaveAttribute('aria-invalid', 'true');
  await planId.fill(id);
  await saved(page);
  await expect(finding).toHaveCount(0);
  await expect(products.locator('select[id$="plans_0_product"]')).toHaveValue(other);

  // The partner form: the brand colour.
  await openFile(page, 'partners/default.json');
  const partner = page.locator('.studio-form[data-kind="partner"]');
  await partner.locator('input[id$="theme_color-primary"]').fill('#0b3d91');
  await saved(page);
  const files = await page.request.get(page.url().includes('draft=') ? `/api/staff/drafts/${new URL(page.url()).searchParams.get('draft')}/files/partners/default.json` : '');
  expect(((await files.json()) as { data: { theme?: Record<string, string> } }).data.theme?.['color-primary']).toBe('#0b3d91');

  // The JSON editor (CodeMirror, loaded on opening): a syntax error is refused, then fixed.
  await page.getByText('Edit as JSON').click();
  const code = page.locator('.studio-json .cm-content');
  await expect(code).toBeVisible();
  await code.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(',');
  await expect(page.getByText(/Not saved: the JSON is not valid/)).toBeVisible();
  await page.keyboard.press('Backspace');
  await expect(page.getByText(/Not saved: the JSON is not valid/)).toHaveCount(0);
  await expect(page.locator('.studio-json')).toHaveAttribute('data-invalid', 'false');
  await expectAxeClean(page);

  // In Arabic: the page reads right to left; the generated form and code editor stay clean.
  await page.getByRole('button', { name: 'Switch language to العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('عدّل بصيغة JSON')).toBeVisible();
  // The generated form's labels and help are the meta-schema's Arabic, with the key beside the label.
  const colour = partner.locator('[data-field$="theme_color-primary"]');
  await expect(colour).toHaveAttribute('dir', 'rtl');
  await expect(colour.locator('label')).toContainText('اللون الأساسي');
  await expect(colour.locator('label code')).toHaveText('color-primary');
  await expect(colour.locator('.field__help')).toContainText('لون العلامة التجارية');
  await expect(partner.locator('legend').first()).toHaveText('إعداد الشريك');
  await expectAxeClean(page);
});
