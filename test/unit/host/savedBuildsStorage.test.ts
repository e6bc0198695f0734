/** Issue 23: saved builds' storage says whether a write reached the device, and never throws. */
import { describe, expect, it } from 'vitest';
import { createSavedBuildsStorage } from '../../../src/host/savedBuildsStorage';

function memoryStorage(setItem?: (key: string, value: string) => void): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: setItem ?? ((key, value) => void map.set(key, value)),
  };
}

describe('saved builds storage', () => {
  it('writes under bpSavedBuilds and reads it back', () => {
    const storage = memoryStorage();
    const saved = createSavedBuildsStorage(() => storage);
    expect(saved.write('{"version":1,"builds":[]}')).toBe('saved');
    expect(storage.getItem('bpSavedBuilds')).toBe('{"version":1,"builds":[]}');
    expect(saved.read()).toBe('{"version":1,"builds":[]}');
  });

  it("says 'full' on a quota error and keeps the value for the page", () => {
    const storage = memoryStorage(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const saved = createSavedBuildsStorage(() => storage);
    expect(saved.write('x')).toBe('full');
    expect(saved.read()).toBe('x');
  });

  it("says 'unavailable' when storage is blocked or its getter throws", () => {
    const blocked = createSavedBuildsStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(blocked.read()).toBeNull();
    expect(blocked.write('y')).toBe('unavailable');
    expect(blocked.read()).toBe('y');
    const failing = createSavedBuildsStorage(() =>
      memoryStorage(() => {
        throw new Error('nope');
      }),
    );
    expect(failing.write('z')).toBe('unavailable');
  });
});
