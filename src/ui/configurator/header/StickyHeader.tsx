/** Region of the configurator screen; see ConfiguratorScreen.tsx. */
export function StickyHeader() {
  return null;
}
