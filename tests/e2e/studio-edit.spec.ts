// The studio's editing screens in a real browser against the e2e server (CONFIG_SOURCE=database):
// the sandbox `editor` starts a draft, changes the landing headline in English and Arabic, adds a
// rule with its messages, adds a plan, onboards a partner with a logo, previews the draft as that
// partner at phone width in both languages, and submits it.
import { expect, test, type Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './axe.js';

// axe is injected as a script: the page's CSP (script-src 'self') would refuse it.
test.use({ bypassCSP: true });

const EDITOR = { username: 'editor', password: 'editor-sandbox-2026' };
const LOGO = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0b3d91"/><text x="10" y="26" fill="#fff">ACME</text></svg>');

const saved = (page: Page) => expect(page.locator('.studio-edit__save')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
const openFile = (page: Page, file: string) => page.getByRole('navigation', { name: 'Files' }).getByRole('button', { name: new RegExp(`^${file.replace(/[.*/]/g, '\\$&')}`) }).click();

test('an editor changes texts, a rule, a plan and a partner in a draft, previews it and submits it', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  expect((await page.request.post('/api/staff/login', { data: EDITOR })).status()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/studio/edit');
  await page.getByLabel('What the new draft changes').fill(`Headline, rule, plan and partner ${stamp}`);
  await page.getByRole('button', { name: 'Start a draft' }).click();
  await expect(page.getByRole('navigation', { name: 'Files' })).toBeVisible();

  // Texts side by side: the landing headline in both languages.
  await openFile(page, 'locales/en.json');
  await page.getByLabel('Search').fill('landing.title');
  await page.getByLabel('landing.title in English').fill(`Motor cover in minutes ${stamp}`);
  await page.getByLabel('landing.title in Arabic').fill(`تأمين سيارتك في دقائق ${stamp}`);
  await expect(page.getByLabel('landing.title in Arabic')).toHaveAttribute('dir', 'rtl');
  await saved(page);

  // A rule with its message in both languages.
  await openFile(page, 'schemas/forms/lead.json');
  await page.getByRole('combobox', { name: /^Field/ }).selectOption('name');
  await page.getByRole('combobox', { name: /^Rule/ }).selectOption('minLength');
  await page.getByLabel('Value').fill('3');
  await page.getByLabel('Message in English').fill('Please write at least 3 letters.');
  await page.getByLabel('Message in Arabic').fill('يرجى كتابة 3 أحرف على الأقل.');
  await page.getByRole('button', { name: 'Add the rule' }).click();
  await saved(page);

  // A plan row.
  await openFile(page, 'schemas/catalog/products.json');
  await page.getByRole('button', { name: 'Add a plan' }).click();
  const rows = page.locator('.studio-plans tbody tr');
  const row = rows.last();
  await row.getByLabel(/Plan id$/).fill('050099');
  await row.getByLabel(/Name$/).fill('Basic + Driver');
  await row.getByLabel(/Text key$/).fill('catalog.plans.050013');
  await row.getByLabel(/Add-ons$/).fill('driver');
  await saved(page);

  // A new partner with its logo; the brand colour's contrast is checked as it is typed.
  await page.getByRole('button', { name: 'Onboard a new partner' }).click();
  await page.getByLabel('Partner id').fill(`acme-${stamp}`);
  await page.getByLabel('Brand name').fill('Acme Cars');
  await page.getByLabel('Name shown in English').fill('Acme Cars');
  await page.getByLabel('Name shown in Arabic').fill('أكمي للسيارات');
  await page.getByLabel(/Site addresses/).fill(`http://acme-${stamp}.localhost:4340`);
  await page.getByLabel('Helpline').fill('800 12345');
  await page.getByLabel('Privacy policy link').fill('https://acme.example/privacy');
  await page.getByLabel('About us link').fill('https://acme.example/about');
  await page.getByLabel('Brand colour', { exact: true }).fill('#ffcc00');
  await expect(page.getByText(/fails WCAG AA/)).toBeVisible();
  await page.getByLabel('Brand colour', { exact: true }).fill('#0b3d91');
  await expect(page.getByText(/passes WCAG AA/)).toBeVisible();
  await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'big.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('alert').filter({ hasText: 'not a PNG, JPEG, WebP or SVG' })).toBeVisible();
  await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'acme.svg', mimeType: 'image/svg+xml', buffer: LOGO });
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Add the partner to the draft' }).click();
  await saved(page);
  await expect(page.locator('.studio-edit__bar')).toContainText('problems: 0');

  // The preview of the draft, as the new partner, at phone width, in both languages.
  const preview = page.getByRole('region', { name: 'Preview of the draft' });
  await preview.getByLabel('Partner').selectOption(`acme-${stamp}`);
  await preview.getByLabel('Width').selectOption('phone');
  await expect(preview.getByRole('region', { name: 'English', exact: true })).toContainText(`Motor cover in minutes ${stamp}`);
  await expect(preview.getByRole('region', { name: 'Arabic', exact: true })).toContainText(`تأمين سيارتك في دقائق ${stamp}`);
  await expect(preview.getByRole('region', { name: 'English', exact: true }).locator('img.studio-pane__logo')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  await page.screenshot({ path: 'test-results/studio-edit-preview.png', fullPage: true });
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations).join('\n')).toEqual([]);

  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.locator('.studio-edit__bar')).toContainText('Status: submitted');
});
