/** Region of the configurator screen; see ConfiguratorScreen.tsx. */
export function ProposalModalHost() {
  return null;
}
