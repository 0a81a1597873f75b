import { canonicalPath } from '../../config/route-path.js';

/**
 * The brand logo bar is hidden on the landing page only. Paths are compared case-insensitively
 * and without trailing slashes because links from partners and e-mails arrive in every spelling.
 */
export function showsLogoBar(pathname: string): boolean {
  return canonicalPath(pathname) !== '/motor-insurance';
}
