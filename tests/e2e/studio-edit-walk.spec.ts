// Issue 23's walk, as business staff would take it with a browser alone, against the releases
// server (CONFIG_SOURCE=database, playwright.config.ts): the sandbox `editor` changes the landing
// headline in both languages, adds a rule with its messages, a plan and a partner with its logo,
// previews the draft as that partner at phone width in both languages, and submits; at 390 px the
// `approver` reads the diff and the before/after preview, approves and publishes; customers see
// the headline; the release manager rolls back and customers see the old one. axe on every studio
// screen in English and Arabic.
import { expect, test, type Page } from './fixtures.js';
import { watchConsole } from './console.js';
import {
  addNameRule, addPlan, APPROVER, EDITOR, editHeadline, expectAxeClean, expectFits, expectShotFits, landingHeadline,
  newestRelease, onboardPartner, RELEASES, signInByForm, startDraft,
} from './studio-helpers.js';

test.describe.configure({ mode: 'serial' });
// axe is injected as a script: the page's CSP (script-src 'self') would refuse it.

const stamp = Date.now().toString(36);
const MESSAGE = `Walk: headline, rule, plan and partner ${stamp}`;
const HEADLINE = { en: `Motor cover in minutes ${stamp}`, ar: `تأمين سيارتك في دقائق ${stamp}` };
const PARTNER = `acme-${stamp}`;
let base = 0;
let oldHeadline = '';

async function toArabic(page: Page) {
  await page.getByRole('button', { name: 'Switch language to العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('the editor changes the headline, a rule, a plan and a partner, previews it as that partner on a phone in both languages, and submits', async ({ page }) => {
  test.setTimeout(150_000);
  oldHeadline = (await landingHeadline(page)).trim();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByForm(page, EDITOR, '/studio/edit');
  const console = watchConsole(page);
  base = await newestRelease(page);
  await startDraft(page, MESSAGE);
  await editHeadline(page, HEADLINE);
  await addNameRule(page);
  await addPlan(page);
  await onboardPartner(page, PARTNER);
  await expect(page.locator('.studio-edit__bar')).toContainText('problems: 0');

  // The landing page itself (the portal's view) as the new partner, at phone width, in both languages.
  const preview = page.getByRole('region', { name: 'Preview of the draft' });
  await preview.getByLabel('Partner').selectOption(PARTNER);
  await preview.getByLabel('Width').selectOption('phone');
  const english = preview.getByRole('region', { name: 'English', exact: true });
  const arabic = preview.getByRole('region', { name: 'Arabic', exact: true });
  await expect(english).toContainText(HEADLINE.en);
  await expect(arabic).toContainText(HEADLINE.ar);
  await expect(english.locator('.landing')).toBeVisible();
  await expect(arabic.locator('.landing')).toHaveAttribute('class', /landing/);
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await expect(english.locator('img.studio-pane__logo')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  await expect(english).toHaveAttribute('data-partner', PARTNER);
  await expect(english).toContainText('800 12345');
  await page.screenshot({ path: '/tmp/studio-walk-edit-en.png', fullPage: true });
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.locator('.studio-edit__bar')).toContainText('Status: submitted');
  await toArabic(page);
  await expect(page.getByRole('region', { name: 'معاينة المسودة' })).toBeVisible();
  await page.screenshot({ path: '/tmp/studio-walk-edit-ar.png', fullPage: true });
  await expectAxeClean(page);
  console.expectClean();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the approver reads the diff and the before/after in both languages, approves and publishes; customers see the headline', async ({ page }) => {
    test.setTimeout(120_000);
    await signInByForm(page, APPROVER, '/studio/drafts?status=submitted');
    const console = watchConsole(page);
    await expectFits(page);
    await expectAxeClean(page);
    await page.getByRole('link', { name: MESSAGE }).click();
    const table = page.getByRole('table', { name: 'landing.title' });
    await expect(table.getByText(HEADLINE.en)).toBeVisible();
    await expect(table.getByText(HEADLINE.ar)).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('table', { name: 'landing.title' }).getByText(oldHeadline, { exact: true })).toBeVisible();
    // The new partner as the reviewer judges it: its names, origins, colour and logo, not only "file added".
    const card = page.getByRole('group', { name: 'New partner: Acme Cars' });
    await expect(card).toContainText('أكمي للسيارات');
    await expect(card).toContainText(`http://${PARTNER}.localhost:4340`);
    await expect(card).toContainText('#0b3d91');
    await expect(card.getByRole('img', { name: 'Acme Cars' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/studio-walk-partner-card-390.png' });

    // Before (the release the draft started from) and after, one under the other.
    const compare = page.getByRole('region', { name: 'Before and after' });
    const before = compare.locator('[data-side="base"]');
    const after = compare.locator('[data-side="draft"]');
    await expect(before.getByRole('heading', { name: `Before: release ${base}` })).toBeVisible();
    await expect(before.getByRole('region', { name: 'English', exact: true })).toContainText(oldHeadline);
    await expect(after.getByRole('region', { name: 'English', exact: true })).toContainText(HEADLINE.en);
    await expect(after.getByRole('region', { name: 'Arabic', exact: true })).toContainText(HEADLINE.ar);
    await expect(after.locator('.landing').first()).toBeVisible();
    const beforeBox = (await before.boundingBox())!;
    const afterBox = (await after.boundingBox())!;
    expect(afterBox.y).toBeGreaterThanOrEqual(beforeBox.y + beforeBox.height - 1);
    await expectFits(page);
    await expectShotFits(page, '/tmp/studio-walk-draft-en.png');
    await expectAxeClean(page);
    // One side and one language at a time: the phone's page gets short.
    const tall = (await page.evaluate(() => document.documentElement.scrollHeight));
    await compare.getByLabel('Compare').selectOption({ label: 'After only' });
    await compare.getByLabel('Languages').selectOption({ label: 'Arabic' });
    await expect(before).toBeHidden();
    await expect(after.getByRole('region', { name: 'English', exact: true })).toHaveCount(0);
    await expect(after.getByRole('region', { name: 'Arabic', exact: true })).toContainText(HEADLINE.ar);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(tall / 2);
    await expectFits(page);
    await compare.getByLabel('Compare').selectOption({ label: 'Before and after' });
    await compare.getByLabel('Languages').selectOption({ label: 'English and Arabic' });
    // As the new partner, the "before" says the partner is new (the release before has no site of it), not an error.
    await compare.getByLabel('Partner').selectOption(PARTNER);
    await expect(before).toContainText(`The partner Acme Cars (${PARTNER}) is new in this draft`);
    await expect(before.getByRole('alert')).toHaveCount(0);
    await expect(after).toHaveAttribute('data-side', 'draft');
    await compare.getByLabel('Partner').selectOption('default');

    await toArabic(page);
    await expect(page.getByRole('region', { name: 'قبل وبعد' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'landing.title' }).getByText(HEADLINE.ar)).toBeVisible();
    await expectFits(page);
    await expectShotFits(page, '/tmp/studio-walk-draft-ar.png');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'تغيير اللغة إلى English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await page.getByLabel('Comment (required to reject)').fill('Headline, rule, plan and partner read well');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Approved: it can be published now.' })).toBeFocused();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Published as release ${base + 1}` })).toBeFocused();
    await expectAxeClean(page);

    await expect.poll(() => landingHeadline(page), { timeout: 15_000 }).toContain(HEADLINE.en);
    console.expectClean();
  });

  test('the release manager rolls back; customers see the old headline; history and audit read in both languages', async ({ page }) => {
    test.setTimeout(120_000);
    await signInByForm(page, RELEASES, '/studio/releases');
    const console = watchConsole(page);
    const previous = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^Release ${base}\\b`) }) });
    await previous.getByRole('button', { name: 'Roll back to this one' }).click();
    await previous.getByLabel('Reason (required)').fill(`Walk ${stamp}: back to the old headline`);
    await previous.getByRole('button', { name: `Roll back to release ${base}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Release ${base + 2} brings back release ${base}` })).toBeFocused();
    await expectFits(page);
    await expectAxeClean(page);
    await expect.poll(() => landingHeadline(page), { timeout: 15_000 }).toBe(oldHeadline);

    for (const path of ['/studio/releases', '/studio/audit']) {
      await page.goto(path);
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await expectAxeClean(page);
    }
    await expect(page.getByText(`Walk ${stamp}: back to the old headline`)).toBeVisible();
    await toArabic(page);
    for (const path of ['/studio/audit', '/studio/releases', '/studio/drafts']) {
      await page.goto(path);
      await expect(page.getByText('جارٍ التحميل…')).toHaveCount(0);
      await expectFits(page);
      await expectAxeClean(page);
    }
    await expectShotFits(page, '/tmp/studio-walk-drafts-ar.png');
    console.expectClean();
  });
});
