// The studio's editing screens in detail (the whole walk is studio-edit-walk.spec.ts), against the
// releases server (CONFIG_SOURCE=database): with keys shown, a text clicked in the draft's preview
// opens the texts editor at its key; every view screen (landing, quote summary, payment result,
// documents) is drawn by the portal's own view with sample data, in both languages, and pressing
// its buttons calls no customer API.
import { expect, test, type Page } from './fixtures.js';
import { watchConsole } from './console.js';
import { EDITOR, editHeadline, expectAxeClean, signInByApi, startDraft } from './studio-helpers.js';

// axe is injected as a script: the page's CSP (script-src 'self') would refuse it.

const stamp = Date.now().toString(36);
const HEADLINE = { en: `Cover today ${stamp}`, ar: `تأمين اليوم ${stamp}` };

function previewOf(page: Page) {
  const preview = page.getByRole('region', { name: 'Preview of the draft' });
  return { preview, english: preview.getByRole('region', { name: 'English', exact: true }), arabic: preview.getByRole('region', { name: 'Arabic', exact: true }) };
}

test('a text clicked in the preview with keys shown opens the texts editor at its key', async ({ page }) => {
  await signInByApi(page, EDITOR);
  await page.setViewportSize({ width: 1280, height: 900 });
  await startDraft(page, `Key jump ${stamp}`);
  await editHeadline(page, HEADLINE);
  const { preview, english } = previewOf(page);
  await expect(english).toContainText(HEADLINE.en);
  // Another file open, then back to the headline's row from the preview.
  await page.getByRole('navigation', { name: 'Files' }).getByRole('button', { name: /^journeys\/landing\.json/ }).click();
  await preview.getByLabel('Show text keys').check();
  await expect(preview.getByText('Keys shown: click a text to open it in the texts editor.')).toBeVisible();
  await english.getByText('landing.title', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]file=locales%2Fen\.json/);
  await expect(page).toHaveURL(/[?&]key=landing\.title/);
  await expect(page.getByLabel('landing.title in English')).toBeFocused();
  await expect(page.getByLabel('landing.title in English')).toHaveValue(HEADLINE.en);
  await expect(page.getByLabel('Search')).toHaveValue('landing.title');
  // One main landmark on the Edit screen (it had two: issue 32).
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectAxeClean(page);
});

test('every view screen is drawn by its portal view with sample data, in both languages, and calls no customer API', async ({ page }) => {
  test.setTimeout(90_000);
  const console = watchConsole(page);
  await signInByApi(page, EDITOR);
  await page.setViewportSize({ width: 1280, height: 900 });
  await startDraft(page, `Views ${stamp}`);
  const customerCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && !path.startsWith('/api/staff/')) customerCalls.push(path);
  });
  const { preview, english, arabic } = previewOf(page);
  /** Ticks every box, then presses every button of the pane's view: none of it may reach the API. */
  const pressEverything = async (view: string) => {
    for (const box of await english.locator(`${view} input[type=checkbox]`).all()) await box.check();
    for (const button of await english.locator(`${view} button:enabled`).all()) await button.click();
  };
  // A journey of one step shows its view; one of several (the quote: its code step, then the summary) offers a Step picker.
  const show = (journey: string) => preview.getByRole('combobox', { name: /^Show/ }).selectOption(`journey:${journey}`);

  await show('get-quote');
  await preview.getByRole('combobox', { name: /^Step/ }).selectOption('summary');
  await expect(english.locator('.quote-summary')).toBeVisible();
  await expect(arabic.locator('.quote-summary')).toBeVisible();
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await pressEverything('.quote-summary');
  await expect(english.getByRole('button', { name: 'PAY PREMIUM' })).toBeEnabled();
  await expectAxeClean(page);

  await show('payment-result');
  await expect(english.getByText('Your premium payment is successful.')).toBeVisible();
  await expect(arabic.locator('.payment-result--success')).toBeVisible();

  await show('payment-error');
  await expect(english.locator('.payment-result--failure')).toBeVisible();

  await show('policy-document');
  await expect(english.locator('.document-list')).toBeVisible();
  await english.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/studio\/edit/);

  await show('landing');
  await expect(english.locator('.landing')).toBeVisible();
  await pressEverything('.landing');
  await preview.getByLabel('Width').selectOption('phone');
  await page.screenshot({ path: '/tmp/studio-edit-views.png', fullPage: true });
  await expectAxeClean(page);
  expect(customerCalls).toEqual([]);
  console.expectClean();
});
