/** Spec section 5: a preview needs a successful answer whose content type names pdf. */
export async function fetchPdf(url: string, method: 'GET' | 'HEAD'): Promise<boolean> {
  try {
    const response = await fetch(url, { method });
    return response.ok && (response.headers.get('content-type') ?? '').includes('pdf');
  } catch {
    return false;
  }
}

/** Download saves as '<label>.pdf' after a HEAD check that the file exists and is a PDF. */
export async function downloadPdf(url: string, label: string): Promise<boolean> {
  if (!(await fetchPdf(url, 'HEAD'))) return false;
  const link = document.createElement('a');
  link.href = url;
  link.download = `${label}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  return true;
}
