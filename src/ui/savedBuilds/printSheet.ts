/**
 * 'Print build sheet' (issue 23): draws the QR code that opens the build, then prints the
 * sheet from the page (host/printSheet.ts). A chunk of its own with the qrcode library.
 */
import type { createStore } from 'jotai';
import type { Instance } from '../../state/instance';
import { printCurrentBuildAtom } from '../../state/savedBuilds';

/** The sheet printed: the car's picture and a QR code of the build link. */
export async function printSheet(
  instance: Instance,
  store: ReturnType<typeof createStore>,
  link: string,
  carImage: string | null,
): Promise<void> {
  let qr: string | null = null;
  try {
    const { toString } = await import('qrcode');
    const svg = await toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  } catch (error) {
    console.error('bp-configurator: could not draw the QR code', error);
  }
  await store.set(printCurrentBuildAtom, instance, { car: carImage, qr, link });
}
