/**
 * 'Save this build' and 'Print build sheet' under 'Your build' (issue 23). Their code (the
 * saved builds panel, the comparison, the sheet and the QR code) loads when first pressed.
 */
import { useAtomValue, useStore } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { pageUrlWithoutHash } from '../../../host/share';
import { loadChunk } from '../../../host/loadChunk';
import { carAtom } from '../../../state/atoms';
import { useBuildLinkQuery } from '../../../state/buildLink';
import { resolvedAtom } from '../../../state/configurator';
import { vehicleThumbnail } from '../../../state/vehicleThumbnail';
import { useInstance } from '../../../state/instance';
import { SecondaryButton } from '../../common/Button';
import { ChunkBoundary, lazyChunk } from '../../common/lazyChunk';
import { buildShareLink } from './shareLink';

const savedBuildsPanel = lazyChunk(() => import('../../savedBuilds/SavedBuildsPanel').then((module) => module.default));

export function KeepBuildActions() {
  const { config } = useInstance();
  const store = useStore();
  const [path] = useLocation();
  const query = useBuildLinkQuery();
  const car = useAtomValue(carAtom);
  const resolved = useAtomValue(resolvedAtom);
  const [open, setOpen] = useState(false);
  const [printing, setPrinting] = useState(false);

  const print = () => {
    if (printing) return;
    setPrinting(true);
    const link = buildShareLink(pageUrlWithoutHash(), path, query);
    const image = car && resolved ? vehicleThumbnail(config, car, resolved) : null;
    loadChunk(() => import('../../savedBuilds/printSheet'))
      .then(({ printSheet }) => printSheet(store, link, image))
      .catch((error: unknown) => console.error('bp-configurator: the build sheet could not be printed', error))
      .finally(() => setPrinting(false));
  };

  return (
    <>
      <SecondaryButton type="button" onClick={() => setOpen(true)} onPointerEnter={savedBuildsPanel.preload}>
        Save this build
      </SecondaryButton>
      <SecondaryButton type="button" onClick={print} aria-disabled={printing}>
        Print build sheet
      </SecondaryButton>
      {open && (
        <ChunkBoundary onFail={() => setOpen(false)}>
          <savedBuildsPanel.Component onClose={() => setOpen(false)} />
        </ChunkBoundary>
      )}
    </>
  );
}
