import { describe, expect, it } from 'vitest';
import { proposalChooseGroups, proposalRowPrices, proposalShownSkus, selectedGroups, toggleKept } from '../../../src/domain/proposalView';
import type { ImpactedItem, ItemBeingUpdated, ProposedChange } from '../../../src/domain/types';
import { PRIVATE_NSW } from '../../support/catalogFactory';

const item = (sku: string, action: ImpactedItem['action'], group: 1 | 2 = 1, price: number | null = 100): ImpactedItem => ({
  action,
  group,
  sku,
  title: sku,
  price,
  colourLabel: null,
});

const updated = (itemType: ItemBeingUpdated['itemType'], sku = 'LIGHT'): ItemBeingUpdated => ({
  action: 'add',
  itemType,
  sku,
  title: sku,
  colourLabel: null,
  price: 300,
  imageUrl: null,
});

describe('proposal view', () => {
  const items = [item('BAR1', 'choose', 1), item('HARNESS', 'add'), item('BAR2', 'choose', 1), item('MOUNT1', 'choose', 2)];

  it('groups the choose items in the proposal order, the first candidate picked until the visitor picks', () => {
    expect(proposalChooseGroups(items, {}).map(({ group, items: c, selected }) => [group, c.map((i) => i.sku), selected])).toEqual([
      [1, ['BAR1', 'BAR2'], 'BAR1'],
      [2, ['MOUNT1'], 'MOUNT1'],
    ]);
  });

  it('keeps a pick that is still a candidate and drops one that is not', () => {
    const groups = proposalChooseGroups(items, { 1: 'BAR2', 2: 'GONE' });
    expect(selectedGroups(groups)).toEqual({ 1: 'BAR2', 2: 'MOUNT1' });
  });

  it('names the updated accessory, removed and added items, plus-ones and picks as shown', () => {
    const proposal = {
      itemBeingUpdated: updated('accessory'),
      impactedItems: items,
      optionalRemovals: [item('PLUS', 'remove')],
    } as unknown as ProposedChange;
    expect(proposalShownSkus(proposal, proposalChooseGroups(items, { 1: 'BAR2' }))).toEqual(['LIGHT', 'HARNESS', 'PLUS', 'BAR2', 'MOUNT1']);
    const modelChange = { ...proposal, itemBeingUpdated: updated('model', 'GLX') } as ProposedChange;
    expect(proposalShownSkus(modelChange, [])).toEqual(['HARNESS', 'PLUS']);
  });

  it('toggles a kept plus-one', () => {
    expect(toggleKept(['A'], 'B')).toEqual(['A', 'B']);
    expect(toggleKept(['A', 'B'], 'A')).toEqual(['B']);
  });

  it('prices the rows: a removed item with a minus, the updated accessory, nothing without pricing', () => {
    const prices = { priceChange: '', newTotal: null, priceOnApplication: false, lines: [], becomesPoa: null };
    const rows = proposalRowPrices(PRIVATE_NSW, prices, updated('accessory'));
    expect(rows.item(item('HARNESS', 'remove', 1, 50))).toBe('− $50');
    expect(rows.choice(item('BAR1', 'choose', 1, 250))).toBe('+ $250');
    expect(rows.updated).toBe('+ $300');
    expect(proposalRowPrices(PRIVATE_NSW, prices, updated('model')).updated).toBeNull();
    const none = proposalRowPrices(null, null, updated('accessory'));
    expect([none.item(item('A', 'add')), none.choice(item('A', 'choose')), none.updated]).toEqual(['', '', null]);
  });
});
