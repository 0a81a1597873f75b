import { expect, test, type Page } from './fixtures.js';
import { watchConsole } from './console.js';
import { open } from './lookup-helpers.js';
import { resetSandboxBeforeEach } from './sandbox.js';

resetSandboxBeforeEach();

// Spec sections 2 and 5: the four lookup pages, their tabs, rules and messages.
interface PageCase {
  path: string;
  submit: string;
  third: { tab: string; label: string; message: string };
  mobileLabel: string;
  /** Pay Premium and Request Policy Document: plate 2 to 5 letters or digits. */
  plateRule: boolean;
  /** Pay Premium: mobile exactly 10 digits. */
  mobileRule: boolean;
}

const QUOTE = { tab: 'Quote No', label: 'Quote No', message: 'Please enter your Quote No' };
const POLICY = { tab: 'Policy No', label: 'Policy No', message: 'Please enter your Policy No' };
const PAGES: PageCase[] = [
  { path: '/motor-insurance/renew-policy', submit: 'GET QUOTE', third: QUOTE, mobileLabel: 'Mobile Number', plateRule: false, mobileRule: false },
  { path: '/motor-insurance/pay-premium', submit: 'PROCEED TO PAY', third: QUOTE, mobileLabel: 'Mobile Number', plateRule: true, mobileRule: true },
  { path: '/motor-insurance/request-policy-document', submit: 'GET POLICY DOCUMENT', third: POLICY, mobileLabel: 'Mobile Number', plateRule: true, mobileRule: false },
  { path: '/motor-insurance/rop-resubmission', submit: 'ROP Resubmission', third: POLICY, mobileLabel: 'Mobile Number', plateRule: false, mobileRule: false },
];

/** A field by its label; the tab panel is labelled by its tab, so labels alone are ambiguous. */
const field = (page: Page, name: string) => page.getByRole('textbox', { name }).or(page.getByRole('combobox', { name }));

async function touch(page: Page, label: string) {
  await field(page, label).focus();
  await field(page, label).blur();
}

for (const c of PAGES) {
  test(`${c.path}: every tab accepts valid input, shows each message, and is cleared by a tab change`, async ({ page }) => {
    const console = watchConsole(page);
    await open(page, c.path);
    await expect(page.getByRole('tab')).toHaveText(['Plate & Civil Id', 'Plate & Mobile No', c.third.tab]);
    const submit = page.getByRole('button', { name: c.submit, exact: true });

    // Plate & Civil Id: each field required, spaces only count as empty.
    await expect(submit).toBeDisabled();
    for (const label of ['Plate Number', 'Plate Code', 'Civil ID / License No']) await touch(page, label);
    for (const message of ['Please enter your Plate Number', 'Please enter your Plate Code', 'Please enter your Civil ID / License No']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await field(page, 'Plate Number').fill('   ');
    await field(page, 'Plate Code').selectOption('A');
    await field(page, 'Civil ID / License No').fill('  ');
    await expect(page.getByText('Please enter your Plate Number', { exact: true })).toBeVisible();
    await expect(submit).toBeDisabled();
    await field(page, 'Civil ID / License No').fill('08123456');
    await field(page, 'Plate Number').fill('1234567');
    if (c.plateRule) {
      await expect(page.getByText('Please enter valid plate number.', { exact: true })).toBeVisible();
      await expect(submit).toBeDisabled();
      await field(page, 'Plate Number').fill('A1');
    }
    await expect(submit).toBeEnabled();

    // Plate & Mobile No: the tab change cleared everything.
    await page.getByRole('tab', { name: 'Plate & Mobile No' }).click();
    await expect(field(page, 'Plate Number')).toHaveValue('');
    await expect(field(page, 'Plate Code')).toHaveValue('');
    await expect(submit).toBeDisabled();
    // The rjsf theme's widget choice (widget-testers.ts): the uiSchema's inputType, not the field's name.
    await expect(field(page, c.mobileLabel)).toHaveAttribute('type', 'tel');
    await expect(field(page, 'Plate Number')).toHaveAttribute('type', 'text');
    await touch(page, c.mobileLabel);
    await expect(page.getByText('Please enter your Mobile Number', { exact: true })).toBeVisible();
    await field(page, 'Plate Number').fill('1001');
    await field(page, 'Plate Code').selectOption('A');
    await field(page, c.mobileLabel).fill('912345');
    if (c.mobileRule) {
      await expect(page.getByText('Please enter a valid Mobile number', { exact: true })).toBeVisible();
      await expect(submit).toBeDisabled();
      await field(page, c.mobileLabel).fill('9123456789');
    }
    await expect(submit).toBeEnabled();

    // The third tab.
    await page.getByRole('tab', { name: c.third.tab }).click();
    const number = page.getByRole('textbox', { name: c.third.label });
    await expect(number).toHaveValue('');
    await touch(page, c.third.label);
    await expect(page.getByText(c.third.message, { exact: true })).toBeVisible();
    await number.fill('   ');
    await expect(submit).toBeDisabled();
    await number.fill('10/2025/0501/Q/900004');
    await expect(submit).toBeEnabled();
    await page.getByRole('tab', { name: 'Plate & Civil Id' }).click();
    await expect(field(page, 'Civil ID / License No')).toHaveValue('');
    console.expectClean();
  });
}

const ARABIC: Array<[string, string]> = [
  ['/motor-insurance/renew-policy', 'احصل على عرض السعر'],
  ['/motor-insurance/pay-premium', 'المتابعة إلى الدفع'],
  ['/motor-insurance/request-policy-document', 'احصل على مستندات الوثيقة'],
  ['/motor-insurance/rop-resubmission', 'إعادة الإرسال إلى شرطة عُمان السلطانية'],
];

for (const [path, submit] of ARABIC) {
  test(`${path} in Arabic: tabs, messages and button`, async ({ page }) => {
    await open(page, path, 'ar');
    await expect(page.getByRole('tab').first()).toHaveText('رقم اللوحة والرقم المدني');
    await touch(page, 'رقم اللوحة');
    await expect(page.getByText('يرجى إدخال رقم اللوحة', { exact: true })).toBeVisible();
    await field(page, 'رقم اللوحة').fill('1234567');
    const plateRule = path.includes('pay-premium') || path.includes('request-policy-document');
    await expect(page.getByText('يرجى إدخال رقم لوحة صحيح.', { exact: true })).toHaveCount(plateRule ? 1 : 0);
    await field(page, 'رمز اللوحة').selectOption('A');
    await field(page, 'الرقم المدني / رقم رخصة القيادة').fill('08123456');
    await expect(page.getByRole('button', { name: submit, exact: true })).toBeEnabled({ enabled: !plateRule });
  });
}
