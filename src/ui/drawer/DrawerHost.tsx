/**
 * The enquiry drawer's host (spec 2 "Side drawer", 4 "Drawer and form"): opens
 * the drawer a `viewDrawer` parameter names on arrival (and clears the stored CTA
 * when there is none), keeps the route at `/{carModel}/submit` while a quote is
 * open, closes the drawer and reports abandonment. The drawer itself is a lazy
 * chunk, loaded on first open (and warmed once the page is idle).
 */
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { enquiryPath, isSubmitPath, queryWithoutViewDrawer } from '../../domain/enquiry';
import { DRAWERS } from '../../domain/settings';
import { pageHref } from '../../host/page';
import { carAtom } from '../../state/atoms';
import { openDrawerAtom } from '../../state/drawer';
import { arriveAtDrawerRouteAtom, closeDrawerAtom, drawerAbandonmentAtom, enquiryOpenedAtom } from '../../state/enquiryProgress';
import { useInstance } from '../../state/instance';
import { ChunkBoundary, lazyChunk } from '../common/lazyChunk';
import { enquiryUrl } from '../configurator/footer/enquiry';

// The drawer's chunk is imported by no other chunk, so a retry may fetch it under a fresh address.
type DrawerModule = typeof import('./EnquiryDrawer');
const enquiryDrawer = lazyChunk(
  () => import('./EnquiryDrawer').then((module) => module.default),
  (url) => (import(url) as Promise<DrawerModule>).then((module) => module.default),
);

/** After this long on the page the drawer's chunk is fetched, so a click opens it at once. */
const WARM_UP_MS = 3000;

export function DrawerHost() {
  const { location } = useInstance();
  const store = useStore();
  const enquiryOpened = useSetAtom(enquiryOpenedAtom);
  const reportAbandonment = useSetAtom(drawerAbandonmentAtom);
  const car = useAtomValue(carAtom);
  const open = useAtomValue(openDrawerAtom);
  const arrive = useSetAtom(arriveAtDrawerRouteAtom);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const arrived = useRef(false);
  const code = car?.code ?? null;

  // On arrival (spec 2): the drawer viewDrawer names, or the quote a reload of /{carModel}/submit showed.
  useEffect(() => {
    if (arrived.current || code === null) return;
    arrived.current = true;
    arrive({ path, search, carModel: code, url: enquiryUrl(pageHref(), location.href()) });
  }, [code, search, path, location, arrive]);

  // While a quote is open the route is /{carModel}/submit, keeping the query (spec 2).
  useEffect(() => {
    if (code === null || open === null) return;
    const submitting = open === DRAWERS.quote;
    if (submitting !== isSubmitPath(path, code))
      navigate(`${enquiryPath(code, submitting)}${search ? `?${search}` : ''}`, { replace: true });
  }, [open, code, path, search, navigate]);

  useEffect(() => {
    if (open !== null) enquiryOpened(open);
  }, [open, enquiryOpened]);

  useEffect(() => {
    const timer = setTimeout(enquiryDrawer.preload, WARM_UP_MS);
    return () => clearTimeout(timer);
  }, []);

  // `abandoned`: the visitor closed a drawer they saw (spec 4 logs it); not when its code failed to load.
  const shut = useCallback(
    (abandoned: boolean) => {
      const drawer = store.get(openDrawerAtom);
      if (drawer === null) return;
      if (store.set(closeDrawerAtom) && abandoned) reportAbandonment(drawer);
      if (code === null) return;
      const query = queryWithoutViewDrawer(search);
      if (isSubmitPath(path, code) || query !== search.replace(/^\?/, '')) {
        navigate(`${enquiryPath(code, false)}${query ? `?${query}` : ''}`, { replace: true });
      }
    },
    [store, reportAbandonment, code, path, search, navigate],
  );
  const close = useCallback(() => shut(true), [shut]);
  const failed = useCallback(() => shut(false), [shut]);

  if (open === null || car === null) return null;
  return (
    <ChunkBoundary onFail={failed}>
      <enquiryDrawer.Component drawer={open} onClose={close} />
    </ChunkBoundary>
  );
}
