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
