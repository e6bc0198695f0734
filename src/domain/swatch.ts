/**
 * A swatch_data value from the store is either a CSS colour or an image path (spec 5).
 * The option form paints a colour swatch with the value as the store gave it; the 3D
 * viewer needs a `#rrggbb` colour (domain/visualiser.ts swatchColour).
 */

const CSS_COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([^)]*\)|hsla?\([^)]*\))$/i;

/** The swatch value as a CSS colour to paint a swatch with (hex, rgb() or hsl()), or null for an image path or anything else. */
export function swatchCssColour(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return CSS_COLOUR.test(trimmed) ? trimmed : null;
}

/** A box's horizontal extent, in the viewport's pixels. */
export interface Span {
  left: number;
  right: number;
}

/**
 * How far to move a swatch's tip sideways (centred over its swatch) so it stays inside the
 * swatches' box: right for a row's first swatch on a phone, left for its last; none when it
 * fits, and its left edge kept in when it is wider than the box.
 */
export function tipShift(tip: Span, box: Span): number {
  if (tip.left < box.left) return box.left - tip.left;
  if (tip.right > box.right) return Math.max(box.right - tip.right, box.left - tip.left);
  return 0;
}

/** A paint's finish where it is not flat: pearl (Mitsubishi's 'Diamond' paints are pearl) or metallic (issue 35). */
export type PaintFinish = 'pearl' | 'metallic';

const PEARL = /\b(pearl|diamond)\b/i;
const METALLIC = /\bmetallic\b/i;

/**
 * The finish of an exterior paint, from its name (issue 35: White Solid and White Diamond were two
 * near-identical circles). The store's colours have no finish field (swatch_data is one colour), so
 * the name is read: 'Pearl' or 'Diamond' is pearl, 'Metallic' is metallic; any other name (a
 * 'Solid', or a name that does not say) is shown flat, as null.
 */
export function paintFinish(name: string): PaintFinish | null {
  if (PEARL.test(name)) return 'pearl';
  if (METALLIC.test(name)) return 'metallic';
  return null;
}
