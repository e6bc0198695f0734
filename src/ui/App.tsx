/** The element's screens and routes (spec 2). */
import { useEffect } from 'react';
import { Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { redirectTarget } from '../domain/routes';
import { routeSentAtom, useInstance } from '../state/instance';
import { ConfiguratorRoute } from './configurator/ConfiguratorRoute';
import { ErrorPage } from './error/ErrorPage';
import { Landing } from './landing/Landing';

function Routes() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const instance = useInstance();
  const redirect = redirectTarget(path, search);

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  useEffect(() => {
    if (redirect) return;
    // Once per route: React mounts again when the page puts the element back, and the route is the same.
    const route = `${path}?${search}`;
    if (instance.store.get(routeSentAtom) === route) return;
    instance.store.set(routeSentAtom, route);
    instance.emit('bp-route-change', { path, search });
  }, [path, search, redirect, instance]);

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
  const instance = useInstance();
  const location = instance.location;
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Routes />
    </Router>
  );
}
