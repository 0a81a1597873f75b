// The config studio (/studio) against its own server, which serves a copy of the config tree
// (playwright.config.ts, project "studio"): the tests that save files edit that copy only, and
// put every file back in `finally`. Only signed-in staff see the studio: every test signs in as
// the sandbox's `editor` first (through the API, sharing the page's cookies), except the tests of
// the sign-in screen itself.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { describeViolations, seriousViolations } from './axe.js';
import { watchConsole } from './console.js';

/** The copy of the config tree this worker's studio server serves (fixtures.ts, portalConfigCopy). */
let CONFIG_ROOT = '';
test.beforeAll(({ portal }) => {
  if (!portal.configRoot) throw new Error('the studio project serves a copy of the config tree (portalConfigCopy)');
  CONFIG_ROOT = portal.configRoot;
});

/**
 * Saving a file shows in the studio only when the server watches its tree (live config, issue
 * 11): it says so in /api/health (`configWatch`), or reports its config version there, which
 * only the live-config server does, and that server always watches in the sandbox.
 */
async function watcherAvailable(request: APIRequestContext): Promise<boolean> {
  const health = (await (await request.get('/api/health')).json()) as { configWatch?: boolean; sandbox?: boolean; config?: { version?: string } };
  return health.configWatch === true || (health.sandbox === true && typeof health.config?.version === 'string');
}

/** Edits a file of the studio server's tree; gives back a function that restores it. */
function edit(file: string, change: (text: string) => string): () => void {
  const full = path.join(CONFIG_ROOT, file);
  const original = readFileSync(full, 'utf8');
  writeFileSync(full, change(original));
  return () => writeFileSync(full, original);
}

const pane = (page: Page, language: 'English' | 'Arabic') => page.getByRole('region', { name: language, exact: true });

test.describe.configure({ mode: 'serial' });

const EDITOR = { username: 'editor', password: 'editor-sandbox-2026' };

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.title.startsWith('sign-in screen')) return;
  const res = await page.request.post('/api/staff/login', { data: EDITOR });
  expect(res.status()).toBe(200);
});

test('sign-in screen: signs in, shows who is signed in, signs out', async ({ page }) => {
  await page.goto('/studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the config studio' })).toBeVisible();
  // Nothing of the tree is shown before sign-in.
  await expect(page.getByRole('navigation', { name: 'Config studio' })).toHaveCount(0);
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.getByLabel('Username').fill(EDITOR.username);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as editor')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Config studio' }).getByRole('link', { name: 'renew-lookup', exact: true })).toBeVisible();
  // A reload keeps the session (the cookie), without signing in again.
  await page.reload();
  await expect(page.getByText('Signed in as editor')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the config studio' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the config studio' })).toBeVisible();
  expect((await page.request.get('/api/studio/tree')).status()).toBe(401);
});

test('sign-in screen: a wrong password says so and signs nobody in', async ({ page }) => {
  await page.goto('/studio');
  await page.getByLabel('Username').fill(EDITOR.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Wrong username or password.');
  await expect(page.getByLabel('Username')).toBeFocused();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-describedby', 'studio-sign-in-error');
  // An unknown user gets the very same message.
  await page.getByLabel('Username').fill('nobody');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(alert).toHaveText('Wrong username or password.');
  await expect(page.getByText(/Signed in as/)).toHaveCount(0);
});

test('sign-in screen: in Arabic, right to left', async ({ page }) => {
  await page.goto('/studio');
  await page.getByRole('button', { name: 'Switch language to العربية' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى استوديو الإعدادات' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('اسم المستخدم').fill(EDITOR.username);
  await page.getByLabel('كلمة المرور').fill('not-the-password');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByRole('alert')).toHaveText('اسم المستخدم أو كلمة المرور غير صحيحة.');
  await page.getByLabel('كلمة المرور').fill(EDITOR.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('تم تسجيل الدخول باسم editor')).toBeVisible();
  await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
  // And back to English from the signed-in studio's own switch.
  await page.getByRole('button', { name: 'تغيير اللغة إلى English' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test.describe('sign-in screen: on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('sign-in screen: fits 390 px, keyboard only, axe clean in both languages', async ({ page }) => {
    await page.goto('/studio');
    await expect(page.getByLabel('Username')).toBeFocused();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    for (const field of ['Username', 'Password']) {
      const box = (await page.getByLabel(field).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await page.keyboard.type(EDITOR.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type('wrong');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await page.getByRole('button', { name: 'Switch language to العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
  });
});

test('lists every journey, step, form and partner', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/studio');
  const nav = page.getByRole('navigation', { name: 'Config studio' });
  await expect(nav.getByRole('link', { name: /^lookup \(renew-lookup\)/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'renew-lookup', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Demo Motors (demo-partner)' })).toBeVisible();
  await expect(page.getByText('Pick a journey step or a form on the left to preview it.')).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Live');
  console.expectClean();
});

test('shows a step in English and Arabic side by side, as a partner', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/studio?journey=renew-policy&step=lookup&partner=demo-partner');
  const en = pane(page, 'English');
  const ar = pane(page, 'Arabic');
  await expect(en.getByRole('heading', { name: 'Renew your Demo Motors policy' })).toBeVisible();
  await expect(ar.getByRole('heading', { name: 'جدّد وثيقة تأمين ديمو موتورز' })).toBeVisible();
  await expect(en).toHaveAttribute('dir', 'ltr');
  await expect(ar).toHaveAttribute('dir', 'rtl');
  // The partner's patch of the form, its logo and its colour, in both panes.
  await expect(en.getByText('Your plate number is printed on your Mulkiya.')).toBeVisible();
  await expect(ar.getByText('رقم اللوحة مطبوع على الملكية.')).toBeVisible();
  await expect(ar.locator('img[src="/partners/demo-partner.svg"]')).toBeVisible();
  const brand = await ar.locator('.studio-pane__brand').evaluate((el) => getComputedStyle(el).borderBottomColor);
  expect(brand).toBe('rgb(11, 110, 79)');
  await expect(ar.getByRole('button', { name: 'احصل على عرض السعر' })).toBeVisible();

  // Another partner from the picker: the address says which, and the insurer's texts come back.
  await page.getByLabel('Partner').selectOption('default');
  await expect(page).toHaveURL(/partner=default/);
  await expect(en.getByRole('heading', { name: 'Renew Policy', exact: true })).toBeVisible();
  await expect(en.getByText('Your plate number is printed on your Mulkiya.')).toHaveCount(0);
  console.expectClean();
});

test("a partner's own staff see their partner only, whatever the address names", async ({ page }) => {
  const console = watchConsole(page);
  // The sandbox's partner-editor works for demo-partner (docs/staff-guide.md "What a partner's staff see").
  expect((await page.request.post('/api/staff/login', { data: { username: 'partner-editor', password: 'partner-editor-sandbox-2026' } })).status()).toBe(200);
  await page.goto('/studio?journey=renew-policy&step=lookup&partner=default');
  await expect(page.getByText('Signed in as partner-editor, for demo-partner only')).toBeVisible();
  const picker = page.getByLabel('Partner');
  await expect(picker).toBeDisabled();
  await expect(picker.locator('option')).toHaveText(['Demo Motors (demo-partner)']);
  const nav = page.getByRole('navigation', { name: 'Config studio' });
  await expect(nav.getByRole('link', { name: 'Demo Motors (demo-partner)' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /\(default\)$/ })).toHaveCount(0);
  await expect(pane(page, 'English').getByRole('heading', { name: 'Renew your Demo Motors policy' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch language to العربية' }).click();
  await expect(page.getByText('تم تسجيل الدخول باسم partner-editor، للشريك demo-partner فقط')).toBeVisible();
  console.expectClean();
});

test('a form with sample data validates in both panes, each in its language', async ({ page }) => {
  await page.goto('/studio?form=lead');
  const en = pane(page, 'English');
  const ar = pane(page, 'Arabic');
  // Sample data fills both panes, and each pane's labels name its own fields.
  await expect(en.getByRole('textbox', { name: 'Name' })).toHaveValue('Sample');
  await expect(ar.getByRole('textbox', { name: 'الاسم' })).toHaveValue('Sample');
  await page.getByRole('button', { name: 'Clear the form' }).click();
  await expect(en.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  // A blank required field, once left, has its message in each pane's language.
  await en.getByRole('textbox', { name: 'Name' }).focus();
  await en.getByRole('textbox', { name: 'Name' }).blur();
  await ar.getByRole('textbox', { name: 'الاسم' }).focus();
  await ar.getByRole('textbox', { name: 'الاسم' }).blur();
  const enError = await en.locator('.field__error').first().textContent();
  const arError = await ar.locator('.field__error').first().textContent();
  expect(enError).toMatch(/[A-Za-z]/);
  expect(arError).toMatch(/[\u0600-\u06FF]/);
});

test('renders every form of the tree in both panes', async ({ page }) => {
  const console = watchConsole(page);
  const tree = (await (await page.request.get('/api/studio/tree')).json()) as { forms: Array<{ id: string }> };
  expect(tree.forms.length).toBeGreaterThan(5);
  for (const { id } of tree.forms) {
    await page.goto(`/studio?form=${id}`);
    for (const language of ['English', 'Arabic'] as const) {
      await expect(pane(page, language).locator(`[data-form="${id}"] form`), `${id} in ${language}`).toBeVisible();
    }
    await expect(page.locator('.studio__error'), id).toHaveCount(0);
  }
  console.expectClean();
});

test('shows each text\'s key in place of the text', async ({ page }) => {
  await page.goto('/studio?journey=renew-policy&step=lookup&partner=demo-partner');
  await expect(pane(page, 'English').getByRole('heading', { name: 'Renew your Demo Motors policy' })).toBeVisible();
  await page.getByLabel('Show text keys').check();
  await expect(page).toHaveURL(/keys=1/);
  for (const language of ['English', 'Arabic'] as const) {
    await expect(pane(page, language).getByRole('heading', { name: 'journeys.renew-policy.title' })).toBeVisible();
    await expect(pane(page, language).getByText('partners.demo-partner.plateHelp')).toBeVisible();
    await expect(pane(page, language).getByRole('button', { name: 'journeys.renew-policy.submit' })).toBeVisible();
  }
});

test('a customer page never loads the studio', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/motor-insurance');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => url.includes('studio'))).toEqual([]);
});

test('shows the checker\'s finding after a bad save, linked to its form', async ({ page, request }) => {
  expect(await watcherAvailable(request), 'the sandbox server watches its config tree').toBe(true);
  await page.goto('/studio');
  await expect(page.getByText('No findings: the config tree passes the checker.')).toBeVisible();
  const restore = edit('schemas/forms/renew-lookup.json', (text) => text.replace('"id": "renew-lookup",', '"id": "renew-lookup",\n  "title": "forms.renew-lookup.noSuchTitle",'));
  try {
    const findings = page.getByRole('region', { name: 'Checker findings' });
    await expect(findings.getByText('schemas/forms/renew-lookup.json').first()).toBeVisible({ timeout: 5_000 });
    await expect(findings.getByText('/title', { exact: true }).first()).toBeVisible();
    await findings.getByRole('link', { name: 'Preview the form renew-lookup' }).first().click();
    await expect(page).toHaveURL(/form=renew-lookup/);
    // The site goes on serving the last good tree.
    await expect(pane(page, 'English').locator('form')).toBeVisible();
  } finally {
    restore();
  }
  await expect(page.getByText('No findings: the config tree passes the checker.')).toBeVisible({ timeout: 5_000 });
});

test('follows a good save without a reload', async ({ page, request }) => {
  expect(await watcherAvailable(request), 'the sandbox server watches its config tree').toBe(true);
  await page.goto('/studio?journey=renew-policy&step=lookup');
  const en = pane(page, 'English');
  await expect(en.getByRole('heading', { name: 'Renew Policy', exact: true })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { studioMarker: boolean }).studioMarker = true));
  const restore = edit('locales/en.json', (text) => text.replace('"title": "Renew Policy"', '"title": "Renew Policy (edited)"'));
  try {
    await expect(en.getByRole('heading', { name: 'Renew Policy (edited)' })).toBeVisible({ timeout: 3_000 });
    // Same page: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { studioMarker?: boolean }).studioMarker)).toBe(true);
  } finally {
    restore();
  }
  await expect(en.getByRole('heading', { name: 'Renew Policy', exact: true })).toBeVisible({ timeout: 5_000 });
});

test('a journey file added while the portal runs opens at its route, without a rebuild', async ({ page, request }) => {
  expect(await watcherAvailable(request), 'the sandbox server watches its config tree').toBe(true);
  const source = path.join(CONFIG_ROOT, 'journeys/request-policy-document.json');
  const added = path.join(CONFIG_ROOT, 'journeys/document-copy.json');
  const journey = JSON.parse(readFileSync(source, 'utf8')) as Record<string, unknown>;
  await page.goto('/motor-insurance/document-copy');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // Same steps, its own id, route and title key (an existing text, so the tree stays valid).
  writeFileSync(added, JSON.stringify({ ...journey, id: 'document-copy', route: '/motor-insurance/document-copy', title: 'journeys.renew-policy.title' }, null, 2));
  try {
    await expect(async () => {
      await page.goto('/motor-insurance/document-copy');
      await expect(page.getByRole('heading', { level: 1, name: 'Renew Policy' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByRole('tab', { name: 'Policy No' })).toBeVisible();
  } finally {
    unlinkSync(added);
  }
  await expect(async () => {
    await page.goto('/motor-insurance/document-copy');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
});
