// @ts-check
/**
 * Specifications PDFs for the demo DAM (spec 7: "Specifications PDF opened by model
 * sku"): one small, valid, one-page PDF per catalog model, written by hand so the
 * demo needs no PDF library. Served at /content/dam/mmal/specifications/{model sku}.pdf.
 */

/** @typedef {import('./catalog.mjs').Catalog} Catalog */

/** PDF text is Latin-1 here; accents are dropped and anything else outside ASCII becomes '?'. */
function pdfText(/** @type {string} */ value) {
  const ascii = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
  return ascii.replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * The title and spec lines of a model, or null when no catalog range has a model with that sku.
 * @param {Catalog} catalog
 * @param {string} modelSku
 * @returns {{ title: string, lines: [string, string][] } | null}
 */
export function specificationsOf(catalog, modelSku) {
  for (const { range } of catalog.ranges) {
    const product = (range.products ?? []).find((/** @type {any} */ p) => p.sku === modelSku);
    if (!product) continue;
    /** @type {[string, unknown][]} */
    const facts = [
      ['Model code', product.sku],
      ['Model year', range.year],
      ['Subrange', product.subrange?.label],
      ['Body style', product.body_style],
      ['Drive', product.drive_type],
      ['Fuel', product.fuel_type],
      ['Transmission', product.transmission],
      ['Seats', product.seats],
    ];
    return {
      title: `${range.name} ${product.name} specifications`,
      lines: facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => [label, String(value)]),
    };
  }
  return null;
}

/**
 * A one-page PDF (A4, Helvetica) with the title and spec lines; ASCII only, so
 * it can be sent as a string. Byte offsets in the cross-reference table are exact.
 * @param {{ title: string, lines: [string, string][] }} spec
 * @returns {string}
 */
export function specificationsPdfBytes(spec) {
  const content = [
    'BT',
    '/F1 20 Tf',
    '56 770 Td',
    `(${pdfText(spec.title)}) Tj`,
    '/F2 12 Tf',
    '0 -36 Td',
    ...spec.lines.flatMap(([label, value], i) => [...(i === 0 ? [] : ['0 -20 Td']), `(${pdfText(`${label}: ${value}`)}) Tj`]),
    '0 -36 Td',
    '/F2 9 Tf',
    '(Demo document: specifications are indicative and may change without notice.) Tj',
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(spec.title)}) /Producer (bp-configurator demo) >>`,
  ];
  let body = '%PDF-1.4\n';
  /** @type {number[]} */
  const offsets = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

/**
 * The specifications PDF of a catalog model, or null for an unknown sku.
 * @param {Catalog} catalog
 * @param {string} modelSku
 * @returns {string | null}
 */
export function specificationsPdf(catalog, modelSku) {
  const spec = specificationsOf(catalog, modelSku);
  return spec ? specificationsPdfBytes(spec) : null;
}
