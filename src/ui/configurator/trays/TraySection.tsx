/** Region of the configurator screen; see ConfiguratorScreen.tsx. */
export function TraySection() {
  return null;
}
