/**
 * The theme's tokens for what sits above the page: shadows and see-through fills. Each reads a
 * --bp-* custom property first (docs/embedding.md "Page CSS and theming"), as theme.ts's do. A file
 * of their own: the screens that use them load later, so the element's first module does not carry them.
 */

/** Shadows, from the sticky bars' faint edge to a modal's. */
export const shadow = {
  header: 'var(--bp-shadow-header, 0 2px 8px rgba(0, 0, 0, 0.08))',
  footer: 'var(--bp-shadow-footer, 0 -2px 10px rgba(0, 0, 0, 0.08))',
  listbox: 'var(--bp-shadow-listbox, 0 4px 16px rgba(0, 0, 0, 0.12))',
  popover: 'var(--bp-shadow-popover, 0 6px 24px rgba(0, 0, 0, 0.18))',
  panel: 'var(--bp-shadow-panel, 0 4px 20px rgba(0, 0, 0, 0.2))',
  alert: 'var(--bp-shadow-alert, 0 8px 24px rgba(0, 0, 0, 0.25))',
  modalFoot: 'var(--bp-shadow-modal-foot, 0 -6px 12px -8px rgba(0, 0, 0, 0.25))',
  modal: 'var(--bp-shadow-modal, 0 12px 48px rgba(0, 0, 0, 0.3))',
} as const;

/** See-through fills over a picture or the page. */
export const overlay = {
  /** A see-through surface over a picture (gallery arrows and counter, the 3D view's buttons). */
  veil: 'var(--bp-color-veil, rgba(255, 255, 255, 0.92))',
  /** Behind an open modal. */
  backdrop: 'var(--bp-color-backdrop, rgba(0, 0, 0, 0.55))',
  /** Lines of a control on the offer banner's fill. */
  onFillLine: 'var(--bp-color-on-fill-line, rgba(255, 255, 255, 0.6))',
  /** The offer banner's scrollbar on its fill. */
  onFillMuted: 'var(--bp-color-on-fill-muted, rgba(255, 255, 255, 0.7))',
} as const;

/** A paint finish's sheen over an exterior swatch's colour (issue 35): a pearl's soft glow, a metallic's bright streak. */
export const sheen = {
  pearl: 'radial-gradient(circle at 30% 25%,#fff 0 10%,#fff0 45%),linear-gradient(135deg,#ffe4f680,#cee8ff80,#0002)',
  metallic: 'linear-gradient(120deg,#fff0 20%,#fffd 40%,#fff0 60%),linear-gradient(#fff3,#0003)',
} as const;
