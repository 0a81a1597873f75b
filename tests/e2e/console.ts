import { expect, type Page } from './fixtures.js';

/** Collects console errors and uncaught exceptions of a page, to assert that a screen rendered cleanly. */
export function watchConsole(page: Page): { errors: string[]; expectClean(): void } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    expectClean: () => expect(errors, `console errors:\n${errors.join('\n')}`).toEqual([]),
  };
}

/** Start-up is over once the thin progress bar is gone. */
export async function waitForStartup(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}
