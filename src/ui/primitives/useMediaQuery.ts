/** Whether a media query matches, following changes; false where matchMedia is missing. */
import { useSyncExternalStore } from 'react';
import { mediaMatches, onMediaChange } from '../../host/media';

export function useMediaQuery(query: string): boolean {
  const subscribe = (onChange: () => void) => onMediaChange(query, onChange);
  const read = () => mediaMatches(query);
  return useSyncExternalStore(subscribe, read, () => false);
}
