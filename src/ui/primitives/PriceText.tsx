import { Marker } from './Marker';

/** A price as the store words it, with the marker of its disclaimer raised after it ('$52,990*'). */
export function PriceText({ price }: { price: { text: string; marker: string } }) {
  return (
    <>
      {price.text}
      <Marker marker={price.marker} />
    </>
  );
}
