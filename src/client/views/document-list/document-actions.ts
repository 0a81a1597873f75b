/** A document of the lookup's answer: cleaned label and our own same-origin PDF address. */
export interface DocumentEntry {
  label: string;
  url: string;
}

export function documentsOf(value: unknown): DocumentEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is DocumentEntry => typeof item === 'object' && item !== null && typeof item.label === 'string' && typeof item.url === 'string',
  );
}

const isPdf = (response: Response) => response.ok && (response.headers.get('content-type') ?? '').toLowerCase().includes('pdf');

/** Spec section 5: a preview needs a successful answer whose content type contains pdf. */
export async function canPreview(url: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    return isPdf(await fetcher(url));
  } catch {
    return false;
  }
}

/** Spec section 5: a download first checks with HEAD that the file exists and is a PDF. */
export async function canDownload(url: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    return isPdf(await fetcher(url, { method: 'HEAD' }));
  } catch {
    return false;
  }
}

/** Page 1, no toolbar: the viewer's open parameters ride on the fragment, so the URL stays the same file. */
export const previewSource = (url: string) => `${url}#page=1&toolbar=0`;

/** The file name the customer gets: the cleaned label, made safe for every file system. */
export function downloadName(label: string): string {
  const safe = label.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim();
  return `${safe || 'document'}.pdf`;
}

/** Saves a same-origin file under our own name; the `download` attribute is honoured for same-origin links. */
export function saveFile(url: string, name: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
}

/** The label a customer reads: `documents.labels.<cleaned label>` when there is one, else the insurer's label. */
export function documentLabel(label: string, exists: (key: string) => boolean, t: (key: string) => string): string {
  const key = `documents.labels.${label}`;
  return !label.includes('.') && exists(key) ? t(key) : label;
}
