/**
 * The accessories section (spec 2 "Accessories"): heading, subheading, group pills
 * (only groups with items, the first selected), the count badge (pack items
 * included) and the selected group's cards; the accessory modal on demand.
 * Accessories still on their way show their own loading state (the vehicle and its price
 * do not wait for them); accessories that failed to load show the spec 8 message; the rest
 * of the page works.
 */
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { cartCountText } from '../../../domain/accessoryRules';
import {
  accessoryCardState,
  accessoryCardView,
  accessoryGroups,
  accessoryVehicle,
  colourChoices,
  shownAccessoryGroup,
  type AccessoryCardView,
  type ColourChoice,
} from '../../../domain/accessoryList';
import { accessoryDescriptionFor, keyOf } from '../../../domain/catalog';
import { whenIdle } from '../../../host/idle';
import { buildAtom, loadedRangeAtom, pricingAtom, storeDisclaimersAtom } from '../../../state/atoms';
import { addAccessoryAtom, changeAccessoryColourAtom, removeAccessoryAtom } from '../../../state/buildActions';
import { priceOnApplicationAtom, resolvedAtom, shownBuildAtom } from '../../../state/configurator';
import { ChunkBoundary } from '../../common/lazyChunk';
import { pillCss } from '../../common/shapes';
import { theme } from '../../common/theme';
import { disclaimerHtml } from '../../primitives/Marker';
import { AccessoryCard } from './AccessoryCard';
import { useAccessoryImages } from '../../../state/accessoryImages';
import { GroupPills } from './GroupPills';
import { MobileHero } from '../hero/MobileHero';
import { PartLoading } from '../PartLoading';
import { accessoryModalChunk, preloadAccessoryModal } from './lazyAccessoryModal';

/** Copy exactly as spec 2 and 8 spell it. */
export const ACCESSORIES_COPY = {
  heading: 'Choose your accessories',
  subheading: 'Because the right accessory makes every drive better.',
  fetchError:
    'Sorry, there was an error fetching accessories for this vehicle. Please try again later or get in touch with your Dealership.',
  loading: 'Loading accessories…',
} as const;

const Section = styled.section`
  padding: 32px 0;
  border-top: 1px solid ${theme.colour.line};
  scroll-margin-top: 100px;
`;

const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  h2 {
    margin: 0;
    font-size: ${theme.type.section};
    line-height: 1.2;
  }
`;

/** A neutral label, not a red badge: a count of what is in the build is no error (issue 26.3). */
const Count = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 28px;
  padding: 0 10px;
  border: 1px solid ${theme.colour.line};
  ${pillCss}
  font: 600 ${theme.type.label} / 1 ${theme.font};
`;

const Subheading = styled.p`
  margin: 8px 0 0;
  color: ${theme.colour.muted};
`;

const ErrorMessage = styled.p`
  margin: 16px 0 0;
  padding: 16px;
  border-left: 4px solid ${theme.colour.brand};
  background: ${theme.colour.subtle};
`;

/* Two cards to a row on a phone (issue 26.13: one 390 px card a screen was a long scroll), compact. */
const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(calc(50% - 6px), 240px), 1fr));
  gap: 12px;
  @media (min-width: 600px) {
    gap: 16px;
  }
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The cart before a build exists: one array, so that memoised counts do not recompute on every render. */
const EMPTY_CART: readonly string[] = [];

export function AccessoriesSection() {
  const loaded = useAtomValue(loadedRangeAtom);
  const headingId = useId();
  // The accessory modal's code arrives while the page is idle: a tap on a card never waits for it.
  useEffect(() => whenIdle(preloadAccessoryModal), []);
  if (!loaded) return null;
  return (
    <Section id="accessoryContent" aria-labelledby={headingId}>
      <MobileHero section="accessoryContent" />
      {loaded.accessories === 'loading' ? (
        <>
          <SectionHeading headingId={headingId} count={null} />
          <PartLoading text={ACCESSORIES_COPY.loading} testId="accessories-loading" />
        </>
      ) : loaded.accessories === 'failed' ? (
        <>
          <SectionHeading headingId={headingId} count={null} />
          <ErrorMessage role="alert">{ACCESSORIES_COPY.fetchError}</ErrorMessage>
        </>
      ) : (
        <AccessoryList headingId={headingId} />
      )}
    </Section>
  );
}

function SectionHeading({ headingId, count }: { headingId: string; count: string | null }) {
  return (
    <header>
      <HeadingRow>
        <h2 id={headingId}>{ACCESSORIES_COPY.heading}</h2>
        {count !== null ? (
          <Count data-testid="accessory-count" aria-live="polite">
            {count}
          </Count>
        ) : null}
      </HeadingRow>
      <Subheading>{ACCESSORIES_COPY.subheading}</Subheading>
    </header>
  );
}

/** A card as the section shows it: the domain's card with the accessory's colours and pictures. */
type ShownCard = AccessoryCardView & { choices: ColourChoice[]; images: readonly string[] };

function AccessoryList({ headingId }: { headingId: string }) {
  const loaded = useAtomValue(loadedRangeAtom)!;
  const build = useAtomValue(shownBuildAtom);
  const resolved = useAtomValue(resolvedAtom);
  const pricing = useAtomValue(pricingAtom);
  const poa = useAtomValue(priceOnApplicationAtom);
  const add = useSetAtom(addAccessoryAtom);
  const remove = useSetAtom(removeAccessoryAtom);
  const changeColour = useSetAtom(changeAccessoryColourAtom);
  const imagesOf = useAccessoryImages();
  const idPrefix = useId();
  const [chosenGroup, setChosenGroup] = useState<string | null>(null);
  const [picked, setPicked] = useState<Readonly<Record<string, string>>>({});
  const [open, setOpen] = useState<string | null>(null);

  const { catalog } = loaded;
  const cart = build?.cart ?? EMPTY_CART;
  const vehicle = accessoryVehicle(resolved);
  const { subrange, variantSku } = vehicle;

  const groups = useMemo(() => (variantSku ? accessoryGroups(catalog, subrange, variantSku) : []), [catalog, subrange, variantSku]);
  const count = useMemo(() => cartCountText(catalog, cart), [catalog, cart]);
  const group = shownAccessoryGroup(groups, chosenGroup);

  // Each key's colour choices, one array per vehicle, so that a card's props stay the same between renders.
  const choicesOf = useMemo(() => {
    const choicesByKey = new Map<string, ColourChoice[]>();
    return (key: string) => {
      let choices = choicesByKey.get(key);
      if (!choices) {
        choices = colourChoices(catalog, key, variantSku);
        choicesByKey.set(key, choices);
      }
      return choices;
    };
  }, [catalog, variantSku]);

  const cardOf = (key: string): ShownCard => {
    const card = accessoryCardView(catalog, cart, key, vehicle, picked[key] ?? null, { pricing, priceOnApplication: poa });
    return { ...card, choices: choicesOf(key), images: imagesOf(card.shownSku, key) };
  };

  // Reads the cart when called, so that the cards' callback stays the same as the cart changes.
  const store = useStore();
  const onChooseColour = useCallback(
    (key: string, sku: string) => {
      if (accessoryCardState(catalog, store.get(buildAtom)?.cart ?? [], key) === 'in-cart') changeColour(sku);
      else setPicked((current) => ({ ...current, [key]: sku }));
    },
    [catalog, store, changeColour],
  );

  return (
    <>
      <SectionHeading headingId={headingId} count={count} />
      {group ? (
        <>
          <GroupPills groups={groups.map((g) => g.name)} selected={group.name} onSelect={setChosenGroup} idPrefix={idPrefix} />
          <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${groups.indexOf(group)}`}>
            <Cards>
              {group.items.map((item) => {
                const card = cardOf(item.sku);
                return (
                  <li key={item.sku}>
                    <AccessoryCard
                      accessoryKey={item.sku}
                      title={item.title}
                      image={card.images[0] ?? null}
                      state={card.state}
                      shownSku={card.shownSku}
                      choices={card.choices}
                      contents={card.contents}
                      priceText={card.priceText}
                      onChooseColour={onChooseColour}
                      onAdd={add}
                      onRemove={remove}
                      onInfo={setOpen}
                    />
                  </li>
                );
              })}
            </Cards>
          </div>
        </>
      ) : null}
      {open !== null && keyOf(catalog, open) !== null ? (
        <AccessoryDetails card={cardOf(open)} onChooseColour={onChooseColour} onAdd={add} onRemove={remove} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}

/** The accessory's details modal, loaded on first open: a pack item shows no price and no colours. */
function AccessoryDetails(props: {
  card: ShownCard;
  onChooseColour: (key: string, sku: string) => void;
  onAdd: (sku: string) => void;
  onRemove: (sku: string) => void;
  onClose: () => void;
}) {
  const disclaimer = useAtomValue(storeDisclaimersAtom)?.accessoriesImages ?? null;
  const { card, onChooseColour, onClose } = props;
  const included = card.state === 'included';
  return (
    <ChunkBoundary onFail={onClose}>
      <accessoryModalChunk.Component
        title={card.accessory.title}
        sku={card.shownSku}
        images={card.images}
        genuineParts={card.accessory.genuineParts}
        priceText={included ? null : card.priceText}
        description={accessoryDescriptionFor(card.accessory, card.shownSku)}
        disclaimer={disclaimer ? disclaimerHtml(disclaimer) : null}
        colours={
          included ? null : { choices: card.choices, selected: card.shownSku, onChoose: (sku) => onChooseColour(card.accessory.sku, sku) }
        }
        contents={card.contents}
        inBuild={{ state: card.state, onAdd: () => props.onAdd(card.shownSku), onRemove: () => props.onRemove(card.shownSku) }}
        onClose={onClose}
      />
    </ChunkBoundary>
  );
}
