/**
 * A disclaimer's marker ('*', '#', '^', '<'), raised beside the text it marks; nothing for an
 * empty marker. `spaced` keeps a space inside the raised marker before the disclaimer's text
 * ('~ Estimated repayments…'), where the text follows without a gap of its own.
 */
import type { Disclaimer } from '../../domain/types';

export function Marker({ marker, spaced = false }: { marker: string; spaced?: boolean }) {
  if (!marker) return null;
  return <sup>{spaced ? `${marker} ` : marker}</sup>;
}

/** The disclaimer as one HTML string, its marker in front (not raised), for a component that takes the text as HTML. */
export function disclaimerHtml(disclaimer: Disclaimer): string {
  return `${disclaimer.marker}${disclaimer.text}`;
}
