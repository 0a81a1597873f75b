import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { messageDate } from './clock.js';
import { arabicFontBytes, drawLine, type Fonts } from './pdf-font.js';
import { payments, policies, type PolicyRow } from './db-schema.js';
import { omr, planById, ratedOnValue, type InsurerPlans, type Premium } from './rating.js';
import { premiumFor } from './quote-xml.js';
import { customerByCivilId, vehicleById, type Db } from './records.js';

export const DOCUMENT_KINDS = [
  { label: 'Policy Schedule', onlyWithMedex: false },
  { label: 'Premium Debit Note', onlyWithMedex: false },
  { label: 'Receipt', onlyWithMedex: false },
  { label: 'Proposal Form', onlyWithMedex: false },
  { label: 'Critical Illness Document', onlyWithMedex: true },
] as const;

const FONTS: Fonts = { latin: 'Helvetica', arabic: 'arabic' };
const BOLD = 'Helvetica-Bold';

interface Pen {
  doc: PDFKit.PDFDocument;
  /** Distance from the top of the page, in points. */
  y: number;
}

function line(pen: Pen, label: string, value = '', size = 10): void {
  pen.doc.font(value ? BOLD : FONTS.latin).fontSize(size).text(label, 50, pen.y, { lineBreak: false });
  // A value may be an Arabic name: drawn shaped and in right-to-left order.
  if (value) drawLine(pen.doc, value, 230, pen.y, size, FONTS);
  pen.y += size + 6;
}

function heading(pen: Pen, title: string): void {
  pen.y += 8;
  pen.doc.font(BOLD).fontSize(12).fillColor('#1a4080').text(title, 50, pen.y, { lineBreak: false }).fillColor('black');
  pen.y += 18;
}

function toBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}

/** The PDF of one document number, or undefined when no policy has it. */
export async function renderPolicyDocument(db: Db, table: InsurerPlans, documentNumber: number): Promise<Uint8Array | undefined> {
  const kind = DOCUMENT_KINDS[(documentNumber % 10) - 1];
  const [policy] = await db.orm.select().from(policies).where(eq(policies.docSerial, Math.floor(documentNumber / 10)));
  if (!kind || !policy) return undefined;
  return renderDocument(db, table, policy, kind.label, documentNumber);
}

async function renderDocument(db: Db, table: InsurerPlans, policy: PolicyRow, label: string, documentNumber: number): Promise<Uint8Array> {
  const vehicle = await vehicleById(db, policy.vehicleId);
  const customer = await customerByCivilId(db, policy.civilId);
  const plan = planById(table, policy.planId);
  const premium: Premium = premiumFor(table, vehicle, policy);
  const [payment] = await db.orm.select().from(payments).where(eq(payments.policyNo, policy.policyNo));

  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: `${label} ${policy.policyNo}`, Author: 'Sandbox insurer' } });
  doc.registerFont(FONTS.arabic, arabicFontBytes());
  const pen: Pen = { doc, y: 36 };
  doc.font(BOLD).fontSize(20).text(label, 50, pen.y, { lineBreak: false });
  pen.y += 26;
  line(pen, `Sandbox insurer - test document ${documentNumber}, not a contract of insurance`, '', 9);

  heading(pen, 'Policy');
  line(pen, 'Policy No', policy.policyNo);
  line(pen, 'Quote No', policy.quoteNo || '-');
  line(pen, 'Product', `${policy.product} ${table.products.get(policy.product)?.name ?? ''}`);
  line(pen, 'Plan', `${policy.planId} ${plan?.name ?? ''}`);
  line(pen, 'Cover from', messageDate(policy.coverFrom));
  line(pen, 'Cover to', messageDate(policy.coverTo));

  heading(pen, 'Insured');
  line(pen, 'Name', customer.name);
  line(pen, 'Civil ID', customer.civilId);
  line(pen, 'Mobile', customer.mobileNo);

  heading(pen, 'Vehicle');
  line(pen, 'Make / model / year', `${vehicle.make} ${vehicle.model} ${vehicle.modelYear}`);
  line(pen, 'Plate', `${vehicle.plateNo} ${vehicle.plateCode}`);
  line(pen, 'Chassis No', vehicle.chassisNo);
  line(pen, 'Body / usage', `${vehicle.bodyType} / ${vehicle.usageType}`);
  if (ratedOnValue(table, policy.product)) line(pen, 'Sum insured (OMR)', omr(policy.vehicleValueBaiza));

  heading(pen, 'Cover items');
  for (const item of premium.coverItems) line(pen, `- ${item}`);

  heading(pen, 'Premium (OMR)');
  line(pen, 'Basic premium', omr(premium.basicBaiza));
  for (const addOn of premium.addOns) line(pen, addOn.label, omr(addOn.baiza));
  line(pen, 'Net premium', omr(premium.netBaiza));
  line(pen, `VAT ${table.vatPercent}%`, omr(premium.vatBaiza));
  line(pen, 'Total premium', omr(premium.totalBaiza));

  if (label === 'Receipt') {
    heading(pen, 'Payment received');
    line(pen, 'Amount (OMR)', omr(payment?.amountBaiza ?? premium.totalBaiza));
    line(pen, 'Payment reference', payment?.paymentRef ?? 'paid at branch');
  } else if (label === 'Premium Debit Note') {
    heading(pen, 'Amount due');
    line(pen, 'Debit (OMR)', omr(premium.totalBaiza));
  } else if (label === 'Proposal Form') {
    heading(pen, 'Declaration');
    line(pen, 'The proposer declares the above particulars true and complete.');
  } else if (label === 'Critical Illness Document') {
    heading(pen, 'Critical illness benefit (Medex)');
    line(pen, 'Medical expenses of the driver and passengers after an accident, up to OMR 2,000.000.');
  }
  return toBytes(doc);
}
