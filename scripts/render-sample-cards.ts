// Renders the sample cards of tests/fixtures/cards/cards.json with Chromium:
//   <id>-front.png, <id>-back.png   what a person uploads (the widget takes exactly 2 files)
//   <id>.y4m                        the back as a 640x480 frame for --use-file-for-fake-video-capture
//   <id>-webcam.jpg                 a frame captured from that fake webcam, as a browser would send it
//   blank.png                       a picture with nothing on it (the simulators answer 400)
// Usage: tsx scripts/render-sample-cards.ts [card id ...]
import { writeFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { decodePngRgba } from '../src/sandbox/ocr/png.js';
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

/** The back on a dark desk, letterboxed into one webcam frame. */
async function webcamFrame(browser: Browser, backPng: Buffer): Promise<Buffer> {
  const page = await browser.newPage({ viewport: FRAME, deviceScaleFactor: 1 });
  await page.setContent(`<body style="margin:0;background:#3a3f44;display:grid;place-items:center;height:100vh">
    <img src="data:image/png;base64,${backPng.toString('base64')}" style="width:600px"></body>`);
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

/** One-frame YUV4MPEG2 (4:2:0, BT.601 full range as C420jpeg says); Chromium loops it. */
function toY4m(png: Buffer): Buffer {
  const { width, height, rgba } = decodePngRgba(png);
  const y = Buffer.alloc(width * height);
  const [cw, ch] = [width >> 1, height >> 1];
  const u = Buffer.alloc(cw * ch);
  const v = Buffer.alloc(cw * ch);
  const px = (i: number) => [rgba[i * 4]!, rgba[i * 4 + 1]!, rgba[i * 4 + 2]!] as const;
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = px(i);
    y[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  for (let cy = 0; cy < ch; cy++) {
    for (let cx = 0; cx < cw; cx++) {
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
        const [pr, pg, pb] = px((cy * 2 + dy) * width + cx * 2 + dx);
        [r, g, b] = [r + pr / 4, g + pg / 4, b + pb / 4];
      }
      u[cy * cw + cx] = Math.max(0, Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)));
      v[cy * cw + cx] = Math.max(0, Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)));
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`, 'latin1');
  return Buffer.concat([header, y, u, v]);
}

/** Opens the fake webcam fed with the card's .y4m and saves one frame as the browser's JPEG. */
async function captureFromFakeWebcam(card: SampleCard): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath: EXECUTABLE,
    args: [...BASE_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${cardFile(card.id, '.y4m')}`],
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
      writeFileSync(cardFile(card.id, '.y4m'), toY4m(await webcamFrame(browser, back)));
      console.log(`rendered ${card.id}`);
    }
  } finally {
    await browser.close();
  }
  for (const card of cards) writeFileSync(cardFile(card.id, '-webcam.jpg'), await captureFromFakeWebcam(card));
  console.log(`captured ${cards.length} fake-webcam frames into ${CARDS_DIR}`);
}

await main();
