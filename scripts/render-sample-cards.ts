// Renders the sample cards of tests/fixtures/cards/cards.json with Chromium:
//   <id>-front.png, <id>-back.png   what a person uploads (the widget takes exactly 2 files)
//   <id>.mjpeg                      the back as a 640x480 frame for --use-file-for-fake-video-capture
//   <id>-webcam.jpg                 a frame captured from that fake webcam, as a browser would send it
//   blank.png                       a picture with nothing on it (the simulators answer 400)
// Usage: tsx scripts/render-sample-cards.ts [card id ...]
import { writeFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { CARDS_DIR, cardFile, loadCards, type SampleCard } from '../tests/fixtures/cards/cards.js';
import { backHtml, blankHtml, frontHtml } from './sample-card-html.js';

const EXECUTABLE = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run'];
const FRAME = { width: 640, height: 480 };

async function screenshotCard(browser: Browser, html: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 900, height: 600 }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.locator('.card').screenshot({ type: 'png', animations: 'disabled' });
  await page.close();
  return png;
}

/**
 * The back on a dark desk, letterboxed into one webcam frame, as a one-frame MJPEG file
 * (a plain baseline JPEG: Chromium's fake camera loops it; a .y4m would be 13 times larger).
 */
async function webcamFrame(browser: Browser, backPng: Buffer): Promise<Buffer> {
  const page = await browser.newPage({ viewport: FRAME, deviceScaleFactor: 1 });
  await page.setContent(`<body style="margin:0;background:#3a3f44;display:grid;place-items:center;height:100vh">
    <img src="data:image/png;base64,${backPng.toString('base64')}" style="width:600px"></body>`);
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  const jpeg = await page.screenshot({ type: 'jpeg', quality: 90 });
  await page.close();
  return jpeg;
}

/** Opens the fake webcam fed with the card's .mjpeg and saves one frame as the browser's JPEG. */
async function captureFromFakeWebcam(card: SampleCard): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath: EXECUTABLE,
    args: [...BASE_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${cardFile(card.id, '.mjpeg')}`],
  });
  try {
    const page = await browser.newPage();
    // getUserMedia needs a secure context; http://localhost is one, served here without a server.
    await page.route('http://localhost/capture', (route) => route.fulfill({ contentType: 'text/html', body: '<video muted playsinline></video>' }));
    await page.goto('http://localhost/capture');
    const base64 = await page.evaluate(async () => {
      const video = document.querySelector('video')!;
      video.srcObject = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 } });
      await video.play();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [video.videoWidth, video.videoHeight];
      canvas.getContext('2d')!.drawImage(video, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.85));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    });
    return Buffer.from(base64, 'base64');
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const only = new Set(process.argv.slice(2));
  const cards = loadCards().filter((card) => only.size === 0 || only.has(card.id));
  const browser = await chromium.launch({ executablePath: EXECUTABLE, args: BASE_ARGS });
  try {
    if (only.size === 0) writeFileSync(`${CARDS_DIR}blank.png`, await screenshotCard(browser, blankHtml()));
    for (const card of cards) {
      writeFileSync(cardFile(card.id, '-front.png'), await screenshotCard(browser, frontHtml(card)));
      const back = await screenshotCard(browser, backHtml(card));
      writeFileSync(cardFile(card.id, '-back.png'), back);
      writeFileSync(cardFile(card.id, '.mjpeg'), await webcamFrame(browser, back));
      console.log(`rendered ${card.id}`);
    }
  } finally {
    await browser.close();
  }
  for (const card of cards) writeFileSync(cardFile(card.id, '-webcam.jpg'), await captureFromFakeWebcam(card));
  console.log(`captured ${cards.length} fake-webcam frames into ${CARDS_DIR}`);
}

await main();
