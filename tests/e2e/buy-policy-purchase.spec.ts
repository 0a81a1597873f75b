import { expect, test } from '@playwright/test';
import { waitForStartup } from './console.js';
import { getQuote, uploadCard } from './buy-policy-helpers.js';
import { resetSandboxBeforeEach } from './sandbox.js';

resetSandboxBeforeEach();

// The whole new-business path of issue 6 "Done when": landing -> buy (sample cards) -> summary
// (issue 5) -> sandbox checkout -> success page with a new policy number.
test('a new customer buys a policy from the landing page to the success page', async ({ page }) => {
  await page.goto('/motor-insurance');
  await waitForStartup(page);
  await page.getByLabel('Name').first().fill('Said Al Maskari');
  await page.getByLabel('Mobile Number').first().fill('98000008');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Buy Policy' }).first().click();
  await expect(page).toHaveURL(/\/motor-insurance\/buy-policy$/);

  await uploadCard(page, 'Mulkiya', 'mulkiya-2001-h');
  await expect(page.getByLabel('Plate Number')).toHaveValue('2001');
  await uploadCard(page, 'Driving License', 'licence-55000008');
  await expect(page.getByLabel('Civil ID / License No')).toHaveValue('55000008');
  await page.getByLabel('Select Product').selectOption({ label: 'Comprehensive Insurance' });
  await page.getByLabel('Vehicle Value (OMR)').fill('8000');
  await getQuote(page).click();

  await expect(page).toHaveURL(/\/motor-insurance\/get-quote$/);
  // Summary (spec section 2): a plan, WhatsApp "Same as Mobile No", terms, PAY PREMIUM.
  // The radio's name carries its price ("... (PAB) OMR 234.150"); the default partner offers the choice.
  const plan = page.getByRole('radio', { name: /^Basic \+ Medex \+ Driver \+ Family \(PAB\) OMR/ });
  await plan.check();
  await expect(page.locator('[data-field="plan"] dd')).toHaveText('Basic + Medex + Driver + Family (PAB)');
  await page.getByLabel('Same as Mobile No').check();
  await page.getByRole('checkbox', { name: /terms|privacy/i }).check();
  await page.getByRole('button', { name: 'PAY PREMIUM' }).click();

  // Sandbox checkout (src/sandbox/pay): pay with the default test card.
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: /^pay/i }).click();

  await expect(page).toHaveURL(/\/motor-insurance\/payment-(result|successful)\?br=/);
  await expect(page.getByText('Your premium payment is successful.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/P\/10\/0501\/\d{4}\/\d{6}/)).toBeVisible();
});
