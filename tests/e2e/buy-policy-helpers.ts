import { expect, type Locator, type Page } from './fixtures.js';
import { fileURLToPath } from 'node:url';
import { waitForStartup } from './console.js';

export const cards = (name: string) => fileURLToPath(new URL(`../fixtures/cards/${name}`, import.meta.url));

export interface BuyState {
  mobileNumber: string;
  name?: string;
  transId: string;
}

/**
 * Opens Buy Policy as the landing page does: with its navigation state (react-router keeps it
 * in history.state.usr, which a reload preserves).
 */
export async function openBuyPolicy(page: Page, state: BuyState = { mobileNumber: '98000008', name: 'Said', transId: 'e2e-buy' }, base = '') {
  await page.goto(`${base}/motor-insurance`);
  await waitForStartup(page);
  await page.evaluate((usr) => history.replaceState({ usr, key: 'e2e', idx: 0 }, '', '/motor-insurance/buy-policy'), state);
  await page.reload();
  await waitForStartup(page);
  await expect(page.getByRole('button', { name: /get quote|احصل على عرض السعر/i })).toBeVisible();
}

/** A card section: the fieldset named by its legend (Mulkiya, Driving License). */
export const section = (page: Page, name: string | RegExp): Locator => page.getByRole('group', { name });

export async function typeMulkiya(page: Page, plate: string, code: string) {
  const mulkiya = section(page, 'Mulkiya');
  await mulkiya.getByRole('tab', { name: 'Enter Details' }).click();
  await page.getByLabel('Plate Number').fill(plate);
  await page.getByLabel('Plate Code').selectOption(code);
}

export async function typeLicence(page: Page, name: string, licence: string) {
  const licenceSection = section(page, 'Driving License');
  await licenceSection.getByRole('tab', { name: 'Enter Details' }).click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Civil ID / License No').fill(licence);
}

export async function uploadCard(page: Page, sectionName: string, card: string) {
  const group = section(page, sectionName);
  await group.getByRole('tab', { name: /upload|رفع/i }).click();
  await group.locator('input[type=file]').setInputFiles([cards(`${card}-front.png`), cards(`${card}-back.png`)]);
  await group.getByRole('button', { name: /^(upload|رفع)$/i }).click();
}

export const getQuote = (page: Page) => page.getByRole('button', { name: 'Get Quote' });
