/**
 * Keeps the route's query and the build in step (spec 2, 5): the build writes
 * model-selection, option-sku and its cart into the URL (replacing history), and
 * a URL changed from outside (a pasted link, back and forward) rebuilds from it.
 */
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { createBuild, withLinkCart } from '../domain/buildStart';
import { selectionFromUrl } from '../domain/selection';
import { buildLinkQuery, parsePricedFor } from '../domain/buildLink';
import { parseAccessoriesParam, parseConfiguratorParams } from '../domain/urlParams';
import { buildAtom, linkPricingAtom, loadedRangeAtom, pricingAtom } from './atoms';
import { engineAtom, resolvedAtom, shownBuildAtom } from './configurator';
import { afterNextPaint } from '../host/afterNextPaint';

/** The URL query naming the current build; null before a build exists. */
export function useBuildLinkQuery(): string | null {
  const build = useAtomValue(shownBuildAtom);
  const resolved = useAtomValue(resolvedAtom);
  const pricing = useAtomValue(pricingAtom);
  const loaded = useAtomValue(loadedRangeAtom);
  const search = useSearch();
  if (!build || !resolved) return null;
  // Until the accessories are in, the link keeps the cart it named (they join the build then).
  const cart = loaded?.accessories === 'loading' ? loaded.linkCart : build.cart;
  return buildLinkQuery(`?${search}`, resolved.configurable.sku, resolved.variant.sku, cart, pricing);
}

export function useBuildLinkSync(): void {
  const store = useStore();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const wanted = useBuildLinkQuery();
  const written = useRef<string | null>(null);
  const seen = useRef<string | null>(null);
  const wroteOnce = useRef(false);

  useEffect(() => {
    const first = seen.current === null;
    const external = written.current !== null && search !== written.current && search !== seen.current;
    seen.current = search;
    // The pricing a link arrived with (opened, pasted, followed): before this element writes its own.
    if (first || external) store.set(linkPricingAtom, parsePricedFor(`?${search}`));
    if (external) {
      rebuildFromQuery(store, search);
      return;
    }
    if (wanted !== null && wanted !== search) {
      const write = () => {
        wroteOnce.current = true;
        written.current = wanted;
        navigate(`${path}?${wanted}`, { replace: true });
      };
      // The first build's query is written at once. A change's after it is painted: writing
      // the URL re-renders the route and costs a history call, which need not delay the
      // visitor's feedback on a click.
      if (!wroteOnce.current) write();
      else return afterNextPaint(write);
    } else {
      written.current = search;
    }
  }, [search, wanted, path, navigate, store]);
}

/**
 * Replaces the build with the one a query names, when it names another: as a link opened anew
 * (its cart applied by withLinkCart, which tells what it could not keep).
 */
function rebuildFromQuery(store: ReturnType<typeof useStore>, search: string): void {
  const ctx = store.get(engineAtom);
  if (!ctx) return;
  const params = parseConfiguratorParams(`?${search}`);
  const resolved = selectionFromUrl(ctx.catalog, params);
  if (!resolved) return;
  const current = store.get(resolvedAtom);
  const cart = parseAccessoriesParam(`?${search}`);
  const sameCart = (store.get(buildAtom)?.cart ?? []).join(',') === cart.join(',');
  if (current?.variant.sku === resolved.variant.sku && current.configurable.sku === resolved.configurable.sku && sameCart) return;
  const engine = { catalog: ctx.catalog, pricing: store.get(pricingAtom) };
  store.set(buildAtom, withLinkCart(engine, createBuild(engine, resolved), cart, params.optionSku));
}
