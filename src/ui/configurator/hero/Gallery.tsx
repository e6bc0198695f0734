/**
 * A simple image gallery: the main image in a box of fixed aspect ratio (no
 * layout shift while images load), previous and next buttons, and view-angle
 * thumbnails. A missing or broken image leaves the box empty.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../common/Button';
import { ImageFrame } from '../../common/ImageFrame';
import { theme } from '../../common/theme';
import { overlay } from '../../common/elevation';
import type { HeroImage, HeroView } from '../../../state/heroImages';

const Root = styled.div`
  display: grid;
  gap: 8px;
`;

const Frame = styled(ImageFrame)`
  width: 100%;
`;

const Step = styled.button`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 1px solid ${theme.colour.line};
  border-radius: 50%;
  background: ${overlay.veil};
  color: ${theme.colour.ink};
  font: 600 ${theme.type.headingLarge} / 1 ${theme.font};
  cursor: pointer;
  &:hover {
    background: ${theme.colour.surface};
  }
  ${focusRing}
`;

const Previous = styled(Step)`
  left: 8px;
`;
const Next = styled(Step)`
  right: 8px;
`;

const Counter = styled.span`
  position: absolute;
  right: 8px;
  bottom: 8px;
  padding: 2px 8px;
  background: ${overlay.veil};
  color: ${theme.colour.ink};
  font: ${theme.type.small} / 1.4 ${theme.font};
`;

const Thumbs = styled.ul`
  display: flex;
  gap: 8px;
  min-height: 52px;
  margin: 0;
  padding: 0 0 4px;
  list-style: none;
  overflow-x: auto;
`;

const Thumb = styled.button`
  display: block;
  width: 80px;
  height: 48px;
  padding: 0;
  border: 2px solid transparent;
  background: ${theme.colour.subtle};
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${theme.colour.ink};
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${focusRing}
`;

export interface GalleryProps {
  /** Null while the images load. */
  images: HeroImage[] | null;
  view: HeroView;
  /** Names the gallery for assistive technology, e.g. 'Exterior images'. */
  label: string;
  /** Show the previous/next buttons and thumbnails (a single hero image shows none). */
  browsable?: boolean;
}

const NO_SRCS: ReadonlySet<string> = new Set();

/** The gallery of one hero. */
export function Gallery({ images, view, label, browsable = true }: GalleryProps) {
  const list = images ?? [];
  // The chosen angle survives a colour change: the new colour shows the same view.
  const [angle, setAngle] = useState<string | null>(null);
  // Pictures that failed to load, for these images: new images (a colour change) start with none
  // broken, without an effect that would render the gallery a second time before the change shows.
  const [failed, setFailed] = useState<{ images: HeroImage[] | null; srcs: ReadonlySet<string> }>({ images, srcs: NO_SRCS });
  const broken = failed.images === images ? failed.srcs : NO_SRCS;
  const markBroken = (src: string) =>
    setFailed((current) => ({ images, srcs: new Set(current.images === images ? current.srcs : NO_SRCS).add(src) }));
  const index = Math.max(
    0,
    list.findIndex((image) => image.angle === angle),
  );
  const current = list[index] ?? null;

  const go = (step: number) => {
    if (list.length === 0) return;
    const next = list[(index + step + list.length) % list.length];
    if (next) setAngle(next.angle);
  };
  const showControls = browsable && list.length > 1;

  return (
    <Root role="group" aria-label={label} aria-busy={images === null} data-view={view}>
      <Frame data-testid="hero-frame">
        {current && !broken.has(current.src) ? (
          <img src={current.src} alt={current.alt} decoding="async" onError={() => markBroken(current.src)} />
        ) : null}
        {showControls ? (
          <>
            <Previous type="button" aria-label="Previous image" onClick={() => go(-1)}>
              <span aria-hidden="true">‹</span>
            </Previous>
            <Next type="button" aria-label="Next image" onClick={() => go(1)}>
              <span aria-hidden="true">›</span>
            </Next>
            <Counter aria-live="polite">
              {index + 1} / {list.length}
            </Counter>
          </>
        ) : null}
      </Frame>
      {browsable ? (
        <Thumbs aria-label={`${label}: views`}>
          {list.length > 1
            ? list.map((image, i) => (
                <li key={image.angle}>
                  <Thumb
                    type="button"
                    aria-label={image.name}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => setAngle(image.angle)}
                  >
                    {broken.has(image.src) ? null : (
                      <img src={image.src} alt="" loading="lazy" decoding="async" onError={() => markBroken(image.src)} />
                    )}
                  </Thumb>
                </li>
              ))
            : null}
        </Thumbs>
      ) : null}
    </Root>
  );
}
