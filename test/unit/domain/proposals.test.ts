/**
 * The proposed change a modal shows (src/domain/proposals.ts; spec 2 "Modals", 3 "Proposed
 * change"): its copy word for word, the heading an accessory change takes, which plans ask the
 * visitor, the items a plan lists and why each leaves. Copy is written out here from the spec,
 * not read from PROPOSAL_COPY.
 */
import { describe, expect, it } from 'vitest';
import type { RulePlan } from '../../../src/domain/accessoryRules';
import {
  PROPOSAL_COPY,
  accessoryBeingUpdated,
  accessoryProposalHeader,
  impactedItems,
  makeProposal,
  needsProposal,
  removalReason,
} from '../../../src/domain/proposals';
import { accessory, catalogOf, model, testBuild } from '../../support/catalogFactory';

const plan = (extra: Partial<RulePlan>): RulePlan => ({
  ok: true,
  cart: [],
  added: [],
  removed: [],
  choices: [],
  alerts: [],
  issues: [],
  ...extra,
});

const catalog = catalogOf({
  accessories: [
    accessory('LID', { title: 'Hard lid', price: 1200 }),
    accessory('BAR', { title: 'Sports bar', colours: [['Black'], ['Silver']] }),
    accessory('LIGHTS', { title: 'Sports bar LED lights', price: 450 }),
    accessory('PACK', { title: 'Touring pack', price: 2500 }),
  ],
});

describe('the copy of a proposal, word for word from the spec', () => {
  it('names the headings spec 2 lists', () => {
    expect([
      PROPOSAL_COPY.defaultHeader,
      PROPOSAL_COPY.fineTuneHeader,
      PROPOSAL_COPY.colourHeader,
      PROPOSAL_COPY.colourSubHeader,
      PROPOSAL_COPY.dontMixHeader,
      PROPOSAL_COPY.plusOneHeader,
      PROPOSAL_COPY.removeHeader,
    ]).toEqual([
      'Your selection requires changes',
      "Let's fine-tune your build",
      'Great colour choice! Do you want to change others?',
      'Do you want to update any of your accessory colours to match the vehicle colour?',
      "Some accessories don't mix",
      "This one's got a plus-one",
      'Remove this accessory?',
    ]);
  });

  it('names the section headings as the spec does', () => {
    const t = testBuild({ accessories: [accessory('A', { excludes: ['B'] }), accessory('B')], cart: ['B'] }).add('A');
    expect(t.pending?.impactedItemsHeaders).toEqual({
      remove: 'Remove to make room',
      selectToAdd: 'Select to add',
      add: 'Accessories added',
    });
    expect([t.pending?.priceChangeHeading, t.pending?.newTotalHeading]).toEqual(['Price change', 'New total cost']);
  });

  it('assembles a proposal with its section headings, the price change and the build cancel restores', () => {
    const base = testBuild().build;
    const proposal = makeProposal(catalog, {
      trigger: { kind: 'add-accessory', sku: 'LID' },
      header: "Some accessories don't mix",
      itemBeingUpdated: accessoryBeingUpdated(catalog, 'LID', 'add'),
      optionalRemovals: ['LIGHTS'],
      currentTotal: 40450,
      newTotal: 41200,
      base,
    });
    expect(proposal).toMatchObject({
      modalHeader: "Some accessories don't mix",
      modalSubHeader: null,
      changeHeading: null,
      impactedItemsHeaders: { remove: 'Remove to make room', selectToAdd: 'Select to add', add: 'Accessories added' },
      priceChangeHeading: 'Price change',
      newTotalHeading: 'New total cost',
      impactedItems: [],
      configurableItems: [],
      priceChange: 750,
      newTotal: 41200,
    });
    expect(proposal.base).toBe(base);
    expect(proposal.optionalRemovals).toEqual([
      { action: 'remove', group: 1, sku: 'LIGHTS', title: 'Sports bar LED lights', price: 450, colourLabel: null, reason: null },
    ]);
  });
});

describe('the heading of an accessory change (spec 2)', () => {
  it("says 'Some accessories don't mix' when it only removes", () => {
    expect(accessoryProposalHeader(plan({ removed: [{ sku: 'BAR-Black', reason: 'conflict', group: 1, because: 'LID' }] }))).toBe(
      "Some accessories don't mix",
    );
  });

  it("says 'This one's got a plus-one' when it only adds or asks to choose", () => {
    expect(accessoryProposalHeader(plan({ added: [{ sku: 'BAR', reason: 'required', group: 1 }] }))).toBe("This one's got a plus-one");
    expect(accessoryProposalHeader(plan({ choices: [{ group: 1, candidates: ['BAR', 'LID'], chosen: 'BAR' }] }))).toBe(
      "This one's got a plus-one",
    );
  });

  it("says 'Your selection requires changes' when it both removes and adds", () => {
    const both = plan({
      added: [{ sku: 'LIGHTS', reason: 'required', group: 1 }],
      removed: [{ sku: 'LID', reason: 'conflict', group: 1, because: 'BAR' }],
    });
    expect(accessoryProposalHeader(both)).toBe('Your selection requires changes');
  });

  it('does not count a copy a pack takes over as a removal', () => {
    const packOnly = plan({ added: [{ sku: 'BAR', reason: 'required', group: 1 }], removed: [{ sku: 'LID', reason: 'pack', group: 1 }] });
    expect(accessoryProposalHeader(packOnly)).toBe("This one's got a plus-one");
  });
});

describe('which plans ask the visitor (spec 4: a pack copy only raises an alert)', () => {
  it('asks when a plan adds, removes or offers a choice', () => {
    expect(needsProposal(plan({ added: [{ sku: 'BAR', reason: 'required', group: 1 }] }))).toBe(true);
    expect(needsProposal(plan({ removed: [{ sku: 'BAR', reason: 'conflict', group: 1 }] }))).toBe(true);
    expect(needsProposal(plan({ choices: [{ group: 2, candidates: ['BAR', 'LID'], chosen: 'LID' }] }))).toBe(true);
  });

  it('does not ask for the item alone, a pack taking over a copy, or a plan that cannot be made', () => {
    expect(needsProposal(plan({}))).toBe(false);
    expect(needsProposal(plan({ removed: [{ sku: 'LID', reason: 'pack', group: 1 }] }))).toBe(false);
    expect(needsProposal(plan({ ok: false, added: [{ sku: 'BAR', reason: 'required', group: 1 }] }))).toBe(false);
  });
});

describe('the items a proposal lists', () => {
  it('lists the removals, then every candidate of a choice, then the other additions, with title, price and colour', () => {
    const items = impactedItems(
      catalog,
      plan({
        removed: [{ sku: 'BAR-Black', reason: 'conflict', group: 1, because: 'LID' }],
        choices: [{ group: 2, candidates: ['LIGHTS', 'PACK'], chosen: 'LIGHTS' }],
        added: [
          { sku: 'LIGHTS', reason: 'required', group: 2 },
          { sku: 'LID', reason: 'required', group: 1 },
        ],
      }),
    );
    expect(items).toEqual([
      {
        action: 'remove',
        group: 1,
        sku: 'BAR-Black',
        title: 'BAR Black',
        price: 100,
        colourLabel: 'Black',
        reason: "Can't be fitted with the Hard lid",
      },
      { action: 'choose', group: 2, sku: 'LIGHTS', title: 'Sports bar LED lights', price: 450, colourLabel: null, reason: null },
      { action: 'choose', group: 2, sku: 'PACK', title: 'Touring pack', price: 2500, colourLabel: null, reason: null },
      { action: 'add', group: 1, sku: 'LID', title: 'Hard lid', price: 1200, colourLabel: null, reason: null },
    ]);
  });

  it('describes the accessory a proposal is about, a paint as a paint', () => {
    expect(accessoryBeingUpdated(catalog, 'BAR-Silver', 'remove')).toEqual({
      action: 'remove',
      itemType: 'accessory',
      sku: 'BAR-Silver',
      title: 'BAR Silver',
      colourLabel: 'Silver',
      price: 100,
      imageUrl: null,
    });
    expect(accessoryBeingUpdated(catalog, 'LID', 'add', 'paint')).toMatchObject({ itemType: 'paint', title: 'Hard lid', price: 1200 });
  });

  it('gives each removal its reason, by the item’s own name, and none where the plan does not know', () => {
    const reason = (item: Parameters<typeof removalReason>[1]) => removalReason(catalog, item);
    expect(reason({ sku: 'LID', reason: 'conflict', group: 1, because: 'BAR-Black' })).toBe("Can't be fitted with the Sports bar");
    expect(reason({ sku: 'LIGHTS', reason: 'dependent', group: 1, because: 'BAR' })).toBe('Needs the Sports bar');
    expect(reason({ sku: 'LID', reason: 'pack', group: 1, because: 'PACK' })).toBe('Comes with the Touring pack');
    expect(reason({ sku: 'LID', reason: 'vehicle', group: 1 })).toBe("Doesn't fit the new model");
    expect(reason({ sku: 'LID', reason: 'conflict', group: 1 })).toBeNull();
    expect(reason({ sku: 'LID', reason: 'required', group: 1, because: 'BAR' })).toBeNull();
  });
});

describe('why an item leaves (issue 32.4)', () => {
  const reasons = (items: readonly { action: string; title: string; reason?: string | null }[] | undefined) =>
    (items ?? []).filter((item) => item.action === 'remove').map(({ title, reason }) => [title, reason]);

  it('names what a removed item cannot be fitted with, and what a dependent needed that leaves', () => {
    const accessories = [
      accessory('LID', { title: 'Hard lid', excludes: ['BAR'] }),
      accessory('BAR', { title: 'Sports bar', colours: [['Black'], ['Silver']] }),
      accessory('LIGHTS', { title: 'Sports bar LED lights', requires: ['BAR'] }),
    ];
    const t = testBuild({ accessories, cart: ['BAR-Black', 'LIGHTS'] }).add('LID');
    // The bar by its own name, not its colour's.
    expect(reasons(t.pending?.impactedItems)).toEqual([
      ['BAR Black', "Can't be fitted with the Hard lid"],
      ['Sports bar LED lights', 'Needs the Sports bar'],
    ]);
    // Removing the bar itself: its lights go because they need it.
    const removing = testBuild({ accessories, cart: ['BAR-Black', 'LIGHTS'] }).remove('BAR-Black');
    expect(reasons(removing.pending?.impactedItems)).toEqual([['Sports bar LED lights', 'Needs the Sports bar']]);
  });

  it('says a pack brings a removed copy, and that an item does not fit the new model', () => {
    // A pack that brings the Nudge bar and cannot go with the Canopy: the proposal lists both removals.
    const packing = testBuild({
      accessories: [
        accessory('PACK', { title: 'Touring pack', includes: ['A'], excludes: ['C'] }),
        accessory('A', { title: 'Nudge bar' }),
        accessory('C', { title: 'Canopy' }),
      ],
      cart: ['A', 'C'],
    }).add('PACK');
    expect(reasons(packing.pending?.impactedItems)).toEqual([
      ['Nudge bar', 'Comes with the Touring pack'],
      ['Canopy', "Can't be fitted with the Touring pack"],
    ]);
    const models = [model('GLX', { compatible: ['A', 'B'] }), model('GLS', { compatible: ['A'] })];
    const t = testBuild({ models, accessories: [accessory('A'), accessory('B', { title: 'Tub liner' })], cart: ['A', 'B'] }).choose(
      'model',
      'GLS',
    );
    expect(reasons(t.pending?.impactedItems)).toEqual([['Tub liner', "Doesn't fit the new model"]]);
  });
});
