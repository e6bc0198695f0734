/**
 * What an option pack adds (issue 26.10), as the option's card and 'Your build' list it: the
 * maker's `pack_contents` trimmed, without blanks or repeats. A module of its own: only the
 * configurator screen's code uses it, so the element's first module carries none of it.
 */
import { chosenOptionValue } from './selection';
import type { Configurable, OptionValue, Variant } from './types';

/** The items an option value lists as its pack's contents, in the store's order; empty for anything else. */
export function optionPackContents(value: OptionValue | null | undefined): string[] {
  const items = (value?.packContents ?? []).map((item) => item.trim()).filter((item) => item.length > 0);
  return [...new Set(items)];
}

/** The contents of the option pack a variant carries; empty without one. */
export function chosenOptionPackContents(configurable: Configurable, variant: Variant): string[] {
  return optionPackContents(chosenOptionValue(configurable, variant, 'optionPack'));
}
