/**
 * The 'Your build' block (spec 2): the vehicle and every chosen option with its
 * price text, the cart, the total, sharing and the specifications link.
 * Prices come from the domain; with no valid offer none is shown (spec 5).
 */
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { vehicleName as vehicleNameOf } from '../../../domain/car';
import { chosenOptionPackContents } from '../../../domain/optionPackContents';
import { vehicleRows } from '../../../domain/optionGroups';
import { carAtom } from '../../../state/atoms';
import { buildCodeAtom, priceDisplayAtom, resolvedAtom, summaryAtom } from '../../../state/configurator';
import { specificationsPdf } from '../../../state/assetUrls';
import { useInstance } from '../../../state/instance';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Availability } from './Availability';
import { KeepBuildActions } from './KeepBuildActions';
import { ShareButton } from './ShareButton';
import { PriceText } from '../../primitives/PriceText';
import { Actions, Block, BuildCodeLine, BuildPackContents, CartList, OptionContents, Rows, SpecLink, Total } from './YourBuild.styles';

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
  const code = useAtomValue(buildCodeAtom);
  const accessoriesId = useId();
  if (!car || !resolved || !summary) return null;
  const { details, lines } = summary;

  const { configurable } = resolved;
  const rows = vehicleRows(configurable, details);
  const vehicleName = vehicleNameOf(car, details.model);
  const packItems = chosenOptionPackContents(configurable, resolved.variant);

  return (
    // A modal opened from here whose opener goes (the closest build in stock, once taken) gives focus to this block's first control.
    <Block data-focus-id="your-build">
      <h2 id={headingId}>Your build</h2>
      <h3>{vehicleName}</h3>
      <Availability />
      <Rows>
        {rows.map(({ group, label, value, price }) => (
          <div key={group}>
            <dt>{label}</dt>
            <dd>{value}</dd>
            <dd>{priced ? price : null}</dd>
            {group === 'optionPack' && packItems.length > 0 ? (
              <OptionContents>
                <ul aria-label={`${value} includes`}>
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
                  <BuildPackContents aria-label={`${line.name} includes`}>
                    {line.contents.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </BuildPackContents>
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
      {code && (
        <BuildCodeLine>
          <span>Build code</span>
          <strong data-testid="build-code">{code}</strong>
          <small>A dealer can open this build from its code.</small>
        </BuildCodeLine>
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
