/** A 16:9 box that shows a product image whole (accessory cards and the accessory modal's carousel). */
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
