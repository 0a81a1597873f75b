// The studio's review and release screens (issue 23 item 5) against the studio's server, whose
// config comes from the database (CONFIG_SOURCE's default) and whose database is fresh on every
// run (playwright.config.ts): release 1 is the shipped tree, and the other release specs may have
// published before this one (release numbers are read, not assumed). The editor's draft is made through
// the API; the approver reads, approves and publishes it on a 390 px phone; customers see it;
// the release manager rolls it back from the history. axe on every screen in both languages.
import { expect, test, type Page } from './fixtures.js';
import { watchConsole } from './console.js';
import { APPROVER, EDITOR, expectAxeClean, expectFits, landingHeadline, newestRelease, RELEASES, signInByApi, signInByForm } from './studio-helpers.js';

test.describe.configure({ mode: 'serial' });

const HEADLINE = { en: 'Car cover in minutes', ar: 'تأمين سيارتك في دقائق' };
const MESSAGE = 'New landing headline';
let draftId = '';
let oldHeadline = '';
/** The release served before this spec's draft (other specs may have published before it). */
let base = 0;

test('the editor makes and submits a draft; as its author they get no approve button and the server refuses one', async ({ page }) => {
  const console = watchConsole(page);
  oldHeadline = await landingHeadline(page);
  const headers = await signInByApi(page, EDITOR);
  base = await newestRelease(page);
  const created = await page.request.post('/api/staff/drafts', { headers, data: { message: MESSAGE } });
  expect(created.status()).toBe(201);
  draftId = ((await created.json()) as { data: { id: string } }).data.id;
  for (const language of ['en', 'ar'] as const) {
    const path = `/api/staff/drafts/${draftId}/files/locales/${language}.json`;
    const file = ((await (await page.request.get(path)).json()) as { data: { landing: { title: string } } }).data;
    file.landing.title = HEADLINE[language];
    expect((await page.request.put(path, { headers, data: file })).status()).toBe(200);
  }
  expect((await page.request.post(`/api/staff/drafts/${draftId}/submit`, { headers, data: { message: MESSAGE } })).status()).toBe(200);

  await page.goto(`/studio/drafts/${draftId}`);
  await expect(page.getByRole('heading', { level: 1, name: MESSAGE })).toBeVisible();
  await expect(page.getByRole('table', { name: 'landing.title' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Take back to edit' })).toBeVisible();
  const refused = await page.request.post(`/api/staff/drafts/${draftId}/approve`, { headers, data: {} });
  expect(refused.status()).toBe(403);
  await expectAxeClean(page);
  console.expectClean();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the approver reads the diff in both languages, approves and publishes; customers see the headline', async ({ page }) => {
    await signInByForm(page, APPROVER, '/studio/drafts?status=submitted');
    // Watched from here: the sign-in screen's own "who is signed in?" is a 401 by design.
    const console = watchConsole(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();
    await expectFits(page);
    await page.getByRole('link', { name: MESSAGE }).click();
    const table = page.getByRole('table', { name: 'landing.title' });
    await expect(table.getByText(HEADLINE.en)).toBeVisible();
    await expect(table.getByText(HEADLINE.ar)).toBeVisible();
    await expect(table.getByText(HEADLINE.ar)).toHaveAttribute('dir', 'rtl');
    await expect(table.getByText(oldHeadline.trim(), { exact: true })).toBeVisible();
    await expectFits(page);
    await expectAxeClean(page);
    await page.screenshot({ path: '/tmp/studio-review-draft-en.png', fullPage: true });

    await page.getByLabel('Comment (required to reject)').fill('Reads well in both languages');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Approved: it can be published now.' })).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Now' })).toBeChecked();
    await page.getByRole('radio', { name: 'At a chosen time' }).check();
    // Typed in Oman time to the second (step=1), and read back so before anything is sent.
    await page.getByLabel('Date and time in Oman (Asia/Muscat), to the second').fill('2030-01-01T12:00:07');
    await expect(page.getByText(/^Takes effect: Oman time 1 Jan 2030, 12:00:07/)).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('radio', { name: 'Now' }).check();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Published as release ${base + 1}` })).toBeFocused();
    await expectAxeClean(page);

    await expect.poll(() => landingHeadline(page), { timeout: 15_000 }).toContain(HEADLINE.en);
    console.expectClean();
  });

  // One test per language: eight screens, each with axe and a full-page screenshot, took up to 66 s in
  // one test on two cores busy with the rest of `npm test`, past the 60 s bound of a test.
  for (const language of ['en', 'ar'] as const) {
    const title = language === 'en' ? 'every review screen fits 390 px in English, and axe finds nothing' : 'every review screen reads right to left in Arabic, fits 390 px, and axe finds nothing';
    test(title, async ({ page }) => {
      await signInByApi(page, APPROVER);
      await page.goto('/studio/releases');
      if (language === 'ar') {
        await page.getByRole('button', { name: 'Switch language to العربية' }).click();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      const screens = [
        { path: '/studio/drafts', heading: language === 'en' ? 'Drafts' : 'المسودات' },
        { path: `/studio/drafts/${draftId}`, heading: MESSAGE },
        { path: '/studio/releases', heading: language === 'en' ? 'Release history' : 'سجل الإصدارات' },
        { path: '/studio/audit', heading: language === 'en' ? 'Audit trail' : 'سجل التدقيق' },
      ];
      for (const { path, heading } of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText(language === 'en' ? 'Loading…' : 'جارٍ التحميل…')).toHaveCount(0);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expectFits(page);
        await expectAxeClean(page);
        const shot = await page.screenshot({ path: `/tmp/studio-review-${path.split('/')[2]}${path.split('/')[3] ? '-draft' : ''}-${language}.png`, fullPage: true });
        // The whole page's width as drawn (a PNG's width is bytes 16-19): list markers and other
        // pseudo-elements that stick out count too, which no element's box shows.
        expect(shot.readUInt32BE(16)).toBeLessThanOrEqual(390);
      }
      if (language === 'en') return;
      // The preview (the studio's root) fits the phone too: its tree above, the panes one under the other.
      await page.goto('/studio?journey=renew-policy&step=lookup');
      await expect(page.getByRole('region', { name: 'العربية', exact: true })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect((await page.screenshot({ path: '/tmp/studio-review-preview-ar.png', fullPage: true })).readUInt32BE(16)).toBeLessThanOrEqual(390);
      // The Arabic diff: the summary in Arabic, both languages' texts still shown.
      await page.goto(`/studio/drafts/${draftId}`);
      await expect(page.getByRole('table', { name: 'landing.title' }).getByText(HEADLINE.en)).toBeVisible();
      await page.getByRole('button', { name: 'تغيير اللغة إلى English' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    });
  }

  test('the release manager rolls back from the history with a reason; customers see the old headline; the audit shows it', async ({ page }) => {
    await signInByForm(page, RELEASES, '/studio/releases');
    const console = watchConsole(page);
    const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^Release ${base}\\b`) }) });
    await first.getByRole('button', { name: 'Roll back to this one' }).click();
    await expect(first.getByLabel('Reason (required)')).toBeFocused();
    await first.getByRole('button', { name: `Roll back to release ${base}` }).click();
    await expect(first.getByRole('alert')).toHaveText('Write the reason for the rollback.');
    await first.getByLabel('Reason (required)').fill('The old headline tested better');
    await first.getByRole('button', { name: `Roll back to release ${base}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Release ${base + 2} brings back release ${base}` })).toBeFocused();
    const newest = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^Release ${base + 2}\\b`) }) });
    await expect(newest.getByText('Served now')).toBeVisible();
    await newest.getByRole('button', { name: `Compare with release ${base + 1}` }).click();
    await expect(newest.getByRole('table', { name: 'landing.title' }).getByText(HEADLINE.ar)).toBeVisible();
    await expectFits(page);
    await expectAxeClean(page);

    await page.goto('/studio/audit');
    await page.getByLabel('Action').selectOption('release-rolled-back');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    // One rollback of this spec's; the walk (studio-edit-walk.spec.ts) may have made one before.
    await expect(page.getByRole('status').filter({ hasText: /Entries shown: [1-9]/ })).toBeVisible();
    await expect(page.getByText('The old headline tested better')).toBeVisible();
    const csv = page.getByRole('link', { name: 'CSV' });
    await expect(csv).toHaveAttribute('href', '/api/staff/audit/export?action=release-rolled-back&format=csv');
    expect((await page.request.get((await csv.getAttribute('href'))!)).status()).toBe(200);
    await expectAxeClean(page);

    await expect.poll(() => landingHeadline(page), { timeout: 15_000 }).toBe(oldHeadline);
    console.expectClean();
  });
});
