import { expect, type Page } from './fixtures.js';
import { waitForStartup } from './console.js';

/** Seeded sandbox cases (docs/sandbox-insurer.md, "Test data") use the current year in numbers. */
export const YEAR = new Date().getFullYear();

/** Opens a page, waits for start-up, and switches to Arabic when asked. */
export async function open(page: Page, path: string, language: 'en' | 'ar' = 'en'): Promise<void> {
  await page.goto(path);
  await waitForStartup(page);
  if (language === 'ar') {
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
}

/** Fills the landing form, ticks the privacy box and presses an action (English labels). */
export async function startFromLanding(page: Page, action: string, name = 'Aisha Al Balushi', mobile = '91234567'): Promise<void> {
  await open(page, '/motor-insurance');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('checkbox', { name: /privacy/i }).check();
  await page.getByRole('button', { name: action, exact: true }).first().click();
}

export interface Lookup {
  tab?: string;
  plate?: string;
  code?: string;
  civilId?: string;
  mobile?: string;
  mobileLabel?: string;
  number?: { label: string; value: string };
}

/** Fills a lookup page's active tab (after choosing it) with English labels. */
export async function fillLookup(page: Page, lookup: Lookup): Promise<void> {
  if (lookup.tab) await page.getByRole('tab', { name: lookup.tab }).click();
  if (lookup.plate !== undefined) await page.getByLabel('Plate Number').fill(lookup.plate);
  if (lookup.code !== undefined) await page.getByLabel('Plate Code').selectOption(lookup.code);
  if (lookup.civilId !== undefined) await page.getByLabel('Civil ID / License No').fill(lookup.civilId);
  if (lookup.mobile !== undefined) await page.getByLabel(lookup.mobileLabel ?? 'Mobile Number').fill(lookup.mobile);
  if (lookup.number) await page.getByRole('textbox', { name: lookup.number.label }).fill(lookup.number.value);
}

/** The text of the open alert, then closes it; closing clears it (spec section 8). */
export async function alertText(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const text = (await dialog.getByRole('alert').textContent()) ?? '';
  await dialog.getByRole('button', { name: /^(OK|حسنًا|موافق)$/ }).click();
  await expect(dialog).toHaveCount(0);
  return text.trim();
}
