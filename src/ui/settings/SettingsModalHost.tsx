/**
 * Shows the Website Settings modal while settingsOpenAtom is true. The modal is
 * its own chunk, loaded on first open, so the initial bundle stays small.
 */
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { settingsOpenAtom } from '../../state/ui';

const SettingsModal = lazy(() => import('./SettingsModal'));

export function SettingsModalHost() {
  const open = useAtomValue(settingsOpenAtom);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SettingsModal />
    </Suspense>
  );
}
