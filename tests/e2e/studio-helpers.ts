// What the studio's browser specs share: the sandbox staff, signing in, axe and phone-width checks,
// the public landing headline, the editing screens' steps (texts, a rule, a plan, a partner with
// its logo) and the release numbers, read rather than assumed, so the specs run in any order on
// the releases server's one database.
import { expect, type Page } from './fixtures.js';
import { describeViolations, seriousViolations } from './axe.js';

export const EDITOR = { username: 'editor', password: 'editor-sandbox-2026' };
export const APPROVER = { username: 'approver', password: 'approver-sandbox-2026' };
export const RELEASES = { username: 'releases', password: 'releases-sandbox-2026' };
export type StaffLogin = typeof EDITOR;

export const LOGO = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0b3d91"/><text x="10" y="26" fill="#fff">ACME</text></svg>');

/** Signs in through the API (the page's cookies); answers the CSRF header for the API's changes. */
export async function signInByApi(page: Page, who: StaffLogin): Promise<Record<string, string>> {
  const response = await page.request.post('/api/staff/login', { data: who });
  expect(response.status()).toBe(200);
  return { 'X-CSRF-Token': ((await response.json()) as { data: { csrfToken: string } }).data.csrfToken };
}

export async function signInByForm(page: Page, who: StaffLogin, path: string) {
  await page.goto(path);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${who.username}`)).toBeVisible();
}

export async function expectAxeClean(page: Page) {
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
}

/** The page is no wider than the phone; a failure names the elements that stick out. */
export async function expectFits(page: Page, width = 390) {
  const wide = await page.evaluate(async (limit) => {
    // Measured with the page's fonts in (the Arabic font arrives after the first paint).
    await document.fonts.ready;
    // Every element, not only scrollWidth: in Arabic an overflow to the left escapes scrollWidth.
    const outside = (box: DOMRect) => box.width > 0 && (box.right > limit + 0.5 || box.left < -0.5);
    // What scrolls inside a box of its own (a wide table) does not widen the page: the box is checked instead.
    const scrolledIn = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')].filter((element) => outside(element.getBoundingClientRect()) && !scrolledIn(element)).slice(0, 8).map((element) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().left)}..${Math.round(element.getBoundingClientRect().right)}`);
  }, width);
  expect(wide).toEqual([]);
}

/** The whole page as drawn is no wider than the phone (a PNG's width is bytes 16-19): pseudo-elements count too. */
export async function expectShotFits(page: Page, path: string, width = 390) {
  await page.evaluate(() => document.fonts.ready);
  expect((await page.screenshot({ path, fullPage: true })).readUInt32BE(16)).toBeLessThanOrEqual(width);
}

export async function landingHeadline(page: Page): Promise<string> {
  await page.goto('/motor-insurance');
  return (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
}

/** The newest release's number (the one a new draft starts from). */
export async function newestRelease(page: Page): Promise<number> {
  const answer = (await (await page.request.get('/api/staff/releases')).json()) as { data: { releases: Array<{ number: number }> } };
  return answer.data.releases[0]!.number;
}

// The editing screens (/studio/edit).
export const saved = (page: Page) => expect(page.locator('.studio-edit__save')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
export const openFile = (page: Page, file: string) => page.getByRole('navigation', { name: 'Files' }).getByRole('button', { name: new RegExp(`^${file.replace(/[.*/]/g, '\\$&')}`) }).click();

export async function startDraft(page: Page, message: string) {
  await page.goto('/studio/edit');
  await page.getByLabel('What the new draft changes').fill(message);
  await page.getByRole('button', { name: 'Start a draft' }).click();
  await expect(page.getByRole('navigation', { name: 'Files' })).toBeVisible();
}

/** Texts side by side: the landing headline in both languages. */
export async function editHeadline(page: Page, headline: { en: string; ar: string }) {
  await openFile(page, 'locales/en.json');
  await page.getByLabel('Search').fill('landing.title');
  await page.getByLabel('landing.title in English').fill(headline.en);
  await page.getByLabel('landing.title in Arabic').fill(headline.ar);
  await expect(page.getByLabel('landing.title in Arabic')).toHaveAttribute('dir', 'rtl');
  await saved(page);
}

/** A rule with its message in both languages. */
export async function addNameRule(page: Page) {
  await openFile(page, 'schemas/forms/lead.json');
  await page.getByRole('combobox', { name: /^Field/ }).selectOption('name');
  await page.getByRole('combobox', { name: /^Rule/ }).selectOption('minLength');
  await page.getByLabel('Value').fill('3');
  await page.getByLabel('Message in English').fill('Please write at least 3 letters.');
  await page.getByLabel('Message in Arabic').fill('يرجى كتابة 3 أحرف على الأقل.');
  await page.getByRole('button', { name: 'Add the rule' }).click();
  await saved(page);
}

/** A plan row. */
export async function addPlan(page: Page) {
  await openFile(page, 'schemas/catalog/products.json');
  await page.getByRole('button', { name: 'Add a plan' }).click();
  const row = page.locator('.studio-plans tbody tr').last();
  // The names customers see wait for the id: the plan's text key is made from it.
  await expect(row.getByLabel(/Name customers see \(English\)$/)).toBeDisabled();
  await row.getByLabel(/Plan id$/).fill('050099');
  await row.getByLabel(/Name customers see \(English\)$/).fill('Basic + Driver');
  await row.getByLabel(/Name customers see \(Arabic\)$/).fill('أساسي + السائق');
  await row.getByText("Text key and insurer's name").click();
  await expect(row.getByLabel(/Text key$/)).toHaveValue('catalog.plans.050099');
  await row.getByLabel(/Insurer's plan name$/).fill('Basic + Driver');
  await row.getByLabel(/Add-ons$/).fill('driver');
  await saved(page);
}

/** A new partner with its logo; a brand colour failing WCAG AA and a GIF logo are refused on the way. */
export async function onboardPartner(page: Page, id: string) {
  await page.getByRole('button', { name: 'Onboard a new partner' }).click();
  // Add says why it is disabled: first the id rule, then the insurer's source business id.
  const add = page.getByRole('button', { name: 'Add the partner to the draft' });
  await page.getByLabel('Partner id').fill('../../etc/passwd');
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(/lower-case letters, digits and hyphens only/);
  await page.getByLabel('Partner id').fill(id);
  await page.getByLabel("Insurer's source business id").fill('CP');
  await expect(add).toHaveAccessibleDescription(/CP is the insurer's own site's source business id/);
  await page.getByLabel("Insurer's source business id").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/studio-onboard-refused-${page.viewportSize()?.width ?? 0}.png` });
  await page.getByLabel("Insurer's source business id").fill(id.replace(/[^a-z0-9]/g, '').toUpperCase().slice(0, 10));
  await page.getByLabel('Brand name').fill('Acme Cars');
  await page.getByLabel('Name shown in English').fill('Acme Cars');
  await page.getByLabel('Name shown in Arabic').fill('أكمي للسيارات');
  await fillPartnerLinks(page, id, '800 12345', 'acme.example');
  await chooseBrandColour(page);
  await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'big.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('alert').filter({ hasText: 'not a PNG, JPEG, WebP or SVG' })).toBeVisible();
  await uploadLogo(page, 'acme.svg');
  await expect(add).toBeEnabled();
  await add.click();
  await saved(page);
}

/** The onboarding form's addresses: the partner's site, helpline, privacy and about pages. */
export async function fillPartnerLinks(page: Page, id: string, helpline: string, web: string) {
  await page.getByLabel(/Site addresses/).fill(`http://${id}.localhost:4340`);
  await page.getByLabel('Helpline').fill(helpline);
  await page.getByLabel('Privacy policy link').fill(`https://${web}/privacy`);
  await page.getByLabel('About us link').fill(`https://${web}/about`);
}

/** A brand colour that fails WCAG AA against white is refused with the reason; one that passes is kept. */
export async function chooseBrandColour(page: Page) {
  await page.getByLabel('Brand colour', { exact: true }).fill('#ffcc00');
  await expect(page.getByText(/fails WCAG AA/)).toBeVisible();
  await page.getByLabel('Brand colour', { exact: true }).fill('#0b3d91');
  await expect(page.getByText(/passes WCAG AA/)).toBeVisible();
}

export async function uploadLogo(page: Page, name: string) {
  await page.getByLabel('Logo', { exact: true }).setInputFiles({ name, mimeType: 'image/svg+xml', buffer: LOGO });
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
}
