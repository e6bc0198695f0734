/**
 * Below 1200 px the section heroes sit far above the colour swatches, so the
 * chosen colour is shown again beside them: the car, front three-quarter, in the
 * colour just chosen (spec 2: mobile shows a hero per section). Hidden on desktop,
 * where the hero column stays beside the swatches (and the frame stays empty: its
 * picture would otherwise re-render, unseen, on every colour change).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { ImageFrame } from '../../common/ImageFrame';
import { DESKTOP_QUERY, theme } from '../../common/theme';
import { useMediaQuery } from '../../primitives/useMediaQuery';
import { useHeroImages } from '../../../state/heroImages';

const Frame = styled(ImageFrame)`
  width: 100%;
  max-width: 480px;
  margin: 0 0 12px;
  ${theme.desktop} {
    display: none;
  }
`;

export function ColourPreview() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return <Frame data-testid="colour-preview">{desktop ? null : <ColourPicture />}</Frame>;
}

function ColourPicture() {
  const images = useHeroImages('exterior');
  const image = images?.[0] ?? null;
  const [broken, setBroken] = useState<string | null>(null);
  return image && broken !== image.src ? (
    <img src={image.src} alt={image.alt} decoding="async" onError={() => setBroken(image.src)} />
  ) : null;
}
