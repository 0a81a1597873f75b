// The one-time code step (issue 24) as a customer does it: the code sent to the masked mobile is
// read from the sandbox outbox (as from the phone) and typed in; then the journey goes on.
import { expect, type Page } from './fixtures.js';

interface OutboxEntry { channel: string; to: string; language: string; text: string; sentAt: string; links: string[] }

/** The newest code texted to the mobile ending in `lastFour` since `since` (ms), in its language. */
export async function codeFromOutbox(page: Page, lastFour: string, since: number): Promise<{ code: string; language: string }> {
  let found: { code: string; language: string } | undefined;
  await expect.poll(async () => {
    const outbox = (await (await page.request.get('/sandbox/outbox.json')).json()) as OutboxEntry[];
    // The newest code's SMS (no link: a policy's or a reminder's SMS has one).
    const sms = outbox.filter((m) => m.channel === 'sms' && m.links.length === 0 && m.to.endsWith(lastFour) && Date.parse(m.sentAt) >= since)
      .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt))[0];
    const code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
    found = code ? { code, language: sms.language } : undefined;
    return found !== undefined;
  }, { timeout: 20_000 }).toBe(true);
  return found!;
}

/**
 * When the page last asked for a code (its newest POST /api/v1/otp, from the browser's resource
 * timing), as epoch ms: the code's SMS is queued by that request and sent by a worker, so it can
 * reach the outbox before the masked number is seen on a loaded machine; the instant the test
 * sees the masked number would be too late. Without a timing entry: the last 30 s.
 */
export async function codeAskedAt(page: Page): Promise<number> {
  const started = await page.evaluate(() => {
    const sends = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.endsWith('/api/v1/otp'));
    const last = sends.at(-1);
    return last ? performance.timeOrigin + last.startTime : undefined;
  });
  return started === undefined ? Date.now() - 30_000 : Math.floor(started) - 200;
}

/** On the code screen: waits for the masked mobile, types the code from the outbox, confirms (the next screen is the caller's to wait for). */
export async function enterCode(page: Page, lang?: 'en' | 'ar'): Promise<void> {
  const sent = page.locator('.one-time-code__sent');
  await expect(sent).toContainText('••••', { timeout: 20_000 });
  const since = await codeAskedAt(page);
  const lastFour = /••••\s*(\d{4})/.exec(await sent.innerText())![1]!;
  const { code, language } = await codeFromOutbox(page, lastFour, since);
  if (lang) expect(language).toBe(lang);
  await page.locator('input[autocomplete="one-time-code"]').fill(code);
  await page.locator('.one-time-code button[type="submit"]').click();
}

/** enterCode, then the quote summary the payment code opens. */
export async function confirmCode(page: Page, lang?: 'en' | 'ar'): Promise<void> {
  await enterCode(page, lang);
  await expect(page.locator('.quote-summary')).toBeVisible({ timeout: 20_000 });
}
