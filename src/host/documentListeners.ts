/**
 * React adds a listener to the page's document the first time it makes a root in it
 * ('selectionchange', for its select events), marks the document and never takes the listener
 * away. The element takes it away itself when its last root in that document is unmounted, so a
 * page that removes every element keeps no listener of it (issue 25.5), and puts it back when a
 * root is made there again (React, seeing its mark, would not).
 */

interface Listener {
  type: string;
  listener: EventListenerOrEventListenerObject;
  options: boolean | AddEventListenerOptions | undefined;
}

interface DocumentRoots {
  roots: number;
  /** React's listeners on the document: on it while a root is mounted, kept aside while none is. */
  listeners: Listener[];
}

const byDocument = new WeakMap<Document, DocumentRoots>();

function rootsOf(doc: Document): DocumentRoots {
  let entry = byDocument.get(doc);
  if (!entry) {
    entry = { roots: 0, listeners: [] };
    byDocument.set(doc, entry);
  }
  return entry;
}

/** Runs `mount` (which makes a React root in `doc`), noting the listeners it adds to `doc`. */
export function mountRootIn(doc: Document, mount: () => void): void {
  const entry = rootsOf(doc);
  if (entry.roots === 0) {
    for (const { type, listener, options } of entry.listeners) doc.addEventListener(type, listener, options);
  }
  entry.roots += 1;
  const own = Object.getOwnPropertyDescriptor(doc, 'addEventListener');
  const add = doc.addEventListener;
  doc.addEventListener = function (
    this: Document,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (!listener) return;
    entry.listeners.push({ type, listener, options });
    add.call(this, type, listener, options);
  };
  try {
    mount();
  } finally {
    if (own) Object.defineProperty(doc, 'addEventListener', own);
    else delete (doc as { addEventListener?: unknown }).addEventListener;
  }
}

/** After a root made by `mountRootIn` is unmounted: the last one in `doc` takes React's listeners off it. */
export function rootUnmountedIn(doc: Document): void {
  const entry = rootsOf(doc);
  if (entry.roots === 0) return;
  entry.roots -= 1;
  if (entry.roots > 0) return;
  for (const { type, listener, options } of entry.listeners) doc.removeEventListener(type, listener, options);
}
