import { expect, test } from './fixtures.js';
import { watchConsole } from './console.js';
import { open } from './lookup-helpers.js';

// Issue 11: form validators are compiled by the server and imported as modules of this origin,
// under the strict CSP (no 'unsafe-eval'): the page must still check a form by its rules.
test('a form validates by its rules under the strict CSP, with its validator served by the server', async ({ page }) => {
  const console = watchConsole(page);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const validatorAnswers: Array<{ url: string; status: number; type: string; cache: string }> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/validators/')) {
      validatorAnswers.push({ url: response.url(), status: response.status(), type: response.headers()['content-type'] ?? '', cache: response.headers()['cache-control'] ?? '' });
    }
  });

  const document = await page.request.get('/motor-insurance/renew-policy');
  const csp = document.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).not.toContain('unsafe-eval');

  await open(page, '/motor-insurance/renew-policy');
  const quoteTab = page.getByRole('tab', { name: 'Quote No' });
  await quoteTab.click();
  const quoteNo = page.getByRole('textbox', { name: 'Quote No' });
  await quoteNo.focus();
  await quoteNo.blur();
  // The form's own message for its `required` rule: only a running validator produces it.
  await expect(page.getByText('Please enter your Quote No', { exact: true })).toBeVisible();
  await quoteNo.fill('Q-1');
  await expect(page.getByText('Please enter your Quote No', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'GET QUOTE', exact: true })).toBeEnabled();

  expect(validatorAnswers.length).toBeGreaterThan(0);
  for (const answer of validatorAnswers) {
    expect(answer).toMatchObject({ status: 200, type: expect.stringContaining('javascript'), cache: 'public, max-age=31536000, immutable' });
  }
  expect(violations).toEqual([]);
  console.expectClean();
});
