/** A disclaimer as the store words it: its marker raised in front of its (sanitised) HTML text. */
import type { Disclaimer } from '../../domain/types';
import { StoreHtml } from '../common/StoreHtml';
import { Marker } from './Marker';

export function DisclaimerText({ disclaimer, spaced = false }: { disclaimer: Disclaimer; spaced?: boolean }) {
  return (
    <>
      <Marker marker={disclaimer.marker} spaced={spaced} />
      <StoreHtml as="span" html={disclaimer.text} />
    </>
  );
}
