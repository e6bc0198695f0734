/**
 * The build code's encoder (domain/buildCode, issue 32.1) is a chunk of its own: no visitor needs
 * the code before the first price, so it is fetched once a priced build asks for its code (the
 * code atom reads encoderAtom, whose first subscriber starts the fetch) and the code is null until
 * it is in; from then on every instance has it at once. The 'Have a build code?' reader shares the chunk.
 */
import { atom } from 'jotai';
import { chunkOnce } from '../host/loadChunk';

type Encoder = typeof import('../domain/buildCode');

const encoderChunk = chunkOnce(() => import('../domain/buildCode'), 'the build code');
let loaded: Encoder | null = null;

/** The encoder's chunk, or null (logged) when it cannot be fetched after its retries; a failure is not kept. */
export function loadEncoder(): Promise<Encoder | null> {
  return encoderChunk.load().then((encoder) => (loaded ??= encoder));
}

/** Bumped in each store when the chunk comes, so that the encoder atom reads it again. */
const arrivedAtom = atom(0);
arrivedAtom.onMount = (set) => {
  if (!loaded) void loadEncoder().then((encoder) => encoder && set((n) => n + 1));
};

/** The encoder once its chunk is in (null until then): fetched when an atom that reads it is first subscribed. */
export const encoderAtom = atom((get) => {
  get(arrivedAtom);
  return loaded;
});
