// Arabic in the sandbox's PDFs: an embedded Noto Naskh Arabic (npm @expo-google-fonts/noto-naskh-arabic)
// shaped by pdfkit through fontkit (contextual forms, lam-alef), plus the bidi step pdfkit lacks:
// runs are laid out by us in visual order, each run drawn on its own in its own font.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const require = createRequire(import.meta.url);

let fontBytes: Buffer | undefined;
/** The TTF bytes, read once. */
export function arabicFontBytes(): Buffer {
  fontBytes ??= readFileSync(require.resolve('@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf'));
  return fontBytes;
}

export interface Run {
  text: string;
  rtl: boolean;
}

/**
 * Word-level bidi of one line (enough for names, numbers and short labels): words with Arabic
 * letters are right-to-left, consecutive other words form one left-to-right run. A line that
 * starts with Arabic is right-to-left, so its runs are returned in visual (left-to-right) order.
 */
export function visualRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const rtl = ARABIC.test(word);
    const last = runs[runs.length - 1];
    if (last && !last.rtl && !rtl) last.text += ` ${word}`;
    else runs.push({ text: word, rtl });
  }
  const firstStrong = runs.find((run) => run.rtl || /[A-Za-z]/.test(run.text));
  return firstStrong?.rtl ? runs.reverse() : runs;
}

export const hasArabic = (text: string): boolean => ARABIC.test(text);

export interface Fonts {
  latin: string;
  arabic: string;
}

/** Draws one line starting at x (its left edge), whichever its direction; returns its width. */
export function drawLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number, fonts: Fonts): number {
  if (!hasArabic(text)) {
    doc.font(fonts.latin).fontSize(size).text(text, x, y, { lineBreak: false });
    return doc.widthOfString(text);
  }
  let at = x;
  for (const run of visualRuns(text)) {
    doc.font(run.rtl ? fonts.arabic : fonts.latin).fontSize(size);
    // The Arabic font sits higher on its baseline than Helvetica at the same size.
    doc.text(run.text, at, run.rtl ? y - size * 0.35 : y, { lineBreak: false });
    at += doc.widthOfString(run.text);
    doc.font(fonts.latin).fontSize(size);
    at += doc.widthOfString(' ');
  }
  return at - x;
}
