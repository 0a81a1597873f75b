// Staged releases in the studio (issue 34 part 3) on a 390 px phone, in English and Arabic: the
// approver publishes a change to 30% of new visits, raises it to 50%, and a release manager promotes
// it to every visit (so no staged release is left for the other release specs). The change is to a
// text no other spec on this server reads. axe on each screen.
import { expect, test } from './fixtures.js';
import { watchConsole } from './console.js';
import { APPROVER, EDITOR, expectAxeClean, expectFits, RELEASES, signInByApi, signInByForm } from './studio-helpers.js';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

const MESSAGE = 'Reminder link text, to 30% first';
const TEXT = { en: 'This reminder link is no longer valid. Enter your details to find your policy.', ar: 'لم يعد رابط التذكير صالحًا. أدخل بياناتك للبحث عن وثيقتك.' };
let draftId = '';
let number = 0;

test('the approver publishes an approved draft to 30% of new visits', async ({ page }) => {
  const editor = await signInByApi(page, EDITOR);
  const created = await page.request.post('/api/staff/drafts', { headers: editor, data: { message: MESSAGE } });
  expect(created.status()).toBe(201);
  draftId = ((await created.json()) as { data: { id: string } }).data.id;
  for (const language of ['en', 'ar'] as const) {
    const path = `/api/staff/drafts/${draftId}/files/locales/${language}.json`;
    const file = ((await (await page.request.get(path)).json()) as { data: { reminders: { linkExpired: string } } }).data;
    file.reminders.linkExpired = TEXT[language];
    expect((await page.request.put(path, { headers: editor, data: file })).status()).toBe(200);
  }
  expect((await page.request.post(`/api/staff/drafts/${draftId}/submit`, { headers: editor, data: {} })).status()).toBe(200);
  const approver = await signInByApi(page, APPROVER);
  expect((await page.request.post(`/api/staff/drafts/${draftId}/approve`, { headers: approver, data: {} })).status()).toBe(200);

  await page.goto(`/studio/drafts/${draftId}`);
  const console = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: MESSAGE })).toBeVisible();
  const share = page.getByLabel('Share of new visits (%)');
  await expect(share).toHaveValue('100');
  await expect(page.getByText('100: every visit is served the new release.')).toBeVisible();
  await share.fill('30');
  await expect(page.getByText(/^Staged: 30% of new visits are served the new release/)).toBeVisible();
  await expectFits(page);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Publish now' }).click();
  const done = page.getByRole('status').filter({ hasText: /Published as release \d+ to 30% of new visits/ });
  await expect(done).toBeFocused();
  number = Number(/release (\d+)/.exec((await done.textContent()) ?? '')![1]);
  console.expectClean();
});

test('the approver raises the share in English; a release manager promotes it in Arabic', async ({ page }) => {
  await signInByForm(page, APPROVER, '/studio/releases');
  const console = watchConsole(page);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^Release ${number}\\b`) }) });
  await expect(item.getByText('On a share')).toBeVisible();
  await expect(item.getByText(`Served to 30% of new visits; the others are served release ${number - 1}.`)).toBeVisible();
  await item.getByRole('button', { name: 'Change the share' }).click();
  await expect(item.getByLabel('Share of new visits (%)')).toBeFocused();
  await item.getByLabel('Share of new visits (%)').fill('50');
  await item.getByRole('button', { name: 'Set the share' }).click();
  await expect(item.getByRole('alert')).toHaveText('Write the reason for the change.');
  await item.getByLabel('Reason (required)').fill('No complaints at 30%');
  await item.getByRole('button', { name: 'Set the share' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Release ${number} is now on 50% of new visits.` })).toBeFocused();
  await expectFits(page);
  await expectAxeClean(page);
  console.expectClean();

  await page.context().clearCookies();
  await signInByForm(page, RELEASES, '/studio/releases');
  await page.getByRole('button', { name: 'Switch language to العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`${number}`) }) }).first();
  await expect(arItem.getByText('على نسبة', { exact: true })).toBeVisible();
  await expect(arItem.getByText(`يُعرض على نسبة من الزيارات الجديدة: 50٪، والزيارات الأخرى على الإصدار ${number - 1}.`)).toBeVisible();
  await expectFits(page);
  await expectAxeClean(page);
  await page.screenshot({ path: '/tmp/studio-staged-ar.png', fullPage: true });
  await arItem.getByRole('button', { name: 'عمّمه على كل الزيارات' }).click();
  await arItem.getByLabel('السبب (مطلوب)').fill('النتائج جيدة');
  await arItem.getByRole('button', { name: 'عمّمه', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `الإصدار ${number} الآن: 100٪` })).toBeFocused();
  await expect(arItem.getByText('معمَّم: يُعرض على كل الزيارات.')).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'تغيير اللغة إلى English' }).click();
  const list = (await (await page.request.get('/api/staff/releases')).json()) as { data: { effective: number; staged: unknown } };
  expect(list.data).toMatchObject({ effective: number, staged: null });
});
