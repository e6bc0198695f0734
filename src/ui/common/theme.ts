/**
 * Colours, type, spacing and breakpoints shared by every screen (shadows and see-through fills
 * are in elevation.ts). Each colour, each step of the type scale, the font family and the corner
 * radius read a --bp-* custom property first, so a page can restyle the element: the theming API of
 * docs/embedding.md "Page CSS and theming". No component writes a colour or a font size of its
 * own (test/unit/lint/colourLiterals.test.ts, sizeLiterals.test.ts). The fallbacks are the defaults that
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
  /**
   * The type scale: each font size by its role, from a badge's caption to the price's display
   * size, then the headings that grow with the viewport. A component names a step, never a
   * size of its own (test/unit/lint/sizeLiterals.test.ts).
   */
  type: {
    /** The smallest text: the Genuine Parts badge, the offer banner's terms, the footer's labels and disclaimers. */
    caption: 'var(--bp-font-size-caption, 12px)',
    /** Notes, tips, field messages and small print. */
    small: 'var(--bp-font-size-small, 13px)',
    /** Labels, links, card details and compact text. */
    label: 'var(--bp-font-size-label, 14px)',
    /** Body text, buttons and option names. */
    body: 'var(--bp-font-size-body, 15px)',
    /** The element's own text size: inputs, tabs and emphasised lines. */
    base: 'var(--bp-font-size-base, 16px)',
    /** Headings in the enquiry drawer and its thank-you page. */
    lead: 'var(--bp-font-size-lead, 17px)',
    /** Headings of cards, panels and modal sections. */
    subheading: 'var(--bp-font-size-subheading, 18px)',
    /** Headings of the option groups, the trays and the accessory modal; the footer's price on a phone. */
    heading: 'var(--bp-font-size-heading, 20px)',
    /** Drawer headings, the footer's price on a desktop, and close and arrow glyphs. */
    headingLarge: 'var(--bp-font-size-heading-large, 22px)',
    /** Modal and saved builds headings, the total in Your build, the alert's and the price breakdown's close glyphs. */
    title: 'var(--bp-font-size-title, 24px)',
    /** The Your build heading, the finance repayment, the modal's close glyph. */
    titleLarge: 'var(--bp-font-size-title-large, 28px)',
    /** The build's price in the summary. */
    display: 'var(--bp-font-size-display, 32px)',
    /** The vehicle's name at the top of the configurator; grows with the viewport. */
    hero: 'var(--bp-font-size-hero, clamp(26px, 4vw, 40px))',
    /** The landing page's heading; grows with the viewport. */
    landing: 'var(--bp-font-size-landing, clamp(24px, 4vw, 36px))',
    /** The error page's heading; grows with the viewport. */
    error: 'var(--bp-font-size-error, clamp(22px, 3.5vw, 32px))',
    /** The accessories section's heading; grows with the viewport. */
    section: 'var(--bp-font-size-section, clamp(22px, 3vw, 28px))',
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
  font: ${theme.type.base}/1.5 ${theme.font};
`;
