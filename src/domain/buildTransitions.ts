/**
 * The build's transitions: every change the visitor makes to a build. Each is pure:
 * (context, build, input) → outcome. A change that needs the visitor's consent returns
 * the build unchanged except for `pending`; accept replays it with the visitor's choices
 * and cancel (build.ts) returns the build exactly as it was. The first screen needs none
 * of this (only build.ts), so it is a module of its own that the element loads lazily.
 */
import { planAdd, planRemove, plusOnesOf, plusOnesOfRemoved, type RulePlan } from './accessoryRules';
import { addRefusal } from './addRefusal';
import { alertOf, resolvedOf, settled, totalOf, type EngineContext, type Outcome } from './build';
import { planOptionChange, type OptionChange } from './buildStart';
import { alsoChangedAlert } from './buildChanges';
import { accessoryOf, isCompatibleWithVariant, keyOf } from './catalog';
import { itemChoice, optionChoice, withChoices } from './choiceOrder';
import { poaExplanation } from './leasePoa';
import { buildTotal, isPriceOnApplication } from './pricing';
import { PROPOSAL_COPY, accessoryBeingUpdated, accessoryProposalHeader, impactedItems, makeProposal, needsProposal } from './proposals';
import { planAccessoryAdd, repairAccessoryAdd, repairWith, type AccessoryRepair } from './repair';
import { changeSelection, chosenOptionValue } from './selection';
import { paintInCart, trayInCart, trayPaints } from './trays';
import { compatibleTrays, isTrayPaintSku } from './trayPrice';
import type {
  Build,
  ConfigurableItem,
  FormSelections,
  ProposalChoices,
  ProposalTrigger,
  ProposedChange,
  ResolvedSelection,
  RuleIssue,
  SelectionGroup,
  SelectionValue,
} from './types';

// Undo rides with the engine: a change can only be undone once one has been made.
export { recordChange, redoChange, undoChange } from './history';

/** The build with the POA explanation as its alert when a change has just put lease prices on application (spec 4). */
function toldOfPoa(ctx: EngineContext, before: Build, after: Build): Build {
  const was = resolvedOf(ctx, before);
  const now = resolvedOf(ctx, after);
  if (!was || !now || isPriceOnApplication(ctx.catalog, was, before.cart, ctx.pricing)) return after;
  const why = poaExplanation(ctx.catalog, now, after.cart, ctx.pricing);
  return why === null ? after : { ...after, alert: alertOf(why) };
}

function unchanged(build: Build, issues: readonly RuleIssue[] = []): Outcome {
  return { build, issues };
}

// ---------------------------------------------------------------------------
// Accessories
// ---------------------------------------------------------------------------

function applyPlan(build: Build, plan: RulePlan): Build {
  return { ...build, cart: plan.cart, alert: alertOf(plan.alerts[0]) ?? build.alert, pending: null };
}

function accessoryProposal(
  ctx: EngineContext,
  base: Build,
  plan: RulePlan,
  trigger: ProposalTrigger,
  header: string,
  action: 'add' | 'remove',
  sku: string,
  optionalRemovals: readonly string[] = [],
): Build {
  const resolved = resolvedOf(ctx, base);
  const current = resolved ? buildTotal(ctx.catalog, resolved, base.cart, ctx.pricing).total : 0;
  const cart = withoutPlusOnes(ctx, base, plan.cart, optionalRemovals, []);
  const next = resolved ? buildTotal(ctx.catalog, resolved, cart, ctx.pricing).total : 0;
  const itemType = isTrayPaintSku(ctx.catalog, sku) ? 'paint' : 'accessory';
  const proposal = makeProposal(ctx.catalog, {
    trigger,
    header,
    itemBeingUpdated: accessoryBeingUpdated(ctx.catalog, sku, action, itemType),
    impactedItems: impactedItems(ctx.catalog, plan),
    optionalRemovals,
    currentTotal: current,
    newTotal: next,
    base,
  });
  return { ...base, pending: cheapestFirst(ctx, proposal) };
}

/** A cart after a removal with the plus-ones the visitor did not keep removed too. */
function withoutPlusOnes(
  ctx: EngineContext,
  base: Build,
  cart: readonly string[],
  plusOnes: readonly string[],
  keep: readonly string[],
): readonly string[] {
  const variantSku = resolvedOf(ctx, base)?.variant.sku ?? null;
  let next = cart;
  for (const sku of plusOnes) {
    if (keep.includes(sku) || !next.includes(sku)) continue;
    const plan = planRemove(ctx.catalog, variantSku, next, sku);
    if (plan.ok) next = plan.cart;
  }
  return next;
}

/**
 * The proposal of a repair: 'Your selection requires changes', what leaves (each saying why) and
 * what joins, the ways to meet what the accessory needs, with prices; accepting re-plans it with
 * the visitor's picks (issue 32.4).
 */
function repairProposal(ctx: EngineContext, repair: AccessoryRepair): ProposedChange {
  const { base, sku } = repair;
  const plan: RulePlan = {
    ok: true,
    cart: repair.build.cart,
    added: repair.added,
    removed: repair.removed,
    choices: repair.choices,
    alerts: [],
    issues: [],
  };
  const itemType = isTrayPaintSku(ctx.catalog, sku) ? 'paint' : 'accessory';
  const proposal = makeProposal(ctx.catalog, {
    trigger: { kind: 'repair', sku, dropped: repair.dropped },
    header: PROPOSAL_COPY.defaultHeader,
    itemBeingUpdated: accessoryBeingUpdated(ctx.catalog, sku, 'add', itemType),
    impactedItems: impactedItems(ctx.catalog, plan),
    currentTotal: totalOf(ctx, base),
    newTotal: repair.newTotal,
    base,
  });
  return cheapestFirst(ctx, proposal);
}

/** Each choose group's first candidate: what a proposal takes where the visitor has not picked. */
function firstPicks(proposal: ProposedChange): Partial<Record<1 | 2, string>> {
  const picks: Partial<Record<1 | 2, string>> = {};
  for (const item of proposal.impactedItems) if (item.action === 'choose') picks[item.group] ??= item.sku;
  return picks;
}

/**
 * The build accepting a proposal gives with each candidate of its choose groups (the other groups
 * as picked), by candidate sku; a candidate accepting does not put in the build is no way and is
 * left out (issue 32.4).
 */
function choiceOutcomes(ctx: EngineContext, proposal: ProposedChange, choices: ProposalChoices = {}): Map<string, Build> {
  const outcomes = new Map<string, Build>();
  for (const item of proposal.impactedItems) {
    if (item.action !== 'choose') continue;
    const accepted = acceptProposal(ctx, proposal.base, proposal, { ...choices, groups: { ...choices.groups, [item.group]: item.sku } });
    if (accepted.cart.includes(item.sku)) outcomes.set(item.sku, accepted);
  }
  return outcomes;
}

/** A proposal's choose groups with the lowest new total first, then the store's order, so the cheapest way is the one taken (issue 32.4). */
function cheapestFirst(ctx: EngineContext, proposal: ProposedChange): ProposedChange {
  const outcomes = choiceOutcomes(ctx, proposal);
  if (outcomes.size === 0) return proposal;
  const totals = new Map([...outcomes].map(([sku, build]) => [sku, totalOf(ctx, build)]));
  const ways = proposal.impactedItems
    .filter((item) => item.action === 'choose' && totals.has(item.sku))
    .sort((a, b) => a.group - b.group || totals.get(a.sku)! - totals.get(b.sku)!);
  // impactedItems lists the removals, then the choose groups, then the additions.
  const items = proposal.impactedItems;
  return {
    ...proposal,
    impactedItems: [...items.filter((i) => i.action === 'remove'), ...ways, ...items.filter((i) => i.action === 'add')],
  };
}

/** Adds an accessory (or tray, or paint, or another colour of a cart item); a proposal when others change (spec 4). */
export function addAccessory(ctx: EngineContext, build: Build, sku: string): Outcome {
  const base = settled(build);
  const plan = planAccessoryAdd(ctx, base, sku, {});
  if (!plan.ok) {
    // The smallest repair replaces the dead end (issue 22.2); what no repair admits is refused, saying why.
    const repair = repairAccessoryAdd(ctx, base, sku);
    if (repair) return { build: { ...base, pending: repairProposal(ctx, repair) }, issues: plan.issues };
    return unchanged({ ...base, alert: alertOf(addRefusal(ctx, base, sku, plan.issues)) }, plan.issues);
  }
  if (!needsProposal(plan)) {
    return { build: toldOfPoa(ctx, base, withChoices(ctx.catalog, applyPlan(base, plan), [itemChoice(sku)])), issues: plan.issues };
  }
  return {
    build: accessoryProposal(
      ctx,
      base,
      plan,
      { kind: 'add-accessory', sku },
      accessoryProposalHeader(plan),
      'add',
      sku,
      plusOnesOfPlan(ctx, plan),
    ),
    issues: plan.issues,
  };
}

/** What an add that makes room may also take away: the plus-ones of what it removes, as 'Remove this accessory?' offers them. */
function plusOnesOfPlan(ctx: EngineContext, plan: RulePlan): string[] {
  return plusOnesOfRemoved(
    ctx.catalog,
    plan.cart,
    plan.removed.map((item) => item.sku),
  );
}

/** Asks to remove a cart item: always the 'Remove this accessory?' confirmation; a pack item is locked (spec 4, 8). */
export function removeAccessory(ctx: EngineContext, build: Build, sku: string): Outcome {
  const base = settled(build);
  const variantSku = resolvedOf(ctx, base)?.variant.sku ?? null;
  const key = keyOf(ctx.catalog, sku) ?? sku;
  const inCart = base.cart.find((s) => keyOf(ctx.catalog, s) === key) ?? sku;
  const plan = planRemove(ctx.catalog, variantSku, base.cart, inCart);
  if (!base.cart.includes(inCart)) return { build: withChoices(ctx.catalog, applyPlan(base, plan)), issues: plan.issues };
  if (!plan.ok) return unchanged(base, plan.issues);
  const proposal = accessoryProposal(
    ctx,
    base,
    plan,
    { kind: 'remove-accessory', sku: inCart },
    PROPOSAL_COPY.removeHeader,
    'remove',
    inCart,
    plusOnesOf(ctx.catalog, plan.cart, inCart),
  );
  return { build: proposal, issues: plan.issues };
}

/** Changes the colour of a cart accessory: the old variant is replaced by the new (spec 4). */
export function changeAccessoryColour(ctx: EngineContext, build: Build, variantSku: string): Outcome {
  return addAccessory(ctx, build, variantSku);
}

/** Selects a tray: the other tray and its paint leave the build (spec 4). */
export function selectTray(ctx: EngineContext, build: Build, traySku: string): Outcome {
  const resolved = resolvedOf(ctx, build);
  const offered = resolved ? compatibleTrays(ctx.catalog, resolved.configurable.subrange, resolved.variant.sku) : [];
  if (!offered.some((t) => t.sku === traySku)) {
    return unchanged(settled(build), [
      {
        kind: 'incompatible-with-vehicle',
        sku: traySku,
        related: resolved?.variant.sku ?? null,
        message: `${traySku} is not a tray for this vehicle`,
      },
    ]);
  }
  return addAccessory(ctx, build, traySku);
}

/** Selects a tray paint by sku, or 'Unpainted' with null: the paint sku is swapped (spec 4). */
export function selectTrayPaint(ctx: EngineContext, build: Build, paintSku: string | null): Outcome {
  const base = settled(build);
  const tray = trayInCart(ctx.catalog, base.cart);
  const current = paintInCart(ctx.catalog, base.cart);
  if (paintSku === null) {
    if (current === null) return unchanged(base);
    const plan = planRemove(ctx.catalog, resolvedOf(ctx, base)?.variant.sku ?? null, base.cart, current);
    return plan.ok ? { build: withChoices(ctx.catalog, applyPlan(base, plan)), issues: plan.issues } : unchanged(base, plan.issues);
  }
  if (tray === null || !trayPaints(ctx.catalog, tray).some((p) => p.sku === paintSku)) {
    return unchanged(base, [
      { kind: 'incompatible-with-vehicle', sku: paintSku, related: tray, message: `${paintSku} is not a paint of the tray in the build` },
    ]);
  }
  return addAccessory(ctx, base, paintSku);
}

// ---------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------

/**
 * The colour-matched accessories a new paint asks about (spec 4's colour modal): each cart
 * accessory that comes in the new exterior's colour and is not in it yet, with its colours.
 * Asked by an exterior change and by a reach that repaints the car (a grade in another colour).
 */
export function colourItems(ctx: EngineContext, build: Build, resolved: ResolvedSelection): ConfigurableItem[] {
  const { catalog } = ctx;
  const exterior = chosenOptionValue(resolved.configurable, resolved.variant, 'exteriorCode');
  const wanted = (exterior?.label ?? '').trim().toLowerCase();
  return build.cart.flatMap((sku): ConfigurableItem[] => {
    const accessory = accessoryOf(catalog, sku);
    if (!accessory || accessory.isTrayPaint || accessory.variants.length < 2 || sku === accessory.sku) return [];
    const options = accessory.variants
      .filter((v) => isCompatibleWithVariant(catalog, resolved.variant.sku, v.sku))
      .map((v) => {
        const colour = accessory.colourOptions.find((c) => c.valueIndex === v.valueIndex);
        return { sku: v.sku, label: colour?.label ?? v.title ?? v.sku, colour: colour?.value ?? null, price: v.price ?? accessory.price };
      });
    if (options.length < 2) return [];
    const match = wanted === '' ? undefined : options.find((o) => o.label.trim().toLowerCase() === wanted);
    // Asked only about an accessory that comes in the new colour and is not in it yet (issue 26.5).
    if (!match || match.sku === sku) return [];
    return [{ accessorySku: accessory.sku, title: accessory.title, currentSku: sku, suggestedSku: match.sku, options }];
  });
}

/**
 * The colour named under the vehicle in a proposal (issue 35: only real changes are shown): the new
 * paint when the change repaints the car, else none, since the colour the car keeps is no change.
 */
export function newPaintLabel(base: Build, resolved: ResolvedSelection): string | null {
  if (resolved.selections.exterior === base.selections.exterior) return null;
  return chosenOptionValue(resolved.configurable, resolved.variant, 'exteriorCode')?.label ?? null;
}

function sameSelections(a: FormSelections, b: FormSelections): boolean {
  return (Object.keys(a) as SelectionGroup[]).every((group) => a[group] === b[group]);
}

function appliedOption(build: Build, change: OptionChange): Build {
  // Any option change resets finance values and clears the alert (spec 4).
  return { ...build, selections: change.resolved.selections, cart: change.plan.cart, finance: null, alert: null, pending: null };
}

/**
 * Chooses an option value. The closest combination is resolved; accessories the new
 * variant cannot take open 'Let's fine-tune your build', a tray alone is swapped
 * silently, and a new exterior with colour accessories in the cart opens the colour
 * proposal (spec 4). Otherwise the change applies with finance reset and alert cleared.
 *
 * The cart keeps every accessory the new variant takes. Spec 4 says two things here: "any
 * option change ... clears the accessories cart when non-empty", and, two sentences on, that
 * accessories the new variant cannot take open a modal whose accept "removes incompatible
 * accessories". Both cannot hold: a cleared cart leaves nothing to be incompatible, and the
 * modal would never open. The second is the more specific rule and the one a visitor expects
 * (a colour change does not throw away a tow bar that fits), so it is the one kept; what is
 * removed is always listed in the modal, never dropped silently (docs/architecture.md,
 * "Where the spec contradicts itself").
 */
export function changeOption(ctx: EngineContext, build: Build, group: SelectionGroup, value: SelectionValue): Outcome {
  const base = settled(build);
  const resolved = changeSelection(ctx.catalog, base.selections, group, value);
  if (!resolved)
    return unchanged(base, [{ kind: 'unknown-sku', sku: String(value), related: group, message: 'No vehicle in the catalog' }]);
  if (sameSelections(resolved.selections, base.selections)) return unchanged(base);
  const change = planOptionChange(ctx, base, resolved);
  const trigger: ProposalTrigger = { kind: 'change-option', group, value };
  const current = totalOf(ctx, base);
  const newTotal = buildTotal(ctx.catalog, resolved, change.plan.cart, ctx.pricing).total;
  const modelItem = {
    action: 'add' as const,
    itemType: 'model' as const,
    sku: resolved.variant.sku,
    title: resolved.configurable.name,
    colourLabel: newPaintLabel(base, resolved),
    price: newTotal,
    imageUrl: null,
  };
  if (change.touchesAccessories) {
    const proposal = makeProposal(ctx.catalog, {
      trigger,
      header: PROPOSAL_COPY.fineTuneHeader,
      itemBeingUpdated: modelItem,
      impactedItems: impactedItems(ctx.catalog, change.plan),
      currentTotal: current,
      newTotal,
      base,
    });
    return { build: { ...base, pending: proposal }, issues: change.issues };
  }
  const exteriorChanged = resolved.selections.exterior !== base.selections.exterior;
  const colours = exteriorChanged ? colourItems(ctx, { ...base, cart: change.plan.cart }, resolved) : [];
  if (colours.length > 0) {
    const proposal = makeProposal(ctx.catalog, {
      trigger,
      header: PROPOSAL_COPY.colourHeader,
      subHeader: PROPOSAL_COPY.colourSubHeader,
      changeHeading: PROPOSAL_COPY.colours,
      itemBeingUpdated: modelItem,
      configurableItems: colours,
      currentTotal: current,
      newTotal: buildTotal(ctx.catalog, resolved, recoloured(ctx, change.plan.cart, resolved, colours, {}), ctx.pricing).total,
      base,
    });
    return { build: { ...base, pending: proposal }, issues: change.issues };
  }
  const applied = withChoices(ctx.catalog, appliedOption(base, change), [optionChoice(group)]);
  // A choice that silently changes others (a body style forcing 4WD Diesel, a Pick Up dropping the tray) says so (spec 4).
  const told = alsoChangedAlert(ctx.catalog, ctx.pricing, base, applied, group);
  const next = told === null ? applied : { ...applied, alert: alertOf(told) };
  return { build: toldOfPoa(ctx, base, next), issues: change.issues };
}

function recoloured(
  ctx: EngineContext,
  cart: readonly string[],
  resolved: ResolvedSelection,
  items: readonly ConfigurableItem[],
  choices: Readonly<Record<string, string>>,
): readonly string[] {
  let next = cart;
  for (const item of items) {
    const wanted = choices[item.accessorySku] ?? item.suggestedSku;
    const current = next.find((sku) => keyOf(ctx.catalog, sku) === item.accessorySku);
    if (current === undefined || wanted === current || !item.options.some((o) => o.sku === wanted)) continue;
    const plan = planAdd(ctx.catalog, resolved.variant.sku, next, wanted, {}, current);
    if (plan.ok) next = plan.cart;
  }
  return next;
}

// ---------------------------------------------------------------------------
// Proposals
// ---------------------------------------------------------------------------

/** Accepts a proposal with the visitor's choices (choose groups, accessory colours); the build then holds no proposal. */
export function acceptProposal(ctx: EngineContext, build: Build, proposal: ProposedChange, choices: ProposalChoices = {}): Build {
  const { trigger } = proposal;
  const made =
    trigger.kind === 'add-accessory' ? [itemChoice(trigger.sku)] : trigger.kind === 'change-option' ? [optionChoice(trigger.group)] : [];
  const base = settled(build);
  const accepted = acceptedBuild(ctx, base, proposal, { ...choices, groups: { ...firstPicks(proposal), ...choices.groups } });
  return accepted === base ? base : withChoices(ctx.catalog, accepted, made);
}

function acceptedBuild(ctx: EngineContext, base: Build, proposal: ProposedChange, choices: ProposalChoices): Build {
  const { trigger } = proposal;
  if (trigger.kind === 'reach' || trigger.kind === 'in-stock')
    return recolouredReach(ctx, trigger.build, proposal.configurableItems, choices.colours ?? {});
  if (trigger.kind === 'repair') {
    const repair = repairWith(ctx, base, trigger.sku, trigger.dropped, choices.groups ?? {});
    return repair ? toldOfPoa(ctx, base, repair.build) : base;
  }
  if (trigger.kind === 'add-accessory' || trigger.kind === 'remove-accessory') {
    return acceptedAccessory(ctx, base, { ...proposal, trigger }, choices);
  }
  return acceptedOption(ctx, base, { ...proposal, trigger }, choices);
}

/** A reached build with its colour-matched accessories in the colours the visitor chose (none asked: as reached). */
function recolouredReach(
  ctx: EngineContext,
  build: Build,
  items: readonly ConfigurableItem[],
  colours: Readonly<Record<string, string>>,
): Build {
  const resolved = items.length === 0 ? null : resolvedOf(ctx, build);
  return resolved ? { ...build, cart: recoloured(ctx, build.cart, resolved, items, colours) } : build;
}

/** An accessory added or removed with the visitor's picks; the plus-ones not kept leave with a removed item. */
function acceptedAccessory(
  ctx: EngineContext,
  base: Build,
  proposal: ProposedChange & { trigger: { kind: 'add-accessory' | 'remove-accessory'; sku: string } },
  choices: ProposalChoices,
): Build {
  const { trigger } = proposal;
  const plusOnes = proposal.optionalRemovals.map((item) => item.sku);
  if (trigger.kind === 'add-accessory') {
    const plan = planAccessoryAdd(ctx, base, trigger.sku, choices.groups ?? {});
    if (!plan.ok) return base;
    return toldOfPoa(ctx, base, applyPlan(base, { ...plan, cart: withoutPlusOnes(ctx, base, plan.cart, plusOnes, choices.keep ?? []) }));
  }
  const variantSku = resolvedOf(ctx, base)?.variant.sku ?? null;
  const plan = planRemove(ctx.catalog, variantSku, base.cart, trigger.sku);
  if (!plan.ok) return base;
  return applyPlan(base, { ...plan, cart: withoutPlusOnes(ctx, base, plan.cart, plusOnes, choices.keep ?? []) });
}

/** An option changed, its accessories recoloured as the visitor chose. */
function acceptedOption(
  ctx: EngineContext,
  base: Build,
  proposal: ProposedChange & { trigger: Extract<ProposedChange['trigger'], { kind: 'change-option' }> },
  choices: ProposalChoices,
): Build {
  const { trigger } = proposal;
  const resolved = changeSelection(ctx.catalog, base.selections, trigger.group, trigger.value);
  if (!resolved) return base;
  const change = planOptionChange(ctx, base, resolved);
  const applied = appliedOption(base, change);
  if (change.touchesAccessories || proposal.configurableItems.length === 0) return applied;
  return { ...applied, cart: recoloured(ctx, applied.cart, resolved, proposal.configurableItems, choices.colours ?? {}) };
}

/**
 * The proposal as the visitor's current choices make it: an accessory's items re-planned
 * with the chosen candidates (a candidate may bring requirements of its own), and the
 * totals of what accepting with these choices gives. Headings stay as first shown.
 */
export function proposalWithChoices(ctx: EngineContext, proposal: ProposedChange, choices: ProposalChoices = {}): ProposedChange {
  const { trigger, base } = proposal;
  const groups = { ...firstPicks(proposal), ...choices.groups };
  if (trigger.kind === 'repair') {
    const repair = repairWith(ctx, base, trigger.sku, trigger.dropped, groups);
    if (repair) return { ...repairProposal(ctx, repair), modalHeader: proposal.modalHeader, itemBeingUpdated: proposal.itemBeingUpdated };
  }
  if (trigger.kind === 'add-accessory') {
    const plan = planAccessoryAdd(ctx, base, trigger.sku, groups);
    const revised =
      plan.ok && needsProposal(plan)
        ? accessoryProposal(ctx, base, plan, trigger, proposal.modalHeader, 'add', trigger.sku, plusOnesOfPlan(ctx, plan)).pending
        : null;
    if (revised) return { ...revised, itemBeingUpdated: proposal.itemBeingUpdated };
  }
  const newTotal = totalOf(ctx, acceptProposal(ctx, base, proposal, choices));
  return { ...proposal, newTotal, priceChange: newTotal - totalOf(ctx, base) };
}
