/**
 * The option sections (spec 2, 4 "Selections"): Body Style, Transmission,
 * Model (with Key Features), Drive & Fuel Type and Exterior colours in the
 * exteriorContent section; Interior and Option Pack in interiorContent. Only
 * groups the model supports are shown, and only available values (spec 5).
 * A choice goes through the engine (changeOptionAtom): prices, available
 * options and the URL follow. An arrow key chooses only a value that needs no changes
 * (chooseOptionDirectlyAtom); one that does opens its proposal on Space or Enter.
 */
import { useSetAtom } from 'jotai';
import { memo, useCallback } from 'react';
import styled from 'styled-components';
import type { SelectionGroup } from '../../../domain/types';
import { changeOptionAtom, chooseOptionDirectlyAtom } from '../../../state/buildActions';
import { MobileHero } from '../hero/MobileHero';
import { ExteriorColourSwatches } from './ExteriorColourSwatches';
import { OptionGroup } from './OptionGroup';
import { useOptionGroups, type GroupView } from './optionGroups';
import { ReachDisclosure } from './reach/ReachDisclosure';
import { ChunkBoundary, lazyChunk } from '../../common/lazyChunk';

/** The Model group's 'Key Features' reads the variant listing (spec 7.9): a chunk of its own, off the first price's path. */
const keyFeaturesChunk = lazyChunk(() => import('./KeyFeatures').then((module) => module.KeyFeatures));

/** The room 'Key Features' keeps while its chunk loads (its row's height), so nothing below moves. */
const KeyFeaturesRoom = styled.div`
  min-height: 44px;
  margin-top: 8px;
`;

const keepOptions = () => undefined;

const EXTERIOR_GROUPS: readonly SelectionGroup[] = ['bodyStyle', 'transmission', 'model', 'driveAndFuel', 'exterior'];
const INTERIOR_GROUPS: readonly SelectionGroup[] = ['interior', 'optionPack'];

const Section = styled.section`
  padding: 8px 0 16px;
  scroll-margin-top: 96px;
`;

interface GroupProps {
  view: GroupView;
  onChoose: (group: SelectionGroup, value: string | number) => void;
  chooseByArrow: (group: SelectionGroup, value: string | number) => boolean | Promise<boolean>;
}

/** The same group as shown: every choice's texts and the selected value (the views are rebuilt on each build change). */
function sameView(a: GroupView, b: GroupView): boolean {
  if (a === b) return true;
  if (a.group !== b.group || a.heading !== b.heading || a.selected !== b.selected || a.choices.length !== b.choices.length) return false;
  return a.choices.every((choice, i) => {
    const other = b.choices[i];
    return (
      other !== undefined &&
      choice.value === other.value &&
      choice.label === other.label &&
      choice.price === other.price &&
      choice.seats === other.seats &&
      choice.colour === other.colour &&
      choice.swatchImage === other.swatchImage &&
      choice.contents.join('\n') === other.contents.join('\n')
    );
  });
}

/** Memoised: a change in one group (a colour) leaves the others as they were. */
const Group = memo(
  function Group({ view, onChoose, chooseByArrow }: GroupProps) {
    const choose = (value: string | number) => onChoose(view.group, value);
    const byArrow = (value: string | number) => chooseByArrow(view.group, value);
    // The way to the values spec 5 hides here (and, under Model, the grades side by side).
    const reach = <ReachDisclosure group={view.group} shownCount={view.choices.length} />;
    if (view.group === 'exterior') {
      return (
        <ExteriorColourSwatches view={view} onChoose={choose} chooseByArrow={byArrow}>
          {reach}
        </ExteriorColourSwatches>
      );
    }
    return (
      <OptionGroup view={view} onChoose={choose} chooseByArrow={byArrow} chips={view.group === 'interior'}>
        {view.group === 'model' ? (
          <ChunkBoundary onFail={keepOptions} loading={<KeyFeaturesRoom />}>
            <keyFeaturesChunk.Component />
          </ChunkBoundary>
        ) : null}
        {reach}
      </OptionGroup>
    );
  },
  (a, b) => a.onChoose === b.onChoose && a.chooseByArrow === b.chooseByArrow && sameView(a.view, b.view),
);

export function OptionSections() {
  const changeOption = useSetAtom(changeOptionAtom);
  const exterior = useOptionGroups(EXTERIOR_GROUPS);
  const interior = useOptionGroups(INTERIOR_GROUPS);
  const chooseDirectly = useSetAtom(chooseOptionDirectlyAtom);
  const onChoose = useCallback((group: SelectionGroup, value: string | number) => changeOption(group, value), [changeOption]);
  const chooseByArrow = useCallback((group: SelectionGroup, value: string | number) => chooseDirectly(group, value), [chooseDirectly]);
  if (exterior.length === 0 && interior.length === 0) return null;
  return (
    <>
      <Section id="exteriorContent" data-testid="exteriorContent">
        <MobileHero section="exteriorContent" />
        {exterior.map((view) => (
          <Group key={view.group} view={view} onChoose={onChoose} chooseByArrow={chooseByArrow} />
        ))}
      </Section>
      {interior.length > 0 ? (
        <Section id="interiorContent" data-testid="interiorContent">
          <MobileHero section="interiorContent" />
          {interior.map((view) => (
            <Group key={view.group} view={view} onChoose={onChoose} chooseByArrow={chooseByArrow} />
          ))}
        </Section>
      ) : null}
    </>
  );
}
