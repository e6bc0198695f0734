import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '../../../src/host/storage';

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('blocked', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 } as unknown as Storage;
}

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  } as Storage;
}

describe('safe storage', () => {
  it('reads and writes through to working storage', () => {
    const backing = memoryStorage();
    const storage = createSafeStorage(() => backing);
    storage.set('buildUrl', '/triton');
    expect(backing.getItem('buildUrl')).toBe('/triton');
    storage.remove('buildUrl');
    expect(storage.get('buildUrl')).toBeNull();
  });

  it('keeps working for the page when every storage call throws', () => {
    const storage = createSafeStorage(() => throwingStorage());
    expect(() => storage.set('CTA', 'get-a-quote')).not.toThrow();
    expect(storage.get('CTA')).toBe('get-a-quote');
    storage.remove('CTA');
    expect(storage.get('CTA')).toBeNull();
  });

  it('keeps working when even reaching storage throws (blocked cookies)', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    storage.set('continueBuild', 'true');
    expect(storage.get('continueBuild')).toBe('true');
  });

  it('keeps the value for the page when the quota is full', () => {
    const backing = memoryStorage();
    backing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const storage = createSafeStorage(() => backing);
    storage.set('buildUrl', '/asx');
    expect(storage.get('buildUrl')).toBeNull();
  });
});
