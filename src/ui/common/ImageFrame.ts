/**
 * A 16:9 box that shows an image whole, so the image arriving never moves what is around it:
 * accessory cards, the accessory modal's carousel, the hero gallery, the colour preview, tray
 * rows and (at 4:3) the sticky header's vehicle thumbnail.
 */
import styled from 'styled-components';
import { theme } from './theme';

export const ImageFrame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${theme.colour.subtle};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;
