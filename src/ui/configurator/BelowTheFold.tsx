/**
 * The screen's parts that its first paint does not show, a chunk of their own: the sticky header
 * (it slides in on scroll) and the tray, accessory and summary sections (below the fold). The
 * screen fetches this chunk once its first frame, with the price, is painted (ConfiguratorScreen),
 * so their code is neither fetched nor run before the first price.
 */
import { SummarySection } from './summary/SummarySection';
import { AccessoriesSection } from './accessories/AccessoriesSection';
import { TraySection } from './trays/TraySection';

export { StickyHeader } from './header/StickyHeader';

/** The sections under the options, in their order on the screen. */
export function SectionsBelowOptions() {
  return (
    <>
      <TraySection />
      <AccessoriesSection />
      <SummarySection />
    </>
  );
}
