/**
 * Parts of the element whose code is a lazy chunk (the configurator screen, the modals,
 * the drawer). Each chunk is fetched with the data's bounded retries (`loadChunk`); a
 * chunk that still cannot be fetched is forgotten, so the next open asks the network
 * again, and the part that needed it closes (`ChunkBoundary`) while the rest of the
 * element, and the visitor's build, carry on.
 */
import { Component, createElement, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadChunk } from '../../host/loadChunk';

export interface LazyChunk<P> {
  /** The part, rendered inside a ChunkBoundary; read it at each render (a failed load is replaced). */
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  /** The part's component once its chunk has arrived (ChunkPart then renders it at once), else undefined. */
  readonly loaded: ComponentType<P> | undefined;
  /** The part's component once its chunk is here; one fetch at a time, a failure is not kept. */
  load(): Promise<ComponentType<P>>;
  /** Starts fetching early (a click then opens the part at once); a failure is left for the render to meet. */
  preload(): void;
}

/**
 * `freshPart` (for a chunk no other chunk imports) loads the part from another address of its chunk,
 * which a retry uses where the browser remembers a failed fetch (host/loadChunk.ts).
 */
export function lazyChunk<P>(
  importPart: () => Promise<ComponentType<P>>,
  freshPart?: (url: string) => Promise<ComponentType<P>>,
): LazyChunk<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const load = () =>
    (pending ??= loadChunk(importPart, undefined, freshPart).then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        current = create();
        throw error;
      },
    ));
  // React.lazy keeps a rejection for good, so a failed one is replaced by a fresh one.
  const create = () => lazy(() => load().then((component) => ({ default: component })));
  let current = create();
  return {
    get Component() {
      return current;
    },
    get loaded() {
      return loaded;
    },
    load,
    preload: () => void load().catch(() => undefined),
  };
}

/**
 * A part of a chunk that mounts when the visitor opens it (a popover's panel, a control that shows
 * after a change), inside a ChunkBoundary: rendered at once when its chunk has arrived (fetched
 * ahead with `preload`), so it opens in the same frame as before it was a chunk; else once the
 * chunk arrives. The choice is made when it mounts and holds while it stays.
 */
export function ChunkPart<P extends object>({ chunk, props }: { chunk: LazyChunk<P>; props: P }) {
  const [Part] = useState<ComponentType<P>>(() => chunk.loaded ?? chunk.Component);
  return createElement(Part, props);
}

export interface ChunkBoundaryProps {
  /** Runs once if the part's code cannot be loaded (or the part fails to render): close it. */
  onFail: (error: unknown) => void;
  /** Shown while the part's chunk loads; nothing by default. */
  loading?: ReactNode;
  children: ReactNode;
}

/** Shows `loading` while a part's chunk loads; if it fails, logs it and calls `onFail`. */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('bp-configurator: a part of the page could not be loaded', error);
    this.props.onFail(error);
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={this.props.loading ?? null}>{this.props.children}</Suspense>;
  }
}
