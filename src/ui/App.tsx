/** The element's screens and routes (spec 2). */
import { useEffect } from 'react';
import { Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { useInstance } from '../state/instance';
import { ConfiguratorRoute } from './configurator/ConfiguratorRoute';
import { ErrorPage } from './error/ErrorPage';
import { HostBridge } from './HostBridge';
import { Landing } from './landing/Landing';

/** `/all-new-triton/*` becomes `/triton/*`, keeping the rest of the path and the query, replacing history. */
export function redirectTarget(path: string, search: string): string | null {
  const match = /^\/all-new-triton(\/.*)?$/.exec(path);
  if (!match) return null;
  return `/triton${match[1] ?? ''}${search ? `?${search}` : ''}`;
}

function Routes() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { emit } = useInstance();
  const redirect = redirectTarget(path, search);

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  useEffect(() => {
    if (!redirect) emit('bp-route-change', { path, search });
  }, [path, search, redirect, emit]);

  if (redirect) return null;
  return (
    <Switch>
      <Route path="/errorPage" component={ErrorPage} />
      <Route path="/:carModel/*?">{(params) => <ConfiguratorRoute carModel={params.carModel} />}</Route>
      <Route component={Landing} />
    </Switch>
  );
}

export function App() {
  const { location } = useInstance();
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <HostBridge />
      <Routes />
    </Router>
  );
}
