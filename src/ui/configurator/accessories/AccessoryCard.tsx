/** One accessory card: image, title, price, colour swatches, 'More information' and the Add/Remove toggle. */
import { memo, useId, useOptimistic } from 'react';
import styled from 'styled-components';
import type { AccessoryCardState, ColourChoice } from '../../../domain/accessoryList';
import { LinkButton, SecondaryButton } from '../../common/Button';
import { chooseInTransition } from '../../common/chooseInTransition';
import { ImageFrame } from '../../common/ImageFrame';
import { theme } from '../../common/theme';
import { AccessoryColourSwatches } from './AccessoryColourSwatches';
import { preloadAccessoryModal } from './lazyAccessoryModal';

/** Add (outlined) or Remove (filled, as the primary action). */
const ActionButton = styled(SecondaryButton)<{ $inCart: boolean }>`
  ${(p) => (p.$inCart ? `background: ${theme.colour.ink}; color: ${theme.colour.onInk}; &:hover:not(:disabled) { background: ${theme.colour.inkHover}; }` : '')}
`;

const Card = styled.article<{ $inBuild: boolean }>`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${(p) => (p.$inBuild ? theme.colour.ink : theme.colour.line)};
  box-shadow: ${(p) => (p.$inBuild ? `inset 0 0 0 1px ${theme.colour.ink}` : 'none')};
  border-radius: ${theme.radius};
  background: ${theme.colour.surface};
  cursor: pointer;
  /* Not clipped: a swatch's name may stand out over the card's edge (issue 26.10). */
  > ${ImageFrame} {
    border-radius: ${theme.radius} ${theme.radius} 0 0;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  padding: 10px 12px 12px;
  h3 {
    margin: 0;
    font-size: ${theme.type.body};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  @media (min-width: 600px) {
    padding: 12px 16px 16px;
    h3 {
      font-size: ${theme.type.base};
    }
  }
`;

const Price = styled.p`
  min-height: 1.4em;
  margin: 0;
  font: 600 ${theme.type.body} / 1.4 ${theme.font};
`;

/** A pack's contents (issue 26.10). */
export const PackContents = styled.ul`
  margin: 0 0 4px;
  padding: 0 0 0 18px;
  color: ${theme.colour.muted};
  font-size: ${theme.type.label};
  line-height: 1.4;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 4px;
  margin-top: auto;
  padding-top: 4px;
  > button:first-child {
    align-self: flex-start;
    min-height: 36px;
    font-size: ${theme.type.label};
  }
  button[aria-disabled='true'] {
    border-color: ${theme.colour.line};
    background: ${theme.colour.subtle};
    color: ${theme.colour.muted};
    cursor: default;
  }
`;

export interface AccessoryCardProps {
  accessoryKey: string;
  title: string;
  image: string | null;
  state: AccessoryCardState;
  /** The sku shown: the cart's colour or the colour that would be added. */
  shownSku: string;
  choices: readonly ColourChoice[];
  /** A pack's accessories by title; empty for one that is not a pack. */
  contents: readonly string[];
  priceText: string;
  onChooseColour: (key: string, sku: string) => void;
  onAdd: (sku: string) => unknown;
  onRemove: (sku: string) => void;
  onInfo: (key: string) => void;
}

/** Included copy: shown instead of a price for an item a pack in the build brings. */
export const INCLUDED = 'Included';

/** Colour choices with the same content (a vehicle change gives new arrays of the same colours). */
function sameChoices(a: readonly ColourChoice[], b: readonly ColourChoice[]): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every((c, i) => c.sku === b[i]?.sku && c.label === b[i]?.label && c.colour === b[i]?.colour && c.price === b[i]?.price))
  );
}

/** Same props: a card re-renders only when what it shows (or a callback) changed. */
function sameProps(a: AccessoryCardProps, b: AccessoryCardProps): boolean {
  return (
    (Object.keys(a) as (keyof AccessoryCardProps)[]).every((key) =>
      key === 'choices'
        ? sameChoices(a.choices, b.choices)
        : key === 'contents'
          ? a.contents.join('\n') === b.contents.join('\n')
          : Object.is(a[key], b[key]),
    ) && Object.keys(a).length === Object.keys(b).length
  );
}

export const AccessoryCard = memo(function AccessoryCard(props: AccessoryCardProps) {
  const { accessoryKey, title, image, shownSku, choices, contents, priceText } = props;
  // Add shows Remove in the click's own frame; the build follows as a transition.
  const [state, showState] = useOptimistic(props.state);
  const titleId = useId();
  // A modal closing after the action button finds it again by this (host/focusReturn.ts).
  const actionId = `accessory-action:${accessoryKey}`;
  const info = () => props.onInfo(accessoryKey);
  const stop = (run: () => void) => (event: { stopPropagation: () => void }) => {
    event.stopPropagation();
    run();
  };

  return (
    <Card
      part="accessory-card"
      data-focus-id={`accessory:${accessoryKey}`}
      aria-labelledby={titleId}
      $inBuild={state !== 'available'}
      onClick={info}
      onPointerEnter={preloadAccessoryModal}
    >
      <ImageFrame>{image ? <img src={image} alt={title} width={800} height={450} loading="lazy" decoding="async" /> : null}</ImageFrame>
      <Body>
        <h3 id={titleId}>{title}</h3>
        <Price>{state === 'included' ? INCLUDED : priceText}</Price>
        {contents.length > 0 ? (
          <PackContents aria-label={`In the ${title}`}>
            {contents.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </PackContents>
        ) : null}
        {state !== 'included' ? (
          <AccessoryColourSwatches
            label={`Colour of ${title}`}
            choices={choices}
            selected={shownSku}
            onChoose={(sku) => props.onChooseColour(accessoryKey, sku)}
          />
        ) : null}
        <Footer>
          <LinkButton type="button" aria-label={`More information about ${title}`} onClick={stop(info)} onFocus={preloadAccessoryModal}>
            More information
          </LinkButton>
          {/* One button whatever the state, so that focus stays on it when Add turns to Remove. */}
          <ActionButton
            type="button"
            data-focus-id={actionId}
            $inCart={state === 'in-cart'}
            aria-disabled={state === 'included' ? 'true' : undefined}
            aria-label={state === 'available' ? `Add ${title}` : state === 'in-cart' ? `Remove ${title}` : `${INCLUDED}: ${title}`}
            onClick={stop(() =>
              state === 'available'
                ? chooseInTransition(
                    () => showState('in-cart'),
                    () => props.onAdd(shownSku),
                  )
                : props.onRemove(state === 'in-cart' ? shownSku : accessoryKey),
            )}
          >
            {state === 'available' ? 'Add' : state === 'in-cart' ? 'Remove' : INCLUDED}
          </ActionButton>
        </Footer>
      </Body>
    </Card>
  );
}, sameProps);
