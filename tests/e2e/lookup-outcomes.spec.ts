import { expect, test, type Page } from './fixtures.js';
import { YEAR, alertText, fillLookup, open, startFromLanding } from './lookup-helpers.js';
import { resetSandboxBeforeEach } from './sandbox.js';
import { confirmCode } from './one-time-code.js';

resetSandboxBeforeEach();

// Every row of docs/sandbox-insurer.md "Test data" that these journeys reach, with its outcome.
const fault = (page: Page, errMsg: string) =>
  page.request.post('/sandbox/insurer/_faults', { data: { kind: 'errMsg', errMsg, operation: 'getTransDtls' } });
const navState = (page: Page) => page.evaluate(() => (window.history.state as { usr?: Record<string, unknown> }).usr ?? {});

/** What a lookup's answer reached the page with, for `nothingBeforeCode`. */
const lookupAnswer = (page: Page) => page.waitForResponse((r) => /\/api\/v1\/motor\/(renewals|premiums)\/lookup$/.test(r.url()));

/**
 * Issue 31: until the code is confirmed, the lookup answered only a handle and the page holds no
 * quote: none of the insured's name, civil ID, mobile or chassis number reached the browser.
 */
async function nothingBeforeCode(page: Page, answer: ReturnType<typeof lookupAnswer>, personal: RegExp): Promise<void> {
  const lookup = await answer;
  expect(Object.keys((await lookup.json()) as object)).toEqual(['lookup']);
  expect(await lookup.text()).not.toMatch(personal);
  await expect(page.locator('.one-time-code__sent')).toContainText('••••', { timeout: 20_000 });
  const state = await navState(page);
  expect(state.quote).toBeUndefined();
  expect(JSON.stringify(state)).not.toMatch(personal);
  expect(await page.locator('main').innerText()).not.toMatch(personal);
}

test.afterEach(async ({ page }) => {
  await page.request.delete('/sandbox/insurer/_faults');
});

test('1001 A from the landing page: renewal quote by plate and civil id, to the summary with quote and transId', async ({ page }) => {
  await startFromLanding(page, 'Renew Policy');
  await expect(page).toHaveURL(/\/renew-policy$/);
  const upload = page.waitForRequest((r) => r.url().endsWith('/api/v1/motor/leads') && r.method() === 'PUT');
  await fillLookup(page, { plate: '1001', code: 'A', civilId: '08123456' });
  const answer = lookupAnswer(page);
  await page.getByRole('button', { name: 'GET QUOTE' }).click();
  await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/);
  // 1001 A: the owner's name, civil ID, mobile on record, the vehicle and its chassis number.
  await nothingBeforeCode(page, answer, /Ahmed|08123456|91000001|JTNB11HK0J3000101|Camry/);
  await confirmCode(page);
  const state = await navState(page);
  expect(state.quote).toMatchObject({ quoteStatus: 'Quote', plateNumber: '1001', vehicleValue: '8100.000' });
  expect(state.transId).toMatch(/^[0-9a-f-]{36}$/);
  const form = (await upload).postData() ?? '';
  for (const [name, value] of [['transId', state.transId], ['plateNumber', '1001'], ['plateCode', 'A'], ['licenseNo', '08123456']]) {
    expect(form).toContain(`name="${name}"\r\n\r\n${String(value)}\r\n`);
  }
});

test('1001 A by plate and mobile (last 8 digits) reaches the same renewal quote', async ({ page }) => {
  await open(page, '/motor-insurance/renew-policy');
  await fillLookup(page, { tab: 'Plate & Mobile No', plate: '1001', code: 'A', mobile: '91000001' });
  await page.getByRole('button', { name: 'GET QUOTE' }).click();
  await expect(page).toHaveURL(/\/get-quote$/);
  await confirmCode(page);
  expect((await navState(page)).quote).toMatchObject({ quoteStatus: 'Quote', plateNumber: '1001' });
});

test('1002 A: too early, with the expiry date, in English and in Arabic', async ({ page }) => {
  await open(page, '/motor-insurance/renew-policy');
  await fillLookup(page, { plate: '1002', code: 'A', civilId: '12345002' });
  await page.getByRole('button', { name: 'GET QUOTE' }).click();
  expect(await alertText(page)).toMatch(/^Your policy can be renewed only within 180 days before its expiry date \(\d{2}-\d{2}-\d{4}\)\. Please try again later\.$/);
  // Not "try 180 days before expiry": renewal opens only within the 180 days before it.
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.getByRole('textbox', { name: 'رقم اللوحة' }).fill('1002');
  await page.getByRole('combobox', { name: 'رمز اللوحة' }).selectOption('A');
  await page.getByRole('textbox', { name: 'الرقم المدني / رقم رخصة القيادة' }).fill('12345002');
  await page.getByRole('button', { name: 'احصل على عرض السعر' }).click();
  expect(await alertText(page)).toMatch(/^لا يمكن تجديد الوثيقة إلا خلال 180 يومًا قبل تاريخ انتهائها \(\d{2}-\d{2}-\d{4}\)\. يرجى المحاولة لاحقًا\.$/);
});

test('1003 A: expired policy, in English and in Arabic', async ({ page }) => {
  await open(page, '/motor-insurance/renew-policy');
  await fillLookup(page, { plate: '1003', code: 'A', civilId: '12345003' });
  await page.getByRole('button', { name: 'GET QUOTE' }).click();
  expect(await alertText(page)).toBe('Your policy has expired. Please renew.');
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.getByRole('textbox', { name: 'رقم اللوحة' }).fill('1003');
  await page.getByRole('combobox', { name: 'رمز اللوحة' }).selectOption('A');
  await page.getByRole('textbox', { name: 'الرقم المدني / رقم رخصة القيادة' }).fill('12345003');
  await page.getByRole('button', { name: 'احصل على عرض السعر' }).click();
  expect(await alertText(page)).not.toMatch(/[A-Za-z]/);
});

test('1005 B by quote number: "Quote status not valid"', async ({ page }) => {
  await open(page, '/motor-insurance/renew-policy');
  await fillLookup(page, { tab: 'Quote No', number: { label: 'Quote No', value: `10/${YEAR}/0502/Q/900005` } });
  await page.getByRole('button', { name: 'GET QUOTE' }).click();
  expect(await alertText(page)).toBe('Quote status not valid');
});

for (const [errMsg, text] of <Array<[string, string]>>[
  ['Driving licence number not found / رقم رخصة القيادة غير موجود', 'Driving licence number not found'],
  ['INVALID-LIC_DATE_EXPIRY', 'Your driving licence has expired. Please renew it and try again.'],
  ['Invalid Policy Number', 'The policy number provided is invalid. Please check and try again.'],
  ['Payment Failed', 'Payment transaction failed. Please retry or contact support.'],
]) {
  test(`renewal errMsg "${errMsg}" shows the section 8 text`, async ({ page }) => {
    await open(page, '/motor-insurance/renew-policy');
    await fault(page, errMsg);
    await fillLookup(page, { plate: '1001', code: 'A', civilId: '08123456' });
    await page.getByRole('button', { name: 'GET QUOTE' }).click();
    expect(await alertText(page)).toBe(text);
  });
}

test('1004 B from the landing page: the existing quote, on to pay', async ({ page }) => {
  await startFromLanding(page, 'Pay Premium');
  await fillLookup(page, { plate: '1004', code: 'B', civilId: '12345004' });
  await page.getByRole('button', { name: 'PROCEED TO PAY' }).click();
  await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/);
  await confirmCode(page);
  expect((await navState(page)).quote).toMatchObject({ quoteNo: `10/${YEAR}/0501/Q/900004`, quoteStatus: 'Quote' });
});

test('1004 B by quote number and by plate and a 10-digit mobile', async ({ page }) => {
  await open(page, '/motor-insurance/pay-premium');
  await fillLookup(page, { tab: 'Quote No', number: { label: 'Quote No', value: `10/${YEAR}/0501/Q/900004` } });
  const answer = lookupAnswer(page);
  await page.getByRole('button', { name: 'PROCEED TO PAY' }).click();
  await expect(page).toHaveURL(/\/get-quote$/);
  // The example: a guessed quote number showed Maryam Al Lawati, 12345004 and 94000004.
  await nothingBeforeCode(page, answer, /Maryam|Lawati|12345004|94000004/);
  await confirmCode(page);
  expect((await navState(page)).quote).toMatchObject({ insuredName: 'Maryam Al Lawati', civilId: '12345004' });
  await open(page, '/motor-insurance/pay-premium');
  await fillLookup(page, { tab: 'Plate & Mobile No', plate: '1004', code: 'B', mobile: '0094000004' });
  await page.getByRole('button', { name: 'PROCEED TO PAY' }).click();
  await expect(page).toHaveURL(/\/get-quote$/);
  await confirmCode(page);
});

test('pay premium shows the insurer errMsg as received', async ({ page }) => {
  await open(page, '/motor-insurance/pay-premium');
  await fillLookup(page, { plate: '2001', code: 'H', civilId: '12345008' });
  await page.getByRole('button', { name: 'PROCEED TO PAY' }).click();
  expect(await alertText(page)).toBe('No quote found for the given details.');
});
