/**
 * The 'Your build' block (spec 2): the vehicle and every chosen option with its
 * price text, the cart, the total, sharing and the specifications link.
 * Prices come from the domain; with no valid offer none is shown (spec 5).
 */
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { vehicleName as vehicleNameOf } from '../../../domain/car';
import { driveAndFuelLabel } from '../../../domain/catalog';
import { chosenOptionPackContents } from '../../../domain/optionPackContents';
import { SELECTION_LIST_LABELS, type SelectionGroup } from '../../../domain/types';
import { carAtom } from '../../../state/atoms';
import { priceDisplayAtom, resolvedAtom, summaryAtom } from '../../../state/configurator';
import { specificationsPdf } from '../../../state/assetUrls';
import { useInstance } from '../../../state/instance';
import { focusRing } from '../../common/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { theme } from '../../common/theme';
import { KeepBuildActions } from './KeepBuildActions';
import { ShareButton } from './ShareButton';
import { PriceText } from '../../primitives/PriceText';

const Block = styled.div`
  padding: 24px 16px;
  background: ${theme.colour.subtle};
  ${theme.desktop} {
    padding: 32px 24px;
  }
  h2 {
    margin: 0 0 16px;
    font-size: ${theme.type.titleLarge};
    line-height: 1.2;
  }
  h3 {
    margin: 0 0 8px;
    font-size: ${theme.type.heading};
    line-height: 1.25;
  }
`;

const Rows = styled.dl`
  margin: 0 0 16px;
  div {
    display: grid;
    /* A fixed first column keeps the values aligned whether or not a row has a price. */
    grid-template-columns: minmax(0, 36%) minmax(0, 1fr) auto;
    align-items: baseline;
    gap: 4px 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${theme.colour.line};
  }
  dt {
    color: ${theme.colour.muted};
    font-size: ${theme.type.label};
  }
  dd {
    margin: 0;
    font-size: ${theme.type.body};
    overflow-wrap: anywhere;
  }
  dd + dd {
    text-align: right;
    white-space: nowrap;
    font-weight: 600;
  }
`;

const CartList = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  > li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${theme.colour.line};
    font-size: ${theme.type.body};
  }
  > li > span:nth-child(2) {
    white-space: nowrap;
    font-weight: 600;
  }
`;

/** A pack's contents as a short muted list, one item a line. */
const contentsList = css`
  margin: 0;
  padding: 0 0 0 16px;
  color: ${theme.colour.muted};
  font-size: ${theme.type.label};
  li {
    padding: 2px 0;
  }
`;

/** What an accessory pack contains, under its line: one item a line, as the accessory count counts them. */
const PackContents = styled.ul`
  flex-basis: 100%;
  ${contentsList}
`;

/** What the option pack adds, under its name (issue 26.10), in the value's column and the price's. */
const OptionContents = styled.dd`
  && {
    grid-column: 2 / -1;
    text-align: left;
    white-space: normal;
    font-weight: 400;
  }
  ul {
    ${contentsList}
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
  margin: 8px 0 24px;
  font-size: ${theme.type.subheading};
  font-weight: 600;
  strong {
    font-size: ${theme.type.title};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 24px;
`;

const SpecLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${theme.colour.ink};
  font: 600 ${theme.type.body} / 1.2 ${theme.font};
  text-decoration: underline;
  text-underline-offset: 3px;
  ${focusRing}
`;

/** The groups shown as rows, in form order; option groups carry a price. */
const ROW_GROUPS: readonly SelectionGroup[] = ['bodyStyle', 'transmission', 'model', 'driveAndFuel', 'exterior', 'interior', 'optionPack'];

export interface YourBuildProps {
  headingId: string;
  /** False when no valid offer exists for the pricing context: no price is shown (spec 5). */
  priced: boolean;
}

export function YourBuild({ headingId, priced }: YourBuildProps) {
  const { config } = useInstance();
  const car = useAtomValue(carAtom);
  const resolved = useAtomValue(resolvedAtom);
  const summary = useAtomValue(summaryAtom);
  const total = useAtomValue(priceDisplayAtom);
  const accessoriesId = useId();
  if (!car || !resolved || !summary) return null;
  const { details, lines } = summary;

  const { configurable } = resolved;
  const rows: Record<SelectionGroup, { value: string | null; price: string | null }> = {
    bodyStyle: { value: configurable.bodyStyle, price: null },
    transmission: { value: configurable.transmission, price: null },
    model: { value: details.model, price: details.price || null },
    driveAndFuel: { value: driveAndFuelLabel(configurable), price: null },
    exterior: { value: details.exteriorLabel, price: details.exteriorPrice },
    interior: { value: details.interiorLabel, price: details.interiorPrice },
    optionPack: { value: details.optionLabel, price: details.optionPrice },
  };
  const vehicleName = vehicleNameOf(car, details.model);
  const packItems = chosenOptionPackContents(configurable, resolved.variant);

  return (
    <Block>
      <h2 id={headingId}>Your build</h2>
      <h3>{vehicleName}</h3>
      <Rows>
        {ROW_GROUPS.filter((group) => rows[group].value).map((group) => (
          <div key={group}>
            <dt>{SELECTION_LIST_LABELS[group]}</dt>
            <dd>{rows[group].value}</dd>
            <dd>{priced ? rows[group].price : null}</dd>
            {group === 'optionPack' && packItems.length > 0 ? (
              <OptionContents>
                <ul aria-label={`${rows[group].value} includes`}>
                  {packItems.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </OptionContents>
            ) : null}
          </div>
        ))}
      </Rows>
      {lines.length > 0 && (
        <>
          <h3 id={accessoriesId}>Accessories</h3>
          <CartList aria-labelledby={accessoriesId}>
            {lines.map((line) => (
              <li key={line.sku}>
                <span>{line.name}</span>
                {priced && <span>{line.priceText}</span>}
                {line.contents.length > 0 && (
                  <PackContents aria-label={`${line.name} includes`}>
                    {line.contents.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </PackContents>
                )}
              </li>
            ))}
          </CartList>
        </>
      )}
      {priced && total && (
        <Total>
          <span>Total</span>
          <strong data-testid="build-total">
            <PriceText price={total} />
          </strong>
        </Total>
      )}
      <Actions>
        <ShareButton title={vehicleName} />
        <KeepBuildActions />
        <SpecLink href={specificationsPdf(config, configurable.sku)} target="_blank" rel="noopener">
          View specifications
          <VisuallyHidden> (PDF, opens in a new tab)</VisuallyHidden>
        </SpecLink>
      </Actions>
    </Block>
  );
}
