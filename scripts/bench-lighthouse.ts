// Lighthouse 12 (mobile, default simulated throttling) on the pages a customer meets, and the
// studio's first screen, in English and in Arabic, in the Chromium the browser tests use. Pages
// that need navigation state get it the way a customer does (in English), and are then measured by
// a reload in the language measured (react-router keeps that state in history.state; the language
// is the stored choice a customer's language switch makes).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigure {
  page: string;
  url: string;
  /** 0-100 per category. */
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
  /** Opportunities Lighthouse still names (saving in ms), for the report. */
  opportunities: string[];
  /** The element Lighthouse took as the largest contentful paint. */
  lcpElement: string;
  /** Audits below full marks outside performance (accessibility, best practices, SEO). */
  failing: string[];
  /** Performance score of each run the figure is the median of. */
  performanceRuns?: number[];
}

interface PageCase {
  name: string;
  path: string;
  language?: 'en' | 'ar';
  /** Brings the page to the state to measure; then the page is reloaded under Lighthouse. */
  prepare?: (page: Page, base: string) => Promise<void>;
}

const noProgress = (page: Page) => page.waitForFunction(() => !document.querySelector('[role=progressbar]'), { timeout: 30_000 });

/**
 * The sandbox insurer's documented cases back (its API, as the browser tests use it): a policy
 * bought on an earlier run makes the vehicle ours, and its quote the vehicle's active one, so one
 * run would otherwise decide what the next one sees (a paid plate cannot be bought again).
 */
async function resetSandbox(base: string): Promise<void> {
  const response = await fetch(`${base}/sandbox/insurer/_reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`sandbox reset failed: HTTP ${response.status}`);
}

/**
 * Buy Policy as a customer reaches it: the landing page's lead form, whose answer (a real transId)
 * becomes the navigation state. A made-up state made the quote summary log a console error.
 */
async function buyPolicyState(page: Page, base: string): Promise<void> {
  await resetSandbox(base);
  await page.goto(`${base}/motor-insurance`);
  await noProgress(page);
  await (await page.waitForSelector('::-p-aria(Name)'))!.type('Said');
  await (await page.waitForSelector('::-p-aria(Mobile Number)'))!.type('98000008');
  await page.click('input[type=checkbox]');
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Buy Policy' && !b.disabled));
  await page.click('::-p-aria(Buy Policy)');
  await page.waitForFunction(() => location.pathname.endsWith('/buy-policy'), { timeout: 30_000 });
  await noProgress(page);
  await page.waitForSelector('::-p-aria(Get Quote)');
}

async function selectByText(page: Page, label: string, text: string): Promise<void> {
  const select = await page.waitForSelector(`::-p-aria(${label})`);
  const value = await select!.evaluate((el, wanted) => [...(el as HTMLSelectElement).options].find((o) => o.text === wanted)?.value ?? wanted, text);
  await select!.select(value);
}

/** The code screen (the quote summary's first step) reached through Buy Policy typed by hand and a real quote from the sandbox insurer. */
async function codeScreenState(page: Page, base: string): Promise<void> {
  await buyPolicyState(page, base);
  const tabs = await page.$$('::-p-aria([name="Enter Details"][role="tab"])');
  await tabs[0]!.click();
  await (await page.waitForSelector('::-p-aria(Plate Number)'))!.type('2001');
  await selectByText(page, 'Plate Code', 'H');
  await tabs[1]!.click();
  await (await page.waitForSelector('::-p-aria(Full Name)'))!.type('Said Al Maskari');
  await (await page.waitForSelector('::-p-aria(Civil ID / License No)'))!.type('55000008');
  await selectByText(page, 'Select Product', 'Third Party Insurance');
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Get Quote' && !b.disabled));
  await page.click('::-p-aria(Get Quote)');
  await page.waitForFunction(() => location.pathname.endsWith('/get-quote'), { timeout: 30_000 });
  await noProgress(page);
  await page.waitForFunction(() => document.querySelector('.one-time-code__sent')?.textContent?.includes('••••'), { timeout: 30_000 });
}

interface OutboxEntry { channel: string; to: string; text: string; sentAt: string; links: string[] }

const outbox = async (base: string): Promise<OutboxEntry[]> => (await (await fetch(`${base}/sandbox/outbox.json`)).json()) as OutboxEntry[];

/**
 * On the code screen: the code the sandbox SMS provider holds for the masked mobile (as a customer
 * reads it on the phone), typed in and confirmed; waits for `next` (a selector) to show.
 */
async function enterCode(page: Page, base: string, next: string): Promise<void> {
  const since = Date.now() - 60_000;
  const shown = await page.$eval('.one-time-code__sent', (el) => el.textContent ?? '');
  const lastFour = /••••\s*(\d{4})/.exec(shown)?.[1] ?? '';
  let code: string | undefined;
  for (const end = Date.now() + 30_000; !code && Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    const sms = (await outbox(base)).filter((m) => m.channel === 'sms' && m.links.length === 0 && m.to.endsWith(lastFour) && Date.parse(m.sentAt) >= since)
      .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt))[0];
    code = sms ? /\b(\d{6})\b/.exec(sms.text)?.[1] : undefined;
  }
  if (!code) throw new Error(`no code for •••• ${lastFour} in the sandbox outbox`);
  await page.type('input[autocomplete="one-time-code"]', code);
  await page.click('.one-time-code button[type="submit"]');
  await page.waitForSelector(next, { timeout: 30_000 });
}

/** The quote summary itself: the code screen passed (reloaded, the confirmed code takes the customer on to the summary again). */
async function quoteSummaryState(page: Page, base: string): Promise<void> {
  await codeScreenState(page, base);
  await enterCode(page, base, '.quote-summary');
}

/** The summary filled in and paid at the sandbox checkout (card, or `Decline`): the result page, its address carrying the payment's reference. */
async function paidState(page: Page, base: string, action: 'Pay' | 'Decline'): Promise<void> {
  await quoteSummaryState(page, base);
  // A plan, where the partner offers a choice: confirmed with the insurer before the radio shows it checked.
  if (await page.$('.quote-summary input[type=radio]')) {
    await page.click('.quote-summary input[type=radio]');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.quote-summary input[type=radio]')?.checked, { timeout: 30_000 });
  }
  await page.click('#summary-preferences_sameAsMobileNo');
  await page.click('.terms input[type="checkbox"]');
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'PAY PREMIUM' && !b.disabled), { timeout: 30_000 });
  await Promise.all([page.waitForNavigation({ timeout: 30_000 }), page.click('::-p-aria([name="PAY PREMIUM"][role="button"])')]);
  if (action === 'Pay') await (await page.waitForSelector('::-p-aria(Card number)'))!.type('4111 1111 1111 1111');
  await page.click(`::-p-aria([name="${action}"][role="button"])`);
  // The checkout answers on a page of its own (a navigation), then back to the portal.
  const next = await page.waitForSelector('::-p-aria([name="Continue"][role="button"])', { timeout: 30_000 });
  await Promise.all([page.waitForNavigation({ timeout: 30_000 }), next!.click()]);
  await page.waitForFunction((route) => location.pathname.endsWith(route), { timeout: 30_000 }, action === 'Pay' ? '/payment-result' : '/payment-error');
  await noProgress(page);
}

/** Request Policy Document as a customer does it (plate, code and civil ID of a sandbox policy, then the code): the documents page. */
async function documentsState(page: Page, base: string): Promise<void> {
  await resetSandbox(base);
  await page.goto(`${base}/motor-insurance/request-policy-document`);
  await noProgress(page);
  await (await page.waitForSelector('::-p-aria(Plate Number)'))!.type('1006');
  await selectByText(page, 'Plate Code', 'B');
  await (await page.waitForSelector('::-p-aria(Civil ID / License No)'))!.type('12345006');
  await page.click('form button[type="submit"]');
  await page.waitForFunction(() => document.querySelector('.one-time-code__sent')?.textContent?.includes('••••'), { timeout: 30_000 });
  await enterCode(page, base, '.document-list__label');
}

/** Each page once per language (issue 33): the Arabic page is a right-to-left layout with its own font. */
const PAGES_EN: PageCase[] = [
  { name: 'Landing', path: '/motor-insurance' },
  { name: 'Renew Policy', path: '/motor-insurance/renew-policy' },
  { name: 'Pay Premium', path: '/motor-insurance/pay-premium' },
  { name: 'Request Policy Document', path: '/motor-insurance/request-policy-document' },
  { name: 'ROP Resubmission', path: '/motor-insurance/rop-resubmission' },
  { name: 'Buy Policy', path: '/motor-insurance/buy-policy', prepare: buyPolicyState },
  { name: 'Code screen', path: '/motor-insurance/get-quote', prepare: codeScreenState },
  { name: 'Quote summary', path: '/motor-insurance/get-quote', prepare: quoteSummaryState },
  { name: 'Payment successful', path: '/motor-insurance/payment-result', prepare: (page, base) => paidState(page, base, 'Pay') },
  { name: 'Payment unsuccessful', path: '/motor-insurance/payment-error', prepare: (page, base) => paidState(page, base, 'Decline') },
  { name: 'Policy documents', path: '/motor-insurance/policy-document', prepare: documentsState },
  { name: 'Studio', path: '/studio' },
];
export const PAGES: PageCase[] = [
  ...PAGES_EN,
  ...PAGES_EN.map((p): PageCase => ({ ...p, name: `${p.name} (ar)`, language: 'ar' })),
];
/** Names of the customer pages (the studio has a goal of its own). */
export const CUSTOMER_PAGES = PAGES.filter((p) => !p.path.startsWith('/studio')).map((p) => p.name);

interface Audit { numericValue?: number; details?: { overallSavingsMs?: number; items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> }; title: string; score: number | null; scoreDisplayMode?: string }
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}

function figureOf(pageCase: PageCase, url: string, lhr: Lhr): LighthouseFigure {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const opportunities = Object.values(lhr.audits)
    .filter((a) => (a.details?.overallSavingsMs ?? 0) >= 50)
    .map((a) => `${a.title} (${Math.round(a.details!.overallSavingsMs!)} ms)`);
  const failing = (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a): a is Audit => !!a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${category}: ${a.title}`),
  );
  return {
    page: pageCase.name,
    url,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as LighthouseFigure['scores'],
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    transferKiB: Math.round(audit('total-byte-weight') / 102.4) / 10,
    opportunities,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    failing,
  };
}

async function runOnce(pageCase: PageCase, base: string, chromePath: string): Promise<LighthouseFigure> {
  const browser = await puppeteer.launch({ executablePath: chromePath, args: CHROME_FLAGS, headless: true });
  try {
    const page = await browser.newPage();
    const url = base + pageCase.path + (pageCase.language === 'ar' && !pageCase.prepare ? '?lang=ar' : '');
    const flow = await startFlow(page, { flags: { onlyCategories: [...CATEGORIES] } });
    if (pageCase.prepare) {
      await pageCase.prepare(page, base);
      // The choice as the language switch stores it (src/client/lib/i18n.ts): local storage and its cookie.
      if (pageCase.language === 'ar') await page.evaluate(() => {
        localStorage.setItem('language', 'ar');
        document.cookie = 'language=ar; path=/; max-age=31536000; samesite=lax';
      });
      await flow.navigate(async () => {
        // A cold load like the other pages: only history.state (the navigation state) survives.
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await page.reload();
      }, { name: pageCase.name });
    } else {
      await flow.navigate(url, { name: pageCase.name });
    }
    const result = await flow.createFlowResult();
    const lhr = result.steps[0]!.lhr as unknown as Lhr;
    // BENCH_LHR_DIR keeps each run's whole report (JSON), to read what a figure hides.
    if (process.env.BENCH_LHR_DIR) writeFileSync(path.join(process.env.BENCH_LHR_DIR, `${pageCase.name.replace(/\W+/g, '-')}-${Date.now()}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    return figureOf(pageCase, url, lhr);
  } finally {
    await browser.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The median of the runs, metric by metric (with two runs, their mean): one lucky run on a shared
 * machine says little. Texts (LCP element, opportunities) come from the slower run. A run that
 * fails (Lighthouse now and then does) is left out.
 */
export function medianFigure(runs: LighthouseFigure[]): LighthouseFigure {
  const slower = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[0]!;
  const of = (pick: (f: LighthouseFigure) => number, digits = 0) => Math.round(median(runs.map(pick)) * 10 ** digits) / 10 ** digits;
  return {
    ...slower,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, of((f) => f.scores[c])])) as LighthouseFigure['scores'],
    fcpMs: of((f) => f.fcpMs),
    lcpMs: of((f) => f.lcpMs),
    tbtMs: of((f) => f.tbtMs),
    cls: of((f) => f.cls, 3),
    transferKiB: of((f) => f.transferKiB, 1),
    performanceRuns: runs.map((f) => f.scores.performance),
  };
}

// BENCH_PAGES="Renew Policy (ar),Studio" measures only the pages whose name is one of these (exactly).
const ONLY_PAGES = (process.env.BENCH_PAGES ?? '').split(',').map((w) => w.trim()).filter(Boolean);

export async function lighthouseFigures(base: string, chromePath: string, runs = 2): Promise<LighthouseFigure[]> {
  const figures: LighthouseFigure[] = [];
  for (const pageCase of PAGES.filter((p) => !ONLY_PAGES.length || ONLY_PAGES.includes(p.name))) {
    const done: LighthouseFigure[] = [];
    for (let run = 0; run < runs; run += 1) {
      try {
        done.push(await runOnce(pageCase, base, chromePath));
      } catch (error) {
        console.warn(`lighthouse ${pageCase.name}, run ${run + 1}: ${(error as Error).message}`);
      }
    }
    const figure = done.length ? medianFigure(done) : undefined;
    if (figure) figures.push(figure);
    console.log(figure ? `lighthouse ${pageCase.name}: ${JSON.stringify(figure.scores)} runs ${figure.performanceRuns?.join(', ')} FCP ${figure.fcpMs} ms LCP ${figure.lcpMs} ms` : `lighthouse ${pageCase.name}: no run succeeded`);
  }
  return figures;
}
