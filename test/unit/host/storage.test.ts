import fc from 'fast-check';
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
    expect(storage.get('buildUrl')).toBe('/asx');
  });
});

/** A storage with a byte quota (UTF-16 code units, as browsers count), holding the page's other data too. */
function quotaStorage(quota: number): Storage & { used: () => number } {
  const map = new Map<string, string>();
  const used = () => [...map].reduce((sum, [k, v]) => sum + k.length + v.length, 0);
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      const before = map.get(key);
      const after = used() - (before === undefined ? 0 : key.length + before.length) + key.length + value.length;
      if (after > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    key: (index: number) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
    used,
  } as Storage & { used: () => number };
}

describe('full storage (issue 16, point 3)', () => {
  it("saves the build when the element's own older values fill the quota: the old build is replaced", () => {
    const backing = quotaStorage(10_000);
    backing.setItem('host-cache', 'x'.repeat(5_000));
    backing.setItem('buildUrl', `/triton?model-selection=TR&utm_content=${'y'.repeat(4_900)}`);
    const storage = createSafeStorage(() => backing);
    storage.set('buildUrl', `/asx?model-selection=AX&junk=${'z'.repeat(4_900)}`);
    // The new value needs the old one gone first: it fits only once the old build is freed.
    expect(backing.getItem('buildUrl')).toMatch(/^\/asx\?model-selection=AX/);
    expect(backing.getItem('host-cache')).toHaveLength(5_000);
  });

  it("frees the element's other values before giving up, and keeps them for this page", () => {
    const backing = quotaStorage(200);
    backing.setItem('CTA', 'c'.repeat(60));
    backing.setItem('continueBuild', 'true');
    backing.setItem('host', 'h'.repeat(90));
    const storage = createSafeStorage(() => backing);
    storage.set('buildUrl', '/triton?model-selection=TR25GLX');
    expect(backing.getItem('buildUrl')).toBe('/triton?model-selection=TR25GLX');
    expect(backing.getItem('host')).toHaveLength(90);
    expect(storage.get('CTA')).toBe('c'.repeat(60));
  });

  it('never throws and never leaves storage over its quota, whatever was stored before (property)', () => {
    const own = ['buildUrl', 'continueBuild', 'CTA'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...own, 'host-a', 'host-b'), fc.nat(3_000))),
        fc.constantFrom(...own),
        fc.nat(1_500),
        (before, key, size) => {
          const backing = quotaStorage(4_000);
          for (const [name, length] of before) {
            try {
              backing.setItem(name, 'v'.repeat(length));
            } catch {
              /* the page's own writes may fail too */
            }
          }
          const hostBytes = ['host-a', 'host-b'].reduce((sum, name) => sum + name.length + (backing.getItem(name)?.length ?? 0), 0);
          const storage = createSafeStorage(() => backing);
          const value = 'b'.repeat(size);
          expect(() => storage.set(key, value)).not.toThrow();
          expect(storage.get(key)).toBe(value);
          expect(backing.used()).toBeLessThanOrEqual(4_000);
          // Saved whenever the page's own data leaves room for it.
          if (hostBytes + key.length + size <= 4_000) expect(backing.getItem(key)).toBe(value);
        },
      ),
    );
  });
});

describe('a build that cannot be saved never leaves an older one to offer (issue 27.3)', () => {
  it('with every write refused for the quota but removal working, the older build is gone and the new one kept for this page', () => {
    const backing = memoryStorage();
    backing.setItem('buildUrl', '/asx?model-selection=AX25ES');
    backing.setItem('CTA', 'get-a-quote');
    const removed: string[] = [];
    const remove = backing.removeItem.bind(backing);
    backing.removeItem = (key: string) => {
      removed.push(key);
      remove(key);
    };
    backing.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const storage = createSafeStorage(() => backing);
    storage.set('buildUrl', '/pajero-sport?model-selection=PS25GLX');
    expect(backing.getItem('buildUrl')).toBeNull();
    expect(removed[0]).toBe('buildUrl');
    expect(storage.get('buildUrl')).toBe('/pajero-sport?model-selection=PS25GLX');
    // The next visit (a new page, a new adapter) finds no build to offer, not the older one.
    expect(createSafeStorage(() => backing).get('buildUrl')).toBeNull();
  });
});
