import { expect, test } from './fixtures.js';
import { cards, getQuote, openBuyPolicy, section, typeLicence, typeMulkiya, uploadCard } from './buy-policy-helpers.js';
import { resetSandboxBeforeEach } from './sandbox.js';
import { confirmCode } from './one-time-code.js';

resetSandboxBeforeEach();

// Seeded sandbox cases: docs/sandbox-insurer.md; sample cards: docs/sandbox-ocr.md.

test('without the landing state the customer goes back to the landing page', async ({ page }) => {
  await page.goto('/motor-insurance/buy-policy');
  await expect(page).toHaveURL(/\/motor-insurance$/);
});

test('typed by hand: section 5 messages, 0501 needs a value, 0502 clears it, then the quote summary', async ({ page }) => {
  await openBuyPolicy(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Motor Insurance' })).toBeVisible();
  await expect(page.getByLabel('Mobile Number')).toHaveValue('98000008');
  await expect(page.getByLabel('Mobile Number')).toHaveAttribute('readonly', '');
  await expect(section(page, 'Mulkiya').getByRole('tab')).toHaveText(['Upload', 'Scan', 'Enter Details']);
  await expect(section(page, 'Driving License').getByRole('tab')).toHaveText(['Upload', 'Scan', 'Enter Details']);
  await expect(getQuote(page)).toBeDisabled();

  await typeMulkiya(page, '2', 'H');
  await page.getByLabel('Plate Number').blur();
  await expect(page.getByText('Please enter valid plate number.')).toBeVisible();
  await page.getByLabel('Plate Number').fill('   ');
  await page.getByLabel('Plate Number').blur();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByLabel('Plate Number').fill('2001');
  await expect(page.getByText('Please enter valid plate number.')).toHaveCount(0);

  await typeLicence(page, '   ', '55000008');
  await expect(getQuote(page)).toBeDisabled();
  await page.getByLabel('Full Name').fill('Said Al Maskari');

  await page.getByLabel('Select Product').selectOption({ label: 'Comprehensive Insurance' });
  await expect(getQuote(page)).toBeDisabled();
  const value = page.getByLabel('Vehicle Value (OMR)');
  await value.fill('8000');
  await expect(getQuote(page)).toBeEnabled();
  await page.getByLabel('Select Product').selectOption({ label: 'Third Party Insurance' });
  await expect(value).toHaveCount(0);
  await page.getByLabel('Select Product').selectOption({ label: 'Comprehensive Insurance' });
  await expect(page.getByLabel('Vehicle Value (OMR)')).toHaveValue('');
  await expect(getQuote(page)).toBeDisabled();
  await page.getByLabel('Select Product').selectOption({ label: 'Third Party Insurance' });

  const quote = page.waitForResponse((res) => res.url().endsWith('/api/v1/motor/quotes/new'));
  await getQuote(page).click();
  expect((await quote).status()).toBe(200);
  await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/);
  await confirmCode(page);
  const state = await page.evaluate(() => (history.state as { usr: { quote: { quoteNo: string; quoteStatus: string }; transId: string } }).usr);
  expect(state.quote.quoteNo).toMatch(/^\d+\/\d+\/0502\/Q\/\d{6}$/);
  expect(state.transId).toBe('e2e-buy');
});

test('an invalid mobile number from the landing state shows the Oman mobile message', async ({ page }) => {
  await openBuyPolicy(page, { mobileNumber: '12345', transId: 'e2e-bad-mobile' });
  await page.getByLabel('Mobile Number').focus();
  await page.getByLabel('Mobile Number').blur();
  await expect(page.getByText('Please enter valid oman mobile number.')).toBeVisible();
});

test('uploading the sample cards fills, locks and renames the details tabs, with the progress toasts', async ({ page }) => {
  await openBuyPolicy(page);
  const ocr = page.waitForRequest((req) => req.url().endsWith('/api/v1/ocr/mulkiya'));
  await uploadCard(page, 'Mulkiya', 'mulkiya-2001-h');
  await ocr;
  await expect(page.getByText('Mulkiya details extracted successfully!')).toBeVisible();
  const mulkiya = section(page, 'Mulkiya');
  await expect(mulkiya.getByRole('tab', { name: 'Mulkiya Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Plate Number')).toHaveValue('2001');
  await expect(page.getByLabel('Plate Number')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Plate Code')).toHaveValue('H');
  await expect(page.getByLabel('Plate Code')).toBeDisabled();

  await uploadCard(page, 'Driving License', 'licence-55000008');
  await expect(page.getByText('Driving License details extracted successfully!')).toBeVisible();
  await expect(section(page, 'Driving License').getByRole('tab', { name: 'Driving License Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Full Name')).toHaveValue('Said Al Maskari');
  await expect(page.getByLabel('Civil ID / License No')).toHaveValue('55000008');
  await expect(page.getByLabel('Civil ID / License No')).toHaveAttribute('readonly', '');

  await page.getByLabel('Select Product').selectOption({ label: 'Comprehensive Insurance' });
  await page.getByLabel('Vehicle Value (OMR)').fill('8000');
  // Playwright does not expose a streamed multipart body, so the page's own fetch reports the parts.
  await page.evaluate(() => {
    const original = window.fetch;
    window.fetch = (input, init) => {
      if (String(input).endsWith('/api/v1/motor/leads') && init?.method === 'PUT' && init.body instanceof FormData) {
        const parts = [...init.body.entries()].map(([key, value]) => `${key}=${value instanceof File ? `file:${value.size}` : value}`);
        (window as unknown as { leadParts: string[] }).leadParts = parts;
      }
      return original(input, init);
    };
  });
  await getQuote(page).click();
  await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/);
  await confirmCode(page);
  // The lead upload carries every field of spec section 3 and the four pictures.
  const parts = await page.waitForFunction(() => (window as unknown as { leadParts?: string[] }).leadParts).then((handle) => handle.jsonValue() as Promise<string[]>);
  expect(parts).toEqual(expect.arrayContaining(['transId=e2e-buy', 'mulkiyaInputType=upload', 'plateNumber=2001', 'plateCode=H', 'plateType=1', 'dlInputType=upload', 'licenseNo=55000008', 'fullName=Said Al Maskari', 'selectedProduct=0501', 'vehicleValue=8000']));
  for (const field of ['quoteNo', 'mulkiyaImageFront', 'mulkiyaImageBack', 'dlImageFront', 'dlImageBack']) {
    expect(parts.some((part) => part.startsWith(`${field}=`) && !part.endsWith('=')), field).toBe(true);
  }
  expect(parts.find((part) => part.startsWith('mulkiyaImageBack='))).toMatch(/^mulkiyaImageBack=file:\d+$/);
});

test('unreadable, incomplete and failing reads show the section 8 messages', async ({ page }) => {
  await openBuyPolicy(page);
  const licence = section(page, 'Driving License');
  await licence.locator('input[type=file]').setInputFiles([cards('blank.png'), cards('blank.png')]);
  await licence.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Failed to read Driving License. Please try again with a clearer image')).toBeVisible();
  await uploadCard(page, 'Mulkiya', 'mulkiya-missing-chassis');
  await expect(page.getByText('Mulkiya data extraction failed. Try again.')).toBeVisible();
  await uploadCard(page, 'Mulkiya', 'ocr-fault');
  await expect(page.getByText('Image upload failed. Please try again.')).toBeVisible();
  await expect(section(page, 'Mulkiya').getByRole('tab', { name: 'Enter Details' })).toBeVisible();
});

async function quoteFor(page: import('@playwright/test').Page, plate: string, code: string, licence: string) {
  await openBuyPolicy(page);
  await typeMulkiya(page, plate, code);
  await typeLicence(page, 'Test Customer', licence);
  await page.getByLabel('Select Product').selectOption({ label: 'Third Party Insurance' });
  await getQuote(page).click();
}

test('an existing customer is sent to renewal', async ({ page }) => {
  await quoteFor(page, '1001', 'A', '55000001');
  await expect(page.getByRole('dialog')).toContainText('As you are our existing customer, kindly use renew policy option to renew your policy.');
});

test('an active quote on the vehicle is continued', async ({ page }) => {
  await quoteFor(page, '1007', 'D', '12345007');
  await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/);
  await confirmCode(page);
  const quoteNo = await page.evaluate(() => (history.state as { usr: { quote: { quoteNo: string } } }).usr.quote.quoteNo);
  expect(quoteNo).toMatch(/\/0502\/Q\/900007$/);
});

test('an expired licence and an unknown licence give their messages', async ({ page }) => {
  await quoteFor(page, '2001', 'H', '55000009');
  // The customer reads what happened, never the insurer's internal code.
  await expect(page.getByRole('dialog')).toContainText('Your driving licence has expired.');
  await expect(page.getByRole('dialog')).not.toContainText('INVALID-LIC_DATE_EXPIRY');
  await quoteFor(page, '2001', 'H', '55999999');
  await expect(page.getByRole('dialog')).toContainText('Driving licence number not found');
});

test('the page and the card reads are in Arabic, right to left', async ({ page }) => {
  await openBuyPolicy(page);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تأمين المركبات' })).toBeVisible();
  await expect(section(page, 'الملكية').getByRole('tab')).toHaveText(['رفع', 'مسح', 'إدخال التفاصيل']);
  await uploadCard(page, 'الملكية', 'mulkiya-2001-h');
  await expect(page.getByText('تم استخراج بيانات الملكية بنجاح!')).toBeVisible();
  await expect(section(page, 'الملكية').getByRole('tab', { name: 'تفاصيل الملكية' })).toHaveAttribute('aria-selected', 'true');
});
