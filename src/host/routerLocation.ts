/**
 * Location sources for the element's router. The spec keeps the route and its
 * query parameters together in the hash (`#/triton?model-selection=...`), which
 * wouter's own hash hook does not (it moves the query into location.search), so
 * the hash source here is our own. `memory` keeps the route inside the element,
 * for pages that host more than one element or own their hash.
 */
import { useSyncExternalStore } from 'react';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

export interface LocationSource {
  /** wouter location hook: the path without its query. */
  hook: () => [string, Navigate];
  /** wouter search hook: the query without its '?'. */
  searchHook: () => string;
  navigate: Navigate;
  /** The current path and query, e.g. `/triton?model-selection=X`. */
  href: () => string;
  subscribe: (listener: () => void) => () => void;
}

/** Splits `/path?query` into its two parts; a missing part is empty. */
export function splitHref(href: string): { path: string; search: string } {
  const at = href.indexOf('?');
  const rawPath = at === -1 ? href : href.slice(0, at);
  const search = at === -1 ? '' : href.slice(at + 1);
  const path = '/' + rawPath.replace(/^[#/]+/, '');
  return { path, search };
}

function sourceFrom(
  read: () => string,
  write: (href: string, replace: boolean) => void,
  subscribe: (cb: () => void) => () => void,
): LocationSource {
  const path = () => splitHref(read()).path;
  const search = () => splitHref(read()).search;
  const navigate: Navigate = (to, options) => write(to, options?.replace ?? false);
  const useLocationPath = (): [string, Navigate] => [useSyncExternalStore(subscribe, path, path), navigate];
  const useLocationSearch = () => useSyncExternalStore(subscribe, search, search);
  return {
    hook: useLocationPath,
    searchHook: useLocationSearch,
    navigate,
    href: read,
    subscribe,
  };
}

const hashListeners = new Set<() => void>();
function onHashChange() {
  hashListeners.forEach((listener) => listener());
}

/**
 * The page's hash: shared by every element in `hash` routing mode. With `startAt` (an element
 * switching from memory routing), the hash first moves there, so the visitor stays on their screen.
 */
export function hashLocation(startAt?: string): LocationSource {
  const read = () => {
    const hash = window.location.hash.replace(/^#/, '');
    return hash.startsWith('/') ? hash : '/' + hash;
  };
  const write = (href: string, replace: boolean) => {
    const { path, search } = splitHref(href);
    const target = '#' + path + (search ? '?' + search : '');
    if (target === window.location.hash) return;
    const url = new URL(window.location.href);
    url.hash = target;
    window.history[replace ? 'replaceState' : 'pushState'](window.history.state, '', url.href);
    onHashChange();
  };
  const subscribe = (listener: () => void) => {
    if (hashListeners.size === 0) window.addEventListener('hashchange', onHashChange);
    hashListeners.add(listener);
    return () => {
      hashListeners.delete(listener);
      if (hashListeners.size === 0) window.removeEventListener('hashchange', onHashChange);
    };
  };
  if (startAt !== undefined && startAt !== read()) {
    const { path, search } = splitHref(startAt);
    const url = new URL(window.location.href);
    url.hash = '#' + path + (search ? '?' + search : '');
    window.history.replaceState(window.history.state, '', url.href);
    // Other hash-routed elements hear it after this render.
    queueMicrotask(onHashChange);
  }
  return sourceFrom(read, write, subscribe);
}

/** A location held in memory by one element instance. */
export function memoryLocation(initial = '/'): LocationSource {
  let current = splitHref(initial);
  const listeners = new Set<() => void>();
  const read = () => current.path + (current.search ? '?' + current.search : '');
  const write = (href: string) => {
    current = splitHref(href);
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return sourceFrom(read, write, subscribe);
}
