import { expect, test } from './fixtures.js';
import { watchConsole } from './console.js';
import { alertText, open, startFromLanding } from './lookup-helpers.js';

const ACTIONS = ['Buy Policy', 'Renew Policy', 'ROP Upload', 'Pay Premium'];

test('the actions stay disabled until the privacy policy is accepted, then run the checks in order', async ({ page }) => {
  await open(page, '/motor-insurance');
  for (const name of ACTIONS) await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
  await page.getByRole('checkbox', { name: /privacy/i }).check();
  for (const name of ACTIONS) await expect(page.getByRole('button', { name, exact: true })).toBeEnabled();

  await page.getByLabel('Mobile Number').fill('123');
  await page.getByRole('button', { name: 'Buy Policy' }).click();
  expect(await alertText(page)).toBe('Name is required');
  await page.getByLabel('Name').fill('Aisha');
  await page.getByRole('button', { name: 'Pay Premium' }).click();
  expect(await alertText(page)).toBe('Please enter valid oman mobile number.');
  await page.getByLabel('Mobile Number').fill('');
  await page.getByRole('button', { name: 'Pay Premium' }).click();
  expect(await alertText(page)).toBe('Please enter your Mobile Number');

  await page.getByRole('checkbox', { name: /privacy/i }).uncheck();
  for (const name of ACTIONS) await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
});

test('the required messages appear once a field is left empty', async ({ page }) => {
  await open(page, '/motor-insurance');
  // The widgets the config's uiSchema chooses (widget-testers.ts): a dialled mobile, a plain name.
  await expect(page.getByLabel('Mobile Number')).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel('Name')).toHaveAttribute('type', 'text');
  await page.getByLabel('Name').focus();
  await page.getByLabel('Mobile Number').focus();
  await expect(page.getByText('Please enter your Name')).toBeVisible();
  await page.getByLabel('Name').focus();
  await expect(page.getByText('Please enter your Mobile Number')).toBeVisible();
});

for (const [action, route, selectedOption] of [
  ['Renew Policy', 'renew-policy', 'Renew Policy'],
  ['ROP Upload', 'rop-resubmission', 'ROP Resubmission'],
  ['Pay Premium', 'pay-premium', 'Pay Premium'],
  ['Buy Policy', 'buy-policy', 'Buy Policy'],
] as const) {
  test(`${action} posts the lead and goes on with name, mobile, terms and transId`, async ({ page }) => {
    const lead = page.waitForRequest((r) => r.url().endsWith('/api/v1/motor/leads') && r.method() === 'POST');
    await startFromLanding(page, action, ' Aisha ', '+968 9123 4567');
    expect((await lead).postDataJSON()).toMatchObject({
      selectedOption, acceptPrivacyPolicy: true, name: 'Aisha', mobileNo: '+96891234567', partnerId: 'default', journeyId: 1, leadStatus: 'Initiated', journeyStatus: 1,
    });
    await expect(page).toHaveURL(new RegExp(`/motor-insurance/${route}$`));
    const state = await page.evaluate(() => (window.history.state as { usr?: Record<string, unknown> }).usr);
    expect(state).toMatchObject({ name: 'Aisha', mobileNumber: '+96891234567', termsAccepted: true, transId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });
}

test('a failed lead post keeps the customer on the page with no message, and is logged', async ({ page }) => {
  const console = watchConsole(page);
  await page.route('**/api/v1/motor/leads', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"x"}}' }));
  await startFromLanding(page, 'Renew Policy');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/motor-insurance$/);
  await expect.poll(() => console.errors.some((e) => e.includes('Lead could not be saved'))).toBe(true);
});

test('the sections, footer and partner links are there, and the section buttons act like the hero ones', async ({ page }) => {
  await open(page, '/motor-insurance');
  for (const text of ['Get your policy in 3 steps', 'Why choose us', 'In need of Insurance coverage?', 'P.O. Box 1002, Ruwi, Oman']) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('Toll free: 800 70000')).toBeVisible();
  await expect(page.getByRole('link', { name: '800 70000' })).toHaveAttribute('href', 'tel:80070000');
  await expect(page.getByText(/Copyright © 2023/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute('href', 'https://insurer.example/privacy-policy');
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com/);

  const insure = page.getByRole('button', { name: 'Insure Your Vehicle Today' });
  await expect(insure).toBeDisabled();
  await page.getByLabel('Name').fill('Aisha');
  await page.getByLabel('Mobile Number').fill('91234567');
  await page.getByRole('checkbox', { name: /privacy/i }).check();
  const lead = page.waitForRequest((r) => r.url().endsWith('/api/v1/motor/leads') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Renew Your Policy' }).click();
  expect((await lead).postDataJSON().selectedOption).toBe('Renew Policy');
  await expect(page).toHaveURL(/\/motor-insurance\/renew-policy$/);
});

test('the Products menu opens on hover and by keyboard, in two columns', async ({ page }) => {
  await open(page, '/motor-insurance');
  const products = page.getByRole('button', { name: 'Products' });
  await expect(page.getByRole('link', { name: 'Travel Insurance' }).first()).toBeVisible(); // footer
  await products.hover();
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.dropdown__column')).toHaveCount(2);
  await page.getByRole('link', { name: 'About Us' }).first().hover();
  await expect(products).toHaveAttribute('aria-expanded', 'false');
  await products.focus();
  await page.keyboard.press('Enter');
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator('.dropdown__panel a').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(products).toHaveAttribute('aria-expanded', 'false');
  await expect(products).toBeFocused();
  for (const name of ['About Us', 'Investor Relations', 'Buy Online', 'Branch Network', 'Contact Us']) {
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name })).toBeVisible();
  }
});

test('the landing page loads no form library, and its lead form checks without one', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await open(page, '/motor-insurance');
  await expect(page.getByRole('button', { name: 'Buy Policy' })).toBeVisible();
  expect(scripts.filter((url) => /form-step|rjsf|ajv|validator/i.test(url))).toEqual([]);
  // The check runs the server-compiled function of the lead form alone, not rjsf's wrapper.
  await page.getByRole('checkbox', { name: /privacy/i }).check();
  await page.getByRole('button', { name: 'Buy Policy' }).click();
  expect(await alertText(page)).toBe('Name is required');
  expect(scripts.filter((url) => /\/validators\/[^/]+\.js$/.test(url))).toHaveLength(1);
  expect(scripts.filter((url) => /form-step|rjsf|ajv|\/assets\/validators-/i.test(url))).toEqual([]);
});

test('in Arabic the texts and the checks are Arabic, right to left', async ({ page }) => {
  await open(page, '/motor-insurance', 'ar');
  await expect(page.getByText('احصل على وثيقتك في 3 خطوات')).toBeVisible();
  await page.getByRole('checkbox', { name: /سياسة الخصوصية/ }).check();
  await page.getByRole('button', { name: 'شراء وثيقة' }).click();
  expect(await alertText(page)).toBe('الاسم مطلوب');
  await page.getByLabel('الاسم').fill('عائشة');
  await page.getByLabel('رقم الهاتف النقال').fill('81234567');
  await page.getByRole('button', { name: 'تجديد الوثيقة' }).click();
  expect(await alertText(page)).toBe('يرجى إدخال رقم هاتف نقال عُماني صحيح.');
  await page.getByLabel('رقم الهاتف النقال').fill('71234567');
  await page.getByRole('button', { name: 'تجديد الوثيقة' }).click();
  await expect(page).toHaveURL(/\/motor-insurance\/renew-policy$/);
});
