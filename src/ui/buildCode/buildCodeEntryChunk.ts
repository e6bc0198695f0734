/** 'Have a build code?' as a lazy chunk of its own (its reader and the catalog fetch), for the landing page and the settings. */
import { lazyChunk } from '../common/lazyChunk';
import type { BuildCodeEntryProps } from './BuildCodeEntry';

export const buildCodeEntry = lazyChunk<BuildCodeEntryProps>(() => import('./BuildCodeEntry').then((module) => module.default));
