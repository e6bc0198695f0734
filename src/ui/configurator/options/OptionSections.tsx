/**
 * The option sections (spec 2, 4 "Selections"): Body Style, Transmission,
 * Model (with Key Features), Drive & Fuel Type and Exterior colours in the
 * exteriorContent section; Interior and Option Pack in interiorContent. Only
 * groups the model supports are shown, and only available values (spec 5).
 * A choice goes through the engine (changeOptionAtom): prices, available
 * options and the URL follow.
 */
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import styled from 'styled-components';
import type { SelectionGroup } from '../../../domain/types';
import { changeOptionAtom } from '../../../state/configurator';
import { MobileHero } from '../hero/MobileHero';
import { ColourSwatches } from './ColourSwatches';
import { KeyFeatures } from './KeyFeatures';
import { OptionGroup } from './OptionGroup';
import { useOptionGroups, type GroupView } from './optionGroups';

const EXTERIOR_GROUPS: readonly SelectionGroup[] = ['bodyStyle', 'transmission', 'model', 'driveAndFuel', 'exterior'];
const INTERIOR_GROUPS: readonly SelectionGroup[] = ['interior', 'optionPack'];

const Section = styled.section`
  padding: 8px 0 16px;
  scroll-margin-top: 96px;
`;

function Group({ view, onChoose }: { view: GroupView; onChoose: (group: SelectionGroup, value: string | number) => void }) {
  const choose = (value: string | number) => onChoose(view.group, value);
  if (view.group === 'exterior') return <ColourSwatches view={view} onChoose={choose} />;
  return (
    <OptionGroup view={view} onChoose={choose} chips={view.group === 'interior'}>
      {view.group === 'model' ? <KeyFeatures /> : null}
    </OptionGroup>
  );
}

export function OptionSections() {
  const changeOption = useSetAtom(changeOptionAtom);
  const exterior = useOptionGroups(EXTERIOR_GROUPS);
  const interior = useOptionGroups(INTERIOR_GROUPS);
  const onChoose = useCallback((group: SelectionGroup, value: string | number) => changeOption(group, value), [changeOption]);
  if (exterior.length === 0 && interior.length === 0) return null;
  return (
    <>
      <Section id="exteriorContent" data-testid="exteriorContent">
        <MobileHero section="exteriorContent" />
        {exterior.map((view) => (
          <Group key={view.group} view={view} onChoose={onChoose} />
        ))}
      </Section>
      {interior.length > 0 ? (
        <Section id="interiorContent" data-testid="interiorContent">
          <MobileHero section="interiorContent" />
          {interior.map((view) => (
            <Group key={view.group} view={view} onChoose={onChoose} />
          ))}
        </Section>
      ) : null}
    </>
  );
}
