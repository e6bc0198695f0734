/** Issue 23, point 1: saved builds kept under names, read back from storage by a total function. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addSavedBuild,
  cleanBuildName,
  defaultBuildName,
  findSavedBuild,
  MAX_SAVED_BUILDS,
  parseSavedBuilds,
  readSavedAt,
  removeSavedBuild,
  renameSavedBuild,
  restoreSavedBuild,
  sameBuild,
  savedBuildParts,
  savedBuildsValue,
  type SavedBuild,
} from '../../../src/domain/savedBuilds';
import { BUSINESS_NSW, PRIVATE, PRIVATE_NSW, savedBuildDraft } from '../../support/catalogFactory';

function listOf(...names: string[]): SavedBuild[] {
  let list: SavedBuild[] = [];
  for (const name of names) {
    const outcome = addSavedBuild(list, savedBuildDraft(name));
    if (!outcome.ok) throw new Error(outcome.reason);
    list = outcome.list;
  }
  return list;
}

describe('saved builds', () => {
  it('offers the model, grade and colour as the name, numbered when that name is taken', () => {
    expect(defaultBuildName('Triton GLS', 'White Diamond', [])).toBe('Triton GLS, White Diamond');
    const list = listOf('Triton GLS, White Diamond');
    expect(defaultBuildName('Triton GLS', 'White Diamond', list)).toBe('Triton GLS, White Diamond (2)');
    expect(defaultBuildName('ASX LS', null, [])).toBe('ASX LS');
  });

  it('keeps the newest first, each with its own id, up to the limit', () => {
    const list = listOf('One', 'Two');
    expect(list.map((b) => [b.id, b.name])).toEqual([
      ['b2', 'Two'],
      ['b1', 'One'],
    ]);
    const full = listOf(...Array.from({ length: MAX_SAVED_BUILDS }, (_, i) => `Build ${i}`));
    expect(MAX_SAVED_BUILDS).toBeGreaterThanOrEqual(10);
    expect(addSavedBuild(full, savedBuildDraft('One more'))).toEqual({ ok: false, reason: 'full' });
  });

  it('renames a build; an empty name keeps the old one; a name is trimmed and cut to 80 characters', () => {
    const list = listOf('One', 'Two');
    expect(renameSavedBuild(list, 'b1', '  For Sam\n ')[1]?.name).toBe('For Sam');
    expect(renameSavedBuild(list, 'b1', '   ')[1]?.name).toBe('One');
    expect(cleanBuildName('x'.repeat(200))).toHaveLength(80);
  });

  it('deletes a build and undo puts it back where it was', () => {
    const list = listOf('One', 'Two', 'Three');
    const { list: after, removed } = removeSavedBuild(list, 'b2');
    expect(after.map((b) => b.name)).toEqual(['Three', 'One']);
    expect(restoreSavedBuild(after, removed!).map((b) => b.name)).toEqual(['Three', 'Two', 'One']);
  });

  it('reads back what it stores', () => {
    const list = listOf('One', 'Two');
    expect(parseSavedBuilds(savedBuildsValue(list))).toEqual(list);
  });

  it('names the range, model, variant and cart of a saved route', () => {
    expect(savedBuildParts({ href: '/triton?model-selection=GLX&option-sku=GLX-1&accessories=A%2CB' })).toEqual({
      rangeCode: 'triton',
      modelSku: 'GLX',
      variantSku: 'GLX-1',
      cart: ['A', 'B'],
    });
  });

  it('keeps the whole entries of garbled storage and drops the rest', () => {
    const [good] = listOf('Good');
    const stored = JSON.stringify({
      version: 1,
      builds: [good, { ...good, id: 'b9', href: 'https://evil.example/' }, { ...good, id: 'b8', total: -5 }, null, 'x', { ...good }],
    });
    expect(parseSavedBuilds(stored)).toEqual([good]);
    for (const junk of [null, '', 'not json', '[]', '{"builds": 5}', '{"builds": [{"__proto__": {}}]}', 'null']) {
      expect(parseSavedBuilds(junk)).toEqual([]);
    }
  });

  it('never throws on any stored text (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ builds: [v] })),
        ),
        (raw) => {
          const read = parseSavedBuilds(raw);
          expect(read.length).toBeLessThanOrEqual(MAX_SAVED_BUILDS);
        },
      ),
    );
  });

  it('reads a saved date only as a real one: an impossible date is dropped, the build kept', () => {
    expect(readSavedAt('2026-11-25T10:00:00.000Z')).toBe('2026-11-25T10:00:00.000Z');
    expect(readSavedAt('2026-11-25T10:00:00Z')).toBe('2026-11-25T10:00:00.000Z');
    expect(readSavedAt('2024-02-29T23:59:59.5Z')).toBe('2024-02-29T23:59:59.500Z');
    for (const bad of [
      '9999-99-99T99:99:99Z',
      '2025-02-29T10:00:00Z',
      '2026-11-25T24:00:00Z',
      '+010000-01-01T00:00:00.000Z',
      '1969-12-31T23:59:59Z',
      '2026-11-25',
      5,
      null,
    ]) {
      expect(readSavedAt(bad)).toBeNull();
    }
    const [good] = listOf('Good');
    const stored = JSON.stringify({ version: 1, builds: [{ ...good, savedAt: '9999-99-99T99:99:99Z' }] });
    expect(parseSavedBuilds(stored)).toEqual([{ ...good!, savedAt: null }]);
    const latest = JSON.stringify({ version: 1, builds: [{ ...good, savedAt: '9999-12-31T23:59:59.999Z' }] });
    expect(parseSavedBuilds(latest)[0]?.savedAt).toBe('9999-12-31T23:59:59.999Z');
  });
});

describe('the same build (issue 35)', () => {
  const GLX = '/triton?model-selection=GLX&option-sku=GLX-1&accessories=TB,FM';

  it('is one route, its accessories in any order, priced for the same settings', () => {
    const saved = { ...savedBuildDraft('Mine', { href: GLX }), id: 'b1' };
    expect(sameBuild(saved, { href: '/triton?model-selection=GLX&option-sku=GLX-1&accessories=FM,TB', pricing: PRIVATE_NSW })).toBe(true);
    expect(sameBuild(saved, { href: '#/triton?model-selection=GLX&option-sku=GLX-1&accessories=TB,FM', pricing: PRIVATE_NSW })).toBe(true);
  });

  it('is not a build with another colour, accessory, model or range, nor one priced for other settings', () => {
    const saved = { ...savedBuildDraft('Mine', { href: GLX }), id: 'b1' };
    for (const href of [
      '/triton?model-selection=GLX&option-sku=GLX-2&accessories=TB,FM',
      '/triton?model-selection=GLX&option-sku=GLX-1&accessories=TB',
      '/triton?model-selection=GLS&option-sku=GLX-1&accessories=TB,FM',
      '/asx?model-selection=GLX&option-sku=GLX-1&accessories=TB,FM',
    ]) {
      expect(sameBuild(saved, { href, pricing: PRIVATE_NSW })).toBe(false);
    }
    expect(sameBuild(saved, { href: GLX, pricing: BUSINESS_NSW })).toBe(false);
    expect(sameBuild(saved, { href: GLX, pricing: PRIVATE })).toBe(false);
  });

  it('finds the saved build that is this build, the newest first, or none', () => {
    const list = listOf('Older');
    const outcome = addSavedBuild(list, savedBuildDraft('Other', { href: '/triton?model-selection=GLX&option-sku=GLX-2' }));
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(findSavedBuild(outcome.list, { href: '/triton?model-selection=GLX&option-sku=GLX-1', pricing: PRIVATE_NSW })?.name).toBe(
      'Older',
    );
    expect(findSavedBuild(outcome.list, { href: '/triton?model-selection=GLX&option-sku=GLX-3', pricing: PRIVATE_NSW })).toBeNull();
  });
});
