/** Region of the configurator screen; see ConfiguratorScreen.tsx. */
export function AccessoriesSection() {
  return null;
}
