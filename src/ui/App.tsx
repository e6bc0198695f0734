/** The element's screens and routes (spec 2). */
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { redirectTarget } from '../domain/routes';
import { routeShownAtom, useInstance } from '../state/instance';
import { ConfiguratorRoute } from './configurator/ConfiguratorRoute';
import { ErrorPage } from './error/ErrorPage';
import { Landing } from './landing/Landing';

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
      <Route component={Landing} />
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
