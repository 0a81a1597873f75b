// `npm run partner:new "Al Noor Motors" --src-bus-id ANM`: the onboarding kit of a new partner. Writes
// partners/<id>.json with every field of the partner meta-schema present and explained (a
// `$comment` note per field, taken from the meta-schema), a placeholder logo with the partner's
// initials, and the partner's name as a text override; then runs the checker, whose findings are
// exactly what is left to fill (origins, helpline, links...): the fields a person must decide
// are written empty, so that the checker names each with its fix. The insurer's source business
// id is asked for up front (--src-bus-id): without its own, the partner's sales would be booked
// as the insurer's own site's.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkConfigTree, formatConfigIssues } from '../src/config/index.js';
import { knownPartners, PARTNER_ID_PATTERN, srcBusIdProblem, type SrcBusIdProblem } from '../src/config/partner-ids.js';
import type { ConfigIssue } from '../src/config/types.js';

export class PartnerNewError extends Error {}

/** "Al Noor Motors" -> "al-noor-motors" (the partner id and file name). */
export function partnerIdFor(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** "Al Noor Motors" -> "AN": the first letters of the first two words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((word) => [...word][0]?.toUpperCase() ?? '').join('') || '?';
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function placeholderLogo(name: string): string {
  // 65 px high like every logo in the logo bar; a neutral grey until the partner's own arrives.
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="65" height="65" viewBox="0 0 65 65" role="img" aria-label="${escapeXml(name)}">`,
    '  <rect width="65" height="65" rx="12" fill="#52606d"/>',
    `  <text x="32.5" y="33" text-anchor="middle" dominant-baseline="central" font-family="system-ui, sans-serif" font-size="26" font-weight="700" fill="#ffffff">${escapeXml(initialsOf(name))}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

type Schema = { description?: string; properties?: Record<string, Schema>; items?: Schema };

/** The meta-schema's description of every field of `value`, by JSON pointer. */
function notesFor(value: unknown, schema: Schema | undefined, pointer = ''): Record<string, string> {
  const notes: Record<string, string> = {};
  if (pointer && schema?.description) notes[pointer] = schema.description;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$schema' || key === '$comment') continue;
      Object.assign(notes, notesFor(child, schema?.properties?.[key], `${pointer}/${key}`));
    }
  }
  return notes;
}

/** Fields the partner may leave out: their notes say so, since the file gives them empty. */
const OPTIONAL_TO_FILL = ['/contact/whatsapp', '/contact/email'];

export interface NewPartner {
  id: string;
  files: string[];
  /** What the checker says of the new file: what is left to fill. */
  leftToFill: ConfigIssue[];
}

const USAGE = 'npm run partner:new "Al Noor Motors" --src-bus-id ANM';

/** Why the source business id cannot be the new partner's, in the words a person acts on. */
function srcBusIdRefusal(problem: SrcBusIdProblem): string {
  const what = 'the source business id the insurer books this channel\'s sales under';
  switch (problem.kind) {
    case 'missing': return `Give ${what}, with --src-bus-id (ask the insurer for it): ${USAGE}`;
    case 'format': return 'The source business id (--src-bus-id) is capital letters and digits only, up to 10, e.g. ANM.';
    case 'own': return `${problem.code} is the insurer's own site's source business id: the insurer could not tell this partner's sales from its own. Give ${what} with --src-bus-id.`;
    case 'taken': return `${problem.code} is already the source business id of ${problem.partner}: the insurer could not tell the two channels' sales apart. Give ${what} with --src-bus-id.`;
  }
}

async function partnersIn(root: string): Promise<Record<string, unknown>> {
  const dir = path.join(root, 'partners');
  const names = existsSync(dir) ? (await readdir(dir)).filter((name) => name.endsWith('.json')) : [];
  const entries = await Promise.all(names.map(async (name) => {
    try {
      return [`partners/${name}`, JSON.parse(await readFile(path.join(dir, name), 'utf8')) as unknown] as const;
    } catch {
      return [`partners/${name}`, null] as const; // a broken file is the checker's to report
    }
  }));
  return Object.fromEntries(entries);
}

export async function createPartner(root: string, name: string, options: { id?: string; srcBusId?: string } = {}): Promise<NewPartner> {
  const displayName = name.trim();
  if (!displayName) throw new PartnerNewError(`Give the partner's name: ${USAGE}`);
  const srcBusId = options.srcBusId?.trim() ?? '';
  const busProblem = srcBusIdProblem(srcBusId, knownPartners(await partnersIn(root)));
  if (busProblem) throw new PartnerNewError(srcBusIdRefusal(busProblem));
  const id = options.id ?? partnerIdFor(displayName);
  if (!PARTNER_ID_PATTERN.test(id)) {
    throw new PartnerNewError(`"${displayName}" gives no usable id (lowercase letters, digits and dashes): add one with --id, e.g. --id al-noor-motors`);
  }
  const partnerFile = path.join(root, 'partners', `${id}.json`);
  const logoFile = path.join(root, 'public', 'partners', `${id}.svg`);
  for (const file of [partnerFile, logoFile]) {
    if (existsSync(file)) throw new PartnerNewError(`${path.relative(root, file)} already exists: partner "${id}" is taken. Edit that file, or choose another --id.`);
  }
  const meta = JSON.parse(await readFile(path.join(root, 'schemas', 'meta', 'partner.schema.json'), 'utf8')) as Schema;
  const products = JSON.parse(await readFile(path.join(root, 'schemas', 'catalog', 'products.json'), 'utf8')) as { plans: Array<{ id: string }> };

  const partner = {
    $schema: '../schemas/meta/partner.schema.json',
    id,
    name: displayName,
    origins: [''],
    logo: `/partners/${id}.svg`,
    srcBusId,
    features: { multiplePlans: true, promoCode: true, skipPayment: false },
    plans: products.plans.map((plan) => plan.id),
    contact: { helpline: '', whatsapp: '', email: '', links: { privacyPolicy: '', aboutUs: '' } },
    theme: { 'color-primary': '' },
    // The English name is known; the Arabic one is left for the checker to ask for.
    text: { en: { partner: { name: displayName } }, ar: {} },
    overrides: { forms: {}, journeys: {} },
  };
  const notes = notesFor(partner, meta);
  for (const pointer of OPTIONAL_TO_FILL) notes[pointer] = `${notes[pointer] ?? ''} Optional: delete the line if the partner has none.`.trim();
  // The notes come first, right under $schema, where a person opening the file starts reading.
  const { $schema, ...fields } = partner;
  const file = { $schema, $comment: notes, ...fields };

  await mkdir(path.dirname(partnerFile), { recursive: true });
  await mkdir(path.dirname(logoFile), { recursive: true });
  await writeFile(partnerFile, `${JSON.stringify(file, null, 2)}\n`, { flag: 'wx' });
  await writeFile(logoFile, placeholderLogo(displayName), { flag: 'wx' });

  const relative = `partners/${id}.json`;
  const issues = await checkConfigTree(root, { warnings: true });
  return { id, files: [relative, `public/partners/${id}.svg`], leftToFill: issues.filter((issue) => issue.file === relative) };
}

export function parseArgs(argv: string[]): { name: string; id?: string; srcBusId?: string } {
  const args = [...argv];
  const take = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const id = take('--id');
  const srcBusId = take('--src-bus-id');
  return { name: args.join(' '), ...(id ? { id } : {}), ...(srcBusId ? { srcBusId } : {}) };
}

async function main(): Promise<void> {
  const root = process.env.CONFIG_ROOT ?? process.cwd();
  const { name, ...options } = parseArgs(process.argv.slice(2));
  try {
    const created = await createPartner(root, name, options);
    console.log(`Wrote ${created.files.join(' and ')}.\n`);
    console.log(`Left to fill in partners/${created.id}.json (what npm run config:check reports):\n`);
    console.log(formatConfigIssues(created.leftToFill));
    console.log([
      '',
      'Next steps:',
      `  1. Fill in each field above; the "$comment" notes at the top of the file explain every field.`,
      '     Until the file passes, the checker refuses the tree (the server keeps serving the last good one).',
      `  2. Add the partner's name in Arabic at /text/ar/partner/name (the checker warns until you do: Arabic`,
      '     customers would otherwise see the insurer\'s name).',
      `  3. Replace public/partners/${created.id}.svg with the partner's logo (shown 65 px high).`,
      '  4. Run npm run config:check until it lists nothing for this partner.',
      `  5. Preview every journey as the partner in the studio: /studio?partner=${created.id}`,
    ].join('\n'));
  } catch (error) {
    if (!(error instanceof PartnerNewError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
