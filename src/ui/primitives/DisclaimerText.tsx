/** A disclaimer as the store words it: its marker raised in front of its (sanitised) HTML text. */
import type { Disclaimer } from '../../domain/types';
import { SafeHtml } from '../common/SafeHtml';
import { Marker } from './Marker';

export function DisclaimerText({ disclaimer, spaced = false }: { disclaimer: Disclaimer; spaced?: boolean }) {
  return (
    <>
      <Marker marker={disclaimer.marker} spaced={spaced} />
      <SafeHtml as="span" html={disclaimer.text} />
    </>
  );
}
