// Issue 32's "Done when", walked as new staff would with the browser alone (no JSON editor, no API
// for the steps): the editor, in English at 1280 px, changes the landing headline in both languages,
// adds a rule (a wrong value first: the problem shown at once, in staff words), relabels a plan in
// both languages, onboards a partner, switches files on the way (nothing typed is lost) and submits;
// the approver, in Arabic at 390 px, reads the review, approves and schedules it to the second
// (Oman time), sees it take effect and customers get the headline; the release manager (the role
// that rolls back alone, docs/releases.md) rolls back in Arabic at 390 px and the old headline returns.
// Against the releases server (playwright.config.ts RELEASE_SPECS); screenshots in test-results/.
import { expect, test, type Page } from './fixtures.js';
import { watchConsole } from './console.js';
import {
  APPROVER, chooseBrandColour, EDITOR, expectFits, fillPartnerLinks, newestRelease, openFile, RELEASES, saved, type StaffLogin, uploadLogo,
} from './studio-helpers.js';

test.describe.configure({ mode: 'serial' });
// A step that cannot be found fails in seconds, not at the test's end.
test.use({ actionTimeout: 15_000 });

const stamp = Date.now().toString(36);
const MESSAGE = `Done when ${stamp}: headline, rule, plan label, partner`;
const HEADLINE = { en: `Insure your car today ${stamp}`, ar: `أمّن سيارتك اليوم ${stamp}` };
/** The landing's page title (its h1, which the landing hides from sight) and the big words customers see above the form. */
const KICKER = { en: `Car cover in two minutes ${stamp}`, ar: `تأمين سيارتك في دقيقتين ${stamp}` };
const PLAN = { en: `Full cover plus roadside ${stamp}`, ar: `تغطية شاملة مع المساعدة ${stamp}` };
const PARTNER = `walk-${stamp}`;
const shot = (name: string) => `test-results/done-when/${name}.png`;
let base = 0;
const old = { en: '', ar: '' };

/** The headline customers of the releases server see, in a language (the portal's own switch). */
async function customerHeadline(page: Page, language: 'en' | 'ar'): Promise<string> {
  await page.goto('/motor-insurance');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if ((await page.locator('html').getAttribute('lang')) !== language) {
    await page.getByRole('button', { name: language === 'ar' ? /العربية$/ : /English$/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  }
  return ((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').trim();
}

/** The texts customers are served (the customer API the portal loads its words from). */
async function servedText(page: Page, language: 'en' | 'ar', group: string, key: string): Promise<string> {
  const answer = (await (await page.request.get(`/api/v1/config/locales/${language}`)).json()) as Record<string, unknown>;
  const texts = ((answer.data ?? answer) as Record<string, Record<string, Record<string, string>>>);
  return texts.catalog?.[group]?.[key] ?? '';
}

/** An Oman wall-clock time (the studio's schedule field, to the second) this many seconds ahead. */
function omanInput(secondsAhead: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Muscat', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + secondsAhead * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/** Latin words the Arabic screen shows outside data: what is marked English, left-to-right or isolated (ids, keys, values) is data. */
async function englishUiWords(page: Page, data: string[]): Promise<string[]> {
  const words = await page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, code, bdi, [lang]:not([lang="ar"]), [dir="ltr"], option, [hidden]')) continue;
      if (!parent.checkVisibility()) continue;
      for (const word of node.textContent?.match(/[A-Za-z][A-Za-z'-]+/g) ?? []) found.add(word);
    }
    return [...found];
  });
  return words.filter((word) => !data.some((text) => text.includes(word)));
}

async function signIn(page: Page, who: StaffLogin, language: 'en' | 'ar') {
  await page.goto('/studio');
  if (language === 'ar') {
    await page.getByRole('button', { name: 'Switch language to العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('اسم المستخدم').fill(who.username);
    await page.getByLabel('كلمة المرور').fill(who.password);
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page.getByText(`تم تسجيل الدخول باسم ${who.username}`)).toBeVisible();
  } else {
    await page.getByLabel('Username').fill(who.username);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText(`Signed in as ${who.username}`)).toBeVisible();
  }
}

test('the editor, in English at 1280 px, changes the headline, adds a rule, relabels a plan, onboards a partner and submits, losing nothing', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  old.en = await customerHeadline(page, 'en');
  old.ar = await customerHeadline(page, 'ar');
  await customerHeadline(page, 'en');
  await signIn(page, EDITOR, 'en');
  const console = watchConsole(page);
  base = await newestRelease(page);

  // A draft, from the Edit section.
  await page.getByRole('navigation', { name: 'Studio sections' }).getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('What the new draft changes').fill(MESSAGE);
  await page.getByRole('button', { name: 'Start a draft' }).click();
  await expect(page.getByRole('navigation', { name: 'Files' })).toBeVisible();

  // The headline, side by side in the texts editor.
  await openFile(page, 'locales/en.json');
  await page.getByLabel('Search').fill('landing.title');
  await page.getByLabel('landing.title in English').fill(HEADLINE.en);
  await page.getByLabel('landing.title in Arabic').fill(HEADLINE.ar);
  await page.getByLabel('Search').fill('landing.hero.kicker');
  await page.getByLabel('landing.hero.kicker in English').fill(KICKER.en);
  await page.getByLabel('landing.hero.kicker in Arabic').fill(KICKER.ar);
  await saved(page);

  // A rule, with a value that does not fit first: said at once, in staff words.
  await openFile(page, 'schemas/forms/lead.json');
  const ruleForm = page.getByRole('form', { name: 'Add a validation rule' });
  await ruleForm.getByRole('combobox', { name: 'Field' }).selectOption('name');
  await ruleForm.getByRole('combobox', { name: 'Rule' }).selectOption({ label: 'At least this many characters' });
  await ruleForm.getByLabel('Value').fill('three');
  const problem = ruleForm.getByRole('alert');
  await expect(problem).toHaveText('Write a whole number of characters, 0 or more.');
  await expect(problem).not.toContainText(/must be|strictTypes|\$ref|schema|integer|minLength/i);
  await expect(ruleForm.getByRole('button', { name: 'Add the rule' })).toBeDisabled();
  await ruleForm.getByLabel('Message in English').fill('Please write at least 3 letters.');
  await ruleForm.getByLabel('Message in Arabic').fill('يرجى كتابة 3 أحرف على الأقل.');
  await page.screenshot({ path: shot('1-rule-problem-en-1280') });
  // Nothing typed is lost: another file opened, then back to the form.
  await openFile(page, 'locales/en.json');
  await expect(page.getByLabel('Search')).toHaveValue('landing.hero.kicker');
  await expect(page.getByLabel('landing.hero.kicker in English')).toHaveValue(KICKER.en);
  await openFile(page, 'schemas/forms/lead.json');
  await expect(ruleForm.getByLabel('Value')).toHaveValue('three');
  await expect(ruleForm.getByLabel('Message in English')).toHaveValue('Please write at least 3 letters.');
  await expect(ruleForm.getByLabel('Message in Arabic')).toHaveValue('يرجى كتابة 3 أحرف على الأقل.');
  await ruleForm.getByLabel('Value').fill('3');
  await expect(ruleForm.getByRole('alert')).toHaveCount(0);
  await ruleForm.getByRole('button', { name: 'Add the rule' }).click();
  await saved(page);
  await expect(page.getByRole('region', { name: 'Rules of this form' })).toContainText('name: At least this many characters 3');
  // Each rule shows the message customers read, in both languages, beneath it.
  const added = page.getByRole('region', { name: 'Rules of this form' }).getByRole('listitem').filter({ hasText: 'name: At least this many characters 3' });
  await expect(added).toContainText('Message customers see:');
  await expect(added.locator('q[lang="en"][dir="ltr"]')).toHaveText('Please write at least 3 letters.');
  await expect(added.locator('q[lang="ar"][dir="rtl"]')).toHaveText('يرجى كتابة 3 أحرف على الأقل.');
  await page.screenshot({ path: shot('1-rule-added-en-1280') });

  // A plan relabelled: the names customers see, in both languages.
  await openFile(page, 'schemas/catalog/products.json');
  const plan = page.locator('.studio-plans tbody tr[data-plan="050013"]');
  await plan.getByLabel(/Name customers see \(English\)$/).fill(PLAN.en);
  await plan.getByLabel(/Name customers see \(Arabic\)$/).fill(PLAN.ar);
  await saved(page);

  // A partner onboarded, half typed, left for the texts and finished after.
  await page.getByRole('navigation', { name: 'Files' }).getByRole('button', { name: 'Onboard a new partner' }).click();
  await page.getByLabel('Partner id').fill(PARTNER);
  await page.getByLabel('Brand name').fill('Walk Motors');
  await page.getByLabel('Name shown in Arabic').fill('ووك موتورز');
  await openFile(page, 'locales/en.json');
  await page.getByRole('navigation', { name: 'Files' }).getByRole('button', { name: 'Onboard a new partner' }).click();
  await expect(page.getByLabel('Partner id')).toHaveValue(PARTNER);
  await expect(page.getByLabel('Brand name')).toHaveValue('Walk Motors');
  await expect(page.getByLabel('Name shown in Arabic')).toHaveValue('ووك موتورز');
  const add = page.getByRole('button', { name: 'Add the partner to the draft' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(/source business id/);
  await page.getByLabel("Insurer's source business id").fill(`W${stamp}`.toUpperCase().slice(0, 10));
  await page.getByLabel('Name shown in English').fill('Walk Motors');
  await fillPartnerLinks(page, PARTNER, '800 55555', 'walk.example');
  await chooseBrandColour(page);
  await uploadLogo(page, 'walk.svg');
  await page.getByLabel('Brand colour', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('2-partner-en-1280') });
  await add.click();
  await saved(page);
  await expect(page.locator('.studio-edit__bar')).toContainText('problems: 0');

  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.locator('.studio-edit__bar')).toContainText('Status: submitted');
  // What happens next, and where the draft is reviewed.
  await expect(page.getByRole('status').filter({ hasText: 'Submitted: an approver will review it.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the draft' })).toHaveAttribute('href', /\/studio\/drafts\//);
  await page.screenshot({ path: shot('3-submitted-en-1280') });
  console.expectClean();
});

test.describe('on a phone, in Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the approver reads the review, approves and schedules it to the second; it takes effect; customers see it', async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, APPROVER, 'ar');
    const console = watchConsole(page);
    await page.getByRole('navigation', { name: 'أقسام الاستوديو' }).getByRole('link', { name: 'المسودات' }).click();
    await page.getByRole('link', { name: MESSAGE }).click();
    await expect(page.getByRole('heading', { level: 1, name: MESSAGE })).toBeVisible();
    const headline = page.getByRole('table', { name: 'landing.title' });
    await expect(headline.getByText(HEADLINE.ar)).toBeVisible();
    await expect(headline.getByText(old.ar, { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'catalog.plans.050013' }).getByText(PLAN.ar)).toBeVisible();
    await expect(page.getByRole('group', { name: /Walk Motors/ })).toContainText('ووك موتورز');
    await expect(page.getByText(/3/).filter({ hasText: 'يرجى كتابة 3 أحرف على الأقل.' }).first()).toBeVisible();
    const data = [MESSAGE, HEADLINE.en, KICKER.en, PLAN.en, old.en, 'Walk Motors', PARTNER, 'Please write at least 3 letters.', 'Asia/Muscat', 'editor', 'approver', 'App Store', 'Google Play', 'system'];
    expect(await englishUiWords(page, data)).toEqual([]);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await expectFits(page);
    await page.screenshot({ path: shot('4-review-top-ar-390') });
    await headline.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('4-review-diff-ar-390') });

    await page.getByLabel('تعليق (مطلوب عند الرفض)').fill('العنوان والقاعدة والخطة والشريك واضحة');
    await page.getByRole('button', { name: 'اعتماد' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'اعتُمدت: يمكن نشرها الآن.' })).toBeVisible();
    await page.getByRole('radio', { name: 'في وقت تختاره' }).check();
    const at = omanInput(20);
    await page.getByLabel('التاريخ والوقت بتوقيت عُمان (Asia/Muscat)، بالثواني').fill(at);
    await expect(page.getByText(/^يسري في:/)).toContainText(at.slice(11)); // "HH:mm:ss", the 24-hour clock as typed
    expect(await englishUiWords(page, data)).toEqual([]);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'جدولة' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('5-schedule-ar-390') });
    await page.getByRole('button', { name: 'جدولة' }).click();
    await expect(page.getByRole('status').filter({ hasText: `الإصدار ${base + 1} مجدول في` })).toBeVisible();

    // Takes effect at its second: the history says so (read again, as a person would reload).
    await page.getByRole('navigation', { name: 'أقسام الاستوديو' }).getByRole('link', { name: 'الإصدارات' }).click();
    const release = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^الإصدار ${base + 1}\\b`) }) });
    await expect(release).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(release.getByText('الساري حاليًا')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 40_000, intervals: [1000] });
    expect(await englishUiWords(page, data)).toEqual([]);
    await expectFits(page);
    await page.screenshot({ path: shot('6-history-ar-390') });
    console.expectClean();

    await expect.poll(() => customerHeadline(page, 'en'), { timeout: 15_000 }).toBe(HEADLINE.en);
    await expect(page.getByText(KICKER.en)).toBeVisible();
    expect(await customerHeadline(page, 'ar')).toBe(HEADLINE.ar);
    await expect(page.getByText(KICKER.ar)).toBeVisible();
    await page.screenshot({ path: shot('7-customer-ar-390') });
    expect(await servedText(page, 'en', 'plans', '050013')).toBe(PLAN.en);
    expect(await servedText(page, 'ar', 'plans', '050013')).toBe(PLAN.ar);
  });

  test('the release manager rolls back in Arabic; customers see the old headline again', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, RELEASES, 'ar');
    const console = watchConsole(page);
    await page.getByRole('navigation', { name: 'أقسام الاستوديو' }).getByRole('link', { name: 'الإصدارات' }).click();
    const previous = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^الإصدار ${base}\\b`) }) });
    await previous.getByRole('button', { name: 'العودة إلى هذا الإصدار' }).click();
    await previous.getByLabel('السبب (مطلوب)').fill('نعود إلى العنوان السابق');
    await previous.getByRole('button', { name: `العودة إلى الإصدار ${base}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `الإصدار ${base + 2} يعيد الإصدار ${base}` })).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await expectFits(page);
    await page.screenshot({ path: shot('8-rolled-back-ar-390') });
    console.expectClean();
    await expect.poll(() => customerHeadline(page, 'en'), { timeout: 15_000 }).toBe(old.en);
    expect(await customerHeadline(page, 'ar')).toBe(old.ar);
    await expect(page.getByText(KICKER.ar)).toHaveCount(0);
  });
});
