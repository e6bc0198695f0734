/**
 * Colours, type, spacing and breakpoints shared by every screen. Each colour, the
 * font family and the corner radius read a --bp-* custom property first, so a page
 * can restyle the element (README "Theming"); the fallbacks are the defaults that
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

/**
 * Every inherited text property, set at the element's root so none comes from the page
 * (a page's `body { letter-spacing: 2px !important }` reaches the host, not what is inside).
 */
export const isolatedText = `
  color: ${theme.colour.ink};
  font-family: ${theme.font};
  font-size: 16px;
  font-style: normal;
  font-weight: 400;
  font-variant: normal;
  font-stretch: normal;
  font-kerning: auto;
  font-feature-settings: normal;
  font-variation-settings: normal;
  line-height: 1.5;
  letter-spacing: normal;
  word-spacing: normal;
  white-space: normal;
  text-transform: none;
  text-align: start;
  text-indent: 0;
  text-shadow: none;
  text-decoration: none;
  text-rendering: auto;
  word-break: normal;
  overflow-wrap: normal;
  hyphens: manual;
  tab-size: 8;
  direction: ltr;
  visibility: visible;
  cursor: auto;
  list-style: disc outside none;
  quotes: auto;
  border-collapse: separate;
  caption-side: top;
  font-synthesis: weight style;
`;
