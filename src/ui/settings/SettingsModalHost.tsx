/**
 * Shows the Website Settings modal while settingsOpenAtom is true. The modal is
 * its own chunk, loaded on first open, so the initial bundle stays small; if it
 * cannot be loaded the modal stays closed and the build carries on.
 */
import { useAtom } from 'jotai';
import { ChunkBoundary, lazyChunk } from '../common/lazyChunk';
import { settingsOpenAtom } from '../../state/ui';

const settingsModal = lazyChunk(() => import('./SettingsModal').then((module) => module.default));

export function SettingsModalHost() {
  const [open, setOpen] = useAtom(settingsOpenAtom);
  if (!open) return null;
  return (
    <ChunkBoundary onFail={() => setOpen(false)}>
      <settingsModal.Component />
    </ChunkBoundary>
  );
}
