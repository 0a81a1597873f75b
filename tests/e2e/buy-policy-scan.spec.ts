import { expect, test } from './fixtures.js';
import { cards, openBuyPolicy, section } from './buy-policy-helpers.js';
import { resetSandboxBeforeEach } from './sandbox.js';
import { chromiumArgs, chromiumPath } from './browser.js';

resetSandboxBeforeEach();

// Chromium's fake camera shows the Mulkiya's back (docs/sandbox-ocr.md): a browser of its own.
test.use({
  launchOptions: {
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: [...chromiumArgs, `--use-file-for-fake-video-capture=${cards('mulkiya-2001-h.mjpeg')}`],
  },
});

test('a webcam scan of the Mulkiya: two captures close the camera, Upload reads and fills the plate', async ({ page }) => {
  await openBuyPolicy(page);
  const mulkiya = section(page, 'Mulkiya');
  await mulkiya.getByRole('tab', { name: 'Scan' }).click();
  await mulkiya.getByRole('button', { name: 'Open camera' }).click();
  await expect(mulkiya.getByLabel('Camera preview')).toBeVisible();
  await expect(mulkiya.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);
  await mulkiya.getByRole('button', { name: 'Capture image 1 of 2' }).click();
  await mulkiya.getByRole('button', { name: 'Capture image 2 of 2' }).click();
  await expect(mulkiya.getByLabel('Camera preview')).toHaveCount(0);
  await mulkiya.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Mulkiya details extracted successfully!')).toBeVisible();
  await expect(mulkiya.getByRole('tab', { name: 'Mulkiya Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Plate Number')).toHaveValue('2001');
  await expect(page.getByLabel('Plate Code')).toHaveValue('H');
});
