import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '../../../src/host/storage';
import { saveBuildUrl } from '../../../src/state/continueBuild';

function storageWith(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  const backing = {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  } as Storage;
  return { map, storage: createSafeStorage(() => backing) };
}

describe('saving the build the selector offers back (issue 27.3)', () => {
  it('saves the build path', () => {
    const { map, storage } = storageWith({ buildUrl: '/asx?model-selection=AX25ES' });
    saveBuildUrl(storage, '/triton?model-selection=TR25GLX');
    expect(map.get('buildUrl')).toBe('/triton?model-selection=TR25GLX');
  });

  it('clears the older build when this one cannot be saved, so it is never offered instead', () => {
    const { map, storage } = storageWith({ buildUrl: '/asx?model-selection=AX25ES', CTA: 'get-a-quote' });
    saveBuildUrl(storage, null);
    expect(map.has('buildUrl')).toBe(false);
    expect(storage.get('buildUrl')).toBeNull();
    expect(map.get('CTA')).toBe('get-a-quote');
  });
});
