/**
 * The screen's parts that show nothing until the visitor acts or the build asks (issue 31.2), a
 * chunk of their own: the configurator alert, the proposal modal, the Website Settings modal and
 * the enquiry drawer. The screen fetches this chunk once its first frame, with the price, is painted
 * (ConfiguratorScreen), so their code, and what only they use (the drawer's routes and progress), is
 * neither fetched nor run before the first price. A drawer a `viewDrawer` parameter names, or an
 * alert the build arrived with, shows once it is here.
 */
import { DrawerHost } from '../drawer/DrawerHost';
import { SettingsModalHost } from '../settings/SettingsModalHost';
import { AlertHost } from './alerts/AlertHost';
import { ProposalModalHost } from './proposals/ProposalModalHost';

/** In the screen's order. */
export function ScreenHosts() {
  return (
    <>
      <AlertHost />
      <ProposalModalHost />
      <SettingsModalHost />
      <DrawerHost />
    </>
  );
}
