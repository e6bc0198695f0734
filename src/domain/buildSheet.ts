/**
 * The build sheet (issue 23): one printable page with the build's lines, its total and
 * what it is priced for, the disclaimers that apply and the date. Plain text only: the
 * store's disclaimer HTML is reduced to its words (a printed page has no links to follow).
 */
import { totalText, type BuildLine, type PricedBuild } from './buildLines';
import { customerTypeDisclaimer, footerDisclaimers } from './disclaimers';
import { dealerAddressLine } from './enquiry';
import { offerKey } from './offers';
import { locationLabel } from './pricingLocation';
import { pricedForText } from './savedBuilds';
import type { Disclaimer, Offer, PricingLocation, SelectedDealer, StoreDisclaimers } from './types';

export interface BuildSheet {
  /** The saved build's name when the build printed is saved, else null (issue 35). */
  name: string | null;
  title: string;
  lines: readonly BuildLine[];
  total: string;
  pricedFor: string;
  /** The location the visitor set, as they typed it in ('Perth, WA 6000'); null when none is set. */
  location: string | null;
  /** The dealer chosen in the enquiry form, on one line ('Perth Mitsubishi, 1 Main St, Perth WA 6000, 08 9000 0000'); null when none. */
  dealer: string | null;
  /** The build's code (issue 32.1), printed beside the QR code; null when it has none. */
  code: string | null;
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

/** What a sheet says besides the build: its saved name, the location set and the dealer chosen (issue 35). */
export interface SheetContext {
  name: string | null;
  location: PricingLocation | null;
  dealer: SelectedDealer | null;
  /** The build's code (buildCode.ts), when it has one. */
  code?: string | null;
}

/** A dealer on one line: name, address and phone, the parts it has. */
function dealerLine(dealer: SelectedDealer): string | null {
  const line = [dealer.name.trim(), dealerAddressLine(dealer), dealer.address.phone.trim()].filter((part) => part !== '').join(', ');
  return line === '' ? null : line;
}

/**
 * The disclaimers a sheet prints: one per marker (the first, the offer's own), as a price's marker
 * points to one note; a second, near-identical note for the same marker (the store's customer-type
 * '#' beside the offer's) printed twice (issue 35). Notes without a marker all print.
 */
export function onePerMarker(disclaimers: readonly Disclaimer[]): Disclaimer[] {
  const seen = new Set<string>();
  return disclaimers.filter((d) => d.marker === '' || (!seen.has(d.marker) && Boolean(seen.add(d.marker))));
}

/** The sheet of a priced build: the footer's disclaimers for its offer (the lead form counts as shown, one per marker), dated. */
export function buildSheet(
  build: PricedBuild,
  offer: Offer | null,
  store: StoreDisclaimers | null,
  today: { year: number; month: number; day: number },
  context: SheetContext = { name: null, location: null, dealer: null },
): BuildSheet {
  const customer = customerTypeDisclaimer(store, offerKey(build.pricing));
  const shown = offer ? footerDisclaimers(offer, customer, { leadFormVisible: true }) : customer ? [customer] : [];
  const disclaimers = onePerMarker(shown)
    .map((d) => `${d.marker ? `${d.marker} ` : ''}${plainText(d.text)}`)
    .filter((text) => text !== '');
  return {
    name: context.name,
    title: build.vehicleName,
    lines: build.lines,
    total: totalText(build),
    pricedFor: pricedForText(build.pricing),
    location: context.location ? locationLabel(context.location) : null,
    dealer: context.dealer ? dealerLine(context.dealer) : null,
    code: context.code ?? null,
    disclaimers,
    date: sheetDate(today),
  };
}
