/** Region of the configurator screen; see ConfiguratorScreen.tsx. */
export function OptionSections() {
  return null;
}
