/**
 * The accessory modal (spec 2 "Modals: Accessory modal"): image carousel with a
 * 'Genuine parts' badge, title, price, colour swatches, Description, SKU,
 * Disclaimer, Close and, for a tray, the tray button. Loaded as a lazy chunk.
 * A genuine part also shows what genuine parts are: the 'genuine-parts' content
 * fragment (spec 7), fetched when the first such modal opens; nothing while it
 * loads or when it failed (spec 8).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { AccessoryCardState, ColourChoice } from '../../../domain/accessoryList';
import { PrimaryButton, SecondaryButton } from '../../common/Button';
import { ImageFrame } from '../../common/ImageFrame';
import { Modal } from '../../common/Modal';
import { SafeHtml } from '../../common/SafeHtml';
import { useContentFragment } from '../../../state/contentFragments';
import { PackContents } from './AccessoryCard';
import { AccessoryColourSwatches } from './AccessoryColourSwatches';
import { GenuinePartsBadge } from './GenuinePartsBadge';
import { ModalActions } from '../../primitives/ModalActions';
import { AccessoryPrice, Arrow, Carousel, Controls, GenuinePartsNote, InBuild, Part } from './AccessoryModal.styles';

/** The modal's build copy (issue 26.10; the spec has none). */
export const IN_BUILD_COPY = {
  inCart: 'In your build',
  included: 'Included in your build with your pack',
  contents: 'In this pack',
  add: 'Add to build',
  remove: 'Remove from build',
} as const;

export interface AccessoryModalProps {
  title: string;
  sku: string;
  images: readonly string[];
  genuineParts: boolean;
  /** '+ $X', 'POA'; null for an item included in a pack (no price). */
  priceText: string | null;
  description: string | null;
  disclaimer: string | null;
  colours?: { choices: readonly ColourChoice[]; selected: string; onChoose: (sku: string) => void } | null;
  /** A pack's accessories by title (issue 26.10); none for an accessory that is not a pack. */
  contents?: readonly string[];
  /**
   * Accessories other than trays (issue 26.10): whether it is in the build, and the action that
   * adds it or takes it out (removal asks first, as the card's does).
   */
  inBuild?: { state: AccessoryCardState; onAdd: () => void; onRemove: () => void } | null;
  /** Trays only: 'Included in build' (disabled) or 'Select tray'. */
  trayButton?: { label: string; disabled: boolean; onSelect: () => void } | null;
  onClose: () => void;
}

/** The accessory's pictures, one at a time, with previous and next when there are several. */
function ImageCarousel({ title, images, genuineParts }: { title: string; images: readonly string[]; genuineParts: boolean }) {
  const [index, setIndex] = useState(0);
  const carouselId = useId();
  const count = images.length;
  const shown = count > 0 ? Math.min(index, count - 1) : 0;
  return (
    <Carousel aria-roledescription="carousel" aria-label={`Images of ${title}`} id={carouselId}>
      <ImageFrame>
        {count > 0 ? (
          <img src={images[shown]} alt={count > 1 ? `${title}, image ${shown + 1} of ${count}` : title} width={800} height={450} />
        ) : null}
        {genuineParts ? <GenuinePartsBadge /> : null}
      </ImageFrame>
      {count > 1 ? (
        <Controls>
          <Arrow type="button" aria-label="Previous image" aria-controls={carouselId} onClick={() => setIndex((shown - 1 + count) % count)}>
            <span aria-hidden="true">‹</span>
          </Arrow>
          <span aria-live="polite">
            {shown + 1} / {count}
          </span>
          <Arrow type="button" aria-label="Next image" aria-controls={carouselId} onClick={() => setIndex((shown + 1) % count)}>
            <span aria-hidden="true">›</span>
          </Arrow>
        </Controls>
      ) : null}
    </Carousel>
  );
}

/** Whether the accessory is in the build: in the cart, or brought by a pack (announced as it changes). */
function InBuildStatus({ state }: { state: AccessoryCardState }) {
  return <InBuild role="status">{state === 'in-cart' ? IN_BUILD_COPY.inCart : state === 'included' ? IN_BUILD_COPY.included : ''}</InBuild>;
}

/** A pack's accessories by title (issue 26.10). */
function PackContentsPart({ contents }: { contents: readonly string[] }) {
  return (
    <Part>
      <h3>{IN_BUILD_COPY.contents}</h3>
      <PackContents>
        {contents.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </PackContents>
    </Part>
  );
}

/** The build action: add it, or take it out; none for an item a pack brings. */
function InBuildAction({ inBuild }: { inBuild: NonNullable<AccessoryModalProps['inBuild']> }) {
  if (inBuild.state === 'included') return null;
  const inCart = inBuild.state === 'in-cart';
  return (
    <PrimaryButton type="button" onClick={inCart ? inBuild.onRemove : inBuild.onAdd}>
      {inCart ? IN_BUILD_COPY.remove : IN_BUILD_COPY.add}
    </PrimaryButton>
  );
}

export default function AccessoryModal(props: AccessoryModalProps) {
  const { title, sku, images, genuineParts, priceText, description, disclaimer, colours, contents, inBuild, trayButton, onClose } = props;
  const closeRef = useRef<HTMLButtonElement>(null);
  const genuinePartsHtml = useContentFragment('genuine-parts', genuineParts);

  // Once the tray is in the build its button is disabled: keep focus in the dialog.
  const trayDisabled = trayButton?.disabled ?? false;
  const wasDisabled = useRef(trayDisabled);
  useEffect(() => {
    if (trayDisabled && !wasDisabled.current) closeRef.current?.focus();
    wasDisabled.current = trayDisabled;
  }, [trayDisabled]);

  return (
    <Modal heading={title} onCancel={onClose}>
      <ImageCarousel title={title} images={images} genuineParts={genuineParts} />
      {genuineParts && genuinePartsHtml ? (
        <GenuinePartsNote>
          <SafeHtml html={genuinePartsHtml} />
        </GenuinePartsNote>
      ) : null}
      {priceText !== null ? <AccessoryPrice>{priceText}</AccessoryPrice> : null}
      {inBuild ? <InBuildStatus state={inBuild.state} /> : null}
      {contents && contents.length > 0 ? <PackContentsPart contents={contents} /> : null}
      {colours && colours.choices.length > 0 ? (
        <AccessoryColourSwatches
          label={`Colour of ${title}`}
          choices={colours.choices}
          selected={colours.selected}
          onChoose={colours.onChoose}
        />
      ) : null}
      <Part>
        <h3>Description</h3>
        <SafeHtml html={description} />
      </Part>
      <Part>
        <h3>SKU</h3>
        <p>{sku}</p>
      </Part>
      {disclaimer ? (
        <Part>
          <h3>Disclaimer</h3>
          <SafeHtml as="p" html={disclaimer} />
        </Part>
      ) : null}
      <ModalActions $sticky>
        <SecondaryButton ref={closeRef} type="button" onClick={onClose}>
          Close
        </SecondaryButton>
        {inBuild ? <InBuildAction inBuild={inBuild} /> : null}
        {trayButton ? (
          <PrimaryButton type="button" disabled={trayButton.disabled} onClick={trayButton.onSelect}>
            {trayButton.label}
          </PrimaryButton>
        ) : null}
      </ModalActions>
    </Modal>
  );
}
