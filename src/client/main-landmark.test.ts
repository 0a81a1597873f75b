// One <main> landmark per page (issue 32: /studio/edit had two). A page's frame holds it: the
// customer shell (app/layout.tsx), the studio's preview page, its sign-in screen and the frame of
// its other sections; a screen drawn inside one of those must not add its own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);
const FRAMES = ['app/layout.tsx', 'studio/studio-page.tsx', 'studio/sign-in-screen.tsx', 'studio/studio-sections.tsx'];
const MAIN = /<main\b|role=["']main["']/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the main landmark', () => {
  const counts = Object.fromEntries(sources(root).map((file) => [path.relative(root, file), (readFileSync(file, 'utf8').match(MAIN) ?? []).length]));

  it('is drawn by the page frames only, once each', () => {
    const drawing = Object.entries(counts).filter(([, n]) => n > 0);
    expect(Object.fromEntries(drawing)).toEqual(Object.fromEntries(FRAMES.map((file) => [file, 1])));
  });
});
