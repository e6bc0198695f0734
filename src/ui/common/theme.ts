/**
 * Colours, type, spacing and breakpoints shared by every screen (shadows and see-through fills
 * are in elevation.ts). Each colour, the font family and the corner radius read a --bp-*
 * custom property first, so a page can restyle the element: the theming API of
 * docs/embedding.md "Page CSS and theming". No component writes a colour of its own
 * (test/unit/lint/colourLiterals.test.ts). The fallbacks are the defaults that
 * src/elementInterface.ts documents (cssPropertySpecs; test/unit/manifest.test.ts
 * keeps the two equal without bundling the documentation).
 */
export const theme = {
  colour: {
    ink: 'var(--bp-color-ink, #111111)',
    muted: 'var(--bp-color-muted, #5c5c5c)',
    line: 'var(--bp-color-line, #d7d7d9)',
    surface: 'var(--bp-color-surface, #ffffff)',
    subtle: 'var(--bp-color-surface-subtle, #f4f4f5)',
    brand: 'var(--bp-color-brand, #e60012)',
    brandDark: 'var(--bp-color-brand-dark, #b3000e)',
    focus: 'var(--bp-color-focus, #0a5cd6)',
    /** Text and icons on an ink fill (primary buttons, selected pills and choices, alerts, tips). */
    onInk: 'var(--bp-color-on-ink, #ffffff)',
    /** Text on the brand colour (the special offer banner). */
    onBrand: 'var(--bp-color-on-brand, #ffffff)',
    /** A hovered ink fill. */
    inkHover: 'var(--bp-color-ink-hover, #333333)',
  },
  font: "var(--bp-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif)",
  /** Corner radius of buttons, cards and modals. */
  radius: 'var(--bp-radius, 0px)',
  /** The room the page's own sticky header takes at the top of the viewport. */
  stickyTop: 'var(--bp-sticky-top, 0px)',
  /** Spec 9: the mobile breakpoint is 1200px; at and above it the desktop layout applies. */
  desktop: '@media (min-width: 1200px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** The desktop layout's media query for `matchMedia` (through host/media's useMediaQuery): theme.desktop without '@media'. */
export const DESKTOP_QUERY = theme.desktop.replace('@media ', '');

/**
 * The element's root: `all: initial` drops every inherited property the page set (a page's
 * `body { letter-spacing: 2px !important }` reaches the host element, never what is inside),
 * then the element's own text style.
 */
export const isolatedText = `
  all: initial;
  display: block;
  color: ${theme.colour.ink};
  font: 16px/1.5 ${theme.font};
`;
