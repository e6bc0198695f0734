import { describe, expect, it } from 'vitest';
import { packContents } from '../../../src/domain/packs';
import { accessory, catalogOf } from '../../support/catalogFactory';

describe('pack contents (issue 26.10)', () => {
  it("lists a pack's accessories by title, none for an accessory that is not a pack", () => {
    const catalog = catalogOf({
      accessories: [
        accessory('TOWBAR', { title: 'Heavy duty towbar' }),
        accessory('HARNESS', { title: 'Wiring harness' }),
        accessory('PACK', { title: 'Towing Pack', includes: ['TOWBAR', 'HARNESS'], accessoryGroup: 'Packs' }),
      ],
    });
    expect(packContents(catalog, 'PACK')).toEqual(['Heavy duty towbar', 'Wiring harness']);
    expect(packContents(catalog, 'TOWBAR')).toEqual([]);
  });
});
