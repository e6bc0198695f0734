/** Region of the configurator screen; see ConfiguratorScreen.tsx. */
export function DesktopHero() {
  return null;
}
