import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalOf, type EngineContext } from '../../../src/domain/build';
import { createBuild } from '../../../src/domain/buildStart';
import { acceptProposal, addAccessory, changeOption } from '../../../src/domain/buildTransitions';
import {
  EMPTY_HISTORY,
  HISTORY_LIMIT,
  recordChange,
  redoChange,
  undoChange,
  type BuildHistory,
  type ChangeCause,
} from '../../../src/domain/history';
import { resolveSelection } from '../../../src/domain/selection';
import type { Build } from '../../../src/domain/types';
import { applyAction, visitArb, type Action } from '../../support/arbitraries';
import { PRIVATE, PRIVATE_NSW, accessory, model, testBuild, tray, trayPaint, CAB_CHASSIS } from '../../support/catalogFactory';
import { shippedCatalog } from '../../support/shippedCatalog';

const LID = accessory('LID', { title: 'Hard lid', excludes: ['BAR'], price: 3499 });
const BAR = accessory('BAR', { title: 'Sports bar', excludes: ['LID'], price: 1499 });

/** A visitor's session: each change made through the engine and recorded, as the element does. */
class Session {
  history: BuildHistory = EMPTY_HISTORY;
  constructor(
    readonly ctx: EngineContext,
    public build: Build,
  ) {}
  apply(after: Build, cause: ChangeCause): this {
    this.history = recordChange(this.history, this.build, after, cause);
    this.build = after;
    return this;
  }
  undo(): string | null {
    const undone = undoChange(this.ctx, this.history, this.build);
    if (!undone) return null;
    this.build = undone.build;
    this.history = undone.history;
    return undone.build.alert?.content ?? null;
  }
  redo(): string | null {
    const redone = redoChange(this.ctx, this.history, this.build);
    if (!redone) return null;
    this.build = redone.build;
    this.history = redone.history;
    return redone.build.alert?.content ?? null;
  }
}

describe('undo', { timeout: 30_000 }, () => {
  it('takes a forced change back and says what it undid (the shipped Triton, issue 22.3)', async () => {
    const catalog = await shippedCatalog('triton');
    const ctx: EngineContext = { catalog, pricing: PRIVATE };
    const start = createBuild(ctx, resolveSelection(catalog, {})!);
    expect(start.selections).toMatchObject({ bodyStyle: 'Single Cab Chassis', driveAndFuel: '2WD Petrol' });
    expect(totalOf(ctx, start)).toBe(35990);
    const s = new Session(ctx, start);
    s.apply(changeOption(ctx, start, 'bodyStyle', 'Double Cab Chassis').build, { group: 'bodyStyle' });
    expect(s.build.selections.driveAndFuel).toBe('4WD Diesel');
    expect(totalOf(ctx, s.build)).not.toBe(35990);

    // The tray follows the model (spec 4), so it goes back with it, and says so.
    expect(s.undo()).toBe(
      'Undid: Double Cab Chassis (Drive & Fuel Type back to 2WD Petrol; Steel tray – Single Cab back; Steel tray – Double Cab removed)',
    );
    expect(s.build.selections).toEqual(start.selections);
    expect(s.build.cart).toEqual(start.cart);
    expect(totalOf(ctx, s.build)).toBe(35990);
    expect(s.undo()).toBeNull();
  });

  it('takes an accepted proposal back: what it removed comes back, what it added leaves', () => {
    const t = testBuild({ accessories: [LID, BAR], cart: ['LID'] });
    const s = new Session(t.ctx, t.build);
    const proposing = addAccessory(t.ctx, s.build, 'BAR').build;
    s.apply(proposing, { sku: 'BAR' }); // a proposal opening is not a change
    expect(s.history.entries).toHaveLength(0);
    s.apply(acceptProposal(t.ctx, proposing, proposing.pending!), { sku: 'BAR' });
    expect(s.build.cart).toEqual(['BAR']);
    expect(s.undo()).toBe('Undid: Sports bar added (Hard lid back)');
    expect(s.build.cart).toEqual(['LID']);
    expect(totalOf(t.ctx, s.build)).toBe(t.total);
    expect(s.build.pending).toBeNull();
  });

  it('names a removed accessory, a colour and a tray paint', () => {
    const models = [model('GLX', { subrange: CAB_CHASSIS, price: 40000 })];
    const accessories = [tray('TRAY', 4000), trayPaint('PAINT', 'alloy', [['Black', 990]]), accessory('MAT', { title: 'Floor mats' })];
    const t = testBuild({ models, accessories, cart: ['MAT'] });
    const s = new Session(t.ctx, t.build);
    s.apply(changeOption(t.ctx, s.build, 'exterior', 2).build, { group: 'exterior' });
    s.apply(addAccessory(t.ctx, s.build, 'PAINT-Black').build, { sku: 'PAINT-Black' });
    s.apply({ ...s.build, cart: s.build.cart.filter((sku) => sku !== 'MAT') }, { sku: 'MAT' });
    expect(s.undo()).toBe('Undid: Floor mats removed');
    expect(s.undo()).toBe('Undid: PAINT Black added');
    expect(s.undo()).toBe('Undid: Red Diamond');
    expect(s.build).toMatchObject({ selections: t.build.selections, cart: t.build.cart });
  });

  it('keeps the last 50 changes, the oldest going first', () => {
    const t = testBuild();
    const s = new Session(t.ctx, t.build);
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) {
      s.apply(changeOption(t.ctx, s.build, 'exterior', i % 2 === 0 ? 2 : 1).build, { group: 'exterior' });
    }
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(20);
    let undone = 0;
    while (s.undo() !== null) undone++;
    expect(undone).toBe(HISTORY_LIMIT);
  });

  it('gives back the finance inputs a change reset, and keeps those a change left alone', () => {
    const t = testBuild({ accessories: [accessory('MAT')] });
    const finance = { calculatorAmount: null, deposit: 5000, balloon: null, interestRate: 7, loanTerm: 5, paymentFrequency: 12 as const };
    const s = new Session(t.ctx, { ...t.build, finance, financeSelected: true });
    s.apply(changeOption(t.ctx, s.build, 'exterior', 2).build, { group: 'exterior' });
    expect(s.build.finance).toBeNull();
    s.apply(addAccessory(t.ctx, s.build, 'MAT').build, { sku: 'MAT' });
    const later = { ...finance, deposit: 9000 };
    s.build = { ...s.build, finance: later };
    s.undo();
    expect(s.build.finance).toBe(later);
    s.undo();
    expect(s.build.finance).toBe(finance);
    expect(s.build.financeSelected).toBe(true);
  });
});

describe('redo (issue 32.3)', { timeout: 30_000 }, () => {
  it('makes an undone change again, exactly, and says what it redid; undo and redo alternate', () => {
    const t = testBuild({ accessories: [LID, BAR], cart: ['LID'] });
    const s = new Session(t.ctx, t.build);
    expect(s.redo()).toBeNull();
    const proposing = addAccessory(t.ctx, s.build, 'BAR').build;
    const accepted = acceptProposal(t.ctx, proposing, proposing.pending!);
    s.apply(accepted, { sku: 'BAR' });
    expect(s.redo()).toBeNull();
    expect(s.undo()).toBe('Undid: Sports bar added (Hard lid back)');
    expect(s.redo()).toBe('Redid: Sports bar added (Hard lid removed)');
    expect(s.build.cart).toEqual(['BAR']);
    expect(totalOf(t.ctx, s.build)).toBe(t.total - 3499 + 1499);
    expect(s.build.pending).toBeNull();
    expect(s.redo()).toBeNull();
    expect(s.undo()).toBe('Undid: Sports bar added (Hard lid back)');
    expect(s.build.cart).toEqual(['LID']);
    expect(totalOf(t.ctx, s.build)).toBe(t.total);
  });

  it('redoes a forced change of the vehicle with what else it changed (the shipped Triton)', async () => {
    const catalog = await shippedCatalog('triton');
    const ctx: EngineContext = { catalog, pricing: PRIVATE };
    const start = createBuild(ctx, resolveSelection(catalog, {})!);
    const s = new Session(ctx, start);
    const changed = changeOption(ctx, start, 'bodyStyle', 'Double Cab Chassis').build;
    s.apply(changed, { group: 'bodyStyle' });
    s.undo();
    expect(s.redo()).toBe(
      'Redid: Double Cab Chassis (Drive & Fuel Type to 4WD Diesel; Steel tray – Single Cab removed; Steel tray – Double Cab added)',
    );
    expect(s.build.selections).toEqual(changed.selections);
    expect(s.build.cart).toEqual(changed.cart);
    expect(totalOf(ctx, s.build)).toBe(totalOf(ctx, changed));
  });

  it('a new change clears what was left to redo', () => {
    const t = testBuild({ accessories: [accessory('MAT')] });
    const s = new Session(t.ctx, t.build);
    s.apply(changeOption(t.ctx, s.build, 'exterior', 2).build, { group: 'exterior' });
    s.apply(addAccessory(t.ctx, s.build, 'MAT').build, { sku: 'MAT' });
    s.undo();
    s.undo();
    expect(s.history.redo).toHaveLength(2);
    // A proposal opening or the same build again is no change: the redo list stays.
    s.apply(s.build, { group: 'exterior' });
    expect(s.history.redo).toHaveLength(2);
    s.apply(changeOption(t.ctx, s.build, 'exterior', 2).build, { group: 'exterior' });
    expect(s.history.redo).toEqual([]);
    expect(s.redo()).toBeNull();
    expect(s.undo()).toMatch(/^Undid: /);
    expect(s.undo()).toBeNull();
  });

  it('redoes up to the 50 changes kept, back to the last build', () => {
    const t = testBuild();
    const s = new Session(t.ctx, t.build);
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) {
      s.apply(changeOption(t.ctx, s.build, 'exterior', i % 2 === 0 ? 2 : 1).build, { group: 'exterior' });
    }
    const last = s.build;
    while (s.undo() !== null);
    let redone = 0;
    while (s.redo() !== null) redone++;
    expect(redone).toBe(50);
    expect(s.build.selections).toEqual(last.selections);
    expect(s.history.entries).toHaveLength(50);
  });

  it('over generated visits: undoing everything and redoing everything gives each build in turn and its price', () => {
    fc.assert(
      fc.property(visitArb(10), (visit) => {
        const { ctx } = visit;
        const s = new Session(ctx, visit.start);
        const afters: Build[] = [];
        for (const action of visit.actions) {
          const after = applyAction(ctx, s.build, action).build;
          const count = s.history.entries.length;
          s.apply(after, causeOf(action));
          if (s.history.entries.length > count) afters.push(after);
        }
        while (s.undo() !== null);
        for (const want of afters) {
          expect(s.redo()).toMatch(/^Redid: ./);
          expect(s.build.selections).toEqual(want.selections);
          expect(s.build.cart).toEqual(want.cart);
          expect(totalOf(ctx, s.build)).toBe(totalOf(ctx, want));
        }
        expect(s.redo()).toBeNull();
      }),
      { numRuns: 150 },
    );
  }, 30_000);
});

describe('undo over generated catalogs and visits (issue 22.5)', () => {
  it('after any sequence of changes, accepted proposals and repairs, each undo gives back the exact build before the change and its price', () => {
    fc.assert(
      fc.property(visitArb(12), (visit) => {
        const { ctx } = visit;
        const s = new Session(ctx, visit.start);
        // The build before each recorded change (a change of the choices' order alone is no change to undo).
        const befores: Build[] = [];
        for (const action of visit.actions) {
          const previous = s.build;
          const after = applyAction(ctx, previous, action).build;
          const count = s.history.entries.length;
          s.apply(after, causeOf(action));
          if (s.history.entries.length > count) befores.push(previous);
        }
        for (let i = befores.length - 1; i >= 0; i--) {
          const message = s.undo();
          expect(message).toMatch(/^Undid: ./);
          const want = befores[i]!;
          expect(s.build.selections).toEqual(want.selections);
          expect(s.build.cart).toEqual(want.cart);
          expect(s.build.choiceOrder).toEqual(want.choiceOrder);
          expect(totalOf(ctx, s.build)).toBe(totalOf(ctx, want));
        }
        expect(s.undo()).toBeNull();
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('on the shipped Triton too, through random option and accessory changes', async () => {
    const catalog = await shippedCatalog('triton');
    const ctx: EngineContext = { catalog, pricing: PRIVATE_NSW };
    const start = createBuild(ctx, resolveSelection(catalog, {})!);
    const actions = fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('add' as const), index: fc.nat() }),
        fc.record({ kind: fc.constant('remove' as const), index: fc.nat() }),
        fc.record({
          kind: fc.constant('choose' as const),
          group: fc.constantFrom('bodyStyle', 'model', 'exterior', 'driveAndFuel'),
          index: fc.nat(),
        }),
        fc.record({ kind: fc.constant('accept' as const), first: fc.nat(), second: fc.nat(), colour: fc.nat() }),
      ),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(actions, (list) => {
        const s = new Session(ctx, start);
        const builds: Build[] = [start];
        for (const action of list as Action[]) {
          const after = applyAction(ctx, s.build, action).build;
          const before = s.history.entries.length;
          s.apply(after, causeOf(action));
          if (s.history.entries.length > before) builds.push(after);
        }
        for (let i = builds.length - 2; i >= 0; i--) {
          s.undo();
          expect({ selections: s.build.selections, cart: s.build.cart }).toEqual({
            selections: builds[i]!.selections,
            cart: builds[i]!.cart,
          });
          expect(totalOf(ctx, s.build)).toBe(totalOf(ctx, builds[i]!));
        }
      }),
      { numRuns: 60 },
    );
  }, 30_000);
});

function causeOf(action: Action): ChangeCause {
  return action.kind === 'choose' ? { group: action.group } : null;
}
