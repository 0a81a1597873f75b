// "A jump from any text on a preview to its key": with keys shown, every text of a pane is the
// key it comes from (pane-i18n.ts), so the clicked element's own text, or the nearest
// enclosing one's, names the key to open in the texts editor.

/** The text key an element (or the nearest element around it, up to `root`) shows, if any. */
export function textKeyAt(target: Element | null, root: Element, isKey: (text: string) => boolean): string | undefined {
  if (!target || !root.contains(target)) return undefined;
  for (let element: Element | null = target; element; element = element === root ? null : element.parentElement) {
    const own = [...element.childNodes].filter((node) => node.nodeType === 3).map((node) => node.textContent ?? '').join('').trim();
    if (own && isKey(own)) return own;
  }
  return undefined;
}
