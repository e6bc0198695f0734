/** The configurator route `/{carModel}/*` (spec 2): loads the vehicle, then shows the build. */
import { useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { throttle } from '../../host/throttle';
import { storageKeys } from '../../host/storage';
import { carAtom } from '../../state/atoms';
import { useInstance } from '../../state/instance';
import { loadVehicle, type VehicleLoad } from '../../state/loaders';
import { LinkButton } from '../common/Button';
import { LoadingScreen } from '../common/Loading';

/** Spec 2: the build path is saved at most every 300 ms. */
const buildUrlSaveIntervalMs = 300;

const Page = styled.main`
  max-width: 1440px;
  margin: 0 auto;
  padding: 16px;
  h1 {
    margin: 8px 0 16px;
    font-size: clamp(24px, 4vw, 40px);
    line-height: 1.2;
  }
`;

export interface ConfiguratorRouteProps {
  carModel: string;
}

export function ConfiguratorRoute({ carModel }: ConfiguratorRouteProps) {
  const instance = useInstance();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const car = useAtomValue(carAtom);
  const [load, setLoad] = useState<VehicleLoad | 'loading'>('loading');

  useEffect(() => {
    let live = true;
    setLoad('loading');
    void loadVehicle(instance, carModel).then((outcome) => {
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
    <Page>
      <LinkButton type="button" onClick={() => navigate('/')}>
        <span aria-hidden="true">‹</span> Change vehicle
      </LinkButton>
      <h1>{car.displayName}</h1>
    </Page>
  );
}
