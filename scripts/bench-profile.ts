// Where a request's CPU time goes: the portal runs under `node --cpu-prof` while one case is
// loaded, then the profile's self time is summed per package/file and per function.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, type LoadCase, type LoadFigure } from './bench-api.js';
import { startPortal } from './bench-servers.js';

interface ProfileNode { id: number; hitCount?: number; callFrame: { functionName: string; url: string; lineNumber: number } }
interface CpuProfile { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

export interface ProfileShare { what: string; percent: number }
export interface ProfileSummary { byPlace: ProfileShare[]; byFunction: ProfileShare[]; figure?: LoadFigure }

/** node_modules/<pkg>, node:internal, or the project's own file. */
function place(url: string): string {
  if (!url) return '(native / idle / GC)';
  const module = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (module) return module[1]!;
  if (url.startsWith('node:')) return 'node internals';
  const own = url.match(/\/(src\/.*|scripts\/.*|dist-server\/.*)$/);
  return own ? own[1]! : url;
}

/** Only the last `seconds` of the profile count: start-up (migrations, config) is not a request's cost. */
export function summarize(profile: CpuProfile, seconds: number, top = Number(process.env.PROFILE_TOP ?? 12)): ProfileSummary {
  const since = profile.endTime - seconds * 1e6;
  const hitsOf = new Map<number, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i] ?? 0;
    if (time >= since) hitsOf.set(id, (hitsOf.get(id) ?? 0) + 1);
  });
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = hitsOf.get(node.id) ?? 0;
    if (!hits || node.callFrame.functionName === '(idle)') continue;
    total += hits;
  }
  for (const node of profile.nodes) {
    const hits = hitsOf.get(node.id) ?? 0;
    if (!hits) continue;
    const where = place(node.callFrame.url);
    const name = node.callFrame.functionName || '(anonymous)';
    if (name === '(idle)') continue;
    places.set(where, (places.get(where) ?? 0) + hits);
    const key = `${name} (${where}${node.callFrame.url ? `:${node.callFrame.lineNumber + 1}` : ''})`;
    functions.set(key, (functions.get(key) ?? 0) + hits);
  }
  total ||= 1;
  const rank = (map: Map<string, number>) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, top).map(([what, hits]) => ({ what, percent: Math.round((hits / total) * 1000) / 10 }));
  return { byPlace: rank(places), byFunction: rank(functions) };
}

/** Loads one case against a portal under --cpu-prof for `seconds`, then reads the profile. */
export async function profileCase(make: (base: string) => Promise<LoadCase>, seconds: number, databaseUrl?: string): Promise<ProfileSummary> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-prof-'));
  try {
    const portal = await startPortal({ dataDir: join(dir, 'data'), databaseUrl, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${join(dir, 'prof')}`] });
    let figure: LoadFigure;
    try {
      figure = await measure(await make(portal.base), seconds);
    } finally {
      await portal.stop();
    }
    const file = readdirSync(join(dir, 'prof')).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('the server wrote no .cpuprofile');
    return { ...summarize(JSON.parse(readFileSync(join(dir, 'prof', file), 'utf8')) as CpuProfile, seconds), figure };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
