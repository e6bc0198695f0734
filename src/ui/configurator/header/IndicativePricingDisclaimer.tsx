/** Region of the configurator screen; see ConfiguratorScreen.tsx. */
export function IndicativePricingDisclaimer() {
  return null;
}
