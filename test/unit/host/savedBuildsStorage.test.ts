/** Issue 23: saved builds' storage says whether a write reached the device, and never throws. */
import { describe, expect, it } from 'vitest';
import { parseSavedBuilds } from '../../../src/domain/savedBuilds';
import { nowIso } from '../../../src/host/clock';
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

  it('writes a clock in year 10000+ (or before 1970) as a date the reader takes back', () => {
    const farFuture = Date.UTC(10000, 0, 1) + 400 * 86_400_000;
    expect(new Date(farFuture).toISOString()).toMatch(/^\+010001-/);
    expect(nowIso(farFuture)).toBe('9999-12-31T23:59:59.999Z');
    expect(nowIso(-5)).toBe('1970-01-01T00:00:00.000Z');
    expect(nowIso(Number.NaN)).toBe('1970-01-01T00:00:00.000Z');
    expect(nowIso(Date.UTC(2026, 10, 28, 6, 0))).toBe('2026-11-28T06:00:00.000Z');
    const build = {
      id: 'b1',
      name: 'Far',
      href: '/triton',
      savedAt: nowIso(farFuture),
      pricing: { customerType: 'private', pricingType: 'drive-away', state: null },
      total: null,
      priceText: '',
      itemNames: [],
    };
    expect(parseSavedBuilds(JSON.stringify({ version: 1, builds: [build] }))).toEqual([build]);
  });

  it('says when storage cannot be read, so nothing is written over it', () => {
    const storage = memoryStorage();
    storage.getItem = () => {
      throw new Error('read failed');
    };
    expect(createSavedBuildsStorage(() => storage).readFresh()).toEqual({ ok: false });
    const fine = memoryStorage();
    fine.setItem('bpSavedBuilds', 'x');
    expect(createSavedBuildsStorage(() => fine).readFresh()).toEqual({ ok: true, stored: 'x', unsaved: null });
  });

  it("keeps a write storage refused as the page's unsaved copy, beside what storage holds, until a write reaches it", () => {
    let refuse = true;
    const storage = memoryStorage();
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      if (refuse) throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    };
    const saved = createSavedBuildsStorage(() => storage);
    const heard: string[] = [];
    const stop = saved.subscribe(() => heard.push('change'));
    expect(saved.write('page')).toBe('full');
    expect(saved.readFresh()).toEqual({ ok: true, stored: null, unsaved: 'page' });
    refuse = false;
    expect(saved.write('both')).toBe('saved');
    expect(saved.readFresh()).toEqual({ ok: true, stored: 'both', unsaved: null });
    // Another element of the page hears of each write (storage events do not reach the writing document).
    expect(heard).toEqual(['change', 'change']);
    stop();
    saved.write('after');
    expect(heard).toHaveLength(2);
  });
});
