/**
 * The option groups as the form shows them: every shown group with its
 * choices, labels and right-hand texts, all from domain functions.
 */
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { exteriorPriceText } from '../../../domain/leasePoaNotices';
import { optionPackContents } from '../../../domain/optionPackContents';
import { modelBasePrice, optionPrice, optionPriceText, vehiclePriceDisplay } from '../../../domain/pricing';
import { choiceSeatsText } from '../../../domain/seats';
import { changeSelection, formChoices, optionValueForChoice } from '../../../domain/selection';
import { paintFinish, swatchCssColour, type PaintFinish } from '../../../domain/swatch';
import { GROUP_HEADINGS } from '../../../domain/optionGroups';
import type { SelectionGroup } from '../../../domain/types';
import { loadedRangeAtom, pricingAtom } from '../../../state/atoms';
import { priceOnApplicationAtom, resolvedAtom, shownBuildAtom } from '../../../state/configurator';
import { swatchImage } from '../../../state/assetUrls';
import { useInstance } from '../../../state/instance';

/** One choice as a row or swatch shows it. */
export interface ChoiceView {
  value: string | number;
  label: string;
  /** Right-hand price text: '+ $740', '+ $12 per week', 'POA', '$52,990*'; null when none applies. */
  price: string | null;
  /** Right-hand seats text (spec 9), e.g. '5 seats'. */
  seats: string | null;
  /** A CSS colour for the swatch, or null. */
  colour: string | null;
  /** The swatch image when the store gives no colour. */
  swatchImage: string | null;
  /** An exterior paint's finish (pearl, metallic) from its name, shown as a sheen; null for a flat paint and other groups. */
  finish: PaintFinish | null;
  /** What an option pack adds, listed on its row (issue 26.10); empty for other choices. */
  contents: readonly string[];
}

export interface GroupView {
  group: SelectionGroup;
  heading: string;
  choices: ChoiceView[];
  selected: string | number | null;
}

/** The option groups the form shows now, in the spec's order, each with its available choices (spec 2, 5). */
export function useOptionGroups(groups: readonly SelectionGroup[]): GroupView[] {
  const { config } = useInstance();
  const loaded = useAtomValue(loadedRangeAtom);
  const build = useAtomValue(shownBuildAtom);
  const pricing = useAtomValue(pricingAtom);
  const poa = useAtomValue(priceOnApplicationAtom);
  const resolved = useAtomValue(resolvedAtom);
  const selections = build?.selections ?? null;

  return useMemo(() => {
    if (!loaded || !selections) return [];
    const { catalog, range } = loaded;
    return formChoices(catalog, selections, groups).map(({ group, choices: available }): GroupView => {
      const choices = available.map((choice): ChoiceView => {
        const option = optionValueForChoice(catalog, selections, group, choice.value);
        const model = group === 'model' ? changeSelection(catalog, selections, group, choice.value) : null;
        const modelPrice = model ? vehiclePriceDisplay(model, pricing, poa, modelBasePrice(model, pricing) ?? 0) : null;
        const slug = option?.optionSlug ?? null;
        const colour = swatchCssColour(choice.swatch);
        return {
          value: choice.value,
          label: choice.label,
          price: option
            ? group === 'exterior' && resolved
              ? exteriorPriceText(resolved.configurable, option, pricing, poa)
              : optionPriceText(optionPrice(option, pricing), pricing, poa)
            : modelPrice
              ? `${modelPrice.text}${modelPrice.marker}`
              : null,
          seats: choiceSeatsText(range.code, catalog, selections, group, choice.value),
          colour,
          swatchImage: !colour && slug ? swatchImage(config, slug) : null,
          finish: group === 'exterior' ? paintFinish(choice.label) : null,
          contents: group === 'optionPack' ? optionPackContents(option) : [],
        };
      });
      return { group, heading: GROUP_HEADINGS[group], choices, selected: selections[group] };
    });
  }, [loaded, selections, pricing, poa, resolved, groups, config]);
}
