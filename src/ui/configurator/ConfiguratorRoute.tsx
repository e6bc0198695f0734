/** The configurator route `/{carModel}/*` (spec 2): loads the vehicle, then shows the build. */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { carAtom } from '../../state/atoms';
import { loadVehicleAtom, type VehicleLoad } from '../../state/loaders';
import { loadBuildStart } from '../../state/vehicleChunk';
import { buildUrlSaverAtom, screenFailedAtom, vehicleLoadedAtom } from '../../state/routeOutcomes';
import { lazyChunk } from '../common/lazyChunk';
import { LoadingScreen } from '../common/Loading';

/**
 * The screen's code is a chunk of its own, fetched while the vehicle data loads (no
 * waterfall). The route renders the loaded component itself rather than the lazy one: a
 * lazy component suspends on its first render even when its chunk is already here, and
 * React then renders the whole screen again as a time-sliced retry, which put the first
 * price about 200 ms later on a 4x-throttled CPU.
 * The route asks for it once the build-planning chunk it imports is here (the element fetches that
 * one at its start: state/vehicleChunk.ts), so a chunk that never arrives is asked for once and
 * retried twice, not once per importer (e2e resilience); the other chunks it imports get module
 * preload hints when the element starts (state/instance.ts). The HTML sanitiser is not among them:
 * store HTML fills in when it comes, after the first price (common/StoreHtml.tsx).
 */
const screenChunk = lazyChunk(() => import('./ConfiguratorScreen').then((module) => module.ConfiguratorScreen));

export interface ConfiguratorRouteProps {
  carModel: string;
}

export function ConfiguratorRoute({ carModel }: ConfiguratorRouteProps) {
  const loadVehicle = useSetAtom(loadVehicleAtom);
  const screenFailed = useSetAtom(screenFailedAtom);
  const vehicleLoaded = useSetAtom(vehicleLoadedAtom);
  const buildUrlSaver = useSetAtom(buildUrlSaverAtom);
  const [path] = useLocation();
  const search = useSearch();
  const car = useAtomValue(carAtom);
  const [load, setLoad] = useState<VehicleLoad | 'loading'>('loading');
  const [Screen, setScreen] = useState<ComponentType | null>(null);
  // The query the route was opened with names the build to load (deep links).
  const openedWith = useRef(search);
  const openedAt = useRef(path);

  // A layout effect: it runs in the commit of the route's first render. A passive effect ran in a task of
  // its own after the first paint, queued behind the vehicle route's chunk and the store's first answer
  // (trace at 4x: the screen's chunk was asked for 120 ms later).
  useLayoutEffect(() => {
    let live = true;
    setLoad('loading');
    // The error page's 'Try again' comes back here, to the same link.
    const opened = { path: openedAt.current, search: openedWith.current };
    // The screen imports the build-planning chunk: it is asked for once that chunk is here, so a chunk that
    // never arrives is fetched by one loader (and its retries), not by each importer; without it the load fails.
    void loadBuildStart().then((planning) => {
      if (!live || !planning) return;
      screenChunk.load().then(
        (component) => {
          if (live) setScreen(() => component);
        },
        (error: unknown) => {
          if (live) screenFailed(carModel, error, opened);
        },
      );
    });
    void loadVehicle(carModel, openedWith.current).then((outcome) => {
      if (!live) return;
      setLoad(outcome);
      vehicleLoaded(outcome, opened);
    });
    return () => {
      live = false;
    };
  }, [loadVehicle, screenFailed, vehicleLoaded, carModel]);

  const saver = useMemo(() => buildUrlSaver(), [buildUrlSaver]);
  useEffect(() => () => saver.flush(), [saver]);
  useEffect(() => {
    if (load === 'ready') saver.save(path, search);
  }, [load, path, search, saver]);

  if (load !== 'ready' || !Screen || !car || car.code !== carModel) return <LoadingScreen shape="configurator" />;
  return <Screen />;
}
