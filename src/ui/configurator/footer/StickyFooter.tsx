/** Region of the configurator screen; see ConfiguratorScreen.tsx. */
export function StickyFooter() {
  return null;
}
