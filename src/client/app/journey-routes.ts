/**
 * Which journey a path opens. Every journey file declares its `route` (and `aliases`, other
 * spellings of it); nothing here lists them, so adding a journey is adding a JSON file.
 */
import { canonicalPath } from '../../config/route-path.js';

/** Journey id -> the paths that open it (route first, then aliases). */
export type JourneyPaths = Record<string, readonly string[]>;

/** Finds the journey whose descriptor claims the path, by its route or one of its aliases. */
export function journeyForPath(pathname: string, journeys: JourneyPaths): string | undefined {
  const wanted = canonicalPath(pathname);
  return Object.entries(journeys).find(([, paths]) => paths.some((path) => canonicalPath(path) === wanted))?.[0];
}
