/** The element's screens and routes (spec 2). */
import { useSetAtom } from 'jotai';
import { useEffect, useState, type ComponentType } from 'react';
import { Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { redirectTarget } from '../domain/routes';
import { routeShownAtom, useInstance } from '../state/instance';
import { selectorFailedAtom } from '../state/routeOutcomes';
import { LoadingScreen } from './common/Loading';
import { ConfiguratorRoute } from './configurator/ConfiguratorRoute';
import { ErrorPage } from './error/ErrorPage';
import { landingChunk } from './landing/landingChunk';

/**
 * The selector, from its chunk (landing/landingChunk.ts), with its loading screen until the chunk is here,
 * as until the ranges are in. Not through Suspense: React holds a boundary's content back for up to 300 ms
 * after its fallback showed, and the selector's largest picture would wait for that.
 */
function LandingRoute() {
  const selectorFailed = useSetAtom(selectorFailedAtom);
  const [Landing, setLanding] = useState<ComponentType | null>(() => landingChunk.loaded ?? null);
  useEffect(() => {
    if (Landing) return;
    let live = true;
    landingChunk.load().then(
      (component) => {
        if (live) setLanding(() => component);
      },
      (error: unknown) => {
        if (live) selectorFailed(error);
      },
    );
    return () => {
      live = false;
    };
  }, [Landing, selectorFailed]);
  return Landing ? <Landing /> : <LoadingScreen shape="landing" />;
}

function Routes() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const routeShown = useSetAtom(routeShownAtom);
  const redirect = redirectTarget(path, search);

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  useEffect(() => {
    // Once per route: React mounts again when the page puts the element back, and the route is the same.
    if (!redirect) routeShown(path, search);
  }, [path, search, redirect, routeShown]);

  if (redirect) return null;
  return (
    <Switch>
      <Route path="/errorPage" component={ErrorPage} />
      <Route path="/:carModel/*?">
        {(params) => (
          // Keyed by range: a link to another range (only the hash changes) opens that build afresh (spec 5).
          <ConfiguratorRoute key={params.carModel} carModel={params.carModel} />
        )}
      </Route>
      <Route component={LandingRoute} />
    </Switch>
  );
}

export function App() {
  const { location } = useInstance();
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Routes />
    </Router>
  );
}
