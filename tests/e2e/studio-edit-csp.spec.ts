// The studio under the portal's own Content-Security-Policy (the other studio specs lift it to
// inject axe): CodeMirror's run-time styles must apply, in both languages and at phone width.
// Under style-src 'self' its <style> element was refused and the editor fell apart into a column
// of line numbers above the text; it now lives in a shadow root with constructed stylesheets.
import { expect, test, type Page } from './fixtures.js';
import { watchConsole } from './console.js';
import { EDITOR } from './studio-helpers.js';

/** The gutter of line numbers sits beside the text, as in any code editor, not above it. */
async function expectLaidOut(page: Page) {
  const gutter = await page.locator('.studio-json .cm-gutters').boundingBox();
  const content = await page.locator('.studio-json .cm-content').boundingBox();
  expect(gutter && content).toBeTruthy();
  // Side by side: their heights overlap (CodeMirror draws only the lines in view, so their tops may differ).
  expect(gutter!.y).toBeLessThan(content!.y + content!.height);
  expect(content!.y).toBeLessThan(gutter!.y + gutter!.height);
  expect(gutter!.x + gutter!.width).toBeLessThanOrEqual(content!.x + 1);
  // The numbers take a narrow column; the text has the rest.
  expect(gutter!.width).toBeLessThan(content!.width / 2);
}

test('the JSON editor is laid out under the portal CSP, in English and Arabic, at phone width', async ({ page }) => {
  const console = watchConsole(page);
  expect((await page.request.post('/api/staff/login', { data: EDITOR })).status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/studio/edit');
  await page.getByLabel('What the new draft changes').fill(`CSP ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Start a draft' }).click();
  await page.getByRole('navigation', { name: 'Files' }).getByRole('button', { name: /^partners\/default\.json/ }).click();
  await expect(page.locator('.studio-form[data-kind="partner"]')).toBeVisible();
  await page.getByText('Edit as JSON').click();
  const code = page.locator('.studio-json .cm-content');
  await expect(code).toBeVisible();
  await expectLaidOut(page);

  // The error says what is wrong, to the eye and as the editor's description (for a screen reader).
  await code.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(',');
  await expect(page.getByText(/Not saved: the JSON is not valid/)).toBeVisible();
  await expect(code).toHaveAttribute('aria-description', /Not saved: the JSON is not valid/);
  await page.keyboard.press('Backspace');
  await expect(page.locator('.studio-json')).toHaveAttribute('data-invalid', 'false');
  await expect(code).not.toHaveAttribute('aria-description', /./);

  await page.getByRole('button', { name: 'Switch language to العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(code).toBeVisible();
  await expectLaidOut(page);
  await expect(code).toHaveAttribute('dir', 'ltr');
  console.expectClean();
});
