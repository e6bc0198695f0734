/** Colours, spacing and breakpoints shared by every screen. */
export const theme = {
  colour: {
    ink: '#111111',
    muted: '#5c5c5c',
    line: '#d7d7d9',
    surface: '#ffffff',
    subtle: '#f4f4f5',
    brand: '#e60012',
    brandDark: '#b3000e',
    focus: '#0a5cd6',
  },
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  /** Spec 9: the mobile breakpoint is 1200px; at and above it the desktop layout applies. */
  desktop: '@media (min-width: 1200px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
