/** Region of the configurator screen; see ConfiguratorScreen.tsx. */
export function AlertHost() {
  return null;
}
