// The first screen the server puts in a route's page (src/server/plugins/first-screen-markup.ts):
// it is what the first paint shows, before the app's code has run, and the app then draws the
// same elements in the same places, in both languages, on a phone and on a desktop.
import type { Page } from '@playwright/test';
import { waitForStartup, watchConsole } from './console.js';
import { expect, test } from './fixtures.js';

interface Box { x: number; y: number; width: number; height: number }
interface FirstPaint { markup: string; appRan: boolean; title: string | null; titleBox: Box | null; headerBox: Box | null; firstRender: string | null }

/** Records, before the page's own code: its markup, and at the first contentful paint what was on the screen. */
async function watchFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const box = (element: Element | null) => {
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const seen: Partial<FirstPaint> = { firstRender: null };
    (window as unknown as { firstPaint: Partial<FirstPaint> }).firstPaint = seen;
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root');
      seen.markup = root?.innerHTML ?? '';
      // The app's first render: the first change of #root's children (React empties it and fills it in one go).
      if (root) new MutationObserver((_, observer) => {
        seen.firstRender = root.innerHTML;
        observer.disconnect();
      }).observe(root, { childList: true });
    });
    // Registered before the page's entry, so it runs before the entry starts the app at this same paint.
    new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      seen.appRan = seen.firstRender !== null;
      seen.title = document.getElementById('journey-title')?.textContent ?? null;
      seen.titleBox = box(document.getElementById('journey-title'));
      seen.headerBox = box(document.querySelector('.site-header'));
    }).observe({ type: 'paint', buffered: true });
  });
}

const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { firstPaint: FirstPaint }).firstPaint);

const CASES = [
  { path: '/motor-insurance/renew-policy', en: 'Renew Policy', ar: 'تجديد الوثيقة' },
  { path: '/motor-insurance/pay-premium', en: 'Pay Premium', ar: 'دفع القسط' },
  { path: '/motor-insurance/request-policy-document', en: 'Request Policy Document', ar: 'طلب مستندات الوثيقة' },
  { path: '/motor-insurance/rop-resubmission', en: 'ROP Resubmission', ar: 'إعادة الإرسال إلى شرطة عُمان السلطانية' },
];

// Each form route in both languages, at both widths: two routes per language and width.
const RUNS = [
  { width: 390, language: 'en', cases: [CASES[0]!, CASES[3]!] },
  { width: 390, language: 'ar', cases: [CASES[1]!, CASES[2]!] },
  { width: 1280, language: 'en', cases: [CASES[1]!, CASES[2]!] },
  { width: 1280, language: 'ar', cases: [CASES[0]!, CASES[3]!] },
] as const;

for (const { width, language, cases } of RUNS) {
  test(`a form route's first paint is the server's header and title, and the app keeps them in place (${language}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await watchFirstPaint(page);
    const console = watchConsole(page);
    for (const { path, ...titles } of cases) {
      await page.goto(`${path}?lang=${language}`);
      await waitForStartup(page);
      await expect(page.locator('form').first()).toBeVisible();
      const painted = await firstPaint(page);
      expect(painted.markup, path).toContain(`<h1 id="journey-title" class="journey__title">${titles[language]}</h1>`);
      // Painted before the app's code drew anything: the title came with the page.
      expect(painted.appRan, path).toBe(false);
      expect(painted.title, path).toBe(titles[language]);
      // The app's first render is the same markup (without the start-up progress bar, done by then).
      expect(painted.firstRender?.replace(/^<div class="progress-bar"[^>]*><\/div>/, ''), path).toBe(painted.markup.replace(/^<div class="progress-bar"[^>]*><\/div>/, ''));
      // And nothing painted first has moved.
      const title = page.locator('#journey-title');
      await expect(title).toHaveText(titles[language]);
      expect(await title.boundingBox(), path).toEqual(painted.titleBox);
      expect(await page.locator('.site-header').boundingBox(), path).toEqual(painted.headerBox);
      const dir = await page.locator('html').getAttribute('dir');
      expect(dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
      if (language === 'ar' && painted.titleBox && painted.headerBox) {
        // Right to left from the first paint: the title starts at the right.
        expect(painted.titleBox.x + painted.titleBox.width).toBeGreaterThan(width / 2);
      }
    }
    console.expectClean();
  });
}

test('the landing page\'s first screen is its header, and an address no journey claims gets none', async ({ page }) => {
  await watchFirstPaint(page);
  // The landing page's view comes with the app.
  await page.goto('/motor-insurance');
  await waitForStartup(page);
  const landing = await firstPaint(page);
  expect(landing.markup).toContain('class="site-header"');
  expect(landing.markup).not.toContain('journey-title');
  // An address no journey claims gets an empty page: the app draws its not-found screen.
  await page.goto('/motor-insurance/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect((await firstPaint(page)).markup).toBe('');
});
