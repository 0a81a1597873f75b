/**
 * The brand logo bar is hidden on the landing page only. Paths are compared case-insensitively
 * and without trailing slashes because links from partners and e-mails arrive in every spelling.
 */
export function showsLogoBar(pathname: string): boolean {
  const normalised = pathname.toLowerCase().replace(/\/+$/, '');
  return normalised !== '/motor-insurance';
}
