/**
 * The build sheet (issue 23): one printable page with the build's lines, its total and
 * what it is priced for, the disclaimers that apply and the date. Plain text only: the
 * store's disclaimer HTML is reduced to its words (a printed page has no links to follow).
 */
import { totalText, type BuildLine, type PricedBuild } from './buildLines';
import { customerTypeDisclaimer, footerDisclaimers } from './disclaimers';
import { offerKey } from './offers';
import { pricedForText } from './savedBuilds';
import type { Offer, StoreDisclaimers } from './types';

export interface BuildSheet {
  title: string;
  lines: readonly BuildLine[];
  total: string;
  pricedFor: string;
  disclaimers: readonly string[];
  date: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar date as the sheet prints it: '25 November 2026'. */
export function sheetDate(day: { year: number; month: number; day: number }): string {
  return `${day.day} ${MONTHS[day.month - 1] ?? ''} ${day.year}`.replace(/\s+/g, ' ');
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words of a bit of store HTML: tags dropped, common entities decoded, space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(Number.parseInt(code.slice(2), 16) || 32);
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)) || 32);
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The sheet of a priced build: the footer's disclaimers for its offer (the lead form counts as shown), dated. */
export function buildSheet(
  build: PricedBuild,
  offer: Offer | null,
  store: StoreDisclaimers | null,
  today: { year: number; month: number; day: number },
): BuildSheet {
  const customer = customerTypeDisclaimer(store, offerKey(build.pricing));
  const shown = offer ? footerDisclaimers(offer, customer, { leadFormVisible: true }) : customer ? [customer] : [];
  const disclaimers = shown.map((d) => `${d.marker ? `${d.marker} ` : ''}${plainText(d.text)}`).filter((text) => text !== '');
  return {
    title: build.vehicleName,
    lines: build.lines,
    total: totalText(build),
    pricedFor: pricedForText(build.pricing),
    disclaimers,
    date: sheetDate(today),
  };
}
