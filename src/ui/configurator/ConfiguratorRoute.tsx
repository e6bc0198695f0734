/** The configurator route `/{carModel}/*` (spec 2): loads the vehicle, then shows the build. */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { storageKeys } from '../../host/storage';
import { throttle } from '../../host/throttle';
import { carAtom } from '../../state/atoms';
import { useInstance } from '../../state/instance';
import { loadVehicle, type VehicleLoad } from '../../state/loaders';
import { LoadingScreen } from '../common/Loading';

/** The screen's code is a chunk of its own, fetched while the vehicle data loads (no waterfall). */
const loadScreen = () => import('./ConfiguratorScreen').then((module) => ({ default: module.ConfiguratorScreen }));
const ConfiguratorScreen = lazy(loadScreen);

/** Spec 2: the build path is saved at most every 300 ms. */
const buildUrlSaveIntervalMs = 300;

export interface ConfiguratorRouteProps {
  carModel: string;
}

export function ConfiguratorRoute({ carModel }: ConfiguratorRouteProps) {
  const instance = useInstance();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const car = useAtomValue(carAtom);
  const [load, setLoad] = useState<VehicleLoad | 'loading'>('loading');
  // The query the route was opened with names the build to load (deep links).
  const openedWith = useRef(search);

  useEffect(() => {
    let live = true;
    setLoad('loading');
    void loadScreen();
    void loadVehicle(instance, carModel, openedWith.current).then((outcome) => {
      if (!live) return;
      setLoad(outcome);
      if (outcome === 'not-found') navigate('/', { replace: true });
      if (outcome === 'range-error') navigate('/errorPage?isSelectorPage=true', { replace: true });
      if (outcome === 'vehicle-error') navigate('/errorPage', { replace: true });
    });
    return () => {
      live = false;
    };
  }, [instance, carModel, navigate]);

  const saver = useMemo(
    () => throttle((href: string) => instance.storage.set(storageKeys.buildUrl, href), buildUrlSaveIntervalMs),
    [instance],
  );
  useEffect(() => () => saver.flush(), [saver]);
  useEffect(() => {
    if (load === 'ready') saver.push(path + (search ? `?${search}` : ''));
  }, [load, path, search, saver]);

  if (load !== 'ready' || !car || car.code !== carModel) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <ConfiguratorScreen />
    </Suspense>
  );
}
