// The studio's edit-to-preview path, as its browser walks it after a pause in typing: save one file
// of a draft (the server checks the whole tree), then ask the preview of the revision saved (the
// check's tree is kept for it). Texts show in the preview before either (the browser merges the
// unsaved files); these figures are what every other edit waits for. Figures only, never asserted.
import type { Started } from './bench-servers.js';

export interface StudioFigure {
  file: string;
  rounds: number;
  saveMs: { p50: number; max: number };
  previewMs: { p50: number; max: number };
  totalMs: { p50: number; max: number };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: number[]) => ({ p50: Math.round(median(xs)), max: Math.round(Math.max(...xs)) });
type Json = Record<string, any>;

async function signedIn(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/staff/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'editor', password: 'editor-sandbox-2026' }) });
  if (!res.ok) throw new Error(`studio bench: sign-in answered ${res.status}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { data } = (await res.json()) as Json;
  return { cookie, 'x-csrf-token': data.csrfToken, 'content-type': 'application/json' };
}

/** `change(content, round)` edits the file's JSON in place, differently each round. */
async function measureFile(portal: Started, headers: Record<string, string>, file: string, query: string, change: (content: Json, round: number) => void, rounds: number): Promise<StudioFigure> {
  const { base } = portal;
  const draft = (await (await fetch(`${base}/api/staff/drafts`, { method: 'POST', headers, body: JSON.stringify({ message: `bench ${file}` }) })).json()) as Json;
  const id = draft.data.id as string;
  let revision = draft.data.revision as number;
  const content = ((await (await fetch(`${base}/api/staff/drafts/${id}/files/${file}`, { headers })).json()) as Json).data as Json;
  const save: number[] = [];
  const preview: number[] = [];
  for (let round = 0; round <= rounds; round += 1) {
    change(content, round);
    const t0 = performance.now();
    const saved = await fetch(`${base}/api/staff/drafts/${id}/files/${file}`, { method: 'PUT', headers: { ...headers, 'if-match': String(revision) }, body: JSON.stringify(content) });
    const savedBody = (await saved.json()) as Json;
    if (!saved.ok || savedBody.data.problems > 0) throw new Error(`studio bench: saving ${file} answered ${saved.status} ${JSON.stringify(savedBody).slice(0, 300)}`);
    revision = savedBody.data.revision;
    const t1 = performance.now();
    const shown = await fetch(`${base}/api/staff/drafts/${id}/preview?${query}`, { headers });
    const shownBody = (await shown.json()) as Json;
    if (!shown.ok || !shownBody.data.tree) throw new Error(`studio bench: the preview of ${file} answered ${shown.status}`);
    const t2 = performance.now();
    // The first round warms the server's caches of the base release.
    if (round > 0) {
      save.push(t1 - t0);
      preview.push(t2 - t1);
    }
  }
  return { file, rounds, saveMs: spread(save), previewMs: spread(preview), totalMs: spread(save.map((s, i) => s + preview[i]!)) };
}

export async function studioFigures(portal: Started, rounds = 10): Promise<StudioFigure[]> {
  const headers = await signedIn(portal.base);
  return [
    await measureFile(portal, headers, 'locales/en.json', 'journey=landing&partner=default', (c, round) => { c.landing.title = `Motor Insurance ${round}`; }, rounds),
    await measureFile(portal, headers, 'schemas/forms/lead.json', 'journey=landing&partner=default', (c, round) => { c.schema.properties.name.maxLength = 60 + round; }, rounds),
  ];
}
