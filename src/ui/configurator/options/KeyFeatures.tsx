/**
 * The Model group's 'Key Features' disclosure (spec 2): the chosen model's
 * key-feature HTML and its disclaimers, from the range's key-feature content
 * fragments matched to the selection (spec 5), or the variant listing's own fragment when it
 * names one (spec 7.9, state/variantListing.ts). Nothing shows while they load
 * or when there are none (spec 8); the row keeps its height either way.
 */
import { useAtomValue } from 'jotai';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { modelKeyFeature } from '../../../domain/selection';
import { shownBuildAtom } from '../../../state/configurator';
import { useKeyFeatures } from '../../../state/keyFeatures';
import { useVariantListing } from '../../../state/variantListing';
import { LinkButton } from '../../common/Button';
import { StoreHtml } from '../../common/StoreHtml';
import { theme } from '../../common/theme';
import { DisclaimerText } from '../../primitives/DisclaimerText';

const Row = styled.div`
  min-height: 44px;
  margin-top: 8px;
`;

const Toggle = styled(LinkButton)`
  text-decoration: none;
  span[aria-hidden] {
    display: inline-block;
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] span[aria-hidden] {
    transform: rotate(180deg);
  }
  ${theme.reducedMotion} {
    span[aria-hidden] {
      transition: none;
    }
  }
`;

const Panel = styled.div`
  padding: 4px 16px 12px;
  border-left: 3px solid ${theme.colour.line};
  font: ${theme.type.body} / 1.5 ${theme.font};
  ul {
    margin: 0;
    padding-left: 20px;
  }
  small {
    display: block;
    margin-top: 8px;
    color: ${theme.colour.muted};
    font-size: ${theme.type.small};
  }
`;

export function KeyFeatures() {
  const selections = useAtomValue(shownBuildAtom)?.selections ?? null;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const entries = useKeyFeatures();
  const variantListing = useVariantListing();
  /** The variant listing's own fragment (spec 7.9), else the range's fragment matched to the selection (spec 5). */
  const entry = useMemo(
    () => variantListing?.keyFeature ?? (selections ? modelKeyFeature(entries, selections) : null),
    [variantListing, entries, selections],
  );

  return (
    <Row data-testid="key-features">
      {entry ? (
        <>
          <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
            Key Features <span aria-hidden="true">⌄</span>
          </Toggle>
          <Panel id={panelId} hidden={!open}>
            <StoreHtml html={entry.keyFeaturesHtml} />
            {entry.disclaimers.map((disclaimer, i) => (
              <small key={i}>
                <DisclaimerText disclaimer={disclaimer} />
              </small>
            ))}
          </Panel>
        </>
      ) : null}
    </Row>
  );
}
