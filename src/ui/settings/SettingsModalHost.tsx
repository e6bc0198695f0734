/**
 * Shows the Website Settings modal while settingsOpenAtom is true. The modal is
 * its own chunk, so the initial bundle stays small; it is fetched while the
 * browser is idle, so opening it never waits on the network, and if it cannot
 * be loaded the modal stays closed and the build carries on.
 */
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { whenIdle } from '../../host/idle';
import { ChunkBoundary, lazyChunk } from '../common/lazyChunk';
import { settingsOpenAtom } from '../../state/ui';

const settingsModal = lazyChunk(() => import('./SettingsModal').then((module) => module.default));

export function SettingsModalHost() {
  const [open, setOpen] = useAtom(settingsOpenAtom);
  useEffect(() => whenIdle(settingsModal.preload), []);
  if (!open) return null;
  return (
    <ChunkBoundary onFail={() => setOpen(false)}>
      <settingsModal.Component />
    </ChunkBoundary>
  );
}
