/** Region of the configurator screen; see ConfiguratorScreen.tsx. */
export function SummarySection() {
  return null;
}
