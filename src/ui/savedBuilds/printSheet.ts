/**
 * 'Print build sheet' (issue 23) and a saved build's 'Print sheet' (issue 32): draws the QR code
 * that opens the build, then prints the sheet from the page (host/printSheet.ts). A chunk of its
 * own with the qrcode library.
 */
import type { createStore } from 'jotai';
import type { SavedBuild } from '../../domain/savedBuilds';
import type { SheetImages } from '../../host/printSheet';
import { printCurrentBuildAtom, printSavedBuildAtom, type SavedPricing } from '../../state/savedBuilds';

/** The sheet's pictures: the car's, and a QR code of the build link (null when it cannot be drawn: the link prints instead). */
async function sheetImages(link: string, carImage: string | null): Promise<SheetImages> {
  let qr: string | null = null;
  try {
    const { toString } = await import('qrcode');
    const svg = await toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  } catch (error) {
    console.error('bp-configurator: could not draw the QR code', error);
  }
  return { car: carImage, qr, link };
}

/** The sheet printed: the car's picture and a QR code of the build link. */
export async function printSheet(store: ReturnType<typeof createStore>, link: string, carImage: string | null): Promise<void> {
  await store.set(printCurrentBuildAtom, await sheetImages(link, carImage));
}

/** A saved build's sheet, as priced today: its picture and a QR code of its link. */
export async function printSavedSheet(
  store: ReturnType<typeof createStore>,
  saved: SavedBuild,
  repriced: SavedPricing,
  link: string,
): Promise<void> {
  await store.set(printSavedBuildAtom, saved, repriced, await sheetImages(link, repriced.picture?.src ?? null));
}
