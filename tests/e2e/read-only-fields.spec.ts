// Issue 12: fields a card read filled and locked look read-only and say so (aria-readonly), in both languages.
import { expect, test } from './fixtures.js';
import { describeViolations, seriousViolations } from './axe.js';
import { openBuyPolicy, uploadCard } from './buy-policy-helpers.js';
import { LANGS, shoot } from './trips-helpers.js';

for (const lang of LANGS) {
  test(`${lang}: a card read locks its fields visibly and for assistive technology`, async ({ page }) => {
    await openBuyPolicy(page);
    const editable = page.locator('input.input:not([readonly])').first();
    const editableBorder = await editable.evaluate((el) => getComputedStyle(el).borderStyle);
    await uploadCard(page, 'Mulkiya', 'mulkiya-2001-h');
    await expect(page.getByText('Mulkiya details extracted successfully!')).toBeVisible();
    if (lang === 'ar') await page.getByRole('button', { name: 'العربية' }).click();
    const plate = page.getByLabel(lang === 'ar' ? 'رقم اللوحة' : 'Plate Number');
    const code = page.getByLabel(lang === 'ar' ? 'رمز اللوحة' : 'Plate Code');
    await expect(plate).toHaveAttribute('aria-readonly', 'true');
    await expect(code).toHaveAttribute('aria-readonly', 'true');
    for (const locked of [plate, code]) {
      const style = await locked.evaluate((el) => ({ border: getComputedStyle(el).borderStyle, background: getComputedStyle(el).backgroundColor }));
      expect(style.border).toBe('dashed');
      expect(style.border).not.toBe(editableBorder);
      expect(style.background).toBe('rgb(238, 241, 244)');
    }
    await shoot(page, 'buy-policy-locked', lang);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
  });
}
