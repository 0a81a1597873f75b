// The Edit screen as staff's everyday tool (issue 32): room to work at 1280 px (inputs at least
// 200 px wide, preview panes at least 320 px, plan ids never cut), every studio screen within a
// 390 px phone in Arabic, and a save status that never calls broken JSON saved. Against the
// releases server (drafts need CONFIG_SOURCE=database).
import { expect, test, type Locator, type Page } from './fixtures.js';
import { EDITOR, expectFits, openFile, signInByApi, startDraft } from './studio-helpers.js';

const stamp = Date.now().toString(36);

const width = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().width);
/** The narrowest of the elements, read in one pass over the page as it is drawn (a re-render between reads of one element each once gave 0). */
const narrowest = (locator: Locator) => locator.evaluateAll((elements) => Math.min(...elements.map((element) => element.getBoundingClientRect().width)));
/** Every element's text fits its box (an id cut to "05001" would not). */
const uncut = (locator: Locator) => locator.evaluateAll((elements) => elements
  .filter((element) => element.scrollWidth > element.clientWidth)
  .map((element) => (element as HTMLInputElement).value ?? element.textContent));

async function showsTheScreen(page: Page, file: string) {
  // Kept with the run's results, to look at (the page as drawn, one screen high).
  await page.screenshot({ path: test.info().outputPath(`studio-room-${file}.png`) });
}

test('at 1280 px the Edit screen gives inputs, ids and preview panes room, and broken JSON is never "saved"', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page, EDITOR);
  await page.setViewportSize({ width: 1280, height: 900 });
  await startDraft(page, `Room ${stamp}`);

  await openFile(page, 'locales/en.json');
  await page.getByLabel('Search').fill('landing.title');
  for (const language of ['English', 'Arabic']) expect(await width(page.getByLabel(`landing.title in ${language}`))).toBeGreaterThanOrEqual(200);
  const panes = page.getByRole('region', { name: 'Preview of the draft' }).locator('.studio-pane');
  await expect(panes.first()).toBeVisible();
  await expect.poll(() => narrowest(panes)).toBeGreaterThanOrEqual(320);
  await showsTheScreen(page, '1280-en-texts');

  await openFile(page, 'schemas/catalog/products.json');
  const ids = page.locator('.studio-plans tbody input[aria-label$="Plan id"]');
  await expect(ids.first()).toHaveValue(/^\d{6}$/);
  await expect.poll(() => narrowest(ids)).toBeGreaterThanOrEqual(200);
  expect(await uncut(ids)).toEqual([]);
  await expect.poll(() => narrowest(page.locator('.studio-plans tbody :is(input, select)'))).toBeGreaterThanOrEqual(200);
  await showsTheScreen(page, '1280-en-plans');

  // Broken JSON: the status says it is not saved and where, and the text survives leaving the file.
  await openFile(page, 'journeys/landing.json');
  const json = page.locator('details').filter({ has: page.getByText('Edit as JSON', { exact: true }) });
  if (!(await json.evaluate((details) => (details as HTMLDetailsElement).open))) await page.getByText('Edit as JSON', { exact: true }).click();
  await page.locator('.studio-json__code .cm-content').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(',');
  const status = page.locator('.studio-edit__save');
  await expect(status).toHaveAttribute('data-state', 'invalid');
  await expect(status).toContainText('not saved: the JSON is not valid');
  await expect(status).toContainText(/line \d+, column \d+/);
  await expect(status).not.toContainText('All changes saved');
  await showsTheScreen(page, '1280-en-broken-json');
  await openFile(page, 'locales/en.json');
  await expect(page.getByRole('heading', { level: 2, name: 'locales/en.json' })).toBeVisible();
  await expect(status).toHaveAttribute('data-state', 'invalid');
  await openFile(page, 'journeys/landing.json');
  await expect(page.getByRole('heading', { level: 2, name: 'journeys/landing.json' })).toBeVisible();
  await expect(page.getByText('Your unsaved text from before is back.', { exact: false })).toBeVisible();
  await expect(page.locator('.studio-json__code .cm-content')).toContainText(/\},?\s*$/);
});

test('at 390 px in Arabic every studio screen fits without sideways scroll, and a text can be edited', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page, EDITOR);
  await page.setViewportSize({ width: 390, height: 844 });
  await startDraft(page, `Phone ${stamp}`);
  const draft = new URL(page.url()).searchParams.get('draft');
  await page.getByRole('button', { name: 'Switch language to العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const screens = [
    `/studio/edit?draft=${draft}&file=locales%2Fen.json`, `/studio/edit?draft=${draft}&file=schemas%2Fcatalog%2Fproducts.json`,
    `/studio/edit?draft=${draft}&file=schemas%2Fforms%2Flead.json`, '/studio', '/studio/drafts', `/studio/drafts/${draft}`, '/studio/releases', '/studio/audit',
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await page.evaluate(() => document.fonts.ready);
    // The Edit screen's elements one by one first: a failure names what sticks out.
    if (path.startsWith('/studio/edit')) await expectFits(page);
    expect({ path, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ path, width: 390 });
  }
  await page.goto(`/studio/edit?draft=${draft}&file=locales%2Fen.json`);
  await page.getByLabel('بحث').fill('landing.title');
  const arabic = page.locator('tr[data-key="landing.title"] textarea[lang="ar"]');
  expect(await width(arabic)).toBeGreaterThanOrEqual(200);
  await arabic.fill(`تأمين اليوم ${stamp}`);
  await expect(page.locator('.studio-edit__save')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await showsTheScreen(page, '390-ar-texts');
});
