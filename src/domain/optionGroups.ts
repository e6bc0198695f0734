/**
 * The option groups (spec 3 "Form selections"), one row each (issue 33.1): what a group is
 * called in the form, in lists and as a section; whether it names the vehicle or is an option
 * the store prices (its attribute code, its price part); and how its value and price read in
 * 'Your build', the price breakdown and the saved build's lines. Every list of groups under
 * `src` is derived from this table: adding a group is a row here (the compiler asks for it,
 * `SELECTION_GROUPS` in types.ts gives the order) plus the catalog's data.
 */
import { driveAndFuelLabel } from './catalog';
import type { PricePart } from './pricing';
import { SELECTION_GROUPS, type Configurable, type OptionCode, type SelectionGroup, type SummaryDetails } from './types';

/** An option the store prices: its attribute on the configurable, and the price part its value adds. */
export interface StoreOption {
  /** The domain's name of the attribute (a configurable option's `attributeCode`). */
  code: OptionCode;
  /** The store's `attribute_code` (GraphQL `configurable_options.attribute_code`). */
  attribute: string;
  /** The part of the vehicle's price its value adds (spec 9 "Summary details"). */
  part: PricePart['kind'];
}

export interface OptionGroupRow {
  /** The form's label, exactly as the spec spells it (spec 9). */
  label: string;
  /** The label in lists (a build's rows, proposal lines). */
  listLabel: string;
  /** The section's heading above the group's choices (spec 2). */
  heading: string;
  /** A model-level group: its value names the vehicle (the model line, an undo's 'back to'); null `option`. */
  vehicle: boolean;
  /** The store's option, for a group whose values are option values; null for a model-level group. */
  option: StoreOption | null;
  /** How its row reads in 'Your build' and the breakdown: the summary's fields (the value's label, its price text), or the configurable's text with no price. */
  row: { label: keyof SummaryDetails; price: keyof SummaryDetails } | ((configurable: Configurable) => string | null);
}

/** One row per group; the compiler asks for a row for every group of `SELECTION_GROUPS`. */
export const OPTION_GROUPS: Readonly<Record<SelectionGroup, OptionGroupRow>> = {
  bodyStyle: { label: 'Body Style', listLabel: 'Body Style', heading: 'Body Style', vehicle: true, option: null, row: (c) => c.bodyStyle },
  transmission: {
    label: 'Transmission',
    listLabel: 'Transmission',
    heading: 'Transmission',
    vehicle: true,
    option: null,
    row: (c) => c.transmission,
  },
  model: { label: 'Model', listLabel: 'Model', heading: 'Model', vehicle: true, option: null, row: { label: 'model', price: 'price' } },
  driveAndFuel: {
    label: 'Drive & Fuel Type',
    listLabel: 'Drive & Fuel Type',
    heading: 'Drive & Fuel Type',
    vehicle: true,
    option: null,
    row: driveAndFuelLabel,
  },
  exterior: {
    label: 'Exterior',
    listLabel: 'Exterior',
    heading: 'Exterior colours',
    vehicle: false,
    option: { code: 'exteriorCode', attribute: 'exterior_code', part: 'exterior' },
    row: { label: 'exteriorLabel', price: 'exteriorPrice' },
  },
  interior: {
    label: 'Interior',
    listLabel: 'Interior',
    heading: 'Interior',
    vehicle: false,
    option: { code: 'interiorCode', attribute: 'interior_code', part: 'interior' },
    row: { label: 'interiorLabel', price: 'interiorPrice' },
  },
  optionPack: {
    label: 'Option Pack',
    listLabel: 'Options',
    heading: 'Option Pack',
    vehicle: false,
    option: { code: 'optionPack', attribute: 'option_pack', part: 'optionPack' },
    row: { label: 'optionLabel', price: 'optionPrice' },
  },
};

function byGroup<T>(pick: (row: OptionGroupRow) => T): Readonly<Record<SelectionGroup, T>> {
  return Object.fromEntries(SELECTION_GROUPS.map((group) => [group, pick(OPTION_GROUPS[group])])) as Record<SelectionGroup, T>;
}

/** Form labels (spec 9). */
export const SELECTION_LABELS = byGroup((row) => row.label);

/** Labels in lists: the Option Pack reads 'Options' there (spec 9). */
export const SELECTION_LIST_LABELS = byGroup((row) => row.listLabel);

/** Section headings: the form labels, with 'Exterior colours' as spec 2 names that section. */
export const GROUP_HEADINGS = byGroup((row) => row.heading);

/** The model-level groups, in form order. */
export const VEHICLE_GROUPS: readonly SelectionGroup[] = SELECTION_GROUPS.filter((group) => OPTION_GROUPS[group].vehicle);

/** The model-level groups as a vehicle's line names them: the model first, then the rest in form order. */
export const VEHICLE_NAME_GROUPS: readonly SelectionGroup[] = ['model', ...VEHICLE_GROUPS.filter((group) => group !== 'model')];

/** The option groups, in form order, each with its store option. */
export const STORE_OPTIONS: readonly (StoreOption & { group: SelectionGroup })[] = SELECTION_GROUPS.flatMap((group) => {
  const option = OPTION_GROUPS[group].option;
  return option ? [{ ...option, group }] : [];
});

/** The groups with a price in the breakdown: the model (its base price) and each option, in form order. */
export const PRICED_GROUPS: readonly SelectionGroup[] = SELECTION_GROUPS.filter((group) => typeof OPTION_GROUPS[group].row !== 'function');

/** The store option a group's values are, or null for a model-level group. */
export function optionCodeOf(group: SelectionGroup): OptionCode | null {
  return OPTION_GROUPS[group].option?.code ?? null;
}

/** The domain's option code of a store `attribute_code` the configurator knows (a Map: 'constructor' is no code). */
export const OPTION_CODE_OF_ATTRIBUTE: ReadonlyMap<string, OptionCode> = new Map(
  STORE_OPTIONS.map((option) => [option.attribute, option.code]),
);

/** A group's row in 'Your build', the breakdown and a saved build's lines: its list label, value and price text. */
export interface GroupRow {
  group: SelectionGroup;
  label: string;
  value: string;
  /** The price text; null for a group that shows none. */
  price: string | null;
}

/** The build's rows, one per group that has a value, in form order ('Your build', a saved build's lines). */
export function vehicleRows(
  configurable: Configurable,
  details: SummaryDetails,
  groups: readonly SelectionGroup[] = SELECTION_GROUPS,
): GroupRow[] {
  return groups.flatMap((group) => {
    const { value, price } = groupRow(group, configurable, details);
    return value ? [{ group, label: SELECTION_LIST_LABELS[group], value, price }] : [];
  });
}

/** A group's value text and price text (null when it shows none). */
function groupRow(
  group: SelectionGroup,
  configurable: Configurable,
  details: SummaryDetails,
): { value: string | null; price: string | null } {
  const { row } = OPTION_GROUPS[group];
  if (typeof row === 'function') return { value: row(configurable), price: null };
  return { value: details[row.label] || null, price: details[row.price] || null };
}
