/**
 * The tray section (spec 2 "Tray section", 4 "Tray", 5): shown only for non-Pick Up
 * subranges with a compatible tray; while the accessories (trays among them) are on their
 * way, a Cab Chassis shows the section's own loading state. A radio list of trays priced against the
 * compatible (default) tray, the selected tray's paint dropdown ('Unpainted'
 * first; disabled with one colour) and 'More information' opening the accessory modal.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { accessoryPriceText } from '../../../domain/pricing';
import {
  awaitsTraySection,
  hasTraySection,
  isPaintChoiceInteractive,
  paintInCart,
  trayButton,
  trayInCart,
  trayPaintColour,
  trayPriceText,
  trayPaints,
} from '../../../domain/trays';
import { compatibleTrays } from '../../../domain/trayPrice';
import type { Tray } from '../../../domain/types';
import { loadedRangeAtom, pricingAtom, storeDisclaimersAtom } from '../../../state/atoms';
import { selectTrayAtom, selectTrayPaintAtom } from '../../../state/buildActions';
import { priceOnApplicationAtom, resolvedAtom, shownBuildAtom } from '../../../state/configurator';
import { LinkButton, focusRing } from '../../common/Button';
import { ImageFrame } from '../../common/ImageFrame';
import { ChunkBoundary } from '../../common/lazyChunk';
import { theme } from '../../common/theme';
import { FormField } from '../../primitives/FormField';
import { disclaimerHtml } from '../../primitives/Marker';
import { useAccessoryImages } from '../../../state/accessoryImages';
import { MobileHero } from '../hero/MobileHero';
import { PartLoading } from '../PartLoading';
import { GENUINE_PARTS } from '../accessories/GenuinePartsBadge';
import { accessoryModalChunk, preloadAccessoryModal } from '../accessories/lazyAccessoryModal';

/** Section copy; the spec names the section 'Tray' and the dropdown a colour dropdown. */
export const TRAY_COPY = { heading: 'Tray', paintLabel: 'Tray colour', loading: 'Loading trays…' } as const;

const Section = styled.section`
  padding: 24px 0;
  border-top: 1px solid ${theme.colour.line};
  scroll-margin-top: 96px;
  h2 {
    margin: 0 0 12px;
    font: 700 ${theme.type.heading} / 1.25 ${theme.font};
  }
`;

const List = styled.div`
  display: grid;
  gap: 12px;
`;

const Row = styled.div<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: 8px 16px;
  padding: 12px 16px;
  border: 1px solid ${(p) => (p.$selected ? theme.colour.ink : theme.colour.line)};
  box-shadow: ${(p) => (p.$selected ? `inset 0 0 0 1px ${theme.colour.ink}` : 'none')};
  background: ${theme.colour.surface};
  ${theme.desktop} {
    grid-template-columns: 128px minmax(0, 1fr);
  }
`;

/* The chosen tray's picture takes its paint (issue 26.9): the paint's colour under the picture, multiplied in. */
const Thumb = styled(ImageFrame)`
  grid-row: span 3;
  align-self: start;
  &[data-paint] img {
    mix-blend-mode: multiply;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  min-height: 44px;
  cursor: pointer;
  input {
    flex: 0 0 auto;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${theme.colour.ink};
  }
  input:focus-visible {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: 2px;
  }
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
`;

const Title = styled.span`
  font-weight: 600;
  line-height: 1.4;
`;

const Flag = styled.span`
  display: block;
  color: ${theme.colour.muted};
  font-size: ${theme.type.small};
  font-weight: 400;
`;

const Price = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

const Paint = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  label {
    font-size: ${theme.type.label};
    font-weight: 600;
  }
`;

const Dot = styled.span<{ $colour: string }>`
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 1px solid ${theme.colour.muted};
  background: ${(p) => p.$colour};
`;

const Select = styled.select`
  min-height: 44px;
  min-width: 200px;
  max-width: 100%;
  padding: 0 12px;
  border: 1px solid ${theme.colour.ink};
  border-radius: 0;
  background: ${theme.colour.surface};
  color: ${theme.colour.ink};
  font: ${theme.type.body} ${theme.font};
  &:disabled {
    border-color: ${theme.colour.line};
    color: ${theme.colour.muted};
    opacity: 1;
  }
  ${focusRing}
`;

const More = styled(LinkButton)`
  justify-self: start;
  min-height: 32px;
  font-size: ${theme.type.label};
`;

export function TraySection() {
  const loaded = useAtomValue(loadedRangeAtom);
  const resolved = useAtomValue(resolvedAtom);
  const build = useAtomValue(shownBuildAtom);
  if (!loaded || !resolved || !build) return null;
  if (loaded.accessories === 'loading') return awaitsTraySection(resolved.configurable.subrange) ? <TraysLoading /> : null;
  if (!hasTraySection(loaded.catalog, resolved.configurable.subrange, resolved.variant.sku)) return null;
  return <TrayList />;
}

/** The trays come with the accessories: their own loading state until then. */
function TraysLoading() {
  const headingId = useId();
  return (
    <Section id="trayContent" aria-labelledby={headingId}>
      <MobileHero section="trayContent" />
      <h2 id={headingId}>{TRAY_COPY.heading}</h2>
      <PartLoading text={TRAY_COPY.loading} testId="trays-loading" />
    </Section>
  );
}

function TrayList() {
  const { catalog } = useAtomValue(loadedRangeAtom)!;
  const resolved = useAtomValue(resolvedAtom)!;
  const cart = useAtomValue(shownBuildAtom)!.cart;
  const pricing = useAtomValue(pricingAtom);
  const poa = useAtomValue(priceOnApplicationAtom);
  const disclaimers = useAtomValue(storeDisclaimersAtom);
  const selectTray = useSetAtom(selectTrayAtom);
  const selectPaint = useSetAtom(selectTrayPaintAtom);
  const imagesOf = useAccessoryImages();
  const headingId = useId();
  const name = useId();
  const [open, setOpen] = useState<string | null>(null);

  const subrange = resolved.configurable.subrange;
  const variantSku = resolved.variant.sku;
  const trays = useMemo(() => compatibleTrays(catalog, subrange, variantSku), [catalog, subrange, variantSku]);
  const selected = trayInCart(catalog, cart);
  const paintSku = paintInCart(catalog, cart);
  const paintColour = trayPaintColour(catalog, cart);
  const priceOf = (tray: Tray) => trayPriceText(catalog, resolved, tray.sku, pricing, poa);

  const modalTray = trays.find((tray) => tray.sku === open) ?? null;
  const disclaimer = disclaimers?.accessoriesImages ?? null;

  return (
    <Section id="trayContent" aria-labelledby={headingId}>
      <MobileHero section="trayContent" />
      <h2 id={headingId}>{TRAY_COPY.heading}</h2>
      <List role="group" aria-labelledby={headingId}>
        {trays.map((tray) => {
          const isSelected = tray.sku === selected;
          const image = imagesOf(tray.sku, tray.sku)[0];
          return (
            <Row key={tray.sku} $selected={isSelected} data-testid={`tray-${tray.sku}`} data-focus-id={`tray:${tray.sku}`}>
              <Thumb
                data-paint={paintColour && isSelected ? paintColour : undefined}
                style={paintColour && isSelected ? { backgroundColor: paintColour } : undefined}
              >
                {image ? <img src={image} alt={tray.title} width={800} height={450} loading="lazy" decoding="async" /> : null}
              </Thumb>
              <Choice>
                <input type="radio" name={name} value={tray.sku} checked={isSelected} onChange={() => selectTray(tray.sku)} />
                <Text>
                  <Title>
                    {tray.title}
                    {tray.genuineParts ? <Flag>{GENUINE_PARTS}</Flag> : null}
                  </Title>
                  <Price>{priceOf(tray)}</Price>
                </Text>
              </Choice>
              {isSelected ? (
                <PaintChoice
                  traySku={tray.sku}
                  paintSku={paintSku}
                  paints={trayPaints(catalog, tray.sku)}
                  priceText={(amount) => accessoryPriceText(amount, pricing, poa)}
                  onChoose={selectPaint}
                />
              ) : null}
              <More
                type="button"
                aria-label={`More information about ${tray.title}`}
                onClick={() => setOpen(tray.sku)}
                onPointerEnter={preloadAccessoryModal}
                onFocus={preloadAccessoryModal}
              >
                More information
              </More>
            </Row>
          );
        })}
      </List>
      {modalTray ? (
        <ChunkBoundary onFail={() => setOpen(null)}>
          <accessoryModalChunk.Component
            title={modalTray.title}
            sku={modalTray.sku}
            images={imagesOf(modalTray.sku, modalTray.sku)}
            genuineParts={modalTray.genuineParts}
            priceText={priceOf(modalTray)}
            description={modalTray.description}
            disclaimer={disclaimer ? disclaimerHtml(disclaimer) : null}
            trayButton={{ ...trayButton(catalog, cart, modalTray.sku), onSelect: () => selectTray(modalTray.sku) }}
            onClose={() => setOpen(null)}
          />
        </ChunkBoundary>
      ) : null}
    </Section>
  );
}

interface PaintChoiceProps {
  traySku: string;
  paintSku: string | null;
  paints: ReturnType<typeof trayPaints>;
  priceText: (amount: number) => string;
  onChoose: (sku: string | null) => void;
}

/** The colour dropdown of the selected tray: 'Unpainted' first; non-interactive with only one colour (spec 3, 5). */
function PaintChoice({ traySku, paintSku, paints, priceText, onChoose }: PaintChoiceProps) {
  const current = paints.find((paint) => paint.sku === paintSku) ?? paints[0]!;
  return (
    <Paint>
      <FormField label={TRAY_COPY.paintLabel}>
        {(control) => (
          <>
            <Dot $colour={current.colour ?? theme.colour.subtle} aria-hidden="true" />
            <Select
              {...control}
              data-tray={traySku}
              value={current.sku ?? ''}
              disabled={!isPaintChoiceInteractive(paints)}
              onChange={(event) => onChoose(event.target.value === '' ? null : event.target.value)}
            >
              {paints.map((paint) => (
                <option key={paint.sku ?? ''} value={paint.sku ?? ''}>
                  {paint.sku === null ? paint.label : `${paint.label} (${priceText(paint.price)})`}
                </option>
              ))}
            </Select>
          </>
        )}
      </FormField>
    </Paint>
  );
}
