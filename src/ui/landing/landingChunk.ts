/**
 * The selector's code is a chunk of its own (issue 31.4): a vehicle route, the one a build link opens,
 * neither fetches nor evaluates it before its first price. The element asks for it at its start when it
 * opens on the selector, beside the range list (element.tsx); a vehicle route asks for it when the page
 * is idle after the first price, so that 'Change vehicle' waits for no code.
 */
import { lazyChunk } from '../common/lazyChunk';

export const landingChunk = lazyChunk(() => import('./Landing').then((module) => module.Landing));
