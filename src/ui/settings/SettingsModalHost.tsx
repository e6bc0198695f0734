/** Region of the configurator screen; see ConfiguratorScreen.tsx. */
export function SettingsModalHost() {
  return null;
}
