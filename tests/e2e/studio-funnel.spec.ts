// The funnel (issue 34) in the studio, on the releases server (database releases): a customer's
// visit to the landing page is counted by the page itself; a release is published, and visits of
// the release before and of the new one are recorded through the portal's API (pinned by
// X-Config-Version, as pages are); the funnel then shows both releases side by side, as bars and
// as a table, in English and Arabic, at 1280 and 390 px, axe clean.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './fixtures.js';
import { APPROVER, EDITOR, expectAxeClean, expectFits, RELEASES, signInByApi, signInByForm, type StaffLogin } from './studio-helpers.js';

test.describe.configure({ mode: 'serial' });

const releases: number[] = [];

async function token(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/auth/token', {
    headers: { authorization: `Basic ${Buffer.from('portal-web:').toString('base64')}` }, form: { grant_type: 'client_credentials' },
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** `n` visits through get-quote, `goOn` of them reaching the summary, on the release of `version` (or the one served). */
async function visits(request: APIRequestContext, bearer: string, n: number, goOn: number, version?: string) {
  for (let i = 0; i < n; i++) {
    const step = (id: string, outcome: string) => ({ journey: 'get-quote', step: id, outcome, language: i % 2 ? 'ar' : 'en', device: i % 3 ? 'phone' : 'desktop' });
    const events = i < goOn ? [step('verify', 'entered'), step('verify', 'finished'), step('summary', 'entered')] : [step('verify', 'entered'), step('verify', 'left')];
    const res = await request.post('/api/v1/events', {
      headers: { authorization: `Bearer ${bearer}`, 'x-visit-id': randomUUID(), ...(version ? { 'x-config-version': version } : {}) }, data: { events },
    });
    expect(res.status()).toBe(204);
  }
}

async function servedVersion(request: APIRequestContext, bearer: string): Promise<string> {
  const res = await request.get('/api/v1/config/routes', { headers: { authorization: `Bearer ${bearer}` } });
  return res.headers()['x-config-version'] ?? '';
}

async function as(page: Page, who: StaffLogin, method: 'POST' | 'PUT', url: string, data: unknown) {
  const csrf = await signInByApi(page, who);
  const res = await page.request.fetch(url, { method, headers: csrf, data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

test('visits of two releases are recorded (the landing page counts its own)', async ({ page }) => {
  // A customer's visit: the page records its step entered, and left as it goes away (keepalive).
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/events'));
  await page.goto('/motor-insurance');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(((await sent).postDataJSON() as { events: { journey: string; outcome: string }[] }).events).toContainEqual(expect.objectContaining({ journey: 'landing', outcome: 'entered' }));

  const bearer = await token(page.request);
  const before = await servedVersion(page.request, bearer);
  // A release: a text changed, through the four eyes (editor, approver, release manager).
  const draft = await as(page, EDITOR, 'POST', '/api/staff/drafts', { message: 'Funnel spec: a text' });
  await signInByApi(page, EDITOR);
  const newest = ((await (await page.request.get('/api/staff/releases')).json()) as { data: { releases: { number: number }[] } }).data.releases[0]!.number;
  const en = ((await (await page.request.get(`/api/staff/releases/${newest}/files`)).json()) as { data: { files: Record<string, any> } }).data.files['locales/en.json'];
  en.studio.funnel.none = en.studio.funnel.none === '—' ? '–' : '—';
  await as(page, EDITOR, 'PUT', `/api/staff/drafts/${draft.id as string}/files/locales/en.json`, en);
  await as(page, EDITOR, 'POST', `/api/staff/drafts/${draft.id as string}/submit`, {});
  await as(page, APPROVER, 'POST', `/api/staff/drafts/${draft.id as string}/approve`, {});
  const published = await as(page, RELEASES, 'POST', `/api/staff/drafts/${draft.id as string}/publish`, {});
  releases.push(newest, published.number as number);
  await expect.poll(() => servedVersion(page.request, bearer), { timeout: 15_000 }).not.toBe(before);

  await visits(page.request, bearer, 10, 8, before);
  await visits(page.request, bearer, 10, 3);
});

for (const width of [1280, 390]) {
  test(`the funnel shows the two releases side by side, in English and Arabic, at ${width} px, axe clean`, async ({ page }) => {
    expect(releases).toHaveLength(2);
    await page.setViewportSize({ width, height: 900 });
    await signInByForm(page, EDITOR, '/studio/funnel');
    await expect(page.getByRole('heading', { name: 'Funnel', level: 1 })).toBeVisible();
    await page.getByLabel('Journey').selectOption('get-quote');
    await page.getByLabel('Release', { exact: true }).fill(String(releases[0]));
    await page.getByLabel('Compare with release').fill(String(releases[1]));
    await page.getByRole('button', { name: 'Show funnel' }).click();
    const figures = page.locator('figure.studio-funnel');
    await expect(figures).toHaveCount(2);
    await expect(figures.nth(0).locator('figcaption')).toHaveText(`Release ${releases[0]}`);
    // Release before: 10 entered, 8 went on; the new one: 10 and 3.
    await expect(figures.nth(0).getByRole('row', { name: /verify/ })).toContainText('80%');
    await expect(figures.nth(1).getByRole('row', { name: /verify/ })).toContainText('30%');
    await expect(figures.nth(0).getByRole('row', { name: /summary/ })).toContainText('8');
    await expectAxeClean(page);
    if (width === 390) await expectFits(page);
    await page.screenshot({ path: `test-results/studio-funnel-en-${width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'مسار التحويل', level: 1 })).toBeVisible();
    await expect(figures.nth(1).locator('figcaption')).toHaveText(`الإصدار ${releases[1]}`);
    await expect(figures.nth(0).getByRole('columnheader', { name: 'نسبة الانتقال' })).toBeVisible();
    await expectAxeClean(page);
    if (width === 390) await expectFits(page);
    await page.screenshot({ path: `test-results/studio-funnel-ar-${width}.png`, fullPage: true });
  });
}
