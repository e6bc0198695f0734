/**
 * Store or CMS HTML that is only text: no tag, no character reference, no NUL (which the HTML
 * parser replaces). Put in the page as text, it reads exactly as the sanitised HTML would, so
 * it can show before the sanitiser's chunk is here (issue 31: a vehicle page's largest text, the
 * pricing disclaimer, painted with the first price, not after that chunk).
 */
export function plainStoreText(html: string | null | undefined): string | null {
  return html && !/[<&\0]/.test(html) ? html : null;
}
