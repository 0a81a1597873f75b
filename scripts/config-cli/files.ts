// A release as a folder of files (the layout of the repository's config), both ways: read a
// folder into release files for `import`, write a release's files into a folder for `export`.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isReleasePath, jsonFileText, RELEASE_DIRS, type ReleaseTexts } from '../../src/config/release-layout.js';
import { CliError } from './client.js';

async function jsonNamesIn(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((e) => e.isFile() && e.name.endsWith('.json')).map((e) => e.name).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Every JSON file of the release folders under `root`, as its text; a file that is not JSON stops the import. */
export async function readTree(root: string): Promise<ReleaseTexts> {
  const texts: ReleaseTexts = {};
  for (const dir of RELEASE_DIRS) {
    for (const name of await jsonNamesIn(path.join(root, dir))) {
      const file = `${dir}/${name}`;
      const text = await readFile(path.join(root, dir, name), 'utf8');
      try {
        JSON.parse(text);
      } catch (error) {
        throw new CliError(`${file} is not valid JSON: ${(error as Error).message}`);
      }
      texts[file] = text;
    }
  }
  return texts;
}

/** The file as the repository writes it: 2-space JSON and a final newline (a portal older than texts). */
export const fileText = jsonFileText;

/**
 * Writes the release under `root`, so the folder mirrors it: a JSON file of a release folder that
 * the release does not hold is removed (git then shows it deleted). A path the release may not
 * hold (outside its folders, `..`) is refused before anything is written.
 */
export async function writeTree(root: string, files: ReleaseTexts): Promise<{ written: string[]; removed: string[] }> {
  const bad = Object.keys(files).filter((file) => !isReleasePath(file));
  if (bad.length > 0) throw new CliError(`The release holds paths outside the config folders; nothing was written: ${bad.join(', ')}`);
  const written = Object.keys(files).sort();
  for (const file of written) {
    await mkdir(path.join(root, path.dirname(file)), { recursive: true });
    await writeFile(path.join(root, file), files[file]!);
  }
  const removed: string[] = [];
  for (const dir of RELEASE_DIRS) {
    for (const name of await jsonNamesIn(path.join(root, dir))) {
      const file = `${dir}/${name}`;
      if (file in files) continue;
      await rm(path.join(root, file));
      removed.push(file);
    }
  }
  return { written, removed };
}

export interface ImportPlan {
  /** Files to save into the draft: new, or with a different text (key order and spacing count: the release keeps them). */
  save: string[];
  /** Files of the base release the folder does not have. */
  remove: string[];
}

export function importPlan(base: ReleaseTexts, local: ReleaseTexts): ImportPlan {
  return {
    save: Object.keys(local).filter((file) => base[file] !== local[file]).sort(),
    remove: Object.keys(base).filter((file) => !(file in local)).sort(),
  };
}

/** The URL path of a file of a draft: each segment encoded, the slashes kept. */
export const filePath = (file: string) => file.split('/').map(encodeURIComponent).join('/');
