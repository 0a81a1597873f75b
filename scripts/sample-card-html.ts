// HTML of the sample cards: a front that looks like an Oman Mulkiya or driving licence (English
// and Arabic, marked as a sandbox specimen), and a back that carries the machine-readable strip.
import { encodePayload } from '../src/sandbox/ocr/card-payload.js';
import { encodeStrip } from '../src/sandbox/ocr/strip-code.js';
import { payloadOf, type SampleCard } from '../tests/fixtures/cards/cards.js';

/** ID-1 card proportions (85.6 x 54 mm) at 10 px per mm. */
export const CARD_WIDTH = 856;
export const CARD_HEIGHT = 540;
/** Wide modules and tall lines: the strip must survive a 640-pixel webcam frame and JPEG. */
const MODULE_PX = 10;
const LINE_PX = 36;

const esc = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const STYLE = `
  * { box-sizing: border-box; margin: 0; }
  body { background: #fff; padding: 20px; font-family: 'DejaVu Sans', sans-serif; }
  .card { width: ${CARD_WIDTH}px; height: ${CARD_HEIGHT}px; border-radius: 28px; position: relative; overflow: hidden;
    padding: 28px 36px; color: #1d2a33; border: 2px solid #9bb3a8; }
  /* Flat tints: gradients made every PNG five times larger for no reading benefit. */
  .mulkiya { background: #dcebe1; }
  .licence { background: #dde5f4; }
  .fault { background: #f3e1d9; }
  .head { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid #b0191e; padding-bottom: 10px; }
  .head .en { font-size: 20px; font-weight: bold; line-height: 1.3; }
  .head .ar { font-family: 'Noto Naskh Arabic', serif; font-size: 24px; font-weight: bold; direction: rtl; text-align: right; line-height: 1.25; }
  .emblem { width: 64px; height: 64px; border-radius: 50%; border: 4px solid #b0191e; display: grid; place-items: center;
    font-weight: bold; color: #b0191e; font-size: 13px; background: #fff; }
  table { width: 100%; border-collapse: collapse; margin-top: 14px; font-size: 19px; }
  td { padding: 6px 4px; vertical-align: baseline; }
  td.label { color: #4b5d68; width: 30%; }
  td.value { font-weight: bold; font-size: 22px; letter-spacing: 0.5px; }
  td.ar { font-family: 'Noto Naskh Arabic', serif; direction: rtl; text-align: right; color: #4b5d68; width: 26%; }
  .specimen { position: absolute; right: 36px; bottom: 22px; transform: rotate(-6deg); font-size: 24px; font-weight: bold;
    color: rgba(176, 25, 30, 0.28); letter-spacing: 4px; white-space: nowrap; }
  .back { background: #fff; }
  .back .note { font-size: 17px; color: #4b5d68; margin: 12px 0 18px; }
  .strip { display: block; margin: 0 auto; }
`;

function page(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}</style></head><body>${body}</body></html>`;
}

const row = (label: string, value: string, arabic: string): string =>
  `<tr><td class="label">${esc(label)}</td><td class="value">${esc(value)}</td><td class="ar">${esc(arabic)}</td></tr>`;

function header(kind: SampleCard['kind']): string {
  const [en, ar] =
    kind === 'mulkiya' ? ['Vehicle Registration Card', 'بطاقة ملكية مركبة']
    : kind === 'licence' ? ['Driving Licence', 'رخصة قيادة']
    : ['Sandbox OCR fault card', 'بطاقة عطل للاختبار'];
  return `<div class="head"><div class="en">Sultanate of Oman<br>Royal Oman Police<br>${esc(en)}</div>
    <div class="emblem">ROP</div>
    <div class="ar">سلطنة عُمان<br>شرطة عُمان السلطانية<br>${esc(ar)}</div></div>`;
}

const SPECIMEN = '<div class="specimen">SANDBOX SPECIMEN · نموذج</div>';

export function frontHtml(card: SampleCard): string {
  let rows: string;
  if (card.kind === 'mulkiya') {
    const f = card.fields;
    rows = row('Plate No.', f.plateNumber, 'رقم اللوحة') + row('Plate Code', f.plateCode, 'رمز اللوحة')
      + row('Owner', card.front.ownerEn, 'المالك') + `<tr><td></td><td class="ar" colspan="2" style="text-align:left">${esc(card.front.ownerAr)}</td></tr>`
      + row('Make / Model', `${card.front.make} ${card.front.model}`, 'الصنع / الطراز')
      + row('Chassis No.', f.chassis || '—', 'رقم الشاصي') + row('Expiry', card.front.expiry, 'تاريخ الانتهاء');
  } else if (card.kind === 'licence') {
    const f = card.fields;
    rows = row('Name', f.name, 'الاسم') + `<tr><td></td><td class="ar" colspan="2" style="text-align:left">${esc(card.front.nameAr)}</td></tr>`
      + row('Licence No.', f.licenceNumber, 'رقم الرخصة') + row('Date of birth', card.front.birthDate, 'تاريخ الميلاد')
      + row('Class', 'Light vehicle', 'مركبة خفيفة') + row('Expiry', card.front.expiry, 'تاريخ الانتهاء');
  } else {
    rows = row('Simulated answer', `HTTP ${card.fields.status}`, 'استجابة محاكاة');
  }
  return page(`<div class="card ${card.kind}">${header(card.kind)}<table>${rows}</table>${SPECIMEN}</div>`);
}

export function backHtml(card: SampleCard): string {
  const lines = encodeStrip(encodePayload(payloadOf(card)));
  const width = lines[0]!.length * MODULE_PX;
  const rects = lines.flatMap((modules, y) => {
    const out: string[] = [];
    for (let x = 0; x < modules.length;) {
      if (!modules[x]) { x++; continue; }
      const start = x;
      while (modules[x]) x++;
      out.push(`<rect x="${start * MODULE_PX}" y="${y * LINE_PX}" width="${(x - start) * MODULE_PX}" height="${LINE_PX}"/>`);
    }
    return out;
  });
  const svg = `<svg class="strip" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${lines.length * LINE_PX}"
    shape-rendering="crispEdges" fill="#000">${rects.join('')}</svg>`;
  return page(`<div class="card ${card.kind} back">${header(card.kind)}
    <p class="note">Machine-readable strip for the sandbox OCR (${esc(card.id)}) · شريط للقراءة الآلية</p>${svg}</div>`);
}

/** A card-sized picture with nothing on it: the simulators answer 400 (blank). */
export function blankHtml(): string {
  return page(`<div class="card" style="border:none;border-radius:0;background:#fff"></div>`);
}
