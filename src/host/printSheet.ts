/**
 * Prints the build sheet (issue 23) from whatever page the element sits in. The sheet is
 * put in a container of its own at the end of the page's body, in a shadow root (the page's
 * CSS cannot reach it), and a print stylesheet hides every other child of the body while
 * printing, so the page's own content never prints over or around it; on screen the sheet
 * is not shown. Styles are added through CSSOM into empty <style> elements, as the element's
 * own are, so a strict Content-Security-Policy without 'unsafe-inline' allows them (the empty
 * string's hash); under a nonce policy they carry the nonce styled-components uses for the
 * element's (docs/embedding.md: `<meta property="csp-nonce" nonce="…">`).
 */
import type { BuildSheet } from '../domain/buildSheet';

/** The id of the page's sheet container (one per page, replaced on each print). */
export const SHEET_CONTAINER_ID = 'bp-build-sheet';

const PAGE_RULES = [
  `@media screen { #${SHEET_CONTAINER_ID} { display: none !important; } }`,
  `@media print { html, body { height: auto !important; min-height: 0 !important; overflow: visible !important; background: #fff !important; } }`,
  `@media print { body > :not(#${SHEET_CONTAINER_ID}) { display: none !important; } }`,
  `@media print { #${SHEET_CONTAINER_ID} { display: block !important; position: static !important; } }`,
  `@page { size: A4; margin: 12mm; }`,
];

const SHEET_RULES = [
  `:host { all: initial; display: block; color: #111; font: 11pt/1.35 system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }`,
  `.sheet { max-width: 180mm; margin: 0 auto; }`,
  `header { display: flex; justify-content: space-between; align-items: flex-start; gap: 8mm; }`,
  `h1 { margin: 0 0 2mm; font-size: 20pt; line-height: 1.2; }`,
  `p { margin: 0 0 2mm; }`,
  `.meta { color: #444; font-size: 10pt; }`,
  `.vehicle { font-size: 13pt; font-weight: 600; }`,
  `.qr { min-width: 30mm; max-width: 64mm; flex: none; text-align: center; font-size: 8pt; color: #444; }`,
  `.qr img { width: 30mm; height: 30mm; display: block; margin: 0 auto; }`,
  `.qr .code { display: block; margin-top: 1mm; font-size: 10pt; font-weight: 700; color: #000; letter-spacing: 0.05em; white-space: nowrap; }`,
  `.link { font-size: 9pt; color: #444; overflow-wrap: anywhere; }`,
  `.car { display: block; width: 100%; max-height: 70mm; object-fit: contain; margin: 3mm 0; }`,
  `table { width: 100%; border-collapse: collapse; margin: 2mm 0 3mm; }`,
  `th, td { text-align: left; padding: 1.6mm 0; border-bottom: 0.3mm solid #ccc; vertical-align: top; font-size: 10pt; }`,
  `th { color: #444; font-weight: 400; width: 30%; }`,
  `td.price { text-align: right; white-space: nowrap; font-weight: 600; }`,
  `.total { display: flex; justify-content: space-between; font-size: 14pt; font-weight: 700; margin: 2mm 0 4mm; }`,
  `.disclaimers { font-size: 7.5pt; color: #444; }`,
  `.disclaimers p { margin: 0 0 1mm; }`,
];

/** The page's style nonce, read where styled-components reads it for the element's styles; null without one. */
function styleNonce(doc: Document): string | null {
  const meta = doc.head?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta ? meta.nonce || meta.getAttribute('content') || null : null;
}

function styleWith(root: Document | ShadowRoot, rules: readonly string[], owner: ParentNode): void {
  const doc = root instanceof Document ? root : root.ownerDocument;
  const style = doc.createElement('style');
  const nonce = styleNonce(doc);
  if (nonce) style.nonce = nonce;
  owner.append(style);
  for (const rule of rules) {
    try {
      style.sheet?.insertRule(rule, style.sheet.cssRules.length);
    } catch {
      /* a browser that does not know a rule keeps the others */
    }
  }
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** An image's load, or its failure, or 3 seconds: the sheet prints either way. */
function settled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
    setTimeout(done, 3000);
  });
}

export interface SheetImages {
  /** The car's picture, or null when there is none. */
  car: string | null;
  /** The QR code opening the build, as an image URL (an SVG data URL), or null when it could not be drawn. */
  qr: string | null;
  /** The build link the QR code holds: printed instead when the code could not be drawn. */
  link: string;
}

/** The sheet's heading: its name or vehicle, and what it is priced for, where, by which dealer, when. */
function sheetHeading(doc: Document, sheet: BuildSheet, withCode: boolean): HTMLElement {
  const heading = element(doc, 'div');
  // A saved build is headed by its name, the vehicle under it (issue 35).
  heading.append(element(doc, 'h1', sheet.name ?? sheet.title));
  if (sheet.name) heading.append(element(doc, 'p', sheet.title, 'vehicle'));
  heading.append(element(doc, 'p', `Priced for: ${sheet.pricedFor}`, 'meta'));
  if (sheet.location) heading.append(element(doc, 'p', `Location: ${sheet.location}`, 'meta'));
  if (sheet.dealer) heading.append(element(doc, 'p', `Dealer: ${sheet.dealer}`, 'meta'));
  heading.append(element(doc, 'p', `Date: ${sheet.date}`, 'meta'));
  // The build code (issue 32.1) goes beside the QR code; here when there is none.
  if (sheet.code && withCode) heading.append(element(doc, 'p', `Build code: ${sheet.code}`, 'meta'));
  return heading;
}

/**
 * Puts the sheet in the page (replacing any earlier one), waits for its pictures, and opens
 * the browser's print dialog (where the visitor can also save it as PDF). Returns the container.
 */
export async function printBuildSheet(sheet: BuildSheet, images: SheetImages, doc: Document = document): Promise<HTMLElement> {
  doc.getElementById(SHEET_CONTAINER_ID)?.remove();
  const container = doc.createElement('div');
  container.id = SHEET_CONTAINER_ID;
  const host = doc.createElement('div');
  container.append(host);
  const root = host.attachShadow({ mode: 'open' });
  // In the document first: a <style> has a sheet to add rules to only once it is connected.
  doc.body.append(container);
  styleWith(doc, PAGE_RULES, container);
  styleWith(root, SHEET_RULES, root);

  const page = element(doc, 'article', undefined, 'sheet');
  const header = element(doc, 'header');
  header.append(sheetHeading(doc, sheet, !images.qr));
  const pending: Promise<void>[] = [];
  if (images.qr) {
    const qr = element(doc, 'div', undefined, 'qr');
    const code = element(doc, 'img');
    code.src = images.qr;
    code.alt = 'QR code that opens this build';
    qr.append(code, element(doc, 'span', 'Scan to open this build'));
    if (sheet.code) qr.append(element(doc, 'span', `Build code: ${sheet.code}`, 'code'));
    header.append(qr);
    pending.push(settled(code));
  }
  page.append(header);
  if (!images.qr) page.append(element(doc, 'p', `The QR code could not be drawn. Open this build at: ${images.link}`, 'link'));
  if (images.car) {
    const car = element(doc, 'img', undefined, 'car');
    car.src = images.car;
    car.alt = sheet.title;
    page.append(car);
    pending.push(settled(car));
  }
  const table = element(doc, 'table');
  const body = element(doc, 'tbody');
  for (const line of sheet.lines) {
    const row = element(doc, 'tr');
    row.append(element(doc, 'th', line.label), element(doc, 'td', line.value), element(doc, 'td', line.priceText ?? '', 'price'));
    body.append(row);
  }
  table.append(body);
  const total = element(doc, 'p', undefined, 'total');
  total.append(element(doc, 'span', 'Total'), element(doc, 'span', sheet.total));
  const notes = element(doc, 'section', undefined, 'disclaimers');
  for (const text of sheet.disclaimers) notes.append(element(doc, 'p', text));
  page.append(table, total, notes);
  root.append(page);

  await Promise.all(pending);
  try {
    doc.defaultView?.print();
  } catch (error) {
    console.error('bp-configurator: the print dialog could not be opened', error);
  }
  return container;
}
